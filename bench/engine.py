"""Engine speed: complete random 3-player games from fixed seeds, through the search's fast path,
and the same games played by a flat loop of lists and ints with no API (bench/flat_sho.py).

The fast path is the mutable position the hard player's rollouts and the training's games step
through (bot/engine/scratch.py: `Scratch.moves(dice)` and `make(code)`, changed in place), its
dice drawn as the rollouts draw them: `THROWS[int(rand() * 36)]` with `rand = rng.random` bound
once (bot/engine/dice.py), the stream of `roll(rng)` without a call per throw. The
immutable path (`State.moves` + `State.after`) of the normal player's judgement and the hard
search's first throw is timed too, and the checked public API (`Game.throw` / `Game.choose`)
that the bot's games are played through.

Run from the project's root after installing it: `.venv/bin/python bench/engine.py`.
Prints games per second of the checked API, throws per second of the immutable path, of the
fast path and of the flat loop, `ratio: X` (fast path / flat, the medians of interleaved
rounds; the target is 0.9) and, last, `games/s: N` of the fast path. Every timed game of both
engine paths is checked to have been played identically by the flat loop (same throws, same
final position): otherwise it names the first game that differs and prints no ratio. Times are
the process's CPU time, so other work on a shared machine disturbs them less.
"""

from __future__ import annotations

import random
import statistics
import sys
import time
from collections.abc import Callable
from typing import Any

from flat_sho import Final, play_flat

from bot.engine import Game, State, roll
from bot.engine.dice import THROWS
from bot.engine.scratch import Scratch

PLAYERS = 3
GAMES_PER_ROUND = 300
ROUNDS = 7


def play_fast(rng: random.Random) -> tuple[int, State]:
    """One random game on the fast path (a `Scratch` made in place); its throws and end."""
    position = Scratch.from_state(State.initial(PLAYERS))
    moves_of, make = position.moves, position.make  # bound once, as a loop does
    rand, choice = rng.random, rng.choice
    throws = 0
    while position.winner is None:
        throws += 1
        moves = moves_of(THROWS[int(rand() * 36)])  # roll(rng)
        if moves:
            make(choice(moves))
        else:
            position.make_no_move()
    return throws, position.to_state()


def play_immutable(rng: random.Random) -> tuple[int, State]:
    """One random game on the immutable path (`State.moves` + `after`); its throws and end."""
    state = State.initial(PLAYERS)
    throws = 0
    while state.winner is None:
        dice = roll(rng)
        throws += 1
        moves = state.moves(dice)
        state = state.after(rng.choice(moves)) if moves else state.after_no_move()
    return throws, state


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


def final_of(throws: int, state: State) -> Final:
    """An engine game's result in the flat loop's terms."""
    winner = -1 if state.winner is None else state.winner
    return throws, state.board, state.hand, state.home, state.opened, state.turn, winner


def measure(play: Callable[[random.Random], Any], seed: int) -> tuple[float, float, list[Any]]:
    """Games/s and throws/s of one round from this seed, and each game's result."""
    rng = random.Random(seed)
    start = time.process_time()
    results = [play(rng) for _ in range(GAMES_PER_ROUND)]
    elapsed = time.process_time() - start
    throws = sum(r if isinstance(r, int) else r[0] for r in results)
    return GAMES_PER_ROUND / elapsed, throws / elapsed, results


def first_difference(seed: int, engine: list[tuple[int, State]], flat: list[Final]) -> str | None:
    for game, ((throws, state), theirs) in enumerate(zip(engine, flat, strict=True)):
        ours = final_of(throws, state)
        if ours != theirs:
            return f"seed {seed}, game {game}: engine {ours} != flat loop {theirs}"
    return None


def main() -> None:
    print(f"{PLAYERS}-player random games, {ROUNDS} rounds of {GAMES_PER_ROUND}, one core")
    checked = [measure(play_checked, seed) for seed in range(3)]
    print(f"checked API games/s (median): {statistics.median(g for g, _, _ in checked):,.0f}")
    immutable, fast, flat = [], [], []
    for seed in range(ROUNDS):  # interleaved, so all see the same machine
        immutable.append(measure(play_immutable, seed))
        fast.append(measure(play_fast, seed))
        flat.append(measure(play_flat, seed))
        for path in (immutable, fast):
            difference = first_difference(seed, path[-1][2], flat[-1][2])
            if difference is not None:
                sys.exit(f"the flat loop and the engine played different games: {difference}")
    games = statistics.median(g for g, _, _ in fast)
    throws = statistics.median(t for _, t, _ in fast)
    flat_throws = statistics.median(t for _, t, _ in flat)
    print(f"immutable path throws/s: {statistics.median(t for _, t, _ in immutable):,.0f}")
    print(f"throws/s: {throws:,.0f}")
    print(f"flat loop throws/s: {flat_throws:,.0f}")
    print(f"ratio: {throws / flat_throws:.2f}")
    print(f"games/s: {games:.0f}")


if __name__ == "__main__":
    main()
