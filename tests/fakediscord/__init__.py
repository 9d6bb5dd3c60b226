"""A loopback fake Discord (REST + gateway) for end-to-end tests of a real discord.py bot."""

from .botprocess import BotProcess
from .components import Button, Select, SelectOption
from .errors import ApiError, FakeDiscordError, HarnessError, InteractionFailed
from .faults import FaultRule
from .messages import Message
from .models import Channel, Role, User
from .patching import point_discord_py_at
from .pipeline import RecordedRequest
from .results import InteractionResult
from .runner import running
from .server import FakeDiscord

__all__ = [
    "ApiError",
    "BotProcess",
    "Button",
    "Channel",
    "FakeDiscord",
    "FakeDiscordError",
    "FaultRule",
    "HarnessError",
    "InteractionFailed",
    "InteractionResult",
    "Message",
    "RecordedRequest",
    "Role",
    "Select",
    "SelectOption",
    "User",
    "point_discord_py_at",
    "running",
]
