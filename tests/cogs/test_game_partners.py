"""A four-player partners game end to end: seats 1 + 3 against 2 + 4, chosen with /sho swap.

Three people sit down, the host swaps seats so that Dawa and Pema are partners, Start fills the
last seat with a computer, Tenzin leaves mid-game (a computer plays on and the game counts as lost
for him), and the two partners play to the end: both winners are named.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.ui.kit.seat_names import seat_name
from devtools.fakediscord import FakeDiscord
from tests.kit.game_support import board_of, game_bot, play_to_the_end, private_to, service_of


@pytest.mark.slow
async def test_partners_play_to_the_end_and_both_winners_are_named(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        service = service_of(bot)
        lobby = await fake.slash("sho new", user=dawa, players=4)
        game_id = (await service.live_in_guild(fake.guild_id))[0].id
        assert "Partners: seats **1 + 3** against seats **2 + 4**" in lobby.text
        await fake.click(lobby, "Join", user=pema)
        joined = await fake.slash("sho join", user=tenzin)
        assert joined.text == "You have a seat. Good luck!"
        swapped = await fake.slash("sho swap", user=dawa, first=2, second=3)
        assert swapped.text == "Seats 2 and 3 swapped."
        await fake.wait_for(lambda: "`3` 🔴 " + pema.mention in board_of(fake, channel).text)
        seats = board_of(fake, channel).text
        assert f"`1` 🔴 {dawa.mention} 👑" in seats
        assert f"`2` 🔷 {tenzin.mention}" in seats
        assert "`4` 🔷 *open seat*" in seats

        await fake.click(lobby, "Start", user=dawa)
        board = await fake.wait_for(lambda: "Dawa & Pema" in board_of(fake, channel).text)
        assert board
        assert "-# 🔴 **A** Dawa & Pema: hand" in board_of(fake, channel).text
        assert "-# 🔷 **B** Tenzin & Computer 1: hand" in board_of(fake, channel).text

        async def tenzin_leaves() -> None:
            asked = await fake.slash("sho leave", user=tenzin)
            left = await fake.click(asked, "Yes, leave the game", user=tenzin)
            assert left.text.startswith("You left: the computer plays your seat")

        await play_to_the_end(fake, channel, [dawa, pema, tenzin], between={6: tenzin_leaves})

        assert await service.live_in_guild(fake.guild_id) == [], "nothing is live any more"
        summary = await fake.wait_for_message(
            channel, "Rematch", predicate=lambda m: "win!" in m.text
        )
        finished = await service.get(game_id)
        first, second = (seat_name(seat) for seat in finished.table.winners())
        assert f"**{first} and {second} win!**" in summary.content
        assert finished.table.seats[1].left, "Tenzin's seat went to the computer"

        assert summary.content.endswith("Not rated: a computer played.")
        result = await bot.store.results.get(game_id)
        assert result is not None
        assert [(s.user_id, s.place) for s in result.seats if s.left] == [(tenzin.id, 3)], (
            "leaving counts as last"
        )
        partners_won = {first, second} == {"Dawa", "Pema"}
        assert result.seats[0].won == result.seats[2].won == partners_won
        assert private_to(fake, channel, tenzin)
