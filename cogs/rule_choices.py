"""The choices of the rules that /sho new and /sho config both offer (docs/rules.md R21-R28):
the presets, the computers' levels, and a parameter for every table option, made from the
option's description and words (`takes_table_options`)."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable, Coroutine
from types import MappingProxyType
from typing import Any, TypeVar, cast

from discord import app_commands

from bot.engine import TABLE_OPTIONS, Level, OptionChanges, OptionValue, Preset, TableOption
from bot.render import option_choice_key, option_help_message
from cogs.described import described

LEVEL_CHOICES = [
    app_commands.Choice(name=described("level", level=level.value), value=level.value)
    for level in Level
]
PRESET_CHOICES = [
    app_commands.Choice(name=described("preset-choice", preset=preset.value), value=preset.value)
    for preset in Preset
]

OPTION_PARAMETERS: OptionChanges = MappingProxyType({})
"""The default of the one parameter of a command callback that `takes_table_options` replaces
by a parameter per option; the callback is then called with the options given, in its place."""

CommandT = TypeVar("CommandT", bound=Callable[..., Coroutine[Any, Any, None]])

__all__ = [
    "LEVEL_CHOICES",
    "OPTION_PARAMETERS",
    "PRESET_CHOICES",
    "option_choices",
    "takes_table_options",
]


def option_choices(option: TableOption[OptionValue]) -> list[app_commands.Choice[str]]:
    """'choose: pa ra: move 2 or rethrow': each value of an option that is not true or false."""
    return [
        app_commands.Choice(
            name=described(option_choice_key(option, value)), value=str(option.to_json(value))
        )
        for value in option.values
    ]


def _help(option: TableOption[OptionValue]) -> app_commands.locale_str:
    message = option_help_message(option)
    return described(message.key, **message.values)


def _is_flag(option: TableOption[OptionValue]) -> bool:
    return isinstance(option.default, bool)


def takes_table_options(command: CommandT) -> CommandT:
    """The command callback with, where its parameter defaulting to `OPTION_PARAMETERS` is, an
    optional parameter for every table option (in `TABLE_OPTIONS` order, named by the option,
    described by its words; a flag is true or false, any other a choice of its values). The
    callback receives the options given as one `OptionChanges` in that parameter.

    Apply it below `@app_commands.command`: discord.py makes a command's parameters from
    `inspect.signature` of its callback, so the signature made here is what Discord is sent,
    and what discord.py calls the callback with. Why a signature, not a Transformer: a
    Transformer converts one parameter, while here one description makes several; and the
    parameters are not written out by hand, so a new option needs no edit to a command."""
    if not inspect.iscoroutinefunction(command):
        raise TypeError(f"{command!r} is not a command callback: apply this below the command")
    signature = inspect.signature(command, eval_str=True)
    place = next((p for p in signature.parameters.values() if p.default is OPTION_PARAMETERS), None)
    if place is None:
        raise TypeError(f"{command!r} has no parameter defaulting to OPTION_PARAMETERS")
    annotations: dict[bool, Any] = {True: bool | None, False: str | None}
    described = [
        inspect.Parameter(
            option.name, place.kind, default=None, annotation=annotations[_is_flag(option)]
        )
        for option in TABLE_OPTIONS
    ]
    parameters = list(signature.parameters.values())
    at = parameters.index(place)
    made = signature.replace(parameters=[*parameters[:at], *described, *parameters[at + 1 :]])

    @functools.wraps(command)
    async def with_options(*args: Any, **kwargs: Any) -> None:
        given = made.bind(*args, **kwargs)
        given.apply_defaults()
        arguments = dict(given.arguments)
        values = {option: arguments.pop(option.name) for option in TABLE_OPTIONS}
        arguments[place.name] = {
            option: option.from_json(value) for option, value in values.items() if value is not None
        }
        await command(**arguments)

    # A function's attributes are its __dict__, where inspect.signature looks first.
    vars(with_options)["__signature__"] = made
    app_commands.describe(**{option.name: _help(option) for option in TABLE_OPTIONS})(with_options)
    app_commands.choices(
        **{option.name: option_choices(option) for option in TABLE_OPTIONS if not _is_flag(option)}
    )(with_options)
    return cast(CommandT, with_options)
