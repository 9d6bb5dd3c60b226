"""End to end: two `python -m bot` processes, shards 0 and 1 of 2, on one PostgreSQL database,
and one fake Discord serving two guilds that fall on different shards. Both guilds play at once;
the process of shard 0 is SIGKILLed mid-game and started again. Guild B's game never notices (its
player clicks on throughout, every click answered, on the same gateway session, and it finishes),
guild A's game resumes and finishes, and the global leaderboard counts both games once."""

from __future__ import annotations

import asyncio
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest

from bot.store import Store
from bot.store.result_models import ALL_SERVERS, Order
from bot.store.shards import shard_of
from bot.table.status import GameStatus
from devtools.fakediscord import FakeDiscord, FakeGuild, InteractionFailed, Message, Shard, User
from tests.bot.test_restarts import current_board, saved_games
from tests.kit.databases import fresh_postgres_database
from tests.kit.game_support import turn_line
from tests.kit.pgserver import NoServer, Server

BOT_ENV = {"SHO_COMPUTER_DELAY": "0.02", "LOG_LEVEL": "INFO", "SHO_SHARD_COUNT": "2"}
GAME_OVER = "🏆 Game over:"
TURNS_BEFORE_THE_KILL = 4
TURNS_WHILE_DOWN = 3
WAIT = 60.0
"""Only a guard against a hang: every wait is for an event (a board that offers a move)."""


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    return {"shard_count": 2}


def is_a_move(custom_id: str) -> bool:
    """Throw, one of the moves of a throw, or a step towards one (a stack of many moves)."""
    return custom_id.startswith(("sho:m:", "sho:p:")) or (
        custom_id.startswith("sho:g:") and custom_id.endswith(":throw")
    )


@dataclass(frozen=True)
class Offer:
    """What the current board offers its person: buttons and menus, or the end of the game."""

    board: Message
    buttons: list[str]
    menus: list[tuple[str, list[str]]]

    @property
    def over(self) -> bool:
        return turn_line(self.board).startswith(GAME_OVER)


@dataclass
class Player:
    """The one person of a guild's game: waits for the board to offer a move, then takes it."""

    guild: FakeGuild
    person: User
    rng: random.Random
    turns: int = 0
    _clicked: str = ""

    def offer(self) -> Offer | None:
        """The board's offer, once it is a new one (not the board of the last click)."""
        board = current_board(self.guild)
        if board is None:
            return None
        buttons = [
            b.custom_id
            for b in board.buttons
            if not b.disabled and b.custom_id and is_a_move(b.custom_id)
        ]
        menus = [(s.custom_id, [o.value for o in s.options]) for s in board.selects]
        offered = Offer(board, buttons, menus)
        if offered.over:
            return offered
        if not (buttons or menus) or self._clicked in [*buttons, *(m for m, _ in menus)]:
            return None
        return offered

    async def turn(self) -> bool:
        """Take the next move offered; False once the game is over."""
        offered = await self.guild.wait_for(self.offer, WAIT)
        if offered.over:
            return False
        try:
            if offered.buttons:
                self._clicked = self.rng.choice(offered.buttons)
                await self.guild.click(offered.board, custom_id=self._clicked, user=self.person)
            else:
                self._clicked, values = offered.menus[0]
                choice = self.rng.choice(values)
                await self.guild.select(
                    offered.board, choice, custom_id=self._clicked, user=self.person
                )
        except InteractionFailed as failure:  # every click must be acknowledged
            raise AssertionError(f"{self.guild.name}: a click went unanswered: {failure}") from None
        self.turns += 1
        return True

    async def play_to_the_end(self) -> None:
        while await self.turn():
            pass


def shard_env(guild: FakeGuild, url: str) -> dict[str, str]:
    """Run this process as the shard of `guild`, syncing the commands there."""
    return {
        **BOT_ENV,
        "SHO_DATABASE_URL": url,
        "SHO_SHARD_IDS": str(shard_of(guild.guild_id, 2)),
        "SHO_DEV_GUILD_ID": str(guild.guild_id),
    }


@pytest.mark.slow
async def test_two_shard_processes_share_one_database_and_survive_a_kill(
    fake_discord: FakeDiscord, tmp_path: Path, postgres_server: Server | NoServer
) -> None:
    url = await fresh_postgres_database(postgres_server)
    fake = fake_discord
    other = fake.add_guild("Second Guild")
    assert [shard_of(g.guild_id, 2) for g in (fake, other)] == [0, 1]
    dawa, pema = fake.add_user("dawa"), other.add_user("pema")
    a, b = Player(fake, dawa, random.Random(150)), Player(other, pema, random.Random(151))

    async with fake.subprocess_bot(env=shard_env(other, url), cwd=tmp_path) as second:
        session_b = other.session
        assert session_b is not None
        assert session_b.shard == Shard(1, 2)
        async with fake.subprocess_bot(env=shard_env(fake, url), cwd=tmp_path) as first:
            assert fake.session is not None
            assert fake.session.shard == Shard(0, 2)
            for process in (first, second):  # ready: nothing to resume in an empty database
                await fake.wait_for(lambda p=process: "Resumed" in p.output, WAIT)
                assert "Resumed 0 live game(s)" in process.output
            await asyncio.gather(
                fake.slash("sho new", user=dawa, players=2, computers=1),
                other.slash("sho new", user=pema, players=2, computers=1),
            )
            b_plays = asyncio.create_task(b.play_to_the_end())
            for _ in range(TURNS_BEFORE_THE_KILL):
                assert await a.turn(), "guild A's game ended before the kill"
            await fake.wait_for(a.offer, WAIT)  # mid-game, waiting for dawa
            b_at_kill = b.turns
            await first.kill()
        assert not fake.connected
        await other.wait_for(
            lambda: b.turns >= b_at_kill + TURNS_WHILE_DOWN or b_plays.done(), WAIT
        )
        assert b.turns >= b_at_kill + TURNS_WHILE_DOWN, "guild B played on while A was down"
        async with fake.subprocess_bot(env=shard_env(fake, url), cwd=tmp_path) as again:
            await fake.wait_for(lambda: "Resumed" in again.output, WAIT)
            assert "Resumed 1 live game(s)" in again.output, "its own game, not guild B's"
            await a.play_to_the_end()
            await b_plays
        assert second.returncode is None, "the other process never stopped"
        assert other.session is session_b, "shard 1 kept its session: no IDENTIFY, no RESUME"
        assert session_b.connected
        assert fake.resume_count == 0
        for problem in ("ERROR", "Traceback", "WARNING"):
            assert problem not in second.output, second.output

    events_went_to_their_shard(fake)
    unanswered = [p for p in fake.backend.interactions.by_id.values() if p.acked_at is None]
    assert unanswered == []
    games = await saved_games(url)
    assert sorted(games) == [1, 2]
    assert all(table.status is GameStatus.FINISHED for table, _ in games.values())
    await both_games_counted_once(url, dawa, pema)


def events_went_to_their_shard(fake: FakeDiscord) -> None:
    """Every dispatch of a guild reached only a session of that guild's shard."""
    for session in fake.backend.gateway.sessions:
        guilds = {int(e["d"]["guild_id"]) for e in session.sent if "guild_id" in e["d"]}
        assert guilds == {g.guild_id for g in fake.guilds if session.shard.covers(g.guild_id)}
        kinds = {e["t"] for e in session.sent}
        assert "INTERACTION_CREATE" in kinds


async def both_games_counted_once(url: str, dawa: User, pema: User) -> None:
    store = await Store.open(url)
    try:
        board = await store.standings.leaderboard(
            ALL_SERVERS, 0.0, Order.WINS, offset=0, limit=10, caller=dawa.id, minimum=1
        )
    finally:
        await store.close()
    assert board.total == 2
    assert sorted((line.user_id, line.games) for line in board.lines) == sorted(
        [(dawa.id, 1), (pema.id, 1)]
    )
