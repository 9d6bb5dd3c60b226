"""docs/rules.md against what it describes: the rule numbers, the worked examples' data, the
engine's table options and `/sho rules`."""

from __future__ import annotations

import json
import re
from pathlib import Path

from bot.engine import Options
from bot.ui.rules.pages import rules_pages

ROOT = Path(__file__).resolve().parents[2]
RULES = (ROOT / "docs" / "rules.md").read_text("utf-8")
POSITION = (ROOT / "docs" / "position.md").read_text("utf-8")
EXAMPLES = [
    example
    for name in ("rules_examples.json", "house_examples.json")
    for example in json.loads((ROOT / "tests" / "data" / name).read_text("utf-8"))
]
RULE_COUNT = 28


def defined_rules() -> list[str]:
    return re.findall(r"^- \*\*(R\d+)\.\*\*", RULES, flags=re.MULTILINE)


def test_every_rule_is_defined_once_in_order() -> None:
    assert defined_rules() == [f"R{n}" for n in range(1, RULE_COUNT + 1)]


def test_the_examples_table_lists_the_data_with_its_rules() -> None:
    rows = re.findall(r"^\| ([A-Z]\d+) \| ([R\d, ]+) \| (.+) \|$", RULES, flags=re.MULTILINE)
    table = [(example_id, rules.split(", ")) for example_id, rules, _ in rows]
    assert table == [(example["id"], example["rules"]) for example in EXAMPLES]
    cited = {rule for example in EXAMPLES for rule in example["rules"]}
    assert cited <= set(defined_rules())


def test_the_options_are_the_engines_and_those_of_sho_rules() -> None:
    """R21-R27 each name one of the engine's options, which the position format and the house
    rules page of /sho rules explain too."""
    options = dict(re.findall(r"^- \*\*R2[1-7]\.\*\* `(\w+)`, \*\*([^*]+)\*\*", RULES, re.M))
    assert sorted(options) == sorted(Options._fields)
    (page,) = [page for page in rules_pages() if page.title == "House rules and presets"]
    for key, name in options.items():
        assert f"**{name}" in page.body, name
        assert f"`{key}`" in POSITION, key
    for preset in ("table", "app", "lhasa"):
        assert f"| `{preset}`" in RULES, preset
        assert f"**{preset}**" in page.body, preset


def test_the_readme_says_where_the_rules_live() -> None:
    readme = (ROOT / "README.md").read_text("utf-8")
    assert "(docs/rules.md)" in readme
    assert "(docs/position.md)" in readme
