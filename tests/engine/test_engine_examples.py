"""Every worked example of the rules against the engine and the naive oracle: the table's
(tests/data/rules_examples.json) and the house rules' (tests/data/house_examples.json)."""

from __future__ import annotations

import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from tests.kit.naive_sho import canonical_json, naive_is_valid, naive_moves, naive_successors

DATA = Path(__file__).resolve().parents[1] / "data"
EXAMPLE_FILES = (DATA / "rules_examples.json", DATA / "house_examples.json")

Successors = Callable[[dict[str, Any], tuple[int, int]], list[dict[str, Any]]]


def _load_examples(path: Path) -> list[dict[str, Any]]:
    """The rules' own data; its absence is an error, never a skip."""
    if not path.is_file():
        raise FileNotFoundError(f"the rules' worked examples are missing: {path}")
    examples = json.loads(path.read_text(encoding="utf-8"))
    if not examples:
        raise ValueError(f"no worked examples in {path}")
    return examples


EXAMPLES = [example for path in EXAMPLE_FILES for example in _load_examples(path)]


def _engine_successors(position: dict[str, Any], dice: tuple[int, int]) -> list[dict[str, Any]]:
    """The engine's conformance function, imported late so the naive cases run without it."""
    from bot.engine import successors

    return successors(position, dice)


GENERATORS: dict[str, Successors] = {"engine": _engine_successors, "naive": naive_successors}


def _before_last_throw(example: dict[str, Any], successors: Successors) -> dict[str, Any]:
    """Play the earlier throws (pa ra before the real throw): each must be forced."""
    position = example["position"]
    for dice in example["throws"][:-1]:
        after = successors(position, (dice[0], dice[1]))
        assert len(after) == 1, f"{example['id']}: throw {dice} should be forced, got {after}"
        position = after[0]
    return position


@pytest.mark.parametrize("generator", sorted(GENERATORS))
@pytest.mark.parametrize("example", EXAMPLES, ids=[example["id"] for example in EXAMPLES])
def test_example_successors(example: dict[str, Any], generator: str) -> None:
    """The exact set of positions after the example's throws, order-free."""
    successors = GENERATORS[generator]
    position = _before_last_throw(example, successors)
    last = example["throws"][-1]
    got = sorted(canonical_json(after) for after in successors(position, (last[0], last[1])))
    expected = sorted(canonical_json(after) for after in example["expect"])
    assert got == expected, f"{example['id']} ({example['summary']}) with {generator}"


@pytest.mark.parametrize("example", EXAMPLES, ids=[example["id"] for example in EXAMPLES])
def test_example_move_labels_match_the_naive_generator(example: dict[str, Any]) -> None:
    """The oracle names the same legal moves as the examples (a check on the oracle itself)."""
    position = _before_last_throw(example, naive_successors)
    last = example["throws"][-1]
    labels = sorted(label for label, _ in naive_moves(position, (last[0], last[1])))
    assert labels == sorted(example["moves"]), example["id"]


@pytest.mark.parametrize("example", EXAMPLES, ids=[example["id"] for example in EXAMPLES])
def test_example_data_is_valid(example: dict[str, Any]) -> None:
    """Every position in the examples file is valid by the format's rules (docs/position.md)."""
    for position in [example["position"], *example["expect"]]:
        assert naive_is_valid(position) is None, example["id"]


def test_every_house_rule_has_examples() -> None:
    """The house examples cover R23-R27, each option's own rule, with every option key written."""
    house = _load_examples(EXAMPLE_FILES[1])
    named = {rule for example in house for rule in example["rules"]}
    assert {"R23", "R24", "R25", "R26", "R27"} <= named
    keys = {"stacking_ends_turn", "no_nine_stack", "last_kill_ends_turn", "triple_para_wins",
            "leftover_steps", "para", "openings"}  # fmt: skip
    assert all(set(example["position"]["options"]) == keys for example in house)
