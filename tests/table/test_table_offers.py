"""A rematch's table offers seats: the offer is recorded with the opening, kept in the snapshot,
and decides when the lobby starts by itself; records and snapshots from before read as before."""

from __future__ import annotations

from bot.table.actions import Join, Leave, Open, action_from_json, action_to_json
from bot.table.config import TableConfig
from bot.table.seats import Seat
from bot.table.snapshot import table_from_json, table_to_json
from bot.table.table import Table

DAWA, PEMA, TENZIN = 1, 2, 3
OFFERED = (Seat(PEMA, "Pema"), Seat(TENZIN, "Tenzin"))


def test_the_offer_is_recorded_with_the_opening_and_old_openings_read_as_before() -> None:
    opening = Open(TableConfig(players=4), DAWA, "Dawa", OFFERED)
    assert action_from_json(action_to_json(opening)) == opening
    plain = Open(TableConfig(players=4), DAWA, "Dawa")
    assert "offered" not in action_to_json(plain), "records without offers keep their shape"
    assert action_from_json(action_to_json(plain)) == plain


def test_the_lobby_is_ready_when_everyone_offered_a_seat_took_it() -> None:
    table = Table.opened(TableConfig(players=4), DAWA, "Dawa", OFFERED)
    assert table.waiting_for == OFFERED
    assert not table.ready
    table = table.apply(Join(PEMA, "Pema"))
    assert table.waiting_for == (Seat(TENZIN, "Tenzin"),)
    assert not table.ready
    left = table.apply(Leave(PEMA))
    assert left.waiting_for == OFFERED, "a person who left again is waited for again"
    table = table.apply(Join(TENZIN, "Tenzin"))
    assert table.waiting_for == ()
    assert table.ready, "three of four seats: the computer fills the last"
    assert not Table.opened(TableConfig(players=4), DAWA, "Dawa").ready, "no offer: not ready"


def test_the_snapshot_keeps_the_offer_and_old_snapshots_have_none() -> None:
    table = Table.opened(TableConfig(players=3), DAWA, "Dawa", OFFERED).apply(Join(PEMA, "Pema"))
    assert table_from_json(table_to_json(table)) == table
    plain = table_to_json(Table.opened(TableConfig(players=3), DAWA, "Dawa"))
    assert "offered" not in plain
    assert table_from_json(plain).offered == ()
