"""Random Sho games and positions for the engine's property tests.

A game is fully decided by a `GameConfig` (players, options, first seat, a seed for the dice and
the choices, a choice policy, fair or loaded dice), so hypothesis draws configs and every failure
replays exactly. Games are played through the engine's checked public API.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any, NamedTuple

from hypothesis import strategies as st

from bot.engine import (
    COINS,
    LAST_SPOT,
    Dice,
    Game,
    GameRecord,
    Move,
    MoveAction,
    MoveKind,
    OpeningRule,
    Options,
    ParaRule,
    State,
    ThrowAction,
    ThrowKind,
    load_position,
    roll,
)

THROW_CAP = 20_000
"""A generous bound on the throws of one game (random games average under 200)."""

POLICIES = ("uniform", "stacker", "killer", "first", "last")
"""How a random player chooses: at random, preferring stacks or kills, or by list position."""


class GameConfig(NamedTuple):
    """Everything that decides one random game."""

    players: int
    options: Options
    first_seat: int
    seed: int
    policy: str
    loaded: bool
    """Loaded dice throw pa ra and crooked nine far more often, to reach those corners."""
    midgame: bool
    """Start from a random valid position (seat `first_seat` to throw) instead of the start."""


class Step(NamedTuple):
    """One throw of a game: the position before, the dice, the move made (None for a pa ra
    kept or a throw without a move) and the position after."""

    before: State
    dice: Dice
    kind: ThrowKind
    move: Move | None
    after: State


@st.composite
def game_configs(draw: st.DrawFn) -> GameConfig:
    """Any player count, any option combination, any first seat, any seed and policy."""
    players = draw(st.sampled_from((2, 3, 4)))
    options = Options(draw(st.booleans()), draw(st.booleans()))
    return GameConfig(
        players,
        options,
        draw(st.integers(0, players - 1)),
        draw(st.integers(0, 2**32 - 1)),
        draw(st.sampled_from(POLICIES)),
        draw(st.booleans()),
        draw(st.booleans()),
    )


def every_options(draw: st.DrawFn) -> Options:
    """Any combination of every option, the house rules' included."""
    return Options(
        *(draw(st.booleans()) for _ in range(5)),
        para=draw(st.sampled_from(ParaRule)),
        openings=draw(st.sampled_from(OpeningRule)),
    )


@st.composite
def house_game_configs(draw: st.DrawFn) -> GameConfig:
    """As `game_configs`, with any combination of every option (R21-R27)."""
    players = draw(st.sampled_from((2, 3, 4)))
    return GameConfig(
        players,
        every_options(draw),
        draw(st.integers(0, players - 1)),
        draw(st.integers(0, 2**32 - 1)),
        draw(st.sampled_from(POLICIES)),
        draw(st.booleans()),
        draw(st.booleans()),
    )


def throw_dice(rng: random.Random, loaded: bool) -> Dice:
    """Fair dice from `roll`, or dice loaded towards pa ra and the crooked nine."""
    if loaded:
        r = rng.random()
        if r < 0.15:
            return Dice(1, 1)
        if r < 0.22:
            return Dice(3, 6) if r < 0.185 else Dice(6, 3)
    return roll(rng)


def pick(moves: tuple[Move, ...], policy: str, rng: random.Random) -> Move:
    """The move a random player of this policy chooses."""
    if policy == "first":
        return moves[0]
    if policy == "last":
        return moves[-1]
    preferred = {"stacker": MoveKind.STACK, "killer": MoveKind.KILL}.get(policy)
    liked = [m for m in moves if m.kind is preferred]
    return rng.choice(liked if liked and rng.random() < 0.9 else moves)


def first_state(config: GameConfig, rng: random.Random) -> State:
    """The start of the game, or a random position for a midgame config."""
    if not config.midgame:
        return State.initial(config.players, config.options, config.first_seat)
    position = build_position(
        rng.randint, config.players, config.options, config.first_seat, finished=False
    )
    return load_position(position)


def play_steps(config: GameConfig, cap: int = THROW_CAP) -> list[Step]:
    """A random game through `State.resolve` and `State.play`, one step per throw, to its end
    or `cap` throws."""
    rng = random.Random(config.seed)
    state = first_state(config, rng)
    steps: list[Step] = []
    while state.winner is None and len(steps) < cap:
        dice = throw_dice(rng, config.loaded)
        throw = state.resolve(dice)
        if throw.kind is ThrowKind.CHOICE:
            chosen = pick(throw.moves, config.policy, rng)
            steps.append(Step(state, dice, throw.kind, chosen, state.play(dice, chosen.key)))
        else:
            only = throw.moves[0] if throw.moves else None
            steps.append(Step(state, dice, throw.kind, only, state.play(dice)))
        state = steps[-1].after
    return steps


def play_record(config: GameConfig, actions: int) -> tuple[GameRecord, Game]:
    """A random game from the start (`midgame` does not apply) through `Game.throw` /
    `Game.choose`, stopped after `actions` actions (or at its end), as its record and the live
    game; it may stop with a choice pending."""
    rng = random.Random(config.seed)
    record = GameRecord(config.players, config.options, config.first_seat)
    game = record.start()
    for _ in range(actions):
        if game.over:
            break
        if game.pending is None:
            action: ThrowAction | MoveAction = ThrowAction(throw_dice(rng, config.loaded))
        else:
            move = pick(game.pending.moves, config.policy, rng)
            action = MoveAction.of(move.key)
        game, _ = game.apply(action)
        record = record.with_action(action)
    return record, game


def build_position(
    number: Callable[[int, int], int],
    players: int,
    options: Options,
    turn: int,
    finished: bool,
) -> dict[str, Any]:
    """A valid canonical position (docs/position.md), reachable or not, with stacks of at most 8
    under no nine and now and then a kept pa ra long enough to reach past spot 63;
    `number(low, high)` makes every choice, so hypothesis or a seeded random can drive it;
    `finished` allows a winner."""
    sides = 3 if players == 3 else 2
    winner = number(0, sides - 1) if finished and number(0, 3) == 0 else None
    biggest = COINS - 1 if options.no_nine_stack else COINS
    rows, stacks = [], []
    for side in range(sides):
        home = COINS if side == winner else number(0, COINS - 1)
        on_track = 0 if side == winner else number(0, COINS - home)
        left = on_track
        while left:
            most = min(left, biggest)
            size = most if number(0, 2) == 0 else number(1, most)
            stacks.append((side, size))
            left -= size
        opened = bool(on_track or home) or number(0, 1) == 1
        rows.append({"hand": COINS - home - on_track, "home": home, "opened": opened})
    free = list(range(1, LAST_SPOT + 1))
    track = sorted([free.pop(number(0, len(free) - 1)), side, size] for side, size in stacks)
    to_throw = turn % sides
    has_track = any(side == to_throw for side, _ in stacks)
    pa_ra = number(0, 5) if number(0, 9) else number(26, 32)
    kept = 2 * pa_ra if has_track and winner is None else 0
    if options.triple_para_wins:
        kept = min(kept, 4)  # R24: never more
    return {
        "players": players,
        "options": options.to_json(),
        "sides": rows,
        "track": track,
        "turn": turn,
        "kept": kept,
        "winner": winner,
    }


@st.composite
def positions(draw: st.DrawFn) -> dict[str, Any]:
    """Any valid canonical position, finished games included."""
    players = draw(st.sampled_from((2, 3, 4)))
    options = Options(draw(st.booleans()), draw(st.booleans()))
    turn = draw(st.integers(0, players - 1))

    def number(low: int, high: int) -> int:
        return draw(st.integers(low, high))

    return build_position(number, players, options, turn, finished=True)


@st.composite
def house_positions(draw: st.DrawFn) -> dict[str, Any]:
    """As `positions`, with any combination of every option (R21-R27)."""
    players = draw(st.sampled_from((2, 3, 4)))
    options = every_options(draw)
    turn = draw(st.integers(0, players - 1))

    def number(low: int, high: int) -> int:
        return draw(st.integers(low, high))

    return build_position(number, players, options, turn, finished=True)
