"""Every button and menu of the bot, in one list: the client registers them all at start-up, so
a click on any message ever sent is answered, after a restart too.

A new kind of button is one `DynamicItem` class (its template, its look, its callback) and one
line here.
"""

from __future__ import annotations

import re
from typing import Any

import discord

from bot.ui.community.standings import HistoryButton, LeaderboardButton
from bot.ui.config.panel import PANEL_ITEMS
from bot.ui.kit.clicked import carries
from bot.ui.kit.errors import send_ephemeral
from bot.ui.kit.language import person_words
from bot.ui.review.analysis import AnalysisButton, MomentButton
from bot.ui.review.export import ExportButton
from bot.ui.review.replay import ReplayButton, WatchReplayButton
from bot.ui.rules.message import RulesPageButton
from bot.ui.table.away import AwayBackButton
from bot.ui.table.choice import ChoiceBackButton, ChoiceMoreButton, SourceButton
from bot.ui.table.confirm_buttons import EndButton, KickButton, LeaveButton
from bot.ui.table.lobby_buttons import LobbyButton, RematchButton, ThreadButton
from bot.ui.table.turn_buttons import BackButton, MoveButton, MoveSelect, RulesButton, ThrowButton
from bot.words import ENGLISH, Words

DYNAMIC_ITEMS: tuple[type[discord.ui.DynamicItem[Any]], ...] = (
    ThrowButton,
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
    ExportButton,
    RulesPageButton,
    *PANEL_ITEMS,
    AnalysisButton,
    MomentButton,
)

NAMESPACE = re.compile(r"sho:")
"""Custom ids that are the bot's own."""
ROUTED = re.compile(r"sho:[a-z]:")
"""The game's own ids (a one-letter kind), whose callbacks check the game, its version and the
message themselves, so a stray click can be handed to them. The others (rules pages, replays,
standings) edit the message clicked, so a click not made on them is refused instead."""
NOT_MINE = ENGLISH.say("notice-not-mine")
"""What a click on an id the bot no longer makes is told, in English."""


def _template(item: type[discord.ui.DynamicItem[Any]]) -> re.Pattern[str]:
    return item.__discord_ui_compiled_template__


async def answer_stray_click(
    interaction: discord.Interaction[Any], words: Words | None = None
) -> bool:
    """Answer a click in the bot's namespace that discord.py drops; True if it was ours.

    discord.py runs a dynamic item only when the clicked component is on the message (found as
    `carries` finds it). Anything else with a `sho:` id (a stale client clicking a button since
    replaced, a forged or garbled id) is routed here: a well-formed id to its item's callback
    (whose checks then say why it is stale), garbage to a short refusal.
    """
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id = data.get("custom_id")
    if interaction.type is not discord.InteractionType.component or not isinstance(custom_id, str):
        return False
    if not NAMESPACE.match(custom_id):
        return False
    matching = [(item, _template(item).fullmatch(custom_id)) for item in DYNAMIC_ITEMS]
    found = [(item, match) for item, match in matching if match is not None]
    message = interaction.message
    if found and message is not None and carries(message, interaction):
        return True  # discord.py dispatches it
    for item_class, match in found:
        if not ROUTED.match(custom_id):
            break
        item = await item_class.from_custom_id(interaction, discord.ui.Button(), match)
        await item.callback(interaction)
        return True
    words = words or await person_words(interaction)
    await send_ephemeral(interaction, words.say("notice-not-mine"))
    return True
