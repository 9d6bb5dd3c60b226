"""Properties of the rules engine under every option and combination (docs/rules.md R21-R28).

Random games with any combination of options, any player count, random dice (loaded towards pa
ra and the crooked nine now and then), through the checked public API; each property is read
from the board before and after a throw, not from the engine's description of its move.
"""

from __future__ import annotations

import itertools
import json
from collections import Counter
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings

from bot.engine import (
    COINS,
    HAND,
    HOME,
    LAST_SPOT,
    PARA,
    Dice,
    GameRecord,
    MoveAction,
    MoveKind,
    OpeningRule,
    Options,
    ParaRule,
    Preset,
    State,
    ThrowKind,
    action_from_json,
    action_to_json,
    dump_position,
    load_position,
    successors,
)
from tests.kit.enginegen import (
    THROW_CAP,
    GameConfig,
    Step,
    house_game_configs,
    house_positions,
    play_record,
    play_steps,
)

GAMES = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])


def decode(state: State) -> dict[int, tuple[int, int]]:
    """The board as {spot: (side, coins)}, read straight from the cells."""
    return {p: (c & 3, c >> 2) for p, c in enumerate(state.board) if c}


def mover(step: Step) -> int:
    return step.before.turn % len(step.before.hand)


def on_track(state: State, side: int) -> int:
    return sum(coins for owner, coins in decode(state).values() if owner == side)


def is_opening(step: Step) -> bool:
    return on_track(step.before, mover(step)) == 0


def check_state(state: State) -> None:
    """R1, R5, R22, R24: nine coins a side, one stack a spot, kept even, 0 without coins on the
    track, at most 4 when three pa ra win."""
    biggest = COINS - 1 if state.options.no_nine_stack else COINS
    for side in range(len(state.hand)):
        assert state.hand[side] + on_track(state, side) + state.home[side] == COINS
        assert min(state.hand[side], state.home[side]) >= 0
    assert all(1 <= coins <= biggest for _, coins in decode(state).values())
    assert state.kept % 2 == 0
    if on_track(state, state.turn % len(state.hand)) == 0:
        assert state.kept == 0
    if state.options.triple_para_wins:
        assert state.kept <= 4


def check_pa_ra(step: Step) -> None:
    """R16, R24, R26: an ordinary pa ra is kept, wins as the third, or offers the moves of
    K + 2 (and, in Lhasa, two coins) besides the rethrow."""
    before, after, options = step.before, step.after, step.before.options
    if options.triple_para_wins and before.kept == 4:
        assert step.kind is ThrowKind.THIRD_PARA
        assert after.winner == mover(step)
        assert (after.board, after.hand, after.home) == (before.board, before.hand, before.home)
        return
    rethrown = step.move is None or step.move.kind is MoveKind.RETHROW
    if options.para is ParaRule.KEPT:
        assert rethrown
    if rethrown:
        assert (after.kept, after.turn, after.board) == (before.kept + 2, before.turn, before.board)
        return
    assert step.move is not None
    assert step.move.distance == before.kept + 2
    if step.move.pair:
        assert options.para is ParaRule.LHASA
        assert step.move.target == before.kept + 2
        assert after.hand[mover(step)] == before.hand[mover(step)] - 2


def check_distance(step: Step) -> None:
    """R17, R26: the distances of an ordinary throw, and the first part of a chain (R25)."""
    move = step.move
    assert move is not None
    t, k = step.dice.total, step.before.kept
    if not k:
        allowed = {t}
    elif step.before.options.para is ParaRule.KEPT:
        allowed = {t, k, k + t}
    else:
        allowed = {k + t}
    if move.target == HOME:
        assert any(move.source + d > LAST_SPOT for d in allowed)
    else:
        assert move.target - move.source in allowed


def check_chain(step: Step) -> None:
    """R25: only a finish with steps to spare goes on, by exactly those steps; the parts before
    the last are all finishes."""
    move = step.move
    assert move is not None
    parts = move.parts
    if len(parts) > 1:
        assert step.before.options.leftover_steps
    for part, following in itertools.pairwise(parts):
        assert part.target == HOME
        spare = part.source + part.distance - HOME
        assert spare > 0
        assert following.distance == spare
        if following.target != HOME:
            assert following.target - following.source == spare


def check_landing(step: Step) -> None:
    """R13, R23, R27 and the turn: the board after is the board before with every part played,
    and the same seat throws again exactly after a stack (unless R21) or a kill (unless R23 and
    it took the victim's last coins), never after a finish or an opening."""
    move, side = step.move, mover(step)
    assert move is not None
    board = decode(step.before)
    hand, home = list(step.before.hand), list(step.before.home)
    again = False
    for part in move.parts:
        if part.source == HAND:
            hand[side] -= part.coins
        else:
            assert board.pop(part.source) == (side, part.coins)
        again = False
        if part.target == HOME:
            home[side] += part.coins
            continue
        held = board.get(part.target)
        if held is None:
            board[part.target] = (side, part.coins)
        elif held[0] == side:
            assert not is_opening(step)
            board[part.target] = (side, held[1] + part.coins)
            again = not step.before.options.stacking_ends_turn
        else:
            assert held[1] <= part.coins or (
                is_opening(step) and step.before.options.openings is OpeningRule.EVERY
            )
            hand[held[0]] += held[1]
            board[part.target] = (side, part.coins)
            left = sum(c for s, c in board.values() if s == held[0])
            again = not is_opening(step) and not (
                step.before.options.last_kill_ends_turn and left == 0
            )
    assert decode(step.after) == board
    assert list(step.after.hand) == hand
    assert list(step.after.home) == home
    if step.after.winner is not None:
        assert step.after.turn == step.before.turn
    else:
        expected = step.before.turn if again else (step.before.turn + 1) % step.before.players
        assert step.after.turn == expected
    assert step.after.kept == 0


def check_opening(step: Step) -> None:
    """R8-R11, R27: the coins an opening puts down."""
    move, side, before = step.move, mover(step), step.before
    if move is None:
        return
    assert move.source == HAND
    if move.kind is MoveKind.CROOKED_NINE:
        assert move.coins == before.hand[side]
        return
    assert move.target == step.dice.total
    enemy = decode(before).get(move.target, (0, 0))[1]
    if before.options.openings is OpeningRule.FIRST and before.opened[side]:
        assert move.coins == min(2, before.hand[side])
        assert enemy <= move.coins
    else:
        base = 3 if step.dice.total <= 3 else 2
        assert move.coins == min(max(base, enemy + 1), before.hand[side])


def check_step(step: Step) -> None:
    check_state(step.after)
    if is_opening(step):
        check_opening(step)
        if step.move is not None:
            check_landing(step)
        return
    if tuple(step.dice) == (1, 1):
        check_pa_ra(step)
        if step.move is None or step.move.kind is MoveKind.RETHROW:
            return
    if step.move is None:
        assert step.after.board == step.before.board
        assert step.after.turn == (step.before.turn + 1) % step.before.players
        return
    if tuple(step.dice) != (1, 1):
        check_distance(step)
    check_chain(step)
    check_landing(step)


@GAMES
@given(house_game_configs())
def test_every_throw_of_a_game_keeps_the_rules(config: GameConfig) -> None:
    """Each step of a random game under any options keeps R1-R27."""
    steps = play_steps(config)
    check_state(steps[0].before)
    for step in steps:
        check_step(step)


@GAMES
@given(house_game_configs())
def test_every_game_ends_with_a_winner(config: GameConfig) -> None:
    """R3, R24: a game ends within the cap, by nine coins home or by a third pa ra."""
    steps = play_steps(config)
    assert len(steps) < THROW_CAP
    last = steps[-1]
    assert last.after.winner == mover(last)
    if last.after.home[mover(last)] != COINS:
        assert config.options.triple_para_wins
        assert last.kind is ThrowKind.THIRD_PARA
    assert all(s.before.winner is None for s in steps)


@GAMES
@given(house_game_configs())
def test_positions_round_trip_under_every_option(config: GameConfig) -> None:
    """load(dump(s)) == s for every state of a game, through JSON text too."""
    for step in play_steps(config):
        position = json.loads(json.dumps(dump_position(step.after)))
        assert load_position(position) == step.after
        assert dump_position(load_position(position)) == position


@pytest.mark.slow
@settings(max_examples=300, deadline=None)
@given(house_positions().filter(lambda p: p["winner"] is None))
def test_every_outcome_from_any_position_keeps_the_rules(position: dict[str, Any]) -> None:
    """Every throw and every move from arbitrary positions under any options; move keys are
    distinct, play the move they name, and the successors are distinct valid positions."""
    state = load_position(position)
    for d1 in range(1, 7):
        for d2 in range(1, 7):
            dice = Dice(d1, d2)
            throw = state.resolve(dice)
            assert len({m.key for m in throw.moves}) == len(throw.moves)
            if throw.kind is ThrowKind.CHOICE:
                steps = [
                    Step(state, dice, throw.kind, m, state.play(dice, m.key)) for m in throw.moves
                ]
            else:
                move = throw.moves[0] if throw.moves else None
                steps = [Step(state, dice, throw.kind, move, state.play(dice))]
            for step in steps:
                check_step(step)
            found = successors(position, (d1, d2))
            texts = {json.dumps(p, sort_keys=True) for p in found}
            assert len(texts) == len(found)
            assert texts == {json.dumps(dump_position(s.after), sort_keys=True) for s in steps}


@settings(max_examples=80, deadline=None)
@given(house_game_configs())
def test_records_replay_under_every_option(config: GameConfig) -> None:
    """A record with the new kinds of moves replays exactly, and its JSON round-trips."""
    record, game = play_record(config, 400)
    assert record.replay() == game
    again = GameRecord.from_json(json.loads(json.dumps(record.to_json())))
    assert again == record
    for action in record.actions:
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


def test_new_moves_have_keys_of_their_own_and_their_actions_round_trip() -> None:
    """Rethrow (HAND, HAND), two coins (HAND, q, 2) and a chain's sorted parts are keys that
    a MoveAction carries and JSON keeps."""
    lhasa = Options(para=ParaRule.LHASA)
    state = load_position(
        {
            "players": 2,
            "options": lhasa.to_json(),
            "sides": [
                {"hand": 8, "home": 0, "opened": True},
                {"hand": 6, "home": 0, "opened": True},
            ],
            "track": [[2, 1, 2], [20, 0, 1], [30, 1, 1]],
            "turn": 0,
            "kept": 0,
            "winner": None,
        }
    )
    keys = {m.key for m in state.resolve((1, 1)).moves}
    assert keys == {(20, 22), (HAND, 2, 2), (HAND, HAND)}
    chain = load_position(
        {
            "players": 2,
            "options": Options(leftover_steps=True).to_json(),
            "sides": [
                {"hand": 1, "home": 5, "opened": True},
                {"hand": 7, "home": 0, "opened": True},
            ],
            "track": [[30, 1, 2], [60, 0, 1], [62, 0, 2]],
            "turn": 0,
            "kept": 0,
            "winner": None,
        }
    )
    chains = {m.key for m in chain.resolve((5, 3)).moves if m.then}
    assert chains == {(0, 4, 60, 64), (0, 2, 60, 64, 62, 64), (0, 6, 62, 64)}
    for key in keys | chains:
        action = MoveAction.of(key)
        assert action.key == key
        assert action_from_json(json.loads(json.dumps(action_to_json(action)))) == action


def test_presets_fill_the_options_of_the_rules() -> None:
    """R28: table is every default, app and lhasa exactly their house rules."""
    assert Preset.TABLE.options == Options()
    assert Preset.APP.options == Options(
        last_kill_ends_turn=True, triple_para_wins=True, leftover_steps=True, para=ParaRule.CHOOSE
    )
    assert Preset.LHASA.options == Options(
        last_kill_ends_turn=True, para=ParaRule.LHASA, openings=OpeningRule.FIRST
    )
    assert Preset.APP.differences(Preset.APP.options) == ()
    assert Preset.APP.differences(Preset.APP.options._replace(para=ParaRule.LHASA)) == (PARA,)
    for preset in Preset:
        assert Preset.nearest(preset.options) is preset
    assert Preset.nearest(Options(no_nine_stack=True)) is Preset.TABLE


def test_the_random_games_reach_the_house_corners() -> None:
    """The games the properties run over do meet the new moves, so the checks are not vacuous."""
    seen: Counter[str] = Counter()
    for seed in range(300):
        options = Options(
            seed % 2 == 0, seed % 3 == 0, seed % 5 < 3, seed % 4 < 2, seed % 3 < 2,
            list(ParaRule)[seed % 3], list(OpeningRule)[seed % 2],
        )  # fmt: skip
        players = 2 + seed % 3
        loaded, midgame = seed % 2 == 0, seed % 3 == 0
        config = GameConfig(players, options, seed % players, seed, "uniform", loaded, midgame)
        for step in play_steps(config):
            move = step.move
            if step.kind is ThrowKind.THIRD_PARA:
                seen["third pa ra"] += 1
            if move is None:
                continue
            seen["rethrow chosen"] += move.kind is MoveKind.RETHROW
            seen["two coins"] += move.pair
            seen["chain"] += bool(move.then)
            last = move.last
            seen["last kill"] += (
                last.kind is MoveKind.KILL and not move.extra_throw and not is_opening(step)
            )
            seen["later opening"] += is_opening(step) and step.before.opened[mover(step)]
    assert {name for name, count in seen.items() if count >= 3} == {
        "third pa ra", "rethrow chosen", "two coins", "chain", "last kill", "later opening",
    }  # fmt: skip
