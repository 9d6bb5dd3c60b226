"""A finished game's summary gains its analysis's lines when the analysis is ready: the summary
is posted at once, and edited when the analysis arrives (seconds later, from the workers), or
drawn with them if the analysis came first.

Only the last KEPT summaries and early analyses are remembered: an analysis that arrives for a
summary long gone (or after a restart) is still there for the Analysis button.
"""

from __future__ import annotations

import logging
from collections import OrderedDict
from dataclasses import dataclass

import discord

from bot.ai.analysis import GameAnalysis
from bot.services.hosted import HostedGame
from bot.ui.kit.language import table_words
from bot.ui.publishing.channels import GameChannels
from bot.ui.publishing.summary import summary_text
from bot.ui.publishing.tracking import TrackedGame

log = logging.getLogger(__name__)

KEPT = 200


@dataclass
class _Sent:
    game: TrackedGame
    view: HostedGame
    message: discord.Message


class AnalysedSummaries:
    """The summaries waiting for their analysis, and the analyses waiting for their summary."""

    def __init__(self, channels: GameChannels) -> None:
        self._channels = channels
        self._sent: OrderedDict[int, _Sent] = OrderedDict()
        self._early: OrderedDict[int, GameAnalysis] = OrderedDict()

    def text(self, view: HostedGame) -> str:
        """The summary of a game that just ended, with its analysis if it is already here."""
        analysis = self._early.pop(view.id, None)
        words = table_words(view.table)
        return summary_text(
            view.table, view.rating_changes, words, result=view.result, analysis=analysis
        )

    def sent(self, game: TrackedGame, view: HostedGame, message: discord.Message) -> None:
        """The summary was posted without its analysis: edit it when the analysis comes."""
        self._sent[view.id] = _Sent(game, view, message)
        if len(self._sent) > KEPT:
            self._sent.popitem(last=False)

    async def ready(self, game_id: int, analysis: GameAnalysis) -> None:
        """The game's analysis: into its summary, or kept for a summary still to come."""
        sent = self._sent.pop(game_id, None)
        if sent is None:
            self._early[game_id] = analysis
            if len(self._early) > KEPT:
                self._early.popitem(last=False)
            return
        view = sent.view
        words = table_words(view.table)
        text = summary_text(
            view.table, view.rating_changes, words, result=view.result, analysis=analysis
        )
        try:
            async with self._channels.paced(sent.game):
                await sent.message.edit(content=text)
        except discord.HTTPException as error:
            log.info("game %d: could not add the analysis to its summary: %s", game_id, error)
