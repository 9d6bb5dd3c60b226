"""A click (or a form) carrying an id the message it came with does not hold, as a stale client
or a forger sends: it never changes that message or anything else, and the person is told the
control is not ours. Discord says which message a click came from, but not that the message
holds what was clicked: the bot looks."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from bot.words import ENGLISH
from devtools.fakediscord import FakeDiscord, InteractionResult, Message, User
from devtools.fakediscord.interactions import MODAL_SUBMIT
from tests.cogs.test_busy_database_e2e import finished_game
from tests.kit.game_support import (
    ScriptedDice,
    forge_click,
    game_bot,
    service_of,
    turn_line,
    two_player_game,
)

NOT_MINE = ENGLISH.say("notice-not-mine")


async def forge_form(
    fake: FakeDiscord, message: Message, custom_id: str, fields: dict[str, str], user: User
) -> InteractionResult:
    """A form sent from `message` with any custom id (as no Discord client would)."""
    actions = fake._actions  # the fake's lower-level API: interactions with any data
    rows = [
        {"type": 1, "components": [{"type": 4, "custom_id": key, "value": value}]}
        for key, value in fields.items()
    ]
    data: dict[str, Any] = {"custom_id": custom_id, "components": rows}
    pending = actions._new(MODAL_SUBMIT, user, message.channel_id, "forged form", message)
    return await actions._run(pending, data)


async def test_forged_ids_change_nothing_on_the_message_they_came_with(
    fake_discord: FakeDiscord, tmp_path: Path, dice: ScriptedDice
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    tashi = fake.add_user("tashi", manage_guild=True)
    db = tmp_path / "sho.db"
    finished = await finished_game(db, fake.guild_id, dawa, pema)
    async with game_bot(fake, db, dice=dice) as bot:
        game_id, board = await two_player_game(fake, bot, dawa, pema)
        shown, before = board.text, len(await service_of(bot).record(game_id))

        jump = await forge_click(fake, board, f"sho:replay:{finished}:jump:0", user=tashi)
        assert jump.modal is None, "no form opens from a message without its button"
        assert jump.note is not None
        assert jump.note.text == NOT_MINE

        form = await forge_form(fake, board, f"sho:replayjump:{finished}", {"throw": "3"}, tashi)
        assert form.note is not None
        assert form.note.text == NOT_MINE

        setting = await forge_click(fake, board, "sho:cfg:turn", user=tashi, values=["30"])
        assert setting.note is not None
        assert setting.note.text == NOT_MINE
        assert (await bot.store.guild_settings.get(fake.guild_id)).turn_seconds is None

        huge = await forge_click(fake, board, "sho:g:99999999999999999999:1:throw", user=dawa)
        assert huge.note is not None
        assert huge.note.text == NOT_MINE, "an id no game can have is not ours, not a bug"

        assert board.text == shown, "the board is as it was"
        assert "throw" in turn_line(board)
        assert len(await service_of(bot).record(game_id)) == before
