"""A whole game in each language, end to end: in the pseudo-locale en-XA no player-facing text any
player sees (boards, logs, buttons, menus, replies, help, rules, summary, replay, stats) holds a
plain-ASCII English word; and in every language the same game completes with no missing
message."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest

from bot.words import Language
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import ScriptedDice, game_bot, play_to_the_end, service_of
from tests.kit.seen_text import plain_english, shown_texts

NOT_TRANSLATED = frozenset({"Discord"})
"""Words every language keeps as they are (a brand)."""


def everything_seen(fake: FakeDiscord) -> list[str]:
    return [text for message in fake.state.messages.values() for text in shown_texts(message.data)]


@pytest.mark.slow
@pytest.mark.parametrize("language", list(Language))
async def test_a_whole_game_in_each_language(
    fake_discord: FakeDiscord,
    tmp_path: Path,
    language: Language,
    caplog: pytest.LogCaptureFixture,
) -> None:
    caplog.set_level(logging.WARNING, logger="bot.words.catalogue")
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    dawa.locale = pema.locale = "fr"  # a language we do not speak: the server's
    dice = ScriptedDice(3).push((1, 1), (1, 1))
    async with game_bot(fake, tmp_path / "sho.db", dice=dice, language=language) as bot:
        channel = fake.channels[0]
        await fake.slash("sho help", user=dawa)
        rules = await fake.slash("sho rules", user=dawa)
        assert rules.message is not None
        await fake.click(rules.message, custom_id=rules.message.buttons[-1].custom_id, user=dawa)
        lobby = await fake.slash("sho new", user=dawa, players=3)
        assert lobby.message is not None
        await fake.click(lobby.message, custom_id=lobby.message.buttons[0].custom_id, user=pema)
        start = next(b.custom_id for b in lobby.message.buttons if b.custom_id.endswith("start"))
        tenzin = fake.add_user("tenzin")
        tenzin.locale = "fr"
        refused = await fake.click(lobby.message, custom_id=start, user=tenzin)
        assert refused.note is not None, "only the host may start"
        await fake.click(lobby.message, custom_id=start, user=dawa)
        await play_to_the_end(fake, channel, [dawa, pema], limit=240)
        view = await service_of(bot).get(int(start.split(":")[2]))
        assert view.table.stats.kills > 0
        assert view.table.stats.paras > 0
        summary = await fake.wait_for_message(channel, predicate=lambda m: len(m.buttons) >= 3)
        for button in summary.buttons:
            if not button.custom_id.startswith("sho:r:"):  # the replay, the export
                await fake.click(summary, custom_id=button.custom_id, user=pema)
        rematch = next(b.custom_id for b in summary.buttons if b.custom_id.startswith("sho:r:"))
        await fake.click(summary, custom_id=rematch, user=dawa)
        await fake.wait_for(lambda: len(list(fake.channel_messages(channel))) > 3)
        for command in ("sho leaderboard", "sho stats", "sho history", "sho games"):
            await fake.slash(command, user=pema)
    missing = [r.getMessage() for r in caplog.records if r.name == "bot.words.catalogue"]
    assert missing == [], "messages said in English for want of a translation"
    seen = everything_seen(fake)
    assert len(seen) > 40, "the game was seen: help, rules, lobby, board, summary, standings"
    if language is Language.PSEUDO:
        names = {user.display_name or user.name for user in fake.state.users.values()}
        leaks = sorted(
            {
                f"{word}: {text[:80]!r}"
                for text in seen
                for word in plain_english(text, names)
                if word not in NOT_TRANSLATED
            }
        )
        assert leaks == [], "English a player saw in en-XA:\n" + "\n".join(leaks)
    fake.assert_clean()
