"""What an analysis of a finished game says, as frozen values, and its JSON form.

Facts only: seats and sides are numbers, marks, verdicts and labels are ids (bot/ai/analysis/
scale.py); the words are the catalogue's. Throws are numbered as the replay counts them (the
first throw of the game is 1), so every figure can point at the replay's step for it. Win
chances are rounded to six decimals when made, so the JSON form holds them exactly.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from bot.ai.analysis.scale import LuckMark, SkillLabel, Verdict

VERSION = 1
"""The version of the analysis and its JSON form: raised when what it measures changes (a new
judgement, other thresholds), so that stored analyses are known to be stale."""


class AnalysisFormatError(ValueError):
    """A JSON object that is not an analysis this version wrote."""


@dataclass(frozen=True, slots=True)
class ThrowLuck:
    """One throw: who threw what, how lucky it was, and the chances once it was played."""

    number: int
    """The throw's number as the replay counts throws (1 for the game's first)."""
    seat: int
    side: int
    dice: tuple[int, int]
    luck: tuple[float, ...]
    """Per side, how much this throw moved its chance against the mean of the 21 throws; they
    sum to zero. The luck of the throw is `luck[side]`, the thrower's side's."""
    chances: tuple[float, ...]
    """Each side's chance of winning once the throw was played (its move made, if any)."""
    mark: LuckMark | None

    @property
    def own(self) -> float:
        """The throw's luck for the side that threw it."""
        return self.luck[self.side]

    def to_json(self) -> list[Any]:
        mark = None if self.mark is None else self.mark.value
        return [self.number, self.seat, self.side, list(self.dice), list(self.luck),
                list(self.chances), mark]  # fmt: skip

    @classmethod
    def from_json(cls, row: Any) -> ThrowLuck:
        number, seat, side, (d1, d2), luck, chances, mark = row
        return cls(
            int(number), int(seat), int(side), (int(d1), int(d2)), _floats(luck),
            _floats(chances), None if mark is None else LuckMark(mark),
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class JudgedDecision:
    """A choice a person made among several legal moves, against the reference's best."""

    number: int
    """The number of the throw the choice played."""
    seat: int
    side: int
    chosen: tuple[int, ...]
    """The key of the move made (`Move.key`)."""
    best: tuple[int, ...]
    """The key of the reference's best move."""
    given_up: float
    """The win chance the choice gave up against the best (0 when it is the best)."""
    verdict: Verdict

    def to_json(self) -> list[Any]:
        return [self.number, self.seat, self.side, list(self.chosen), list(self.best),
                self.given_up, self.verdict.value]  # fmt: skip

    @classmethod
    def from_json(cls, row: Any) -> JudgedDecision:
        number, seat, side, chosen, best, given_up, verdict = row
        return cls(
            int(number), int(seat), int(side), _ints(chosen), _ints(best), float(given_up),
            Verdict(verdict),
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class SeatSkill:
    """One seat's decisions over the game (only those its person made with a choice)."""

    seat: int
    side: int
    decisions: int
    best: int
    """Decisions that were the reference's best choice."""
    errors: int
    """Decisions judged an error (not counting blunders)."""
    blunders: int
    given_up: float
    """The mean win chance given up per decision (0 without decisions)."""
    label: SkillLabel | None
    """None when the seat's person made no decision with a choice."""

    def to_json(self) -> list[Any]:
        label = None if self.label is None else self.label.value
        return [self.seat, self.side, self.decisions, self.best, self.errors, self.blunders,
                self.given_up, label]  # fmt: skip

    @classmethod
    def from_json(cls, row: Any) -> SeatSkill:
        seat, side, decisions, best, errors, blunders, given_up, label = row
        return cls(
            int(seat), int(side), int(decisions), int(best), int(errors), int(blunders),
            float(given_up), None if label is None else SkillLabel(label),
        )  # fmt: skip


@dataclass(frozen=True, slots=True)
class SideLuck:
    """One side's luck over the game and its result with and without it."""

    side: int
    thrown: float
    """The luck of the side's own throws, summed."""
    total: float
    """The side's luck from every throw of the game, its own and the others' (each throw's
    `luck[side]`), summed: what the dice gave the side."""
    very_lucky: int
    very_unlucky: int
    result: float
    """1 for the winner and 0 for the others; for a game that stopped before a side won, the
    chance the judgement gave the side where it stopped."""
    adjusted: float
    """The result less `total`: what the side's play earned with the dice's part taken out."""

    def to_json(self) -> list[Any]:
        return [self.side, self.thrown, self.total, self.very_lucky, self.very_unlucky,
                self.result, self.adjusted]  # fmt: skip

    @classmethod
    def from_json(cls, row: Any) -> SideLuck:
        side, thrown, total, very_lucky, very_unlucky, result, adjusted = row
        return cls(
            int(side), float(thrown), float(total), int(very_lucky), int(very_unlucky),
            float(result), float(adjusted),
        )  # fmt: skip


class MomentKind(StrEnum):
    """What made a key moment: the dice, or a person's choice."""

    LUCK = "luck"
    ERROR = "error"


@dataclass(frozen=True, slots=True)
class KeyMoment:
    """One of the game's biggest swings of win chance."""

    kind: MomentKind
    number: int
    """The number of the throw it happened on."""
    seat: int
    side: int
    swing: float
    """How much win chance moved: the throw's luck for its side (positive or negative), or what
    the choice gave up (always negative)."""

    def to_json(self) -> list[Any]:
        return [self.kind.value, self.number, self.seat, self.side, self.swing]

    @classmethod
    def from_json(cls, row: Any) -> KeyMoment:
        kind, number, seat, side, swing = row
        return cls(MomentKind(kind), int(number), int(seat), int(side), float(swing))


@dataclass(frozen=True, slots=True)
class GameAnalysis:
    """Everything the analysis of one game found."""

    players: int
    start: tuple[float, ...]
    """Each side's chance before the first throw."""
    throws: tuple[ThrowLuck, ...]
    decisions: tuple[JudgedDecision, ...]
    seats: tuple[SeatSkill, ...]
    sides: tuple[SideLuck, ...]
    moments: tuple[KeyMoment, ...]
    """The biggest swings by luck and by error (at most KEY_MOMENTS), in the game's order."""
    winner: int | None
    """The side that won, None for a game that stopped before."""
    skill_winner: int
    """The side with the best luck-adjusted result: who would have won on skill alone."""
    version: int = VERSION

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version,
            "players": self.players,
            "start": list(self.start),
            "throws": [t.to_json() for t in self.throws],
            "decisions": [d.to_json() for d in self.decisions],
            "seats": [s.to_json() for s in self.seats],
            "sides": [s.to_json() for s in self.sides],
            "moments": [m.to_json() for m in self.moments],
            "winner": self.winner,
            "skill_winner": self.skill_winner,
        }

    @classmethod
    def from_json(cls, data: Any) -> GameAnalysis:
        """The analysis `to_json` wrote; AnalysisFormatError for anything else, or for an
        analysis of another version (analyse the game again)."""
        if not isinstance(data, dict) or data.get("version") != VERSION:
            version = data.get("version") if isinstance(data, dict) else None
            raise AnalysisFormatError(f"not an analysis of version {VERSION} (got {version!r})")
        try:
            return cls(
                players=int(data["players"]),
                start=_floats(data["start"]),
                throws=tuple(ThrowLuck.from_json(row) for row in data["throws"]),
                decisions=tuple(JudgedDecision.from_json(row) for row in data["decisions"]),
                seats=tuple(SeatSkill.from_json(row) for row in data["seats"]),
                sides=tuple(SideLuck.from_json(row) for row in data["sides"]),
                moments=tuple(KeyMoment.from_json(row) for row in data["moments"]),
                winner=None if data["winner"] is None else int(data["winner"]),
                skill_winner=int(data["skill_winner"]),
            )
        except (KeyError, TypeError, ValueError) as error:
            raise AnalysisFormatError(f"a damaged analysis: {error}") from error


def _floats(raw: Any) -> tuple[float, ...]:
    return tuple(float(x) for x in raw)


def _ints(raw: Any) -> tuple[int, ...]:
    return tuple(int(x) for x in raw)
