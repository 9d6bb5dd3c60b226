"""Ratings per scope (a server, or every server) and the change each rated game made."""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence

from bot.store.db import Database, Row
from bot.store.result_models import Rating, RatingChange

_CHANGE_COLUMNS = (
    "game_id, scope, user_id, seq, mu_before, sigma_before, mu_after, sigma_after, games"
)


class RatingRepository:
    """Read and write ratings; every write comes with the changes that led to it."""

    def __init__(self, db: Database) -> None:
        self._db = db

    async def of(self, scope: int, users: Iterable[int]) -> dict[int, Rating]:
        """The current ratings of these players in a scope (players never rated are left out)."""
        wanted = sorted(set(users))
        if not wanted:
            return {}
        marks = ", ".join("?" for _ in wanted)
        rows = await self._db.fetch_all(
            "SELECT user_id, mu, sigma, games FROM ratings"
            f" WHERE scope = ? AND user_id IN ({marks})",
            (scope, *wanted),
        )
        return {row["user_id"]: Rating(row["mu"], row["sigma"], row["games"]) for row in rows}

    async def add(self, changes: Sequence[RatingChange]) -> None:
        """Record one game's changes and set each player's rating to the one after it."""
        async with self._db.transaction():
            await self._write_changes(changes)
            await self._db.execute_many(
                "INSERT INTO ratings (scope, user_id, mu, sigma, games) VALUES (?, ?, ?, ?, ?)"
                " ON CONFLICT (scope, user_id) DO UPDATE SET"
                " mu = excluded.mu, sigma = excluded.sigma, games = excluded.games",
                ((c.scope, c.user_id, c.after.mu, c.after.sigma, c.after.games) for c in changes),
            )

    async def of_game(self, game_id: int, scope: int) -> list[RatingChange]:
        """What a game did to its players' ratings in a scope, by player id."""
        rows = await self._db.fetch_all(
            f"SELECT {_CHANGE_COLUMNS} FROM rating_changes WHERE game_id = ? AND scope = ?"
            " ORDER BY user_id",
            (game_id, scope),
        )
        return [_change(row) for row in rows]

    async def recent(self, scope: int, user_id: int, limit: int) -> list[RatingChange]:
        """A player's last rated games in a scope, newest first."""
        rows = await self._db.fetch_all(
            f"SELECT {_CHANGE_COLUMNS} FROM rating_changes WHERE scope = ? AND user_id = ?"
            " ORDER BY seq DESC LIMIT ?",
            (scope, user_id, limit),
        )
        return [_change(row) for row in rows]

    async def everything(self) -> tuple[dict[tuple[int, int], Rating], list[RatingChange]]:
        """Every stored rating by (scope, player) and every change, in the rating order."""
        async with self._db.hold():
            ratings = await self._db.fetch_all("SELECT * FROM ratings")
            changes = await self._db.fetch_all(
                f"SELECT {_CHANGE_COLUMNS} FROM rating_changes ORDER BY seq, scope, user_id"
            )
        current = {
            (r["scope"], r["user_id"]): Rating(r["mu"], r["sigma"], r["games"]) for r in ratings
        }
        return current, [_change(row) for row in changes]

    async def replace_all(
        self, ratings: Mapping[tuple[int, int], Rating], changes: Sequence[RatingChange]
    ) -> None:
        """Put rebuilt ratings and changes in place of every stored one, in one transaction."""
        async with self._db.transaction():
            await self._db.execute("DELETE FROM rating_changes")
            await self._db.execute("DELETE FROM ratings")
            await self._write_changes(changes)
            await self._db.execute_many(
                "INSERT INTO ratings (scope, user_id, mu, sigma, games) VALUES (?, ?, ?, ?, ?)",
                ((s, u, r.mu, r.sigma, r.games) for (s, u), r in ratings.items()),
            )

    async def _write_changes(self, changes: Sequence[RatingChange]) -> None:
        await self._db.execute_many(
            f"INSERT INTO rating_changes ({_CHANGE_COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (_change_values(c) for c in changes),
        )


def _change_values(c: RatingChange) -> tuple[object, ...]:
    return (
        c.game_id, c.scope, c.user_id, c.seq,
        c.before.mu, c.before.sigma, c.after.mu, c.after.sigma, c.after.games,
    )  # fmt: skip


def _change(row: Row) -> RatingChange:
    return RatingChange(
        game_id=row["game_id"],
        scope=row["scope"],
        user_id=row["user_id"],
        seq=row["seq"],
        before=Rating(row["mu_before"], row["sigma_before"], row["games"] - 1),
        after=Rating(row["mu_after"], row["sigma_after"], row["games"]),
    )
