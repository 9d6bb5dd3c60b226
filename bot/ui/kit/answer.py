"""The one answer path: every interaction the bot answers (a command, a click, a form sent) is
acknowledged in time, acted on, drawn, or told privately why not, here.

An answer says first what its response will be (its `Shape`): the message clicked edited, a new
message (private or public), a form, the game's board. The work runs in the interaction's own
task, and a timer on the one clock (`DiscordClock.left`) acknowledges the interaction the way
its shape allows if the work is not done when the answer is due: nothing the bot answers waits
for the database (a busy SQLite file, a slow server) past Discord's 3 seconds. The timer's
acknowledgement and the response never cross: every call on the interaction's response goes
through `Answer.sending`.

A refusal (`ShoError`) is told privately in the person's language; anything else is a bug,
logged with its traceback and answered with one short apology. Both keep whatever the shape
holds (the channel's drawing, for a board) released on the way out.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import AsyncIterator, Awaitable, Callable
from typing import Any, Generic, TypeVar

import discord
from discord import app_commands

from bot.services.errors import OldBoardError
from bot.services.hosted import HostedGame
from bot.table.errors import ShoError
from bot.ui.kit.choice_step import ChoiceStep
from bot.ui.kit.clicked import carries
from bot.ui.kit.clock import DiscordClock
from bot.ui.kit.errors import described, user_message
from bot.ui.kit.errors import log as bugs
from bot.ui.kit.host import BoardAnswering, BoardDrawing, host_of
from bot.ui.kit.language import discord_words, person_words
from bot.ui.kit.links import message_link
from bot.ui.kit.notes import tell
from bot.ui.kit.refusals import refusal
from bot.ui.kit.replies import Reply
from bot.words import Words

log = logging.getLogger(__name__)

T = TypeVar("T")

Failures = (discord.HTTPException, discord.InteractionResponded)
"""What a response may meet: Discord refusing it, or someone having answered already."""


class Refused(Exception):
    """A refusal the ui words itself, with what it offers (the I'm back of a person away)."""

    def __init__(self, reply: Reply) -> None:
        super().__init__(reply.content)
        self.reply = reply


class Shape(Generic[T]):
    """What an interaction's response is: how it is acknowledged when late, how the work's
    result is shown, how a refusal is said, and what is held meanwhile."""

    async def check(self, answer: Answer) -> None:
        """Refuse (`Refused`) an interaction this shape cannot answer, before any work."""

    def holding(self, answer: Answer) -> contextlib.AbstractAsyncContextManager[Any]:
        """What is held while the interaction is answered (the channel's drawing, for a
        board); nothing by default."""
        return contextlib.nullcontext()

    async def acknowledge(self, answer: Answer) -> None:
        """Acknowledge the interaction (called under `answer.sending`, only if not done)."""
        raise NotImplementedError

    async def show(self, answer: Answer, result: T) -> None:
        raise NotImplementedError

    async def refuse(self, answer: Answer, reply: Reply) -> None:
        await answer.tell(reply)


class Answer:
    """One interaction being answered: its person's words, read once, and the lock every call
    on its response is made under."""

    def __init__(
        self, interaction: discord.Interaction[Any], clock: DiscordClock, shape: Shape[Any]
    ) -> None:
        self.interaction = interaction
        self.clock = clock
        self.shape = shape
        self._sending = asyncio.Lock()
        self._words: Words | None = None
        self._late: asyncio.Task[None] | None = None
        self._finished = asyncio.Event()
        self.thinking_privately = False
        """The interaction was acknowledged with a 'thinking…' only the person sees, whatever
        its shape would have said (a table opened in a thread, not in the channel)."""

    @property
    def user_id(self) -> int:
        return self.interaction.user.id

    async def words(self) -> Words:
        """The words of what only this person sees (their language, read once per answer)."""
        if self._words is None:
            self._words = await person_words(self.interaction)
        return self._words

    @contextlib.asynccontextmanager
    async def sending(self) -> AsyncIterator[discord.InteractionResponse[Any]]:
        """The interaction's response, while no other call is made on it."""
        async with self._sending:
            yield self.interaction.response

    @property
    def done(self) -> bool:
        """Whether the interaction was answered or acknowledged."""
        return self.interaction.response.is_done()

    async def acknowledge(self) -> None:
        """Acknowledge the interaction as its shape does, unless it was answered already."""
        async with self.sending():
            if self.done:
                return
            try:
                await self.shape.acknowledge(self)
            except Failures as error:
                # Too late or refused: the answer is still tried, so nothing is lost silently.
                log.warning("could not acknowledge interaction %d: %s", self.interaction.id, error)

    async def think_privately(self) -> None:
        """Acknowledge with a 'thinking…' only the person sees, unless answered already: the
        answer turned out private (the note that follows replaces it)."""
        async with self.sending() as response:
            if response.is_done():
                return
            try:
                await response.defer(ephemeral=True, thinking=True)
                self.thinking_privately = True
            except Failures as error:
                log.warning("could not acknowledge interaction %d: %s", self.interaction.id, error)

    async def run(self, work: Callable[[Answer], Awaitable[Any]]) -> None:
        """Run the work and show its result, acknowledged in time: a timer on the one clock
        starts the acknowledgement only if the work is late (so an answer in time costs no
        task of its own); refusals and bugs said privately."""
        due = self.clock.left(self.interaction)
        timer = asyncio.get_running_loop().call_later(due, self._late_now)
        try:
            async with self.shape.holding(self):
                try:
                    await self.shape.check(self)
                    await self.shape.show(self, await work(self))
                except ShoError as error:
                    await self.shape.refuse(self, await self.refusal(error))
                except Refused as refused:
                    await self.shape.refuse(self, refused.reply)
        except Exception as error:
            await _failed(self, error)
        finally:
            timer.cancel()
            if self._late is not None:
                await self._late
            self._finished.set()

    async def finished(self) -> None:
        """Wait until the interaction has its answer (a note about something else follows
        it, never takes its place)."""
        await self._finished.wait()

    def _late_now(self) -> None:
        if not self.done:
            self._late = asyncio.create_task(self.acknowledge())

    async def respond(self, reply: Reply, *, edit: bool = False, ephemeral: bool = False) -> None:
        """The reply as the interaction's response (a new message; with `edit`, the message
        clicked edited), or in place of its acknowledgement once it was acknowledged."""
        async with self.sending() as response:
            if response.is_done():
                await self.interaction.edit_original_response(**reply.edit())
            elif edit:
                await response.edit_message(**reply.edit())
            else:
                await response.send_message(**reply.message(), ephemeral=ephemeral)

    async def tell(self, reply: Reply) -> None:
        """A private note to the person: the response, or a follow-up; in the channel, naming
        them, if the interaction's token expired."""
        words = await self.words()
        await tell(self.interaction, reply, words, sending=self._sending)

    async def refusal(self, error: ShoError) -> Reply:
        """The refusal as the person reads it, in their language; an old board links to the
        current one."""
        words = await self.words()
        if isinstance(error, OldBoardError):
            where = message_link(self.interaction.guild_id, error.channel_id, error.message_id)
            return Reply(refusal(error, board_link=where, words=words))
        return Reply(refusal(error, words=words))


async def answer(
    interaction: discord.Interaction[Any],
    clock: DiscordClock,
    shape: Shape[T],
    work: Callable[[Answer], Awaitable[T]],
) -> None:
    """Answer the interaction: run `work`, show its result as `shape` says, acknowledged in
    time; refusals and bugs said privately."""
    await Answer(interaction, clock, shape).run(work)


async def privately(
    interaction: discord.Interaction[Any], work: Callable[[Answer], Awaitable[Reply]]
) -> None:
    """Answer with a new message only the person sees, made by `work`."""
    await answer(interaction, host_of(interaction).discord_clock, Private(), work)


async def publicly(
    interaction: discord.Interaction[Any], work: Callable[[Answer], Awaitable[Reply]]
) -> None:
    """Answer with a new message in the channel, made by `work`."""
    await answer(interaction, host_of(interaction).discord_clock, Public(), work)


async def _failed(reply: Answer, error: BaseException) -> None:
    """An error no refusal says: Discord's check failures told as such, bugs logged and
    apologised for; an error on the way (Discord refusing the apology too) only logged."""
    if isinstance(error, app_commands.CommandInvokeError):
        error = error.original
    try:
        words = await reply.words()
        message = user_message(error, words)
        if message is None:
            bugs.error(
                "Unexpected error while handling %s", described(reply.interaction), exc_info=error
            )
            message = words.say("notice-apology")
        await reply.shape.refuse(reply, Reply(message))
    except Exception:
        bugs.exception("could not tell %s about an error", described(reply.interaction))


async def answer_error(interaction: discord.Interaction[Any], error: BaseException) -> None:
    """Answer with the error the command tree met before or around a command (an option it
    could not read, a check that failed), as any refusal is answered."""

    async def failing(_: Answer) -> Reply:
        raise error

    await privately(interaction, failing)


# -- the shapes of a response ----------------------------------------------------------------


async def aside(answer: Answer, reply: Reply) -> None:
    """Say the reply privately where the answer was to be public: a public 'thinking…' is
    taken away first (not a private one, which the note replaces)."""
    # Looked at and acted on under the lock: a public 'thinking…' still on its way when the
    # note is ready would take the note as its follow-up, in public.
    words = await answer.words()  # before the lock: it may wait for the database
    async with answer.sending() as response:
        if not response.is_done():
            await tell(answer.interaction, reply, words)
            return
        if not answer.thinking_privately:
            with contextlib.suppress(discord.HTTPException):
                await answer.interaction.delete_original_response()
    await answer.tell(reply)


async def only_on_its_message(answer: Answer) -> None:
    """Refuse a click whose control is not on the message it came with (a forged or stale
    id): its answer would show on that message."""
    interaction = answer.interaction
    if interaction.type is not discord.InteractionType.component:
        return
    message = interaction.message
    if message is None or not carries(message, interaction):
        raise Refused(Reply((await answer.words()).say("notice-not-mine")))


class Update(Shape[Reply]):
    """The message clicked, edited to the work's reply (a page turned, a setting saved); late,
    the click is acknowledged silently. A click whose control is not on the message it came
    with (a forged or stale id) never edits that message: it is told the control is not ours."""

    async def check(self, answer: Answer) -> None:
        await only_on_its_message(answer)

    async def acknowledge(self, answer: Answer) -> None:
        await answer.interaction.response.defer()

    async def show(self, answer: Answer, result: Reply) -> None:
        await answer.respond(result, edit=True)


class Private(Shape[Reply]):
    """A new message only the person sees; late, a private 'thinking…' that it replaces."""

    async def acknowledge(self, answer: Answer) -> None:
        await answer.interaction.response.defer(ephemeral=True, thinking=True)

    async def show(self, answer: Answer, result: Reply) -> None:
        await answer.respond(result, ephemeral=True)

    async def refuse(self, answer: Answer, reply: Reply) -> None:
        await self.show(answer, reply)


class Public(Shape[Reply]):
    """A new message in the channel; late, a public 'thinking…' that it replaces (taken away
    before a refusal, which is said privately)."""

    async def acknowledge(self, answer: Answer) -> None:
        await answer.interaction.response.defer(thinking=True)

    async def show(self, answer: Answer, result: Reply) -> None:
        await answer.respond(result)

    async def refuse(self, answer: Answer, reply: Reply) -> None:
        await aside(answer, reply)


class Confirmed(Shape[Reply]):
    """The 'yes' under a private question: the question replaced by what was done (or by why
    not); said privately instead if the id came on some other message, so a forged id never
    overwrites a public one."""

    async def acknowledge(self, answer: Answer) -> None:
        await answer.interaction.response.defer()

    async def show(self, answer: Answer, result: Reply) -> None:
        interaction = answer.interaction
        question = interaction.message
        if question is None or not question.flags.ephemeral or not carries(question, interaction):
            await answer.tell(result)
            return
        async with answer.sending() as response:
            if response.is_done():
                await interaction.edit_original_response(content=result.content, view=None)
            else:
                await response.edit_message(content=result.content, view=None)

    async def refuse(self, answer: Answer, reply: Reply) -> None:
        await self.show(answer, reply)


class Form(Shape[discord.ui.Modal]):
    """A form to fill in, which can only be an interaction's first response: when the work is
    late, the person is told so instead (`slow`: the message key), and the form is dropped."""

    def __init__(self, slow: str) -> None:
        self._slow = slow

    async def check(self, answer: Answer) -> None:
        await only_on_its_message(answer)

    async def acknowledge(self, answer: Answer) -> None:
        # The person's own Discord language: the database is what is slow.
        text = discord_words(answer.interaction).say(self._slow)
        await answer.interaction.response.send_message(text, ephemeral=True)

    async def show(self, answer: Answer, result: discord.ui.Modal) -> None:
        async with answer.sending() as response:
            if not response.is_done():
                await response.send_modal(result)


class OnBoard(Shape[HostedGame | Reply | None]):
    """The game's board as the response: a click on the board updates it in place, `/sho new`
    posts the lobby (`posts`); nothing is drawn in the channel meanwhile, and whatever the
    answer does not draw the publisher draws after it. Late, a click is acknowledged silently
    (the board follows as an edit), a command with a public 'thinking…'. With `step`, the
    board is drawn at that step of choosing a move (the game unchanged). A reply in place of
    the game is said privately (a busy channel's offer of a thread)."""

    def __init__(
        self, drawing: BoardDrawing, *, posts: bool = False, step: ChoiceStep | None = None
    ) -> None:
        self._drawing = drawing
        self._posts = posts
        self._step = step
        self._board: BoardAnswering | None = None

    @contextlib.asynccontextmanager
    async def holding(self, answer: Answer) -> AsyncIterator[None]:
        async with self._drawing.answering(answer, posts=self._posts) as board:
            self._board = board
            yield

    async def acknowledge(self, answer: Answer) -> None:
        await answer.interaction.response.defer(thinking=self._posts)

    async def show(self, answer: Answer, result: HostedGame | Reply | None) -> None:
        if isinstance(result, Reply):
            await self.refuse(answer, result)
        elif result is None or self._board is None:
            await answer.acknowledge()
        elif self._step is None:
            await self._board.draw(result)
        elif not await self._board.show_choice(result, self._step):
            raise OldBoardError(result.where, result.board_message_id)

    async def refuse(self, answer: Answer, reply: Reply) -> None:
        if self._posts:  # a public 'thinking…' is taken away: the refusal is private
            await aside(answer, reply)
        else:
            await answer.tell(reply)
