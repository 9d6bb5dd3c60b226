"""Choosing among many moves in two steps, end to end: the stacks first, then how far, with a
way back, on the same message; only the person to move may step through; a step clicked on an
older board is answered as any stale click (issue 36)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path

from bot.ui.table.choice import MOST_BUTTONS
from devtools.fakediscord import FakeDiscord, Message, User
from tests.kit.game_support import (
    SOURCE,
    ScriptedDice,
    board_of,
    forge_click,
    game_bot,
    game_ids,
    play_move,
    service_of,
    to_play,
)

DISTANCE = re.compile(r"^\+\d+ → ")
"""A move of a stack already chosen: '+2 → 11 ⚔️ kill 1'."""


def choice_ids(board: Message) -> list[str]:
    """The custom ids of the choice's buttons: moves and steps, not the board's own."""
    return [i for i in game_ids(board) if i.startswith(("sho:m:", "sho:p:"))]


def labels(board: Message) -> list[str]:
    ids = set(choice_ids(board))
    return [b.label or "" for b in board.buttons if b.custom_id in ids]


async def many_moves(fake: FakeDiscord, channel: object, people: Iterable[User]) -> Message:
    """Click for whoever is to play until a board asks them to pick a stack first."""
    by_id = {p.id: p for p in people}
    last: list[str] = []

    def ready() -> Message | None:
        board = board_of(fake, channel)
        ids = game_ids(board)
        return board if ids and ids != last and to_play(board) in by_id else None

    for _ in range(600):
        board = await fake.wait_for(ready, timeout=10)
        if any(SOURCE.fullmatch(i) for i in game_ids(board)):
            return board
        last = game_ids(board)
        person = to_play(board)
        assert person is not None
        await play_move(fake, board, by_id[person])
    raise AssertionError("no throw with many moves came")


async def test_many_moves_show_the_stacks_then_their_moves_with_a_way_back(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db", dice=ScriptedDice(seed=3)) as bot:
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        board = await many_moves(fake, channel, [dawa, pema])
        mover = dawa if to_play(board) == dawa.id else pema
        first = labels(board)
        embed, content = board.embeds, board.content
        assert len(first) <= MOST_BUTTONS
        assert not any(DISTANCE.match(label) for label in first), first
        source = next(i for i in choice_ids(board) if SOURCE.fullmatch(i))

        shown = await fake.click(board, custom_id=source, user=mover)
        assert shown.note is None
        board = fake.state.message(board.id)
        second = labels(board)
        assert board.embeds == embed, "the board text stays"
        assert board.content == content
        assert second[-1] == "← Back", second
        assert len(second) <= MOST_BUTTONS
        assert all(DISTANCE.match(label) for label in second[:-1]), second

        await fake.click(board, "← Back", user=mover)
        board = fake.state.message(board.id)
        assert labels(board) == first, "back to the stacks"

        await fake.click(board, custom_id=source, user=mover)
        board = fake.state.message(board.id)
        game = await service_of(bot).live_in_channel(channel.id)
        assert game is not None
        move = next(i for i in choice_ids(board) if i.startswith("sho:m:"))
        await fake.click(board, custom_id=move, user=mover)
        after = await service_of(bot).get(game.id)
        assert after.version == game.version + 1, "the move was played"
        assert after.table.game is not None
        assert after.table.game.pending is None


async def test_only_the_person_to_move_steps_through_and_old_steps_are_stale(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tashi = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("tashi")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db", dice=ScriptedDice(seed=3)) as bot:
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        board = await many_moves(fake, channel, [dawa, pema])
        mover, waiting = (dawa, pema) if to_play(board) == dawa.id else (pema, dawa)
        first = labels(board)
        source = next(i for i in choice_ids(board) if SOURCE.fullmatch(i))
        name = "Dawa" if mover is dawa else "Pema"

        refused = await fake.click(board, custom_id=source, user=waiting)
        assert refused.note is not None
        assert refused.note.ephemeral
        assert refused.note.content == f"It is {name}'s turn."
        stranger = await fake.click(board, custom_id=source, user=tashi)
        assert stranger.note is not None
        assert stranger.note.ephemeral
        assert stranger.note.content == "You are not playing at this table."
        assert labels(fake.state.message(board.id)) == first, "nobody else changes the step"

        game = await service_of(bot).live_in_channel(channel.id)
        assert game is not None
        await play_move(fake, fake.state.message(board.id), mover)
        await fake.wait_for(lambda: game_ids(board_of(fake, channel)) != [])
        after = await service_of(bot).get(game.id)
        assert after.version > game.version

        again = await forge_click(fake, board, source, user=mover)
        assert again.note is not None
        assert again.note.ephemeral
        assert again.note.content == "Already done: your first click counted."
        old = await forge_click(fake, board, source, user=waiting)
        assert old.note is not None
        assert old.note.content.startswith("That board is out of date")
