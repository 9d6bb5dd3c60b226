"""The bot's one list of controls, the one matcher from a clicked id to its control, and how a
click is found on the message it came with (Components V2 sections included)."""

from __future__ import annotations

from typing import Any
from unittest import mock

import discord
import pytest
from discord.state import ConnectionState

from bot.ui.controls import CONTROLS, MATCHER
from bot.ui.kit.choice_step import ChoiceStep
from bot.ui.kit.clicked import carries
from bot.ui.rules.message import TABLE_RULES

AUTHOR = {"id": "2", "username": "sho", "discriminator": "0", "avatar": None}
COMPONENTS_V2 = 1 << 15
THROW = "sho:g:1:2:throw"


def message(components: list[dict[str, Any]], flags: int = 0) -> discord.Message:
    """A message as discord.py parses it from Discord's payload."""
    state = mock.MagicMock(spec=ConnectionState)
    state.store_user = lambda data, **_: discord.User(state=state, data=data)
    channel = mock.MagicMock(spec=discord.TextChannel)
    channel.id, channel.guild = 5, None
    data = {
        "id": "1",
        "channel_id": "5",
        "author": AUTHOR,
        "content": "",
        "timestamp": "2026-01-01T00:00:00+00:00",
        "edited_timestamp": None,
        "tts": False,
        "mention_everyone": False,
        "mentions": [],
        "mention_roles": [],
        "attachments": [],
        "embeds": [],
        "pinned": False,
        "type": 0,
        "flags": flags,
        "components": components,
    }
    return discord.Message(state=state, channel=channel, data=data)  # type: ignore[arg-type]


def click(custom_id: str) -> discord.Interaction[Any]:
    interaction = mock.MagicMock(spec=discord.Interaction)
    interaction.data = {"custom_id": custom_id, "component_type": 2}
    return interaction


BUTTON = {"type": 2, "style": 1, "label": "Throw", "custom_id": THROW}
IN_A_ROW = [{"type": 1, "components": [BUTTON]}]
AS_AN_ACCESSORY = [
    {
        "type": 17,
        "components": [
            {
                "type": 9,
                "components": [{"type": 10, "content": "Dawa to throw"}],
                "accessory": BUTTON,
            }
        ],
    }
]
IN_A_CONTAINERS_ROW = [
    {
        "type": 17,
        "components": [{"type": 10, "content": "The board"}, *IN_A_ROW],
    }
]


@pytest.mark.parametrize(
    ("components", "flags"),
    [(IN_A_ROW, 0), (AS_AN_ACCESSORY, COMPONENTS_V2), (IN_A_CONTAINERS_ROW, COMPONENTS_V2)],
)
def test_a_click_is_found_on_its_message_wherever_the_button_sits(
    components: list[dict[str, Any]], flags: int
) -> None:
    shown = message(components, flags)
    assert carries(shown, click(THROW))
    assert not carries(shown, click("sho:g:1:3:throw")), "another version is another button"


IDS = {
    "sho:g:1:2:throw": ("ThrowButton", {"game": 1, "version": 2}),
    "sho:g:1:2:back": ("BackButton", {"game": 1, "version": 2}),
    "sho:g:1:2:rules": ("RulesButton", {"game": 1, "version": 2}),
    "sho:m:1:2:12:19": ("MoveButton", {"game": 1, "version": 2}),
    "sho:s:1:2:0": ("MoveSelect", {"part": 0}),
    "sho:p:1:2:12": ("SourceButton", {"source": 12}),
    "sho:p:1:2:back:t:0": ("ChoiceBackButton", {"to": ChoiceStep()}),
    "sho:p:1:2:more:12:1": ("ChoiceMoreButton", {"to": ChoiceStep(12, 1)}),
    "sho:l:1:join": ("LobbyButton", {"game": 1}),
    "sho:r:1": ("RematchButton", {"game": 1}),
    "sho:t:12.abc": ("ThreadButton", {"code": "12.abc"}),
    "sho:c:1:end:0": ("EndButton", {"target": 0}),
    "sho:c:1:kick:42": ("KickButton", {"target": 42}),
    "sho:c:1:leave:0": ("LeaveButton", {"game": 1}),
    "sho:c:1:back:0": ("AwayBackButton", {"game": 1}),
    "sho:hist:42:0:next": ("HistoryButton", {"user": 42, "page": 0}),
    "sho:lb:server:all:wins:3:42:prev": ("LeaderboardButton", {"page": 3, "caller": 42}),
    "sho:replay:1:next:3": ("ReplayButton", {"step": 3}),
    "sho:replayjump:7": ("JumpForm", {"game": 7}),
    "sho:rules:next:0": ("RulesPageButton", {"page": 0, "rules": TABLE_RULES}),
    "sho:watch:7": ("WatchReplayButton", {"game": 7}),
    "sho:export:7": ("ExportButton", {"game": 7}),
    "sho:analysis:7": ("AnalysisButton", {"game": 7}),
    "sho:moment:7:12": ("MomentButton", {"throw": 12}),
    "sho:cfg:turn": ("SettingMenu", {}),
    "sho:cfg:pings:off": ("SettingSwitch", {}),
}
"""Ids as boards, old and new, carry them, and the control each names."""
WRITTEN_ANEW = {"sho:rules:next:0"}
"""Ids of old that the control writes in today's form (the rules it explains added)."""


@pytest.mark.parametrize("custom_id", sorted(IDS))
def test_every_custom_id_is_matched_once_read_and_written_back(custom_id: str) -> None:
    owners = [control for control in CONTROLS if control.parse(custom_id) is not None]
    assert [owner.__name__ for owner in owners] == [IDS[custom_id][0]]
    found = MATCHER.find(custom_id)
    assert found is not None
    if custom_id not in WRITTEN_ANEW:
        assert found.custom_id == custom_id, "an id is written as it was read"
    for name, value in IDS[custom_id][1].items():
        assert getattr(found, name) == value


@pytest.mark.parametrize(
    "custom_id",
    ["sho:g:1:2:explode", "sho:m:1:2:5", "sho:q:1", "sho:", "shox:g:1:2:throw", "sho:g:1:x:throw"],
)
def test_an_id_the_bot_does_not_make_is_matched_to_nothing(custom_id: str) -> None:
    assert MATCHER.find(custom_id) is None


def test_every_control_is_listed_once_and_every_kind_is_one_word() -> None:
    assert len(set(CONTROLS)) == len(CONTROLS)
    assert sorted(MATCHER.kinds) == sorted({control.id_kind() for control in CONTROLS})
    assert all(kind.isalpha() for kind in MATCHER.kinds)
