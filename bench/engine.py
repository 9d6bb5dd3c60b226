"""Engine speed: complete random 3-player games from fixed seeds, through the search's fast path.

Run from the project's root with nothing installed: `python3 bench/engine.py`.
Prints throws per second and, last, `games/s: N` (the median of several rounds).
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bot.engine import Game, State, roll

PLAYERS = 3
GAMES_PER_ROUND = 300
ROUNDS = 7


def play_fast(rng: random.Random) -> int:
    """One random game on the fast path (moves + after); returns its number of throws."""
    state = State.initial(PLAYERS)
    throws = 0
    while state.winner is None:
        dice = roll(rng)
        throws += 1
        moves = state.moves(dice)
        state = state.after(rng.choice(moves)) if moves else state.after_no_move()
    return throws


def play_checked(rng: random.Random) -> int:
    """One random game through the checked public API (Game.throw / Game.choose)."""
    game = Game(State.initial(PLAYERS))
    throws = 0
    while not game.over:
        game, _ = game.throw(roll(rng))
        throws += 1
        if game.pending is not None:
            game, _ = game.choose(rng.choice(game.pending.moves))
    return throws


def measure(play, seed: int) -> tuple[float, float]:
    rng = random.Random(seed)
    start = time.perf_counter()
    throws = sum(play(rng) for _ in range(GAMES_PER_ROUND))
    elapsed = time.perf_counter() - start
    return GAMES_PER_ROUND / elapsed, throws / elapsed


def main() -> None:
    print(f"{PLAYERS}-player random games, {ROUNDS} rounds of {GAMES_PER_ROUND}, one core")
    checked = [measure(play_checked, seed) for seed in range(3)]
    print(f"checked API games/s (median): {statistics.median(g for g, _ in checked):,.0f}")
    fast = [measure(play_fast, seed) for seed in range(ROUNDS)]
    games = statistics.median(g for g, _ in fast)
    throws = statistics.median(t for _, t in fast)
    print(f"throws/s: {throws:,.0f}")
    print(f"games/s: {games:.0f}")


if __name__ == "__main__":
    main()
