"""The words of the table options: every option described in the engine has them, for each of
its values, keyed by the option itself."""

from __future__ import annotations

from typing import Any

import pytest

from bot.engine import NO_NINE_STACK, PARA, TABLE_OPTIONS, Options, ParaRule, Preset
from bot.render import (
    OPTION_WORDS,
    house_rules,
    option_explained,
    option_help,
    option_phrase,
    rules_summary,
)

DISCORD_DESCRIPTION_MOST = 100
"""Discord's limit for an option's description and a choice's name."""


def test_every_option_described_has_words_and_no_others() -> None:
    assert set(OPTION_WORDS) == set(TABLE_OPTIONS)


@pytest.mark.parametrize("option", TABLE_OPTIONS, ids=lambda option: option.name)
def test_each_value_has_a_phrase_and_each_house_rule_an_explanation(option: Any) -> None:
    words = OPTION_WORDS[option]
    assert set(words.phrases) == set(option.values)
    assert len(set(words.phrases.values())) == len(option.values), "values read apart"
    assert set(words.explained) == set(option.values[1:]), "the table rule needs none"
    assert option_help(option).startswith(f"{option.rule}: ")
    assert len(option_help(option)) <= DISCORD_DESCRIPTION_MOST


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
