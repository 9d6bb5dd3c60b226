"""Ratings checked against openskill itself (2, 3 and 4 players, partners, ties, leavers), and a
rebuild from the results that reproduces the stored ratings exactly."""

from __future__ import annotations

import asyncio
import os
import subprocess
import sys
from dataclasses import replace
from pathlib import Path

import pytest
from openskill.models import PlackettLuce

from bot.engine import Level, Options
from bot.services.ratings import NEWCOMER, rate, replay_ratings, shown
from bot.store import Store
from bot.store.result_models import ALL_SERVERS, GameResult, Rating, RatingChange, SeatResult
from bot.table.end_reason import EndReason
from tests.kit.servicekit import DAWA, HOST, NIMA, PEMA, play_person_turns, service_on
from tests.services.test_results import people_game

GUILD = 1
MODEL = PlackettLuce()


def result(places: list[int | None], sides: list[int], *, left: set[int] = frozenset(),
           winner: int | None = 0, seq: int = 1) -> GameResult:  # fmt: skip
    seats = tuple(
        SeatResult(i, 100 + i, f"P{i}", sides[i], places[i], left=i in left)
        for i in range(len(places))
    )
    return GameResult(
        game_id=seq, guild_id=GUILD, end_reason=EndReason.WON if winner is not None else
        EndReason.ENDED, winner_side=winner, players=len(places), computers=0,
        computer_level=Level.NORMAL, options=Options(), turn_seconds=60, throws=10,
        started_at=0.0, finished_at=1.0, rated=True, seats=seats, seq=seq,
    )  # fmt: skip


def expected(teams: list[list[Rating]], ranks: list[float]) -> list[list[tuple[float, float]]]:
    rated = MODEL.rate(
        [[MODEL.rating(mu=r.mu, sigma=r.sigma) for r in team] for team in teams], ranks=ranks
    )
    return [[(r.mu, r.sigma) for r in team] for team in rated]


def after(changes: list[RatingChange], user: int) -> tuple[float, float]:
    (change,) = [c for c in changes if c.user_id == user]
    return (change.after.mu, change.after.sigma)


@pytest.mark.parametrize(
    ("places", "ranks"),
    [
        ([1, 2], [1, 2]),
        ([2, 1], [2, 1]),
        ([1, 3, 2], [1, 3, 2]),
        ([1, 2, 2], [1, 2, 2]),  # a tie for second
    ],
)
def test_single_players_match_openskill(places: list[int], ranks: list[int]) -> None:
    game = result(list(places), list(range(len(places))))
    changes = rate(game, GUILD, {})
    want = expected([[NEWCOMER] for _ in places], [float(r) for r in ranks])
    assert [after(changes, 100 + i) for i in range(len(places))] == [t[0] for t in want]
    assert all(c.after.games == 1 and c.before == NEWCOMER for c in changes)


def test_partners_are_one_team_and_known_ratings_are_used() -> None:
    before = {100: Rating(30.0, 5.0, 7), 101: Rating(20.0, 6.0, 3), 103: Rating(27.0, 4.0, 9)}
    game = result([2, 1, 2, 1], [0, 1, 0, 1], winner=1)
    changes = rate(game, GUILD, before)
    teams = [[before[100], NEWCOMER], [before[101], before[103]]]
    want = expected(teams, [2.0, 1.0])
    assert [after(changes, u) for u in (100, 102)] == want[0]
    assert [after(changes, u) for u in (101, 103)] == want[1]
    assert {c.user_id: c.after.games for c in changes} == {100: 8, 101: 4, 102: 1, 103: 10}


def test_a_partner_who_left_is_a_team_of_one_in_last_place() -> None:
    game = result([1, 2, 3, 2], [0, 1, 0, 1], left={2})
    changes = rate(game, GUILD, {})
    want = expected([[NEWCOMER], [NEWCOMER], [NEWCOMER, NEWCOMER]], [3.0, 1.0, 2.0])
    # teams in the order rate() builds them: leavers first, then sides
    assert after(changes, 102) == want[0][0]
    assert after(changes, 100) == want[1][0]
    assert [after(changes, 101), after(changes, 103)] == want[2]


def test_an_abandoned_game_rates_only_the_leaver() -> None:
    game = result([None, None, 4], [0, 1, 2], left={2}, winner=None)
    changes = rate(game, GUILD, {})
    want = expected([[NEWCOMER], [NEWCOMER], [NEWCOMER]], [4.0, 1.0, 1.0])
    assert [c.user_id for c in changes] == [102]
    assert after(changes, 102) == want[0][0]


def test_an_unrated_game_changes_nothing() -> None:
    game = result([1, 2], [0, 1])
    assert rate(game, GUILD, {})
    assert rate(replace(game, rated=False), GUILD, {}) == []


def test_a_newcomer_is_shown_at_25() -> None:
    assert shown(NEWCOMER) == pytest.approx(25.0)


async def test_a_rebuild_reproduces_the_stored_ratings_exactly(database: Path | str) -> None:
    async with service_on(database, seed=3) as (service, _):
        tables = [
            [HOST, DAWA],
            [HOST, DAWA, PEMA],
            [DAWA, PEMA, NIMA, HOST],
            [PEMA, HOST],
            [NIMA, DAWA, HOST],
        ]
        for channel, people in enumerate(tables, 10):
            view = await people_game(service, people, channel=channel)
            if channel == 11:
                await service.leave(view.id, PEMA)
            end = await play_person_turns(service, view.id)
            assert end.rating_changes, "the summary gets the server's changes"
            assert {c.scope for c in end.rating_changes} == {GUILD}
        store = service._store
        stored, changes = await store.ratings.everything()
        assert {scope for scope, _ in stored} == {GUILD, ALL_SERVERS}
        assert stored[(GUILD, HOST)].games == 5
        report = await service._saved.keeper.ratings.rebuild()
        assert report.unchanged, "exactly equal, float for float"
        assert (report.games, report.ratings) == (5, 8)
        rebuilt = replay_ratings(await store.results.in_order())
        assert rebuilt == (stored, changes)
        # A damaged rating is put right by the rebuild.
        await store.ratings.replace_all({**stored, (GUILD, HOST): Rating(1.0, 1.0, 1)}, changes)
        fixed = await service._saved.keeper.ratings.rebuild()
        assert not fixed.unchanged
        assert (await store.ratings.everything())[0] == stored


async def test_python_m_bot_ratings_rebuild_is_one_command(tmp_path: Path) -> None:
    db = tmp_path / "sho.db"
    async with service_on(db, seed=5) as (service, _):
        for channel, people in enumerate([[HOST, DAWA], [DAWA, PEMA, HOST]], 10):
            view = await people_game(service, people, channel=channel)
            await play_person_turns(service, view.id)
        store = service._store
        stored, changes = await store.ratings.everything()
        await store.ratings.replace_all({**stored, (GUILD, DAWA): Rating(3.0, 2.0, 1)}, changes)
    env = {
        "PATH": os.environ.get("PATH", ""),
        "DISCORD_TOKEN": "not-used-by-a-rebuild",
        "SHO_DB_PATH": str(db),
    }

    def rebuild() -> subprocess.CompletedProcess[str]:
        return subprocess.run(
            [sys.executable, "-m", "bot", "ratings", "rebuild"],
            cwd=tmp_path,
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )

    fixed = await asyncio.to_thread(rebuild)
    assert fixed.returncode == 0, fixed.stderr
    assert "stored in place of the old ones" in fixed.stdout
    again = await asyncio.to_thread(rebuild)
    assert "Rebuilt 6 rating(s) from 2 game result(s): equal to the stored ones." in again.stdout
    store = await Store.open(db)
    try:
        assert (await store.ratings.everything()) == (stored, changes)
    finally:
        await store.close()
