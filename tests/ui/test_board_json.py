"""A board sends the same bytes however it is built: the components JSON of boards from many
positions (crowded, played from seeded games, paused, away, won, ended), in every language and
at every step of choosing a move, against the fixture saved from the code before the board was
made cheaper (`python -m tests.kit.board_cases` saves it again, only for a board meant to look
different)."""

from __future__ import annotations

import gzip
import json
from typing import Any

import pytest

from tests.kit.board_cases import FIXTURE, cases


def _canonical(value: Any) -> str:
    # Keys in the order made, as discord.py sends them: a key moved is a byte changed.
    return json.dumps(value, ensure_ascii=False)


@pytest.mark.slow
def test_every_board_sends_the_components_json_of_the_fixture_byte_for_byte() -> None:
    saved: dict[str, Any] = json.loads(gzip.decompress(FIXTURE.read_bytes()))
    made = cases()
    assert made.keys() == saved.keys(), "the same boards and steps of choosing"
    differ = [name for name in saved if _canonical(made[name]) != _canonical(saved[name])]
    assert not differ, f"{len(differ)} boards differ, the first {differ[0]}: {made[differ[0]]}"
