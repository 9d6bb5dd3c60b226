"""Write tests/data/rules_examples.json from a copy of the rules' worked examples.

    python3 tests/data/refresh_rules_examples.py SOURCE

SOURCE is a JSON list of examples, each with an id, a description naming its rules (R1-R22),
the position, the throws, the move labels and the positions that follow. The facts are copied
as they are; the description is replaced by the project's own summary below and the rule
numbers it names. No test runs this: the tests read only the file it writes.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

TARGET = Path(__file__).resolve().with_name("rules_examples.json")
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


def converted(source: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The examples with the project's summaries; every source id needs one, and no more."""
    ids = [example["id"] for example in source]
    if sorted(ids) != sorted(SUMMARIES):
        raise SystemExit(f"summaries {sorted(SUMMARIES)} do not match the ids {sorted(ids)}")
    return [
        {
            "id": example["id"],
            "rules": re.findall(r"R\d+", example["rule"]),
            "summary": SUMMARIES[example["id"]],
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
    if len(argv) != 2:
        raise SystemExit(f"usage: {argv[0]} SOURCE")
    source = json.loads(Path(argv[1]).read_text(encoding="utf-8"))
    examples = converted(source)
    text = render(examples)
    assert json.loads(text) == examples
    TARGET.write_text(text, encoding="utf-8")
    print(f"wrote {len(examples)} examples to {TARGET}")


if __name__ == "__main__":
    main(sys.argv)
