"""200 `/sho new` in distinct channels within 10 s, while games are being played (people click
at once, as in the issue's measurement; computers at their normal pause)."""

from __future__ import annotations

import asyncio
import time
from dataclasses import dataclass, field

from bot.store import Store
from bot.table.status import GameStatus

from .boards import BoardTracker
from .databases import Location, allow_tables
from .games import SETTLE, open_all, play_all
from .players import Deadline, Pace, People, Results, Seating
from .population import Setup, bot_command, make_fake, sho_bot_env
from .tables import LEVELS, OPEN_TIMEOUT, ShoRules

WARM_UP = 5.0
"""Seconds of play before the first /sho new of the burst (at most)."""


@dataclass
class Burst:
    asked: int = 0
    opened: int = 0
    """Tables whose lobby message showed in their channel."""
    results: Results = field(default_factory=Results)
    """The /sho new interactions (the games' own clicks are in `games`)."""
    games: Results = field(default_factory=Results)
    lobbies_without_message: int = 0
    played: float = 0.0
    """Seconds the games were played around the burst."""
    output: str = ""


async def _open_one(people: People, tracker: BoardTracker, seating: Seating, at: float) -> bool:
    """At time `at`, /sho new in the seating's channel; whether its lobby showed."""
    await asyncio.sleep(max(at - time.monotonic(), 0))
    level = LEVELS[seating.index % len(LEVELS)].value
    await people.slash(
        "sho new", seating.host, seating.channel, players=3, computers=1, level=level
    )
    return await tracker.wait_lobby(seating.channel.id, 0, OPEN_TIMEOUT) is not None


async def lobbies_without_message(db: Location, guild_id: int) -> int:
    store = await Store.open(db)
    try:
        games = await store.games.live_in_guild(guild_id)
    finally:
        await store.close()
    return sum(1 for g in games if g.status is GameStatus.LOBBY and g.board_message_id is None)


async def run_burst(setup: Setup, *, openings: int, spread: float, db: Location) -> Burst:
    """`openings` /sho new spread evenly over `spread` seconds while the setup's games play
    (from a quarter of its seconds, at most WARM_UP, before, until every lobby showed or
    failed)."""
    seconds, seed = setup.seconds, setup.seed
    rules = ShoRules()
    report = Burst(asked=openings)
    population = make_fake(setup, spare=openings)
    fake = population.fake
    tracker = BoardTracker(rules.reader)
    fake.on_message(tracker)
    await allow_tables(db, fake.guild_id)
    async with fake:
        async with fake.subprocess_bot(
            args=bot_command(False), env=sho_bot_env(None, db), ready_timeout=120
        ) as bot:
            await asyncio.sleep(min(SETTLE, seconds / 4))
            players = People(fake, tracker, report.games)
            report.games.recording = False
            boards = await open_all(players, rules, population.seatings)
            report.games.recording = True
            until = Deadline.after(3600.0)
            played_from = time.monotonic()
            playing = asyncio.ensure_future(
                play_all(players, rules, population.seatings, boards, Pace.FLAT, until, seed)
            )
            await asyncio.sleep(min(WARM_UP, seconds / 4))
            openers = People(fake, tracker, report.results)
            start = time.monotonic()
            step = spread / max(openings, 1)
            shown = await asyncio.gather(
                *(
                    _open_one(openers, tracker, s, start + i * step)
                    for i, s in enumerate(population.spare)
                )
            )
            report.opened = sum(shown)
            until.at = time.monotonic()
            report.played = until.at - played_from
            await asyncio.wait({playing}, timeout=45)
            playing.cancel()
            report.output = bot.output
        report.lobbies_without_message = await lobbies_without_message(db, fake.guild_id)
    return report
