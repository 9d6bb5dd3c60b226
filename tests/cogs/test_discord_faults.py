"""Discord's faults, end to end: a deleted board, missing permissions, rate limits and server
errors, boards too old to edit, and interaction tokens that expired before the answer."""

from __future__ import annotations

import asyncio
import logging
import re
from pathlib import Path
from typing import Any

import discord
import pytest

from bot.engine import Dice, ThrowAction
from bot.table.actions import Play
from devtools.fakediscord import FakeDiscord, InteractionFailed, User
from devtools.fakediscord import permissions as perms
from tests.kit.game_support import (
    ScriptedDice,
    board_of,
    boards,
    game_bot,
    private_to,
    service_of,
    turn_line,
    two_player_game,
)

BOARD_EDIT = r"^/channels/\d+/messages/\d+$"
CLICK_EDIT = r"^/webhooks/\d+/[^/]+/messages/@original$"
"""The board edited through the token of the click on it."""
CLICK_POST = r"^/webhooks/\d+/[^/]+$"
"""A message (a ping) sent through the token of a click."""
CALLBACK = r"^/interactions/\d+/[^/]+/callback$"


@pytest.fixture
def dice() -> ScriptedDice:
    """Dawa throws first; each of the first four throws has one outcome: Dawa opens on 7, Pema
    opens on 3, Dawa (3 blocked) moves 7 to 10, Pema (10 blocked) moves 3 to 13."""
    return ScriptedDice.first_to_throw(0).push((4, 3), (2, 1), (1, 2), (4, 6))


def turn_of(fake: FakeDiscord, channel_id: int, user: User) -> Any:
    """Wait condition: the newest board asks `user` to throw."""
    return lambda: turn_line(b := board_of(fake, channel_id)).startswith(user.mention) and b


async def test_a_deleted_board_is_posted_again(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        await fake.delete_message(board)
        again = await fake.wait_for(lambda: boards(fake, board.channel_id))
        assert again[-1].id != board.id
        assert again[-1].button("Throw")
        await fake.click(again[-1], "Throw", user=dawa)
        await fake.wait_for(turn_of(fake, board.channel_id, pema))
        assert board_of(fake, board.channel_id).id == again[-1].id
        assert (await service_of(bot).get(game_id)).board_message_id == again[-1].id

        lobby = await fake.slash("sho new", user=dawa, channel=fake.channels[1])
        assert lobby.message is not None
        await fake.delete_message(lobby.message)
        reposted = await fake.wait_for(lambda: boards(fake, fake.channels[1]))
        assert reposted[-1].button("Join"), "a deleted lobby comes back too"


async def test_missing_permissions_are_said_once_to_the_person_and_logged(
    fake_discord: FakeDiscord,
    tmp_path: Path,
    dice: ScriptedDice,
    caplog: pytest.LogCaptureFixture,
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        caplog.set_level(logging.WARNING, logger="bot.ui.publishing.publisher")
        # The token of the last click on the board has expired: edits go through the channel.
        expired = fake.fail_next("PATCH", CLICK_EDIT, 401, code=50027, message="Invalid Token")
        fault = fake.fail_next("PATCH", BOARD_EDIT, 403, times=3)
        await fake.slash("sho throw", user=dawa)
        await fake.slash("sho throw", user=pema)
        await fake.slash("sho throw", user=dawa)
        assert (expired.hits, fault.hits) == (1, 3)
        told = [m for m in private_to(fake, board.channel_id, dawa) if "I may not post" in m.text]
        assert len(told) == 1, "said once"
        assert "Missing Permissions" in told[0].text
        assert f"<#{board.channel_id}>" in told[0].text
        assert not [m for m in private_to(fake, board.channel_id, pema) if "I may not" in m.text]
        warnings = [r for r in caplog.records if "not allowed to post" in r.getMessage()]
        assert len(warnings) == 1, "logged once"

        await fake.slash("sho throw", user=pema)  # allowed again: the board catches up
        version = (await service_of(bot).get(game_id)).version
        await fake.wait_for(lambda: f":{version}:throw" in str(board.buttons))

        everyone, role = fake.state.everyone, fake.state.bot_role
        lacking = perms.EMBED_LINKS | perms.READ_MESSAGE_HISTORY  # no embeds: cards need none
        everyone.permissions &= ~lacking
        role.permissions &= ~lacking
        refused = await fake.slash("sho new", user=pema, channel=fake.channels[1])
        assert refused.ephemeral
        assert refused.text == (
            "I need these permissions in this channel first: Read Message History."
        )


async def test_rate_limits_and_server_errors_lose_no_action(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        before = len(await service_of(bot).record(game_id))
        faults = [
            fake.fail_next(None, CALLBACK, 429, times=2),
            fake.fail_next("PATCH", CLICK_EDIT, 500),  # first: discord.py waits longer per try
            fake.fail_next("PATCH", CLICK_EDIT, 429, times=2),
            fake.fail_next("POST", CLICK_POST, 502),
        ]
        clicked = await fake.click(board, "Throw", user=dawa)
        assert clicked.callback_type == 7, "the board updated by the response despite the 429s"
        await fake.wait_for(turn_of(fake, board.channel_id, pema), 10)
        fake.advance(61)  # Dawa has looked away long enough to be pinged at his turn
        await fake.slash("sho throw", user=pema)  # drawn through the click's token
        await fake.wait_for(turn_of(fake, board.channel_id, dawa), 10)
        record = await service_of(bot).record(game_id)
        played = [a for a in record[before:] if isinstance(a, Play)]
        assert [type(a.action) for a in played] == [ThrowAction] * 2, "each action once"
        assert len(record) == before + 2
        view = await service_of(bot).get(game_id)
        assert f":{view.version}:throw" in str(board.buttons), "the board shows the latest"
        pings = lambda: [m for m in fake.channel_messages(board.channel_id) if m.pinged]  # noqa: E731
        await fake.wait_for(lambda: len(pings()) == 1)  # the ping of the turn before is deleted
        # Dawa's ping went as a follow-up of his click, through the 502 (Pema's command is
        # answered by its response, not a follow-up).
        assert [(f.hits, f.times) for f in faults] == [(f.times, f.times) for f in faults]


async def test_an_hour_old_board_is_posted_afresh_rather_than_edited(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        edits = board.edits
        fake.advance(51 * 60)
        await fake.click(board, "Throw", user=dawa)
        fresh = await fake.wait_for(
            lambda: (b := board_of(fake, board.channel_id)).id != board.id and b
        )
        assert turn_line(fresh).startswith(pema.mention)
        assert fresh.button("Throw")
        assert board.buttons == [], "the old board is retired"
        assert board.edits == edits + 1, "only to take its buttons off"
        assert (await service_of(bot).get(game_id)).board_message_id == fresh.id
        await fake.click(fresh, "Throw", user=pema)
        await fake.wait_for(turn_of(fake, board.channel_id, dawa))
        assert board_of(fake, board.channel_id).id == fresh.id, "young again: edited in place"


async def test_an_expired_token_falls_back_to_a_channel_message(
    fake_discord: FakeDiscord,
    tmp_path: Path,
    dice: ScriptedDice,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        service = service_of(bot)
        gate = asyncio.Event()
        throw = service.throw

        async def slow_throw(*args: Any, **kwargs: Any) -> Any:
            await gate.wait()
            return await throw(*args, **kwargs)

        monkeypatch.setattr(service, "throw", slow_throw)
        before = len(await service.record(game_id))
        clicked = await fake.click(board, "Throw", user=pema)
        assert clicked.callback_type == 6, "acknowledged before the slow work"
        fake.advance(16 * 60)
        gate.set()
        said = await fake.wait_for_message(board.channel_id, "It is Dawa's turn.")
        assert said.content == f"{pema.mention} It is Dawa's turn."
        assert said.pinged == {pema.id}
        assert len(await service.record(game_id)) == before


async def test_after_a_restart_the_old_board_still_answers(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
    async with game_bot(fake, tmp_path / "sho.db", dice=ScriptedDice().push((4, 3))) as bot:
        said = await fake.wait_for_message(board.channel_id, "restarted")
        assert "this game goes on from where it was" in said.content
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(turn_of(fake, board.channel_id, pema))
        record = await service_of(bot).record(game_id)
        assert record[-1] == Play(ThrowAction(Dice(4, 3)))
        # The ping follows the board's edit: wait for it rather than race it.
        await fake.wait_for(
            lambda: fake.channel_messages(board.channel_id)[-1].content.startswith(
                f"🎲 {pema.mention}"
            )
        )
        notes = [m for m in fake.channel_messages(board.channel_id) if "restarted" in m.content]
        assert len(notes) == 1, "said once"
        assert fake.channel_messages(board.channel_id)[-1].content.startswith(f"🎲 {pema.mention}")


async def test_a_click_redraws_its_board_through_its_own_token_not_the_channel(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    """Interaction webhooks are outside Discord's global rate limit: a clicked board is updated
    by the click's response, then edited through its token for what happens after it (a
    command, the other player) for as long as the token lasts; an expired one falls back to the
    channel (test above)."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        _, board = await two_player_game(fake, bot, dawa, pema)
        start = len(fake.requests)
        clicked = await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(turn_of(fake, board.channel_id, pema), 10)
        assert clicked.callback_type == 7, "the click's own response redrew the board"
        edits = [r for r in fake.requests[start:] if r.method == "PATCH"]
        assert all(re.match(CLICK_EDIT, r.api_path) for r in edits), [r.api_path for r in edits]
        start = len(fake.requests)
        await fake.slash("sho throw", user=pema)
        await fake.wait_for(turn_of(fake, board.channel_id, dawa), 10)
        later = [r for r in fake.requests[start:] if r.method == "PATCH"]
        assert later
        assert all(re.match(CLICK_EDIT, r.api_path) for r in later), [r.api_path for r in later]


async def test_a_lobby_whose_answer_discord_refused_is_posted_in_the_channel(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """The table is saved before the answer: if Discord does not take the answer (too late),
    the lobby still shows, so the channel is never held by a table nobody can see."""
    fake = fake_discord
    dawa = fake.add_user("dawa")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        fake.fail_next("POST", CALLBACK, 404, code=10062, message="Unknown interaction")
        with pytest.raises(InteractionFailed):
            await fake.slash("sho new", user=dawa, players=2)
        lobby = await fake.wait_for(lambda: next(iter(boards(fake, channel)), None))
        assert lobby.button("Join")
        view = await service_of(bot).live_in_channel(channel.id)
        assert view is not None
        assert view.board_message_id == lobby.id, "the posted lobby is the table's board"


async def test_a_slow_sho_new_says_it_is_thinking_and_then_shows_the_lobby(
    fake_discord: FakeDiscord, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Opening the table takes long (a busy database): /sho new is acknowledged within a second
    and the lobby replaces the 'thinking…' answer once the table is saved."""
    fake = fake_discord
    dawa = fake.add_user("dawa")
    async with game_bot(fake, tmp_path / "sho.db") as bot:
        service = service_of(bot)
        gate = asyncio.Event()
        open_table = service.open_table

        async def slow_open(*args: Any, **kwargs: Any) -> Any:
            await gate.wait()
            return await open_table(*args, **kwargs)

        monkeypatch.setattr(service, "open_table", slow_open)
        answered = await fake.slash("sho new", user=dawa, players=2)
        assert answered.callback_type == 5, "deferred: the bot is thinking"
        assert not answered.ephemeral
        gate.set()

        def shown() -> bool:
            message = answered.message
            return message is not None and any(b.label == "Join" for b in message.buttons)

        await fake.wait_for(shown)
        view = await service.live_in_channel(fake.channels[0].id)
        assert view is not None
        assert view.board_message_id == answered.message.id


async def test_edits_of_messages_go_unparsed_and_deletions_still_come_through(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        edits: list[discord.RawMessageUpdateEvent] = []

        async def on_raw_message_edit(event: discord.RawMessageUpdateEvent) -> None:
            edits.append(event)

        bot.add_listener(on_raw_message_edit)
        updates: list[str] = []
        fake.on_message(
            lambda event, _: updates.append(event) if event == "MESSAGE_UPDATE" else None
        )
        _, board = await two_player_game(fake, bot, dawa, pema)
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(turn_of(fake, board.channel_id, pema))
        # Gateway events come in order: once the deletion after the edits is seen, so were they.
        await fake.delete_message(board)
        await fake.wait_for(lambda: (b := boards(fake, board.channel_id)) and b[-1].id != board.id)
        assert updates, "the board was edited"
        assert edits == []


async def test_the_bot_asks_only_for_guilds_and_their_messages(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    async with game_bot(fake_discord, tmp_path / "sho.db"):
        session = fake_discord.backend.gateway.sessions[-1]
        wanted = discord.Intents(guilds=True, guild_messages=True)
        assert session.intents == wanted.value
