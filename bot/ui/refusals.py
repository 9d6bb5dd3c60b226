"""The one function from a refusal (`ShoError`) to the sentence the person reads."""

from __future__ import annotations

from bot.render import Theme, safe_name
from bot.table.errors import NotYourTurnError, ShoError


def refusal(error: ShoError) -> str:
    """The sentence that tells the person why what they asked for was not done."""
    if isinstance(error, NotYourTurnError) and error.turn is not None:
        # A name may hold markdown or a mention: shown as written, pinging nobody.
        name = safe_name(error.name, Theme.DISCORD, f"Player {error.turn + 1}")
        return f"It is {name}'s turn."
    return error.message
