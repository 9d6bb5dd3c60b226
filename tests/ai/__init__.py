"""Tests of bot/ai: the computer players, their judgement and search, luck, the analysis."""
