"""Commands and clicks that read the database answer within Discord's 3 seconds even while
SQLite is busy: another process holds the file's write lock, so the bot's own save of a throw
waits, and every read queued behind it waits too. Each is acknowledged in time, and its real
answer follows once the file is free."""

from __future__ import annotations

import sqlite3
from collections.abc import Awaitable, Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from bot.table.config import TableConfig
from bot.words import ENGLISH
from devtools.fakediscord import FakeDiscord, InteractionResult, Message, User
from tests.cogs.test_community_e2e import fill_standings
from tests.kit.game_support import ScriptedDice, game_bot, turn_line, two_player_game
from tests.kit.pages import page_of
from tests.kit.servicekit import FakeClock, play_person_turns, service_on


@contextmanager
def busy(db: Path) -> Iterator[None]:
    """Another process holds the bot's database file for writing until the block ends."""
    other = sqlite3.connect(db, isolation_level=None)
    try:
        other.execute("BEGIN EXCLUSIVE")
        yield
        other.execute("ROLLBACK")
    finally:
        other.close()


async def finished_game(db: Path, guild: int, first: User, second: User) -> int:
    """A game between the two, played to its end before the bot starts."""
    async with service_on(db, clock=FakeClock(), seed=2) as (service, _):
        table = await service.open_table(guild, 1, first.id, first.name, TableConfig(2))
        await service.join(table.id, second.id, second.name)
        await play_person_turns(service, table.id)
        return table.id


@dataclass
class Scene:
    """What a case acts on: the people, the game being played in the first channel and its
    board, a finished game, and the message a case opened before the file was taken."""

    fake: FakeDiscord
    dawa: User
    pema: User
    board: Message
    players: list[User] = field(default_factory=list)
    finished: int = 0
    opened: InteractionResult | None = None

    @property
    def form(self) -> InteractionResult:
        """The interaction that opened the case's message (or form)."""
        assert self.opened is not None
        return self.opened

    @property
    def shown(self) -> Message:
        assert self.form.message is not None
        return self.form.message


Act = Callable[[Scene], Awaitable[InteractionResult]]


@dataclass(frozen=True)
class Case:
    act: Act
    """Done while the file is held, without waiting for the bot's work (`settle=False`)."""
    shows: Callable[[Message], bool]
    """The real answer is on the interaction's message."""
    private: bool | None = None
    """Whether the answer is a new message only the person sees (None: an edited message)."""
    before: Act | None = None
    """Opens the message the case clicks on, while the file is still free."""
    standings: bool = False
    finished: bool = False


def title(message: Message) -> str:
    return page_of(message.components).title


def footer(message: Message) -> str:
    return page_of(message.components).footer


def replay_of(scene: Scene) -> Awaitable[InteractionResult]:
    return scene.fake.slash("sho replay", user=scene.dawa, game=scene.finished)


async def jump_form(scene: Scene) -> InteractionResult:
    """A replay, and its 'Jump to throw…' form opened."""
    replay = await replay_of(scene)
    assert replay.message is not None
    return await scene.fake.click(replay.message, "Jump to throw…", user=scene.dawa)


CASES = {
    "leaderboard": Case(
        lambda s: s.fake.slash("sho leaderboard", user=s.players[0], settle=False),
        lambda m: "leaderboard" in title(m),
        private=False,
        standings=True,
    ),
    "stats": Case(
        lambda s: s.fake.slash("sho stats", user=s.players[0], settle=False),
        lambda m: "stats" in title(m),
        private=False,
        standings=True,
    ),
    "history": Case(
        lambda s: s.fake.slash("sho history", user=s.players[-1], settle=False),
        lambda m: "history" in title(m),
        private=False,
        standings=True,
    ),
    "replay": Case(
        lambda s: s.fake.slash("sho replay", user=s.dawa, game=s.finished, settle=False),
        lambda m: footer(m).startswith("Step 0 of "),
        private=True,
        finished=True,
    ),
    "export": Case(
        lambda s: s.fake.slash("sho export", user=s.dawa, game=s.finished, settle=False),
        lambda m: bool(m.data.get("attachments")),
        private=True,
        finished=True,
    ),
    "end": Case(
        lambda s: s.fake.slash("sho end", user=s.dawa, settle=False),
        lambda m: m.content.startswith("End this game for everyone?"),
        private=True,
    ),
    "kick": Case(
        lambda s: s.fake.slash("sho kick", user=s.dawa, player=s.pema.id, settle=False),
        lambda m: "seat to the computer?" in m.content,
        private=True,
    ),
    "leave": Case(
        lambda s: s.fake.slash("sho leave", user=s.pema, settle=False),
        lambda m: m.content.startswith("Leave this game?"),
        private=True,
    ),
    "help": Case(
        lambda s: s.fake.slash("sho help", user=s.pema, settle=False),
        lambda m: title(m) == "How to play Sho",
        private=True,
    ),
    "games": Case(
        lambda s: s.fake.slash("sho games", user=s.pema, settle=False),
        lambda m: m.content.startswith("• <#"),
        private=True,
    ),
    "language": Case(
        lambda s: s.fake.slash("sho language", user=s.pema, settle=False),
        lambda m: "English" in m.content,
        private=True,
    ),
    "rules": Case(
        lambda s: s.fake.slash("sho rules", user=s.pema, settle=False),
        lambda m: "Sho rules" in title(m),
        private=True,
    ),
    "pings": Case(
        lambda s: s.fake.slash("sho pings", user=s.pema, settle=False),
        lambda m: m.content.startswith("You are pinged when your turn comes."),
        private=True,
    ),
    "pings off": Case(
        lambda s: s.fake.slash("sho pings", user=s.pema, on=False, settle=False),
        lambda m: m.content.startswith("You are not pinged for your turns any more"),
        private=True,
    ),
    "the board's Rules": Case(
        lambda s: s.fake.click(s.board, "Rules", user=s.pema, settle=False),
        lambda m: "Sho rules" in title(m),
        private=True,
    ),
    "leaderboard's Next": Case(
        lambda s: s.fake.click(s.shown, "Next", user=s.pema, settle=False),
        lambda m: "page 2 of 2" in footer(m),
        before=lambda s: s.fake.slash("sho leaderboard", user=s.players[0]),
        standings=True,
    ),
    "history's Older": Case(
        lambda s: s.fake.click(s.shown, "Older", user=s.pema, settle=False),
        lambda m: footer(m).startswith("Page 2 of "),
        before=lambda s: s.fake.slash("sho history", user=s.players[-1]),
        standings=True,
    ),
    "replay's Forward": Case(
        lambda s: s.fake.click(s.shown, "Forward ▶", user=s.dawa, settle=False),
        lambda m: footer(m).startswith("Step 1 of "),
        before=replay_of,
        finished=True,
    ),
    "replay's jump": Case(
        lambda s: s.fake.submit_modal(s.form, {"Throw number": "3"}, settle=False),
        lambda m: " · throw 3 of " in footer(m),
        before=jump_form,
        finished=True,
    ),
    "end's Yes": Case(
        lambda s: s.fake.click(s.shown, "Yes, end the game", user=s.dawa, settle=False),
        lambda m: m.content == "The game was ended.",
        before=lambda s: s.fake.slash("sho end", user=s.dawa),
    ),
}


@pytest.mark.slow
@pytest.mark.parametrize("case", CASES.values(), ids=CASES.keys())
async def test_each_command_answers_in_time_while_the_database_is_busy(
    fake_discord: FakeDiscord, tmp_path: Path, case: Case
) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    scene_players = [fake.add_user(f"player{i}") for i in range(12)] if case.standings else []
    if case.standings:  # player i wins i + 1 games: 12 ranked, the last on a second page
        await fill_standings(fake, db, scene_players)
    finished = await finished_game(db, fake.guild_id, dawa, pema) if case.finished else 0
    async with game_bot(fake, db, dice=ScriptedDice.first_to_throw(0)) as bot:
        _, board = await two_player_game(fake, bot, dawa, pema)
        scene = Scene(fake, dawa, pema, board, scene_players, finished)
        if case.before is not None:
            scene.opened = await case.before(scene)
        asked_to_throw = turn_line(board)
        with busy(db):
            throw = await fake.click(board, "Throw", user=dawa, settle=False)
            assert throw.deferred, "the throw's save is waiting for the file"
            answered = await case.act(scene)  # InteractionFailed if not answered in 3 s
            assert answered.deferred, "acknowledged first: the answer is still being read"
        message = await fake.wait_for(
            lambda: (m := answered.message) is not None and case.shows(m) and m
        )
        if case.private is not None:
            assert message.ephemeral is case.private
            assert not message.loading
        await fake.wait_for(lambda: turn_line(board) != asked_to_throw)  # the throw was saved too


async def test_a_refusal_after_thinking_in_public_is_said_privately(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """/sho stats of someone with no games, answered late: the public 'thinking…' goes away and
    the refusal is said to the person alone."""
    fake = fake_discord
    db = tmp_path / "sho.db"
    dawa, pema, nobody = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("nobody")
    async with game_bot(fake, db, dice=ScriptedDice.first_to_throw(0)) as bot:
        _, board = await two_player_game(fake, bot, dawa, pema)
        with busy(db):
            throw = await fake.click(board, "Throw", user=dawa, settle=False)
            assert throw.deferred
            refused = await fake.slash("sho stats", user=nobody, settle=False)
            thinking = refused.message
            assert thinking is not None
            assert not thinking.ephemeral, "the answer would have been public"
        note = await fake.wait_for(lambda: refused.note)
        assert "has no finished games in this server yet" in note.content
        assert thinking.deleted, "nothing about it stays in the channel"
        public = [m for m in fake.channel_messages(board.channel_id) if "no finished" in m.text]
        assert public == []


async def test_a_jump_while_the_database_is_busy_asks_to_press_it_again(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """A form can only be the first answer: when the replay is slow to read, the person is told
    privately to press the button again, in time, and then the form opens."""
    fake = fake_discord
    db = tmp_path / "sho.db"
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    finished = await finished_game(db, fake.guild_id, dawa, pema)
    async with game_bot(fake, db, dice=ScriptedDice.first_to_throw(0)) as bot:
        _, board = await two_player_game(fake, bot, dawa, pema)
        replay = await fake.slash("sho replay", user=dawa, game=finished)
        assert replay.message is not None
        with busy(db):
            throw = await fake.click(board, "Throw", user=dawa, settle=False)
            assert throw.deferred
            slow = await fake.click(replay.message, "Jump to throw…", user=dawa, settle=False)
            assert slow.modal is None
            assert slow.ephemeral
            assert slow.content == ENGLISH.say("replay-slow-jump")
        again = await fake.click(replay.message, "Jump to throw…", user=dawa)
        assert again.modal is not None
