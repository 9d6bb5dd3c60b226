"""/sho rules, /sho help, guild-only, errors and shutdown, end to end: the project's real bot
(discord.py unmodified) against the fake Discord on 127.0.0.1."""

from __future__ import annotations

import asyncio
import copy
import logging
import sqlite3
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import discord
import pytest
from discord import app_commands

from bot.client import ShoBot, create_bot
from bot.table.errors import NotYourTurnError
from bot.table.seats import Seat
from bot.ui.kit.errors import APOLOGY, GUILD_ONLY
from cogs.sho_group import ShoCog, add_sho_cog
from devtools import fakediscord
from devtools.botrun import bot_settings, running_bot
from devtools.fakediscord import FakeDiscord, InteractionResult, User
from devtools.fakediscord.botprocess import bot_environment
from devtools.fakediscord.interactions import interaction_payload
from tests.kit.pages import page_of

CARD_TEXT, CONTENT = 4000, 2000
"""What Discord allows: the text displays of a Components V2 message together, a message's
content."""


@dataclass(frozen=True)
class Seen:
    """What the user sees at one moment (interaction results are live, later edits show)."""

    ephemeral: bool
    content: str
    components: list[dict[str, Any]]
    text: str
    buttons: dict[str, bool]  # label -> enabled

    @classmethod
    def now(cls, result: InteractionResult) -> Seen:
        return cls(
            ephemeral=result.ephemeral,
            content=result.content,
            components=copy.deepcopy(result.components),
            text=result.text,
            buttons={b.label or "": not b.disabled for b in result.buttons},
        )

    @property
    def title(self) -> str:
        return page_of(self.components).title

    @property
    def footer(self) -> str:
        return page_of(self.components).footer


def assert_within_limits(seen: Seen) -> None:
    assert len(seen.content) <= CONTENT
    shown = page_of(seen.components)
    assert len(shown.title) + len(shown.body) + len(shown.footer) <= CARD_TEXT


# ---- /sho rules ------------------------------------------------------------------------------


async def read_every_page(fake: FakeDiscord, user: User) -> list[Seen]:
    first = await fake.slash("sho rules", user=user)
    pages = [Seen.now(first)]
    while pages[-1].buttons["Next"]:
        pages.append(Seen.now(await fake.click(first, "Next", user=user)))
        assert len(pages) < 50, "the Next button never runs out"
    return pages


async def test_rules_are_ephemeral_paged_and_complete(
    fake_discord: FakeDiscord, sho_bot: ShoBot
) -> None:
    alice = fake_discord.add_user("alice")
    pages = await read_every_page(fake_discord, alice)

    assert len(pages) >= 5
    assert all(page.ephemeral for page in pages)
    assert pages[0].buttons == {"Previous": False, "Next": True}
    assert pages[-1].buttons == {"Previous": True, "Next": False}
    assert all(page.buttons == {"Previous": True, "Next": True} for page in pages[1:-1])
    for page in pages:
        assert_within_limits(page)

    assert len({page.title for page in pages}) == len(pages), "each click shows a new page"
    assert [page.footer for page in pages] == [
        f"Page {n} of {len(pages)}" for n in range(1, len(pages) + 1)
    ]
    words = " ".join(page.text for page in pages).lower()
    for term in ("pa ra", "sug", "crooked nine", "stack", "kill", "opening", "nine coins"):
        assert term in words, term
    assert "3 and a 6" in words
    assert "all nine coins home" in words


async def test_rules_page_back_and_still_page_after_a_restart(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    alice = fake_discord.add_user("alice")
    db = tmp_path / "sho.db"
    async with running_bot(fake_discord, db):
        first = await fake_discord.slash("sho rules", user=alice)
        one = Seen.now(first)
        two = Seen.now(await fake_discord.click(first, "Next", user=alice))
        back = Seen.now(await fake_discord.click(first, "Previous", user=alice))
        again = Seen.now(await fake_discord.click(first, "Next", user=alice))
    async with running_bot(fake_discord, db):
        three = Seen.now(await fake_discord.click(first, "Next", user=alice))
    assert back.title == one.title != two.title
    assert again.title == two.title
    assert three.footer.startswith("Page 3 of")
    assert three.title not in {one.title, two.title}


# ---- /sho help -------------------------------------------------------------------------------


async def test_help_lists_every_synced_subcommand_on_one_screen(
    fake_discord: FakeDiscord, sho_bot: ShoBot
) -> None:
    synced = fake_discord.commands[fake_discord.guild_id]
    assert [c["name"] for c in synced] == ["sho"], "one top-level command"
    subcommands = synced[0]["options"]
    assert {"rules", "help"} <= {s["name"] for s in subcommands}

    result = Seen.now(await fake_discord.slash("sho help", user=fake_discord.add_user("bob")))
    assert result.ephemeral
    assert page_of(result.components).title
    assert_within_limits(result)
    text = page_of(result.components).body
    sho_id = synced[0]["id"]
    assert text.startswith("1. **Start:** </sho new:"), "how to start comes first"
    for sub in subcommands:
        if sub["name"] == "settings":  # retired: it still answers, help no longer lists it
            assert "/sho settings" not in text
            continue
        assert f"</sho {sub['name']}:{sho_id}> · {sub['description']}" in text
    play, standings = text.index("**Play**"), text.index("**Standings and past games**")
    assert play < text.index("</sho new:", play) < text.index("</sho throw:") < standings
    assert standings < text.index("</sho leaderboard:") < text.index("**Settings**")


async def test_help_follows_the_tree_when_a_feature_is_added(
    fake_discord: FakeDiscord, sho_bot: ShoBot
) -> None:
    await add_probe(sho_bot)
    await resync(sho_bot)
    result = await fake_discord.slash("sho help", user=fake_discord.add_user("bob"))
    text = page_of(result.components).body
    assert "**More**" in text, "a feature that names no group is listed under More"
    assert ":refuse:" not in text
    assert "sho refuse:" in text
    assert " · Always refuses, politely" in text
    assert " · Answers after a while" in text


# ---- guild only ------------------------------------------------------------------------------


def as_direct_message(*args: Any) -> dict[str, Any]:
    """The payload the fake would send, reshaped as if the user wrote to the bot in a DM."""
    payload = interaction_payload(*args)
    user = payload.pop("member")["user"]
    for key in ("guild_id", "guild", "guild_locale"):
        payload.pop(key, None)
    payload["user"] = user
    payload["channel"] = {"id": payload["channel_id"], "type": 1, "recipients": [user]}
    payload["context"] = 1
    payload["authorizing_integration_owners"] = {"0": payload["application_id"]}
    return payload


@pytest.mark.parametrize("command", ["sho rules", "sho help"])
async def test_used_in_a_dm_the_commands_say_they_are_for_servers(
    fake_discord: FakeDiscord,
    sho_bot: ShoBot,
    monkeypatch: pytest.MonkeyPatch,
    command: str,
) -> None:
    assert fake_discord.commands[fake_discord.guild_id][0]["dm_permission"] is False
    monkeypatch.setattr(fakediscord.actions, "interaction_payload", as_direct_message)
    result = await fake_discord.slash(command, user=fake_discord.add_user("dawa"))
    assert result.ephemeral
    assert result.content == GUILD_ONLY
    assert result.components == []


# ---- errors become words ---------------------------------------------------------------------


async def add_probe(bot: ShoBot) -> None:
    """The probe's four commands, in room made by unloading a feature (/sho holds 22 of the 25
    subcommands Discord allows)."""
    await bot.unload_extension("cogs.community")
    await add_sho_cog(bot, ProbeCog(bot))


class ProbeCog(ShoCog):
    """Commands that fail or dawdle on purpose."""

    @app_commands.command(name="refuse", description="Always refuses, politely")
    async def refuse(self, interaction: Any) -> None:
        raise NotYourTurnError(1, Seat(2, "Dawa"))

    @app_commands.command(name="boom", description="Fails like a bug")
    async def boom(self, interaction: Any) -> None:
        raise RuntimeError("a bug in a command")

    @app_commands.command(name="late-boom", description="Fails after acknowledging")
    async def late_boom(self, interaction: Any) -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        raise RuntimeError("a bug after deferring")

    @app_commands.command(name="slow", description="Answers after a while")
    async def slow(self, interaction: Any, seconds: float, note: str = "") -> None:
        await interaction.response.defer(ephemeral=True, thinking=True)
        await asyncio.sleep(seconds)
        await interaction.followup.send(f"done {note}".strip(), ephemeral=True)


async def resync(bot: ShoBot) -> None:
    assert bot.settings.dev_guild_id is not None
    guild = discord.Object(id=bot.settings.dev_guild_id)
    bot.tree.copy_global_to(guild=guild)
    await bot.tree.sync(guild=guild)


async def test_errors_become_ephemeral_words_and_bugs_an_apology_with_a_logged_traceback(
    fake_discord: FakeDiscord, sho_bot: ShoBot, caplog: pytest.LogCaptureFixture
) -> None:
    await add_probe(sho_bot)
    await resync(sho_bot)
    pema = fake_discord.add_user("pema")

    refused = await fake_discord.slash("sho refuse", user=pema)
    assert refused.ephemeral
    assert refused.content == "It is Dawa's turn."

    with caplog.at_level(logging.ERROR, logger="bot.ui.kit.errors"):
        crashed = await fake_discord.slash("sho boom", user=pema)
        late = await fake_discord.slash("sho late-boom", user=pema)
    assert crashed.ephemeral
    assert crashed.content == APOLOGY
    assert late.ephemeral
    assert late.content == APOLOGY  # the first follow-up replaces the "thinking..." message
    logged = [r for r in caplog.records if r.name == "bot.ui.kit.errors"]
    assert len(logged) == 2
    assert "/sho boom" in logged[0].getMessage()
    assert logged[0].exc_info is not None
    assert "a bug in a command" in str(logged[0].exc_info[1])


# ---- shutdown --------------------------------------------------------------------------------


async def test_close_lets_a_running_command_finish_then_closes_the_store(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    pema = fake_discord.add_user("pema")
    bot = create_bot(bot_settings(fake_discord, tmp_path / "sho.db"), guild_ready_timeout=0.05)
    async with fakediscord.running(fake_discord, bot):
        await add_probe(bot)
        await resync(bot)
        store = bot.store
        pending = asyncio.create_task(fake_discord.slash("sho slow", user=pema, seconds=0.4))
        await fake_discord.wait_for(
            lambda: any(r.path.endswith("/callback") for r in fake_discord.requests)
        )
        await bot.close()
        result = await pending
    assert result.content == "done"
    with pytest.raises(RuntimeError, match="store exists only"):
        _ = bot.store
    with pytest.raises(ValueError, match="Connection closed"):
        await store.games.get(1)


# ---- python -m bot as a process --------------------------------------------------------------

PROCESS_TIMEOUT = 30.0


@dataclass(frozen=True)
class Finished:
    code: int
    stdout: str
    stderr: str


async def run_bot_command(fake: FakeDiscord, cwd: Path, *args: str, **env: str) -> Finished:
    """Run `python -m bot <args>` to its end, pointed at the fake; env overrides (empty = unset)."""
    environment = bot_environment(fake, env, db_path=cwd / "sho.db")
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        "-m",
        "bot",
        *args,
        cwd=cwd,
        env={k: v for k, v in environment.items() if v},
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE,
    )
    out, err = await asyncio.wait_for(process.communicate(), PROCESS_TIMEOUT)
    assert process.returncode is not None
    return Finished(process.returncode, out.decode(), err.decode())


def assert_one_line_failure(run: Finished, *, names: str, secret: str | None = None) -> None:
    assert run.code == 2, run
    lines = run.stderr.splitlines()
    assert len(lines) == 1, run.stderr
    assert lines[0].startswith("sho-bot: ")
    assert names in lines[0]
    assert "Traceback" not in run.stdout + run.stderr
    if secret:
        assert secret not in run.stdout + run.stderr


async def test_python_m_bot_starts_syncs_answers_and_stops_cleanly_on_sigterm(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    db = tmp_path / "data" / "sho.db"
    db.parent.mkdir()
    async with fake_discord.subprocess_bot(
        cwd=tmp_path, db_path=db, env={"LOG_LEVEL": "DEBUG"}
    ) as process:
        assert [c["name"] for c in fake_discord.commands[fake_discord.guild_id]] == ["sho"]
        help_text = await fake_discord.slash("sho help", user=fake_discord.add_user("tenzin"))
        assert "/sho rules" in page_of(help_text.components).body
        code = await process.stop()
    assert code == 0, process.output
    assert "Shutting down" in process.output
    assert "Traceback" not in process.output
    assert fake_discord.token not in process.output
    assert None not in fake_discord.commands, "no global sync on boot"
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] >= 1


async def test_a_rejected_token_is_one_line_and_never_printed(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    wrong = "MTE5.wrong-token.xyzzy-do-not-print"
    run = await run_bot_command(fake_discord, tmp_path, DISCORD_TOKEN=wrong, LOG_LEVEL="DEBUG")
    assert_one_line_failure(run, names="DISCORD_TOKEN", secret=wrong)
    assert "Reset Token" in run.stderr


async def test_a_missing_token_is_one_line(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    run = await run_bot_command(fake_discord, tmp_path, DISCORD_TOKEN="")
    assert_one_line_failure(run, names="DISCORD_TOKEN")
    assert fake_discord.identify_count == 0


async def test_a_malformed_setting_is_one_line(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    run = await run_bot_command(fake_discord, tmp_path, SHO_COMPUTER_DELAY="-3")
    assert_one_line_failure(run, names="SHO_COMPUTER_DELAY", secret=fake_discord.token)


async def test_an_unwritable_database_path_is_one_line(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    missing = tmp_path / "no" / "such" / "sho.db"
    run = await run_bot_command(fake_discord, tmp_path, SHO_DB_PATH=str(missing))
    assert_one_line_failure(run, names="SHO_DB_PATH", secret=fake_discord.token)
    assert str(missing) in run.stderr


async def test_sync_publishes_the_commands_globally_once_and_exits(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    run = await run_bot_command(fake_discord, tmp_path, "sync", SHO_DEV_GUILD_ID="")
    assert run.code == 0, run
    assert [c["name"] for c in fake_discord.commands[None]] == ["sho"]
    assert fake_discord.identify_count == 0, "sync needs no gateway connection"
    assert "Synced 1 command(s) globally: /sho" in run.stdout
