"""What a custom id carries: the choices of a /sho new for its 'start it in a thread' button,
and the rules a paged /sho rules message explains."""

from __future__ import annotations

from typing import Any

from bot.ai import Level
from bot.engine import TABLE_OPTIONS, OpeningRule, Options, ParaRule, Preset
from bot.services.errors import InvalidInputError
from bot.services.server_config import TableChoices

_FLAGS = Options._fields[:5]
"""The options that are true or false, one digit each in a code."""
_PARA = {"k": ParaRule.KEPT, "c": ParaRule.CHOOSE, "l": ParaRule.LHASA}
_OPENINGS = {"e": OpeningRule.EVERY, "f": OpeningRule.FIRST}


OPTIONS_CODE = r"[01]{5}[kcl][ef]"
"""The pattern of `options_code`."""


def options_code(options: Options) -> str:
    """'00110ce': a digit per option that is true or false, then para and openings by letter."""
    flags = "".join(str(int(getattr(options, name))) for name in _FLAGS)
    para = next(k for k, v in _PARA.items() if v is options.para)
    openings = next(k for k, v in _OPENINGS.items() if v is options.openings)
    return f"{flags}{para}{openings}"


def options_from_code(code: str) -> Options:
    """The options an `options_code` holds (KeyError or ValueError for anything else)."""
    if len(code) != 7 or set(code[:5]) - {"0", "1"}:
        raise ValueError(code)
    values = {name: code[i] == "1" for i, name in enumerate(_FLAGS)}
    return Options(**values, para=_PARA[code[5]], openings=_OPENINGS[code[6]])


TURN_MINUTES = range(1, 24 * 60 + 1)
"""The turn times /sho new offers, in minutes: what a thread button may carry."""
OFFER_GONE = "That button is not one of mine any more: use /sho new again."
_UNSET = "-"
"""In a choices code: left to the server's settings."""


def choices_code(asker: int, choices: TableChoices) -> str:
    """'1234:3.0.-.app.--1----.5': who asked, then what they chose in /sho new: players,
    computers, level, rules, a character per option, turn minutes ('-', or 0 minutes: left to
    the server's settings).

    Nothing the server decides is in it (where games start, pings, its defaults): those are
    read again when the button is clicked, so a forged id gains nothing /sho new would not
    give."""
    chosen = {option.name: value for option, value in choices.options.items()}
    flags = "".join(_UNSET if name not in chosen else str(int(chosen[name])) for name in _FLAGS)
    para = chosen.get("para")
    openings = chosen.get("openings")
    parts = (
        str(choices.players),
        str(choices.computers),
        _UNSET if choices.level is None else choices.level.value,
        _UNSET if choices.preset is None else choices.preset.value,
        flags
        + (_UNSET if para is None else _letter(_PARA, para))
        + (_UNSET if openings is None else _letter(_OPENINGS, openings)),
        str((choices.turn_seconds or 0) // 60),
    )
    return f"{asker}:{'.'.join(parts)}"


def choices_from_code(code: str) -> tuple[int, TableChoices]:
    """Who asked, and what they chose (a `choices_code`); InvalidInputError for anything else,
    a button made before the codes changed included (it carried the server's settings)."""
    try:
        asker, rest = code.split(":")
        players, computers, level, preset, options, minutes = rest.split(".")
        if len(options) != len(Options._fields) or not asker.isdigit():
            raise ValueError(code)
        chosen: dict[str, Any] = {}
        for name, value in zip(_FLAGS, options[: len(_FLAGS)], strict=True):
            if value != _UNSET:
                chosen[name] = {"0": False, "1": True}[value]
        if options[5] != _UNSET:
            chosen["para"] = _PARA[options[5]]
        if options[6] != _UNSET:
            chosen["openings"] = _OPENINGS[options[6]]
        turn = int(minutes)
        if turn and turn not in TURN_MINUTES:
            raise ValueError(minutes)
        choices = TableChoices(
            players=int(players),
            computers=int(computers),
            level=None if level == _UNSET else Level(level),
            preset=None if preset == _UNSET else Preset(preset),
            options={
                option: chosen[option.name] for option in TABLE_OPTIONS if option.name in chosen
            },
            turn_seconds=turn * 60 or None,
        )
    except (ValueError, KeyError) as error:
        raise InvalidInputError(OFFER_GONE) from error
    return int(asker), choices


def _letter(letters: dict[str, Any], value: Any) -> str:
    return next(k for k, v in letters.items() if v is value)
