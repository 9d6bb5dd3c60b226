"""Links to Discord messages."""

from __future__ import annotations


def message_link(guild_id: int | None, channel_id: int | None, message_id: int | None) -> str:
    """A jump link to a message, or '' when it is not known."""
    if not (guild_id and channel_id and message_id):
        return ""
    return f"https://discord.com/channels/{guild_id}/{channel_id}/{message_id}"
