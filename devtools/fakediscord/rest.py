"""The REST routes the bot uses, as thin adapters from HTTP onto the backend."""

from __future__ import annotations

from typing import Any

from aiohttp import web

from . import callbacks
from . import permissions as perms
from .backend import Backend
from .errors import ApiError, unknown_channel
from .messages import EDITABLE_FLAGS, Message
from .pipeline import API_PREFIX, ATTACHMENTS, BODY, json_response

JSON = dict[str, Any]
NO_CONTENT = 204


def _int(request: web.Request, key: str) -> int:
    try:
        return int(request.match_info[key])
    except ValueError:
        raise ApiError(404, 0, f"404: Not Found ({key})") from None


def body(request: web.Request) -> Any:
    return request[BODY]


def attachments(request: web.Request) -> list[JSON]:
    uploaded: list[JSON] = request[ATTACHMENTS]
    return uploaded


def _truthy(value: str | None) -> bool:
    return (value or "").lower() in ("1", "true")


class RestApi:
    """Route handlers; every Discord error is raised as ApiError and rendered by the pipeline."""

    def __init__(self, backend: Backend) -> None:
        self.backend = backend

    def routes(self) -> list[web.RouteDef]:
        a = API_PREFIX
        webhook = a + "/webhooks/{app}/{token}"
        channel = a + "/channels/{channel}"
        return [
            web.get(a + "/users/@me", self.current_user),
            web.get(a + "/users/{user}", self.get_user),
            web.get(a + "/oauth2/applications/@me", self.application),
            web.get(a + "/gateway", self.gateway_info),
            web.get(a + "/gateway/bot", self.gateway_info),
            web.get(a + "/applications/{app}/commands", self.get_commands),
            web.put(a + "/applications/{app}/commands", self.put_commands),
            web.get(a + "/applications/{app}/guilds/{guild}/commands", self.get_commands),
            web.put(a + "/applications/{app}/guilds/{guild}/commands", self.put_commands),
            web.get(a + "/guilds/{guild}/members/{user}", self.get_member),
            web.post(a + "/interactions/{interaction}/{token}/callback", self.callback),
            web.post(webhook, self.followup),
            web.get(webhook + "/messages/{message}", self.get_webhook_message),
            web.patch(webhook + "/messages/{message}", self.edit_webhook_message),
            web.delete(webhook + "/messages/{message}", self.delete_webhook_message),
            web.get(channel, self.get_channel),
            web.patch(channel, self.edit_channel),
            web.get(channel + "/messages", self.history),
            web.post(channel + "/messages", self.create_message),
            web.get(channel + "/messages/{message}", self.get_message),
            web.patch(channel + "/messages/{message}", self.edit_message),
            web.delete(channel + "/messages/{message}", self.delete_message),
            web.post(channel + "/messages/{message}/threads", self.thread_from_message),
            web.post(channel + "/threads", self.thread_without_message),
            web.put(channel + "/thread-members/{user}", self.join_thread),
            web.post(channel + "/typing", self.typing),
        ]

    # ---- users and application --------------------------------------------------------------

    async def current_user(self, request: web.Request) -> web.Response:
        return json_response(self.backend.bot.to_json())

    async def get_user(self, request: web.Request) -> web.Response:
        user = self.backend.find_user(_int(request, "user"))
        if user is None:
            raise ApiError(404, 10013, "Unknown User")
        return json_response(user.to_json())

    async def get_member(self, request: web.Request) -> web.Response:
        guild = self.backend.guilds.get(_int(request, "guild"))
        if guild is None:
            raise ApiError(404, 10004, "Unknown Guild")
        user = guild.users.get(_int(request, "user"))
        if user is None or not user.is_member:
            raise ApiError(404, 10007, "Unknown Member")
        return json_response(user.member_json())

    async def application(self, request: web.Request) -> web.Response:
        bot = self.backend.bot
        return json_response(
            {
                "id": str(self.backend.app_id),
                "name": bot.display_name,
                "description": "",
                "icon": None,
                "bot_public": True,
                "bot_require_code_grant": False,
                "owner": self.backend.state.owner.to_json(),
                "bot": bot.to_json(),
                "verify_key": "0" * 64,
                "flags": 0,
                "rpc_origins": [],
                "team": None,
                "interactions_endpoint_url": None,
            }
        )

    async def gateway_info(self, request: web.Request) -> web.Response:
        limit = {"total": 1000, "remaining": 1000, "reset_after": 0, "max_concurrency": 1}
        url = f"ws://{request.host}/gateway"
        shards = self.backend.settings.shard_count
        return json_response({"url": url, "shards": shards, "session_start_limit": limit})

    # ---- commands ---------------------------------------------------------------------------

    def _scope(self, request: web.Request) -> int | None:
        if _int(request, "app") != self.backend.app_id:
            raise ApiError(403, 50001, "Missing Access")
        if "guild" not in request.match_info:
            return None
        guild_id = _int(request, "guild")
        if guild_id not in self.backend.guilds:
            raise ApiError(403, 50001, "Missing Access")
        return guild_id

    async def get_commands(self, request: web.Request) -> web.Response:
        return json_response(self.backend.commands.get(self._scope(request), []))

    async def put_commands(self, request: web.Request) -> web.Response:
        scope = self._scope(request)
        return json_response(self.backend.put_commands(scope, body(request) or []))

    # ---- interactions -----------------------------------------------------------------------

    async def callback(self, request: web.Request) -> web.Response:
        response = await callbacks.create_callback(
            self.backend,
            _int(request, "interaction"),
            request.match_info["token"],
            body(request) or {},
            attachments(request),
        )
        if not _truthy(request.query.get("with_response")):
            return web.Response(status=NO_CONTENT)
        return json_response(response)

    def _pending(self, request: web.Request) -> callbacks.PendingInteraction:
        return callbacks.pending_for_token(
            self.backend, _int(request, "app"), request.match_info["token"]
        )

    async def followup(self, request: web.Request) -> web.Response:
        pending = self._pending(request)
        message = await callbacks.create_followup(
            self.backend, pending, body(request) or {}, attachments(request)
        )
        if not _truthy(request.query.get("wait")):
            return web.Response(status=NO_CONTENT)
        return json_response(message.data)

    def _webhook_message(self, request: web.Request) -> Message:
        pending = self._pending(request)
        return callbacks.webhook_message(self.backend, pending, request.match_info["message"])

    async def get_webhook_message(self, request: web.Request) -> web.Response:
        return json_response(self._webhook_message(request).data)

    async def edit_webhook_message(self, request: web.Request) -> web.Response:
        message = self._webhook_message(request)
        self.backend.check_edit_allowed(message)
        await self.backend.edit_message(message, body(request) or {}, attachments(request))
        return json_response(message.data)

    async def delete_webhook_message(self, request: web.Request) -> web.Response:
        await self.backend.delete_message(self._webhook_message(request))
        return web.Response(status=NO_CONTENT)

    # ---- channels and messages --------------------------------------------------------------

    async def get_channel(self, request: web.Request) -> web.Response:
        channel = self.backend.channel_or_404(_int(request, "channel"))
        return json_response(self.backend.channel_json(channel))

    async def edit_channel(self, request: web.Request) -> web.Response:
        channel = self.backend.channel_or_404(_int(request, "channel"))
        if not channel.is_thread:
            raise ApiError(403, 50013, "Missing Permissions")
        await self.backend.update_thread(channel, body(request) or {})
        return json_response(self.backend.channel_json(channel))

    async def history(self, request: web.Request) -> web.Response:
        channel = self.backend.channel_or_404(_int(request, "channel"))
        guild = self.backend.guild_of(channel.id)
        messages = [m for m in guild.messages_in(channel) if not m.ephemeral]
        before, after = request.query.get("before"), request.query.get("after")
        if before:
            messages = [m for m in messages if m.id < int(before)]
        if after:
            messages = [m for m in messages if m.id > int(after)]
        limit = min(int(request.query.get("limit", 50)), 100)
        newest_first = sorted(messages, key=lambda m: m.id, reverse=True)
        if after and not before:  # Discord answers `after` queries with the oldest ones
            newest_first = newest_first[-limit:]
        return json_response([m.data for m in newest_first[:limit]])

    async def create_message(self, request: web.Request) -> web.Response:
        channel = self.backend.channel_or_404(_int(request, "channel"))
        if channel.archived or channel.locked:
            raise ApiError(400, 50083, "Thread is archived")
        if channel.bot_denied & (perms.VIEW_CHANNEL | perms.SEND_MESSAGES):
            raise ApiError(403, 50013, "Missing Permissions")
        sent = body(request) or {}
        flags = int(sent.get("flags") or 0) & EDITABLE_FLAGS  # no EPHEMERAL outside interactions
        message = await self.backend.create_message(
            channel, {**sent, "flags": flags}, self.backend.bot, attachments=attachments(request)
        )
        return json_response(message.data)

    def _message(self, request: web.Request) -> Message:
        return self.backend.channel_message_or_404(
            _int(request, "channel"), _int(request, "message")
        )

    async def get_message(self, request: web.Request) -> web.Response:
        return json_response(self._message(request).data)

    async def edit_message(self, request: web.Request) -> web.Response:
        message = self._message(request)
        if message.author_id != self.backend.bot.id:
            raise ApiError(403, 50005, "Cannot edit a message authored by another user")
        self.backend.check_edit_allowed(message)
        await self.backend.edit_message(message, body(request) or {}, attachments(request))
        return json_response(message.data)

    async def delete_message(self, request: web.Request) -> web.Response:
        await self.backend.delete_message(self._message(request))
        return web.Response(status=NO_CONTENT)

    async def thread_from_message(self, request: web.Request) -> web.Response:
        thread = await self.backend.start_thread(
            _int(request, "channel"), body(request) or {}, _int(request, "message")
        )
        return json_response(self.backend.channel_json(thread))

    async def thread_without_message(self, request: web.Request) -> web.Response:
        thread = await self.backend.start_thread(
            _int(request, "channel"), body(request) or {}, None
        )
        return json_response(self.backend.channel_json(thread))

    async def join_thread(self, request: web.Request) -> web.Response:
        thread = self.backend.channel_or_404(_int(request, "channel"))
        if not thread.is_thread:
            raise unknown_channel()
        ref = request.match_info["user"]
        user_id = self.backend.bot.id if ref == "@me" else _int(request, "user")
        if user_id not in thread.member_ids:
            thread.member_ids.append(user_id)
        return web.Response(status=NO_CONTENT)

    async def typing(self, request: web.Request) -> web.Response:
        self.backend.channel_or_404(_int(request, "channel"))
        return web.Response(status=NO_CONTENT)
