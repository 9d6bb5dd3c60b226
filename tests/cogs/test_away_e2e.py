"""A person who is away, end to end: their line on the board is marked, there is no public I'm
back button, a click of theirs on the board is answered privately with an I'm back button only
they see, and /sho back still works (issue 36)."""

from __future__ import annotations

from pathlib import Path

from bot.engine import MoveAction
from bot.services.games import GameService
from bot.services.hosted import HostedGame, Timing
from bot.table.actions import Pause
from bot.table.status import GameStatus
from devtools.fakediscord import FakeDiscord, Message, User
from tests.kit.game_support import (
    ScriptedDice,
    board_of,
    forge_click,
    game_bot,
    private_to,
    service_of,
    turn_line,
    two_player_game,
)
from tests.kit.pages import page_of

AWAY_NOTE = "You are away: the computer is playing your seat. Press I'm back to play again."


async def play_turn(service: GameService, game_id: int, user: User) -> HostedGame:
    """The person throws and takes the first move offered until the turn passes on."""
    view = await service.get(game_id)
    seat = view.table.seat_of(user.id)
    while view.table.status.is_live and view.table.seat_to_act == seat:
        game = view.table.game
        assert game is not None
        if game.pending is None:
            view = await service.throw(game_id, user.id)
        else:
            view = await service.move(game_id, user.id, MoveAction.of(game.pending.moves[0].key))
    return view


async def let_the_clock_run_out(service: GameService, game_id: int, first: User) -> None:
    """Three turns of the second player pass without them: the computer plays, they are away."""
    for _ in range(3):
        view = await play_turn(service, game_id, first)
        await service.clock_ran_out(game_id, view.version)
    view = await service.get(game_id)
    assert [seat.away for seat in view.table.seats] == [False, True]


def throw_on(board: Message) -> str:
    (throw,) = [b.custom_id or "" for b in board.buttons if b.label == "Throw"]
    return throw


async def test_the_away_player_alone_is_offered_im_back_privately(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, tashi = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("tashi")
    channel = fake.channels[0]
    dice = ScriptedDice.first_to_throw(0)
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        service = service_of(bot)
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        await let_the_clock_run_out(service, game_id, dawa)

        def dawa_to_throw() -> Message | None:
            board = board_of(fake, channel)
            return board if any(b.label == "Throw" for b in board.buttons) else None

        board = await fake.wait_for(dawa_to_throw)
        assert "💤 Pema is away" in board.text
        assert "💤 Dawa" not in board.text
        labels = [b.label for b in board.buttons]
        assert labels == ["Throw", "Resign", "Rules"], "no public I'm back"

        record = len(await service.record(game_id))
        noted = await fake.click(board, custom_id=throw_on(board), user=pema)
        assert noted.note is not None
        assert noted.note.ephemeral
        assert noted.note.content == AWAY_NOTE
        assert [b.label for b in noted.note.buttons] == ["I'm back"]
        assert len(await service.record(game_id)) == record, "the click did nothing else"
        rules = await fake.click(board, "Rules", user=pema)
        assert rules.note is not None
        assert rules.note.content == AWAY_NOTE, "any of the board's buttons"
        read = await fake.click(board, "Rules", user=dawa)
        assert page_of(read.components).title.startswith("Sho rules:"), "others' clicks as before"
        assert not any(AWAY_NOTE in m.text for m in private_to(fake, channel, dawa))

        # Nobody else sees Pema's note; its button's id sent from the board does not bring
        # anyone back.
        back = f"sho:c:{game_id}:back:0"
        stranger = await forge_click(fake, board, back, user=tashi)
        assert stranger.note is not None
        assert stranger.note.text == "You are not playing at this table."
        here = await forge_click(fake, board, back, user=dawa)
        assert here.note is not None
        assert here.note.text == "You are not marked as away."
        assert noted.note.buttons, "Pema's note is as it was"
        assert (await service.get(game_id)).table.seats[1].away

        came = await fake.click(noted.note, "I'm back", user=pema)
        assert came.text == "Welcome back! Your seat is yours again."
        view = await service.get(game_id)
        assert [seat.away for seat in view.table.seats] == [False, False]
        await fake.wait_for(lambda: "💤" not in board_of(fake, channel).text)


async def test_sho_back_still_brings_an_away_player_back(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    async with game_bot(fake, tmp_path / "sho.db", dice=ScriptedDice.first_to_throw(0)) as bot:
        service = service_of(bot)
        game_id, _ = await two_player_game(fake, bot, dawa, pema)
        await let_the_clock_run_out(service, game_id, dawa)
        await fake.wait_for(lambda: "💤 Pema is away" in board_of(fake, channel).text)
        back = await fake.slash("sho back", user=pema)
        assert back.text == "Welcome back! Your seat is yours again."
        assert not (await service.get(game_id)).table.seats[1].away
        await fake.wait_for(lambda: "💤" not in board_of(fake, channel).text)


async def test_a_paused_game_is_taken_up_again_from_the_private_im_back(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Everyone away: the game pauses, its board names /sho back, and the private I'm back
    offered on a click of the board's one button plays on."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    slow = Timing(computer_delay=60)  # the test plays the computer's turns itself
    dice = ScriptedDice.first_to_throw(0)
    async with game_bot(fake, tmp_path / "sho.db", dice=dice, timing=slow) as bot:
        service = service_of(bot)
        game_id, _ = await two_player_game(fake, bot, dawa, pema)
        view = await service.get(game_id)
        while not all(seat.away for seat in view.table.seats):
            actor = view.table.actor
            assert actor is not None
            if actor.autoplay:
                await service.computer_step(game_id, view.version)
            else:
                await service.clock_ran_out(game_id, view.version)
            view = await service.get(game_id)
        await service.expire(game_id, view.version, Pause())

        def paused() -> Message | None:
            board = board_of(fake, channel)
            return board if turn_line(board).startswith("⏸️ Paused") else None

        board = await fake.wait_for(paused)
        assert "Type /sho back" in turn_line(board)
        assert [b.label for b in board.buttons] == ["Rules"]
        noted = await fake.click(board, "Rules", user=pema)
        assert noted.note is not None
        assert noted.note.content == AWAY_NOTE
        await fake.click(noted.note, "I'm back", user=pema)
        after = await service.get(game_id)
        assert after.table.status is GameStatus.ACTIVE
        assert not after.table.seats[1].away
        assert after.table.seats[0].away, "Dawa is still away"
