"""Turn pings: a short message when the turn comes to someone not at the board, the previous one
deleted, even across a restart."""

from __future__ import annotations

from pathlib import Path

from kit.game_support import ScriptedDice, all_pings, board_of, game_bot

from devtools.fakediscord import FakeDiscord


async def test_a_ping_from_before_a_restart_is_deleted_at_the_next_turn(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    db = tmp_path / "sho.db"
    dice = ScriptedDice.first_to_throw(0)  # Dawa
    async with game_bot(fake, db, dice=dice):
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        ping = await fake.wait_for(lambda: next(iter(all_pings(fake, dawa)), None))
    assert not ping.deleted

    dice.push((4, 3))  # an opening: the turn passes to Pema
    async with game_bot(fake, db, dice=dice):
        board = board_of(fake, fake.channels[0])
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(lambda: all_pings(fake, pema))
        await fake.wait_for(lambda: ping.deleted)
    shown = [m for m in all_pings(fake, dawa) + all_pings(fake, pema) if not m.deleted]
    assert len(shown) == 1
    assert pema.mention in shown[0].text


async def test_a_turn_pings_only_a_person_who_has_not_been_at_the_board(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Someone who played in the last minute is watching the board: no ping for their turn."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    dice = ScriptedDice.first_to_throw(0).push((4, 3), (4, 3))  # two openings: the turn passes
    async with game_bot(fake, tmp_path / "sho.db", dice=dice):
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        first = await fake.wait_for(lambda: next(iter(all_pings(fake, dawa)), None))
        board = board_of(fake, fake.channels[0])
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(lambda: first.deleted)
        assert all_pings(fake, pema) == [], "Pema joined moments ago: she is at the board"

        fake.advance(61)  # Dawa looks away for a minute
        await fake.click(board, "Throw", user=pema)
        again = await fake.wait_for(lambda: [p for p in all_pings(fake, dawa) if p is not first])
        assert again[0].content.startswith(f"🎲 {dawa.mention}, your turn")
        assert all_pings(fake, pema) == []
