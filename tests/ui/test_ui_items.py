"""The bot's one list of buttons and menus, and how a click is matched to the message it came
with (as discord.py matches it, Components V2 sections included)."""

from __future__ import annotations

import re
from typing import Any
from unittest import mock

import discord
import pytest
from discord.state import ConnectionState

from bot.ui.clicked import carries
from bot.ui.items import DYNAMIC_ITEMS

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


def test_every_custom_id_belongs_to_exactly_one_item() -> None:
    ids = [
        "sho:g:1:2:throw",
        "sho:g:1:2:back",
        "sho:g:1:2:rules",
        "sho:m:1:2:12:19",
        "sho:s:1:2:0",
        "sho:p:1:2:12",
        "sho:p:1:2:back:t:0",
        "sho:p:1:2:more:12:1",
        "sho:l:1:join",
        "sho:r:1",
        "sho:t:12.abc",
        "sho:c:1:end:0",
        "sho:c:1:kick:42",
        "sho:c:1:leave:0",
        "sho:c:1:back:0",
        "sho:hist:42:0:next",
        "sho:replay:1:next:3",
        "sho:rules:next:0",
        "sho:watch:7",
    ]
    templates: list[re.Pattern[str]] = [
        item.__discord_ui_compiled_template__ for item in DYNAMIC_ITEMS
    ]
    for custom_id in ids:
        owners = [t.pattern for t in templates if t.fullmatch(custom_id)]
        assert len(owners) == 1, (custom_id, owners)
    assert len(set(DYNAMIC_ITEMS)) == len(DYNAMIC_ITEMS)
