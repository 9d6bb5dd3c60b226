"""The host's powers, end to end: a host who leaves hands them to the next person in seat
order."""

from __future__ import annotations

from pathlib import Path

from fakediscord import FakeDiscord, InteractionResult, Message, User
from kit.game_support import board_of, game_bot, service_of

from bot.client import ShoBot

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
        left = await fake.slash("sho leave", user=dawa)
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
            lambda: board_of(fake, board.channel_id).content.startswith("This game has ended")
        )
