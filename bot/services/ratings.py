"""Ratings: OpenSkill's Plackett-Luce model over the places of each game, partners as one team.

Every rated game updates two scopes: its server's and every server's together (`ALL_SERVERS`).
Games with a computer seat are never rated. In an abandoned game only the people who left are
rated, as last behind everyone who stayed. A person the host removed without being a moderator
has no place and is not rated (`bot.services.results`); the others are rated among themselves.
The rating shown is the conservative estimate (mu - 3 sigma) moved up by 25, so a newcomer
starts at 25.0; it is provisional for the first `PROVISIONAL_GAMES` rated games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass

from openskill.models import PlackettLuce

from bot.store import Store
from bot.store.result_models import ALL_SERVERS, GameResult, Rating, RatingChange

PROVISIONAL_GAMES = 5
SHOWN_OFFSET = 25.0
"""Added to the conservative estimate, so the numbers people see start at 25.0, not 0."""

MODEL = PlackettLuce()
NEWCOMER = Rating(MODEL.mu, MODEL.sigma, 0)


def shown(rating: Rating) -> float:
    """The rating as people see it: the conservative estimate on a friendly scale."""
    return rating.mu - 3 * rating.sigma + SHOWN_OFFSET


def provisional(rating: Rating) -> bool:
    return rating.games < PROVISIONAL_GAMES


@dataclass(frozen=True)
class _Team:
    users: tuple[int, ...]
    rank: int


def _teams(result: GameResult) -> list[_Team]:
    """The teams of a rated game: the people who stayed by side, each leaver alone, by place."""
    stayed: dict[int, list[int]] = {}
    teams = []
    for seat in result.seats:
        assert seat.user_id is not None, "a game with a computer seat is not rated"
        if seat.left:
            if seat.place is not None:  # else removed by the host: not rated
                teams.append(_Team((seat.user_id,), seat.place))
        else:
            stayed.setdefault(seat.side, []).append(seat.user_id)
    by_side = {seat.side: seat.place or 1 for seat in result.seats if not seat.left}
    teams += [_Team(tuple(users), by_side[side]) for side, users in sorted(stayed.items())]
    return teams


def rate(result: GameResult, scope: int, before: Mapping[int, Rating]) -> list[RatingChange]:
    """What one game does to its players' ratings in a scope (`before`: their ratings, a
    player missing from it is new). Empty for a game that is not rated."""
    if not result.rated:
        return []
    teams = _teams(result)
    if len(teams) < 2:
        return []
    current = [[before.get(user, NEWCOMER) for user in team.users] for team in teams]
    rated = MODEL.rate(
        [[MODEL.rating(mu=r.mu, sigma=r.sigma) for r in team] for team in current],
        ranks=[float(team.rank) for team in teams],
    )
    keep = {seat.user_id for seat in result.seats if seat.place is not None}
    changes = []
    for team, old, new in zip(teams, current, rated, strict=True):
        for user, was, now in zip(team.users, old, new, strict=True):
            if user in keep:
                after = Rating(now.mu, now.sigma, was.games + 1)
                changes.append(RatingChange(result.game_id, scope, user, result.seq, was, after))
    return sorted(changes, key=lambda change: change.user_id)


def scopes_of(result: GameResult) -> tuple[int, int]:
    return (result.guild_id, ALL_SERVERS)


class Ratings:
    """Rates each game as it is recorded, and rebuilds every rating from the results."""

    def __init__(self, store: Store) -> None:
        self._store = store

    async def record(self, result: GameResult) -> list[RatingChange]:
        """Store a game's result and its rating changes together; returns the server's."""
        async with self._store.transaction():
            # It locks the recording of results till the commit: no rebuild writes meanwhile.
            result = await self._store.results.record(result)
            users = [s.user_id for s in result.seats if s.user_id is not None]
            changes: list[RatingChange] = []
            for scope in scopes_of(result):
                before = await self._store.ratings.of(scope, users)
                changes += rate(result, scope, before)
            await self._store.ratings.add(changes)
        return [change for change in changes if change.scope == result.guild_id]

    async def rebuild(self) -> RebuildReport:
        """Every rating again from the results, in their order; stored in place of the old.

        Games may end meanwhile (the bot need not stop): the ratings are written in one
        transaction in which no result can be recorded, from the results stored then."""
        # Replayed first without holding anything: on SQLite the transaction holds the file's
        # write lock, and a replay of some tens of thousands of games would outlast the busy
        # timeout of every game's save waiting for it. Inside, it is replayed again only if a
        # game ended in the meantime.
        results = await self._store.results.in_order()
        ratings, changes = replay_ratings(results)
        async with self._store.transaction():
            await self._store.results.lock_recording()
            latest = await self._store.results.in_order()
            if latest != results:
                results = latest
                ratings, changes = replay_ratings(results)
            stored_ratings, stored_changes = await self._store.ratings.everything()
            same = stored_ratings == ratings and stored_changes == changes
            if not same:
                await self._store.ratings.replace_all(ratings, changes)
        return RebuildReport(len(results), len(ratings), same)


def replay_ratings(
    results: Sequence[GameResult],
) -> tuple[dict[tuple[int, int], Rating], list[RatingChange]]:
    """Every rating and change that these results, rated in this order, give."""
    by_scope: dict[int, dict[int, Rating]] = {}
    changes: list[RatingChange] = []
    for result in results:
        for scope in scopes_of(result):
            ratings = by_scope.setdefault(scope, {})
            game = rate(result, scope, ratings)
            for change in game:
                ratings[change.user_id] = change.after
            changes += game
    flat = {(scope, user): r for scope, users in by_scope.items() for user, r in users.items()}
    return flat, sorted(changes, key=lambda c: (c.seq, c.scope, c.user_id))


@dataclass(frozen=True)
class RebuildReport:
    games: int
    ratings: int
    unchanged: bool
    """Whether the rebuilt ratings equal the stored ones exactly."""
