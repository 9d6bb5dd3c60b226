"""The table a click is measured at: two people in one channel of the fake Discord, who throw
(and take the first step of a choice among many moves) until one of them must choose a move."""

from __future__ import annotations

import random
from dataclasses import dataclass, field

from loadkit.boards import Board, BoardTracker, ShoReader, moved_on
from loadkit.players import Click, Seating
from loadkit.tables import OPEN_TIMEOUT, START_TIMEOUT, ShoRules

from devtools.fakediscord import FakeDiscord, InteractionResult

MOVE_IDS = ("sho:m:", "sho:s:")
"""A move's button, or a menu of moves (drawn by older boards)."""
STUCK_AFTER = 10.0
"""Seconds a board may offer our people nothing before the run gives up."""


def is_move(click: Click) -> bool:
    return click.custom_id.startswith(MOVE_IDS)


@dataclass
class TwoPeople:
    """A table for two people, opened again whenever a game ends."""

    fake: FakeDiscord
    seating: Seating
    rng: random.Random
    tracker: BoardTracker = field(default_factory=lambda: BoardTracker(ShoReader()))
    rules: ShoRules = field(default_factory=ShoRules)
    games: int = 0
    """Tables opened."""

    def __post_init__(self) -> None:
        self.fake.on_message(self.tracker)

    @property
    def board(self) -> Board | None:
        return self.tracker.of(self.seating.channel.id).board

    async def open(self) -> Board:
        """`/sho new` for two, the guest joins, and the game starts by itself."""
        channel, host = self.seating.channel, self.seating.host
        shown = self.tracker.of(channel.id)
        before = shown.lobby[1].id if shown.lobby else 0
        await self.fake.slash("sho new", user=host, channel=channel, players=2)
        lobby = await self.tracker.wait_lobby(channel.id, before, OPEN_TIMEOUT)
        if lobby is None:
            raise RuntimeError("/sho new showed no table")
        game, message = lobby
        await self.fake.click(message, custom_id=f"sho:l:{game}:join", user=self.seating.guest)
        board = await self.tracker.wait(
            channel.id, lambda b: b.game == game and not b.over, START_TIMEOUT
        )
        if board is None:
            raise RuntimeError(f"game {game} did not start")
        self.games += 1
        return board

    async def choice(self) -> tuple[Board, Click]:
        """Throw, and take the first step of a choice among many moves, until a person must
        choose a move: the board and the move they click (chosen at random)."""
        while True:
            board = self.board
            if board is None or board.over:
                await self.open()
                continue
            click = self.rules.next_click(board, self.seating, self.rng)
            if click is None:  # nothing for our people on this board: wait for the next
                if await self.tracker.wait(
                    self.seating.channel.id, moved_on(board.game, board.version), STUCK_AFTER
                ):
                    continue
                raise RuntimeError(f"the board offers nothing to click:\n{board.message.text}")
            if is_move(click):
                return board, click
            await self.click(board, click, settle=True)

    async def click(self, board: Board, click: Click, *, settle: bool) -> InteractionResult:
        """Send the click; with `settle`, also wait until the bot's work after it is quiet."""
        message = board.message
        if click.choice is not None:
            return await self.fake.select(
                message, click.choice, user=click.user, custom_id=click.custom_id, settle=settle
            )
        return await self.fake.click(
            message, custom_id=click.custom_id, user=click.user, settle=settle
        )
