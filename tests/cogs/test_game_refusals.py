"""Every refusal, end to end: a stranger's click, a click out of turn, an old board, commands with
no game here, forged and stale custom ids, double clicks. Each is answered privately within
Discord's 3 seconds, and the game's record does not change."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from bot.client import ShoBot
from bot.engine import ThrowAction
from bot.table.actions import Play
from bot.words import ENGLISH
from devtools.fakediscord import FakeDiscord, InteractionResult, Message
from tests.kit.game_support import (
    ScriptedDice,
    board_of,
    forge_click,
    game_bot,
    service_of,
    turn_line,
    two_player_game,
)

NO_GAME_HERE = "There is no Sho game in this channel. Start one with /sho new."
NOT_MINE = ENGLISH.say("notice-not-mine")
ANSWER_WITHIN = 3.0


def answer(result: InteractionResult) -> Message:
    """The private note a click or command got (a follow-up, or the response itself)."""
    note = result.note
    assert note is not None, f"{result!r} was not answered privately"
    return note


async def refused(
    bot: ShoBot, game_id: int, act: asyncio.Future[InteractionResult] | object
) -> Message:
    """Run a refused action; check it was answered in time and changed nothing."""
    before = len(await service_of(bot).record(game_id))
    started = time.monotonic()
    result = await act  # type: ignore[misc]
    assert result.interaction.callback is not None
    assert time.monotonic() - started < ANSWER_WITHIN + 1
    assert len(await service_of(bot).record(game_id)) == before, "refused, yet recorded"
    return answer(result)


async def test_strangers_and_players_out_of_turn_are_told_why(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema, tenzin = (fake.add_user(name) for name in ("dawa", "pema", "tenzin"))
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        note = await refused(bot, game_id, fake.click(board, "Throw", user=tenzin))
        assert note.text == "You are not playing at this table."
        note = await refused(bot, game_id, fake.click(board, "Throw", user=pema))
        assert note.text == "It is Dawa's turn."
        for command in ("sho throw", "sho back"):
            note = await refused(bot, game_id, fake.slash(command, user=tenzin))
            assert note.text in ("You are not playing at this table.",)
        note = await refused(bot, game_id, fake.slash("sho move", user=pema, move="0:5"))
        assert note.text == "It is Dawa's turn."
        public = fake.channel_messages(board.channel_id)
        assert public[0].id == board.id
        assert [m.content.split(",")[0] for m in public[1:]] == [f"🎲 {dawa.mention}"], "no more"


async def test_an_old_board_says_so_and_links_the_current_one(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        old_throw = board.button("Throw").custom_id
        assert old_throw is not None
        dice.push((4, 3))
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(lambda: turn_line(board).startswith(pema.mention))
        again = await refused(bot, game_id, forge_click(fake, board, old_throw, user=dawa))
        assert again.text == "Already done: your first click counted."
        note = await refused(bot, game_id, forge_click(fake, board, old_throw, user=pema))
        link = f"https://discord.com/channels/{fake.guild_id}/{board.channel_id}/{board.id}"
        assert note.text.startswith("That board is out of date")
        assert note.text.endswith(link)

        await fake.slash("sho board", user=pema)
        newest = await fake.wait_for(
            lambda: (b := board_of(fake, board.channel_id)).id != board.id and b
        )
        assert board.buttons == [], "the old board is retired"
        stale = board_of(fake, board.channel_id).button("Throw").custom_id
        assert stale is not None
        dice.push((5, 5))
        await fake.click(newest, "Throw", user=pema)
        note = await refused(bot, game_id, forge_click(fake, board, stale, user=dawa))
        assert note.text.endswith(f"/{newest.id}"), "the link leads to the board posted since"


async def test_commands_with_no_game_here_say_so(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    async with game_bot(fake, tmp_path / "sho.db"):
        commands: list[tuple[str, dict[str, object]]] = [
            ("sho join", {}),
            ("sho leave", {}),
            ("sho start", {}),
            ("sho swap", {"first": 1, "second": 2}),
            ("sho throw", {}),
            ("sho move", {"move": "0:5"}),
            ("sho back", {}),
            ("sho board", {}),
            ("sho end", {}),
            ("sho kick", {"player": fake.owner}),
        ]
        for command, options in commands:
            started = time.monotonic()
            result = await fake.slash(command, user=dawa, options=options)
            assert time.monotonic() - started < ANSWER_WITHIN + 1
            assert answer(result).text == NO_GAME_HERE, command
        assert fake.channel_messages(fake.channels[0]) == []
        completions = await fake.autocomplete("sho move", user=dawa, focused="move", value="")
        assert completions == [{"name": NO_GAME_HERE, "value": "why"}]


async def test_forged_and_stale_custom_ids_are_refused(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        elsewhere = await fake.slash("sho new", user=pema, channel=fake.channels[1])
        assert elsewhere.message is not None
        dice.push((4, 3), (2, 1), (5, 1))  # openings on 7 and 3, then Dawa chooses
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(lambda: turn_line(board).startswith(pema.mention))
        await fake.click(board, "Throw", user=pema)
        await fake.wait_for(lambda: turn_line(board).startswith(dawa.mention))
        await fake.click(board, "Throw", user=dawa)
        await fake.wait_for(lambda: "choose a move" in turn_line(board))
        version = (await service_of(bot).get(game_id)).version

        cases = [
            (
                dawa,
                f"sho:m:{game_id}:{version}:0:99",
                "That is not one of your moves for this throw.",
            ),
            (pema, f"sho:m:{game_id}:{version}:0:6", "It is Dawa's turn."),
            (dawa, f"sho:g:{game_id + 50}:1:throw", "That game no longer exists."),
            (
                pema,
                f"sho:l:{game_id}:join",
                "The game has already started; watch, or open a new table.",
            ),
            (pema, f"sho:r:{game_id}", "This game is still going."),
            (
                pema,
                f"sho:c:{game_id}:end:0",
                "Only the host or a member with Manage Server can end a game.",
            ),
            (
                dawa,
                f"sho:c:{game_id}:kick:{pema.id + 1}",
                "They are not playing at this table any more.",
            ),
            (pema, f"sho:t:{pema.id}:9.9.-.-.-------.0", "A table has 2 to 4 players."),
            (
                pema,
                "sho:t:3.0.normal.7.120",
                "That button is not one of mine any more: use /sho new again.",
            ),
            (pema, "sho:m:abc", NOT_MINE),
            (pema, "sho:zz", NOT_MINE),
            (dawa, f"sho:g:{game_id}:{version}:explode", NOT_MINE),
        ]
        for user, custom_id, reason in cases:
            note = await refused(bot, game_id, forge_click(fake, board, custom_id, user=user))
            assert note.text == reason, custom_id
        select = f"sho:s:{game_id}:{version}:0"
        note = await refused(
            bot, game_id, forge_click(fake, board, select, user=dawa, values=["nonsense"])
        )
        assert note.text == "That is not one of your moves for this throw."
        note = await refused(
            bot,
            game_id,
            forge_click(fake, elsewhere.message, f"sho:g:{game_id}:{version}:throw", user=dawa),
        )
        assert note.text == "That button belongs to a game in another channel."
        assert "choose a move" in turn_line(board), "the board is untouched"
        assert board.buttons


async def test_double_clicks_apply_one_throw(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        before = len(await service_of(bot).record(game_id))
        clicks = await asyncio.gather(*(fake.click(board, "Throw", user=dawa) for _ in range(20)))

        def told() -> list[str]:
            return [c.note.text for c in clicks if c.note is not None]

        # The winning throw's board edit counts as activity for every click on that board, so a
        # click still queued behind the game's lock can come back before its note: wait for it.
        await fake.wait_for(lambda: len(told()) >= 19)
        record = await service_of(bot).record(game_id)
        assert len(record) == before + 1, "exactly one throw"
        assert isinstance(record[-1], Play)
        assert isinstance(record[-1].action, ThrowAction)
        assert len(told()) == 19, "every other click is told why"
        assert set(told()) == {"Already done: your first click counted."}
        answers = sorted(c.callback_type for c in clicks)
        # The throw's drawing answers one click by updating the board; the thrower's click, if
        # it was not that one, is acknowledged; every other click is answered privately.
        assert set(answers) <= {4, 6, 7}, answers
        assert answers.count(4) >= 18, answers
