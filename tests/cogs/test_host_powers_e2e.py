"""The host's powers and removals, end to end: a host who leaves (or is removed) hands the powers
to the next person in seat order, and a removal counts against the person removed only when a
moderator made it, so a host cannot lower anyone's rating."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.client import ShoBot
from devtools.fakediscord import FakeDiscord, InteractionResult, Message, User
from tests.kit.game_support import board_of, game_bot, play_to_the_end, service_of, turn_line

RATED_SEAT = re.compile(r"\S+ \*\*(.+?)\*\*: .* · [📈📉] ([0-9.]+) → ([0-9.]+)")
"""A seat's line of the summary with its rating change ('🥇 **Dawa**: ... · 📈 25.0 → 28.4')."""
NOT_HOST = "Only the host or a member with Manage Server can remove a player."


async def three_at_a_table(fake: FakeDiscord, host: User, *others: User) -> Message:
    """`host` opens a table for three, the others join; returns the board once it began."""
    lobby = await fake.slash("sho new", user=host, players=3)
    for person in others:
        await fake.click(lobby, "Join", user=person)
    await fake.wait_for(lambda: "The game begins" in lobby.text)
    assert lobby.message is not None
    return lobby.message


async def remove(fake: FakeDiscord, by: User, player: User) -> InteractionResult:
    """/sho kick, then Yes: the answer that replaced the question."""
    asked = await fake.slash("sho kick", user=by, player=player)
    assert asked.message is not None, asked.text
    return await fake.click(asked.message, "Yes, remove them", user=by)


async def host_of(bot: ShoBot, board: Message) -> int:
    view = await service_of(bot).live_in_channel(board.channel_id)
    assert view is not None
    return view.table.host_id


async def test_a_host_who_leaves_hands_the_powers_to_the_next_person(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        board = await three_at_a_table(fake, dawa, pema, tenzin)
        asked = await fake.slash("sho leave", user=dawa)
        left = await fake.click(asked, "Yes, leave the game", user=dawa)
        assert left.text.startswith("You left")
        await fake.wait_for(
            lambda: (
                "Dawa left; the computer plays their seat. Pema is the host now."
                in board_of(fake, board.channel_id).text
            )
        )
        assert await host_of(bot, board) == pema.id

        kick = await fake.slash("sho kick", user=dawa, player=tenzin)
        assert kick.ephemeral
        assert kick.text == NOT_HOST, "the old host has no powers left"
        end = await fake.slash("sho end", user=dawa)
        assert end.text == "Only the host or a member with Manage Server can end a game."

        done = await remove(fake, pema, tenzin)
        assert done.text == f"{tenzin.mention}'s seat is played by the computer now."
        ended = await fake.slash("sho end", user=pema)
        assert ended.message is not None
        await fake.click(ended.message, "Yes, end the game", user=pema)
        await fake.wait_for(
            lambda: turn_line(board_of(fake, board.channel_id)).startswith("⏹️ This game has ended")
        )


async def test_a_moderator_who_removes_the_host_passes_the_powers_on(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    moderator = fake.add_user("mod", manage_guild=True)
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        board = await three_at_a_table(fake, dawa, pema, tenzin)
        asked = await fake.slash("sho kick", user=moderator, player=dawa)
        assert asked.content.endswith("The game counts as lost for them.")
        assert asked.message is not None
        await fake.click(asked.message, "Yes, remove them", user=moderator)
        await fake.wait_for(
            lambda: (
                "Dawa was removed; the computer plays their seat, and the game counts as lost"
                " for them. Pema is the host now." in board_of(fake, board.channel_id).text
            )
        )
        assert await host_of(bot, board) == pema.id
        refused = await fake.slash("sho kick", user=dawa, player=tenzin)
        assert refused.text == NOT_HOST
        refused = await fake.slash("sho kick", user=tenzin, player=pema)
        assert refused.text == NOT_HOST
        done = await remove(fake, pema, tenzin)
        assert done.text == f"{tenzin.mention}'s seat is played by the computer now."


def rating_changes(summary: Message) -> dict[str, tuple[float, float]]:
    """Each rated seat's rating before and after, from its line of the summary."""
    changes = {
        found[1]: (float(found[2]), float(found[3]))
        for line in summary.content.splitlines()
        if (found := RATED_SEAT.fullmatch(line))
    }
    assert changes, summary.content
    return changes


@pytest.mark.slow
async def test_a_hosts_removal_does_not_count_and_a_moderators_does(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    moderator = fake.add_user("mod", manage_guild=True)
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db"):
        await three_at_a_table(fake, dawa, pema, tenzin)
        asked = await fake.slash("sho kick", user=dawa, player=tenzin)
        assert asked.content.endswith(
            "As you are not a moderator, the game will not count for them."
        )
        await remove(fake, dawa, tenzin)
        await fake.wait_for(
            lambda: (
                "Tenzin was removed by the host; the computer plays their seat, and the game"
                " does not count for them." in board_of(fake, channel).text
            )
        )
        await play_to_the_end(fake, channel, [dawa, pema], limit=120)
        summary = await fake.wait_for_message(channel, "📈")
        changes = rating_changes(summary)
        assert changes["Dawa"][0] == changes["Pema"][0] == 25.0
        assert "Tenzin" not in changes, "the host's removal leaves Tenzin's rating alone"
        history = await fake.slash("sho history", user=tenzin)
        assert "removed by the host (not counted)" in history.text
        stats = await fake.slash("sho stats", user=tenzin)
        assert stats.text == f"{tenzin.mention} has no finished games in this server yet."

        await three_at_a_table(fake, dawa, pema, tenzin)
        await remove(fake, moderator, tenzin)
        await play_to_the_end(fake, channel, [dawa, pema], limit=120)
        second = await fake.wait_for_message(channel, "📈", predicate=lambda m: m.id != summary.id)
        before, after = rating_changes(second)["Tenzin"]
        assert after < before == 25.0, "a moderator's removal counts as last"
        history = await fake.slash("sho history", user=tenzin)
        assert "left (counted last)" in history.text


async def test_a_host_leaving_the_lobby_hands_it_to_the_next_seat_round_the_table(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    async with game_bot(fake, tmp_path / "sho.db"):
        lobby = await fake.slash("sho new", user=dawa, players=4)
        await fake.click(lobby, "Join", user=pema)
        await fake.click(lobby, "Join", user=tenzin)
        await fake.slash("sho swap", user=dawa, first=1, second=2)
        await fake.wait_for(lambda: f"`2` 🔷 {dawa.mention} 👑" in lobby.text)
        await fake.click(lobby, "Leave", user=dawa)
        await fake.wait_for(lambda: dawa.mention not in lobby.text)
        assert f"{tenzin.mention} 👑" in lobby.text, "the seat after the host's, not seat 1"
        assert f"{pema.mention} 👑" not in lobby.text
