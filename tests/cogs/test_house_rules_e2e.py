"""The presets end to end: games of the SHO app's and of Lhasa's rules, clicked through the fake
Discord by two people, each new kind of move (rethrow, two coins, a finish that goes on with its
spare steps) pressed as a button, to the end of the game; and /sho rules for them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.engine import HAND, HOME, MoveAction, Preset
from bot.table.actions import Play
from bot.table.status import GameStatus
from devtools.fakediscord import FakeDiscord, Message, User
from tests.kit.game_support import (
    ScriptedDice,
    board_of,
    game_bot,
    play_to_the_end,
    service_of,
    turn_line,
)
from tests.kit.pages import page_of


def move_button(board: Message, key: tuple[int, ...]) -> str | None:
    """The custom id of the enabled move button with this key, if the board shows it."""
    suffix = ":" + ":".join(map(str, key))
    for button in board.buttons:
        custom_id = button.custom_id or ""
        if custom_id.startswith("sho:m:") and custom_id.endswith(suffix) and not button.disabled:
            return custom_id
    return None


def source_button(board: Message, spot: int) -> str | None:
    """The custom id of the button that shows the moves from this spot (0: the hand), on the
    first step of a choice made in two."""
    for button in board.buttons:
        custom_id = button.custom_id or ""
        if re.fullmatch(rf"sho:p:\d+:\d+:{spot}", custom_id):
            return custom_id
    return None


class Table:
    """Clicks on one game's board in a channel."""

    def __init__(self, fake: FakeDiscord, channel: object) -> None:
        self.fake, self.channel = fake, channel

    async def throw(self, user: User) -> None:
        def ready() -> Message | None:
            board = board_of(self.fake, self.channel)
            asks = turn_line(board).startswith(f"{user.mention}, throw the dice")
            return board if asks and any(b.label == "Throw" for b in board.buttons) else None

        board = await self.fake.wait_for(ready)
        await self.fake.click(board, "Throw", user=user)

    async def move(self, user: User, key: tuple[int, ...], label: str) -> None:
        """Press the move with this key, checking the words on its button (choosing what moves
        first when the board offers its moves in two steps)."""

        def ready() -> Message | None:
            board = board_of(self.fake, self.channel)
            offered = move_button(board, key) or source_button(board, key[0])
            return board if offered is not None else None

        board = await self.fake.wait_for(ready)
        if move_button(board, key) is None:
            await self.fake.click(board, custom_id=source_button(board, key[0]), user=user)
            board = await self.fake.wait_for(
                lambda: board if move_button(board, key) is not None else None
            )
        custom_id = move_button(board, key)
        (button,) = [b for b in board.buttons if b.custom_id == custom_id]
        assert button.label == label
        await self.fake.click(board, custom_id=custom_id, user=user)


async def open_for_two(fake: FakeDiscord, dawa: User, pema: User, rules: str) -> Message:
    lobby = await fake.slash("sho new", user=dawa, players=2, rules=rules)
    await fake.click(lobby, "Join", user=pema)
    assert lobby.message is not None
    return lobby.message


async def test_the_app_rules_to_a_win_by_three_para(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Rethrows, a finish whose spare steps enter a coin, and three pa ra that win (R24-R26)."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    dice = ScriptedDice.first_to_throw(0).push(
        (4, 3),
        (5, 4),
        (1, 1),
        (6, 6),
        (1, 1),
        *[(6, 6)] * 6,
        (5, 4),
        (3, 2),
        (1, 1),
        (1, 1),
        (1, 1),
    )
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        lobby = await open_for_two(fake, dawa, pema, "app")
        assert "· SHO app · 2 min a turn" in lobby.text, "the board's small print"
        table = Table(fake, channel)
        await table.throw(dawa)  # opens 2 on 7
        await table.throw(pema)  # opens 2 on 9
        await table.throw(dawa)  # pa ra: move 2, or rethrow
        await table.move(dawa, (HAND, HAND), "Rethrow 🔁 keep the pa ra")
        await table.throw(dawa)  # 2 kept + 12: one distance, 14
        await table.move(dawa, (7, 21), "7 (×2) → 21")
        await table.throw(pema)
        await table.move(pema, (9, 11), "9 (×2) → 11")
        for mover, start in [
            (dawa, 21),
            (pema, 11),
            (dawa, 33),
            (pema, 23),
            (dawa, 45),
            (pema, 35),
        ]:
            await table.throw(mover)
            await table.move(mover, (start, start + 12), f"{start} (×2) → {start + 12}")
        await table.throw(dawa)  # 57 + 9 = 66: home with 2 to spare
        await table.move(dawa, (HAND, 2, 57, HOME), "57 (×2) → home 🏠, then new coin → 2")
        await table.throw(pema)
        await table.move(pema, (47, 52), "47 (×2) → 52")
        await table.throw(dawa)
        await table.move(dawa, (HAND, HAND), "Rethrow 🔁 keep the pa ra")
        await table.throw(dawa)
        await table.move(dawa, (HAND, HAND), "Rethrow 🔁 keep the pa ra")
        await table.throw(dawa)  # the third pa ra in a row

        board = await fake.wait_for(
            lambda: turn_line(b := board_of(fake, channel)).startswith("🏆") and b
        )
        assert turn_line(board) == "🏆 Game over: Dawa wins!"
        assert "a third pa ra in a row! Dawa wins!" in board.text
        view = await service_of(bot).live_in_channel(channel.id)
        assert view is None
        games = await bot.store.games.live_in_guild(fake.guild_id)
        assert games == []
        record = await service_of(bot).record(1)
        assert Play(MoveAction(HAND, 2, (57, HOME))) in record
        assert record.count(Play(MoveAction(HAND, HAND))) == 3
        summary = await fake.wait_for_message(channel, "Rematch")
        assert "**Dawa wins!**" in summary.content


@pytest.mark.slow
async def test_the_lhasa_rules_with_two_coins_played_to_the_end(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Two coins from the hand, two rethrows, then the game clicked through to its winner."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    dice = ScriptedDice.first_to_throw(0).push((4, 3), (5, 4), (1, 1), (1, 1), (1, 1), (3, 2))
    async with game_bot(fake, tmp_path / "sho.db", dice=dice) as bot:
        lobby = await open_for_two(fake, dawa, pema, "lhasa")
        assert "· Lhasa (Namchen) · " in lobby.text, "the board's small print"
        table = Table(fake, channel)
        await table.throw(dawa)
        await table.throw(pema)
        await table.throw(dawa)  # pa ra: 2 moves, two coins on 2, or rethrow
        await table.move(dawa, (HAND, 2, 2), "Two coins → 2")
        await table.throw(pema)
        await table.move(pema, (HAND, HAND), "Rethrow 🔁 keep the pa ra")
        await table.throw(pema)
        await table.move(pema, (HAND, HAND), "Rethrow 🔁 keep the pa ra")
        await table.throw(pema)  # 4 kept + 5: the one distance 9
        await table.move(pema, (9, 18), "9 (×2) → 18")
        service = service_of(bot)
        view = await service.live_in_channel(channel.id)
        assert view is not None
        assert view.table.config.preset is Preset.LHASA
        assert view.table.game is not None
        assert view.table.game.state.stacks() == [(2, 0, 2), (7, 0, 2), (18, 1, 2)]

        rules = await fake.slash("sho rules", user=pema)
        assert rules.ephemeral
        first = page_of(rules.components)
        assert first.title == "Sho rules: Lhasa (Namchen) rules"
        assert "**Pa ra, Lhasa style:**" in first.body
        assert "**Later openings: two coins:**" in first.body

        await play_to_the_end(fake, channel, [dawa, pema], limit=600)
        done = await service.get(view.id)
        assert done.table.status is GameStatus.FINISHED
        assert done.table.winner_side is not None


async def test_rules_of_any_preset_and_the_table_rules_by_default(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """/sho rules preset:app starts with the app's differences; without a game the server's
    rules (the table's) start at once with the table rules; the pages turn."""
    fake = fake_discord
    dawa = fake.add_user("dawa")
    async with game_bot(fake, tmp_path / "sho.db"):
        app = await fake.slash("sho rules", user=dawa, preset="app")
        assert page_of(app.components).title == "Sho rules: SHO app rules"
        description = page_of(app.components).body
        for rule in ("Pa ra, move or rethrow", "Three pa ra win", "Spare steps move on"):
            assert f"**{rule}:**" in description
        turned = await fake.click(app, "Next", user=dawa)
        assert turned.message is not None
        assert page_of(turned.message.components).title == "Sho rules: Sho at a glance"
        table = await fake.slash("sho rules", user=dawa)
        assert page_of(table.components).title == "Sho rules: Sho at a glance"
