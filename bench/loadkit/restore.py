"""A restart with many live games: SIGKILL the bot, start it again, and measure the catch-up
while the people of a sample of the games play on at human pace."""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field

from .boards import Board, BoardTracker
from .databases import Location, allow_tables
from .players import Deadline, Pace, People, Results
from .population import Setup, bot_command, make_fake, sho_bot_env
from .saved import SavedGame, write_games
from .tables import ShoRules
from .traffic import NOT_INTERACTION, Traffic

SAMPLED = 100
"""Games whose people come back at once and play on during the catch-up."""
FIRST_RUN = 5.0
"""Seconds the bot runs (catching up) before it is killed (at most: a quarter of the run)."""
QUIET = 10.0
"""The catch-up is over once games nobody plays have had no REST call for this long."""
ANSWER_TIMEOUT = 60.0


@dataclass
class Restore:
    games: int = 0
    sampled: int = 0
    results: Results = field(default_factory=Results)
    traffic: Traffic = field(default_factory=Traffic)
    answered: list[float] = field(default_factory=list)
    """Seconds from the start of the process until each sampled board answered a click."""
    unanswered_boards: int = 0
    catch_up: float | None = None
    """Seconds from the start until the last REST call for a game nobody played (None: it
    went on to the end of the run)."""
    started: float = 0.0
    output: str = ""


async def _first_answer(
    people: People, tracker: BoardTracker, saved: SavedGame, rules: ShoRules, since: float
) -> float | None:
    """Click the sampled board until the bot acknowledges; seconds since `since`."""
    deadline = since + ANSWER_TIMEOUT
    rng = random.Random(saved.game)
    while time.monotonic() < deadline:
        board = tracker.of(saved.seating.channel.id).board
        click = rules.next_click(board, saved.seating, rng) if board else None
        if board is None or click is None:
            await asyncio.sleep(0.1)
            continue
        done = await people.click(board.message, click)
        if done is not None and done.interaction.acked_at is not None:
            return done.interaction.acked_at - since
    return None


async def run_restore(setup: Setup, db: Location) -> Restore:
    """The setup's games written to the database, the bot started, killed and started again."""
    seconds, seed = setup.seconds, setup.seed
    rules = ShoRules()
    population = make_fake(setup)
    fake = population.fake
    report = Restore()
    tracker = BoardTracker(rules.reader)
    fake.on_message(tracker)
    report.traffic.watch(fake)
    saved = await write_games(db, population, seed)
    await allow_tables(db, fake.guild_id)
    report.games = len(saved)
    sampled = [g for g in saved if g.person_to_play][:SAMPLED]
    report.sampled = len(sampled)
    env = sho_bot_env(None, db)
    async with fake:
        async with fake.subprocess_bot(args=bot_command(False), env=env) as first:
            await asyncio.sleep(min(FIRST_RUN, seconds / 4))
            await first.kill()
        report.traffic.start()
        report.started = time.monotonic()
        async with fake.subprocess_bot(args=bot_command(False), env=env, ready_timeout=120) as bot:
            people = People(fake, tracker, report.results)
            answers = await asyncio.gather(
                *(_first_answer(people, tracker, g, rules, report.started) for g in sampled)
            )
            report.answered = [a for a in answers if a is not None]
            report.unanswered_boards = len(answers) - len(report.answered)
            until = Deadline(report.started + seconds)
            playing = asyncio.ensure_future(_play(people, rules, sampled, until, seed, tracker))
            nobody = {g.seating.channel.id for g in saved} - {g.seating.channel.id for g in sampled}
            while not until.passed:
                await asyncio.sleep(1.0)
                last = report.traffic.last_at(nobody)
                if last is not None and time.monotonic() - last >= QUIET:
                    report.catch_up = last - report.started
                    until.at = time.monotonic()
            report.traffic.stop()
            await asyncio.wait({playing}, timeout=45)
            playing.cancel()
            report.output = bot.output
    return report


async def _play(
    people: People,
    rules: ShoRules,
    sampled: list[SavedGame],
    until: Deadline,
    seed: int,
    tracker: BoardTracker,
) -> None:
    boards: list[Board | None] = [tracker.of(g.seating.channel.id).board for g in sampled]
    await asyncio.gather(
        *(
            people.play(rules, g.seating, Pace.HUMAN, until, random.Random(seed + i), board)
            for i, (g, board) in enumerate(zip(sampled, boards, strict=True))
        )
    )


def catch_up_calls(report: Restore) -> list[float]:
    """Times of the non-interaction REST calls of the catch-up window."""
    end = report.started + (report.catch_up if report.catch_up is not None else 1e9)
    return [t for t in report.traffic.times(*NOT_INTERACTION) if t <= end]
