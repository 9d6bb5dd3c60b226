"""The end of a game in one message: who won, each seat's place and figures, what the game did
to the players' ratings, and the game's number (for /sho replay and /sho export)."""

from __future__ import annotations

from collections.abc import Sequence

from bot.ai.analysis import GameAnalysis
from bot.services.ratings import shown
from bot.store.result_models import GameResult, RatingChange, SeatResult
from bot.table.table import Table
from bot.ui.review.analysis import summary_lines
from bot.ui.table.messages import plain_name, winners_text
from bot.words import ENGLISH, Words


def summary_text(
    table: Table,
    changes: Sequence[RatingChange] = (),
    words: Words = ENGLISH,
    result: GameResult | None = None,
    analysis: GameAnalysis | None = None,
) -> str:
    """The summary, congratulating the people who won. With the game's `result`, one line per
    seat in the order of the places; without it (a summary drawn after a restart), the
    rating changes on one line. With its `analysis`, a line of luck and play per person."""
    stats = table.stats
    winners = winners_text(table, words)
    if result is None:
        lines = [words.say("summary-winners", winners=winners)]
    else:
        lines = [words.say("summary-winners-game", winners=winners, game=result.game_id)]
    people = " ".join(
        f"<@{seat.user_id}>"
        for seat in table.winners()
        if seat.user_id is not None and not seat.left
    )
    if people:
        lines.append(words.say("summary-well-played", people=people))
    if result is not None:
        lines.extend(seat_lines(table, result, changes, words))
    if analysis is not None:
        lines.extend(summary_lines(table.seats, analysis, words))
    lines.append(
        words.say(
            "summary-counts",
            throws=stats.throws,
            kills=stats.kills,
            stacks=stats.stacks,
            paras=stats.paras,
        )
    )
    if result is None and changes:
        lines.append(ratings_text(table, changes, words))
    if any(seat.is_computer for seat in table.seats):
        lines.append(words.say("summary-not-rated"))
    return "\n".join(lines)


def seat_lines(
    table: Table, result: GameResult, changes: Sequence[RatingChange], words: Words = ENGLISH
) -> list[str]:
    """One line per seat, best place first (partners share theirs), then the seats that left."""
    by_user = {change.user_id: change for change in changes}

    def order(seat: SeatResult) -> tuple[int, int]:
        return (seat.place if seat.place is not None else len(result.seats) + 1, seat.seat)

    lines = []
    for seat in sorted(result.seats, key=order):
        name = plain_name(table.seats[seat.seat], words)
        place = 0 if seat.place is None else seat.place
        home, kills, stacks = seat.coins_home, seat.kills_made, seat.stacks
        change = by_user.get(seat.user_id) if seat.user_id is not None else None
        if change is None:
            line = words.say(
                "summary-seat", place=place, name=name, home=home, kills=kills, stacks=stacks
            )
        else:
            before, after = shown(change.before), shown(change.after)
            line = words.say(
                "summary-seat-rated",
                place=place,
                name=name,
                home=home,
                kills=kills,
                stacks=stacks,
                before=f"{before:.1f}",
                after=f"{after:.1f}",
                rise="up" if after >= before else "down",
            )
        lines.append(line)
    return lines


def ratings_text(table: Table, changes: Sequence[RatingChange], words: Words = ENGLISH) -> str:
    """'📈 Pema 24.1 → 25.3 · Dawa 25.0 → 23.9'."""
    names = {seat.user_id: plain_name(seat, words) for seat in table.seats}
    moves = [
        words.say(
            "summary-rating",
            name=names.get(c.user_id) or words.say("seat-unnamed"),
            before=f"{shown(c.before):.1f}",
            after=f"{shown(c.after):.1f}",
        )
        for c in changes
    ]
    return "📈 " + " · ".join(moves)
