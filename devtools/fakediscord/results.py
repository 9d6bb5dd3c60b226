"""What a user sees after an interaction: the callback and the message it produced."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from . import components as comp
from .errors import HarnessError
from .interactions import PendingInteraction
from .messages import Message
from .state import GuildState

JSON = dict[str, Any]


@dataclass(eq=False)
class InteractionResult:
    """A settled interaction; `message` is live (later edits by the bot show up)."""

    interaction: PendingInteraction
    state: GuildState

    @property
    def callback(self) -> JSON:
        assert self.interaction.callback is not None
        return self.interaction.callback

    @property
    def callback_type(self) -> int:
        return int(self.callback["type"])

    @property
    def deferred(self) -> bool:
        return self.callback_type in (5, 6)

    @property
    def message(self) -> Message | None:
        """The message the interaction created (types 4/5) or updated (types 6/7)."""
        original = self.interaction.original_id
        return None if original is None else self.state.messages[original]

    @property
    def followups(self) -> list[Message]:
        return [self.state.messages[i] for i in self.interaction.followup_ids]

    @property
    def note(self) -> Message | None:
        """The private note the bot answered with: its last private follow-up, or its private
        response itself (a refusal may come either way); None while there is none."""
        private = [m for m in self.followups if m.ephemeral]
        if private:
            return private[-1]
        message = self.message
        return message if message is not None and message.ephemeral else None

    @property
    def choices(self) -> list[JSON]:
        """Autocomplete choices (callback type 8)."""
        return list((self.callback.get("data") or {}).get("choices") or [])

    @property
    def modal(self) -> JSON | None:
        """The modal the bot opened (callback type 9)."""
        return self.callback.get("data") if self.callback_type == 9 else None

    def _message(self) -> Message:
        message = self.message
        if message is None:
            raise HarnessError(f"callback type {self.callback_type} produced no message")
        return message

    @property
    def ephemeral(self) -> bool:
        return self._message().ephemeral

    @property
    def content(self) -> str:
        return self._message().content

    @property
    def embeds(self) -> list[JSON]:
        return self._message().embeds

    @property
    def components(self) -> list[JSON]:
        return self._message().components

    @property
    def buttons(self) -> list[comp.Button]:
        return self._message().buttons

    @property
    def selects(self) -> list[comp.Select]:
        return self._message().selects

    @property
    def text(self) -> str:
        return self._message().text

    def __repr__(self) -> str:
        message = self.message
        shown = message.text[:80] if message else ""
        return f"<InteractionResult type={self.callback_type} {shown!r}>"
