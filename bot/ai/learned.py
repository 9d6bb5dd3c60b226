"""The learned judgement: each side's chance of winning, from its features, by learned weights.

Each side's score is its features (bot/ai/features.py) times the weights of its player count,
and the chances are the softmax of the scores, so they sum to 1 and partners share one. The
weights are the small data file `weights.json` beside this module, written by `bot.ai.train`
(fitted to who won normal's games against itself, and for 3 sides then hard's games against two
normal) and read once, on first use.
"""

from __future__ import annotations

import json
from functools import cache
from math import exp
from pathlib import Path
from typing import NamedTuple

from bot.ai.features import NAMES, side_features
from bot.engine.reading import ReadablePosition

WEIGHTS_FILE = Path(__file__).with_name("weights.json")


class Model(NamedTuple):
    """Weights per number of sides (2: two players or partners, 3: three players)."""

    weights: dict[int, tuple[float, ...]]

    def to_json(self) -> dict[str, object]:
        return {
            "features": list(NAMES),
            "weights": {str(n): list(w) for n, w in sorted(self.weights.items())},
        }

    @classmethod
    def from_json(cls, raw: dict[str, object]) -> Model:
        """The model a weights file holds; ValueError when it is not for these features."""
        if raw.get("features") != list(NAMES):
            raise ValueError("the weights file was trained on other features: train again")
        weights = raw.get("weights")
        if not isinstance(weights, dict):
            raise ValueError("the weights file holds no weights: train again")
        return cls({int(n): tuple(float(x) for x in w) for n, w in weights.items()})


@cache
def shipped() -> Model:
    """The weights shipped in `weights.json`, read once."""
    return Model.from_json(json.loads(WEIGHTS_FILE.read_text(encoding="utf-8")))


def softmax(scores: list[float]) -> list[float]:
    top = max(scores)
    powers = [exp(s - top) for s in scores]
    total = sum(powers)
    return [p / total for p in powers]


def side_scores(rows: list[list[float]], weights: tuple[float, ...]) -> list[float]:
    return [sum(w * f for w, f in zip(weights, row, strict=True)) for row in rows]


def chances_with(model: Model, state: ReadablePosition) -> list[float]:
    """Each side's chance of winning from `state` by `model` (1 and 0 once the game is over)."""
    if state.winner is not None:
        return [1.0 if side == state.winner else 0.0 for side in range(len(state.hand))]
    return softmax(side_scores(side_features(state), model.weights[len(state.hand)]))


def chances(state: ReadablePosition) -> list[float]:
    """Each side's chance of winning from `state` by the shipped weights."""
    return chances_with(shipped(), state)
