"""Differential test: bot.engine.successors against the naive oracle on many reachable positions.

Random games from the start and from random mid-game positions, for 2, 3 and 4 players: the four
table option combinations with every dice outcome checked at every step, and each preset and
each house rule on its own with every outcome checked at every fourth step (the throw made is
checked at every step). Randomly generated valid positions, biased to the rules' corners, are
checked for every one of the 192 combinations of options and every player count, so every
option meets every other.

Seeds are fixed strings, so every failure reproduces; a mismatch prints the position and dice.
SHO_DIFF_GAMES (default 2) sets the games per player count and option set, and the positions
per combination: try 50 for a deep run.
"""

from __future__ import annotations

import itertools
import json
import os
import random
import re
from collections import Counter
from typing import Any

import pytest

from bot.engine import successors
from tests.kit.naive_sho import (
    CHOICE_OPTIONS,
    DEFAULTS,
    FLAG_OPTIONS,
    LAST_SPOT,
    _distances,
    naive_moves,
    naive_successors,
    side_of_seat,
    sides_for,
)

Position = dict[str, Any]

GAMES = int(os.environ.get("SHO_DIFF_GAMES", "2"))
POSITIONS_PER_GAME = 40  # random valid positions checked per game of the budget
MAX_STEPS = 3000  # a random game longer than this is cut off (they last ~100-250 throws)
ALL_DICE = [(low, high) for low in range(1, 7) for high in range(low, 7)]
HOT_SPOTS = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 55, 57, 58, 59, 60, 61, 62, 63]
Options = dict[str, Any]

TABLE_OPTION_SETS = [
    {**DEFAULTS, "stacking_ends_turn": stacking, "no_nine_stack": no_nine}
    for stacking in (False, True)
    for no_nine in (False, True)
]
PRESETS: dict[str, Options] = {  # docs/rules.md R28
    "app": {**DEFAULTS, "para": "choose", "triple_para_wins": True, "leftover_steps": True,
            "last_kill_ends_turn": True},
    "lhasa": {**DEFAULTS, "para": "lhasa", "last_kill_ends_turn": True, "openings": "first"},
}  # fmt: skip
SINGLE_HOUSE_RULES: dict[str, Options] = {
    **{key: {**DEFAULTS, key: True} for key in FLAG_OPTIONS[2:]},
    **{
        f"{key}={value}": {**DEFAULTS, key: value}
        for key, values in CHOICE_OPTIONS.items()
        for value in values[1:]
    },
}
ALL_OPTION_SETS = [
    {**dict(zip(FLAG_OPTIONS, flags, strict=True)), "para": para, "openings": openings}
    for flags in itertools.product((False, True), repeat=len(FLAG_OPTIONS))
    for para in CHOICE_OPTIONS["para"]
    for openings in CHOICE_OPTIONS["openings"]
]
"""Every combination of every option: 2**5 * 3 * 2 = 192."""


def options_id(options: Options) -> str:
    """A short name: S, N (R21, R22), L, T, O (R23-R25), para and openings when not default."""
    letters = {"stacking_ends_turn": "S", "no_nine_stack": "N", "last_kill_ends_turn": "L",
               "triple_para_wins": "T", "leftover_steps": "O"}  # fmt: skip
    parts = [letter for key, letter in letters.items() if options[key]]
    parts += [str(options[key]) for key in CHOICE_OPTIONS if options[key] != DEFAULTS[key]]
    return "-".join(parts)


# Whole games: (players, options, every how many steps all 21 outcomes are checked)
TABLES = [(players, options, 1) for players in (2, 3, 4) for options in TABLE_OPTION_SETS] + [
    (players, options, 4)
    for players in (2, 3, 4)
    for options in [*PRESETS.values(), *SINGLE_HOUSE_RULES.values()]
]
TABLE_IDS = [  # e.g. "3p-S-N": 3 players, stacking ends the turn, no stack of nine
    "-".join(filter(None, (f"{players}p", options_id(options)))) for players, options, _ in TABLES
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


def start_position(players: int, options: Options) -> Position:
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


def play(position: Position, rng: random.Random, seed: str, stride: int = 1) -> int:
    """Random play to the end, checking every step (all outcomes every `stride` steps); returns
    the positions checked."""
    steps = 0
    while position["winner"] is None and steps < MAX_STEPS:
        for dice in ALL_DICE if steps % stride == 0 else ():
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
    options: Options,
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
    if options["triple_para_wins"]:
        kept = min(kept, 4)  # R24: never more than 4
    return {
        "players": players,
        "options": dict(options),
        "sides": sides,
        "track": sorted(track),
        "turn": turn,
        "kept": kept,
        "winner": None,
    }


def _anything(rng: random.Random, players: int, options: Options, turn: int) -> Position:
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


def _fenced_in(rng: random.Random, players: int, options: Options, turn: int) -> Position:
    """One coin left, kept steps, and enemy 2-stacks on every even step ahead (passes, R15)."""
    mover = side_of_seat(players, turn)
    enemy = (mover + 1) % sides_for(players)
    spot = rng.randint(1, 55)
    track = [[spot, mover, 1]] + [[spot + step, enemy, 2] for step in (2, 4, 6, 8)]
    return _assemble(rng, players, options, turn, track, {mover: 8}, rng.choice([2, 4]))


def _near_nine(rng: random.Random, players: int, options: Options, turn: int) -> Position:
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


def _opening(rng: random.Random, players: int, options: Options, turn: int) -> Position:
    """An opening throw against an enemy stack near the start or on spot 9 (R8-R11, R22)."""
    mover = side_of_seat(players, turn)
    enemy = (mover + 1) % sides_for(players)
    spot = rng.choice([9, 9, *range(2, 13)])
    track = [[spot, enemy, rng.choice([1, 2, 4, 8, 8, 9])]]
    homes = {mover: rng.choice([0, 0, 3, 5, 7, 8])}
    return _assemble(rng, players, options, turn, track, homes, 0)


def _near_the_end(rng: random.Random, players: int, options: Options, turn: int) -> Position:
    """Stacks on 52-63, others and coins in hand to take the spare steps, enemies in the way
    (R25), now and then kept steps and homes that a chain of finishes can complete."""
    mover = side_of_seat(players, turn)
    enemy = (mover + 1) % sides_for(players)
    taken: set[int] = set()
    home = rng.choice([0, 0, 3, 5, 6, 7])
    left = 9 - home
    track: list[list[int]] = []
    for _ in range(rng.randint(1, 3)):
        if left <= 0:
            break
        size = rng.randint(1, min(3, left))
        track.append([_free(rng, taken, 52, 63), mover, size])
        left -= size
    if left > 0 and rng.random() < 0.6:
        size = rng.randint(1, left)
        track.append([_free(rng, taken, 1, 40), mover, size])
    for _ in range(rng.randint(0, 3)):
        track.append([_free(rng, taken, 1, 20), enemy, rng.choice([1, 1, 2, 3])])
    kept = rng.choice([0, 0, 0, 2, 4])
    return _assemble(rng, players, options, turn, track, {mover: home}, kept)


def _pairs_ahead(rng: random.Random, players: int, options: Options, turn: int) -> Position:
    """Enemy stacks of 1-3 two, four and six steps ahead and on spots 2, 4 and 6, for the pa ra
    choices and the two coins (R26), and single coins to kill last (R23)."""
    mover = side_of_seat(players, turn)
    taken: set[int] = set()
    track: list[list[int]] = []
    spot = _free(rng, taken, 8, 50)
    track.append([spot, mover, rng.randint(1, 3)])
    for enemy in range(sides_for(players)):
        if enemy == mover:
            continue
        for step in rng.sample([2, 4, 6, 7, 9], 2):
            if spot + step not in taken:
                taken.add(spot + step)
                track.append([spot + step, enemy, rng.choice([1, 1, 2, 3])])
        if rng.random() < 0.6:
            entry = rng.choice([2, 4, 6])
            if entry not in taken:
                taken.add(entry)
                track.append([entry, enemy, rng.choice([1, 2, 2, 3])])
    kept = rng.choice([0, 0, 2, 2, 4])
    return _assemble(rng, players, options, turn, track, {}, kept)


def _free(rng: random.Random, taken: set[int], low: int, high: int) -> int:
    """A free spot in low..high (taken grows)."""
    while True:
        spot = rng.randint(low, high)
        if spot not in taken:
            taken.add(spot)
            return spot


BUILDERS = [
    _anything, _anything, _anything, _anything, _fenced_in, _near_nine, _opening, _opening,
    _near_the_end, _near_the_end, _pairs_ahead, _pairs_ahead,
]  # fmt: skip


def random_position(rng: random.Random, players: int, options: Options) -> Position:
    """A random valid, unfinished position, biased towards the rules' corners."""
    builder = rng.choice(BUILDERS)
    return builder(rng, players, options, rng.randrange(players))


def seeded_positions(
    name: str, players: int, options: Options, count: int
) -> list[tuple[str, Position]]:
    """Fixed-seed random positions, with their seeds."""
    found = []
    for index in range(count):
        seed = f"random-{name}-{index}"
        found.append((seed, random_position(random.Random(seed), players, options)))
    return found


def random_positions(table: int, count: int) -> list[tuple[str, Position]]:
    """The fixed-seed random positions for one table, with their seeds."""
    players, options, _ = TABLES[table]
    return seeded_positions(TABLE_IDS[table], players, options, count)


def combination_positions(index: int) -> list[tuple[str, Position]]:
    """The fixed-seed random positions of one combination of options, for every player count."""
    options = ALL_OPTION_SETS[index]
    return [
        found
        for players in (2, 3, 4)
        for found in seeded_positions(
            f"{players}p-{COMBINATION_IDS[index]}", players, options, COMBINATION_POSITIONS
        )
    ]


COMBINATION_IDS = [options_id(options) or "table" for options in ALL_OPTION_SETS]
COMBINATION_POSITIONS = 2 * GAMES
"""Random positions per combination of options and player count."""
TABLE_SETS = range(3 * len(TABLE_OPTION_SETS))
"""The tables of the four table option combinations (the first in TABLES)."""


@pytest.mark.slow
@pytest.mark.parametrize("table", range(len(TABLES)), ids=TABLE_IDS)
def test_random_games_from_the_start(table: int) -> None:
    """Whole random games from the opening throw agree step by step."""
    players, options, stride = TABLES[table]
    checked = 0
    for game in range(GAMES):
        seed = f"start-{TABLE_IDS[table]}-{game}"
        checked += play(start_position(players, options), random.Random(seed), seed, stride)
    assert checked >= 20 * GAMES  # games really were played


@pytest.mark.slow
@pytest.mark.parametrize("table", range(len(TABLES)), ids=TABLE_IDS)
def test_random_games_from_mid_game(table: int) -> None:
    """Random games from random mid-game positions to the end agree step by step."""
    checked = 0
    for seed, position in random_positions(table, GAMES):
        checked += play(position, random.Random(seed), seed, TABLES[table][2])
    assert checked >= GAMES


@pytest.mark.parametrize("table", TABLE_SETS, ids=[TABLE_IDS[t] for t in TABLE_SETS])
def test_random_valid_positions(table: int) -> None:
    """Random valid positions agree for every dice outcome, in both orders of the dice."""
    for seed, position in random_positions(table, POSITIONS_PER_GAME * GAMES):
        for low, high in ALL_DICE:
            check(position, (low, high), seed)
            if low != high:
                check(position, (high, low), seed)


@pytest.mark.parametrize("combination", range(len(ALL_OPTION_SETS)), ids=COMBINATION_IDS)
def test_every_combination_of_options(combination: int) -> None:
    """Random valid positions under this combination agree for every dice outcome, with 2, 3
    and 4 players."""
    for seed, position in combination_positions(combination):
        for dice in ALL_DICE:
            check(position, dice, seed)


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
    "third pa ra wins",
    "rethrow among moves",
    "rethrow alone",
    "K + t after a rethrow",
    "two coins",
    "two coins kill",
    "chain",
    "chain of finishes",
    "chain ends with a kill",
    "spare steps lost",
    "last kill ends the turn",
    "later opening",
    "later opening blocked",
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


FINISH = re.compile(r"(\d+)→home")


def _spare_lost(position: Position, dice: tuple[int, int], label: str) -> bool:
    """R25 on, a plain finish, and every distance that finishes the stack leaves steps spare."""
    match = FINISH.fullmatch(label)
    if not position["options"]["leftover_steps"] or match is None:
        return False
    spot = int(match[1])
    distances = _distances(dice, position["kept"], position["options"]["para"])
    return all(spot + d > LAST_SPOT + 1 for d in distances if spot + d > LAST_SPOT)


def _house_corners(
    position: Position, dice: tuple[int, int], label: str, labels: list[str]
) -> dict[str, bool]:
    """Which corners of the house rules (R23-R27) one labelled move exercises."""
    options = position["options"]
    opening = not _mover_stacks(position)
    para = dice == (1, 1) and not opening
    mover = side_of_seat(position["players"], position["turn"])
    later = opening and options["openings"] == "first" and position["sides"][mover]["opened"]
    return {
        "third pa ra wins": label == "third pa ra wins",
        "rethrow among moves": label == "rethrow" and len(labels) > 1,
        "rethrow alone": para and options["para"] != "kept" and labels == ["rethrow"],
        "K + t after a rethrow": position["kept"] > 0 and options["para"] != "kept"
        and not para and not opening and label != "pass",
        "two coins": label.startswith("2h→"),
        "two coins kill": label.startswith("2h→") and " kill" in label,
        "chain": " then " in label,
        "chain of finishes": label.count("→home") >= 2,
        "chain ends with a kill": " then " in label and " kill" in label,
        "spare steps lost": _spare_lost(position, dice, label),
        "last kill ends the turn": not opening and " kill" in label and not label.endswith("+")
        and "→home" not in label.split(" then ")[-1],
        "later opening": later and label.startswith("open"),
        "later opening blocked": later and label == "pass",
    }  # fmt: skip


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
        "kept 6 or more used": position["kept"] >= 6 and not opening and label != "rethrow",
        "pa ra on kept steps": label == "rethrow" and position["kept"] > 0,
        "8-stack moves": source.isdigit() and stacks.get(int(source)) == 8,
    }


def corners(position: Position, dice: tuple[int, int]) -> set[str]:
    """Named corners of the rules that one throw from this position exercises."""
    found = {"nine refused"} if _nine_refused(position, dice) else set()
    moves = naive_moves(position, dice)
    labels = [label for label, _ in moves]
    for label, after in moves:
        hits = _move_corners(position, dice, label, after)
        hits.update(_house_corners(position, dice, label, labels))
        found.update(name for name, hit in hits.items() if hit)
    return found


@pytest.mark.slow
def test_random_positions_reach_the_corners() -> None:
    """Each corner is met several times among the positions the random-position tests check."""
    seen: Counter[str] = Counter()
    checked = [
        *(p for table in TABLE_SETS for p in random_positions(table, POSITIONS_PER_GAME * GAMES)),
        *(p for index in range(len(ALL_OPTION_SETS)) for p in combination_positions(index)),
    ]
    for _, position in checked:
        for dice in ALL_DICE:
            seen.update(corners(position, dice))
    rare = [name for name in CORNERS if seen[name] < 3]
    assert not rare, f"corners reached too rarely: {rare}; counts {dict(seen)}"
