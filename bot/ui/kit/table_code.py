"""What a custom id carries: the choices of a /sho new for its 'start it in a thread' button,
and the rules a paged /sho rules message explains.

Options are written a character each (`letter`), in the order of a layout: the options a
version of the ids writes, frozen under its number in `OPTION_ORDERS`. An id says its version
(`v1:`); one made before ids said it is of version 1. The layouts are written out here, not
read from the order of `TABLE_OPTIONS`, so reordering the description never changes what a
stored id means. An option added to the description goes into a new layout, appended to the
newest (tests/ui/test_table_code.py fails until it does); ids of an older layout then read it as
its default (a rules id) or as left to the server (a thread button).
"""

from __future__ import annotations

from bot.engine import (
    LAST_KILL_ENDS_TURN,
    LEFTOVER_STEPS,
    NO_NINE_STACK,
    OPENINGS,
    PARA,
    STACKING_ENDS_TURN,
    TRIPLE_PARA_WINS,
    Level,
    OptionChanges,
    Options,
    OptionValue,
    Preset,
    TableOption,
)
from bot.services.server_config import TableChoices
from bot.table.errors import InvalidInputError
from bot.ui.kit.refusals import UiRefusal

OptionOrder = tuple[TableOption[OptionValue], ...]

OPTION_ORDERS: dict[int, OptionOrder] = {
    1: (
        STACKING_ENDS_TURN,
        NO_NINE_STACK,
        LAST_KILL_ENDS_TURN,
        TRIPLE_PARA_WINS,
        LEFTOVER_STEPS,
        PARA,
        OPENINGS,
    ),
}
"""Each version of the ids, and the options it writes, in order. Never change one: add one."""
VERSION = max(OPTION_ORDERS)
"""The version new ids are written in."""
VERSIONS = "|".join(str(version) for version in OPTION_ORDERS)
"""The pattern of a version number an id may carry."""


def letter(option: TableOption[OptionValue], value: OptionValue) -> str:
    """The character of one value in a code: '0' or '1' for a flag, else the first of the
    value's name, which is as lasting as the name saved games keep."""
    written = option.to_json(value)
    return str(int(written)) if isinstance(written, bool) else written[0]


def _letters(option: TableOption[OptionValue]) -> dict[str, OptionValue]:
    return {letter(option, value): value for value in option.values}


def options_pattern(version: int) -> str:
    """The pattern of an `options_code` of a version: '[01][01][01][01][01][kcl][ef]'."""
    return "".join(f"[{''.join(_letters(option))}]" for option in OPTION_ORDERS[version])


OPTIONS_CODE = "|".join(f"(?:{options_pattern(version)})" for version in OPTION_ORDERS)
"""The pattern of an `options_code` of any version."""


def options_code(options: Options) -> str:
    """'00110ce': a character per option of the newest layout."""
    return "".join(letter(option, option.of(options)) for option in OPTION_ORDERS[VERSION])


def options_from_code(code: str, version: int = 1) -> Options:
    """The options an `options_code` of a version holds; an option not in its layout is at
    its default. KeyError or ValueError for anything else."""
    layout = OPTION_ORDERS[version]
    if len(code) != len(layout):
        raise ValueError(code)
    return Options().with_values(
        {option: _letters(option)[char] for option, char in zip(layout, code, strict=True)}
    )


TURN_MINUTES = range(1, 24 * 60 + 1)
"""The turn times /sho new offers, in minutes: what a thread button may carry."""
_UNSET = "-"
"""In a choices code: left to the server's settings."""


def choices_code(asker: int, choices: TableChoices) -> str:
    """'v1:1234:3.0.-.app.--1----.5': the version, who asked, then what they chose in /sho
    new: players, computers, level, rules, a character per option, turn minutes ('-', or 0
    minutes: left to the server's settings).

    Nothing the server decides is in it (where games start, pings, its defaults): those are
    read again when the button is clicked, so a forged id gains nothing /sho new would not
    give."""
    chosen = choices.options
    parts = (
        str(choices.players),
        str(choices.computers),
        _UNSET if choices.level is None else choices.level.value,
        _UNSET if choices.preset is None else choices.preset.value,
        "".join(
            _UNSET if option not in chosen else letter(option, chosen[option])
            for option in OPTION_ORDERS[VERSION]
        ),
        str((choices.turn_seconds or 0) // 60),
    )
    return f"v{VERSION}:{asker}:{'.'.join(parts)}"


def choices_from_code(code: str) -> tuple[int, TableChoices]:
    """Who asked, and what they chose (a `choices_code`, or one of version 1 made before ids
    said their version); InvalidInputError for anything else, a button made before the codes
    changed included (it carried the server's settings)."""
    try:
        version = 1
        if code.startswith("v"):
            written, code = code.split(":", 1)
            version = int(written.removeprefix("v"))
        asker, rest = code.split(":")
        players, computers, level, preset, letters, minutes = rest.split(".")
        layout = OPTION_ORDERS[version]
        if len(letters) != len(layout) or not asker.isdigit():
            raise ValueError(code)
        chosen: OptionChanges = {
            option: _letters(option)[char]
            for option, char in zip(layout, letters, strict=True)
            if char != _UNSET
        }
        turn = int(minutes)
        if turn and turn not in TURN_MINUTES:
            raise ValueError(minutes)
        choices = TableChoices(
            players=int(players),
            computers=int(computers),
            level=None if level == _UNSET else Level(level),
            preset=None if preset == _UNSET else Preset(preset),
            options=chosen,
            turn_seconds=turn * 60 or None,
        )
    except (ValueError, KeyError) as error:
        raise InvalidInputError(UiRefusal.OFFER_GONE) from error
    return int(asker), choices
