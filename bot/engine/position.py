"""Load and dump the position format of docs/position.md, exactly and validated."""

from __future__ import annotations

from typing import Any

from bot.engine.errors import InvalidPositionError
from bot.engine.options import load_options
from bot.engine.state import COINS, LAST_SPOT, State, sides_for

_KEYS = ("players", "options", "sides", "track", "turn", "kept", "winner")
_SIDE_KEYS = ("hand", "home", "opened")


def _int(value: Any, what: str, low: int, high: int) -> int:
    if type(value) is not int:
        raise InvalidPositionError(f"{what} must be an integer, got {value!r}")
    if not low <= value <= high:
        raise InvalidPositionError(f"{what} must be {low}..{high}, got {value}")
    return value


def _bool(value: Any, what: str) -> bool:
    if type(value) is not bool:
        raise InvalidPositionError(f"{what} must be true or false, got {value!r}")
    return value


def load_position(position: dict[str, Any]) -> State:
    """The state a position describes; InvalidPositionError names the first fault."""
    if not isinstance(position, dict):
        raise InvalidPositionError(f"a position is a JSON object, got {type(position).__name__}")
    for key in _KEYS:
        if key not in position:
            raise InvalidPositionError(f"missing key {key!r}")
    unknown = sorted(set(position) - set(_KEYS))
    if unknown:
        raise InvalidPositionError(f"unknown key {unknown[0]!r}")
    players = _int(position["players"], "players", 2, 4)
    options = load_options(position["options"])
    sides = position["sides"]
    n = sides_for(players)
    if not isinstance(sides, list) or len(sides) != n:
        raise InvalidPositionError(f"{players} players need {n} sides, got {sides!r}")
    hand, home, opened = [], [], []
    for i, side in enumerate(sides):
        if not isinstance(side, dict) or set(side) != set(_SIDE_KEYS):
            raise InvalidPositionError(f"side {i} must have exactly hand, home and opened")
        hand.append(_int(side["hand"], f"side {i} hand", 0, COINS))
        home.append(_int(side["home"], f"side {i} home", 0, COINS))
        opened.append(_bool(side["opened"], f"side {i} opened"))
    board = [0] * 64
    track = position["track"]
    if not isinstance(track, list):
        raise InvalidPositionError(f"track must be a list, got {track!r}")
    last = 0
    for entry in track:
        if not isinstance(entry, list | tuple) or len(entry) != 3:
            raise InvalidPositionError(f"a track entry is [spot, side, coins], got {entry!r}")
        spot = _int(entry[0], "a track spot", 1, LAST_SPOT)
        side = _int(entry[1], f"the side on spot {spot}", 0, n - 1)
        coins = _int(entry[2], f"the coins on spot {spot}", 1, COINS)
        if spot == last:
            raise InvalidPositionError(f"two stacks on spot {spot}")
        if spot < last:
            raise InvalidPositionError(f"track must be sorted by spot ({spot} after {last})")
        last = spot
        board[spot] = coins << 2 | side
    on_track = [0] * n
    for cell in board:
        if cell:
            on_track[cell & 3] += cell >> 2
    for i in range(n):
        if hand[i] + on_track[i] + home[i] != COINS:
            raise InvalidPositionError(
                f"side {i} has {hand[i]} in hand + {on_track[i]} on the track + {home[i]} home,"
                f" not {COINS}"
            )
        if (on_track[i] or home[i]) and not opened[i]:
            raise InvalidPositionError(f"side {i} has coins on the track or home but never opened")
    turn = _int(position["turn"], "turn", 0, players - 1)
    kept = _int(position["kept"], "kept", 0, 10**6)
    if kept % 2:
        raise InvalidPositionError(f"kept must be even, got {kept}")
    if kept and not on_track[turn % n]:
        raise InvalidPositionError(
            "kept must be 0 when the side to throw has no coins on the track"
        )
    if kept > 4 and options.triple_para_wins:
        raise InvalidPositionError(f"kept is at most 4 when three pa ra win (R24), got {kept}")
    raw_winner = position["winner"]
    winner = None if raw_winner is None else _int(raw_winner, "winner", 0, n - 1)
    for i in range(n):
        if home[i] == COINS and winner != i:
            raise InvalidPositionError(f"side {i} has all {COINS} coins home but is not the winner")
    if winner is not None and home[winner] != COINS and not options.triple_para_wins:
        raise InvalidPositionError(
            f"the winner, side {winner}, does not have all {COINS} coins home"
        )
    return State(
        players, options, bytes(board), tuple(hand), tuple(home), tuple(opened), turn, kept, winner
    )


def dump_position(state: State) -> dict[str, Any]:
    """The canonical position of a state: every option key written, track sorted by spot."""
    return {
        "players": state.players,
        "options": state.options.to_json(),
        "sides": [
            {"hand": state.hand[i], "home": state.home[i], "opened": state.opened[i]}
            for i in range(state.sides)
        ],
        "track": [[spot, side, coins] for spot, side, coins in state.stacks()],
        "turn": state.turn,
        "kept": state.kept,
        "winner": state.winner,
    }
