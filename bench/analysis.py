"""The post-game analysis (bot/ai/analysis) measured against issue 38's targets.

Run from the project's root after installing it: `.venv/bin/python bench/analysis.py` (the
issue's sizes: hours of one core; `--luck-games`, `--error-games` and `--speed-games` scale
each part down, `--only luck|error|speed` runs one part, `--levels easy,normal` judges only
those levels' errors, `--report-every N` prints the error part's running figures every N games
of each level, `--seed S` plays other games; Ctrl-C ends the error part's games there and prints
its figures so far). One process: the analysis is measured as
one worker core runs it. Three parts, each game's dice and players seeded from S:

- luck: 3-player games of normal against normal, analysed for luck alone; the mean luck per
  throw (for the side that threw) must have a 95% interval containing zero, and the
  luck-adjusted results (one side per game, rotating) at most 0.7 times the variance of the raw
  results. It prints the share of throws the scale marks very lucky and very unlucky.
- error: 3-player games of easy, of normal and of hard against two normal, the hero's choices
  judged; the mean win chance given up per decision must rank easy > normal > hard with
  95% intervals that do not overlap, and hard's blunders be rare (under 1 in 100 decisions).
  It prints each level's errors, blunders and the labels its games earned (the calibration of
  bot/ai/analysis/scale.py, docs/analysis.md).
- speed: 3-player games of normal against normal with every choice judged; the median CPU
  time per game, scaled to 150 throws, must be at most 10 s.

Each figure is printed on its own line, and a summary of the targets last.
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import Counter
from collections.abc import Callable, Sequence
from typing import NamedTuple

from bot.ai import POLICIES
from bot.ai.analysis import LuckMark, SeatSkill, SkillLabel, analyse
from bot.ai.analysis.scale import BLUNDER, ERROR, VERY_LUCKY, VERY_UNLUCKY
from bot.engine import GameRecord, Level, MoveAction, ThrowAction, roll

SEED = 20_261_205
PLAYERS = 3
LUCK_GAMES, ERROR_GAMES, SPEED_GAMES = 1000, 300, 50
ADJUSTED_VARIANCE = 0.7
"""The most the luck-adjusted results' variance may be, as a share of the raw results'."""
HARD_BLUNDERS = 0.01
"""The most of hard's decisions that may be blunders."""
SPEED_THROWS, SPEED_SECONDS = 150, 10.0
"""A game of this many throws must be analysed in at most this much CPU time."""


class Estimate(NamedTuple):
    """A mean with its 95% normal-approximation interval."""

    mean: float
    low: float
    high: float

    @classmethod
    def of(cls, values: Sequence[float]) -> Estimate:
        mean = statistics.fmean(values)
        half = 1.96 * statistics.stdev(values) / math.sqrt(len(values))
        return cls(mean, mean - half, mean + half)

    @classmethod
    def by_group(cls, groups: Sequence[Sequence[float]]) -> Estimate:
        """The mean of all the values, its interval counting each group (a game's decisions)
        as one draw: values of one game are not independent of each other (a lost position
        makes every choice in it cheap), and treating them as independent narrows the
        interval too much."""
        sizes = [len(group) for group in groups]
        mean = math.fsum(map(math.fsum, groups)) / sum(sizes)
        spread = math.fsum((math.fsum(g) - mean * len(g)) ** 2 for g in groups)
        half = 1.96 * math.sqrt(spread * len(groups) / (len(groups) - 1)) / sum(sizes)
        return cls(mean, mean - half, mean + half)


class Played(NamedTuple):
    """A game's record and, per action, whether the hero's seat made it."""

    record: GameRecord
    by_hero: list[bool]
    hero_side: int


def play(levels: Sequence[Level], hero: int, seed: int) -> Played:
    """A game of `levels` (one per seat, seat 0 first) from `seed`, the hero in seat `hero`."""
    dice = random.Random(seed)
    rngs = [random.Random(seed * 8 + seat) for seat in range(len(levels))]
    game = GameRecord(len(levels)).start()
    actions: list[ThrowAction | MoveAction] = []
    by_hero: list[bool] = []
    while not game.over:
        seat = game.state.turn
        throw = ThrowAction(roll(dice))
        game, _ = game.apply(throw)
        actions.append(throw)
        by_hero.append(seat == hero)
        if game.pending is not None:
            pending = game.pending
            move = POLICIES[levels[seat]](game.state, pending.dice, pending.moves, rngs[seat])
            chosen = MoveAction.of(move.key)
            game, _ = game.apply(chosen)
            actions.append(chosen)
            by_hero.append(seat == hero)
    return Played(GameRecord(len(levels), actions=tuple(actions)), by_hero, hero % PLAYERS)


def progress(part: str, done: int, total: int) -> None:
    if done % max(1, total // 10) == 0 and done < total:
        print(f"  ... {part} {done}/{total}", file=sys.stderr, flush=True)


def luck_part(games: int, seed: int) -> list[tuple[str, bool]]:
    """Normal against normal, luck only: the mean luck per throw and the adjusted variance."""
    lucks: list[float] = []
    raw: list[float] = []
    adjusted: list[float] = []
    marks: Counter[LuckMark | None] = Counter()
    for i in range(games):
        played = play([Level.NORMAL] * PLAYERS, i % PLAYERS, seed + i)
        analysis = analyse(played.record, [False] * len(played.record.actions), seed=seed + i)
        lucks += [t.own for t in analysis.throws]
        marks.update(t.mark for t in analysis.throws)
        side = analysis.sides[played.hero_side]
        raw.append(side.result)
        adjusted.append(side.adjusted)
        progress("luck", i + 1, games)
    mean = Estimate.of(lucks)
    spread = statistics.pvariance(raw)  # 0 only when the hero sides all won or all lost
    ratio = statistics.pvariance(adjusted) / spread if spread else math.inf
    unbiased = mean.low <= 0.0 <= mean.high
    reduced = ratio <= ADJUSTED_VARIANCE
    cuts = statistics.quantiles(lucks, n=200, method="inclusive")
    print(f"luck: {games} games of normal against normal ({PLAYERS} players), {len(lucks)} throws")
    print(
        f"luck: mean per throw {mean.mean:+.5f} (95% CI {mean.low:+.5f} to {mean.high:+.5f});"
        f" contains zero: {'met' if unbiased else 'MISSED'}"
    )
    print(f"luck: raw results' variance {statistics.pvariance(raw):.4f}")
    print(
        f"luck: adjusted results' variance {statistics.pvariance(adjusted):.4f},"
        f" {ratio:.2f}x the raw; at most {ADJUSTED_VARIANCE}x: {'met' if reduced else 'MISSED'}"
    )
    tails = ", ".join(f"{q / 2:g}% {cuts[q - 1]:+.4f}" for q in (2, 5, 10, 190, 195, 198))
    print(f"luck: quantiles of a throw's luck: {tails}")
    for mark, threshold in (
        (LuckMark.VERY_LUCKY, VERY_LUCKY),
        (LuckMark.VERY_UNLUCKY, VERY_UNLUCKY),
    ):
        share = marks[mark] / len(lucks)
        print(f"luck: throws marked {mark.value} (luck {threshold:+}): {share:.2%}")
    sys.stdout.flush()
    return [("luck unbiased", unbiased), ("luck-adjusted variance", reduced)]


class LevelErrors(NamedTuple):
    level: Level
    games: list[list[float]]
    """Per game, what each judged decision of the hero gave up."""
    labels: Counter[SkillLabel]
    """Per game, the label the hero earned."""
    means: list[float]
    """Per game, the hero's mean given up."""

    @property
    def given_up(self) -> list[float]:
        """Per judged decision of the hero, in every game."""
        return [lost for game in self.games for lost in game]

    def line(self) -> str:
        """The decisions, the mean given up and its intervals, by decision and by game."""
        lost = self.given_up
        plain, grouped = Estimate.of(lost), Estimate.by_group(self.games)
        return (
            f"{len(lost)} decisions, given up per decision {plain.mean:.4f}"
            f" (95% CI {plain.low:.4f} to {plain.high:.4f};"
            f" by game {grouped.low:.4f} to {grouped.high:.4f})"
        )

    def add(self, game: JudgedGame) -> None:
        self.games.append(game.given_up)
        if game.seat.label is not None:
            self.labels[game.seat.label] += 1
            self.means.append(game.seat.given_up)


class JudgedGame(NamedTuple):
    """One game's judged decisions of the hero."""

    given_up: list[float]
    seat: SeatSkill


def judge_game(level: Level, i: int, seed: int) -> JudgedGame:
    """Game `i` of the hero at `level` against two normal, its decisions judged."""
    hero = i % PLAYERS
    levels = [level if seat == hero else Level.NORMAL for seat in range(PLAYERS)]
    played = play(levels, hero, seed + i)
    analysis = analyse(played.record, played.by_hero, seed=seed + i)
    return JudgedGame([d.given_up for d in analysis.decisions], analysis.seats[hero])


def error_part(
    games: int, seed: int, levels: Sequence[Level] = tuple(Level), report_every: int = 0
) -> list[tuple[str, bool]]:
    """`levels` (easy, normal and hard) against two normal: the error per decision ranks them
    (judged only when all three are measured). The levels take turns game by game (each game is
    the same as when a level is played alone), so a run stopped early has every level at the
    same size; with `report_every` the running figures are printed every that many games. An
    interrupt (Ctrl-C, SIGINT) ends the games there: the figures are those of the rounds that
    every level finished."""
    print(f"error: {games} games per level against two normal ({PLAYERS} players)")
    found = [LevelErrors(level, [], Counter(), []) for level in levels]
    for i in range(games):
        try:
            judged = [judge_game(errors.level, i, seed) for errors in found]
        except KeyboardInterrupt:
            print(f"error: interrupted: {i} games per level", flush=True)
            break
        for errors, game in zip(found, judged, strict=True):
            errors.add(game)
        progress("error", i + 1, games)
        if report_every and (i + 1) % report_every == 0 and 1 < i + 1 < games:
            for errors in found:
                print(f"error: after {i + 1} games: {errors.level.value}: {errors.line()}")
            sys.stdout.flush()
    if len(found[0].games) < 2:
        return []  # interrupted before two games: no interval to judge by
    estimates, grouped = {}, {}
    for errors in found:
        lost = errors.given_up
        estimates[errors.level] = Estimate.of(lost)
        grouped[errors.level] = Estimate.by_group(errors.games)
        name = errors.level.value
        print(f"error: {name}: {errors.line()}")
        best = sum(x == 0.0 for x in lost) / len(lost)
        wrong = sum(ERROR <= x < BLUNDER for x in lost) / len(lost)
        blunders = sum(x >= BLUNDER for x in lost) / len(lost)
        print(
            f"error: {name}: best {best:.1%}, errors {wrong:.2%}, blunders {blunders:.2%}"
            f" (error >= {ERROR}, blunder >= {BLUNDER})"
        )
        cuts = statistics.quantiles(errors.means, n=10, method="inclusive")
        deciles = ", ".join(f"{cut:.4f}" for cut in cuts)
        print(f"error: {name}: deciles of its games' mean given up: {deciles}")
        labels = ", ".join(f"{label.value} {errors.labels[label]}" for label in SkillLabel)
        print(f"error: {name}: labels of its games: {labels}")
    sys.stdout.flush()
    if set(estimates) != set(Level):
        return []
    easy, normal, hard = (estimates[level] for level in (Level.EASY, Level.NORMAL, Level.HARD))
    ranked = easy.low > normal.high and normal.low > hard.high
    print(f"error: easy > normal > hard, intervals apart: {'met' if ranked else 'MISSED'}")
    easy, normal, hard = (grouped[level] for level in (Level.EASY, Level.NORMAL, Level.HARD))
    apart = easy.low > normal.high and normal.low > hard.high
    print(f"error: easy > normal > hard, intervals by game apart: {'yes' if apart else 'no'}")
    (hard_lost,) = [errors.given_up for errors in found if errors.level is Level.HARD]
    rare = sum(x >= BLUNDER for x in hard_lost) / len(hard_lost) <= HARD_BLUNDERS
    print(f"error: hard's blunders under {HARD_BLUNDERS:.0%}: {'met' if rare else 'MISSED'}")
    sys.stdout.flush()
    return [("error ranks the levels", ranked), ("hard's blunders rare", rare)]


def speed_part(games: int, seed: int) -> list[tuple[str, bool]]:
    """Normal against normal, every choice judged: CPU time per game and per 150 throws."""
    seconds, scaled, throws = [], [], []
    for i in range(games):
        played = play([Level.NORMAL] * PLAYERS, i % PLAYERS, seed + i)
        start = time.process_time()
        analysis = analyse(played.record, [True] * len(played.record.actions), seed=seed + i)
        spent = time.process_time() - start
        seconds.append(spent)
        throws.append(len(analysis.throws))
        scaled.append(spent / len(analysis.throws) * SPEED_THROWS)
        progress("speed", i + 1, games)
    median = statistics.median(scaled)
    within = median <= SPEED_SECONDS
    print(f"speed: {games} games of normal against normal, every choice judged")
    print(f"speed: throws per game, median {statistics.median(throws):.0f}, max {max(throws)}")
    print(
        f"speed: CPU per game, median {statistics.median(seconds):.2f} s, max {max(seconds):.2f} s"
    )
    print(
        f"speed: CPU per {SPEED_THROWS} throws, median {median:.2f} s;"
        f" at most {SPEED_SECONDS:.0f} s: {'met' if within else 'MISSED'}"
    )
    sys.stdout.flush()
    return [("speed", within)]


PARTS: dict[str, Callable[[argparse.Namespace], list[tuple[str, bool]]]] = {
    "luck": lambda args: luck_part(args.luck_games, args.seed),
    "error": lambda args: error_part(
        args.error_games, args.seed + 100_000, args.levels, args.report_every
    ),
    "speed": lambda args: speed_part(args.speed_games, args.seed + 200_000),
}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--luck-games", type=int, default=LUCK_GAMES, help=f"({LUCK_GAMES})")
    parser.add_argument("--error-games", type=int, default=ERROR_GAMES, help=f"({ERROR_GAMES})")
    parser.add_argument("--speed-games", type=int, default=SPEED_GAMES, help=f"({SPEED_GAMES})")
    parser.add_argument("--only", choices=sorted(PARTS), action="append", help="one part")
    parser.add_argument(
        "--levels",
        type=lambda text: tuple(Level(name) for name in text.split(",")),
        default=tuple(Level),
        help="the error part's levels, as easy,normal (all three by default)",
    )
    parser.add_argument("--seed", type=int, default=SEED, help=f"base seed ({SEED})")
    parser.add_argument(
        "--report-every",
        type=int,
        default=0,
        help="print the error part's running figures every N games per level (never)",
    )
    args = parser.parse_args()
    results = []
    for name in args.only or list(PARTS):
        started = time.perf_counter()
        results += PARTS[name](args)
        print(f"{name}: {time.perf_counter() - started:.0f} s")
    met = [name for name, ok in results if ok]
    missed = [name for name, ok in results if not ok]
    print(
        f"targets met: {len(met)}/{len(results)}"
        + (f"; missed: {', '.join(missed)}" if missed else "")
    )


if __name__ == "__main__":
    main()
