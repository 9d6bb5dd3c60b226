"""What an answer shows (bot/ui/kit/answer.py sends it): a card, or a note's words with its
buttons, and a file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord


@dataclass(frozen=True)
class Reply:
    """What an answer shows; fields left as None are not sent."""

    content: str | None = None
    view: discord.ui.View | discord.ui.LayoutView | None = None
    file: discord.File | None = None
    allowed_mentions: discord.AllowedMentions | None = None

    def _common(self) -> dict[str, Any]:
        given = {
            "content": self.content,
            "view": self.view,
            "allowed_mentions": self.allowed_mentions,
        }
        kept: dict[str, Any] = {n: value for n, value in given.items() if value is not None}
        if isinstance(self.view, discord.ui.LayoutView):
            # A card is the whole message: a classic message it replaces (a page of rules sent
            # before the cards) loses its words and embed.
            kept |= {"content": None, "embed": None}
        return kept

    def message(self) -> dict[str, Any]:
        """The arguments of a new message."""
        return self._common() | ({} if self.file is None else {"file": self.file})

    def edit(self) -> dict[str, Any]:
        """The arguments of an edit (a file becomes the message's attachment)."""
        return self._common() | ({} if self.file is None else {"attachments": [self.file]})
