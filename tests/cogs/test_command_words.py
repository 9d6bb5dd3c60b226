"""The game's and help's slash commands say their descriptions from the catalogue, each under
the key `command-<name>[-<option>]`, so issue 37's Translator can say them in other languages."""

from __future__ import annotations

from typing import Any

import pytest
from discord import app_commands

from bot.engine import TABLE_OPTIONS
from bot.words import ENGLISH
from cogs.game_admin import AdminCog
from cogs.game_lobby import LobbyCog
from cogs.game_turn import TurnCog
from cogs.help import HelpCog, help_message
from tests.kit.pages import page_of

COMMANDS: dict[str, app_commands.Command[Any, ..., Any]] = {
    command.name: command
    for cog in (LobbyCog, TurnCog, AdminCog, HelpCog)
    for command in cog.__cog_app_commands__
    if isinstance(command, app_commands.Command)
}
TABLE_OPTION_NAMES = frozenset(option.name for option in TABLE_OPTIONS)
"""Parameters described by the table options' own words (cogs/rule_choices.py)."""


def catalogue_key(text: str | app_commands.locale_str) -> str | None:
    return text.extras.get("key") if isinstance(text, app_commands.locale_str) else None


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_a_game_command_says_its_words_from_the_catalogue(name: str) -> None:
    command = COMMANDS[name]
    key = f"command-{name}"
    assert catalogue_key(command._locale_description) == key
    assert command.description == ENGLISH.say(key)
    for parameter in command._params.values():
        if parameter.name in TABLE_OPTION_NAMES:
            continue
        option_key = f"{key}-{parameter.name.replace('_', '-')}"
        assert catalogue_key(parameter.description) == option_key, parameter.name
        assert str(parameter.description) == ENGLISH.say(option_key)
        assert len(ENGLISH.say(option_key)) <= 100  # Discord's limit


def test_every_game_command_is_checked() -> None:
    assert {"new", "join", "leave", "start", "swap", "games", "help"} <= COMMANDS.keys()
    assert {"throw", "move", "back", "board", "end", "kick"} <= COMMANDS.keys()


def test_help_says_its_title_start_and_lines_from_the_catalogue() -> None:
    group = app_commands.Group(name="sho", description="Play")

    @group.command(name="juggle", description="Juggle two seats")
    async def juggle(interaction: Any, first: int, second: int | None = None) -> None: ...

    shown = page_of(help_message(group, sho_id=42).to_components())
    assert shown.title == ENGLISH.say("help-title")
    lines = shown.body.splitlines()
    assert lines[:3] == [
        ENGLISH.say("help-start", new="new"),
        ENGLISH.say("help-play", move="move"),
        ENGLISH.say("help-learn", rules="rules"),
    ]
    assert lines[-2:] == [
        ENGLISH.say("help-group", group="more"),
        "</sho juggle:42> · Juggle two seats",
    ]
    without_id = page_of(help_message(group).to_components())
    assert without_id.body.endswith("`/sho juggle` · Juggle two seats")
