"""Playing Sho in a channel, end to end: the real discord.py client against the fake Discord."""

from __future__ import annotations

import asyncio
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.client import ShoBot, create_bot
from bot.config import Settings
from fakediscord import FakeDiscord, Message, User
from fakediscord.fixtures import fake_discord, fake_discord_options  # noqa: F401

EXTENSIONS = ("cogs.rules", "cogs.help", "cogs.game")


@asynccontextmanager
async def running_bot(fake: FakeDiscord, db: Path, delay: float = 0.0) -> AsyncIterator[ShoBot]:
    settings = Settings(
        token=fake.token,
        db_path=db,
        dev_guild_id=fake.guild_id,
        api_base=fake.api_base,
        gateway_url=fake.gateway_url,
        computer_delay=delay,
    )
    bot = create_bot(settings, extensions=EXTENSIONS, guild_ready_timeout=0.1)
    task = asyncio.create_task(bot.start(settings.token))
    try:
        await asyncio.wait_for(bot.wait_until_ready(), 15)
        yield bot
    finally:
        await bot.close()
        await asyncio.gather(task, return_exceptions=True)


def board_of(fake: FakeDiscord, channel: object) -> Message:
    boards = [m for m in fake.channel_messages(channel) if m.embeds and "Sho" in m.text]
    assert boards, "no board in the channel"
    return boards[-1]


async def test_one_person_against_two_computers_plays_to_the_end(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    channel = fake.channels[0]
    async with running_bot(fake, tmp_path / "sho.db"):
        await fake.slash("sho new", user=dawa, players=3, computers=2)
        for _ in range(2000):
            board = await fake.wait_for_message(
                channel,
                predicate=lambda m: (
                    m.embeds != []
                    and (
                        any(
                            b.label in ("Throw",) or b.custom_id.startswith("sho:m:")
                            for b in m.buttons
                        )
                        or bool(m.selects)
                        or "wins" in m.text
                    )
                ),
                timeout=10,
            )
            if "wins" in board.text and not board.buttons:
                break
            buttons = [
                b
                for b in board.buttons
                if not b.disabled and b.custom_id.startswith(("sho:g", "sho:m"))
            ]
            throw = [b for b in buttons if b.label == "Throw"]
            if throw:
                await fake.click(board, "Throw", user=dawa)
            elif board.selects:
                menu = board.selects[0]
                await fake.select(board, menu.options[0].value, user=dawa)
            else:
                moves = [b for b in buttons if b.custom_id.startswith("sho:m:")]
                await fake.click(board, custom_id=moves[0].custom_id, user=dawa)
        summary = await fake.wait_for_message(channel, "wins!", timeout=10)
        assert summary.button("Rematch")
