"""How much one person and one server may open at once, so nobody can flood a server with
tables (each a board to keep up, and often a thread).

Why these numbers: every live table spends calls from the budget Discord gives the bot for all
its servers together (a board edit per move, pings, a post for each table opened), and each
thread counts towards the 1,000 active threads Discord allows a server. Ten tables at once is
more than a server's members play in practice and leaves room for a busy evening; a server that
wants more sets up to fifty in /sho config. Three open lobbies a person is enough to wait for
players in a few channels, and few enough that one person cannot fill the server's tables.
"""

from __future__ import annotations

from bot.services.errors import ServiceRefusal
from bot.store import Store
from bot.table.errors import InvalidInputError
from bot.table.status import GameStatus

TABLE_LIMIT = 10
"""The most live games and open tables a server has at once, unless it sets its own."""
TABLE_LIMIT_MOST = 50
"""The most a server may set: its tables share the bot's budget with every other server."""
LOBBIES_PER_HOST = 3
"""The most tables one person may have open and waiting for players in a server."""


async def check_room(store: Store, guild_id: int, host_id: int) -> None:
    """InvalidInputError if the person has their most tables waiting for players in the server,
    or the server its most live games and tables."""
    rows = await store.games.live_in_guild(guild_id)
    waiting = sum(row.status is GameStatus.LOBBY and row.host_id == host_id for row in rows)
    if waiting >= LOBBIES_PER_HOST:
        raise InvalidInputError(ServiceRefusal.TABLES_WAITING, most=LOBBIES_PER_HOST)
    limit = (await store.guild_settings.get(guild_id)).table_limit or TABLE_LIMIT
    if len(rows) >= limit:
        raise InvalidInputError(ServiceRefusal.SERVER_FULL, limit=limit)
