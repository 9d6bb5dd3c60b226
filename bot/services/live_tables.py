"""The newest saved row and table of each live game, kept in memory by the process that drives it.

Every change of a game goes through this process's commit under the game's lock, so the copy in
memory is the database's; reading it spares a query and a snapshot decode per click. The copy
is dropped when the game ends, and whenever the database says otherwise (a lost update), so the
next read goes to the database again.
"""

from __future__ import annotations

from dataclasses import replace

from bot.store.models import Game as GameRow
from bot.table.table import Table


class LiveTables:
    """Live games by id: the row as saved (without its snapshot text) and its table."""

    def __init__(self) -> None:
        self._games: dict[int, tuple[GameRow, Table]] = {}

    def __len__(self) -> int:
        return len(self._games)

    def get(self, game_id: int) -> tuple[GameRow, Table] | None:
        return self._games.get(game_id)

    def at_version(self, row: GameRow) -> Table | None:
        """The table of a row just read, if the copy in memory is of the same version."""
        found = self._games.get(row.id)
        if found is None or found[0].version != row.version:
            return None
        return found[1]

    def put(self, row: GameRow, table: Table) -> None:
        """Remember a game as just saved or read; a game that is over is forgotten. A read that
        finishes after a newer save (it started before) leaves the newer copy in place."""
        kept = self._games.get(row.id)
        if kept is not None and kept[0].version > row.version:
            return
        if row.status.is_live:
            self._games[row.id] = (replace(row, snapshot=None), table)
        else:
            self._games.pop(row.id, None)

    def shown(
        self,
        game_id: int,
        *,
        board: tuple[int, int | None] | None = None,
        ping: tuple[int | None] | None = None,
    ) -> None:
        """Where Discord shows the game changed (saved outside the game's version)."""
        found = self._games.get(game_id)
        if found is None:
            return
        row, table = found
        if board is not None:
            row = replace(row, board_channel_id=board[0], board_message_id=board[1])
        if ping is not None:
            row = replace(row, ping_message_id=ping[0])
        self._games[game_id] = (row, table)

    def forget(self, game_id: int) -> None:
        self._games.pop(game_id, None)
