"""The one place refusals become words: every code a `ShoError` carries (the table's, the
services' and the UI's own) names its whole sentence in the catalogue
(bot/words/locales/*/refusals.ftl), which `refusal` fills with the error's values."""

from __future__ import annotations

from bot.render import Theme, safe_name
from bot.services.errors import ChannelNotAllowedError, ServiceRefusal
from bot.table.errors import NotYourTurnError, Refusal, ShoError
from bot.ui.kit.seat_names import seat_name
from bot.words import ENGLISH, Value, Words


class UiRefusal(Refusal):
    """What the commands and buttons refuse before any service is asked."""

    NO_GAME_HERE = "no_game_here"
    BUTTON_ELSEWHERE = "button_elsewhere"
    NOT_PLAYING_HERE = "not_playing_here"
    """values: user."""
    LEFT_TABLE = "left_table"
    """The person a confirmed removal names has gone already."""
    THROW_NUMBER = "throw_number"
    """values: throws."""
    MISSING_PERMISSIONS = "missing_permissions"
    """values: permissions (their names, joined)."""
    THREADS_IN_TEXT_CHANNELS = "threads_in_text_channels"
    NO_THREADS_HERE = "no_threads_here"
    OFFER_GONE = "offer_gone"
    """A thread button in a form the bot no longer makes."""
    MADE_FOR_SOMEONE_ELSE = "made_for_someone_else"
    PLAYERS_REPOST = "players_repost"
    REPOSTED_LATELY = "reposted_lately"
    """values: link (the board's message, or '' when it cannot be linked), seconds."""
    PICK_A_MOVE = "pick_a_move"


def refusal_key(code: Refusal) -> str:
    """The catalogue's message for a refusal code: 'two_seats' is refusal-two-seats."""
    return "refusal-" + code.value.replace("_", "-")


def refusal(error: ShoError, *, board_link: str = "", words: Words = ENGLISH) -> str:
    """The sentence that tells the person why what they asked for was not done; `board_link`
    points an old board's refusal at the current board."""
    code = error.code
    values: dict[str, Value] = {
        name: value if isinstance(value, int) and not isinstance(value, bool) else str(value)
        for name, value in error.values.items()
    }
    key = refusal_key(code)
    if code is ServiceRefusal.OLD_BOARD and board_link:
        return words.say("refusal-old-board-linked", link=board_link)
    if code is UiRefusal.REPOSTED_LATELY and not values.get("link"):
        key = "refusal-reposted-lately-unlinked"
    if isinstance(error, NotYourTurnError):
        # A name may hold markdown or a mention: shown as written, pinging nobody.
        unnamed = words.say("seat-unnamed-numbered", number=error.turn + 1)
        values["name"] = safe_name(seat_name(error.seat, words), Theme.DISCORD, unnamed)
    if isinstance(error, ChannelNotAllowedError):
        values["where"] = ", ".join(f"<#{channel}>" for channel in error.allowed)
    return words.say(key, **values)
