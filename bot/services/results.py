"""A finished game's result, counted by replaying its record: places and what every seat did.

Sho has one winning side. The others are placed by coins home, then by the steps their coins
still had to go (fewer is better); equal sides share a place. A person who left, or whom a
moderator removed, counts as last (one place below every side), whoever won. A person whom the
host removed without being a moderator gets no place: the game does not count for them, so a
host cannot lower anyone's standing. A game ended before anyone won is abandoned: it gives a
place only to the people who left it or whom a moderator removed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from bot.engine import HOME, MoveKind, State, ThrowAction, ThrowKind
from bot.store.result_models import GameResult, SeatResult
from bot.table.actions import Kick, Miss, Open, Play, Start, TableAction
from bot.table.status import GameStatus
from bot.table.table import Table


@dataclass
class _Counts:
    """What one seat did, counted while the record replays."""

    throws: int = 0
    kills: int = 0
    stacks: int = 0
    paras: int = 0
    missed: int = 0


@dataclass
class _Tally:
    seats: list[_Counts] = field(default_factory=list)
    suffered: dict[int, int] = field(default_factory=dict)
    """Kills suffered, by side."""
    uncounted: set[int] = field(default_factory=set)
    """Seats whose person the host removed without being a moderator."""


def steps_to_go(state: State, side: int) -> int:
    """The steps a side's coins still have to go home: from each spot, and 64 from the hand."""
    on_track = sum(coins * (HOME - spot) for spot, owner, coins in state.stacks() if owner == side)
    return on_track + state.hand[side] * HOME


def side_places(state: State, winner: int | None = None) -> list[int]:
    """Each side's place: the winner first (the state's, or `winner`: the side left when the
    other resigned), then by coins home, then by fewer steps to go."""
    winner = state.winner if winner is None else winner

    def key(side: int) -> tuple[int, int, int]:
        return (side != winner, -state.home[side], steps_to_go(state, side))

    keys = [key(side) for side in range(state.sides)]
    return [1 + sum(other < mine for other in keys) for mine in keys]


def game_result(
    game_id: int, guild_id: int, record: Sequence[TableAction], times: Sequence[float]
) -> GameResult | None:
    """The result of a game that began and is over (None otherwise); `times` are when each
    action was recorded."""
    opening = record[0] if record else None
    if not isinstance(opening, Open):
        return None
    table = Table.opened(opening.config, opening.host, opening.name, opening.offered)
    tally = _Tally()
    started_at = None
    for action, at in zip(record[1:], times[1:], strict=True):
        if isinstance(action, Start):
            started_at = at
        _count(table, action, tally)
        table = table.apply(action)
        if isinstance(action, Start):
            tally.seats = [_Counts() for _ in table.seats]
    if started_at is None or table.game is None or table.status.is_live:
        return None
    if table.status not in (GameStatus.FINISHED, GameStatus.CANCELLED) or table.end_reason is None:
        return None
    return _result(game_id, guild_id, table, tally, started_at, times[-1])


def _count(table: Table, action: TableAction, tally: _Tally) -> None:
    if isinstance(action, Miss):
        tally.seats[action.seat].missed += 1
    if isinstance(action, Kick) and not action.moderator and table.game is not None:
        tally.uncounted.add(action.seat)
    if not isinstance(action, Play) or table.game is None:
        return
    _, report = table.game.apply(action.action)
    counts = tally.seats[report.seat]
    counts.throws += isinstance(action.action, ThrowAction)
    counts.paras += report.kind is ThrowKind.PARA_KEPT
    move = report.move
    if move is not None and move.killed and report.victim is not None:
        counts.kills += 1
        tally.suffered[report.victim] = tally.suffered.get(report.victim, 0) + 1
    if move is not None and move.kind is MoveKind.STACK:
        counts.stacks += 1


def _result(
    game_id: int,
    guild_id: int,
    table: Table,
    tally: _Tally,
    started_at: float,
    finished_at: float,
) -> GameResult:
    assert table.game is not None
    assert table.end_reason is not None
    state = table.game.state
    winner = table.winner_side
    won = winner is not None
    places = side_places(state, winner)
    last = state.sides + 1
    seats = []
    for index, seat in enumerate(table.seats):
        side = state.side_of(index)
        counts = tally.seats[index]
        if index in tally.uncounted:
            place = None
        else:
            place = last if seat.left else (places[side] if won else None)
        seats.append(
            SeatResult(
                seat=index,
                user_id=seat.user_id,
                name=seat.name,
                side=side,
                place=place,
                coins_home=state.home[side],
                kills_made=counts.kills,
                kills_suffered=tally.suffered.get(side, 0),
                stacks=counts.stacks,
                paras=counts.paras,
                throws=counts.throws,
                missed_turns=counts.missed,
                left=seat.left,
                computer_level=seat.level if seat.is_computer else None,
            )
        )
    config = table.config
    computers = sum(seat.is_computer for seat in table.seats)
    return GameResult(
        game_id=game_id,
        guild_id=guild_id,
        end_reason=table.end_reason,
        winner_side=winner,
        players=config.players,
        computers=computers,
        computer_level=config.level,
        options=config.options,
        turn_seconds=config.turn_seconds,
        throws=sum(c.throws for c in tally.seats),
        started_at=started_at,
        finished_at=finished_at,
        rated=table.rated and any(seat.place is not None for seat in seats),
        seats=tuple(seats),
    )
