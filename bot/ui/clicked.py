"""Whether a click was made on the message it came with, as discord.py decides it."""

from __future__ import annotations

from typing import Any

import discord


def carries(message: discord.Message, interaction: discord.Interaction[Any]) -> bool:
    """Whether the message has the component that was clicked (its id and type), found the way
    discord.py finds a dynamic item's component: every item of the message's view, in rows,
    containers and sections (accessories included). A click whose id is not on the message was
    not made on it (a stale client, or a forged id)."""
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id, kind = data.get("custom_id"), data.get("component_type")
    layout = discord.ui.LayoutView if message.flags.components_v2 else discord.ui.View
    view = layout.from_message(message, timeout=None)
    return any(
        getattr(item, "custom_id", None) == custom_id and item.type.value == kind
        for item in view.walk_children()
    )
