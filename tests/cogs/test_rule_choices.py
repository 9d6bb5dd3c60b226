"""The parameters /sho new and /sho config make from the description of the table options:
one per option, in place, as players saw them before they were made (a golden file), and the
options given reach the command as one typed value."""

from __future__ import annotations

import inspect
import json
import os
from pathlib import Path
from typing import Any

import pytest
from discord import app_commands

from bot.engine import (
    LAST_KILL_ENDS_TURN,
    NO_NINE_STACK,
    PARA,
    TABLE_OPTIONS,
    OptionChanges,
    ParaRule,
)
from cogs.game_lobby import LobbyCog
from cogs.rule_choices import OPTION_PARAMETERS, takes_table_options
from cogs.server_settings import ServerSettingsCog

GOLDEN = Path(__file__).resolve().parents[1] / "data" / "golden" / "commands"
UPDATE = os.environ.get("SHO_UPDATE_GOLDEN") == "1"
COMMANDS = {"new": LobbyCog.new, "config": ServerSettingsCog.config}


def shown(command: app_commands.Command[Any, ..., Any]) -> list[dict[str, Any]]:
    """A command's parameters as Discord shows them to players."""
    return [
        {
            "name": parameter.display_name,
            "description": parameter.description,
            "type": parameter.type.name,
            "required": parameter.required,
            "choices": [[choice.name, choice.value] for choice in parameter.choices],
            "range": [parameter.min_value, parameter.max_value],
        }
        for parameter in command.parameters
    ]


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_the_commands_show_what_they_showed(name: str) -> None:
    """Regenerate with SHO_UPDATE_GOLDEN=1 after a deliberate change, and read the diff."""
    path = GOLDEN / f"{name}_parameters.json"
    text = json.dumps(shown(COMMANDS[name]), indent=1, ensure_ascii=False) + "\n"
    if UPDATE:
        path.write_text(text, encoding="utf-8")
    assert path.is_file(), f"missing golden file {path}: run with SHO_UPDATE_GOLDEN=1"
    assert path.read_text(encoding="utf-8") == text, f"/sho {name} differs from {path}"


@pytest.mark.parametrize("name", sorted(COMMANDS))
def test_every_option_described_is_a_parameter_after_the_rules(name: str) -> None:
    names = [parameter.name for parameter in COMMANDS[name].parameters]
    after_rules = names.index("rules") + 1
    assert names[after_rules : after_rules + len(TABLE_OPTIONS)] == [o.name for o in TABLE_OPTIONS]
    assert names[after_rules + len(TABLE_OPTIONS)] == "turn_minutes"


class Probe:
    seen: tuple[int, OptionChanges, int] | None = None

    @takes_table_options
    async def command(
        self,
        interaction: Any,
        before: int = 0,
        options: OptionChanges = OPTION_PARAMETERS,
        after: int = 0,
    ) -> None:
        self.seen = (before, options, after)


async def test_the_options_given_reach_the_command_as_one_value() -> None:
    names = list(inspect.signature(Probe.command).parameters)
    assert names == ["self", "interaction", "before", *(o.name for o in TABLE_OPTIONS), "after"]
    probe = Probe()
    await Probe.command(
        probe, None, 1, para="lhasa", no_nine_stack=True, last_kill_ends_turn=False, after=2
    )
    given = {PARA: ParaRule.LHASA, NO_NINE_STACK: True, LAST_KILL_ENDS_TURN: False}
    assert probe.seen == (1, given, 2)
    await Probe.command(probe, None)
    assert probe.seen == (0, {}, 0)
    command = app_commands.Command(name="probe", description="-", callback=Probe.command)
    assert [p.name for p in command.parameters] == names[2:]


async def no_place(self: object, interaction: object, rules: str | None = None) -> None:
    pass


def test_it_goes_below_the_command_on_a_callback_with_a_place_for_the_options() -> None:
    with pytest.raises(TypeError, match="below the command"):
        takes_table_options(LobbyCog.new)  # type: ignore[type-var]
    with pytest.raises(TypeError, match="no parameter defaulting to OPTION_PARAMETERS"):
        takes_table_options(no_place)
