"""Differential test: bot.engine.successors against the naive oracle on many reachable positions.

Random games from the start and from random mid-game positions, for 2, 3 and 4 players and all
four option combinations; at every step both generators must give the same successor set for all
21 distinct dice outcomes and for the throw actually made (order-free, compared as sorted JSON).
Randomly generated valid positions reach the corners random play rarely sees.

Seeds are fixed strings, so every failure reproduces; a mismatch prints the position and dice.
SHO_DIFF_GAMES (default 2) sets the games per player count and option set: try 50 for a deep run.
"""

from __future__ import annotations

import json
import os
import random
import re
from collections import Counter
from typing import Any

import pytest
from kit.naive_sho import (
    LAST_SPOT,
    naive_moves,
    naive_successors,
    side_of_seat,
    sides_for,
)

from bot.engine import successors

Position = dict[str, Any]

GAMES = int(os.environ.get("SHO_DIFF_GAMES", "2"))
POSITIONS_PER_GAME = 40  # random valid positions checked per game of the budget
MAX_STEPS = 3000  # a random game longer than this is cut off (they last ~100-250 throws)
ALL_DICE = [(low, high) for low in range(1, 7) for high in range(low, 7)]
HOT_SPOTS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 55, 57, 58, 59, 60, 61, 62, 63]
OPTION_SETS = [
    {"stacking_ends_turn": stacking, "no_nine_stack": no_nine}
    for stacking in (False, True)
    for no_nine in (False, True)
]
TABLES = [(players, options) for players in (2, 3, 4) for options in OPTION_SETS]
TABLE_IDS = [  # e.g. "3p-S-N": 3 players, stacking ends the turn, no stack of nine
    f"{players}p"
    + ("-S" if options["stacking_ends_turn"] else "")
    + ("-N" if options["no_nine_stack"] else "")
    for players, options in TABLES
]


def _key(position: Position) -> str:
    """Order-free identity of a position: its JSON with sorted keys (tracks stay as given)."""
    return json.dumps(position, sort_keys=True, separators=(",", ":"))


def check(position: Position, dice: tuple[int, int], seed: str) -> None:
    """Both generators give the same successor set; the engine leaves its input untouched."""
    before = _key(position)
    where = f"seed {seed!r}, dice {dice}, position\n{json.dumps(position)}"
    try:
        got = sorted(_key(after) for after in successors(position, dice))
    except Exception as error:  # the report must name the position, whatever went wrong
        raise AssertionError(f"engine raised {error!r} on {where}") from error
    expected = sorted({_key(after) for after in naive_successors(position, dice)})
    assert _key(position) == before, f"engine changed its input: {where}"
    if got != expected:
        labels = [label for label, _ in naive_moves(position, dice)]
        missing = sorted(set(expected) - set(got))
        extra = sorted(set(got) - set(expected))
        duplicates = len(got) - len(set(got))
        raise AssertionError(
            f"successors differ: {where}\nnaive moves: {labels}\nmissing from the engine: "
            f"{missing}\nextra in the engine: {extra}\nduplicates from the engine: {duplicates}"
        )


def start_position(players: int, options: dict[str, bool]) -> Position:
    """A new game: every coin in hand, nobody opened, seat 0 throws."""
    return {
        "players": players,
        "options": dict(options),
        "sides": [{"hand": 9, "home": 0, "opened": False} for _ in range(sides_for(players))],
        "track": [],
        "turn": 0,
        "kept": 0,
        "winner": None,
    }


def play(position: Position, rng: random.Random, seed: str) -> int:
    """Random play to the end, checking every step; returns the positions checked."""
    steps = 0
    while position["winner"] is None and steps < MAX_STEPS:
        for dice in ALL_DICE:
            check(position, dice, seed)
        thrown = (rng.randint(1, 6), rng.randint(1, 6))
        check(position, thrown, seed)
        position = rng.choice(naive_successors(position, thrown))
        steps += 1
    return steps


def _random_spot(rng: random.Random, taken: set[int]) -> int:
    """A free spot, half the time near the openings, spot 9 or the end of the track."""
    while True:
        spot = rng.choice(HOT_SPOTS) if rng.random() < 0.5 else rng.randint(1, LAST_SPOT)
        if spot not in taken:
            taken.add(spot)
            return spot


def _random_stacks(rng: random.Random, coins: int) -> list[int]:
    """Split coins into stack sizes, often keeping them in one big stack."""
    sizes = []
    while coins:
        size = coins if rng.random() < 0.35 else rng.randint(1, coins)
        sizes.append(size)
        coins -= size
    return sizes


def _assemble(
    rng: random.Random,
    players: int,
    options: dict[str, bool],
    turn: int,
    track: list[list[int]],
    homes: dict[int, int],
    kept: int,
) -> Position:
    """A valid position from its stacks and homes: the other coins are in hand."""
    sides = []
    for side in range(sides_for(players)):
        on_track = sum(coins for _, owner, coins in track if owner == side)
        home = homes.get(side, 0)
        opened = bool(on_track or home) or rng.random() < 0.6
        sides.append({"hand": 9 - home - on_track, "home": home, "opened": opened})
    return {
        "players": players,
        "options": dict(options),
        "sides": sides,
        "track": sorted(track),
        "turn": turn,
        "kept": kept,
        "winner": None,
    }


def _anything(rng: random.Random, players: int, options: dict[str, bool], turn: int) -> Position:
    """Random homes and stacks for every side, spots biased to openings, 9 and the end."""
    mover = side_of_seat(players, turn)
    track: list[list[int]] = []
    homes: dict[int, int] = {}
    taken: set[int] = set()
    for side in range(sides_for(players)):
        homes[side] = rng.choice([0, 0, 0, 1, 3, 5, 7, 8])
        off_track = side == mover and rng.random() < 0.35  # an opening throw
        on_track = 0 if off_track else rng.randint(0, 9 - homes[side])
        for size in _random_stacks(rng, on_track):
            track.append([_random_spot(rng, taken), side, size])
    has_stacks = any(owner == mover for _, owner, _ in track)
    kept = rng.choice([0, 0, 0, 2, 2, 4, 6, 8, 10]) if has_stacks else 0
    return _assemble(rng, players, options, turn, track, homes, kept)


def _fenced_in(rng: random.Random, players: int, options: dict[str, bool], turn: int) -> Position:
    """One coin left, kept steps, and enemy 2-stacks on every even step ahead (passes, R15)."""
    mover = side_of_seat(players, turn)
    enemy = (mover + 1) % sides_for(players)
    spot = rng.randint(1, 55)
    track = [[spot, mover, 1]] + [[spot + step, enemy, 2] for step in (2, 4, 6, 8)]
    return _assemble(rng, players, options, turn, track, {mover: 8}, rng.choice([2, 4]))


def _near_nine(rng: random.Random, players: int, options: dict[str, bool], turn: int) -> Position:
    """Two own stacks making 9, or an 8-stack and a coin in hand (R22)."""
    mover = side_of_seat(players, turn)
    spot = rng.randint(2, 12)
    if rng.random() < 0.5:
        track = [[spot, mover, 8]]
    else:
        low = rng.randint(1, 8)
        back = rng.randint(1, 45)
        track = [[back, mover, low], [back + spot, mover, 9 - low]]
    return _assemble(rng, players, options, turn, track, {}, rng.choice([0, 0, 2]))


def _opening(rng: random.Random, players: int, options: dict[str, bool], turn: int) -> Position:
    """An opening throw against an enemy stack near the start or on spot 9 (R8-R11, R22)."""
    mover = side_of_seat(players, turn)
    enemy = (mover + 1) % sides_for(players)
    spot = rng.choice([9, 9, *range(2, 13)])
    track = [[spot, enemy, rng.choice([1, 2, 4, 8, 8, 9])]]
    homes = {mover: rng.choice([0, 0, 3, 5, 7, 8])}
    return _assemble(rng, players, options, turn, track, homes, 0)


BUILDERS = [_anything, _anything, _anything, _anything, _fenced_in, _near_nine, _opening]


def random_position(rng: random.Random, players: int, options: dict[str, bool]) -> Position:
    """A random valid, unfinished position, biased towards the rules' corners."""
    builder = rng.choice(BUILDERS)
    return builder(rng, players, options, rng.randrange(players))


def random_positions(table: int, count: int) -> list[tuple[str, Position]]:
    """The fixed-seed random positions for one table, with their seeds."""
    players, options = TABLES[table]
    found = []
    for index in range(count):
        seed = f"random-{TABLE_IDS[table]}-{index}"
        found.append((seed, random_position(random.Random(seed), players, options)))
    return found


@pytest.mark.parametrize("table", range(len(TABLES)), ids=TABLE_IDS)
def test_random_games_from_the_start(table: int) -> None:
    """Whole random games from the opening throw agree step by step."""
    players, options = TABLES[table]
    checked = 0
    for game in range(GAMES):
        seed = f"start-{TABLE_IDS[table]}-{game}"
        checked += play(start_position(players, options), random.Random(seed), seed)
    assert checked >= 20 * GAMES  # games really were played


@pytest.mark.parametrize("table", range(len(TABLES)), ids=TABLE_IDS)
def test_random_games_from_mid_game(table: int) -> None:
    """Random games from random mid-game positions to the end agree step by step."""
    checked = 0
    for seed, position in random_positions(table, GAMES):
        checked += play(position, random.Random(seed), seed)
    assert checked >= GAMES


@pytest.mark.parametrize("table", range(len(TABLES)), ids=TABLE_IDS)
def test_random_valid_positions(table: int) -> None:
    """Random valid positions agree for every dice outcome, in both orders of the dice."""
    for seed, position in random_positions(table, POSITIONS_PER_GAME * GAMES):
        for low, high in ALL_DICE:
            check(position, (low, high), seed)
            if low != high:
                check(position, (high, low), seed)


# -- The random positions must really reach the corners -------------------------------------------

OPEN_KILL = re.compile(r"open (\d)@\d+ kill [A-C](\d)")
CORNERS = (
    "kill on 63",
    "place on 63",
    "finish",
    "win",
    "stack of 9",
    "crooked nine of 9",
    "crooked nine under 9",
    "3-6 opening on a held spot 9",
    "capped opening kill",
    "opening pass",
    "pass with kept steps",
    "kept 6 or more used",
    "pa ra on kept steps",
    "8-stack moves",
    "nine refused",
)


def _mover_stacks(position: Position) -> dict[int, int]:
    """Spot -> coins of the side to throw."""
    mover = side_of_seat(position["players"], position["turn"])
    return {spot: coins for spot, side, coins in position["track"] if side == mover}


def _nine_refused(position: Position, dice: tuple[int, int]) -> bool:
    """R22 took away a move that would be legal without it."""
    if not position["options"]["no_nine_stack"]:
        return False
    relaxed = {**position, "options": {**position["options"], "no_nine_stack": False}}
    return len(naive_moves(relaxed, dice)) > len(naive_moves(position, dice))


def _move_corners(
    position: Position, dice: tuple[int, int], label: str, after: Position
) -> dict[str, bool]:
    """Which corners one labelled move exercises."""
    stacks = _mover_stacks(position)
    opening = not stacks
    source = label.split("→")[0]
    kill = OPEN_KILL.match(label)
    return {
        "kill on 63": "→63 kill" in label,
        "place on 63": label.endswith("→63"),
        "finish": "→home" in label,
        "win": after["winner"] is not None,
        "stack of 9": " stack" in label and any(entry[2] == 9 for entry in after["track"]),
        "crooked nine of 9": label == "crook 9@9",
        "crooked nine under 9": label.startswith("crook") and label != "crook 9@9",
        "3-6 opening on a held spot 9": sorted(dice) == [3, 6] and "@9 kill" in label,
        "capped opening kill": bool(kill and int(kill[1]) <= int(kill[2])),
        "opening pass": opening and label == "pass",
        "pass with kept steps": label == "pass" and position["kept"] > 0,
        "kept 6 or more used": position["kept"] >= 6 and not opening and label != "pa ra",
        "pa ra on kept steps": label == "pa ra" and position["kept"] > 0,
        "8-stack moves": source.isdigit() and stacks.get(int(source)) == 8,
    }


def corners(position: Position, dice: tuple[int, int]) -> set[str]:
    """Named corners of the rules that one throw from this position exercises."""
    found = {"nine refused"} if _nine_refused(position, dice) else set()
    for label, after in naive_moves(position, dice):
        hits = _move_corners(position, dice, label, after)
        found.update(name for name, hit in hits.items() if hit)
    return found


def test_random_positions_reach_the_corners() -> None:
    """Each corner is met several times among the positions test_random_valid_positions checks."""
    seen: Counter[str] = Counter()
    for table in range(len(TABLES)):
        for _, position in random_positions(table, POSITIONS_PER_GAME * GAMES):
            for dice in ALL_DICE:
                seen.update(corners(position, dice))
    rare = [name for name in CORNERS if seen[name] < 3]
    assert not rare, f"corners reached too rarely: {rare}; counts {dict(seen)}"
