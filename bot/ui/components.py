"""The game's buttons and menus as dynamic items: ids, never state, so they outlive a restart.

Every custom id is `sho:<kind>:<game>...` with a one-letter kind; turn actions also carry the
game's version, so a click on an old board is recognised. A click is handed to the
`ActionHandler` the game cog sets on the client (`ActionHost.actions`); the items themselves
only parse their ids.

discord.py answers a dynamic item only when its button is still on the clicked message. A click
it drops (a stale client clicking a button that was since replaced, a forged or garbled id in the
game's namespace) is routed or refused by `answer_stray_click`, so no click goes unanswered.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from typing import Any, Protocol

import discord

from bot.ui.button_actions import BoardAction, Confirmation, LobbyAction
from bot.ui.errors import reports_errors, send_ephemeral

GAME_NAMESPACE = re.compile(r"sho:(?![a-z]{2,}:)")
"""Custom ids this module answers for: `sho:` and a one-letter kind (`sho:rules:` is not ours)."""
NOT_MINE = "That button is not one of mine any more. Use the newest board, or /sho board."

MOVE_VALUE = re.compile(r"[0-9]{1,2}(?::[0-9]{1,2}){1,19}")
"""A move's key as text, `source:target` and for the house rules' moves the rest of the key
(`Move.key`: `0:0` a rethrow, `0:2:2` two coins, `0:3:60:64` a finish that goes on)."""
THROW_TEMPLATE = re.compile(
    r"sho:g:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):(?P<action>throw|back|rules)"
)
MOVE_TEMPLATE = re.compile(
    r"sho:m:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):(?P<key>" + MOVE_VALUE.pattern + ")"
)
SELECT_TEMPLATE = re.compile(r"sho:s:(?P<game>[0-9]{1,18}):(?P<version>[0-9]{1,9}):(?P<part>[0-9])")
LOBBY_TEMPLATE = re.compile(
    r"sho:l:(?P<game>[0-9]{1,18}):(?P<action>join|leave|computer|start|cancel)"
)
REMATCH_TEMPLATE = re.compile(r"sho:r:(?P<game>[0-9]{1,18})")
CONFIRM_TEMPLATE = re.compile(
    r"sho:c:(?P<game>[0-9]{1,18}):(?P<what>end|kick):(?P<target>[0-9]{1,20})"
)
THREAD_TEMPLATE = re.compile(r"sho:t:(?P<code>[0-9a-z.:-]{1,80})")
"""What the person asked /sho new for (`bot.ui.table_code.choices_code`), or an older code."""


class ActionHandler(Protocol):
    """What a click asks for; implemented by the game cog."""

    async def on_throw(
        self, interaction: discord.Interaction[Any], game: int, version: int
    ) -> None: ...

    async def on_move(
        self, interaction: discord.Interaction[Any], game: int, version: int, key: tuple[int, ...]
    ) -> None: ...

    async def on_lobby(
        self, interaction: discord.Interaction[Any], game: int, action: LobbyAction
    ) -> None: ...

    async def on_back(self, interaction: discord.Interaction[Any], game: int) -> None: ...

    async def on_rules(self, interaction: discord.Interaction[Any]) -> None: ...

    async def on_rematch(self, interaction: discord.Interaction[Any], game: int) -> None: ...

    async def on_confirm(
        self, interaction: discord.Interaction[Any], game: int, what: Confirmation, target: int
    ) -> None: ...

    async def on_thread(self, interaction: discord.Interaction[Any], code: str) -> None: ...


class ActionHost(Protocol):
    """The client as the items see it (the Sho bot): it carries the game cog's handler."""

    actions: ActionHandler | None


def handler(interaction: discord.Interaction[Any]) -> ActionHandler:
    """The game cog's handler, set on the client while the cog is loaded."""
    host: ActionHost = interaction.client
    if host.actions is None:
        raise RuntimeError("the game cog is not loaded")
    return host.actions


class GameButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=THROW_TEMPLATE):
    """Throw, I'm back, Rules: the board's own buttons."""

    def __init__(self, game: int, version: int, action: BoardAction) -> None:
        label, style, emoji = _GAME_BUTTONS[action]
        super().__init__(
            discord.ui.Button(
                label=label, style=style, emoji=emoji, custom_id=f"sho:g:{game}:{version}:{action}"
            )
        )
        self.game, self.version, self.action = game, version, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> GameButton:
        return cls(int(match["game"]), int(match["version"]), BoardAction(match["action"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        actions = handler(interaction)
        match self.action:
            case BoardAction.THROW:
                await actions.on_throw(interaction, self.game, self.version)
            case BoardAction.BACK:
                await actions.on_back(interaction, self.game)
            case BoardAction.RULES:
                await actions.on_rules(interaction)


_GAME_BUTTONS: dict[BoardAction, tuple[str, discord.ButtonStyle, str | None]] = {
    BoardAction.THROW: ("Throw", discord.ButtonStyle.success, "🎲"),
    BoardAction.BACK: ("I'm back", discord.ButtonStyle.primary, None),
    BoardAction.RULES: ("Rules", discord.ButtonStyle.secondary, "📖"),
}


class MoveButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=MOVE_TEMPLATE):
    """One legal move, labelled as the renderer labels it."""

    def __init__(
        self,
        game: int,
        version: int,
        key: tuple[int, ...],
        label: str = "Move",
        style: discord.ButtonStyle = discord.ButtonStyle.primary,
    ) -> None:
        super().__init__(
            discord.ui.Button(
                label=label, style=style, custom_id=f"sho:m:{game}:{version}:{key_text(key)}"
            )
        )
        self.game, self.version, self.key = game, version, key

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> MoveButton:
        return cls(int(match["game"]), int(match["version"]), key_of(match["key"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).on_move(interaction, self.game, self.version, self.key)


class MoveSelect(discord.ui.DynamicItem[discord.ui.Select[Any]], template=SELECT_TEMPLATE):
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
        await handler(interaction).on_move(
            interaction, self.game, self.version, picked(interaction)
        )


def key_text(key: tuple[int, ...]) -> str:
    """A move's key as a custom id or menu value: '12:19', '0:0', '0:3:60:64'."""
    return ":".join(str(n) for n in key)


def key_of(text: str) -> tuple[int, ...]:
    """The key a `key_text` holds (the text matches MOVE_VALUE)."""
    return tuple(int(n) for n in text.split(":"))


def picked(interaction: discord.Interaction[Any]) -> tuple[int, ...]:
    """The move chosen in a menu, read from the click itself; (-1, -1) when it is garbled."""
    data: dict[str, Any] = dict(interaction.data or {})
    values = data.get("values")
    first = values[0] if isinstance(values, list) and values else None
    parsed = MOVE_VALUE.fullmatch(first) if isinstance(first, str) else None
    return key_of(parsed[0]) if parsed else (-1, -1)


class LobbyButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=LOBBY_TEMPLATE):
    """Join, Leave, Add computer, Start, Cancel."""

    def __init__(self, game: int, action: LobbyAction) -> None:
        label, style = _LOBBY_BUTTONS[action]
        super().__init__(
            discord.ui.Button(label=label, style=style, custom_id=f"sho:l:{game}:{action}")
        )
        self.game, self.action = game, action

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> LobbyButton:
        return cls(int(match["game"]), LobbyAction(match["action"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).on_lobby(interaction, self.game, self.action)


_LOBBY_BUTTONS: dict[LobbyAction, tuple[str, discord.ButtonStyle]] = {
    LobbyAction.JOIN: ("Join", discord.ButtonStyle.success),
    LobbyAction.LEAVE: ("Leave", discord.ButtonStyle.secondary),
    LobbyAction.COMPUTER: ("Add computer", discord.ButtonStyle.secondary),
    LobbyAction.START: ("Start", discord.ButtonStyle.primary),
    LobbyAction.CANCEL: ("Cancel", discord.ButtonStyle.danger),
}
LOBBY_ACTIONS = tuple(_LOBBY_BUTTONS)


class RematchButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REMATCH_TEMPLATE):
    """Play again with the same seats."""

    def __init__(self, game: int) -> None:
        super().__init__(
            discord.ui.Button(
                label="Rematch",
                style=discord.ButtonStyle.primary,
                emoji="🔁",
                custom_id=f"sho:r:{game}",
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


class ConfirmButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=CONFIRM_TEMPLATE):
    """The yes of an ephemeral 'are you sure?': end a game (target 0) or remove a player (id)."""

    def __init__(self, game: int, what: Confirmation, target: int = 0, label: str = "Yes") -> None:
        super().__init__(
            discord.ui.Button(
                label=label,
                style=discord.ButtonStyle.danger,
                custom_id=f"sho:c:{game}:{what}:{target}",
            )
        )
        self.game, self.what, self.target = game, what, target

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ConfirmButton:
        return cls(int(match["game"]), Confirmation(match["what"]), int(match["target"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).on_confirm(interaction, self.game, self.what, self.target)


class ThreadButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=THREAD_TEMPLATE):
    """Start the table asked for in a new thread, when the channel already has a game."""

    def __init__(self, code: str) -> None:
        super().__init__(
            discord.ui.Button(
                label="Start it in a thread",
                style=discord.ButtonStyle.primary,
                emoji="🧵",
                custom_id=f"sho:t:{code}",
            )
        )
        self.code = code

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ThreadButton:
        return cls(match["code"])

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        await handler(interaction).on_thread(interaction, self.code)


DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    GameButton,
    MoveButton,
    MoveSelect,
    LobbyButton,
    RematchButton,
    ConfirmButton,
    ThreadButton,
)
_TEMPLATES: tuple[tuple[re.Pattern[str], type[discord.ui.DynamicItem[Any]]], ...] = (
    (THROW_TEMPLATE, GameButton),
    (MOVE_TEMPLATE, MoveButton),
    (SELECT_TEMPLATE, MoveSelect),
    (LOBBY_TEMPLATE, LobbyButton),
    (REMATCH_TEMPLATE, RematchButton),
    (CONFIRM_TEMPLATE, ConfirmButton),
    (THREAD_TEMPLATE, ThreadButton),
)


async def answer_stray_click(interaction: discord.Interaction[Any]) -> bool:
    """Answer a click on the game's namespace that discord.py drops; True if it was ours.

    discord.py runs a dynamic item only when the clicked component is on the message. Anything
    else with a `sho:<kind>:` id is routed here: a well-formed id to its item's callback (its
    checks then say why it is stale), garbage to a short refusal.
    """
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = data.get("custom_id")
    if interaction.type is not discord.InteractionType.component or not isinstance(custom_id, str):
        return False
    if not GAME_NAMESPACE.match(custom_id):
        return False
    message = interaction.message
    if (
        message is not None
        and carries(message, interaction)
        and any(template.fullmatch(custom_id) for template, _ in _TEMPLATES)
    ):
        return True  # discord.py dispatches it
    for template, item_class in _TEMPLATES:
        match = template.fullmatch(custom_id)
        if match is not None:
            item = await item_class.from_custom_id(interaction, discord.ui.Button(), match)
            await item.callback(interaction)
            return True
    await send_ephemeral(interaction, NOT_MINE)
    return True


def carries(message: discord.Message, interaction: discord.Interaction[Any]) -> bool:
    """Whether the message has the component that was clicked (its id and type), as
    discord.py looks for it: a click whose id is not on the message was not made on it."""
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id, kind = data.get("custom_id"), data.get("component_type")
    return any(
        getattr(c, "custom_id", None) == custom_id and c.type.value == kind
        for c in _walk(message.components)
    )


def _walk(components: Any) -> Iterator[Any]:
    for component in components:
        yield component
        yield from _walk(getattr(component, "children", ()))
