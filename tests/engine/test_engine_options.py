"""The description of the table options (`TABLE_OPTIONS`) against `Options`, the presets and
the JSON form it drives: an option added on one side only fails here."""

from __future__ import annotations

import typing

import pytest

from bot.engine import (
    PARA,
    STACKING_ENDS_TURN,
    TABLE_OPTIONS,
    InvalidPositionError,
    OpeningRule,
    Options,
    ParaRule,
    Preset,
    load_options,
)


def test_every_field_of_options_is_described_once_in_order() -> None:
    assert [option.name for option in TABLE_OPTIONS] == list(Options._fields)
    assert len(set(TABLE_OPTIONS)) == len(TABLE_OPTIONS)


@pytest.mark.parametrize("option", TABLE_OPTIONS, ids=lambda option: option.name)
def test_each_option_has_its_fields_type_and_default(option: typing.Any) -> None:
    kind = typing.get_type_hints(Options)[option.name]
    assert option.values, "an option takes at least its default"
    assert len(set(option.values)) == len(option.values)
    assert all(type(value) is kind for value in option.values)
    assert Options._field_defaults[option.name] is option.default
    assert option.of(Options()) is option.default
    assert Preset.TABLE not in option.presets, "the table preset is every default"
    assert all(value in option.values for value in option.presets.values())


@pytest.mark.parametrize("option", TABLE_OPTIONS, ids=lambda option: option.name)
def test_every_value_of_every_option_goes_to_json_and_back(option: typing.Any) -> None:
    for value in option.values:
        options = Options().with_values({option: value})
        assert option.of(options) is value
        assert load_options(options.to_json()) == options
        assert option.from_json(option.to_json(value)) is value


def test_the_presets_are_what_the_description_sets() -> None:
    for preset in Preset:
        for option in TABLE_OPTIONS:
            assert option.of(preset.options) is option.presets.get(preset, option.default)
    assert PARA.of(Preset.LHASA.options) is ParaRule.LHASA


def test_a_value_an_option_does_not_take_is_refused() -> None:
    with pytest.raises(ValueError, match="para"):
        Options().with_values({PARA: OpeningRule.FIRST})
    with pytest.raises(ValueError, match="stacking_ends_turn"):
        Options().with_values({STACKING_ENDS_TURN: ParaRule.KEPT})
    with pytest.raises(InvalidPositionError, match="must be one of"):
        PARA.from_json("kep")
    with pytest.raises(InvalidPositionError, match="true or false"):
        STACKING_ENDS_TURN.from_json(1)
