"""A card is made as the JSON it sends (bot/ui/kit/cards.py, bot/ui/kit/controls.py): it must be
the JSON discord.py itself makes of the same card from its own public items, key for key, and
discord.py must send a view as what its `to_components` returns. Either failing after a
discord.py upgrade means the cards must be looked at again."""

from __future__ import annotations

import json
from typing import Any

import discord
from discord.http import handle_message_parameters

from bot.ui.kit.cards import Rows, action_rows, card, section, separator, text
from bot.ui.kit.controls import Menu, MenuKind, Style, button, menu, option

GREEN = 0x2E7D32


def ours() -> list[dict[str, Any]]:
    throw = button("sho:g:1:2:throw", "Throw", Style.success, emoji="🎲")
    rules = button("sho:g:1:2:rules", "Rules", emoji="📖")
    off = button("sho:g:1:2:back", "I'm back", Style.primary, disabled=True)
    turns = Menu(
        options=[option("2 minutes", "120", default=True), option("Hour", "3600", description="x")]
    )
    channels = Menu(
        kind=MenuKind.CHANNELS,
        placeholder="Channels",
        channel_types=[discord.ChannelType.text.value],
        min_values=0,
        max_values=25,
        default_values=[{"id": 5, "type": "channel"}],
    )
    roles = Menu(kind=MenuKind.ROLES, placeholder="Role", min_values=0, max_values=1)
    blocks = [
        "### The board",
        *action_rows([[throw, off]]),
        separator(),
        {"type": 1, "components": [menu("sho:cfg:turn", turns)]},
        {"type": 1, "components": [menu("sho:cfg:channels", channels)]},
        {"type": 1, "components": [menu("sho:cfg:moderators", roles, disabled=True)]},
        section("-# small print", rules),
    ]
    return card(GREEN, blocks).to_components()


def discord_pys() -> list[dict[str, Any]]:
    view = discord.ui.LayoutView(timeout=None)
    container = discord.ui.Container[discord.ui.LayoutView](accent_colour=GREEN)
    container.add_item(discord.ui.TextDisplay[discord.ui.LayoutView]("### The board"))
    row = discord.ui.ActionRow[discord.ui.LayoutView]()
    row.add_item(
        discord.ui.Button(
            label="Throw", style=Style.success, emoji="🎲", custom_id="sho:g:1:2:throw"
        )
    )
    row.add_item(
        discord.ui.Button(
            label="I'm back", style=Style.primary, custom_id="sho:g:1:2:back", disabled=True
        )
    )
    container.add_item(row)
    container.add_item(discord.ui.Separator[discord.ui.LayoutView]())
    selects: list[discord.ui.Item[Any]] = [
        discord.ui.Select(
            custom_id="sho:cfg:turn",
            options=[
                discord.SelectOption(label="2 minutes", value="120", default=True),
                discord.SelectOption(label="Hour", value="3600", description="x"),
            ],
        ),
        discord.ui.ChannelSelect(
            custom_id="sho:cfg:channels",
            placeholder="Channels",
            channel_types=[discord.ChannelType.text],
            min_values=0,
            max_values=25,
            default_values=[discord.Object(5, type=discord.TextChannel)],
        ),
        discord.ui.RoleSelect(
            custom_id="sho:cfg:moderators",
            placeholder="Role",
            min_values=0,
            max_values=1,
            disabled=True,
        ),
    ]
    for select in selects:
        holder = discord.ui.ActionRow[discord.ui.LayoutView]()
        holder.add_item(select)
        container.add_item(holder)
    rules = discord.ui.Button[discord.ui.LayoutView](
        label="Rules", emoji="📖", custom_id="sho:g:1:2:rules"
    )
    container.add_item(discord.ui.Section("-# small print", accessory=rules))
    view.add_item(container)
    return view.to_components()


def test_a_card_is_the_json_discord_py_makes_of_the_same_items_key_for_key() -> None:
    made, theirs = ours(), discord_pys()
    assert json.dumps(made, ensure_ascii=False) == json.dumps(theirs, ensure_ascii=False)


def test_discord_py_sends_a_card_and_its_rows_as_their_json() -> None:
    shown = card(GREEN, [text("Hello")])
    sent = handle_message_parameters(view=shown)
    assert sent.payload["components"] == shown.to_components()
    assert sent.payload["flags"] & discord.MessageFlags(components_v2=True).value
    rows = Rows([button("sho:c:1:end:0", "Yes", Style.danger)])
    classic = handle_message_parameters(content="End it?", view=rows)
    assert classic.payload["components"] == rows.to_components()
    assert "flags" not in classic.payload or not classic.payload["flags"] & (1 << 15)
