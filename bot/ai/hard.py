"""The hard computer player: the next throw searched exactly, rollouts after it, judged as learned.

Each of the statically best candidate moves is followed by every one of the 21 distinct throws
of two dice, weighted by its exact odds (1/36 or 2/36): the seat's own extra throw when the
move earns one, else the next seat's throw (a pa ra that is kept or rethrown leaves the same
seat to throw on, as the engine plays it). After each throw, rollouts of two throws per seat.
In the throws simulated, every other side plays the normal player's moves (the best model of a
normal opponent), and with 3 or 4 players the seat's own side plays the greedy player of the
tuned weights (bot/ai/tuned.py), a stronger model of its own later play; common random numbers
(the same dice streams after the same throw, for every candidate) keep the noise of the dice
out of the comparison, and sequential halving gives most rollouts to the candidates that are
hardest to tell apart (with 3 players the search stops once one leads clearly). Where a rollout
stops, the learned judgement (bot/ai/learned.py) gives the seat's side its chance of winning,
and the move with the best expected chance is played. The budget counts simulated throws, never
time, so a choice depends only on the position and the RNG. The simulated throws are made in
place on the engine's mutable position for search (bot/engine/scratch.py), which plays every
rule exactly as `State` does.

What still limits it is the model, not the sampling: bench/regret.py values the candidates of
300 of its decisions by 24 rollouts after each throw, with the same players and judgement, and
with the twelve features of the learned judgement (bot/ai/features.py, weights for 3 sides
refitted to hard's own games in two rounds by bot/ai/train.py) its choices give up 0.77 (2
players) and 1.46 (3 players) of win chance per 1,000 decisions against that reference's best,
where normal's pick gives up 6.9 and 18.0. More rollouts per round do not lower it: with 2
players (2, 2, 3), (1, 3, 4) and (1, 2, 5), with the budget raised to 2,600 throws for them,
gave 0.90, 0.82 and 0.70 on the same decisions, and with 3 players (1, 1, 2) gave 1.47, all
within the 0.1 that the search's own seeds move it: what is left is mostly the noise of the
reference's best. The judgement won 233 of 300 2-player games against normal where the first
five features won 206, and 225 of 400 3-player games against two normal where they won 207.

A judgement that predicts better is not a stronger player on its own: a small network for 2
sides, in place of the linear weights (8 tanh units over both sides' twelve features, fitted by
Adam to who won 20,000 2-player games of normal under random table options), judged 4,000
held-out games at a cross-entropy of 0.508 where the weights are at 0.538 (0.525 against 0.552
on table-rule games), but against the old hard it won 190, 181, 189 and 181 of 300 on
bench/ai.py's seeds and `--seed 1` to `3`, where the weights win 177, 186, 185 and 186: 741 of
1,200 against 734, within the noise, for about 2 ms more per decision, so it was not shipped
(the rule set before its last two seed sets ran asked for 750). (`--seed 3` plays 298 of
`--seed 1`'s 300 games again, as bench/ai.py explains, so such totals count them twice.)

Nor are longer rollouts where the race is short: with 12-throw rollouts once the race left to
both sides is 8 laps or less (the last fifth of 2-player decisions), the search's valuation of
the 60 such of bench/regret.py's decisions gave up 1.8 of win chance per 1,000 against playing
each candidate out to the end (the rollout players, 32 rollouts after each throw), where
4-throw rollouts and the judgement give up 17.8; but against the old hard it won 192, 180, 182
and 181 of 300 on bench/ai.py's seeds, `--seed 1`, `--seed 2` and `--seed 500000`, where the
shipped search wins 177, 186, 185 and 181 (735 of 1,200 against 729), for the same median time
(not on main). Playing on to the end is a model of normal's games, not of these.

Nor is searching the reply to each candidate: with 2 players, the seat to throw after it taking
each of its two best moves by normal after each of the 21 throws, each followed by the same
rollouts, and the throw valued by the worst of them for the searching side (the best where the
seat is its own, with an extra throw), won 363 of 600 games against the old hard from `--seed
600000` where the shipped search won 356, for 1.43 times the median time in the same run; on
the 1,200 games of `--seed 3000000` it won 741 where the shipped search won 745 (with the luck
of the dice taken out, bench/luck.py: 60.9% against 61.6%, a paired difference of -0.7 points,
95% CI -3.3 to +1.9), for 1.7 times the median time.

Nor is more killing: where the old hard could kill, it kills in 72% of its decisions, normal's
pick in 85% and hard in 56% (178 such decisions of hard against the old hard), but a bonus of
0.02 of win chance for a kill in the search's comparisons (5 of 45 of bench/regret.py's
2-player decisions with a kill chose otherwise) won 732 of the 1,200 games of `--seed 3000000`
where the shipped search won 745: luck taken out 61.8% against 61.6%, a paired difference of
+0.2 points (95% CI -1.4 to +1.8).

Nor is a judgement that counts the race in stacks: Sho's race is one stack moved a throw, so
the spots the stacks still have to go (a coin in hand a whole lap), per side, per the race left
and per its square root, added to the twelve features and fitted for 2 sides to 20,000 table
games of normal against itself, judged 4,000 held-out ones at a cross-entropy of 0.532 where
the twelve refitted are at 0.552; but hard searching by it won 493 of the first 924 games of
`--seed 3000000` where the shipped search won 558 (luck taken out, -8.5 points, 95% CI -11.9 to
-5.1). A judgement that predicts normal's games better can play much worse: what it must judge
well is how the leaves of one candidate's rollouts differ from another's.

Nor is more sampling, or leaves judged in the same phase, on the games of `--seed 3000000`
(luck taken out, paired with the shipped search on the same games). Twice the 2-player rollouts,
(2, 4, 6) within twice the budget, read -1.5 points (95% CI -5.0 to +2.0) when stopped at 656
games, for twice the simulated throws: the search's own sampling is not what limits it.
Rollouts counted in turns rather than throws, each stopping where the searching seat is about
to throw for the second time after the candidate (so that the extra throws of kills and stacks
do not leave one candidate's leaves with the other side to throw), changed 13% of 300 decisions
and won 736 of the 1,200 games where the shipped search won 745: -0.9 points (95% CI -3.6 to
+1.8), for 1.36 times the median time on those 300 decisions. Nor is a less predictable model of
the opponent: with the opponent of the 2-player rollouts playing normal's second-best move a
quarter of the time (the old hard takes normal's pick in 67% of its decisions), so that the
search does not answer a normal who always plays the same, it won 703 of the 1,200 games: luck
taken out 61.1% against 61.6%, -0.6 points (95% CI -3.4 to +2.2), at the same time.

Against the old hard the shipped search wins 710 of 1,200 games on bench/ai.py's seeds (59.2%,
95% CI 56.4-61.9%), 760 of 1,200 from `--seed 700000` (63.3%), 745, 723 and 724 of 1,200 from
`--seed 3000000`, `12000000` and `13000000`, and 356 of 600 from `--seed 600000`: with the 300
each of `--seed 1` and `500000`, 4,385 of 7,200 games (60.9%, 95% CI 59.8-62.0%), about what
each change above also reached. With the luck of the dice taken out (bench/luck.py), the four
sets of 1,200 it was measured on read 59.6% (bench/ai.py's seeds), 61.6%, 59.9% and 59.7%:
together 60.2%, so the bench's seeds were no unluckier than the others, and the player stands
at the 60% line rather than clearly above it. Against normal it wins 77.7% where the
old hard wins 65.2% (391 of 600 on bench/ai.py's seeds): were strength transitive the new would
beat the old about 65% of the time. Part of its edge over normal is a best response to normal,
whom its rollouts take every opponent to be; a searching opponent is not that.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import NamedTuple

from bot.ai.learned import Model, chances_with, shipped
from bot.ai.normal import NORMAL_WEIGHTS, judge, playing_side
from bot.ai.playing import PickCode, throw_on
from bot.ai.tuned import tuned_weights
from bot.engine import CHANCE_OUTCOMES, Dice, Move, State
from bot.engine.dice import THROWS
from bot.engine.scratch import Scratch

OUTCOMES = tuple((dice, float(chance)) for dice, chance in CHANCE_OUTCOMES)
"""The 21 distinct throws with their exact probabilities."""
THROWS_PER_SEAT = 2
"""A rollout lasts two throws of every seat at the table (2 players: 4 throws, 3: 6, 4: 8), so
its horizon is counted in rounds of the table, not in throws: with 3 players, 4 throws were
not even a round and a half. With every seat playing normal in the rollouts, on bench/ai.py's
seeds, 6 throws won 50.2% of 3-player games against two normal (201/400) where 4 won 46.2%;
with 2 players 6 throws did no better than 4 (66.7% against normal, 51.3% against the old
hard, where 4 won 68.7% and 58.0%), and with 4 players 8 throws won 69.5% of games, 6 throws
70.0% and 4 throws 68.5%. Twice the rollouts per throw at depth 4 gained nothing with 3
players (45.5% against 44.0% on 400 other games), and the next throw alone judged exactly, no
rollout, won 30.8%, as the learned judgement played greedily: the search gains from the
rollouts' play, not from the judgement at their end. Three throws per seat with 3 players (9
throws) won 292 of 600 games against two normal (`--seed 777000` and `888000`) where 6 throws
won 297, for 1.38 times the time; with 2 players, 6 throws and (1, 1, 2) rollouts per round (the
same time) won 635 of 900 against normal (`--seed 1`) where the shipped 4 throws win 639. With
the twelve features' judgement, one throw per seat at 2 players (rollouts (2, 3, 4) per round,
about the same throws) lost clearly against the old hard: 162 of 300 on bench/ai.py's seeds and
174 on `--seed 1`, where two throws per seat win 177 and 186. The learned judgement does not
stand in for normal's play over the next throws (played greedily it wins 15% of 2-player games
against normal), so the rollouts' play is what a shorter horizon loses."""
TUNED_SIDE_PLAYERS = frozenset({3, 4})
"""The player counts whose rollouts play the tuned weights for the searching side. On
bench/ai.py's seeds it won 54.5% of 3-player games against two normal (218/400, against 201/400
with normal's weights) and 77.0% with 4 players (154/200, against 139/200), and on 300 other
3-player games 46.3% against 42.3%. With 2 players it did not help (66.0% against normal,
198/300, where normal's weights win 206/300; 67.3% against 67.0% on 300 other games; 54.3%
against the old hard, 163/300, where normal's weights win 174/300), and tuned weights for the
opponents too lost what the searching side's gained (43.7% on the 300 other 3-player games),
and ranking the candidates by the tuned weights changed nothing (46.7% there). With the twelve
features' judgement the tuned weights for the searching side at 2 players are still no better:
against the old hard 185 of 300 on bench/ai.py's seeds, 178 on `--seed 1` and 190 on `--seed
2`, where normal's weights win 177, 186 and 185 (553 of 900 against 548), and 229 of 300
against normal where normal's weights win 233; 2 players keep normal's weights. Weights fitted
to imitate hard's own choices (the softmax of normal's judgement, fitted to 1,550 of its
3-player decisions: 77.1% of held-out choices alike, where the tuned weights agree on 76.3%)
won 275 of 600 games as its side's rollout player, against 297 for the tuned weights (`--seed
777000` and `888000`): closer to hard's choices is not a better model of its play. Tuned
weights for the opponent at 2 players (a stronger model of a strong opponent, own side normal)
won 189, 185, 176 and 185 of 300 against the old hard on bench/ai.py's seeds and `--seed 1` to
`3`: 735 of 1,200 against 734, so 2 players keep normal's weights for both sides (the rule set
before the games asked for 750)."""
KEPT = (6, 3, 2)
"""Sequential halving: how many of the best candidates so far stay in the search, per round;
only the statically best moves are searched."""


def rollout_throws(players: int) -> int:
    """How many throws a rollout of a search at a table of `players` lasts."""
    return THROWS_PER_SEAT * players


THROW_BUDGET = sum(KEPT) * len(OUTCOMES) * (rollout_throws(4) + 1)
"""Simulated throws per decision at most: with 4 players, who roll out the longest, one rollout
after each of the 21 throws for every candidate in every round."""
ROLLOUTS = {2: (1, 2, 3), 3: (1, 1, 1), 4: (1, 1, 1)}
"""Per player count, the rollouts each candidate still in the search gets after each of the 21
throws, round by round of KEPT. Two players' rollouts are the shortest (5 throws with the one
of the stratum, against 9 with 4 players), so 1, 2 and 3 rollouts cost them 1890 throws, within
the THROW_BUDGET that 4 players' one rollout per round takes. With 2 players, on 900 games of
bench/ai.py from `--seed 1`, it won 71.0% against normal (639/900) where one rollout per round
won 66.1% (595/900), and against the old hard 60.3% (181/300) where one per round won 50.3%
(151/300); on bench/ai.py's own seeds both won 206/300 against normal, and against the old hard
169/300 where one per round won 174/300. `--games 30 --jobs 1` on that session's lightly loaded
machine: 43.6 ms median, 94.5 ms p99 (25.1 and 64.2 before). With 3 players 1, 1 and 2 rollouts
(the same share of the budget) won 47.2% against two normal on 600 games from `--seed 1`
(283/600, against 274/600) but 202/400 on bench/ai.py's own seeds (against 218/400): together
485 of 1,000 against 492, no gain, for 1.26 times the time (56.4 ms median, near the limit), so
3 players keep one rollout per round. With 4 players one per round is the whole budget. On 299
other 3-player decisions of bench/regret.py's kind, (1, 1, 2) gives up 0.70 of win chance per
1,000 decisions where (1, 1, 1) gives up 0.84, for 1.25 times the throws, and extra rounds for
the best two only while they are within 0.01 of each other (at most 2,100 throws) 0.62, for
1.20 times the throws on average: under half a point of win rate a game either way."""
STOP_LEAD: dict[int, float] = {3: 0.03}
"""Per player count, the lead in win chance per rollout after each throw (the best candidate's
over the second's) beyond which the search stops before its last rounds. With 3 players, whose
judgement of three sides makes every simulated throw dearest, a full search took a median of
94.9 ms a decision (`bench/ai.py --only "hard vs 2x" --games 20 --jobs 1`, limit 60 ms);
stopping at a lead of 0.03 took 56.6 ms in the same session, and won 229 of 400 games against
two normal on bench/ai.py's seeds (225 without) and 219 of 400 on `--seed 1` (220 without, at
82.9 ms against 56.1 ms in the same run). On bench/regret.py's 300 3-player decisions it gives
up 1.647 of win chance per 1,000 decisions where the full search gives up 1.456 (about half a
point of win rate), for a median of 588 simulated throws instead of 1,176; a lead of 0.05 gave
1.574 for 882, and 0.02 gave 1.795 for 441. With 2 and 4 players the full search is within the
time, so they do not stop early: with 2 players a lead of 0.03 gives up 0.987 per 1,000 of
bench/regret.py's decisions where the full search gives up 0.770, and two more rounds for the
best two while they are within 0.01 of each other lower it only to 0.609 (under half a point of
win rate) for a p99 of 2,940 simulated throws instead of 1,890."""


def rounds(players: int) -> tuple[tuple[int, int], ...]:
    """Per round, the candidates kept and the rollouts each gets after each of the 21 throws."""
    return tuple(zip(KEPT, ROLLOUTS[players], strict=True))


class Choice(NamedTuple):
    """The move a search picked and the throws it simulated to pick it."""

    move: Move
    throws: int


def rollout(start: Scratch, rng: random.Random, depth: int, pick: PickCode) -> tuple[Scratch, int]:
    """The position after up to `depth` throws from `start` (unchanged) with `pick` playing
    every seat, and the throws."""
    position = start.copy()
    rand = rng.random
    for thrown in range(depth):
        if position.winner is not None:
            return position, thrown
        throw_on(position, THROWS[int(rand() * 36)], pick)  # roll(rng), without a call
    return position, depth


def after_each_throw(state: State, pick: PickCode) -> list[Scratch]:
    """The position after each of the 21 throws from `state`, `pick` playing the seat."""
    start = Scratch.from_state(state)
    firsts = []
    for dice, _ in OUTCOMES:
        first = start.copy()
        throw_on(first, dice, pick)
        firsts.append(first)
    return firsts


def expected(
    firsts: Sequence[Scratch],
    side: int,
    seeds: Sequence[Sequence[int]],
    depth: int,
    pick: PickCode,
    model: Model | None = None,
) -> tuple[float, int]:
    """The chance of `side` by `model` (the shipped judgement by default) summed over the
    positions after each of the 21 throws (by its odds) and the `depth`-throw rollouts from them
    (one per seed of that throw's stratum); the throws simulated."""
    judgement = shipped() if model is None else model
    total, used = 0.0, 0
    for (_, p), first, stratum in zip(OUTCOMES, firsts, seeds, strict=True):
        for seed in stratum:
            end, thrown = rollout(first, random.Random(seed), depth, pick)
            used += thrown + 1  # the throw of the stratum counts for each rollout from it
            total += p * chances_with(judgement, end)[side]
    return total, used


def rollout_player(state: State) -> PickCode:
    """Who plays the simulated throws of a search from `state`: normal for the other sides, and
    for the seat's own side the tuned weights (3 and 4 players) or normal's."""
    side = state.turn % len(state.hand)
    own = tuned_weights(state.players) if state.players in TUNED_SIDE_PLAYERS else NORMAL_WEIGHTS
    return playing_side(side, own, NORMAL_WEIGHTS)


def ranked(state: State, moves: Sequence[Move]) -> list[Move]:
    """The moves from the statically best down, by normal's judgement for the seat's side."""
    side = state.turn % len(state.hand)
    return sorted(moves, key=lambda m: judge(state, m, side, NORMAL_WEIGHTS), reverse=True)


def lead(totals: dict[Move, float], alive: Sequence[Move]) -> float:
    """How far the best of `alive` (which holds at least two) is ahead of the second best."""
    first, second = sorted((totals[move] for move in alive), reverse=True)[:2]
    return first - second


def search(
    state: State,
    moves: Sequence[Move],
    rng: random.Random,
    budget: int = THROW_BUDGET,
    model: Model | None = None,
) -> Choice:
    """The candidate with the best expected chance by `model` (the shipped judgement by
    default), simulating at most `budget` throws.

    Every candidate still in the search gets the same rollouts in a round (common random
    numbers), and each round keeps only the best so far, so most of the work goes to the
    moves that are hard to tell apart; where STOP_LEAD has the player count, the search stops
    after a round in which the best got that far ahead of the second.
    """
    side = state.turn % len(state.hand)
    pick = rollout_player(state)
    alive = ranked(state, moves)[: KEPT[0]]
    if len(alive) == 1:
        return Choice(alive[0], 0)
    children = {move: state.after(move) for move in alive}
    won = [move for move, child in children.items() if child.winner == side]
    if won:
        return Choice(won[0], 0)
    firsts: dict[Move, list[Scratch]] = {}
    totals = dict.fromkeys(alive, 0.0)
    used = rolled = 0
    depth = rollout_throws(state.players)
    per_round = len(OUTCOMES) * (depth + 1)
    plan = rounds(state.players)
    # Every round's seeds are drawn first, so a search that stops early leaves `rng` as a full
    # search would leave it.
    round_seeds = [
        [[rng.getrandbits(64) for _ in range(more)] for _ in OUTCOMES] for _, more in plan
    ]
    stop = STOP_LEAD.get(state.players)
    for (kept, more), seeds in zip(plan, round_seeds, strict=True):
        alive = sorted(alive, key=totals.__getitem__, reverse=True)[:kept]
        if len(alive) == 1 or used + len(alive) * more * per_round > budget:
            break
        for move in alive:
            if move not in firsts:
                firsts[move] = after_each_throw(children[move], pick)
            chance, thrown = expected(firsts[move], side, seeds, depth, pick, model)
            totals[move] += chance
            used += thrown
        rolled += more
        if stop is not None and lead(totals, alive) > stop * rolled:
            break
    return Choice(max(alive, key=totals.__getitem__), used)


def hard(state: State, dice: Dice, moves: Sequence[Move], rng: random.Random) -> Move:
    """The move the search picks."""
    return search(state, moves, rng).move
