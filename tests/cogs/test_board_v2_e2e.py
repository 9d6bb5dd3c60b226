"""The board as Discord shows it (issue 36): one Components V2 card in the colour of the side to
move, whose turn it is said once, the turn's ping a classic message of its own, an old board
left saying where the game went rather than blank, and a classic board posted before the upgrade
answered and turned into a card."""

from __future__ import annotations

from pathlib import Path

from bot.render.style import SIDE_STYLES
from devtools.fakediscord import FakeDiscord, Message
from devtools.fakediscord.messages import IS_COMPONENTS_V2
from tests.kit.game_support import (
    ScriptedDice,
    all_pings,
    board_of,
    boards,
    game_bot,
    service_of,
    turn_line,
    two_player_game,
)

CONTAINER = 17


def accent(message: Message) -> int | None:
    """The accent colour of the message's card (None: no card)."""
    cards = [c for c in message.components if c.get("type") == CONTAINER]
    assert len(cards) <= 1, "one card"
    return cards[0].get("accent_color") if cards else None


async def test_the_board_is_one_card_in_the_colour_of_the_side_to_move(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        _, board = await two_player_game(fake, bot, dawa, pema)
        assert board.flags & IS_COMPONENTS_V2
        assert (board.content, board.embeds) == ("", [])
        assert accent(board) == SIDE_STYLES[0].colour, "Dawa's side, red, is to throw"
        assert board.text.count("throw the dice") == 1, "whose turn it is, said once"
        assert board.text.count(dawa.mention) == 1

        dice.push((4, 3))  # Dawa opens with 2 coins on 7; Pema is to throw
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(lambda: turn_line(board).startswith(pema.mention))
        assert accent(board) == SIDE_STYLES[1].colour, "Pema's side, blue, is to throw"
        assert "### ⚃ ⚂ (4 + 3)" in board.text, "the throw's dice, large"
        assert " *7" in board.text, "the spot of the last move is starred, its number kept"
        assert " A2" in board.text, "the stack of 2 stands under it"
        fake.assert_clean()  # every body the bot sent met Discord's rules for Components V2


async def test_an_old_board_says_the_game_moved_below_and_a_ping_stays_classic(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        _, board = await two_player_game(fake, bot, dawa, pema)
        await fake.slash("sho board", user=pema)
        newest = board_of(fake, board.channel_id)
        assert newest.id != board.id
        assert board.flags & IS_COMPONENTS_V2
        assert board.text == "-# ⬇️ Sho · this game's board moved below.", "not blank"
        assert board.buttons == []
        assert accent(newest) == SIDE_STYLES[0].colour
        assert [b.id for b in boards(fake, board.channel_id)] == [board.id, newest.id]
        # A mention inside a Components V2 message notifies with empty text: the ping that
        # opened Dawa's first turn is a classic message.
        ping = await fake.wait_for(lambda: next(iter(all_pings(fake, dawa)), None))
        assert not ping.flags & IS_COMPONENTS_V2
        assert ping.content.startswith(f"🎲 {dawa.mention}, your turn")


async def test_a_classic_board_from_before_the_upgrade_becomes_a_card_and_is_answered(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    db = tmp_path / "sho.db"
    dice = ScriptedDice.first_to_throw(0)
    async with game_bot(fake, db, dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        version = (await service_of(bot).get(game_id)).version
    # The board as the bot posted it before Components V2: content, an embed, a Throw button.
    throw = {
        "type": 2,
        "style": 1,
        "label": "Throw",
        "custom_id": f"sho:g:{game_id}:{version}:throw",
    }
    board.data.update(
        content=f"{dawa.mention}, your turn: throw the dice.",
        embeds=[{"title": "Sho · Dawa to throw", "description": "the old grid"}],
        components=[{"type": 1, "components": [throw]}],
        flags=0,
    )
    dice.push((4, 3))  # Dawa opens; Pema is to throw
    async with game_bot(fake, db, dice=dice):
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(lambda: turn_line(board).startswith(pema.mention))
        assert board.flags & IS_COMPONENTS_V2
        assert (board.content, board.embeds) == ("", [])
        assert board_of(fake, board.channel_id).id == board.id, "the same message, a card now"
        fake.assert_clean()
