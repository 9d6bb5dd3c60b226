"""The options in custom ids (bot/ui/kit/table_code.py): ids say their version, ids stored on
messages before keep their meaning, whatever the order of the options' description."""

from __future__ import annotations

import itertools
import json
import subprocess
import sys
from pathlib import Path

import pytest

from bot.engine import (
    LAST_KILL_ENDS_TURN,
    OPENINGS,
    PARA,
    STACKING_ENDS_TURN,
    TABLE_OPTIONS,
    TRIPLE_PARA_WINS,
    Level,
    OpeningRule,
    Options,
    ParaRule,
    Preset,
)
from bot.services.errors import InvalidInputError
from bot.services.server_config import TableChoices
from bot.ui.kit.refusals import refusal
from bot.ui.kit.table_code import (
    OPTION_ORDERS,
    VERSION,
    choices_code,
    choices_from_code,
    letter,
    options_code,
    options_from_code,
)
from bot.ui.rules.message import Rules, RulesPageButton, rules_message
from tests.kit.pages import walk

ROOT = Path(__file__).resolve().parent.parent

STORED_RULES = {
    # ids the code before versions wrote (as the rules messages of then keep them)
    "sho:rules:next:1:lhasa.01100lf": Rules(
        Preset.LHASA, Preset.LHASA.options._replace(no_nine_stack=True)
    ),
    "sho:rules:prev:1:app.10000le": Rules(
        Preset.APP, Options(stacking_ends_turn=True, para=ParaRule.LHASA)
    ),
    "sho:rules:next:1:table.00000ke": Rules(),
    "sho:rules:next:3": Rules(),  # before the house rules: the table's
}
STORED_THREADS = {
    # ids the code before versions wrote (by choices_code)
    "1234:2.1.easy.-.--1---f.5": (
        1234,
        TableChoices(2, 1, Level.EASY, None, {
            LAST_KILL_ENDS_TURN: True, OPENINGS: OpeningRule.FIRST
        }, 300),
    ),
    "98765432109876543:4.0.-.app.0--1-k-.0": (
        98765432109876543,
        TableChoices(4, 0, None, Preset.APP, {
            STACKING_ENDS_TURN: False, TRIPLE_PARA_WINS: True, PARA: ParaRule.KEPT
        }),
    ),
}  # fmt: skip


def rules_of(custom_id: str) -> Rules:
    button = RulesPageButton.parse(custom_id)
    assert button is not None, custom_id
    return button.rules


@pytest.mark.parametrize("custom_id", sorted(STORED_RULES))
def test_a_rules_id_stored_before_versions_explains_the_same_rules(custom_id: str) -> None:
    assert rules_of(custom_id) == STORED_RULES[custom_id]


@pytest.mark.parametrize("code", sorted(STORED_THREADS))
def test_a_thread_button_stored_before_versions_carries_the_same_choices(code: str) -> None:
    assert choices_from_code(code) == STORED_THREADS[code]


def test_new_ids_say_their_version_and_read_back() -> None:
    rules = Rules(Preset.LHASA, Preset.LHASA.options._replace(no_nine_stack=True))
    (_, following) = [c for c in walk(rules_message(0, rules).to_components()) if c["type"] == 2]
    assert following["custom_id"] == f"sho:rules:next:0:v{VERSION}:lhasa.01100lf"
    assert rules_of(following["custom_id"]) == rules
    for code, (asker, choices) in STORED_THREADS.items():
        again = choices_code(asker, choices)
        assert again == f"v{VERSION}:{code}"
        assert choices_from_code(again) == (asker, choices)


def test_every_options_reads_back_from_its_code() -> None:
    every = [
        Options().with_values(dict(zip(TABLE_OPTIONS, values, strict=True)))
        for values in itertools.product(*(option.values for option in TABLE_OPTIONS))
    ]
    assert len({options_code(options) for options in every}) == len(every)
    for options in every:
        assert options_from_code(options_code(options), VERSION) == options


def test_the_newest_layout_writes_every_option_and_each_value_has_its_letter() -> None:
    assert sorted(o.name for o in OPTION_ORDERS[VERSION]) == sorted(o.name for o in TABLE_OPTIONS)
    for layout in OPTION_ORDERS.values():
        assert len(set(layout)) == len(layout)
    for option in TABLE_OPTIONS:
        letters = [letter(option, value) for value in option.values]
        assert len(set(letters)) == len(letters), option.name
        assert all(len(c) == 1 and c in "0123456789abcdefghijklmnopqrstuvwxyz" for c in letters)


@pytest.mark.parametrize("code", ["v2:1234:2.1.easy.-.-------.5", "v:1:2.1.-.-.-------.0"])
def test_a_thread_button_of_no_version_there_is_is_refused(code: str) -> None:
    with pytest.raises(InvalidInputError) as refused:
        choices_from_code(code)
    assert "not one of mine" in refusal(refused.value)


REORDERED = """
import json, sys
import bot.engine.options as described

# The description and Options' fields in the opposite order, before any id is read.
described.TABLE_OPTIONS = tuple(reversed(described.TABLE_OPTIONS))
described.Options._fields = tuple(reversed(described.Options._fields))
import bot.engine
bot.engine.TABLE_OPTIONS = described.TABLE_OPTIONS

from bot.ui.rules.message import RulesPageButton
from bot.ui.kit.table_code import choices_from_code, options_from_code

names = [option.name for option in described.TABLE_OPTIONS]
rules = options_from_code(sys.argv[1])
_, choices = choices_from_code(sys.argv[2])
json.dump({
    "first": names[0],
    "rules": {name: str(getattr(rules, name)) for name in names},
    "choices": {option.name: str(value) for option, value in choices.options.items()},
}, sys.stdout)
"""


def test_reordering_the_description_does_not_change_what_a_stored_id_means() -> None:
    """Run in a process of its own whose description of the options is reversed."""
    rules_code, thread_code = "01100lf", "1234:2.1.easy.-.--1---f.5"
    ran = subprocess.run(
        [sys.executable, "-c", REORDERED, rules_code, thread_code],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=False,
    )
    assert ran.returncode == 0, ran.stderr
    read = json.loads(ran.stdout)
    assert read["first"] == "openings", "the description was not reordered"
    expected = Preset.LHASA.options._replace(no_nine_stack=True)
    assert read["rules"] == {name: str(value) for name, value in expected._asdict().items()}
    assert read["choices"] == {"last_kill_ends_turn": "True", "openings": "first"}
