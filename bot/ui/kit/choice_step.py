"""Where a person is in choosing a move on the board: a value the step buttons carry in their
custom ids (bot/ui/table/choice.py), and the board is drawn at."""

from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar


@dataclass(frozen=True)
class ChoiceStep:
    """Where the person is in choosing: the first step (`source` None) or one source's moves
    (`HAND` for a new coin, else its spot), and the page of it when it needs more than one."""

    source: int | None = None
    page: int = 0

    ID_PATTERN: ClassVar[str] = r"(?:t|[0-9]{1,2}):[0-9]{1,2}"
    """How a step is written in a custom id (`id_text`): `t:0`, `12:1`."""

    def id_text(self) -> str:
        return f"{'t' if self.source is None else self.source}:{self.page}"

    @classmethod
    def from_id(cls, text: str) -> ChoiceStep:
        """The step `id_text` wrote."""
        where, _, page = text.partition(":")
        return cls(None if where == "t" else int(where), int(page))


FIRST_STEP = ChoiceStep()
