"""What hard's sampling still gives up: its choices against its own model's best, per decision.

Run from the project's root after installing it: `.venv/bin/python bench/regret.py` (about 3 minutes
on 2 cores; `--players N` for one player count, `--decisions N` per player count, `--reference
R` rollouts after each of the 21 throws for the reference, `--seeds S` searches per position,
`--jobs J` processes, `--keep DIR` keeps the references in DIR and reads them from there while
the model is unchanged, so that a screen after the first takes under a minute and two versions
of the search are compared on the very same decisions). The positions are hard's choices in
bench/ai.py's games of hard against normal (and against two normal), from a base seed of its
own. At each, the best `CANDIDATES` moves by normal's ranking are valued by R rollouts after
each throw, the same seeds for every move: the reference (bot/ai/reference.py). Hard's search
then chooses from the position under S seeds, and the script prints its mean regret (the
reference's best chance less its choice's, in win chance per 1,000 decisions) beside normal's
pick's, how often it picks the reference's best, and the simulated throws it spent.

The reference values a move by the search's own model (its rollout players and the learned
judgement), so the regret is what more or better-spent rollouts could still win, and nothing a
better model would: a change of sampling alone (rollouts per round, halving, stopping early) is
screened here in minutes on a thousand decisions, where bench/ai.py would need thousands of
games to see it. A game has about 27 (2 players) and 29 (3 players) of hard's decisions, so a
regret of 1 per 1,000 decisions costs about 3 points of win rate.
"""

from __future__ import annotations

import argparse
import hashlib
import inspect
import pickle
import random
import statistics
import sys
from collections.abc import Callable, Sequence
from multiprocessing import Pool
from multiprocessing.pool import Pool as WorkerPool
from pathlib import Path
from typing import NamedTuple

from ai import PAIRINGS, play

from bot.ai.hard import (
    THROWS_PER_SEAT,
    TUNED_SIDE_PLAYERS,
    Choice,
    after_each_throw,
    expected,
    ranked,
    rollout,
    rollout_player,
    rollout_throws,
    search,
)
from bot.ai.reference import CANDIDATES, given_up, reference_values
from bot.engine import Level, Move, State

SEED = 20_261_201
"""Base of the games' seeds."""
HARD_NORMAL = (Level.HARD.value, Level.NORMAL.value)
"""The hero and field of the pairings whose games give the positions."""

Searcher = Callable[[State, Sequence[Move], random.Random], Choice]


class Decision(NamedTuple):
    """A position where hard chose, and the reference chance of each candidate."""

    number: int
    """Its place among the run's decisions, which seeds the searches from it."""
    state: State
    moves: tuple[Move, ...]
    reference: dict[Move, float]


class Scores(NamedTuple):
    """A searcher's figures over a set of decisions."""

    losses: list[float]
    """The reference chance each search gave up, in order."""
    throws: list[int]
    """The simulated throws of every search, in order."""

    @property
    def regret(self) -> float:
        """Mean reference chance given up per search."""
        return statistics.fmean(self.losses)

    @property
    def best(self) -> float:
        """Share of the choices that are the reference's best."""
        return sum(lost == 0.0 for lost in self.losses) / len(self.losses)


def positions(players: int, count: int, base: int = SEED) -> list[tuple[State, tuple[Move, ...]]]:
    """The first `count` positions where hard chose among several moves, in bench/ai.py's games
    of hard against normal from `base`, none where a move wins at once (the search plays that
    without rollouts)."""
    (pairing,) = [p for p in PAIRINGS if p.players == players and (p.hero, p.field) == HARD_NORMAL]
    found: list[tuple[State, tuple[Move, ...]]] = []
    game = 0
    while len(found) < count:
        chosen: list[tuple[State, tuple[Move, ...]]] = []
        play(pairing, game, base, chosen)
        for state, moves in chosen:
            side = state.turn % len(state.hand)
            if all(state.after(m).winner != side for m in moves):
                found.append((state, moves))
        game += 1
    return found[:count]


def _reference_job(job: tuple[int, State, tuple[Move, ...], int]) -> Decision:
    number, state, moves, per_throw = job
    values = reference_values(state, moves, per_throw, SEED + number)
    return Decision(number, state, moves, values)


def score(decisions: Sequence[Decision], searcher: Searcher, seeds: int) -> Scores:
    """How `searcher` chose at each decision, searched under `seeds` RNGs."""
    losses, throws = [], []
    for decision in decisions:
        for s in range(seeds):
            rng = random.Random(decision.number * 64 + s)
            choice = searcher(decision.state, decision.moves, rng)
            losses.append(given_up(decision.reference, choice.move))
            throws.append(choice.throws)
    return Scores(losses, throws)


def static_pick(state: State, moves: Sequence[Move], _rng: random.Random) -> Choice:
    """Normal's pick, as a searcher that simulates nothing."""
    return Choice(ranked(state, moves)[0], 0)


def _score_job(job: tuple[list[Decision], int]) -> Scores:
    return score(job[0], search, job[1])


def merged(parts: Sequence[Scores]) -> Scores:
    """The figures of several parts' searches together."""
    return Scores(
        [lost for part in parts for lost in part.losses],
        [thrown for part in parts for thrown in part.throws],
    )


ROOT = Path(__file__).resolve().parents[1]
MODEL_FILES = (
    *("bot/engine", "bot/ai/evaluate.py", "bot/ai/features.py", "bot/ai/learned.py"),
    *("bot/ai/normal.py", "bot/ai/odds.py", "bot/ai/playing.py", "bot/ai/tuned.py"),
    "bot/ai/reference.py",
    *("bot/ai/weights.json", "bot/ai/tuned.json"),
)
"""What the reference's values depend on besides hard.py's rollout functions: the engine, the
rollout players, the learned judgement and the reference itself."""


def model_digest() -> str:
    """A digest of everything the references depend on, and nothing the search's sampling does."""
    digest = hashlib.sha256()
    for name in MODEL_FILES:
        path = ROOT / name
        for file in sorted(path.rglob("*.py")) if path.is_dir() else [path]:
            digest.update(file.read_bytes())
    for part in (rollout, rollout_throws, after_each_throw, expected, rollout_player, ranked):
        digest.update(inspect.getsource(part).encode())
    digest.update(repr((THROWS_PER_SEAT, sorted(TUNED_SIDE_PLAYERS), CANDIDATES)).encode())
    return digest.hexdigest()[:16]


def references(
    pool: WorkerPool, players: int, count: int, per_throw: int, keep: Path | None
) -> list[Decision]:
    """The decisions and their references: read from `keep` when it holds them for the same model
    and sizes, else computed (and written to `keep`, when given)."""
    kept = None
    if keep is not None:
        kept = keep / f"regret-{players}p-{count}-{per_throw}-{model_digest()}.pickle"
        if kept.exists():
            print(f"  (references read from {kept})")
            loaded: list[Decision] = pickle.loads(kept.read_bytes())
            return loaded
    found = positions(players, count)
    jobs = [(number, s, m, per_throw) for number, (s, m) in enumerate(found)]
    decisions = pool.map(_reference_job, jobs, chunksize=4)
    if kept is not None:
        kept.parent.mkdir(parents=True, exist_ok=True)
        kept.write_bytes(pickle.dumps(decisions))
    return decisions


def report(players: int, decisions: list[Decision], searched: Scores, static: Scores) -> None:
    """Print one player count's figures."""
    throws = sorted(searched.throws)
    print(f"{players} players: {len(decisions)} decisions of hard against normal")
    print(
        f"  hard's search: regret {searched.regret * 1e3:.3f} per 1000 decisions,"
        f" the reference's best {searched.best:.1%}"
    )
    print(
        f"  normal's pick: regret {static.regret * 1e3:.3f} per 1000 decisions,"
        f" the reference's best {static.best:.1%}"
    )
    print(
        f"  simulated throws per search: mean {statistics.mean(throws):.0f},"
        f" median {throws[len(throws) // 2]}, p99 {throws[int(0.99 * (len(throws) - 1))]}"
    )
    sys.stdout.flush()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--players", type=int, choices=(2, 3), action="append")
    parser.add_argument("--decisions", type=int, default=300, help="per player count (300)")
    parser.add_argument("--reference", type=int, default=24, help="rollouts per throw (24)")
    parser.add_argument("--seeds", type=int, default=3, help="searches per position (3)")
    parser.add_argument("--jobs", type=int, default=2, help="processes (default 2)")
    parser.add_argument("--keep", type=Path, help="a folder to keep the references in")
    args = parser.parse_args()
    with Pool(args.jobs) as pool:
        for players in args.players or [2, 3]:
            decisions = references(pool, players, args.decisions, args.reference, args.keep)
            parts = [(decisions[j :: args.jobs], args.seeds) for j in range(args.jobs)]
            scored = pool.map(_score_job, parts)
            searched = merged(scored)
            report(players, decisions, searched, score(decisions, static_pick, 1))


if __name__ == "__main__":
    main()
