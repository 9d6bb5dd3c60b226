"""No secret in any log line or error message, end to end: a whole game logged at DEBUG through
the product's own log setup, and `python -m bot` given database URLs with passwords."""

from __future__ import annotations

import io
import logging
import re
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

from bot.__main__ import setup_logging
from bot.logging_setup import REDACTED
from devtools.botrun import bot_settings
from devtools.fakediscord import FakeDiscord
from tests.cogs.test_commands_e2e import assert_one_line_failure, run_bot_command
from tests.kit.game_support import ScriptedDice, game_bot, play_to_the_end, two_player_game

BOT_TOKEN = "MTE5ODc2NTQzMjEwOTg3NjU0.Gq1w2e.the-bot-token-never-in-a-log"


@pytest.fixture
def fake_discord_options() -> dict[str, Any]:
    return {"token": BOT_TOKEN}


@pytest.fixture
def debug_log(fake_discord: FakeDiscord, tmp_path: Path) -> Iterator[io.StringIO]:
    """Every record of every logger at DEBUG, formatted as `python -m bot` sets logging up."""
    stream = io.StringIO()
    settings = bot_settings(fake_discord, tmp_path / "sho.db", log_level="DEBUG")
    undo = setup_logging(settings, logging.StreamHandler(stream))
    yield stream
    undo()


@pytest.mark.slow
async def test_a_whole_game_at_debug_logs_no_token(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice, debug_log: io.StringIO
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        await two_player_game(fake, bot, dawa, pema)
        played = await play_to_the_end(fake, fake.channels[0], [dawa, pema])
    text = debug_log.getvalue()

    tokens = list(fake.backend.interactions.by_token)
    assert len(tokens) > played.clicks > 10, "every click had its own token"
    assert [token for token in tokens if token in text] == []
    assert BOT_TOKEN not in text
    # Each place discord.py writes an interaction's token at DEBUG was there, and hidden.
    assert f"'token': '{REDACTED}'" in text, "the gateway's INTERACTION_CREATE dump"
    assert re.search(rf"/interactions/\d+/{re.escape(REDACTED)}/callback", text)
    assert re.search(rf"/webhooks/{fake.app_id}/{re.escape(REDACTED)}", text)
    assert "Dispatching event interaction" in text, "the log is at DEBUG"


# (the database URL, a piece of its password that must never be printed)
DATABASE_URLS = [
    ("postgresq://sho:hunter2@127.0.0.1:1/sho", "hunter2"),  # mistyped scheme
    ("host=127.0.0.1 port=1 user=sho password=hunter2 dbname=sho", "hunter2"),  # libpq's form
    ("postgresql://sho@127.0.0.1:1/sho?password=hunter2", "hunter2"),
    ("postgresql://sho@127.0.0.1:1/sho?sslmode=disable&pass%77ord=hunter2", "hunter2"),
    ("postgresql://sho:hunter%2F2@127.0.0.1:1/sho", "hunter"),
    ("postgresql://sho:hunter/2@127.0.0.1:1/sho", "hunter"),  # a raw / read as a port
]


@pytest.mark.slow
@pytest.mark.parametrize(("url", "secret"), DATABASE_URLS)
async def test_python_m_bot_never_prints_a_database_password(
    fake_discord: FakeDiscord, tmp_path: Path, url: str, secret: str
) -> None:
    run = await run_bot_command(
        fake_discord, tmp_path, SHO_DATABASE_URL=url, LOG_LEVEL="DEBUG", PGPASSWORD=""
    )
    assert_one_line_failure(run, names="SHO_DATABASE_URL", secret=secret)
    assert REDACTED in run.stderr
    assert BOT_TOKEN not in run.stdout + run.stderr
