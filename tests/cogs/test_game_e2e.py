"""A whole game end to end: one person against two computers, clicked through to the winner.

The real discord.py client plays against the fake Discord: the turn pings, the board at the end,
the summary, the leaderboard and the rematch, as the person sees them.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from bot.table.actions import Open, TableAction
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.kit.seat_names import seat_name, seat_names
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import (
    all_pings,
    board_of,
    boards,
    game_bot,
    play_to_the_end,
    service_of,
    turn_line,
)
from tests.kit.pages import page_of


def turns_started(record: list[TableAction], seat: int) -> int:
    """How many turns `seat` began, replaying the record action by action."""
    first = record[0]
    assert isinstance(first, Open)
    table = Table.opened(first.config, first.host, first.name)
    turns, before = 0, None
    for action in record[1:]:
        table = table.apply(action)
        now = table.seat_to_act if table.status is GameStatus.ACTIVE else None
        turns += now == seat and before != seat
        before = now
    return turns


@pytest.mark.slow
async def test_one_person_against_two_computers_plays_to_the_end(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        service = service_of(bot)
        opened = await fake.slash("sho new", user=dawa, players=3, computers=1)
        assert opened.message is not None
        game_id = (await service.live_in_channel(channel.id)).id  # type: ignore[union-attr]
        await fake.click(opened, "Start", user=dawa)
        started = await service.get(game_id)
        assert [s.user_id for s in started.table.seats] == [dawa.id, None, None], "filled"

        played = await play_to_the_end(fake, channel, [dawa])

        board = board_of(fake, channel)
        assert board.id == opened.message.id, "the lobby became the board, edited in place"
        assert board.buttons == [], "a finished board has no buttons"
        assert board.selects == []
        assert turn_line(board).startswith("🏆 Game over:")
        assert board.pinged == set(), "edits ping nobody"
        assert board.mentions == []

        summary = await fake.wait_for_message(channel, "Rematch", predicate=lambda m: "!" in m.text)
        view = await service.get(game_id)
        winners = [seat_name(seat) for seat in view.table.winners()]
        assert len(winners) == 1
        assert f"**{winners[0]} wins!**" in summary.content
        stats = view.table.stats
        assert f"{stats.throws} throws" in summary.content
        assert f"{stats.kills} kill" in summary.content
        assert f"{stats.stacks} stack" in summary.content
        assert f"{stats.paras} pa ra" in summary.content

        record = await service.record(game_id)
        pings = [p for p in all_pings(fake, dawa) if p.id != summary.id]
        assert turns_started(record, 0) > 3
        assert pings == [], "a person playing on is at the board: their turns ping nobody"
        assert played.clicks > 10
        assert (dawa.id in summary.pinged) == (winners == ["Dawa"]), "the winner is congratulated"

        assert summary.content.endswith("Not rated: a computer played.")

        watched = await fake.click(summary, "Replay", user=pema)  # anyone may watch, privately
        assert watched.ephemeral
        assert watched.message is not None
        assert page_of(watched.message.components).title.startswith(f"Replay of game #{game_id}")
        assert "Forward ▶" in [b.label for b in watched.message.buttons]

        exported = await fake.click(summary, "Export", user=pema)  # anyone may take the file
        assert exported.ephemeral
        assert exported.message is not None
        (attachment,) = exported.message.data["attachments"]
        assert attachment["filename"] == f"sho-game-{game_id}.json"
        data = json.loads(fake.backend.uploads[int(attachment["id"])])
        assert data["game"] == game_id

        rematch = await fake.click(summary, "Rematch", user=dawa)
        assert rematch.message is not None
        labels = [b.label for b in rematch.message.buttons]
        assert labels == ["Replay", "Export", "Analysis"], (
            "the Rematch button is used up, the others stay"
        )
        newest = await fake.wait_for(lambda: board_of(fake, channel).id != board.id)
        assert len(boards(fake, channel)) == 2
        again = await service.live_in_channel(channel.id)
        assert again is not None
        assert again.id != game_id
        assert seat_names(again.table.seats) == seat_names(view.table.seats), "the same seats"
        assert again.table.first_seat == (view.table.first_seat + 1) % 3
        assert newest
