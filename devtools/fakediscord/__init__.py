"""A loopback fake Discord (REST + gateway) for end-to-end tests of a real discord.py bot.

    async with FakeDiscord() as fake, ...:          # or the `fake_discord` fixture
        alice = fake.add_user("alice")
        ...start the bot with api_base=fake.api_base, gateway_url=fake.gateway_url...
        result = await fake.slash("sho new", user=alice, players=3, computers=1)
        await fake.click(result, "Throw", user=alice)
        board = await fake.wait_for_message(fake.channels[0], "Computer threw")
        fake.assert_clean()                         # no broken Discord rule, no unknown route

Discord's rules (3 s ack, one callback, 15 min tokens, message/component/command limits,
ephemeral visibility, and Discord's OpenAPI spec, from the extract in spec/) answer with
Discord's errors and are listed in `fake.contract_errors`. Discord's rate limits (ratelimits.py:
50 requests per second, interaction responses exempt, and per-channel message buckets) come
with `rate_limits=RateLimits()` (bench/load.py uses them); refusals are in `fake.refused` and
`fake.limiter.refused`.

Several guilds, sharded as Discord shards them: `FakeDiscord(shard_count=2)` reports 2 shards on
GET /gateway/bot, `second = fake.add_guild("Other")` lands on shard 1, and a session that
IDENTIFYs with `shard: [id, count]` gets READY and GUILD_CREATE for its own guilds only, then
only their events (`second.slash(...)` goes to the session of `second`'s shard).
"""

from .botprocess import BotProcess
from .components import Button, Select, SelectOption
from .errors import ApiError, FakeDiscordError, HarnessError, InteractionFailed
from .faults import FaultRule
from .gateway import GatewaySession, Shard
from .guild import FakeGuild
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
    "FakeGuild",
    "FaultRule",
    "GatewaySession",
    "HarnessError",
    "InteractionFailed",
    "InteractionResult",
    "Message",
    "RecordedRequest",
    "Role",
    "Select",
    "SelectOption",
    "Shard",
    "User",
    "point_discord_py_at",
    "running",
]
