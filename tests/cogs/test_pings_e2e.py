"""Turn pings: a short message when the turn comes to someone not at the board, the previous one
deleted, even across a restart."""

from __future__ import annotations

from pathlib import Path

from devtools.fakediscord import Channel, FakeDiscord, Message, User
from tests.kit.game_support import (
    ScriptedDice,
    all_pings,
    board_of,
    game_bot,
    game_ids,
    play_move,
    service_of,
    to_play,
)


async def pinged_before_a_restart(
    fake: FakeDiscord, db: Path, dice: ScriptedDice, dawa: User, pema: User
) -> Message:
    """Dawa opens a table for two and Pema joins: the game begins on Dawa's turn, with a ping
    for her, and the bot stops. Her ping."""
    async with game_bot(fake, db, dice=dice):
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        return await fake.wait_for(lambda: next(iter(all_pings(fake, dawa)), None))


async def test_a_ping_from_before_a_restart_is_deleted_at_the_next_turn(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    db = tmp_path / "sho.db"
    dice = ScriptedDice.first_to_throw(0)  # Dawa
    ping = await pinged_before_a_restart(fake, db, dice, dawa, pema)
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


async def test_a_turn_that_passes_while_the_saved_ping_is_read_back_still_pings(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """After a restart the announcement of the version found reads its saved ping back from
    Discord; a turn that passes meanwhile is the next version's to ping, not lost between them
    (the suite once saw Pema never pinged when the read was slow)."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    db = tmp_path / "sho.db"
    dice = ScriptedDice.first_to_throw(0)  # Dawa
    ping = await pinged_before_a_restart(fake, db, dice, dawa, pema)

    # Reading the saved ping back waits a second, long enough for Dawa's throw to pass the turn.
    slow = fake.fail_next("GET", rf"^/channels/\d+/messages/{ping.id}$", 429, retry_after=1.0)
    dice.push((4, 3))  # an opening: the turn passes to Pema
    async with game_bot(fake, db, dice=dice):
        await fake.wait_for(lambda: slow.hits)
        await fake.click(board_of(fake, fake.channels[0]), "Throw", user=dawa)
        await fake.wait_for(lambda: to_play(board_of(fake, fake.channels[0])) == pema.id)
        pinged = await fake.wait_for(lambda: all_pings(fake, pema))
        await fake.wait_for(lambda: ping.deleted)
    assert pema.mention in pinged[0].text


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


async def click_turn(fake: FakeDiscord, channel: Channel, user: User) -> Message:
    """Click for `user` until the board asks someone else; that board."""
    last: list[str] = []

    def ready() -> Message | None:
        board = board_of(fake, channel)
        ids = game_ids(board)
        return board if ids and ids != last else None

    while True:
        board = await fake.wait_for(ready)
        if to_play(board) != user.id:
            return board
        last = game_ids(board)
        await play_move(fake, board, user)


def live(fake: FakeDiscord, user: User) -> list[Message]:
    return [p for p in all_pings(fake, user) if not p.deleted]


async def test_a_ping_stays_until_its_person_comes_and_nobody_has_two(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Issue 36: a notification must never open onto a deleted ping (a ghost ping), and a
    channel holds at most one live ping per person."""
    fake = fake_discord
    dawa, pema, tashi = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("tashi")
    channel = fake.channels[0]
    dice = ScriptedDice.first_to_throw(0).push((4, 3), (4, 3))  # two openings
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        service = service_of(bot)
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        first = await fake.wait_for(lambda: next(iter(all_pings(fake, dawa)), None))
        game = await service.live_in_channel(channel.id)
        assert game is not None

        fake.advance(61)  # Pema looks away; Dawa never came
        await fake.slash("sho board", user=tashi)  # the bot learns Discord's time (a refusal)
        await service.clock_ran_out(game.id, game.version)  # the computer plays Dawa's turn
        await fake.wait_for(lambda: live(fake, pema))
        assert not first.deleted, "Dawa has not been back since her ping"

        board = await click_turn(fake, channel, pema)  # Pema comes and plays her turn
        assert to_play(board) == dawa.id
        await fake.wait_for(lambda: live(fake, pema) == [])
        assert all_pings(fake, dawa) == [first], "her turn again: her first ping still stands"
        assert live(fake, dawa) == [first]

        fake.advance(61)  # Pema looks away again
        await click_turn(fake, channel, dawa)  # Dawa is back
        await fake.wait_for(lambda: first.deleted)
        second = await fake.wait_for(lambda: live(fake, pema))
        assert len(second) == 1

        asked = await fake.slash("sho end", user=dawa)
        await fake.click(asked, "Yes, end the game", user=dawa)
        await fake.wait_for(lambda: second[0].deleted)
        assert live(fake, dawa) == []
        assert live(fake, pema) == [], "the game is over: no ping is left behind"


async def test_the_half_time_reminder_pings_only_a_person_with_no_ping_standing(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tashi = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("tashi")
    channel = fake.channels[0]
    dice = ScriptedDice.first_to_throw(0).push((4, 3), (4, 3))  # two openings
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        service = service_of(bot)
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        first = await fake.wait_for(lambda: next(iter(all_pings(fake, dawa)), None))
        game = await service.live_in_channel(channel.id)
        assert game is not None
        await service.remind(game.id, game.version)  # Dawa's turn ping stands, unseen

        await click_turn(fake, channel, dawa)  # Dawa comes; Pema, who just joined, is not pinged
        await fake.wait_for(lambda: first.deleted)
        fake.advance(61)  # Pema looks away
        await fake.slash("sho board", user=tashi)  # the bot learns Discord's time (a refusal)
        turn = await service.live_in_channel(channel.id)
        assert turn is not None
        await service.remind(turn.id, turn.version)
        reminded = await fake.wait_for(lambda: live(fake, pema))
        assert reminded[0].content.startswith(f"⏳ {pema.mention}, half your time is gone")
        assert all_pings(fake, dawa) == [first], "Dawa's turn was pinged once, not reminded"
