"""The analysis service (issue 38): a won game is analysed once as it ends, off the event loop,
stored before anyone is told; old and stale games are analysed when asked; a rebuild analyses
them all again; only a person's own choices are judged; a live game one plays in is refused."""

from __future__ import annotations

import asyncio
import dataclasses
import functools
import json
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.ai.analysis import VERSION, GameAnalysis, analyse
from bot.engine import GameRecord
from bot.services.analyses import Analyses, figures_of
from bot.services.errors import ServiceRefusal
from bot.services.games import GameService
from bot.services.hosted import HostedGame
from bot.services.replays import Replays
from bot.table.actions import (
    Autoplay,
    Play,
    TableAction,
    action_from_json,
    game_record,
    made_by_person,
)
from bot.table.config import TableConfig
from bot.table.errors import InvalidInputError
from tests.kit.servicekit import DAWA, HOST, FakeClock, play_person_turns, service_on, until

GUILD = 1
SHALLOW = functools.partial(analyse, rollouts=1)
"""A quick judgement for tests (the bot's looks deeper)."""


class Told:
    """An AnalysisObserver that remembers what it was told."""

    def __init__(self) -> None:
        self.ready: list[tuple[int, GameAnalysis]] = []

    async def analysis_ready(self, view: HostedGame, analysis: GameAnalysis) -> None:
        self.ready.append((view.id, analysis))


def analyses_of(service: GameService) -> Analyses:
    store = service._store
    analyses = Analyses(store, Replays(store), analyser=SHALLOW)
    service.add_observer(analyses)
    return analyses


async def record_of(service: GameService, game_id: int) -> list[TableAction]:
    stored = await service._store.games.actions(game_id)
    return [action_from_json(json.loads(a.payload)) for a in stored]


async def won_game(service: GameService, computers: int = 1) -> int:
    """A game of Tashi, Dawa and `computers` computers, played to its end."""
    config = TableConfig(2 + computers, computers)
    view = await service.open_table(GUILD, 10, HOST, "Tashi", config)
    view = await service.join(view.id, DAWA, "Dawa")
    if view.table.status.is_live is False:
        view = await service.start(view.id, HOST)
    end = await play_person_turns(service, view.id)
    assert end.result is not None or (await service.get(view.id)).table.winner_side is not None
    return view.id


def expected(record: list[TableAction], game_id: int) -> GameAnalysis:
    engine = game_record(record)
    assert engine is not None
    return SHALLOW(engine, made_by_person(record), seed=game_id)


@pytest.mark.slow
async def test_a_won_game_is_analysed_stored_and_told(database: Path | str) -> None:
    async with service_on(database, clock=FakeClock()) as (service, _):
        analyses = analyses_of(service)
        told = Told()
        analyses.add_observer(told)
        game = await won_game(service)
        await until(lambda: told.ready)
        ((game_id, analysis),) = told.ready
        assert game_id == game
        record = await record_of(service, game)
        assert analysis == expected(record, game)
        stored = await service._store.analyses.get(game)
        assert stored == figures_of(game, analysis)
        assert stored is not None
        assert GameAnalysis.from_json(stored.body) == analysis
        await analyses.close()


async def test_only_a_persons_own_choices_are_judged(database: Path | str) -> None:
    async with service_on(database, clock=FakeClock()) as (service, _):
        game = await won_game(service)
        record = await record_of(service, game)
    marks = made_by_person(record)
    plays = [a for a in record if isinstance(a, Play)]
    engine = game_record(record)
    assert engine is not None
    state = engine.start()
    seats = []
    for play in plays:
        seats.append(state.state.turn)
        state, _ = state.apply(play.action)
    computer_seat = 2
    assert any(s == computer_seat for s in seats)
    for seat, play, mark in zip(seats, plays, marks, strict=True):
        assert mark == (seat != computer_seat and play.by is None)
    # A person's turn the clock played for them is not their choice.
    clocked = [
        Play(a.action, Autoplay.CLOCK) if isinstance(a, Play) and s == 0 else a
        for a, s in zip(record, _seat_of_each(record), strict=True)
    ]
    assert not any(m for m, s in zip(made_by_person(clocked), seats, strict=True) if s == 0)
    assert any(made_by_person(clocked))


def _seat_of_each(record: list[TableAction]) -> list[int | None]:
    """For each table action, the seat that played it (None for those that are not plays)."""
    engine = game_record(record)
    assert engine is not None
    game = engine.start()
    seats: list[int | None] = []
    for action in record:
        if isinstance(action, Play):
            seats.append(game.state.turn)
            game, _ = game.apply(action.action)
        else:
            seats.append(None)
    return seats


@pytest.mark.slow
async def test_an_old_game_is_analysed_when_asked_and_kept(database: Path | str) -> None:
    async with service_on(database, clock=FakeClock()) as (service, _):
        game = await won_game(service)  # no analysis service: as a game from before
        analyses = Analyses(service._store, Replays(service._store), analyser=SHALLOW)
        assert await service._store.analyses.get(game) is None
        analysis = (await analyses.of_game(GUILD, game, 999)).analysis
        assert analysis == expected(await record_of(service, game), game)
        assert await service._store.analyses.get(game) == figures_of(game, analysis)
        again = await asyncio.gather(*(analyses.of_game(GUILD, game, 999) for _ in range(2)))
        assert [a.analysis for a in again] == [analysis, analysis]
        await analyses.close()


@pytest.mark.slow
async def test_a_stale_analysis_is_made_again_and_a_rebuild_makes_them_all(
    database: Path | str,
) -> None:
    async with service_on(database, clock=FakeClock()) as (service, _):
        games = [await won_game(service, computers=2) for _ in range(2)]
        store = service._store
        analyses = Analyses(store, Replays(store), analyser=SHALLOW)
        first = (await analyses.of_game(GUILD, games[0], 999)).analysis
        stale = figures_of(games[0], first)
        body = {**stale.body, "version": VERSION + 1}
        await store.analyses.put(type(stale)(games[0], VERSION + 1, body, stale.seats))
        assert (await analyses.of_game(GUILD, games[0], 999)).analysis == first
        assert (await store.analyses.get(games[0])).version == VERSION  # type: ignore[union-attr]
        await store.analyses.put(type(stale)(games[0], VERSION + 1, body, stale.seats))
        assert await analyses.rebuild() == (2, 2)
        again = await store.analyses.get(games[0])
        assert again is not None
        assert again.version == VERSION
        assert GameAnalysis.from_json(again.body) == first
        await analyses.close()


async def test_a_live_game_one_plays_in_is_refused_and_a_watchers_look_is_not_kept(
    database: Path | str,
) -> None:
    async with service_on(database, clock=FakeClock()) as (service, _):
        view = await service.open_table(GUILD, 10, HOST, "Tashi", TableConfig(2, 0))
        view = await service.join(view.id, DAWA, "Dawa")
        if view.table.status.is_live is False:
            view = await service.start(view.id, HOST)
        view = await service.throw(view.id, view.table.actor.user_id, view.version)  # type: ignore[union-attr]
        analyses = Analyses(service._store, Replays(service._store), analyser=SHALLOW)
        with pytest.raises(InvalidInputError) as refused:
            await analyses.of_game(GUILD, view.id, HOST)
        assert refused.value.code is ServiceRefusal.STILL_YOURS
        assert (await analyses.of_game(GUILD, view.id, 999)).analysis.winner is None
        assert await service._store.analyses.get(view.id) is None, "the game goes on"
        await analyses.close()


@pytest.mark.slow
async def test_games_won_beyond_the_queue_are_left_to_be_analysed_when_asked(
    database: Path | str,
) -> None:
    async with service_on(database, clock=FakeClock()) as (service, _):
        games = [await won_game(service, computers=2) for _ in range(2)]
        store = service._store
        GATE.clear()
        analyses = Analyses(store, Replays(store), analyser=gated, queue=1)
        told = Told()
        analyses.add_observer(told)
        try:
            for game in games:  # as the game service tells them, one after the other
                result = await store.results.get(game)
                view = dataclasses.replace(await service.get(game), result=result)
                analyses.game_changed(view)
            assert analyses.under_way == 1, "the second game waits for nobody"
        finally:
            GATE.set()
        await until(lambda: told.ready)
        assert [game for game, _ in told.ready] == [games[0]]
        assert analyses.under_way == 0
        assert await store.analyses.get(games[1]) is None
        asked = await analyses.of_game(GUILD, games[1], 999)
        assert await store.analyses.get(games[1]) == figures_of(games[1], asked.analysis)
        await analyses.close()


GATE = threading.Event()


def gated(record: GameRecord, made_by_person: Sequence[bool], *, seed: int) -> GameAnalysis:
    """The quick analysis once the test opens the gate (in the service's thread)."""
    assert GATE.wait(30), "the test never opened the gate"
    return SHALLOW(record, made_by_person, seed=seed)
