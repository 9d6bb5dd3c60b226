"""The two game workloads, human pace and flat out, against the Sho bot or the floor."""

from __future__ import annotations

import asyncio
import os
import random
import time
from dataclasses import dataclass, field

from .boards import Board, BoardTracker
from .databases import Location, allow_tables
from .players import STUCK_AFTER, Deadline, Pace, People, Results, Rules, Seating
from .population import Population, Setup, bot_command, make_fake, sho_bot_env
from .proc import Usage
from .tables import FloorRules, ShoRules
from .traffic import Traffic

OPENING_AT_ONCE = 4
"""Games opened at the same time before the measured window (opening is measured elsewhere)."""
SETTLE = 1.0
"""Seconds after the bot is ready before anyone clicks, at most a quarter of the run (it is
still reading the guild)."""
DRAIN = 5.0
"""Seconds beyond a stuck game's wait that the people still wait for answers at the end."""


@dataclass
class Run:
    """What one run of a workload against one bot measured."""

    bot: str
    results: Results = field(default_factory=Results)
    traffic: Traffic = field(default_factory=Traffic)
    seconds: float = 0.0
    live_games: int = 0
    ready: Usage | None = None
    opened: Usage | None = None
    start: Usage | None = None
    end: Usage | None = None
    harness_cpu: float = 0.0
    """CPU seconds the fake and the people used in the window (if near `seconds`, they were
    the bottleneck, not the bot)."""
    output: str = ""


async def open_all(people: People, rules: Rules, seatings: list[Seating]) -> dict[int, Board]:
    """Open every seating's game, a few at a time; the first board of each that opened."""
    gate = asyncio.Semaphore(OPENING_AT_ONCE)
    boards: dict[int, Board] = {}

    async def one(seating: Seating) -> None:
        async with gate:
            board = await rules.open(people, seating)
        if board is not None:
            boards[seating.index] = board

    await asyncio.gather(*(one(s) for s in seatings))
    return boards


async def play_all(
    people: People,
    rules: Rules,
    seatings: list[Seating],
    boards: dict[int, Board],
    pace: Pace,
    until: Deadline,
    seed: int,
) -> None:
    await asyncio.gather(
        *(
            people.play(rules, s, pace, until, random.Random(seed + s.index), boards[s.index])
            for s in seatings
            if s.index in boards
        )
    )


async def run_games(setup: Setup, *, floor: bool, pace: Pace, db: Location) -> Run:
    """Open the setup's games against the bot (or the floor), then play them for its seconds."""
    seconds, seed = setup.seconds, setup.seed
    rules: Rules = FloorRules() if floor else ShoRules()
    run = Run("floor" if floor else "sho")
    population: Population = make_fake(setup)
    fake = population.fake
    tracker = BoardTracker(rules.reader)
    fake.on_message(tracker)
    run.traffic.watch(fake)
    delay = 0.0 if pace is Pace.FLAT else None
    if not floor:
        await allow_tables(db, fake.guild_id)
    async with (
        fake,
        fake.subprocess_bot(
            args=bot_command(floor), env=sho_bot_env(delay, db), ready_timeout=120
        ) as bot,
    ):
        await asyncio.sleep(min(SETTLE, seconds / 4))
        run.ready = Usage.of(bot.pid)
        people = People(fake, tracker, run.results)
        run.results.recording = False
        boards = await open_all(people, rules, population.seatings)
        run.live_games = len(boards)
        run.opened = Usage.of(bot.pid)
        run.results.recording = True
        run.traffic.start()
        harness = Usage.of(os.getpid())
        run.start = Usage.of(bot.pid)
        started = time.monotonic()
        until = Deadline(started + seconds)
        playing = asyncio.ensure_future(
            play_all(people, rules, population.seatings, boards, pace, until, seed)
        )
        await asyncio.sleep(seconds)
        run.seconds = time.monotonic() - started
        run.end = Usage.of(bot.pid)
        run.harness_cpu = Usage.of(os.getpid()).cpu - harness.cpu
        run.traffic.stop()
        # Clicks made before the end are still timed; no new ones are made.
        await asyncio.wait({playing}, timeout=STUCK_AFTER + DRAIN)
        playing.cancel()
        run.results.recording = False
        run.output = bot.output
    return run
