"""The scales that put a figure of the analysis into words: a throw's mark, a decision's verdict
and a person's label, each an enum whose value is a stable id (the words are the catalogue's).

The thresholds are win chance (0 to 1) and were calibrated on the games docs/analysis.md lists.
"""

from __future__ import annotations

from enum import StrEnum

VERY_LUCKY = 0.11
"""A throw that raised its side's chance by this much or more is marked very lucky."""
VERY_UNLUCKY = -0.07
"""A throw that changed its side's chance by this much or less is marked very unlucky. A throw
is more often a little worse than the mean of the 21 and sometimes much better (a kill, a
stack), so the two marks' thresholds differ: each marks about one throw in forty of normal's
games (docs/analysis.md)."""
ERROR = 0.03
"""A decision that gave up this much win chance or more is an error."""
BLUNDER = 0.10
"""A decision that gave up this much win chance or more is a blunder."""


class LuckMark(StrEnum):
    """A throw far luckier or unluckier than the mean of the 21 throws it could have been."""

    VERY_LUCKY = "very-lucky"
    VERY_UNLUCKY = "very-unlucky"


def mark_of(luck: float) -> LuckMark | None:
    """The mark of a throw whose luck for the side that threw it is `luck` (None: unmarked)."""
    if luck >= VERY_LUCKY:
        return LuckMark.VERY_LUCKY
    if luck <= VERY_UNLUCKY:
        return LuckMark.VERY_UNLUCKY
    return None


class Verdict(StrEnum):
    """What a decision was, by the win chance it gave up against the best choice."""

    BEST = "best"
    """The reference's best choice (nothing given up)."""
    GOOD = "good"
    """Less than ERROR given up."""
    ERROR = "error"
    """ERROR or more given up, less than BLUNDER."""
    BLUNDER = "blunder"
    """BLUNDER or more given up."""


def verdict_of(given_up: float) -> Verdict:
    """The verdict on a decision that gave up `given_up` win chance against the best."""
    if given_up <= 0.0:
        return Verdict.BEST
    if given_up < ERROR:
        return Verdict.GOOD
    if given_up < BLUNDER:
        return Verdict.ERROR
    return Verdict.BLUNDER


class SkillLabel(StrEnum):
    """A person's play in one game, by the mean win chance their decisions gave up."""

    WORLD_CLASS = "world-class"
    EXPERT = "expert"
    ADVANCED = "advanced"
    INTERMEDIATE = "intermediate"
    CASUAL = "casual"
    BEGINNER = "beginner"


LABELS: tuple[tuple[float, SkillLabel], ...] = (
    (0.001, SkillLabel.WORLD_CLASS),
    (0.004, SkillLabel.EXPERT),
    (0.008, SkillLabel.ADVANCED),
    (0.013, SkillLabel.INTERMEDIATE),
    (0.020, SkillLabel.CASUAL),
)
"""Each label with the mean given up per decision it takes less than; at or above the last,
BEGINNER (calibrated in docs/analysis.md on easy, normal and hard)."""


def label_of(mean_given_up: float) -> SkillLabel:
    """The label of play whose decisions gave up `mean_given_up` win chance each on average."""
    for below, label in LABELS:
        if mean_given_up < below:
            return label
    return SkillLabel.BEGINNER


class GameLuck(StrEnum):
    """A side's luck over a whole game (SideLuck.total), put in words on the summary."""

    VERY_LUCKY = "very-lucky"
    LUCKY = "lucky"
    EVEN = "even"
    UNLUCKY = "unlucky"
    VERY_UNLUCKY = "very-unlucky"


GAME_LUCK: tuple[tuple[float, GameLuck], ...] = (
    (0.30, GameLuck.VERY_LUCKY),
    (0.10, GameLuck.LUCKY),
    (-0.10, GameLuck.EVEN),
    (-0.30, GameLuck.UNLUCKY),
)
"""Each word with the game's luck it takes at least (below the last, VERY_UNLUCKY): the dice
moved a side's chance by a tenth either way in most games of normal players, and by more than
three tenths in few (bench/analysis.py's luck figures)."""


def game_luck_of(total: float) -> GameLuck:
    """The word for a side whose luck over the game was `total` win chance."""
    for at_least, luck in GAME_LUCK:
        if total >= at_least:
            return luck
    return GameLuck.VERY_UNLUCKY
