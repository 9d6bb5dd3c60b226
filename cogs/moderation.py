"""Who may end games and remove players: the host, Manage Server, or the server's chosen role."""

from __future__ import annotations

from typing import Any

import discord

from bot.client import ShoBot


async def moderates(bot: ShoBot, interaction: discord.Interaction[Any]) -> bool:
    """Whether the member may end any game and remove players (Manage Server, or the role
    /sho config names)."""
    permissions = interaction.permissions
    manager = bool(permissions.manage_guild or permissions.administrator)
    roles = [role.id for role in getattr(interaction.user, "roles", ())]
    return await bot.server_config.moderates(interaction.guild_id or 0, roles, manager=manager)
