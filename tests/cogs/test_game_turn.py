"""A turn end to end: /sho throw and /sho move with autocomplete, a throw of many moves (chosen
stack first), /sho board, /sho end, /sho kick and /sho leave in a game with their
confirmations."""

from __future__ import annotations

from pathlib import Path

from bot.engine import HOME, MoveAction
from bot.table.actions import Play
from bot.table.status import GameStatus
from devtools.fakediscord import Channel, FakeDiscord, User
from tests.kit.game_support import (
    ScriptedDice,
    board_of,
    boards,
    forge_click,
    game_bot,
    private_to,
    service_of,
    turn_line,
    two_player_game,
)
from tests.kit.pages import page_of


async def test_throw_and_move_by_command_with_autocomplete(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        dice.push((4, 3), (2, 1), (5, 1))  # openings on 7 and 3, then a choice for Dawa
        opened = await fake.slash("sho throw", user=dawa)
        assert opened.text == "Dawa threw ⚃ ⚂ (4 + 3): opening with 2 coins on 7"
        await fake.slash("sho throw", user=pema)
        thrown = await fake.slash("sho throw", user=dawa)
        assert thrown.text == (
            "You threw ⚄ ⚀ (5 + 1): choose your move on the board, or with /sho move."
        )
        await fake.wait_for(lambda: "choose a move" in turn_line(board))

        offered = await fake.autocomplete("sho move", user=dawa, focused="move", value="")
        assert offered == [
            {"name": "New coin → 6", "value": "0:6"},
            {"name": "7 (×2) → 13", "value": "7:13"},
        ]
        narrowed = await fake.autocomplete("sho move", user=dawa, focused="move", value="13")
        assert narrowed == [{"name": "7 (×2) → 13", "value": "7:13"}]
        assert await fake.autocomplete("sho move", user=pema, focused="move", value="") == [
            {"name": "It is Dawa's turn.", "value": "why"}
        ]

        before = len(await service_of(bot).record(game_id))
        wrong = await fake.slash("sho move", user=dawa, move="anything at all")
        assert wrong.text == "Pick one of your moves from the list that opens as you type."
        assert wrong.ephemeral
        assert len(await service_of(bot).record(game_id)) == before

        moved = await fake.slash("sho move", user=dawa, move="7:13")
        assert moved.text == "Dawa threw ⚄ ⚀ (5 + 1): the stack of 2 on 7 moved to 13"
        record = await service_of(bot).record(game_id)
        assert record[-1] == Play(MoveAction(7, 13))
        await fake.wait_for(lambda: turn_line(board).startswith(pema.mention))

        dice.push((3, 2))  # Pema: a new coin on 5, or 3 (x3) on to 8
        await fake.slash("sho throw", user=pema)
        by_label = await fake.slash("sho move", user=pema, move="new coin → 5")
        assert by_label.text.endswith("a new coin on 5")


async def test_sho_move_out_of_turn_says_why_in_its_list_and_its_answer(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema, tashi = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("tashi")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, _ = await two_player_game(fake, bot, dawa, pema)
        record = len(await service_of(bot).record(game_id))

        async def offered(user: User, channel: Channel | None = None) -> list[dict[str, str]]:
            return await fake.autocomplete(
                "sho move", user=user, focused="move", value="", channel=channel
            )

        assert await offered(dawa) == [{"name": "Throw the dice first.", "value": "why"}]
        assert await offered(pema) == [{"name": "It is Dawa's turn.", "value": "why"}]
        assert await offered(tashi) == [
            {"name": "You are not playing at this table.", "value": "why"}
        ]
        elsewhere = await offered(dawa, fake.channels[1])
        assert elsewhere == [
            {
                "name": "There is no Sho game in this channel. Start one with /sho new.",
                "value": "why",
            }
        ]

        chosen = await fake.slash("sho move", user=dawa, move="why")
        assert chosen.ephemeral
        assert chosen.text == "Throw the dice first."
        typed = await fake.slash("sho move", user=pema, move="0:6")
        assert typed.ephemeral
        assert typed.text == "It is Dawa's turn."
        guessed = await fake.slash("sho move", user=pema, move="anything at all")
        assert guessed.text == "It is Dawa's turn.", "the reason, not 'pick from the list'"
        assert len(await service_of(bot).record(game_id)) == record, "nothing was played"


async def test_a_throw_of_many_moves_is_chosen_stack_first_and_typed_moves_still_count(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        service = service_of(bot)
        # Dawa spreads single coins over 3..9 while Pema runs one stack home and opens again.
        script: list[tuple[User, tuple[int, int], tuple[int, int] | None]] = [
            (dawa, (4, 1), None),
            (pema, (6, 6), None),
            (dawa, (1, 2), (0, 3)),
            (pema, (5, 6), (12, 23)),
            (dawa, (1, 3), (0, 4)),
            (pema, (5, 6), (23, 34)),
            (dawa, (2, 4), (0, 6)),
            (pema, (5, 6), (34, 45)),
            (dawa, (3, 4), (0, 7)),
            (pema, (5, 6), (45, 56)),
            (dawa, (3, 5), (0, 8)),
            (pema, (5, 6), (56, HOME)),
            (dawa, (4, 5), (0, 9)),
            (pema, (6, 6), None),
            (dawa, (1, 1), None),
        ]
        for person, throw, move in script:
            dice.push(throw)
            await service.throw(game_id, person.id)
            if move is not None:
                await service.move(game_id, person.id, MoveAction.of(move))
        dice.push((2, 1))  # pa ra kept: 3, 2 and 5 steps for the seven coins and the hand
        throw = f"sho:g:{game_id}:{(await service.get(game_id)).version}:throw"
        await fake.wait_for(lambda: throw in [b.custom_id for b in board.buttons])
        await fake.click(board, custom_id=throw, user=dawa)
        await fake.wait_for(lambda: any(b.label == "New coin" for b in board.buttons))

        labels = [b.label for b in board.buttons]
        assert labels == [
            "New coin",
            "On 3",
            "On 4",
            "On 5 (×2)",
            "On 6",
            "More →",
            "Rules",
        ], "eight sources on two pages, then the board's own button"
        assert "⚀ ⚂ (1 + 2, 2 kept)" in board.text or "(2 + 1, 2 kept)" in board.text
        await fake.click(board, "More →", user=dawa)
        await fake.wait_for(lambda: any(b.label == "On 9" for b in board.buttons))
        assert [b.label for b in board.buttons] == ["On 7", "On 8", "On 9", "← Back", "Rules"]
        await fake.click(board, "On 9", user=dawa)
        assert [b.label for b in board.buttons] == [
            "+2 → 11",
            "+5 → 14",
            "← Back",
            "Rules",
        ]
        # /sho move takes any of the throw's moves, whatever step the board shows.
        typed = await fake.slash("sho move", user=dawa, move="0:2")
        assert typed.ephemeral
        record = await service.record(game_id)
        assert record[-1] == Play(MoveAction(0, 2))
        await fake.wait_for(lambda: turn_line(board).startswith(pema.mention))
        assert not any(b.custom_id.startswith(("sho:p:", "sho:m:")) for b in board.buttons)


async def test_sho_board_posts_the_board_again_and_retires_the_old_one(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        chat = await fake.say(board.channel_id, pema, "chatting away, the board scrolls up")
        again = await fake.slash("sho board", user=pema)
        assert again.text == "Here it is again, at the bottom of the channel."
        newest = boards(fake, board.channel_id)[-1]
        assert newest.id != board.id
        assert newest.id > chat.id, "at the bottom, below the chat"
        assert newest.button("Throw")
        assert board.buttons == [], "the old board loses its buttons"
        assert "this game's board moved below" in board.text, "and says where the game went"
        assert (await service_of(bot).get(game_id)).board_message_id == newest.id
        await fake.click(newest, "Throw", user=dawa)
        await fake.wait_for(lambda: turn_line(newest).startswith(pema.mention))
        assert board.buttons == []

        rules = await fake.click(newest, "Rules", user=fake.owner)
        assert rules.ephemeral, "anyone may read the rules, privately"
        assert page_of(rules.components).title.startswith("Sho rules:")
        assert rules.message is not None
        assert rules.message.button("Next")


async def test_leave_in_a_game_under_way_asks_first_and_only_yes_leaves(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema, tashi = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("tashi")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        service = service_of(bot)
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        record = len(await service.record(game_id))
        asked = await fake.slash("sho leave", user=pema)
        assert asked.ephemeral
        assert asked.text.startswith("Leave this game? The computer plays your seat")
        assert (await service.get(game_id)).table.seat_of(pema.id) == 1, "asking changes nothing"
        assert len(await service.record(game_id)) == record

        stranger = await fake.slash("sho leave", user=tashi)
        assert stranger.text == "You are not playing at this table."
        assert stranger.message is not None
        assert stranger.message.buttons == [], "nothing to confirm"

        done = await fake.click(asked, "Yes, leave the game", user=pema)
        assert done.text == "You left: the computer plays your seat, and this game counts as lost."
        left = await service.get(game_id)
        assert left.table.seat_of(pema.id) is None
        assert left.table.seats[1].left
        await fake.wait_for(lambda: "Pema left" in board.text)

        assert asked.message is not None
        again = await forge_click(fake, asked.message, f"sho:c:{game_id}:leave:0", user=pema)
        assert again.note is not None
        assert again.note.text == "You are not playing at this table."


async def test_end_asks_first_and_only_the_host_or_a_moderator_may(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    moderator = fake.add_user("mod", manage_guild=True)
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        refused = await fake.slash("sho end", user=pema)
        assert refused.text == "Only the host or a member with Manage Server can end a game."
        asked = await fake.slash("sho end", user=moderator)
        assert asked.ephemeral
        assert asked.text.startswith("End this game for everyone?")
        assert (await service_of(bot).get(game_id)).table.status is GameStatus.ACTIVE, "asked first"
        done = await fake.click(asked, "Yes, end the game", user=moderator)
        assert done.message is not None
        assert done.message.text == "The game was ended."
        assert done.message.buttons == []
        await fake.wait_for(lambda: turn_line(board).startswith("⏹️ This game has ended"))
        assert board.buttons == []
        assert (await service_of(bot).get(game_id)).table.status is GameStatus.CANCELLED


async def test_kick_asks_first_and_hands_the_seat_to_the_computer(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        lobby = await fake.slash("sho new", user=dawa, players=3)
        await fake.click(lobby, "Join", user=pema)
        await fake.click(lobby, "Join", user=tenzin)
        await fake.wait_for(lambda: "The game begins" in lobby.text)
        refused = await fake.slash("sho kick", user=pema, player=tenzin)
        assert refused.text == "Only the host or a member with Manage Server can remove a player."
        outsider = await fake.slash("sho kick", user=dawa, player=fake.owner)
        assert outsider.text == f"{fake.owner.mention} is not playing here."
        asked = await fake.slash("sho kick", user=dawa, player=tenzin)
        assert asked.content == (
            f"Hand {tenzin.mention}'s seat to the computer?"
            " As you are not a moderator, the game will not count for them."
        )
        assert tenzin.id not in asked.message.pinged  # type: ignore[union-attr]
        done = await fake.click(asked, "Yes, remove them", user=dawa)
        assert done.message is not None
        assert done.message.text == f"{tenzin.mention}'s seat is played by the computer now."
        view = await service_of(bot).live_in_channel(lobby.message.channel_id)  # type: ignore[union-attr]
        assert view is not None
        assert view.table.seats[2].left
        assert (
            "Tenzin was removed by the host; the computer plays their seat, and the game does not"
            " count for them." in board_of(fake, view.where).text
        )
        assert done.message.buttons == [], "asked and answered"
        again = await fake.slash("sho kick", user=dawa, player=tenzin)
        assert again.text == f"{tenzin.mention} is not playing here."
        assert private_to(fake, view.where, tenzin) == []


async def test_a_player_who_left_the_server_can_still_be_kicked(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    """Discord resolves a person who left as a user, not a member: the host must still be able
    to hand their seat to the computer (discord.py refused the option in English before)."""
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    async with game_bot(fake, tmp_path / "sho.db", dice=dice):
        lobby = await fake.slash("sho new", user=dawa, players=3)
        await fake.click(lobby, "Join", user=pema)
        await fake.click(lobby, "Join", user=tenzin)
        await fake.wait_for(lambda: "The game begins" in lobby.text)
        tenzin.is_member = False  # Tenzin left the server mid-game
        asked = await fake.slash("sho kick", user=dawa, player=tenzin)
        assert asked.ephemeral
        assert asked.content.startswith(f"Hand {tenzin.mention}'s seat to the computer?")
        done = await fake.click(asked, "Yes, remove them", user=dawa)
        assert done.message is not None
        assert done.message.text == f"{tenzin.mention}'s seat is played by the computer now."
