"""How each bot's games are opened and played: the Sho bot's tables, and the floor's message."""

from __future__ import annotations

import random
import re

from bot.engine import Level

from .boards import Board, FloorReader, ShoReader
from .players import Click, People, Seating

LEVELS = tuple(Level)
OPEN_TIMEOUT = 15.0
START_TIMEOUT = 30.0


SHO_SOURCE = re.compile(r"sho:p:\d+:\d+:\d+")
"""A stack's button on the first step of choosing among many moves."""


class ShoRules:
    """`/sho new` for 3 (the host and one computer, its level rotating), the guest joins; then
    Throw, a move button (a stack first, when there are many moves), or an option of the move
    menu, whoever's turn the board names."""

    reader = ShoReader()

    async def open(self, people: People, seating: Seating) -> Board | None:
        channel = seating.channel.id
        shown = people.tracker.of(channel)
        before = shown.lobby[1].id if shown.lobby else 0
        old_game = shown.board.game if shown.board else None
        level = LEVELS[seating.index % len(LEVELS)]
        opened = await people.slash(
            "sho new", seating.host, seating.channel, players=3, computers=1, level=level.value
        )
        if opened is None:
            return None
        lobby = await people.tracker.wait_lobby(channel, before, OPEN_TIMEOUT)
        if lobby is None:
            return None
        game, message = lobby
        await people.click(message, Click(seating.guest, f"sho:l:{game}:join"))
        return await people.tracker.wait(
            channel, lambda b: b.game == game and b.game != old_game and not b.over, START_TIMEOUT
        )

    def next_click(self, board: Board, seating: Seating, rng: random.Random) -> Click | None:
        people = {seating.host.id: seating.host, seating.guest.id: seating.guest}
        user = people.get(board.actor) if board.actor is not None else None
        if user is None:
            return None
        message = board.message
        buttons = [b for b in message.buttons if b.custom_id and not b.disabled]
        for button in buttons:
            if button.custom_id and button.custom_id.endswith(":throw"):
                return Click(user, button.custom_id)
        moves = [b.custom_id for b in buttons if b.custom_id and b.custom_id.startswith("sho:m:")]
        if moves:
            return Click(user, rng.choice(moves))
        steps = [b.custom_id for b in buttons if b.custom_id and SHO_SOURCE.fullmatch(b.custom_id)]
        if steps:
            return Click(user, rng.choice(steps), step=True)
        menus = [s for s in message.selects if s.custom_id.startswith("sho:s:") and s.options]
        if menus:
            menu = rng.choice(menus)
            return Click(user, menu.custom_id, rng.choice(menu.options).value)
        return None


class FloorRules:
    """`/floor` posts a message with one button; the two people take turns clicking it."""

    reader = FloorReader()

    async def open(self, people: People, seating: Seating) -> Board | None:
        opened = await people.slash("floor", seating.host, seating.channel)
        if opened is None:
            return None
        return await people.tracker.wait(seating.channel.id, lambda b: True, OPEN_TIMEOUT)

    def next_click(self, board: Board, seating: Seating, rng: random.Random) -> Click | None:
        user = seating.host if board.version % 2 == 0 else seating.guest
        return Click(user, f"floor:{board.version}")
