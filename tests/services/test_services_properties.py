"""Random sequences of requests from several people, with restarts: the record always replays to
the saved game, and a refused request changes nothing."""

from __future__ import annotations

import asyncio
import tempfile
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import MoveAction
from bot.services.games import GameService
from bot.services.hosted import Timing
from bot.services.snapshot import dump_table
from bot.table.config import TableConfig
from bot.table.errors import ShoError
from bot.table.status import GameStatus
from bot.table.table import Table
from tests.kit.servicekit import FakeClock, service_on

PEOPLE = (11, 22, 33, 44)
CHANNELS = (100, 200)

request = st.one_of(
    st.tuples(
        st.just("open"),
        st.sampled_from(PEOPLE),
        st.sampled_from(CHANNELS),
        st.integers(2, 4),
        st.integers(0, 3),
    ),
    st.tuples(
        st.sampled_from(["join", "leave", "computer", "start", "cancel", "back", "end"]),
        st.sampled_from(PEOPLE),
        st.sampled_from(CHANNELS),
    ),
    st.tuples(
        st.sampled_from(["throw", "move", "stale"]),
        st.sampled_from(PEOPLE),
        st.sampled_from(CHANNELS),
        st.integers(0, 30),
    ),
    st.tuples(st.sampled_from(["kick"]), st.sampled_from(PEOPLE), st.sampled_from(CHANNELS)),
    st.tuples(st.just("restart")),
    st.tuples(st.just("wait"), st.sampled_from([1.0, 70.0, 200.0, 2000.0])),
)


async def perform(service: GameService, step: tuple, clock: FakeClock) -> None:  # type: ignore[type-arg]
    """One request; refusals (ShoError) are part of the game."""
    kind = step[0]
    if kind == "wait":
        clock.advance(step[1])
        service.wake()
        await asyncio.sleep(0.01)
        return
    user, channel = step[1], step[2]
    if kind == "open":
        config = TableConfig(step[3], min(step[4], step[3] - 1))
        await service.open_table(1, channel, user, f"P{user}", config)
        return
    view = await service.live_in_channel(channel)
    if view is None:
        return
    game, table = view.id, view.table
    if kind == "join":
        await service.join(game, user, f"P{user}")
    elif kind == "leave":
        await service.leave(game, user)
    elif kind == "computer":
        await service.add_computer(game, user)
    elif kind == "start":
        await service.start(game, user)
    elif kind == "cancel":
        await service.cancel(game, user)
    elif kind == "back":
        await service.back(game, user)
    elif kind == "end":
        await service.end(game, user, manager=user == PEOPLE[-1])
    elif kind == "kick":
        await service.kick(game, user, 0, manager=False)
    elif kind == "throw":
        await service.throw(game, user, view.version)
    elif kind == "stale":
        await service.throw(game, user, view.version - 1)
    elif kind == "move":
        pending = table.game.pending if table.game else None
        moves = pending.moves if pending else ()
        key = moves[step[3] % len(moves)].key if moves else (0, step[3])
        await service.move(game, user, MoveAction.of(key), view.version)


async def consistent(service: GameService) -> None:
    """Every game's record replays to exactly the game the service saved."""
    for channel in CHANNELS:
        view = await service.live_in_channel(channel)
        if view is None:
            continue
        for _ in range(50):  # computers may act between the two reads: read again
            record = await service.record(view.id)
            view = await service.get(view.id)
            if len(record) == view.version:
                break
            await asyncio.sleep(0.001)
        assert len(record) == view.version
        assert dump_table(Table.replay(record)) == dump_table(view.table)


async def scenario(steps: list[tuple]) -> None:  # type: ignore[type-arg]
    clock = FakeClock()
    with tempfile.TemporaryDirectory() as folder:
        db = Path(folder) / "p.db"
        timing = Timing(computer_delay=0.0)
        index = 0
        while index < len(steps):
            async with service_on(db, clock=clock, timing=timing) as (service, _):
                await service.resume_all()
                while index < len(steps) and steps[index][0] != "restart":
                    before = await _versions(service)
                    try:
                        await perform(service, steps[index], clock)
                    except ShoError:
                        after = await _versions(service)
                        # A refusal changes nothing (computers may have moved meanwhile).
                        assert all(after[g] >= v for g, v in before.items() if g in after)
                    await consistent(service)
                    index += 1
                index += 1


async def _versions(service: GameService) -> dict[int, int]:
    views = [await service.live_in_channel(c) for c in CHANNELS]
    return {
        v.id: v.version for v in views if v is not None and v.table.status is not GameStatus.LOBBY
    }


@settings(
    max_examples=30,
    deadline=None,
    suppress_health_check=[HealthCheck.too_slow],
)
@given(st.lists(request, min_size=5, max_size=40))
def test_random_requests_and_restarts_keep_record_and_game_in_step(steps: list[tuple]) -> None:  # type: ignore[type-arg]
    asyncio.run(scenario(steps))
