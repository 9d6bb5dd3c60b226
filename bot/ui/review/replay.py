"""A replay as Discord shows it: the board after one step, and buttons to step through the game.

The buttons are `DynamicItem`s carrying the game and the step to show, so an old replay still
steps after a restart; "Jump to throw" asks for the throw's number in a modal.
"""

from __future__ import annotations

import asyncio
import re
from typing import Any

import discord

from bot.render import Theme, event_line, render_board
from bot.services.replays import Replay
from bot.table.errors import InvalidInputError
from bot.ui.kit.errors import report_error, reports_errors
from bot.ui.kit.host import host_of
from bot.ui.kit.language import discord_words, person_words
from bot.ui.kit.refusals import UiRefusal
from bot.ui.kit.replies import Reply, ready_in_time, reply, update
from bot.ui.kit.seat_names import seat_names
from bot.words import ENGLISH, Words

COLOUR = 0x5D4037
REPLAY_TEMPLATE = (
    r"sho:replay:(?P<game>[0-9]{1,18}):(?P<kind>first|back|next|last|jump):(?P<step>[0-9]{1,5})"
)
_BUTTONS = {
    "first": ("replay-first", discord.ButtonStyle.secondary),
    "back": ("replay-back", discord.ButtonStyle.primary),
    "next": ("replay-next", discord.ButtonStyle.primary),
    "last": ("replay-last", discord.ButtonStyle.secondary),
    "jump": ("replay-jump", discord.ButtonStyle.secondary),
}
"""Each button's message and style."""


async def replay_of(interaction: discord.Interaction[Any], game_id: int) -> Replay:
    """The replay of a game that may be shown to this person here."""
    guild, user = interaction.guild_id or 0, interaction.user.id
    return await host_of(interaction).replays.replay(guild, game_id, user)


def clamp(replay: Replay, step: int) -> int:
    return max(0, min(step, replay.last))


def replay_embed(replay: Replay, step: int, words: Words = ENGLISH) -> discord.Embed:
    """The board after `step` (clamped), with what that step did."""
    step = clamp(replay, step)
    shown = replay.steps[step]
    game, report = shown.game, shown.report
    names = seat_names(replay.seats, words)
    board = render_board(
        game.state,
        names=names,
        # The line above the board says what the step did; the board only marks the move.
        last_move=None if report is None else report.move,
        awaiting_move=game.pending is not None,
        theme=Theme.DISCORD,
        words=words,
    )
    if report is None:
        happened = words.say("replay-start")
    else:
        happened = event_line(report, names=names, words=words)
    embed = discord.Embed(
        title=words.say("replay-title", game=replay.game_id, board=board.title)[:256],
        description=f"{happened}\n\n{board.description}"[:4096],
        colour=COLOUR,
    )
    footer = words.say(
        "replay-footer", step=step, last=replay.last, throw=shown.throw, throws=replay.throws
    )
    embed.set_footer(text=f"{footer}\n{board.legend}"[:2048])
    return embed


def replay_view(replay: Replay, step: int, words: Words = ENGLISH) -> discord.ui.View:
    step = clamp(replay, step)
    targets = {"first": 0, "back": step - 1, "next": step + 1, "last": replay.last, "jump": step}
    view = discord.ui.View(timeout=None)
    for kind, target in targets.items():
        button = ReplayButton(replay.game_id, kind, clamp(replay, target), words)
        button.item.disabled = kind != "jump" and (target == step or not 0 <= target <= replay.last)
        view.add_item(button)
    return view


class ReplayButton(discord.ui.DynamicItem[discord.ui.Button[Any]], template=REPLAY_TEMPLATE):
    """Show one step of a game's replay (or ask which throw to jump to)."""

    def __init__(self, game_id: int, kind: str, step: int, words: Words = ENGLISH) -> None:
        key, style = _BUTTONS[kind]
        super().__init__(
            discord.ui.Button(
                label=words.say(key), style=style, custom_id=f"sho:replay:{game_id}:{kind}:{step}"
            )
        )
        self.game_id, self.kind, self.step = game_id, kind, step

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> ReplayButton:
        return cls(int(match["game"]), match["kind"], int(match["step"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        if self.kind == "jump":
            # A form can only be the first answer, never one sent after an acknowledgement.
            both = asyncio.gather(replay_of(interaction, self.game_id), person_words(interaction))
            ready = await ready_in_time(interaction, both)
            if ready is None:
                slow = discord_words(interaction).say("replay-slow-jump")
                await interaction.response.send_message(slow, ephemeral=True)
                return
            replay, words = ready
            await interaction.response.send_modal(JumpModal(self.game_id, replay.throws, words))
            return

        async def stepped() -> Reply:
            replay = await replay_of(interaction, self.game_id)
            words = await person_words(interaction)
            return Reply(
                embed=replay_embed(replay, self.step, words),
                view=replay_view(replay, self.step, words),
            )

        await update(interaction, stepped())


class WatchReplayButton(
    discord.ui.DynamicItem[discord.ui.Button[Any]], template=r"sho:watch:(?P<game>[0-9]{1,18})"
):
    """Under a finished game's summary: its replay, from the first throw, shown only to the
    person who pressed it (anyone may watch; nobody's view of the channel changes)."""

    def __init__(self, game_id: int, words: Words = ENGLISH) -> None:
        super().__init__(
            discord.ui.Button(
                label=words.say("replay-watch"),
                style=discord.ButtonStyle.secondary,
                emoji="🎞️",
                custom_id=f"sho:watch:{game_id}",
            )
        )
        self.game_id = game_id

    @classmethod
    async def from_custom_id(
        cls, interaction: discord.Interaction[Any], item: discord.ui.Item[Any], match: re.Match[str]
    ) -> WatchReplayButton:
        return cls(int(match["game"]))

    @reports_errors
    async def callback(self, interaction: discord.Interaction[Any]) -> None:
        async def first_step() -> Reply:
            replay = await replay_of(interaction, self.game_id)
            words = await person_words(interaction)
            return Reply(embed=replay_embed(replay, 0, words), view=replay_view(replay, 0, words))

        await reply(interaction, first_step(), ephemeral=True)


class JumpModal(discord.ui.Modal):
    """Asks for the number of the throw to show."""

    def __init__(self, game_id: int, throws: int, words: Words = ENGLISH) -> None:
        super().__init__(
            title=words.say("replay-jump-title"),
            timeout=15 * 60,
            custom_id=f"sho:replayjump:{game_id}",
        )
        self.game_id = game_id
        self.words = words
        # Made here, in the person's words: discord.py deprecates changing a label once made.
        self.throw: discord.ui.TextInput[Any] = discord.ui.TextInput(
            label=words.say("replay-jump-label"),
            placeholder=words.say("replay-jump-range", throws=throws),
            min_length=1,
            max_length=5,
        )
        self.add_item(self.throw)

    async def on_submit(self, interaction: discord.Interaction[Any]) -> None:
        text = self.throw.value.strip()
        number = int(text) if text.isdigit() else -1

        async def jumped() -> Reply:
            replay = await replay_of(interaction, self.game_id)
            if not 1 <= number <= replay.throws:
                raise InvalidInputError(UiRefusal.THROW_NUMBER, throws=replay.throws)
            step = replay.step_of_throw(number)
            return Reply(
                embed=replay_embed(replay, step, self.words),
                view=replay_view(replay, step, self.words),
            )

        try:
            await update(interaction, jumped())
        except Exception as error:
            await report_error(interaction, error)
