"""Write tests/data/rules_examples.json and house_examples.json from copies of the rules'
worked examples.

    python3 tests/data/refresh_rules_examples.py SOURCE [SOURCE ...]

Each SOURCE is a JSON list of examples, each with an id, a description naming its rules
(R1-R28), the position, the throws, the move labels and the positions that follow: the table's
examples (ids O, C, M, P, X, Q) go to rules_examples.json, the house rules' (ids H) to
house_examples.json. The facts are copied as they are; the description is replaced by the
project's own summary below and the rule numbers it names. No test runs this: the tests read
only the files it writes.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
TARGETS = {"table": HERE / "rules_examples.json", "house": HERE / "house_examples.json"}
FACTS = ("position", "throws", "moves", "expect")

SUMMARIES = {
    "O1": "An opening of 7 puts two coins on spot 7 and the turn passes.",
    "O2": "An opening sug (total 3) puts three coins on spot 3.",
    "O3": "An opening pa ra puts three coins on spot 2 and is not thrown again.",
    "O4": "An opening onto an enemy pair kills it and puts down three; no extra throw.",
    "O8": "Two coins left in hand open onto an enemy four: two go down and the four dies.",
    "C1": "A crooked nine after an earlier opening puts the whole hand on an empty spot 9.",
    "C3": "A crooked nine onto an enemy on spot 9 is an ordinary opening of 9, which kills.",
    "C4": "A crooked nine by a side that never opened is an ordinary opening of 9.",
    "M2": "Entering onto an own stack stacks and earns an extra throw.",
    "M4": "A stack kills an enemy stack of its own size, the enemy's last, and throws again.",
    "M6": "Every candidate is blocked by a bigger stack: the throw is lost.",
    "M7": "A coin from the hand kills a lone enemy coin.",
    "M10": "Reaching 64 exactly finishes; a finish earns no extra throw.",
    "M11": "Overshooting finishes too; the spare steps are lost and the next throw opens.",
    "M13": "The ninth coin home wins at once.",
    "P1": "After a kept pa ra, t, 2 and t + 2 each enter a coin or advance a stack.",
    "P4": "After a kept pa ra every distance is blocked: the throw and the kept two are lost.",
    "P5": "Two distances that both finish the same stack are one move.",
    "X1": "With stacking_ends_turn, entering onto an own stack earns no extra throw.",
    "X3": "With no_nine_stack, the move that would make nine is not offered.",
    "X5": "With no_nine_stack, an opening that would put down nine coins passes.",
    "Q1": "Four players: partners stack together, and an extra throw stays with the same seat.",
}
HOUSE_SUMMARIES = {
    "H1": "Three pa ra in a row win at once, though nothing has moved.",
    "H2": "The pa ra of an extra throw is the first of a new count, so it does not win.",
    "H3": "A finish with three steps to spare must go on: enter a coin or advance by three.",
    "H4": "When nothing can move the spare steps they are lost and the finish ends the turn.",
    "H5": "Two finishes can chain; the same parts in another order are the same move.",
    "H6": "A spare-step part that kills earns the extra throw for the whole move.",
    "H7": "A finish that brings the ninth coin home wins; the steps still spare are not used.",
    "H8": "Killing a side's last coins on the track earns no extra throw; other kills still do.",
    "H9": "With para choose a pa ra offers every move of two, or a rethrow.",
    "H10": "With para choose and nothing of two legal, the rethrow is played for the seat.",
    "H11": "After a rethrow the next throw offers only the kept steps plus its total.",
    "H12": "With para lhasa two coins from the hand may land together and kill a pair.",
    "H13": "With para lhasa a stack of three blocks the two coins too: the rethrow is played.",
    "H14": "With openings first a later opening of two coins is blocked by three: it passes.",
    "H15": "With openings first a later sug opening puts down two and kills a single coin.",
    "H16": "With openings first a side's first opening is still the table's (as O4).",
}


def converted(source: list[dict[str, Any]]) -> tuple[str, list[dict[str, Any]]]:
    """Which examples these are, and the examples with the project's summaries; every source id
    needs one, and no more."""
    ids = [example["id"] for example in source]
    kind, summaries = ("house", HOUSE_SUMMARIES) if ids[0].startswith("H") else ("table", SUMMARIES)
    if sorted(ids) != sorted(summaries):
        raise SystemExit(f"summaries {sorted(summaries)} do not match the ids {sorted(ids)}")
    return kind, [
        {
            "id": example["id"],
            "rules": re.findall(r"R\d+", example["rule"]),
            "summary": summaries[example["id"]],
            **{key: example[key] for key in FACTS},
        }
        for example in source
    ]


def _line(value: Any) -> str:
    return json.dumps(value, ensure_ascii=False)


def render(examples: list[dict[str, Any]]) -> str:
    """One key per line, each position on one line, so a change shows as a readable diff."""
    blocks = []
    for example in examples:
        lines = [f'    "{key}": {_line(example[key])}' for key in example if key != "expect"]
        expect = ",\n".join(f"      {_line(position)}" for position in example["expect"])
        lines.append(f'    "expect": [\n{expect}\n    ]')
        blocks.append("  {\n" + ",\n".join(lines) + "\n  }")
    return "[\n" + ",\n".join(blocks) + "\n]\n"


def main(argv: list[str]) -> None:
    if len(argv) < 2:
        raise SystemExit(f"usage: {argv[0]} SOURCE [SOURCE ...]")
    for name in argv[1:]:
        kind, examples = converted(json.loads(Path(name).read_text(encoding="utf-8")))
        text = render(examples)
        assert json.loads(text) == examples
        TARGETS[kind].write_text(text, encoding="utf-8")
        print(f"wrote {len(examples)} examples to {TARGETS[kind]}")


if __name__ == "__main__":
    main(sys.argv)
