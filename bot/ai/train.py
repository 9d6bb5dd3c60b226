"""Learn the weights of the learned judgement from our own engine's games: normal's, then hard's.

`python -m bot.ai.train` fits the weights in three steps, each by Newton's method on the
cross-entropy of who won (bot/ai/fit.py), every game under random table options (the presets
among them):

1. for 2 sides, to 8,000 games of normal against itself, 2 and 4 players in turn (a quarter of
   their positions, drawn at random): the positions where hard's rollouts stop come from
   normal's play, and normal plays on from them;
2. for 3 sides, to 8,000 3-player games of normal against itself, the same way;
3. for 3 sides again, two rounds of policy iteration (`--hard-rounds`): every position of 800
   3-player games of hard against two normal, hard searching by the weights of the step or
   round before, each round from its own seed (`--seed` + round). Where a 3-player rollout
   stops, hard's side plays on as hard, which a judgement of normal's games does not know, and
   a round's weights make a stronger hard, whose games the next round learns from.

`--self-play-games N` adds a fourth step, off by default: the weights for 2 sides refitted to
every position of N 2-player games of hard against itself, searching by step 1's weights (seeded
`--seed` + 15). The features carry no seat identity, so a judgement fitted to games of two
different players learns a blend of their strengths, and one fitted to games where both sides
play as hard judges a position as hard plays on from it.

Everything follows from `--seed`: the same command writes the same weights, and `--jobs` only
shares hard's games between processes.

`--rounds N` first runs N rounds of the self-play the five features of the worth were learned
by: the weights play games against themselves (every seat picks the move after which its side's
chances are best), 2, 3 and 4 players in turn, and every position gets its lambda-return as
target (the chances of the positions that follow it, and at the end who won). Its weights only
start the refits, which converge to the same weights from any start, so it is off by default.
With the five, the refit to normal's games judged them better (cross-entropy 0.9189 against
0.9367 on 6,000 other games of normal against itself).

With the twelve features of bot/ai/features.py, the refits judge hard's own games better than
the five (0.901 against 0.934 on 210 held-out games of hard against two normal), and hard
searching by them won more. With 2 players, on bench/ai.py's seeds, 233 of 300 games against
normal (206 with the five) and 177 of 300 against the old hard (169); with 4 players, 150 of 200
(139 to 154 before). With 3 players against two normal, one round of step 3 won 215 of 400 on
bench/ai.py's seeds (207 with the five) and 312 of 600 on `--seed 777000` and `888000` (297),
and the two rounds shipped won 225 of the 400 (56.2%, 95% interval 51.4-61.0%) and 328 of the
600; on `--seed 999000` one round won 158 of 300 and two rounds 166 (all 1,300 games: 685 and
719). Weights fitted to normal's games alone (step 2) won 147 of the 300 of `--seed 888000`
(where the five won 155), so the refits to hard's games make the 3-player gain; fitted as one
round of step 3 under the table rules only, to 750 games, they won 324 of the 600. The same
refit for 2 sides, to 800 2-player games of hard against normal after step 1, won less: 223 of
300 against normal, where step 1's weights win 233, so 2 sides keep step 1's weights. Fitting 2
sides to 2-player games alone changes nothing: the fitted weights are the same to 1e-14, as a
game of partners (sides sharing their coins, seats alternating by side) is a 2-player game with
its sides relabelled.

With `--self-play-games 400` the fourth step judges 50 held-out games of hard against itself
better than step 1's weights (cross-entropy 0.614 against 0.627, fitted to the other 350), but
hard searching by it plays no better: on bench/ai.py's seeds it won 180 of 300 2-player games
against the old hard (step 1's weights 177), 239 of 300 against normal (233) and 146 of 200
4-player games (150), and on `--seed 1` 174 of 300 against the old hard (186): over those 1,400
games 7 fewer, within the noise either way, so it is off. Its 400 games took 38 minutes on 2
cores of a machine that runs plain Python a third as fast as the development machine. The
shipped weights won 185 of 300 against the old hard on `--seed 2` and 186 on `--seed 3`: with
the bench's seeds and `--seed 1`, 734 of 1,200 (61.2%, 95% interval 58.4-63.9%).

The shipped `bot/ai/weights.json` is `python -m bot.ai.train` with the defaults. On the development
machine's 2 cores one round of hard's 800 games took about 16 minutes (`--jobs 2`) and the whole
run with one round 23 minutes, so with two rounds about 40 minutes; on a machine that runs plain
Python a third as fast, one round took 46 minutes.
"""

from __future__ import annotations

import argparse
import json
import random
import time
from collections.abc import Sequence
from multiprocessing import Pool
from pathlib import Path

from bot.ai.features import NAMES, side_features
from bot.ai.fit import Sample, newton
from bot.ai.hard import search
from bot.ai.learned import WEIGHTS_FILE, Model, chances_with, side_scores, softmax
from bot.ai.normal import normal, normal_pick
from bot.ai.playing import PickCode, throw_on
from bot.engine import Dice, OpeningRule, Options, ParaRule, Preset, State, roll, sides_for
from bot.engine.scratch import Scratch
from bot.engine.scratch_generate import Code

START = (0.25, 0.1, 0.0, 0.0, 0.0) + (0.0,) * (len(NAMES) - 5)
"""Where learning starts: about what a fit of the worth alone to the outcomes of normal's games
gives."""

SELF_PLAY_GAMES = 0
"""2-player games of hard against itself that the 2 sides' weights are refitted to (none: the
refit played no better, see above)."""
SELF_PLAY_SEED_OFFSET = 15
"""Hard's games against itself are seeded `--seed` + 15, apart from the rounds of policy
iteration's seeds (`--seed` + round)."""

Game = tuple[list[list[list[float]]], int]
"""The features of every position of a game, and the side that won."""


def random_options(rng: random.Random) -> Options:
    """A preset half of the time, else every option drawn on its own."""
    if rng.random() < 0.5:
        return rng.choice(list(Preset)).options
    a, b, c, d, e = (rng.random() < 0.5 for _ in range(5))
    return Options(a, b, c, d, e, rng.choice(list(ParaRule)), rng.choice(list(OpeningRule)))


def greedy(model: Model, position: Scratch, codes: Sequence[Code], side: int) -> Code:
    """The move after which `model` gives `side` the best chance."""
    return max(codes, key=lambda code: chances_with(model, position.after(code))[side])


def greedy_of(model: Model) -> PickCode:
    """The greedy player of `model`, for the seat to play."""

    def pick(position: Scratch, _dice: Dice, codes: Sequence[Code]) -> Code:
        return greedy(model, position, codes, position.side_of[position.turn])

    return pick


def hero_against_normal(model: Model, hero: int) -> PickCode:
    """The greedy player of `model` in seat `hero`, normal in the other."""

    def pick(position: Scratch, dice: Dice, codes: Sequence[Code]) -> Code:
        if position.turn == hero:
            return greedy(model, position, codes, hero)
        return normal_pick(position, dice, codes)

    return pick


def play_game(
    players: int, options: Options, rng: random.Random, pick: PickCode, keep: float = 1.0
) -> Game:
    """One game with `pick` playing every seat (in place on the search's position): the features
    of every position (or of a `keep` share of them, drawn at random), and who won."""
    position = Scratch.from_state(State.initial(players, options, rng.randrange(players)))
    seen: list[list[list[float]]] = []
    while position.winner is None:
        if keep >= 1.0 or rng.random() < keep:
            seen.append(side_features(position))
        throw_on(position, roll(rng), pick)
    return seen, position.winner


def self_play(model: Model, players: int, options: Options, rng: random.Random) -> Game:
    """One game of the greedy player against itself."""
    return play_game(players, options, rng, greedy_of(model))


def won_by(winner: int, sides: int) -> list[float]:
    """Each side's outcome of a game: 1 for the side that won, 0 for the others."""
    return [1.0 if side == winner else 0.0 for side in range(sides)]


def refit(model: Model, sides: int, played: Sequence[Game], games: str) -> Model:
    """`model` with the weights for `sides` sides fitted to who won the `played` games (named by
    `games` in what it prints)."""
    samples = [(rows, won_by(winner, sides)) for seen, winner in played for rows in seen]
    weights, loss = newton(samples, model.weights[sides], steps=6)
    print(f"{sides} sides refitted to {games}: loss {loss:.4f}", flush=True)
    return Model(model.weights | {sides: tuple(weights)})


def returns(game: Game, weights: Sequence[float], lam: float) -> list[Sample]:
    """Every position of a game with its lambda-return under `weights`."""
    seen, winner = game
    target = won_by(winner, len(seen[0]))
    samples: list[Sample] = []
    for rows in reversed(seen):
        samples.append((rows, target))
        chances = softmax(side_scores(rows, tuple(weights)))
        target = [(1.0 - lam) * c + lam * t for c, t in zip(chances, target, strict=True)]
    return samples


def against_normal(model: Model, games: int) -> float:
    """The 1-ply greedy player's win rate against normal in fixed 2-player games."""
    wins = 0
    for i in range(games):
        rng = random.Random(7_000 + i)
        position = Scratch.from_state(State.initial(2))
        hero = i % 2
        while position.winner is None:
            throw_on(position, roll(rng), hero_against_normal(model, hero))
        wins += position.winner == hero
    return wins / games


def refit_to_normal(model: Model, sides: int, games: int, seed: int, keep: float = 0.25) -> Model:
    """`model` with the weights for `sides` sides fitted to who won `games` of normal's games
    (3 sides: 3 players; 2 sides: 2 and 4 players in turn), under random table options."""
    rng = random.Random(seed)
    counts = [players for players in (2, 3, 4) if sides_for(players) == sides]
    played = [
        play_game(counts[game % len(counts)], random_options(rng), rng, normal_pick, keep)
        for game in range(games)
    ]
    return refit(model, sides, played, f"{games} games of normal")


def hard_game(job: tuple[Model, int, int, int, bool]) -> Game:
    """Game `index` at a table of `players` of hard's side, searching by `model`, against normal
    (hard's side rotates with `index`), or against hard itself when `self_play`, under random
    table options from `seed`: the features of every position, and who won."""
    model, players, seed, index, self_play = job
    sides = sides_for(players)
    rng = random.Random(seed << 32 | index)
    hero = index % sides
    search_rng = random.Random(rng.getrandbits(64))
    state = State.initial(players, random_options(rng), rng.randrange(players))
    seen: list[list[list[float]]] = []
    while state.winner is None:
        seen.append(side_features(state))
        dice = roll(rng)
        moves = state.moves(dice)
        if not moves:
            state = state.after_no_move()
        elif len(moves) == 1:
            state = state.after(moves[0])
        elif self_play or state.turn % sides == hero:
            state = state.after(search(state, moves, search_rng, model=model).move)
        else:
            state = state.after(normal(state, dice, moves, rng))
    return seen, state.winner


def refit_to_hard(
    model: Model, players: int, games: int, seed: int, jobs: int = 1, self_play: bool = False
) -> Model:
    """`model` with the weights for the sides of `players` fitted to who won `games` games at
    that table of hard's side, searching by `model`, against normal, or against itself when
    `self_play` (the same games for any number of `jobs`)."""
    work = [(model, players, seed, index, self_play) for index in range(games)]
    if jobs > 1:
        with Pool(jobs) as pool:
            played = pool.map(hard_game, work, chunksize=8)
    else:
        played = [hard_game(job) for job in work]
    against = "itself" if self_play else "normal"
    games_of = f"{games} {players}-player games of hard against {against}"
    return refit(model, sides_for(players), played, games_of)


def policy_iteration(
    model: Model, players: int, games: int, rounds: int, seed: int, jobs: int = 1
) -> Model:
    """`model` after `rounds` refits to hard's games at a table of `players`, each round's games
    searched by the weights of the round before (round r seeded by `seed` + r)."""
    for done in range(rounds):
        model = refit_to_hard(model, players, games, seed + done, jobs)
    return model


def train(rounds: int, games: int, seed: int, lam: float, check: int) -> Model:
    """Weights for 2 and 3 sides after `rounds` rounds of `games` self-play games from `seed`."""
    rng = random.Random(seed)
    model = Model({2: START, 3: START})
    started = time.perf_counter()
    for done in range(1, rounds + 1):
        played: dict[int, list[Game]] = {2: [], 3: []}
        for game in range(games):
            players = (2, 3, 4)[game % 3]
            played[sides_for(players)].append(self_play(model, players, random_options(rng), rng))
        fitted: dict[int, tuple[float, ...]] = {}
        losses = []
        for sides, weights in sorted(model.weights.items()):
            samples = [s for g in played[sides] for s in returns(g, weights, lam)]
            new, loss = newton(samples, weights)
            fitted[sides] = tuple(new)
            losses.append(f"{sides} sides {loss:.4f}")
        model = Model(fitted)
        line = f"round {done}: {time.perf_counter() - started:.0f} s, loss " + ", ".join(losses)
        if check:
            line += f"; 1-ply vs normal {against_normal(model, check):.1%}"
        print(line, flush=True)
    return model


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=0, help="rounds of self-play TD(lambda)")
    parser.add_argument("--games", type=int, default=1_500, help="self-play games per round")
    parser.add_argument("--seed", type=int, default=16)
    parser.add_argument("--lam", type=float, default=0.7, help="lambda of the returns")
    parser.add_argument("--check", type=int, default=200, help="games against normal per round")
    parser.add_argument(
        "--normal-games", type=int, default=8_000, help="games of normal per number of sides"
    )
    parser.add_argument(
        "--hard-games", type=int, default=800, help="games of hard per refit of the 3 sides"
    )
    parser.add_argument(
        "--hard-rounds", type=int, default=2, help="refits of the 3 sides to hard's games"
    )
    parser.add_argument(
        "--self-play-games",
        type=int,
        default=SELF_PLAY_GAMES,
        help="2-player games of hard against itself for the refit of the 2 sides",
    )
    parser.add_argument("--jobs", type=int, default=2, help="processes for hard's games")
    parser.add_argument("--out", type=Path, default=WEIGHTS_FILE)
    args = parser.parse_args(argv)
    started = time.perf_counter()
    model = train(args.rounds, args.games, args.seed, args.lam, args.check)
    if args.normal_games:
        for sides in (2, 3):
            model = refit_to_normal(model, sides, args.normal_games, args.seed)
    if args.hard_games:
        model = policy_iteration(model, 3, args.hard_games, args.hard_rounds, args.seed, args.jobs)
    if args.self_play_games:
        seed = args.seed + SELF_PLAY_SEED_OFFSET
        model = refit_to_hard(model, 2, args.self_play_games, seed, args.jobs, self_play=True)
    raw = model.to_json() | {
        "rounds": args.rounds,
        "games": args.games,
        "normal_games": args.normal_games,
        "hard_games": args.hard_games,
        "hard_rounds": args.hard_rounds,
        "seed": args.seed,
    }
    if args.self_play_games:
        raw["self_play_games"] = args.self_play_games
    args.out.write_text(json.dumps(raw, indent=1) + "\n", encoding="utf-8")
    for sides, weights in sorted(model.weights.items()):
        named = ", ".join(f"{name} {w:+.4f}" for name, w in zip(NAMES, weights, strict=True))
        print(f"{sides} sides: {named}")
    print(f"trained in {time.perf_counter() - started:.0f} s")


if __name__ == "__main__":
    main()
