"""Boards from many positions, in every language and at every step of choosing a move, with the
components JSON each sends: what `tests/ui/test_board_json.py` holds the board's code to, byte for
byte, against the fixture `tests/data/board_json.json.gz` saved by
`python -m tests.kit.board_cases` (run it only when a board is meant to look different)."""

from __future__ import annotations

import gzip
import json
import random
import sys
from collections.abc import Iterator
from dataclasses import replace
from pathlib import Path
from typing import Any

from bot.engine import Level, MoveAction, Preset, ThrowAction, roll
from bot.services.hosted import HostedGame
from bot.table.actions import Play, Start
from bot.table.config import TableConfig
from bot.table.end_reason import EndReason
from bot.table.status import GameStatus
from bot.table.table import Table
from bot.ui.kit.choice_step import FIRST_STEP, ChoiceStep
from bot.ui.table.messages import message_for, retired_message
from bot.words import Language, words_in

FIXTURE = Path(__file__).parent.parent / "data" / "board_json.json.gz"
PEOPLE = (111_111_111_111_111_111, 222_222_222_222_222_222, 333_333_333_333_333_333)
NAMES = ("Dawa", "<@&1>*" + "W" * 30, "`pema`")


def _steps(components: list[dict[str, Any]]) -> Iterator[ChoiceStep]:
    """The steps a board's step buttons lead to (read back from their custom ids)."""
    stack = list(components)
    while stack:
        component = stack.pop()
        stack.extend(component.get("components", ()))
        if "accessory" in component:
            stack.append(component["accessory"])
        custom_id = component.get("custom_id", "")
        parts = custom_id.split(":")
        if custom_id.startswith("sho:p:") and len(parts) == 5:
            yield ChoiceStep(int(parts[4]))
        elif custom_id.startswith("sho:p:") and len(parts) == 7:
            where = None if parts[5] == "t" else int(parts[5])
            yield ChoiceStep(where, int(parts[6]))


def sent(view: HostedGame | None, language: Language, step: ChoiceStep) -> dict[str, Any]:
    """What a game's message sends (None: an old board retired): its components and the
    keyword arguments beside them."""
    words = words_in(language)
    message = retired_message(words) if view is None else message_for(view, words, step)
    kwargs = message.kwargs()
    layout = kwargs.pop("view")
    mentions = kwargs.pop("allowed_mentions").to_dict()
    return {
        "components": layout.to_components(),
        "v2": layout.has_components_v2(),
        "mentions": mentions,
        **kwargs,
    }


def _tables() -> Iterator[tuple[str, Table, float | None]]:
    """Tables played from seeded games: every preset and number of players, people and
    computers, some away, timed and not; each position as the players see it."""
    for seed in range(8):
        rng = random.Random(seed)
        players = 2 + seed % 3
        preset = list(Preset)[seed % len(Preset)]
        config = TableConfig(
            players,
            seed % 2,
            Level.NORMAL,
            preset.options,
            (0, 120, 3_599)[seed % 3],
            preset,
        )
        table = Table.opened(config, PEOPLE[0], NAMES[0])
        for user, name in zip(PEOPLE[1:], NAMES[1:], strict=False):
            if not table.full:
                table = table.apply(table.request_join(user, name))
        lobby_deadline = 1_900_000_000.0 + seed if seed % 2 else None
        yield f"{seed}:lobby", table, lobby_deadline
        if seed % 4 == 1:
            closed = replace(
                table, status=GameStatus.CANCELLED, end_reason=EndReason.HOST_CANCELLED
            )
            yield f"{seed}:closed", closed, None
        table = table.apply(Start(seed % players))
        deadline = 1_900_000_000.0 + seed if config.turn_seconds else None
        for turn in range(300):
            if table.status is not GameStatus.ACTIVE or table.game is None:
                break
            if turn % 11 == 0:
                yield f"{seed}:{turn}", table, deadline
            if turn % 37 == 3:
                yield f"{seed}:{turn}:paused", replace(table, status=GameStatus.PAUSED), deadline
                away = tuple(replace(s, away=s.user_id == PEOPLE[1]) for s in table.seats)
                yield f"{seed}:{turn}:away", replace(table, seats=away), deadline
            game = table.game
            if game.pending is None:
                table = table.apply(Play(ThrowAction(roll(rng))))
            else:
                if turn % 4 == 1:
                    yield f"{seed}:{turn}:choice", table, deadline
                moves = game.pending.moves
                table = table.apply(Play(MoveAction.of(rng.choice(moves).key)))
        yield f"{seed}:end", table, deadline
        if seed % 4 == 0:
            # The same position ended by the host, paused, and with a person away.
            ended = replace(table, status=GameStatus.CANCELLED, end_reason=EndReason.ENDED)
            yield f"{seed}:ended", ended, deadline


def cases() -> dict[str, dict[str, Any]]:
    """Every case's name and what its message sends (lobbies, closed tables and retired boards
    too: they are cards as well)."""
    from tests.ui.test_board_layout import every_crowded_board

    boards: list[tuple[str, HostedGame | None]] = [("retired", None)]
    boards += [(f"crowded:{n}", view) for n, view in enumerate(every_crowded_board())]
    for name, table, deadline in _tables():
        view = HostedGame(4_242, table.version, 20, 20, 30, deadline, False, 0.0, None, table)
        boards.append((name, view))
    out: dict[str, dict[str, Any]] = {}
    for name, view in boards:
        for language in Language:
            waiting, seen = [FIRST_STEP], set()
            while waiting:
                step = waiting.pop()
                if step in seen:
                    continue
                seen.add(step)
                said = sent(view, language, step)
                out[f"{name}:{language.value}:{step.id_text()}"] = said
                waiting.extend(_steps(said["components"]))
    return out


def save() -> None:
    FIXTURE.write_bytes(gzip.compress(json.dumps(cases()).encode(), mtime=0))


if __name__ == "__main__":
    save()
    print(f"saved {FIXTURE} ({FIXTURE.stat().st_size} bytes)", file=sys.stderr)
