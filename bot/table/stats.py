"""The counts a table keeps for the end-of-game summary."""

from __future__ import annotations

from dataclasses import dataclass

from bot.engine import MoveKind, Report, ThrowKind


@dataclass(frozen=True)
class Stats:
    """Counts for the end-of-game summary."""

    throws: int = 0
    kills: int = 0
    stacks: int = 0
    paras: int = 0

    def after(self, report: Report, threw: bool) -> Stats:
        """The counts after one action; a chain counts where it ends, a pa ra when it is settled
        (kept, rethrown, played or winning)."""
        last = report.move.last if report.move is not None else None
        para = report.dice.is_para and report.kind is not ThrowKind.OPENING and report.decided
        return Stats(
            self.throws + threw,
            self.kills + bool(last is not None and last.killed),
            self.stacks + bool(last is not None and last.kind is MoveKind.STACK),
            self.paras + para,
        )
