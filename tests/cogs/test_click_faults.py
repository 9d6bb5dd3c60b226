"""A click's path under failure, end to end: whatever fails on the way (the database, Discord, a
bug), the click is let go of, the board is drawn again, and the next click plays on; refused
clicks cost nothing that lasts."""

from __future__ import annotations

import contextlib
import re
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest

from bot.client import ShoBot
from devtools.fakediscord import FakeDiscord, InteractionFailed, Message
from tests.kit.game_support import (
    ScriptedDice,
    board_of,
    forge_click,
    game_bot,
    play_move,
    private_to,
    service_of,
    to_play,
    two_player_game,
)

VERSION = re.compile(r"^sho:[gm]:\d+:(\d+):")
DB_CALLS = ("fetch_one", "fetch_all", "execute", "execute_many", "commit_each")


class Outage(OSError):
    """The database went away for a moment (injected)."""


class DatabaseFaults:
    """Makes the k-th call to the bot's database from now fail, once."""

    def __init__(self, bot: ShoBot) -> None:
        self._db = bot.store._db
        self.calls = 0
        self.fail_at: int | None = None
        self.fired = False
        for name in DB_CALLS:
            setattr(self._db, name, self._wrap(getattr(self._db, name)))

    def _wrap(self, call: Callable[..., Any]) -> Callable[..., Any]:
        async def counted(*args: Any, **kwargs: Any) -> Any:
            self.calls += 1
            if self.fail_at is not None and self.calls == self.fail_at:
                self.fired = True
                raise Outage("the database is unreachable (injected)")
            return await call(*args, **kwargs)

        return counted

    @contextmanager
    def failing(self, k: int) -> Iterator[None]:
        self.calls, self.fail_at, self.fired = 0, k, False
        try:
            yield
        finally:
            self.fail_at = None


def shown_version(board: Message) -> int | None:
    """The version the board's turn buttons were drawn for."""
    ids = [b.custom_id or "" for b in board.buttons] + [s.custom_id for s in board.selects]
    found = [int(m[1]) for i in ids if (m := VERSION.match(i))]
    return max(found) if found else None


async def board_caught_up(fake: FakeDiscord, bot: ShoBot, game_id: int, channel: int) -> Message:
    """Wait until the newest board shows the game's saved version."""
    version = (await service_of(bot).get(game_id)).version

    def caught_up() -> Message | None:
        board = board_of(fake, channel)
        return board if shown_version(board) == version else None

    return await fake.wait_for(caught_up, timeout=10)


@pytest.fixture
def long_dice() -> ScriptedDice:
    """Seeded dice, Dawa first: enough throws for a long game."""
    return ScriptedDice.first_to_throw(0)


async def test_a_database_failure_at_any_call_of_a_click_never_freezes_the_board(
    fake_discord: FakeDiscord, tmp_path: Path, long_dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    people = {dawa.id: dawa, pema.id: pema}
    async with game_bot(fake, tmp_path / "sho.db", dice=long_dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        faults = DatabaseFaults(bot)
        failures = 0
        for _ in range(8):  # throws and moves, turns passing between the two
            k = 1
            while True:
                current = await board_caught_up(fake, bot, game_id, board.channel_id)
                person = people[to_play(current) or 0]
                with faults.failing(k):
                    await play_move(fake, current, person)  # answered within Discord's 3 s
                if not faults.fired:
                    break  # this click made fewer than k database calls: each has failed once
                failures += 1
                current = await board_caught_up(fake, bot, game_id, board.channel_id)
                before = (await service_of(bot).get(game_id)).version
                await play_move(fake, current, people[to_play(current) or 0])
                await board_caught_up(fake, bot, game_id, board.channel_id)
                assert (await service_of(bot).get(game_id)).version > before, f"call {k}"
                k += 1
        assert failures >= 8
        stale = [
            m
            for m in fake.state.messages_in(fake.channel(board.channel_id))
            if "Already done" in m.text
        ]
        assert not stale, "no click met a board left behind"


DISCORD_CALLS = (
    ("POST", r"^/interactions/\d+/[^/]+/callback$", 404, 10062),
    ("PATCH", r"^/webhooks/\d+/[^/]+/messages/@original$", 404, 10015),
    ("PATCH", r"^/channels/\d+/messages/\d+$", 404, 10008),
    ("POST", r"^/channels/\d+/messages$", 403, 50013),
    ("POST", r"^/webhooks/\d+/[^/]+$", 404, 10015),
)


@pytest.mark.slow
@pytest.mark.parametrize(("method", "route", "status", "code"), DISCORD_CALLS)
async def test_a_discord_failure_on_a_clicks_path_never_freezes_the_board(
    fake_discord: FakeDiscord,
    tmp_path: Path,
    long_dice: ScriptedDice,
    method: str,
    route: str,
    status: int,
    code: int,
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    people = {dawa.id: dawa, pema.id: pema}
    async with game_bot(fake, tmp_path / "sho.db", dice=long_dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        for _ in range(4):
            current = await board_caught_up(fake, bot, game_id, board.channel_id)
            person = to_play(current)
            assert person is not None
            fault = fake.fail_next(method, route, status, code=code)
            # Discord refusing the click's own answer leaves the click unanswered, as it would.
            with contextlib.suppress(InteractionFailed):
                await play_move(fake, current, people[person])
            fault.times = fault.hits  # no later call fails
            current = await board_caught_up(fake, bot, game_id, board.channel_id)
            person = to_play(current)
            assert person is not None
            before = (await service_of(bot).get(game_id)).version
            await play_move(fake, current, people[person])
            await board_caught_up(fake, bot, game_id, board.channel_id)
            assert (await service_of(bot).get(game_id)).version > before


async def test_refused_clicks_are_not_kept(
    fake_discord: FakeDiscord, tmp_path: Path, long_dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema, tashi = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("tashi")
    async with game_bot(fake, tmp_path / "sho.db", dice=long_dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        await fake.click(board, "Throw", user=dawa)
        current = await board_caught_up(fake, bot, game_id, board.channel_id)
        tracked = bot.publisher._channels.games.get(game_id)
        assert tracked is not None
        via = tracked.via
        for _ in range(40):
            await play_move(fake, current, tashi)  # not a player: refused privately
        refusals = [m for m in private_to(fake, board.channel_id, tashi) if "not playing" in m.text]
        assert len(refusals) == 40
        assert tracked.via is via, "a stranger's click does not take over the board's token"
        version = (await service_of(bot).get(game_id)).version
        assert shown_version(board_of(fake, board.channel_id)) == version


async def test_a_double_click_reads_one_action_not_the_whole_record(
    fake_discord: FakeDiscord,
    tmp_path: Path,
    long_dice: ScriptedDice,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=long_dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        old_throw = board.button("Throw").custom_id
        assert old_throw is not None
        await fake.click(board, "Throw", user=dawa)
        await board_caught_up(fake, bot, game_id, board.channel_id)

        async def whole_record(game_id: int) -> Any:
            raise AssertionError("the whole record was read under the game's lock")

        monkeypatch.setattr(bot.store.games, "actions", whole_record)
        await forge_click(fake, board, old_throw, user=dawa)
        told = [m.text for m in private_to(fake, board.channel_id, dawa)]
        assert told[-1] == "Already done: your first click counted."
