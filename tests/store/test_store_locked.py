"""Another process holds the SQLite file past the busy timeout: the save that gives up is
reported as 'database is locked' (what the operator must look into), not as SQLite's 'cannot
rollback' from undoing a transaction that never began; and the throw is saved once it is free."""

from __future__ import annotations

import logging
import sqlite3
from pathlib import Path

import pytest

import bot.store.sqlite
from bot.ui.kit.errors import APOLOGY
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import ScriptedDice, game_bot, two_player_game

BUSY_TIMEOUT_MS = 100
"""The bot's wait for a busy file, shortened so the test does not wait 5 s twice."""


async def test_a_save_that_finds_the_file_locked_says_database_is_locked(
    fake_discord: FakeDiscord,
    tmp_path: Path,
    dice: ScriptedDice,
    monkeypatch: pytest.MonkeyPatch,
    caplog: pytest.LogCaptureFixture,
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    db = tmp_path / "sho.db"
    monkeypatch.setattr(bot.store.sqlite, "_BUSY_TIMEOUT_MS", BUSY_TIMEOUT_MS)
    caplog.set_level(logging.ERROR, logger="bot.ui.kit.errors")
    async with game_bot(fake, db, dice=dice) as sho:
        game_id, board = await two_player_game(fake, sho, dawa, pema)
        saved = len(await sho.store.games.actions(game_id))
        other = sqlite3.connect(db, isolation_level=None)
        try:
            other.execute("BEGIN IMMEDIATE")
            refused = await fake.slash("sho throw", user=dawa)
            await fake.wait_for(lambda: refused.text == APOLOGY)
            assert refused.ephemeral
        finally:
            other.close()

        # Background work that touched the file while it was locked (the driver, the
        # publisher) may log its own failure and retry; the command's own report is this one.
        (logged,) = [r for r in caplog.records if r.exc_info and r.name == "bot.ui.kit.errors"]
        assert logged.exc_info is not None
        error = logged.exc_info[1]
        assert isinstance(error, sqlite3.OperationalError)
        assert str(error) == "database is locked"

        assert len(await sho.store.games.actions(game_id)) == saved, "the throw was not saved"

        shown = board.text
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(lambda: board.text != shown)
        assert len(await sho.store.games.actions(game_id)) == saved + 1, "now it is saved"
