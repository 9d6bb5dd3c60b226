"""What an answer shows (bot/ui/kit/answer.py sends it): a message's words, a card or buttons,
an embed, a file."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

import discord


@dataclass(frozen=True)
class Reply:
    """What an answer shows; fields left as None are not sent."""

    content: str | None = None
    embed: discord.Embed | None = None
    view: discord.ui.View | discord.ui.LayoutView | None = None
    file: discord.File | None = None
    allowed_mentions: discord.AllowedMentions | None = None

    def _common(self) -> dict[str, Any]:
        given = {
            "content": self.content,
            "embed": self.embed,
            "view": self.view,
            "allowed_mentions": self.allowed_mentions,
        }
        return {name: value for name, value in given.items() if value is not None}

    def message(self) -> dict[str, Any]:
        """The arguments of a new message."""
        return self._common() | ({} if self.file is None else {"file": self.file})

    def edit(self) -> dict[str, Any]:
        """The arguments of an edit (a file becomes the message's attachment)."""
        return self._common() | ({} if self.file is None else {"attachments": [self.file]})
