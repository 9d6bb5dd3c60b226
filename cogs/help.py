"""`/sho help`: how to start, then every command grouped by what it is for, each a mention the
person can click; read from the command tree so it never goes stale."""

from __future__ import annotations

from typing import Any

import discord
from discord import app_commands

from bot.client import ShoBot
from bot.ui.kit.answer import Answer, privately
from bot.ui.kit.cards import Card, page
from bot.ui.kit.replies import Reply
from bot.words import ENGLISH, Words
from cogs.described import described
from cogs.sho_group import RETIRED, HelpGroup, ShoCog, add_sho_cog, sho_group

HELP_COLOUR = discord.Colour.dark_gold().value

Command = app_commands.Command[Any, ..., Any]


def mention(command: Command, sho_id: int | None) -> str:
    """The command as a mention Discord lets people click (`</sho new:1234>`), or as code when
    the command's id is not known."""
    name = command.qualified_name
    return f"</{name}:{sho_id}>" if sho_id is not None else f"`/{name}`"


def description(command: Command, words: Words) -> str:
    """What the command does, in `words` (a command of ours is described under
    `command-<name>`; another feature's says its own)."""
    key = f"command-{command.name}"
    return words.say(key) if key in words.keys else command.description


def grouped(group: app_commands.Group) -> dict[HelpGroup, list[Command]]:
    """The commands help lists, by the group of the feature that added each (in load order),
    leaving out retired ones."""
    by_group: dict[HelpGroup, list[Command]] = {kind: [] for kind in HelpGroup}
    for command in group.walk_commands():
        if not isinstance(command, app_commands.Command) or command.extras.get(RETIRED):
            continue
        feature = command.binding
        kind = getattr(feature, "help_group", HelpGroup.MORE)
        by_group[kind].append(command)
    return by_group


def help_message(
    group: app_commands.Group, words: Words = ENGLISH, sho_id: int | None = None
) -> Card:
    """Three lines on how to start and play, then the commands by group."""
    commands = {command.name: command for command in group.walk_commands()}

    def named(name: str) -> str:
        command = commands.get(name)
        return mention(command, sho_id) if isinstance(command, app_commands.Command) else name

    lines = [
        words.say("help-start", new=named("new")),
        words.say("help-play", move=named("move")),
        words.say("help-learn", rules=named("rules")),
    ]
    for kind, listed in grouped(group).items():
        if not listed:
            continue
        lines.append("")
        lines.append(words.say("help-group", group=kind.value))
        lines.extend(
            words.say(
                "help-line",
                command=mention(command, sho_id),
                description=description(command, words),
            )
            for command in listed
        )
    return page(HELP_COLOUR, words.say("help-title"), "\n".join(lines))


class HelpCog(ShoCog):
    """How to start, and the command list."""

    help_group = HelpGroup.MORE

    @app_commands.command(name="help", description=described("command-help"))
    async def help(self, interaction: discord.Interaction[Any]) -> None:
        # The /sho command's id rides on its own interaction: every subcommand shares it.
        data: dict[str, Any] = dict(interaction.data or {})
        sho_id = int(data["id"]) if "id" in data else None

        async def listed(answer: Answer) -> Reply:
            shown = help_message(sho_group(self.bot.tree), await answer.words(), sho_id)
            return Reply(view=shown)

        await privately(interaction, listed)


async def setup(bot: ShoBot) -> None:
    await add_sho_cog(bot, HelpCog(bot))
