"""Properties of the rules engine over random games: every player count, every option, random dice.

Each property is checked from the rules (docs/rules.md, docs/position.md) against the board itself,
not against the engine's own description of what it did.
"""

from __future__ import annotations

import itertools
import json
import random
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from bot.engine import (
    CHANCE_OUTCOMES,
    COINS,
    HAND,
    HOME,
    LAST_SPOT,
    Dice,
    Game,
    IllegalMoveError,
    InvalidPositionError,
    Options,
    State,
    ThrowKind,
    dump_position,
    load_position,
    successors,
)
from tests.kit.enginegen import (
    POLICIES,
    THROW_CAP,
    GameConfig,
    Step,
    build_position,
    game_configs,
    play_steps,
    positions,
)

EXAMPLES_PATH = Path(__file__).resolve().parents[1] / "data" / "rules_examples.json"
GAMES = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def sides_of(players: int) -> int:
    """R1: 3 sides for 3 players, else 2."""
    return 3 if players == 3 else 2


def decode(state: State) -> dict[int, tuple[int, int]]:
    """The board as {spot: (side, coins)}, read straight from the cells."""
    return {p: (c & 3, c >> 2) for p, c in enumerate(state.board) if c}


def track_coins(state: State, side: int) -> int:
    return sum(coins for owner, coins in decode(state).values() if owner == side)


def mover(step: Step) -> int:
    return step.before.turn % sides_of(step.before.players)


def is_opening(step: Step) -> bool:
    """R7: the side to throw has no coins on the track."""
    return track_coins(step.before, mover(step)) == 0


def is_para_kept(step: Step) -> bool:
    """R16: a pa ra on an ordinary throw is kept."""
    return tuple(step.dice) == (1, 1) and not is_opening(step)


def landing(step: Step) -> str:
    """R13 for the move made, read from the board before it: finish, place, stack or kill."""
    assert step.move is not None
    if step.move.target == HOME:
        return "finish"
    cell = decode(step.before).get(step.move.target)
    if cell is None:
        return "place"
    return "stack" if cell[0] == mover(step) else "kill"


def all_states(steps: list[Step]) -> list[State]:
    return [steps[0].before, *(s.after for s in steps)]


def check_coins(state: State) -> None:
    """R1: hand + track + home = 9 for every side."""
    assert len(state.hand) == len(state.home) == len(state.opened) == sides_of(state.players)
    for side in range(sides_of(state.players)):
        assert state.hand[side] >= 0
        assert state.home[side] >= 0
        assert state.hand[side] + track_coins(state, side) + state.home[side] == COINS


def check_spots(state: State) -> None:
    """R5, R22: a spot holds one known side's stack of 1..9 coins (1..8 under no nine)."""
    biggest = COINS - 1 if state.options.no_nine_stack else COINS
    assert len(state.board) == 64
    assert state.board[0] == 0
    for side, coins in decode(state).values():
        assert 0 <= side < sides_of(state.players)
        assert 1 <= coins <= biggest


def check_kept(state: State) -> None:
    """docs/position.md: kept is 0, 2, 4, ... and 0 when the side to throw has no coins on the
    track."""
    assert state.kept >= 0
    assert state.kept % 2 == 0
    if track_coins(state, state.turn % sides_of(state.players)) == 0:
        assert state.kept == 0


def check_geometry(step: Step) -> None:
    """R4, R6, R12, R17: only source and target change; the target is further on or home, at
    a distance the throw allows; what lands there is the moving group plus any own stack.
    Without a move, nothing moves."""
    move, side = step.move, mover(step)
    before, after = decode(step.before), decode(step.after)
    if move is None:
        assert after == before
        assert (step.after.hand, step.after.home) == (step.before.hand, step.before.home)
        return
    changed = {p for p in range(1, LAST_SPOT + 1) if before.get(p) != after.get(p)}
    assert changed <= {move.source, move.target} - {HAND, HOME}
    assert move.target > move.source
    if move.source == HAND:
        assert move.target <= LAST_SPOT, "R12: a new coin never finishes from the hand"
        assert step.after.hand[side] == step.before.hand[side] - move.coins
    else:
        assert before[move.source] == (side, move.coins)
        assert move.source not in after
    if move.target == HOME:
        assert step.after.home[side] == step.before.home[side] + move.coins
    else:
        own = before[move.target][1] if landing(step) == "stack" else 0
        assert after[move.target] == (side, own + move.coins)
    if is_opening(step):
        assert move.source == HAND
        assert move.target == step.dice.total
        assert move.coins == opening_coins(step)
    else:
        if landing(step) == "kill":
            assert before[move.target][1] <= move.coins, "R13: a bigger enemy stack blocks"
        assert move.source == HAND or move.coins == before[move.source][1]
        assert move.source != HAND or move.coins == 1
        t, k = step.dice.total, step.before.kept
        allowed = {t, k, k + t} if k else {t}
        if move.target == HOME:
            assert any(move.source + d > LAST_SPOT for d in allowed)
        else:
            assert move.target - move.source in allowed


def opening_coins(step: Step) -> int:
    """R8-R11, R22: the coins an opening puts down."""
    hand, options = step.before.hand[mover(step)], step.before.options
    if (
        step.dice.is_crooked_nine
        and step.before.opened[mover(step)]
        and 9 not in decode(step.before)
        and not (options.no_nine_stack and hand == COINS)
    ):
        return hand
    base = 3 if step.dice.total <= 3 else 2
    enemy = decode(step.before).get(step.dice.total, (0, 0))[1]
    return min(max(base, enemy + 1), hand)


def killed(step: Step) -> list[int]:
    """Coins each side lost to a kill in this step, read from the board before it."""
    lost = [0] * sides_of(step.before.players)
    if step.move is not None:
        victim = decode(step.before).get(step.move.target)
        if victim is not None and victim[0] != mover(step):
            lost[victim[0]] = victim[1]
    return lost


def check_kills(step: Step) -> None:
    """R9, R13: a killed enemy stack returns whole to its owner's hand; no other hand grows."""
    lost = killed(step)
    for side, (a, b) in enumerate(zip(step.after.hand, step.before.hand, strict=True)):
        entered = step.move.coins if step.move and step.move.source == HAND else 0
        assert a - b == lost[side] - (entered if side == mover(step) else 0)


def check_turn(step: Step) -> None:
    """R16, R19-R21: the same seat throws again after a kept pa ra, a kill, or a stack (unless
    stacking ends the turn); never after an opening, a finish that does not win, a place or a
    pass. A win leaves the turn on the mover."""
    before, after, players = step.before, step.after, step.before.players
    if is_para_kept(step):
        assert after.kept == before.kept + 2
        assert after.turn == before.turn
        return
    assert after.kept == 0
    if step.move is not None and after.winner is not None:
        assert after.turn == before.turn
        return
    again = False
    if step.move is not None and not is_opening(step):
        kind = landing(step)
        again = kind == "kill" or (kind == "stack" and not before.options.stacking_ends_turn)
    assert after.turn == (before.turn if again else (before.turn + 1) % players)


STATE_CHECKS = (check_coins, check_spots, check_kept)
STEP_CHECKS = (check_geometry, check_kills, check_turn)


@GAMES
@given(game_configs())
def test_coins_are_conserved(config: GameConfig) -> None:
    """R1 in every state of random games."""
    for state in all_states(play_steps(config)):
        check_coins(state)


@GAMES
@given(game_configs())
def test_one_side_per_spot_and_stack_sizes(config: GameConfig) -> None:
    """R5, R22 in every state of random games."""
    for state in all_states(play_steps(config)):
        check_spots(state)


@GAMES
@given(game_configs())
def test_kept_is_even_and_zero_without_coins_on_the_track(config: GameConfig) -> None:
    """The kept rule of the position format in every state of random games."""
    for state in all_states(play_steps(config)):
        check_kept(state)


@GAMES
@given(game_configs())
def test_stacks_only_move_forward_by_a_thrown_distance(config: GameConfig) -> None:
    """R4, R6, R8-R12, R17 for every move of random games."""
    for step in play_steps(config):
        check_geometry(step)


@GAMES
@given(game_configs())
def test_killed_coins_go_back_to_their_hand(config: GameConfig) -> None:
    """R9, R13 for every move of random games."""
    for step in play_steps(config):
        check_kills(step)


@GAMES
@given(game_configs())
def test_same_seat_throws_again_exactly_when_the_rules_say(config: GameConfig) -> None:
    """R16, R19-R21 for every throw of random games."""
    for step in play_steps(config):
        check_turn(step)


def steps_from(state: State) -> list[Step]:
    """Every outcome of every throw from one position, as steps (all 36 ordered throws)."""
    steps = []
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            dice = Dice(d1, d2)
            throw = state.resolve(dice)
            if throw.kind is ThrowKind.CHOICE:
                steps += [
                    Step(state, dice, throw.kind, m, state.play(dice, m.key)) for m in throw.moves
                ]
            else:
                move = throw.moves[0] if throw.moves else None
                steps.append(Step(state, dice, throw.kind, move, state.play(dice)))
    return steps


def example_steps() -> list[Step]:
    """Every outcome from each worked example's position (tests/data/rules_examples.json), and
    from it again after a kept pa ra: the rare corners (a refused opening, a lost pa ra) for sure.
    """
    examples = json.loads(EXAMPLES_PATH.read_text(encoding="utf-8"))
    assert examples, f"no worked examples in {EXAMPLES_PATH}"
    steps = []
    for example in examples:
        state = load_position(example["position"])
        steps += steps_from(state)
        if not state.is_opening():
            steps += steps_from(state.play((1, 1)))
    return steps


def test_every_outcome_from_the_worked_examples_keeps_the_rules() -> None:
    """The same checks from the worked examples' positions, where the rare corners are."""
    for step in example_steps():
        for check in STEP_CHECKS:
            check(step)
        for state_check in STATE_CHECKS:
            state_check(step.after)


@settings(max_examples=150, deadline=None)
@given(positions().filter(lambda p: p["winner"] is None))
def test_every_outcome_from_any_position_keeps_the_rules(position: dict[str, Any]) -> None:
    """The same checks on every throw and move from arbitrary valid positions, where crowded
    boards reach blocked moves, passes and lost pa ra far more often than random games do."""
    for step in steps_from(load_position(position)):
        for check in STEP_CHECKS:
            check(step)
        for state_check in STATE_CHECKS:
            state_check(step.after)


@GAMES
@given(game_configs())
def test_seat_order_and_sides(config: GameConfig) -> None:
    """R2: the next seat is (turn + 1) % players; seat i plays for side i, with 4 players for
    side i % 2, so with 4 players the sides alternate A, B, A, B."""
    steps = play_steps(config)
    for state in all_states(steps):
        expected_side = state.turn % 2 if config.players == 4 else state.turn
        assert state.side_to_throw == expected_side
        assert state.next_seat() == (state.turn + 1) % config.players
    seats = [config.first_seat] + [s.after.turn for s in steps if s.after.turn != s.before.turn]
    for old, new in itertools.pairwise(seats):
        assert new == (old + 1) % config.players
        if config.players == 4:
            assert new % 2 != old % 2


@GAMES
@given(game_configs())
def test_every_game_ends_with_the_winner_all_home(config: GameConfig) -> None:
    """R3: random legal play ends the game well within the cap; the winner has 9 home and was
    the side that moved last; no earlier state has a winner."""
    steps = play_steps(config)
    assert len(steps) < THROW_CAP
    last = steps[-1]
    assert last.after.winner == mover(last)
    assert last.after.home[mover(last)] == COINS
    assert last.move is not None
    assert last.move.target == HOME
    assert last.after.outcome is not None
    assert last.after.outcome.winner == mover(last)
    assert all(s.before.winner is None for s in steps)
    assert all(h < COINS for h in steps[-1].before.home)


@GAMES
@given(game_configs())
def test_a_finished_game_refuses_every_throw(config: GameConfig) -> None:
    """R3: after a win, State.resolve/play and Game.throw raise IllegalMoveError and the
    conformance function raises InvalidPositionError, for every throw."""
    final = play_steps(config)[-1].after
    position = dump_position(final)
    for dice, _ in CHANCE_OUTCOMES:
        with pytest.raises(IllegalMoveError):
            final.resolve(dice)
        with pytest.raises(IllegalMoveError):
            final.play(dice)
        with pytest.raises(IllegalMoveError):
            Game(final).throw(dice)
        with pytest.raises(InvalidPositionError):
            successors(position, tuple(dice))


@GAMES
@given(game_configs())
def test_positions_of_a_game_round_trip(config: GameConfig) -> None:
    """load(dump(s)) == s for every state, through JSON text too; dump(load(p)) == p."""
    for state in all_states(play_steps(config)):
        position = dump_position(state)
        assert list(position["options"]) == list(Options._fields)
        assert position["track"] == sorted(position["track"])
        text = json.loads(json.dumps(position))
        assert load_position(text) == state
        assert dump_position(load_position(text)) == position


@settings(max_examples=300, deadline=None)
@given(positions())
def test_canonical_positions_round_trip(position: dict[str, Any]) -> None:
    """dump(load(p)) == p for any valid canonical position, reachable or not."""
    state = load_position(position)
    assert dump_position(state) == position
    assert load_position(dump_position(state)) == state


@settings(max_examples=200, deadline=None)
@given(positions(), st.tuples(st.integers(1, 6), st.integers(1, 6)))
def test_successors_of_any_position_keep_the_invariants(
    position: dict[str, Any], dice: tuple[int, int]
) -> None:
    """From any valid position and throw, every successor is a valid position with 9 coins a
    side, and distinct (R15)."""
    if position["winner"] is not None:
        with pytest.raises(InvalidPositionError):
            successors(position, dice)
        return
    found = successors(position, dice)
    assert found
    texts = [json.dumps(p, sort_keys=True) for p in found]
    assert len(set(texts)) == len(texts)
    for after in found:
        state = load_position(after)
        for side in range(state.sides):
            assert state.hand[side] + track_coins(state, side) + state.home[side] == COINS


def corners(steps: list[Step]) -> Counter[str]:
    """The rule corners some steps reached, to show the properties above were not vacuous."""
    seen: Counter[str] = Counter()
    for step in steps:
        if is_para_kept(step):
            seen["pa ra kept"] += 1
            if step.before.kept:
                seen["pa ra kept twice"] += 1
        elif step.move is None:
            seen["opening refused" if is_opening(step) else "pass"] += 1
            if step.before.kept:
                seen["kept pa ra lost"] += 1
        elif is_opening(step):
            seen[f"opening {step.move.kind.value}"] += 1
            if step.move.target in decode(step.before):
                seen["opening kill"] += 1
        else:
            seen[landing(step)] += 1
            if step.before.kept:
                seen["move after pa ra"] += 1
            if step.kind is ThrowKind.ONE_MOVE:
                seen["one move"] += 1
            if step.move.target == HOME and step.move.source + step.dice.total < HOME:
                seen["finish by kept steps"] += 1
        for _, coins in decode(step.after).values():
            seen[f"stack of {coins}"] += 1
        if step.after.winner is not None:
            no_nine = step.before.options.no_nine_stack
            seen[f"{step.before.players} players win, no nine {no_nine}"] += 1
    return seen


def test_the_checked_steps_reach_every_corner() -> None:
    """Games, positions and examples reach every rule corner the properties speak about."""
    seen: Counter[str] = Counter()
    for seed in range(240):
        players = 2 + seed % 3
        options = Options(seed % 4 in (1, 3), seed % 4 >= 2)
        policy = POLICIES[seed % len(POLICIES)]
        loaded, midgame = seed % 7 < 3, seed % 5 < 2
        config = GameConfig(players, options, seed % players, seed, policy, loaded, midgame)
        seen += corners(play_steps(config))
        rng = random.Random(seed)
        position = build_position(rng.randint, players, options, seed % players, finished=False)
        seen += corners(steps_from(load_position(position)))
    seen += corners(example_steps())
    wanted = [
        "pa ra kept", "pa ra kept twice", "pass", "opening refused", "kept pa ra lost",
        "opening open", "opening crooked nine", "opening kill", "place", "stack", "kill",
        "finish", "finish by kept steps", "move after pa ra", "one move", "stack of 8",
        "stack of 9",
        *(f"{n} players win, no nine {flag}" for n in (2, 3, 4) for flag in (False, True)),
    ]  # fmt: skip
    assert [corner for corner in wanted if not seen[corner]] == []
