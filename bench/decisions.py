"""CPU time of the hard player's decisions on fixed positions, for comparing two versions of it.

Run from the project's root after installing it: `.venv/bin/python bench/decisions.py` (about a
minute). The positions are the choices of random games (2, 3 and 4 players, each preset), the
same in every run and every version, and each decision's RNG is seeded; it prints the median,
p99 and total of the process's CPU time per decision, which other work on a shared machine
disturbs less than the wall-clock times of bench/ai.py, and a digest of the moves chosen, so
two versions can be seen to choose alike.
"""

from __future__ import annotations

import argparse
import hashlib
import math
import random
import statistics
import time

from bot.ai.hard import search
from bot.engine import Move, Preset, State, ThrowKind, roll


def decisions(per_game: int) -> list[tuple[State, tuple[Move, ...]]]:
    """Positions where the throw leaves the seat a choice, from fixed random games."""
    found = []
    for players in (2, 3, 4):
        for preset in Preset:
            rng = random.Random(f"decisions {players} {preset.value}")
            state, taken = State.initial(players, preset.options), 0
            while taken < per_game:
                if state.winner is not None:
                    state = State.initial(players, preset.options)
                throw = state.resolve(roll(rng))
                if throw.kind is ThrowKind.CHOICE and rng.random() < 0.2:
                    found.append((state, throw.moves))
                    taken += 1
                state = rng.choice(state.successors(throw.dice))
    return found


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--per-game", type=int, default=40, help="decisions per game (40)")
    args = parser.parse_args()
    positions = decisions(args.per_game)
    times, digest = [], hashlib.sha256()
    for i, (state, moves) in enumerate(positions):
        start = time.process_time()
        choice = search(state, moves, random.Random(i))
        times.append(time.process_time() - start)
        digest.update(repr((choice.move.key, choice.throws)).encode())
    ordered = sorted(times)
    p99 = ordered[min(len(ordered) - 1, math.ceil(0.99 * len(ordered)) - 1)]
    print(f"hard decisions: {len(times)}, CPU per decision")
    print(f"median: {statistics.median(ordered) * 1e3:.2f} ms")
    print(f"p99: {p99 * 1e3:.2f} ms")
    print(f"total: {sum(times):.2f} s")
    print(f"choices digest: {digest.hexdigest()[:16]}")


if __name__ == "__main__":
    main()
