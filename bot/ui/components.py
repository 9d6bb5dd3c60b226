"""The game's buttons and menus as dynamic items: ids, never state, so they outlive a restart.

Every custom id starts with `sho:` and names a game (and, for turn actions, the game's version, so
a click on an old board is recognised). A click is handed to the `ActionHandler` the game cog sets
on the client; the items themselves only parse their ids.
"""

from __future__ import annotations

import re
from typing import Any, Protocol

import discord

from bot.ui.errors import reports_errors

LOBBY_ACTIONS = ("join", "leave", "computer", "start", "cancel")
MOVE_VALUE = re.compile(r"^([0-9]{1,2}):([0-9]{1,2})$")


class ActionHandler(Protocol):
    """What a click asks for; implemented by the game cog."""

    async def on_throw(
        self, interaction: discord.Interaction[Any], game: int, version: int
    ) -> None: ...

    async def on_move(
        self, interaction: discord.Interaction[Any], game: int, version: int, key: tuple[int, int]
    ) -> None: ...

    async def on_lobby(
        self, interaction: discord.Interaction[Any], game: int, action: str
    ) -> None: ...

    async def on_back(self, interaction: discord.Interaction[Any], game: int) -> None: ...

    async def on_rules(self, interaction: discord.Interaction[Any]) -> None: ...

    async def on_rematch(self, interaction: discord.Interaction[Any], game: int) -> None: ...

    async def on_confirm(
        self, interaction: discord.Interaction[Any], game: int, version: int, what: str, seat: int
    ) -> None: ...

    async def on_thread(self, interaction: discord.Interaction[Any], config: str) -> None: ...


def handler(interaction: discord.Interaction[Any]) -> ActionHandler:
    """The game cog's handler, set on the client while the cog is loaded."""
    found: ActionHandler | None = getattr(interaction.client, "sho_actions", None)
    if found is None:
        raise RuntimeError("the game cog is not loaded")
    return found


class GameButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"sho:g:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):(?P<action>throw|back|rules)",
):
    """Throw, I'm back, Rules: the board's own buttons."""

    def __init__(self, game: int, version: int, action: str, *, disabled: bool = False) -> None:
        label, style, emoji = _GAME_BUTTONS[action]
        super().__init__(
            discord.ui.Button(
                label=label,
                style=style,
                emoji=emoji,
                disabled=disabled,
                custom_id=f"sho:g:{game}:{version}:{action}",
            )
        )
        self.game, self.version, self.action = game, version, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GameButton:
        return cls(int(match["game"]), int(match["version"]), match["action"])

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        actions = handler(interaction)
        if self.action == "throw":
            await actions.on_throw(interaction, self.game, self.version)
        elif self.action == "back":
            await actions.on_back(interaction, self.game)
        else:
            await actions.on_rules(interaction)


_GAME_BUTTONS: dict[str, tuple[str, discord.ButtonStyle, str | None]] = {
    "throw": ("Throw", discord.ButtonStyle.success, "🎲"),
    "back": ("I'm back", discord.ButtonStyle.primary, None),
    "rules": ("Rules", discord.ButtonStyle.secondary, None),
}


class MoveButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=(
        r"sho:m:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):"
        r"(?P<source>[0-9]{1,2}):(?P<target>[0-9]{1,2})"
    ),
):
    """One legal move, labelled as the renderer labels it."""

    def __init__(
        self, game: int, version: int, key: tuple[int, int], label: str = "Move", style: int = 1
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle(style),
                custom_id=f"sho:m:{game}:{version}:{key[0]}:{key[1]}",
            )
        )
        self.game, self.version, self.key = game, version, key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MoveButton:
        return cls(
            int(match["game"]), int(match["version"]), (int(match["source"]), int(match["target"]))
        )

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).on_move(interaction, self.game, self.version, self.key)


class MoveSelect(
    discord.ui.DynamicItem[discord.ui.Select[Any]],
    template=r"sho:s:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):(?P<part>[0-9])",
):
    """A menu of legal moves, for throws with more moves than fit as buttons."""

    def __init__(
        self,
        game: int,
        version: int,
        part: int,
        options: list[discord.SelectOption] | None = None,
        placeholder: str = "Choose a move",
    ) -> None:
        super().__init__(
            discord.ui.Select(
                custom_id=f"sho:s:{game}:{version}:{part}",
                placeholder=placeholder,
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
        values = self.item.values
        parsed = MOVE_VALUE.match(values[0]) if values else None
        key = (int(parsed[1]), int(parsed[2])) if parsed else (-1, -1)
        await handler(interaction).on_move(interaction, self.game, self.version, key)


class LobbyButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"sho:l:(?P<game>[0-9]{1,18}):(?P<action>join|leave|computer|start|cancel)",
):
    """Join, Leave, Add computer, Start, Cancel."""

    def __init__(self, game: int, action: str, *, disabled: bool = False) -> None:
        label, style = _LOBBY_BUTTONS[action]
        super().__init__(
            discord.ui.Button(
                label=label, style=style, disabled=disabled, custom_id=f"sho:l:{game}:{action}"
            )
        )
        self.game, self.action = game, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), match["action"])

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).on_lobby(interaction, self.game, self.action)


_LOBBY_BUTTONS: dict[str, tuple[str, discord.ButtonStyle]] = {
    "join": ("Join", discord.ButtonStyle.success),
    "leave": ("Leave", discord.ButtonStyle.secondary),
    "computer": ("Add computer", discord.ButtonStyle.secondary),
    "start": ("Start", discord.ButtonStyle.primary),
    "cancel": ("Cancel", discord.ButtonStyle.danger),
}


class RematchButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"sho:r:(?P<game>[0-9]{1,18})"
):
    """Play again with the same seats."""

    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Rematch", style=discord.ButtonStyle.primary, custom_id=f"sho:r:{game}"
            )
        )
        self.game = game

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> RematchButton:
        return cls(int(match["game"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).on_rematch(interaction, self.game)


class ConfirmButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=(
        r"sho:c:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):(?P<what>end|kick):(?P<seat>[0-3])"
    ),
):
    """The yes of an ephemeral 'are you sure?' for ending a game or removing a player."""

    def __init__(self, game: int, version: int, what: str, seat: int = 0, label: str = "") -> None:
        super().__init__(
            discord.ui.Button(
                label=label or "Yes",
                style=discord.ButtonStyle.danger,
                custom_id=f"sho:c:{game}:{version}:{what}:{seat}",
            )
        )
        self.game, self.version, self.what, self.seat = game, version, what, seat

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ConfirmButton:
        return cls(int(match["game"]), int(match["version"]), match["what"], int(match["seat"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).on_confirm(
            interaction, self.game, self.version, self.what, self.seat
        )


class ThreadButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]],
    template=r"sho:t:(?P<config>[0-9a-z.]{1,80})",
):
    """Start the table asked for in a new thread, when the channel already has a game."""

    def __init__(self, config: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Start it in a thread",
                style=discord.ButtonStyle.primary,
                custom_id=f"sho:t:{config}",
            )
        )
        self.config = config

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ThreadButton:
        return cls(match["config"])

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).on_thread(interaction, self.config)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    GameButton,
    MoveButton,
    MoveSelect,
    LobbyButton,
    RematchButton,
    ConfirmButton,
    ThreadButton,
)
