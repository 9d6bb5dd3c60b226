"""`python -m bot analysis rebuild` analyses every finished game again from its stored record,
judging only what each seat's person decided, and leaves games still being played alone."""

from __future__ import annotations

import asyncio
import dataclasses
import json
import os
import random
import sys
from pathlib import Path

import pytest

from bot.ai import POLICIES
from bot.ai.analysis import GameAnalysis, analyse
from bot.engine import GameRecord, Level, MoveAction, ThrowAction, roll
from bot.store import NewAction, NewGame, Seat, Store
from bot.table.actions import (
    Autoplay,
    Join,
    Open,
    Play,
    Start,
    TableAction,
    action_to_json,
    game_record,
    made_by_person,
)
from bot.table.config import TableConfig
from bot.table.status import GameStatus

GUILD, CHANNEL, ALICE, BOB = 10, 20, 30, 40


def table_record(seed: int, plays: int) -> list[TableAction]:
    """A table of two whose game ran `plays` throws and moves (a few more to answer the last
    throw), Bob's seat played by the computer (he was away)."""
    rng = random.Random(seed)
    actions: list[TableAction] = [
        Open(TableConfig(players=2), ALICE, "Alice"), Join(BOB, "Bob"), Start(0),
    ]  # fmt: skip
    game = GameRecord(2).start()
    done = 0
    while done < plays and not game.over:
        by = None if game.state.turn == 0 else Autoplay.COMPUTER
        throw = ThrowAction(roll(rng))
        game, _ = game.apply(throw)
        actions.append(Play(throw, by))
        done += 1
        if game.pending is not None:
            pending = game.pending
            move = POLICIES[Level.NORMAL](game.state, pending.dice, pending.moves, rng)
            chosen = MoveAction.of(move.key)
            game, _ = game.apply(chosen)
            actions.append(Play(chosen, by))
            done += 1
    return actions


async def stored_game(store: Store, actions: list[TableAction], status: GameStatus) -> int:
    game = await store.games.create(
        NewGame(
            guild_id=GUILD,
            channel_id=CHANNEL,
            host_id=ALICE,
            players=2,
            turn_seconds=120,
            seats=(Seat(0, ALICE, "Alice"), Seat(1, BOB, "Bob")),
        )
    )
    for action in actions:
        payload = json.dumps(action_to_json(action))
        game = await store.games.save(game, game.version, NewAction(ALICE, payload))
    await store.games.save(dataclasses.replace(game, status=status), game.version)
    return game.id


@pytest.mark.slow
async def test_every_finished_game_is_analysed_again(tmp_path: Path) -> None:
    path = tmp_path / "sho.db"
    finished, playing = table_record(1, 24), table_record(2, 10)
    store = await Store.open(path)
    try:
        finished_id = await stored_game(store, finished, GameStatus.FINISHED)
        playing_id = await stored_game(store, playing, GameStatus.ACTIVE)
    finally:
        await store.close()
    env = {"PATH": os.environ.get("PATH", ""), "DISCORD_TOKEN": "unused", "SHO_DB_PATH": str(path)}
    rebuild = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "bot", "analysis", "rebuild",
        cwd=tmp_path, env=env, stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
    )  # fmt: skip
    out, err = await asyncio.wait_for(rebuild.communicate(), 120)
    assert rebuild.returncode == 0, err.decode()
    assert out.decode().strip().endswith("Analysed 1 of 1 finished game(s) again.")
    record = game_record(finished)
    assert record is not None
    marks = made_by_person(finished)
    assert False in marks
    assert True in marks
    store = await Store.open(path)
    try:
        kept = await store.analyses.get(finished_id)
        assert kept is not None
        stored = GameAnalysis.from_json(kept.body)
        assert stored == analyse(record, marks, seed=finished_id)
        assert stored.decisions
        assert {d.seat for d in stored.decisions} == {0}  # Bob's seat was the computer's
        assert await store.analyses.get(playing_id) is None
    finally:
        await store.close()
