"""A table's snapshot as the text the store keeps (the table's JSON form: `bot.table.snapshot`).

Written with orjson: a snapshot is written at every action, and orjson writes one in a tenth of
the standard library's time (4 against 30 us for a 3 KB table). It reads what `json` wrote
before it as well."""

from __future__ import annotations

import orjson

from bot.table.snapshot import table_from_json, table_to_json
from bot.table.table import Table


def dump_table(table: Table) -> str:
    """The snapshot of a table."""
    return orjson.dumps(table_to_json(table)).decode()


def load_table(snapshot: str) -> Table:
    """The table a snapshot holds (any exception: the snapshot is damaged)."""
    return table_from_json(orjson.loads(snapshot))
