"""The standings as Discord shows them, each a card: the leaderboard, a player's stats and their
history.

Paging buttons are controls whose custom id carries everything the page needs (scope, period,
order, page, whose own line), so they work on any message, after any restart.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import ClassVar

from bot.services.community import History, Leaderboard, LeaderLine, PlayerStats, Scope
from bot.services.ratings import PROVISIONAL_GAMES, provisional, shown
from bot.store.result_models import Order, Period, PlayedGame, Rating
from bot.table.end_reason import EndReason
from bot.ui.kit.answer import Answer
from bot.ui.kit.cards import SHO_RED as COLOUR
from bot.ui.kit.cards import Card, Component, page
from bot.ui.kit.controls import Direction, PageButton
from bot.ui.kit.host import host_of
from bot.ui.kit.language import server_words
from bot.ui.kit.links import message_link
from bot.ui.kit.replies import Reply
from bot.words import ENGLISH, Words

SPARKS = "▁▂▃▄▅▆▇█"


class Outcome(StrEnum):
    """How a game ended for one player (community-game says it)."""

    WON = "won"
    PLACED = "placed"
    LEFT = "left"
    """Left the game, which counts them last."""
    REMOVED = "removed"
    """Removed by the host: the game does not count for them."""
    ABANDONED = "abandoned"


def rating_text(rating: Rating | None, words: Words = ENGLISH) -> str:
    """'27.3', '25.0 (provisional)', or '—' for a player never rated."""
    if rating is None:
        return words.say("community-rating-none")
    key = "community-rating-provisional" if provisional(rating) else "community-rating"
    return words.say(key, rating=f"{shown(rating):.1f}")


def _percent(share: float) -> int:
    return round(share * 100)


def _line(line: LeaderLine, words: Words) -> str:
    s = line.standing
    return words.say(
        "community-leaderboard-line",
        rank=s.rank,
        user=str(s.user_id),
        rating=rating_text(s.rating, words),
        wins=s.wins,
        games=s.games,
        percent=_percent(s.win_rate),
        streak=line.streak,
    )


def leaderboard_message(board: Leaderboard, caller: int, words: Words = ENGLISH) -> Card:
    """A page of the leaderboard, the person's own line under it, and Previous/Next."""
    title = words.say(
        "community-leaderboard-title", scope=board.scope.value, period=board.period.value
    )
    lines = [_line(line, words) for line in board.lines]
    if not lines:
        lines.append(
            words.say(
                "community-leaderboard-empty", games=PROVISIONAL_GAMES, order=board.order.value
            )
        )
    if board.own is not None and board.own not in board.lines:
        lines += ["", words.say("community-leaderboard-you"), _line(board.own, words)]
        if not board.own.standing.rank:
            lines.append(words.say("community-leaderboard-unranked", games=PROVISIONAL_GAMES))
    footer = words.say(
        "community-leaderboard-footer",
        order=board.order.value,
        page=board.page + 1,
        pages=board.pages,
        ranked=board.ranked,
    )
    rows = [leaderboard_buttons(board, caller, words)] if board.pages > 1 else []
    return page(COLOUR, title, "\n".join(lines), footer=footer, rows=rows)


def leaderboard_buttons(board: Leaderboard, caller: int, words: Words = ENGLISH) -> list[Component]:
    """Previous and Next (a single page has nowhere to go: it shows none)."""
    buttons = [
        LeaderboardButton(
            page=board.page,
            direction=direction,
            scope=board.scope,
            period=board.period,
            order=board.order,
            caller=caller,
        )
        for direction in Direction
    ]
    return [b.drawn(words, disabled=not 0 <= b.target < board.pages) for b in buttons]


@dataclass(frozen=True)
class LeaderboardButton(
    PageButton, id="sho:lb:{scope}:{period}:{order}:{page}:{caller}:{direction}"
):
    """One page of the leaderboard back or forward; `caller`'s own line stays under it."""

    scope: Scope
    period: Period
    order: Order
    caller: int

    labels: ClassVar[tuple[str, str]] = (
        "community-leaderboard-previous",
        "community-leaderboard-next",
    )

    async def act(self, answer: Answer) -> Reply:
        interaction = answer.interaction
        board = await host_of(interaction).community.leaderboard(
            interaction.guild_id or 0,
            self.scope,
            self.period,
            self.order,
            max(0, self.target),
            self.caller,
        )
        words = await server_words(interaction)
        return Reply(view=leaderboard_message(board, self.caller, words))


def _trend(values: tuple[float, ...], words: Words) -> str | None:
    if len(values) < 2:
        return None
    low, high = min(values), max(values)
    span = (high - low) or 1.0
    marks = "".join(SPARKS[round((v - low) / span * (len(SPARKS) - 1))] for v in values)
    change = f"{values[-1] - values[0]:+.1f}"
    return words.say("community-stats-trend", marks=marks, change=change, games=len(values))


def outcome(game: PlayedGame) -> Outcome:
    """How the game ended for the player whose game it is in a list."""
    if game.left and game.place is None:
        return Outcome.REMOVED
    if game.left:
        return Outcome.LEFT
    if game.place is None:
        return Outcome.ABANDONED
    return Outcome.WON if game.place == 1 else Outcome.PLACED


def _game_line(guild_id: int | None, game: PlayedGame, words: Words) -> str:
    link = message_link(guild_id, game.channel_id, game.message_id)
    return words.say(
        "community-game",
        game=game.game_id,
        finished=str(int(game.finished_at)),
        players=game.players,
        outcome=outcome(game).value,
        place=game.place or 0,
        early="no" if game.end_reason is EndReason.WON else "yes",
        rated="yes" if game.rated else "no",
        linked="yes" if link else "no",
        link=link,
    )


def stats_message(guild_id: int | None, stats: PlayerStats, words: Words = ENGLISH) -> Card:
    """A player's record here: games, places, ratings, streaks, rivals and last games."""
    t = stats.totals
    games = t.games
    places = ", ".join(
        words.say("community-stats-place", place=place, times=times) for place, times in t.places
    )
    rating = rating_text(stats.rating, words)
    lines = [
        words.say("community-stats-player", user=str(stats.user_id)),
        words.say(
            "community-stats-games",
            games=games,
            wins=t.wins,
            percent=_percent(t.wins / games),
            places=places,
        ),
        words.say("community-stats-rating-here-none", rating=rating)
        if stats.rating is None
        else words.say("community-stats-rating-here", rating=rating),
        words.say("community-stats-rating-everywhere", rating=rating_text(stats.everywhere, words)),
    ]
    trend = _trend(stats.trend, words)
    if trend is not None:
        lines.append(trend)
    lines.append(
        words.say("community-stats-streak", streak=stats.streak, longest=stats.longest_streak)
    )
    lines.append(
        words.say(
            "community-stats-per-game",
            kills=f"{t.kills / games:.1f}",
            stacks=f"{t.stacks / games:.1f}",
            paras=f"{t.paras / games:.1f}",
        )
    )
    analysed = stats.analysis
    if analysed.games:
        lines.append(
            words.say(
                "analysis-stats",
                games=analysed.games,
                luck=f"{analysed.luck * 100:+.1f}%",
                judged=analysed.judged_games,
                given_up=f"{(analysed.given_up or 0.0) * 100:.1f}%",
            )
        )
    if stats.rivals:
        lines.append(words.say("community-stats-rivals"))
        lines += [
            words.say(
                "community-stats-rival",
                user=str(r.opponent),
                games=r.games,
                ahead=r.ahead,
                behind=r.behind,
            )
            for r in stats.rivals
        ]
    lines.append(words.say("community-stats-last-games"))
    lines += [_game_line(guild_id, game, words) for game in stats.last_games]
    return page(COLOUR, words.say("community-stats-title"), "\n".join(lines))


def history_message(guild_id: int | None, history: History, words: Words = ENGLISH) -> Card:
    """A page of a player's games, newest first, with Newer/Older."""
    lines = [words.say("community-history-player", user=str(history.user_id))]
    lines += [_game_line(guild_id, game, words) for game in history.games]
    lines.append(words.say("community-history-next-step"))
    footer = words.say(
        "community-history-footer",
        page=history.page + 1,
        pages=history.pages,
        games=history.total,
    )
    rows = [history_buttons(history, words)] if history.pages > 1 else []
    title = words.say("community-history-title")
    return page(COLOUR, title, "\n".join(lines), footer=footer, rows=rows)


def history_buttons(history: History, words: Words = ENGLISH) -> list[Component]:
    """Newer and Older (a single page has nowhere to go: it shows none)."""
    buttons = [
        HistoryButton(page=history.page, direction=d, user=history.user_id) for d in Direction
    ]
    return [b.drawn(words, disabled=not 0 <= b.target < history.pages) for b in buttons]


@dataclass(frozen=True)
class HistoryButton(PageButton, id="sho:hist:{user}:{page}:{direction}"):
    """One page of a player's history back or forward."""

    user: int

    labels: ClassVar[tuple[str, str]] = ("community-history-newer", "community-history-older")

    async def act(self, answer: Answer) -> Reply:
        interaction = answer.interaction
        history = await host_of(interaction).community.history(
            interaction.guild_id or 0, self.user, max(0, self.target)
        )
        words = await server_words(interaction)
        return Reply(view=history_message(interaction.guild_id, history, words))
