"""A turn's buttons and menus on the board: Throw, I'm back, Rules, the moves and their menus.

Each is a dynamic item (its custom id holds the game and the version it was drawn for, never
state, so it outlives a restart and a click on an old board is recognised) owning its look and
what a click does.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.engine import InvalidMoveTextError, MoveAction
from bot.engine.game import MOVE_TEXT
from bot.ui.kit.errors import reports_errors
from bot.ui.kit.host import host_of
from bot.ui.kit.replies import Reply, reply
from bot.ui.rules.message import rules_embed, rules_here, rules_view
from bot.ui.table.away import told_away
from bot.ui.table.clicks import answer_click
from bot.words import ENGLISH, Words

GAME = r"sho:g:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9})"
"""The board's own buttons: `sho:g:<game>:<version>:<what>`."""
MOVE_TEMPLATE = re.compile(
    r"sho:m:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):(?P<move>" + MOVE_TEXT.pattern + ")"
)
SELECT_TEMPLATE = re.compile(r"sho:s:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):(?P<part>[0-9])")

Button = discord.ui.DynamicItem[discord.ui.Button[Any]]


class ThrowButton(Button, template=GAME + ":throw"):
    """Throw the dice."""

    def __init__(self, game: int, version: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("button-throw"),
                style=discord.ButtonStyle.success,
                emoji="🎲",
                custom_id=f"sho:g:{game}:{version}:throw",
            )
        )
        self.game, self.version = game, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ThrowButton:
        return cls(int(match["game"]), int(match["version"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if await told_away(interaction, self.game):
            return
        games, user = host_of(interaction).games, interaction.user.id
        await answer_click(interaction, self.game, lambda v: games.throw(v.id, user, self.version))


class BackButton(Button, template=GAME + ":back"):
    """I'm back: take the seat back from the computer. Boards no longer show it to everyone
    (a person who is away is offered their own, bot/ui/table/away.py); kept so the button on a board
    drawn before still answers."""

    def __init__(self, game: int, version: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("button-back"),
                style=discord.ButtonStyle.primary,
                custom_id=f"sho:g:{game}:{version}:back",
            )
        )
        self.game, self.version = game, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> BackButton:
        return cls(int(match["game"]), int(match["version"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        games, user = host_of(interaction).games, interaction.user.id
        await answer_click(interaction, self.game, lambda v: games.back(v.id, user))


class RulesButton(Button, template=GAME + ":rules"):
    """The rules of the game on the board, its differences from the table rules first."""

    def __init__(self, game: int, version: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("button-rules"),
                style=discord.ButtonStyle.secondary,
                emoji="📖",
                custom_id=f"sho:g:{game}:{version}:rules",
            )
        )
        self.game, self.version = game, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RulesButton:
        return cls(int(match["game"]), int(match["version"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if await told_away(interaction, self.game):
            return

        async def first_page() -> Reply:
            rules = await rules_here(interaction)
            return Reply(embed=rules_embed(0, rules), view=rules_view(0, rules))

        await reply(interaction, first_page(), ephemeral=True)


class MoveButton(Button, template=MOVE_TEMPLATE):
    """One legal move, labelled as the renderer labels it."""

    def __init__(
        self,
        game: int,
        version: int,
        move: MoveAction,
        label: str = "",
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label or ENGLISH.say("button-move"),
                style=style,
                custom_id=f"sho:m:{game}:{version}:{move.text()}",
            )
        )
        self.game, self.version, self.move = game, version, move

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MoveButton:
        return cls(int(match["game"]), int(match["version"]), MoveAction.from_text(match["move"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await play(interaction, self.game, self.version, self.move)


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
    """A menu of legal moves, drawn on boards before moves were chosen in two steps
    (bot/ui/table/choice.py); kept so a menu on such a board is still answered."""

    def __init__(
        self,
        game: int,
        version: int,
        part: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"sho:s:{game}:{version}:{part}",
                placeholder=placeholder or ENGLISH.say("menu-moves"),
                options=options or [discord.SelectOption(label="…", value="0:0")],
            )
        )
        self.game, self.version = game, version

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MoveSelect:
        return cls(int(match["game"]), int(match["version"]), int(match["part"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await play(interaction, self.game, self.version, picked(interaction))


async def play(
    interaction: discord.Interaction[Any], game: int, version: int, move: MoveAction
) -> None:
    """A move chosen on the board, by button or menu."""
    if await told_away(interaction, game):
        return
    games, user = host_of(interaction).games, interaction.user.id
    await answer_click(interaction, game, lambda v: games.move(v.id, user, move, version))


def picked(interaction: discord.Interaction[Any]) -> MoveAction:
    """The move chosen in a menu, read from the click itself. Garbled values give a move that
    is never legal (the table refuses it as it refuses any move not offered)."""
    data: dict[str, Any] = dict(interaction.data or {})
    values = data.get("values")
    first = values[0] if isinstance(values, list) and values else None
    try:
        return MoveAction.from_text(first if isinstance(first, str) else "")
    except InvalidMoveTextError:
        return NO_MOVE


NO_MOVE = MoveAction(-1, -1)
"""A move no throw ever offers."""
