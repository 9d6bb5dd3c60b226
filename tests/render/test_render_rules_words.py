"""The words of the table options: every option described in the engine has them in the
catalogue, for each of its values, keyed by the option itself; and so has every preset."""

from __future__ import annotations

import re
from typing import Any

import pytest

from bot.engine import NO_NINE_STACK, PARA, TABLE_OPTIONS, Options, ParaRule, Preset, State
from bot.render import (
    OPTION_WORDS,
    OptionWords,
    Theme,
    every_house_rule_explained,
    house_rules,
    option_choice_key,
    option_explained,
    option_help,
    option_keys,
    option_phrase,
    preset_blurb,
    preset_name,
    render_board,
    rules_summary,
)
from bot.words import ENGLISH, WordsError
from tests.kit.shouted import SHOUTED

DISCORD_DESCRIPTION_MOST = 100
"""Discord's limit for an option's description and a choice's name."""
OPTION_LISTS = {"option-house-rules", "option-list-separator"}
"""The messages of options.ftl that belong to no one option."""


def test_every_option_described_has_words_and_no_others() -> None:
    assert set(OPTION_WORDS) == set(TABLE_OPTIONS)
    needed = {key for option in TABLE_OPTIONS for key in option_keys(option)}
    assert needed - ENGLISH.keys == set(), "an option's message missing from options.ftl"
    written = {key for key in ENGLISH.keys if key.startswith("option-")} - OPTION_LISTS
    assert written - needed == set(), "a message for no option or value"


@pytest.mark.parametrize("option", TABLE_OPTIONS, ids=lambda option: option.name)
def test_each_value_has_a_phrase_and_each_house_rule_an_explanation(option: Any) -> None:
    words = OPTION_WORDS[option]
    values, choices = len(option.values), 0 if isinstance(option.default, bool) else 1
    assert len(option_keys(option)) == 2 + values + (values - 1) + choices * values, "one key each"
    phrases = [words.phrase(value) for value in option.values]
    assert len(set(phrases)) == len(option.values), "values read apart"
    assert all(words.explained(value) for value in option.values[1:])
    with pytest.raises(WordsError):
        words.explained(option.default)  # the table rule needs none
    help_line = option_help(option)
    assert option.rule not in help_line, "a player reads what it does, not its rule's number"
    assert help_line[0].isupper(), "a description of its own, not the tail of 'R21: ...'"
    assert len(option_help(option)) <= DISCORD_DESCRIPTION_MOST
    if not isinstance(option.default, bool):
        for value in option.values:
            choice = ENGLISH.say(option_choice_key(option, value))
            assert choice == f"{option.to_json(value)}: {words.phrase(value)}"
            assert len(choice) <= DISCORD_DESCRIPTION_MOST


def test_each_preset_has_its_own_words() -> None:
    assert len({preset_name(preset) for preset in Preset}) == len(Preset)
    assert len({preset_blurb(preset) for preset in Preset}) == len(Preset)
    for preset in Preset:
        choice = ENGLISH.say("preset-choice", preset=preset.value)
        assert choice == f"{preset_name(preset)}: {preset_blurb(preset)}"
        assert len(choice) <= DISCORD_DESCRIPTION_MOST


def test_the_words_are_found_by_the_option() -> None:
    lhasa = Preset.LHASA.options._replace(no_nine_stack=True, para=ParaRule.KEPT)
    assert house_rules(lhasa) == [
        "no stack of nine",
        "a last kill ends the turn",
        "later openings: two coins",
    ]
    assert rules_summary(Preset.LHASA, lhasa) == "Lhasa (Namchen), but no stack of nine, pa ra kept"
    assert rules_summary(Preset.APP, Preset.APP.options) == "SHO app"
    assert option_phrase(PARA, ParaRule.CHOOSE) == "pa ra: move 2 or rethrow"
    assert option_explained(NO_NINE_STACK, True).startswith("**No stack of nine:**")
    assert house_rules(Options()) == []


def test_the_words_are_said_in_the_words_given() -> None:
    """Nothing here is English written in code: said from a catalogue in capitals, no lower-case
    letter is left (tests/kit/shouted.py)."""
    lhasa = Preset.LHASA.options._replace(no_nine_stack=True, para=ParaRule.KEPT)
    said = [
        *house_rules(lhasa, SHOUTED),
        *every_house_rule_explained(SHOUTED),
        *(preset_name(preset, SHOUTED) for preset in Preset),
        *(preset_blurb(preset, SHOUTED) for preset in Preset),
        *(OptionWords(option, SHOUTED).title for option in TABLE_OPTIONS),
        *(option_help(option, SHOUTED) for option in TABLE_OPTIONS),
    ]
    assert [text for text in said if re.search("[a-z]", text)] == []
    summary = rules_summary(Preset.LHASA, lhasa, SHOUTED)
    assert summary == "LHASA (NAMCHEN), BUT NO STACK OF NINE, PA RA KEPT"
    state = State.initial(2, Options(no_nine_stack=True, para=ParaRule.CHOOSE))
    board = render_board(state, theme=Theme.PLAIN, words=SHOUTED)
    (line,) = [line for line in board.description.splitlines() if "RULES" in line]
    assert line == "HOUSE RULES: NO STACK OF NINE, PA RA: MOVE 2 OR RETHROW"
