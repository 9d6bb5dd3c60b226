"""Display names with Discord markdown and mentions in them, end to end: every message the bot
sends (lobby, board, log, refusals, summary, leaderboard, stats, history, replay) shows them as
written, escaped, and none of them pings anyone."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.render import Theme, safe_name
from devtools.fakediscord import FakeDiscord, Message
from tests.kit.game_support import ScriptedDice, game_bot, play_to_the_end, two_player_game

DAWA = "**Dawa** @everyone"
PEMA = "_Pema_ ||<@1>|| `x`"
RAW = ("**Dawa**", "@everyone", "@here", "_Pema_", "||<@1>||", "<@1>", "`x`")
"""What a name would put in a message if it were not escaped."""


def texts(messages: list[Message]) -> list[str]:
    return [message.text for message in messages]


@pytest.mark.slow
async def test_names_with_markdown_and_mentions_are_escaped_everywhere(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa", display_name=DAWA)
    pema = fake.add_user("pema", display_name=PEMA)
    channel = fake.channels[0]
    safe_dawa = safe_name(DAWA, Theme.DISCORD, "")
    safe_pema = safe_name(PEMA, Theme.DISCORD, "")
    seen: list[str] = []

    def look() -> None:
        for person in (dawa, pema):
            seen.extend(texts(fake.visible_messages(channel, person)))

    async def look_now() -> None:
        look()

    async with game_bot(fake, tmp_path / "sho.db", dice=ScriptedDice.first_to_throw(0)) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        assert f"The game begins: {safe_dawa} throws first." in board.text
        refused = await fake.click(board, "Throw", user=pema)
        assert refused.note is not None
        assert refused.note.text == f"It is {safe_dawa}'s turn."
        typed = await fake.slash("sho throw", user=pema)
        assert typed.text == f"It is {safe_dawa}'s turn."
        look()
        await play_to_the_end(
            fake, channel, [dawa, pema], limit=120, between={4: look_now, 30: look_now}
        )
        summary = await fake.wait_for_message(
            channel, "Rematch", predicate=lambda m: "📈" in m.text
        )
        assert safe_dawa in summary.text
        assert safe_pema in summary.text
        for person in (dawa, pema):
            await fake.slash("sho leaderboard", user=person)
            await fake.slash("sho stats", user=person)
            await fake.slash("sho history", user=person)
            replay = await fake.slash("sho replay", user=person, game=game_id)
            assert replay.message is not None
            await fake.click(replay.message, "Forward ▶", user=person)
        look()

    assert any(safe_pema in text for text in seen), "the names are shown"
    for text in seen:
        for raw in RAW:
            assert raw not in text, f"{raw!r} shown unescaped in:\n{text}"
    for message in fake.state.messages.values():
        assert not message.data.get("mention_everyone"), message.text
        assert message.pinged <= {dawa.id, pema.id}, message.text
