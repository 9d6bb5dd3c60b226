"""The tuned greedy player: normal's one-move judgement with its weights tuned for strength.

The weights (bot/ai/evaluate.py's `Weights`, one set per player count) are the small data file
`tuned.json` beside this module, written by `python -m bot.ai.tune` and read once, on first
use. Normal itself keeps its hand-set weights; hard's search plays this player for its own side.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from functools import cache
from pathlib import Path

from bot.ai.evaluate import Weights

TUNED_FILE = Path(__file__).with_name("tuned.json")


def to_json(weights: Mapping[int, Weights]) -> dict[str, object]:
    """The data file's content for weights per player count."""
    return {
        "knobs": list(Weights._fields),
        "weights": {str(n): list(w) for n, w in sorted(weights.items())},
    }


def from_json(raw: Mapping[str, object]) -> dict[int, Weights]:
    """The weights per player count a data file holds; ValueError when it is not for `Weights`."""
    if raw.get("knobs") != list(Weights._fields):
        raise ValueError("the tuned weights are for other knobs: tune again")
    weights = raw.get("weights")
    if not isinstance(weights, dict) or sorted(weights) != ["2", "3", "4"]:
        raise ValueError("the tuned weights need one set per player count (2, 3, 4): tune again")
    return {int(n): Weights(*(float(x) for x in w)) for n, w in weights.items()}


@cache
def shipped() -> dict[int, Weights]:
    """The weights shipped in `tuned.json`, read once."""
    return from_json(json.loads(TUNED_FILE.read_text(encoding="utf-8")))


def tuned_weights(players: int) -> Weights:
    """The tuned weights for a game of `players`."""
    return shipped()[players]
