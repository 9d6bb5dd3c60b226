"""Every button, menu and form of the bot, in one list, and the one place a click (or a form
sent) is matched to its control: the client listens with `dispatch`, so a click on any message
ever sent is answered, after a restart too.

A new kind of button is one control class (its id, its look, what it does) and one line here.
discord.py's own dispatch of dynamic items is not used: it matched every registered template
against every click, rebuilt the clicked message as a view of a hundred objects to find the
component, and dropped a click whose component was not on the message, which then had to be
matched again to be answered at all. Here each click is matched once, against the few templates
of its kind.
"""

from __future__ import annotations

import logging
from typing import Any

import discord

from bot.ui.community.standings import HistoryButton, LeaderboardButton
from bot.ui.config.panel import PANEL_CONTROLS
from bot.ui.kit.answer import Answer, privately
from bot.ui.kit.controls import NAMESPACE, Answered, Controls
from bot.ui.kit.replies import Reply
from bot.ui.review.analysis import AnalysisButton, MomentButton
from bot.ui.review.export import ExportButton
from bot.ui.review.replay import JumpForm, ReplayButton, WatchReplayButton
from bot.ui.rules.message import RulesPageButton
from bot.ui.table.choice import ChoiceBackButton, ChoiceMoreButton, SourceButton
from bot.ui.table.confirm_buttons import EndButton, KickButton, LeaveButton, ResignYesButton
from bot.ui.table.controls import AwayBackButton
from bot.ui.table.lobby_buttons import LobbyButton, RematchButton, ThreadButton
from bot.ui.table.turn_buttons import (
    BackButton,
    MoveButton,
    MoveSelect,
    ResignButton,
    RulesButton,
    ThrowButton,
)

log = logging.getLogger(__name__)

CONTROLS: tuple[type[Answered], ...] = (
    ThrowButton,
    ResignButton,
    ResignYesButton,
    BackButton,
    RulesButton,
    MoveButton,
    MoveSelect,
    SourceButton,
    ChoiceBackButton,
    ChoiceMoreButton,
    LobbyButton,
    RematchButton,
    ThreadButton,
    EndButton,
    KickButton,
    LeaveButton,
    AwayBackButton,
    LeaderboardButton,
    HistoryButton,
    ReplayButton,
    WatchReplayButton,
    JumpForm,
    ExportButton,
    RulesPageButton,
    *PANEL_CONTROLS,
    AnalysisButton,
    MomentButton,
)
MATCHER = Controls(CONTROLS)

ANSWERED = frozenset({discord.InteractionType.component, discord.InteractionType.modal_submit})
"""The interactions a control answers (commands are the command tree's)."""


async def dispatch(interaction: discord.Interaction[Any]) -> None:
    """Answer a click or a form sent with the bot's own id: its control, or, for an id the bot
    no longer makes (a garbled or forged one), a short private refusal."""
    if interaction.type not in ANSWERED:
        return
    custom_id = dict(interaction.data or {}).get("custom_id")
    if not isinstance(custom_id, str) or not custom_id.startswith(NAMESPACE):
        return
    control = MATCHER.find(custom_id)
    if control is None or control.answers is not interaction.type:

        async def not_ours(answer: Answer) -> Reply:
            return Reply((await answer.words()).say("notice-not-mine"))

        await privately(interaction, not_ours)
        return
    await control.clicked(interaction)
