"""The post-game analysis (issue 38): luck and skill, from a game's record.

`analyse` (analyse.py) replays a record and returns a `GameAnalysis` (values.py), whose figures
scale.py puts into ids for the catalogue's words. Pure: the engine, bot/ai and the standard
library only; docs/analysis.md says what the figures mean and how they were calibrated.
"""

from __future__ import annotations

from bot.ai.analysis.analyse import (
    KEY_MOMENTS,
    REFERENCE_ROLLOUTS,
    Judgement,
    analyse,
    judge_choice,
)
from bot.ai.analysis.scale import LuckMark, SkillLabel, Verdict
from bot.ai.analysis.values import (
    VERSION,
    AnalysisFormatError,
    GameAnalysis,
    JudgedDecision,
    KeyMoment,
    MomentKind,
    SeatSkill,
    SideLuck,
    ThrowLuck,
)

__all__ = [
    "KEY_MOMENTS",
    "REFERENCE_ROLLOUTS",
    "VERSION",
    "AnalysisFormatError",
    "GameAnalysis",
    "JudgedDecision",
    "Judgement",
    "KeyMoment",
    "LuckMark",
    "MomentKind",
    "SeatSkill",
    "SideLuck",
    "SkillLabel",
    "ThrowLuck",
    "Verdict",
    "analyse",
    "judge_choice",
]
