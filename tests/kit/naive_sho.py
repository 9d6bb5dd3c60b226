"""A deliberately naive Sho move generator: the independent oracle the engine is tested against.

Written from the rules (docs/rules.md, R1-R22 and the house rules R23-R27) and the position
format (docs/position.md) alone, never from bot/engine. Plain dicts and lists, a fresh copy for
every outcome, one small function per rule; speed hardly matters. `naive_moves` also labels
every move in the notation of the rules' worked examples ("h→5 stack +", "10→16 kill B2 +",
"open 3@7 kill B2", "crook 9@9", "2h→2 kill B2 +", "60→home then h→3", "rethrow", "third pa ra
wins", "pass") so the labels can be checked against the examples and used to measure which
corners a test reached.
"""

from __future__ import annotations

import json
from typing import Any

Position = dict[str, Any]

COINS_PER_SIDE = 9  # R1
LAST_SPOT = 63  # R4: spots 1..63; 64 or more is home
TOP_KEYS = ("players", "options", "sides", "track", "turn", "kept", "winner")
SIDE_KEYS = ("hand", "home", "opened")
FLAG_OPTIONS = (  # true or false, false by default
    "stacking_ends_turn",  # R21
    "no_nine_stack",  # R22
    "last_kill_ends_turn",  # R23
    "triple_para_wins",  # R24
    "leftover_steps",  # R25
)
CHOICE_OPTIONS = {"para": ("kept", "choose", "lhasa"), "openings": ("every", "first")}  # R26, R27
OPTION_KEYS = (*FLAG_OPTIONS, *CHOICE_OPTIONS)
DEFAULTS: dict[str, bool | str] = {
    **dict.fromkeys(FLAG_OPTIONS, False),
    **{key: values[0] for key, values in CHOICE_OPTIONS.items()},
}
SIDE_LETTERS = "ABC"


class NaiveInvalidPositionError(ValueError):
    """The naive generator's own error: invalid position, finished game, or bad dice."""


def _is_int(value: object) -> bool:
    """True for a real int (a bool is not a count)."""
    return type(value) is int


def _is_bool(value: object) -> bool:
    """True for a real bool (1 is not true)."""
    return type(value) is bool


def sides_for(players: int) -> int:
    """R1 and the format: 2 sides for 2 or 4 players, 3 for 3 players."""
    return 3 if players == 3 else 2


def side_of_seat(players: int, seat: int) -> int:
    """Seat i plays for side i; with 4 players for side i % 2 (R2)."""
    return seat % 2 if players == 4 else seat


# ---------------------------------------------------------------------------------------------
# Validity (docs/position.md, "A position loads only if")
# ---------------------------------------------------------------------------------------------


def _shape_fault(position: object) -> str | None:
    """Keys and types: every key present, no unknown key, ints are ints and flags are bools."""
    if not isinstance(position, dict):
        return "position is not an object"
    for key in TOP_KEYS:
        if key not in position:
            return f"missing key {key!r}"
    for key in position:
        if key not in TOP_KEYS:
            return f"unknown key {key!r}"
    for key in ("players", "turn", "kept"):
        if not _is_int(position[key]):
            return f"{key} is not an integer"
    if position["winner"] is not None and not _is_int(position["winner"]):
        return "winner is neither null nor an integer"
    options = position["options"]
    if not isinstance(options, dict):
        return "options is not an object"
    for key, value in options.items():
        if key in FLAG_OPTIONS:
            if not _is_bool(value):
                return f"option {key} is not a boolean"
        elif key in CHOICE_OPTIONS:
            if type(value) is not str or value not in CHOICE_OPTIONS[key]:
                return f"option {key} is not one of {CHOICE_OPTIONS[key]}"
        else:
            return f"unknown option {key!r}"
    if not isinstance(position["sides"], list):
        return "sides is not a list"
    for index, side in enumerate(position["sides"]):
        if not isinstance(side, dict):
            return f"side {index} is not an object"
        for key in SIDE_KEYS:
            if key not in side:
                return f"side {index} is missing {key!r}"
        for key in side:
            if key not in SIDE_KEYS:
                return f"side {index} has unknown key {key!r}"
        if not _is_int(side["hand"]) or not _is_int(side["home"]):
            return f"side {index} hand/home is not an integer"
        if not _is_bool(side["opened"]):
            return f"side {index} opened is not a boolean"
    if not isinstance(position["track"], list):
        return "track is not a list"
    for entry in position["track"]:
        if not isinstance(entry, list | tuple) or len(entry) != 3:
            return f"track entry {entry!r} is not [spot, side, coins]"
        if not all(_is_int(value) for value in entry):
            return f"track entry {entry!r} holds a non-integer"
    return None


def _count_fault(position: Position) -> str | None:
    """Players, sides, turn, ranges of spots and coins, one stack a spot, sorted track."""
    players = position["players"]
    if not 2 <= players <= 4:
        return "players is not 2..4"
    if len(position["sides"]) != sides_for(players):
        return "wrong number of sides for the player count"
    if not 0 <= position["turn"] < players:
        return "turn is not a seat"
    seen: set[int] = set()
    previous = 0
    for spot, side, coins in position["track"]:
        if not 1 <= spot <= LAST_SPOT:
            return f"spot {spot} is off the track"
        if not 0 <= side < len(position["sides"]):
            return f"track names unknown side {side}"
        if not 1 <= coins <= COINS_PER_SIDE:
            return f"stack of {coins} coins"
        if spot in seen:
            return f"two stacks on spot {spot}"  # R5
        if spot < previous:
            return "track is not sorted by spot"
        seen.add(spot)
        previous = spot
    return None


def _side_fault(position: Position) -> str | None:
    """R1 (9 coins a side), opened flags, home 9 is the winner (R24: or three pa ra), kept."""
    triple = position["options"].get("triple_para_wins", False)
    winner = position["winner"]
    if winner is not None and not 0 <= winner < len(position["sides"]):
        return "winner is not a side"
    for index, side in enumerate(position["sides"]):
        on_track = sum(coins for _, owner, coins in position["track"] if owner == index)
        if side["hand"] < 0 or side["home"] < 0:
            return f"side {index} has a negative count"
        if side["hand"] + on_track + side["home"] != COINS_PER_SIDE:
            return f"side {index} does not own exactly 9 coins"  # R1
        if (on_track or side["home"]) and not side["opened"]:
            return f"side {index} has coins out of hand but never opened"  # R10
        if side["home"] == COINS_PER_SIDE and winner != index:
            return f"side {index} has 9 home but is not the winner"  # R3
        if winner == index and side["home"] != COINS_PER_SIDE and not triple:
            return f"side {index} is the winner without 9 home"  # R3; R24 wins otherwise
    kept = position["kept"]
    if kept < 0 or kept % 2:
        return "kept is not 0, 2, 4, ..."  # R16
    mover = side_of_seat(position["players"], position["turn"])
    if kept and not _own_stacks(position, mover):
        return "kept is not 0 for a side with no coins on the track"  # R7: openings keep nothing
    if triple and kept > 4:
        return "kept is over 4 though the third pa ra wins"  # R24
    return None


def naive_is_valid(position: object) -> str | None:
    """The first fault of a position, or None when it is valid (a finished game is valid)."""
    fault = _shape_fault(position)
    if fault is None:
        assert isinstance(position, dict)
        fault = _count_fault(position) or _side_fault(position)
    return fault


def _clone(position: Position) -> Position:
    """A deep copy of a valid position (every nested container copied; the rest are ints)."""
    return {
        **position,
        "options": dict(position["options"]),
        "sides": [dict(side) for side in position["sides"]],
        "track": [list(entry) for entry in position["track"]],
    }


def canonical(position: Position) -> Position:
    """A deep copy with every option key written (a missing key means its default) and a sorted
    track."""
    result = _clone(position)
    result["options"] = {key: position["options"].get(key, DEFAULTS[key]) for key in OPTION_KEYS}
    result["track"].sort()
    return result


def canonical_json(position: Position) -> str:
    """One string per position, for order-free comparison of successor sets."""
    return json.dumps(canonical(position), sort_keys=True, separators=(",", ":"))


# ---------------------------------------------------------------------------------------------
# Small helpers over the track
# ---------------------------------------------------------------------------------------------


def _own_stacks(position: Position, side: int) -> list[list[int]]:
    """The side's stacks, as [spot, side, coins] entries."""
    return [entry for entry in position["track"] if entry[1] == side]


def _stack_at(position: Position, spot: int) -> list[int] | None:
    """The stack on a spot, or None (R5: at most one)."""
    for entry in position["track"]:
        if entry[0] == spot:
            return entry
    return None


def _remove_stack(position: Position, spot: int) -> None:
    """Take the whole stack off a spot (R5: stacks never split)."""
    position["track"] = [entry for entry in position["track"] if entry[0] != spot]


def _put_stack(position: Position, spot: int, side: int, coins: int) -> None:
    """Put a stack on an empty spot and keep the track sorted."""
    position["track"].append([spot, side, coins])
    position["track"].sort()


def _pass_turn(position: Position) -> None:
    """Next seat throws (R2)."""
    position["turn"] = (position["turn"] + 1) % position["players"]


def _letter(side: int) -> str:
    return SIDE_LETTERS[side]


# ---------------------------------------------------------------------------------------------
# Opening throws (R7-R11, R22)
# ---------------------------------------------------------------------------------------------


def _opening_base(dice: tuple[int, int]) -> int:
    """R8: 3 coins for pa ra or sug, otherwise 2."""
    total = dice[0] + dice[1]
    if dice == (1, 1) or total == 3:
        return 3
    return 2


def _is_crooked_nine(position: Position, side: int, dice: tuple[int, int]) -> bool:
    """R11 and R22: does this opening throw put the whole hand on spot 9?"""
    if sorted(dice) != [3, 6]:
        return False
    if not position["sides"][side]["opened"]:
        return False  # R11: never opened -> ordinary opening of 9
    if _stack_at(position, 9) is not None:
        return False  # R11: spot 9 not empty (it can only be an enemy: we have no coins out)
    # R22: with all 9 in hand it is an ordinary opening of 9 instead
    all_in_hand = position["sides"][side]["hand"] == COINS_PER_SIDE
    return not (position["options"]["no_nine_stack"] and all_in_hand)


def _crooked_nine(position: Position, side: int) -> tuple[str, Position]:
    """R11: every coin in hand onto spot 9 as one stack; the turn ends (R20)."""
    after = _clone(position)
    coins = after["sides"][side]["hand"]
    after["sides"][side]["hand"] = 0
    after["sides"][side]["opened"] = True
    _put_stack(after, 9, side, coins)
    _pass_turn(after)
    return f"crook {coins}@9", after


def _ordinary_opening(position: Position, side: int, dice: tuple[int, int]) -> tuple[str, Position]:
    """R8-R10 (and R22): put down base coins on spot t, killing whatever stands there."""
    after = _clone(position)
    target = dice[0] + dice[1]
    wanted = _opening_base(dice)
    label_kill = ""
    enemy = _stack_at(after, target)
    if enemy is not None:
        wanted = max(wanted, enemy[2] + 1)  # R9
    coins = min(wanted, after["sides"][side]["hand"])  # R10: capped by the hand
    if after["options"]["no_nine_stack"] and coins == COINS_PER_SIDE:
        return _pass(position)  # R22: an opening that must put down 9 passes
    if enemy is not None:
        after["sides"][enemy[1]]["hand"] += enemy[2]  # R9: killed whatever its size
        _remove_stack(after, target)
        label_kill = f" kill {_letter(enemy[1])}{enemy[2]}"
    after["sides"][side]["hand"] -= coins
    after["sides"][side]["opened"] = True  # R10
    _put_stack(after, target, side, coins)
    _pass_turn(after)  # R7: never an extra throw
    return f"open {coins}@{target}{label_kill}", after


def _later_opening(position: Position, side: int, dice: tuple[int, int]) -> tuple[str, Position]:
    """R27 "first": a side that opened before puts 2 coins (1 if only 1 is left) as one group on
    spot t; they land by R13: place, or kill a stack of at most that many; a bigger stack blocks
    them and the throw passes. Never an extra throw (R7)."""
    target = dice[0] + dice[1]  # a pa ra is spot 2, a sug spot 3
    group = min(2, position["sides"][side]["hand"])
    enemy = _stack_at(position, target)  # the side has no coins out: only an enemy can be there
    if enemy is not None and enemy[2] > group:
        return _pass(position)
    after = _clone(position)
    label_kill = ""
    if enemy is not None:
        after["sides"][enemy[1]]["hand"] += enemy[2]
        _remove_stack(after, target)
        label_kill = f" kill {_letter(enemy[1])}{enemy[2]}"
    after["sides"][side]["hand"] -= group
    _put_stack(after, target, side, group)
    _pass_turn(after)
    return f"open {group}@{target}{label_kill}", after


def _opening_moves(
    position: Position, side: int, dice: tuple[int, int]
) -> list[tuple[str, Position]]:
    """R7: exactly one outcome (R27 "first" changes the openings after a side's first)."""
    if _is_crooked_nine(position, side, dice):
        return [_crooked_nine(position, side)]
    if position["options"]["openings"] == "first" and position["sides"][side]["opened"]:
        return [_later_opening(position, side, dice)]
    return [_ordinary_opening(position, side, dice)]


# ---------------------------------------------------------------------------------------------
# Ordinary throws (R12-R26)
# ---------------------------------------------------------------------------------------------

Part = tuple[object, object]
"""One part of a move for R15: (source: a spot, "h" or "2h"; target: a spot or "home")."""


def _pass(position: Position) -> tuple[str, Position]:
    """R15: no legal move; the throw (and any kept pa ra) is lost, the next seat throws."""
    after = _clone(position)
    after["kept"] = 0
    _pass_turn(after)
    return "pass", after


def _rethrow(position: Position) -> tuple[str, Position]:
    """R16, R26: the pa ra's 2 steps are kept and the same seat throws again."""
    after = _clone(position)
    after["kept"] += 2
    return "rethrow", after


def _third_para(position: Position, side: int) -> tuple[str, Position]:
    """R24: the third pa ra in a row wins at once; nothing moves, the turn stays."""
    after = _clone(position)
    after["kept"] = 0
    after["winner"] = side
    return "third pa ra wins", after


def _distances(dice: tuple[int, int], kept: int, para: str) -> list[int]:
    """R17: {t} without kept steps, else {t, K, K + t}; R26: only K + t after a rethrow."""
    total = dice[0] + dice[1]
    if kept == 0:
        return [total]
    if para == "kept":
        return sorted({total, kept, kept + total})
    return [kept + total]


def _candidates(position: Position, side: int, distance: int) -> list[tuple[int | None, int, int]]:
    """R12: (source spot or None for the hand, target, group size) for one distance."""
    found: list[tuple[int | None, int, int]] = []
    if position["sides"][side]["hand"] > 0 and distance <= LAST_SPOT:
        found.append((None, distance, 1))  # enter one coin; never straight home
    for spot, _, coins in _own_stacks(position, side):
        found.append((spot, spot + distance, coins))  # advance the whole stack
    return found


def _has_coins_on_track(position: Position, side: int) -> bool:
    return bool(_own_stacks(position, side))


def _land_part(
    position: Position, side: int, source: int | None, target: int, group: int
) -> tuple[Part, str, Position, bool] | None:
    """R13 with R19-R23 for one group landing: its part, its label, the position after (the turn
    not yet passed) and whether it earns an extra throw; None when it is blocked."""
    after = _clone(position)
    options = after["options"]
    if source is None:
        after["sides"][side]["hand"] -= group
    else:
        _remove_stack(after, source)
    start = ("2h" if group == 2 else "h") if source is None else source
    end = "home" if target > LAST_SPOT else target
    label = f"{start}→{end}"
    extra = False
    if target > LAST_SPOT:  # R4: finish
        after["sides"][side]["home"] += group
    else:
        occupant = _stack_at(after, target)
        if occupant is None:  # place
            _put_stack(after, target, side, group)
        elif occupant[1] == side:  # stack (partners share a side, R2)
            if options["no_nine_stack"] and occupant[2] + group == COINS_PER_SIDE:
                return None  # R22
            occupant[2] += group
            label += " stack"
            extra = not options["stacking_ends_turn"]  # R19, R21
        elif occupant[2] <= group:  # kill: the e coins go back to their owner's hand
            victim, killed = occupant[1], occupant[2]
            after["sides"][victim]["hand"] += killed
            occupant[1] = side
            occupant[2] = group
            label += f" kill {_letter(victim)}{killed}"
            # R19; R23: killing the last coins a side has on the track earns nothing.
            extra = not (options["last_kill_ends_turn"] and not _has_coins_on_track(after, victim))
        else:
            return None  # blocked
    return (start, end), label, after, extra


Chain = tuple[list[Part], list[str], Position, bool]


def _play_out(
    position: Position, side: int, source: int | None, target: int, group: int
) -> list[Chain]:
    """One candidate with R25: every way it can end (its parts, their labels, the position and
    the extra throw); empty when it is blocked."""
    landed = _land_part(position, side, source, target, group)
    if landed is None:
        return []
    part, label, after, extra = landed
    spare = target - (LAST_SPOT + 1)
    won = after["sides"][side]["home"] == COINS_PER_SIDE
    if not position["options"]["leftover_steps"] or spare <= 0 or won:
        return [([part], [label], after, extra)]
    chains: list[Chain] = []
    for source2, target2, group2 in _candidates(after, side, spare):
        for parts, labels, end, again in _play_out(after, side, source2, target2, group2):
            chains.append(([part, *parts], [label, *labels], end, again))
    return chains or [([part], [label], after, False)]  # nothing can move them: steps lost


def _finish_move(chain: Chain, side: int) -> tuple[str, Position]:
    """The end of a move: K cleared (R17), a win keeps the turn (R3), else R19/R20."""
    _, labels, after, extra = chain
    label = " then ".join(labels)
    after["kept"] = 0
    if after["sides"][side]["home"] == COINS_PER_SIDE:
        after["winner"] = side
    elif extra:
        label += " +"
    else:
        _pass_turn(after)
    return label, after


def _distinct_moves(
    position: Position, side: int, distances: list[int]
) -> list[tuple[str, Position]]:
    """R14-R15, R25: one outcome per distinct move (the same parts in any order are one move)."""
    moves: list[tuple[str, Position]] = []
    seen: set[frozenset[Part]] = set()
    for distance in distances:
        for source, target, group in _candidates(position, side, distance):
            for chain in _play_out(position, side, source, target, group):
                key = frozenset(chain[0])
                if key not in seen:
                    seen.add(key)
                    moves.append(_finish_move(chain, side))
    return moves


def _two_coins(position: Position, side: int, spot: int) -> list[tuple[str, Position]]:
    """R26 "lhasa": two coins from the hand as one group onto the spot, landing by R13."""
    if position["sides"][side]["hand"] < 2 or spot > LAST_SPOT:
        return []
    return [_finish_move(chain, side) for chain in _play_out(position, side, None, spot, 2)]


def _para_moves(position: Position, side: int) -> list[tuple[str, Position]]:
    """A pa ra on an ordinary throw: R24 the third wins, R16 it is kept, R26 a choice."""
    options, kept = position["options"], position["kept"]
    if options["triple_para_wins"] and kept == 4:
        return [_third_para(position, side)]
    if options["para"] == "kept":
        return [_rethrow(position)]
    moves = _distinct_moves(position, side, [kept + 2])
    if options["para"] == "lhasa":
        moves += _two_coins(position, side, kept + 2)
    return [*moves, _rethrow(position)]


def _ordinary_moves(
    position: Position, side: int, dice: tuple[int, int]
) -> list[tuple[str, Position]]:
    """R14-R15: one successor per distinct legal move, or a pass."""
    distances = _distances(dice, position["kept"], position["options"]["para"])
    return _distinct_moves(position, side, distances) or [_pass(position)]


# ---------------------------------------------------------------------------------------------
# The conformance function's twin
# ---------------------------------------------------------------------------------------------


def _check_dice(dice: object) -> tuple[int, int]:
    """Two real ints in 1..6."""
    if not isinstance(dice, tuple | list) or len(dice) != 2:
        raise NaiveInvalidPositionError(f"dice {dice!r} are not two dice")
    if not all(_is_int(die) and 1 <= die <= 6 for die in dice):
        raise NaiveInvalidPositionError(f"dice {dice!r} are not in 1..6")
    return (dice[0], dice[1])


def naive_moves(position: Position, dice: tuple[int, int]) -> list[tuple[str, Position]]:
    """Every outcome of one throw as (label, position after), before merging equal positions."""
    fault = naive_is_valid(position)
    if fault is not None:
        raise NaiveInvalidPositionError(fault)
    if position["winner"] is not None:
        raise NaiveInvalidPositionError("the game is over")
    throw = _check_dice(dice)
    start = canonical(position)
    side = side_of_seat(start["players"], start["turn"])
    if not _own_stacks(start, side):
        return _opening_moves(start, side, throw)  # R7, even with coins home
    if throw == (1, 1):
        return _para_moves(start, side)
    return _ordinary_moves(start, side, throw)


def naive_successors(position: Position, dice: tuple[int, int]) -> list[Position]:
    """Every distinct position reachable by one throw (docs/position.md, successors)."""
    result: list[Position] = []
    seen: set[str] = set()
    for _, after in naive_moves(position, dice):
        key = canonical_json(after)
        if key not in seen:
            seen.add(key)
            result.append(after)
    return result
