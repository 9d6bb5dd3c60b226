"""The gateway websocket: HELLO, heartbeats, IDENTIFY/RESUME, shards and sequenced dispatches."""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Callable, Collection
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

JSON = dict[str, Any]
ReadyEvents = Callable[["GatewaySession"], list[tuple[str, JSON]]]
MembersChunk = Callable[[int, JSON], JSON]

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, REQUEST_MEMBERS = 0, 1, 2, 6, 7, 8
INVALID_SESSION, HELLO, HEARTBEAT_ACK = 9, 10, 11
AUTHENTICATION_FAILED, INVALID_SHARD, SHARDING_REQUIRED = 4004, 4010, 4011
HEARTBEAT_INTERVAL_MS = 41250
RESUME_BUFFER = 20_000
"""Dispatches kept for a RESUME (like Discord, a session too far behind must IDENTIFY)."""

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Shard:
    """Shard `id` of `count`: Discord sends it the guilds with (guild_id >> 22) % count == id."""

    id: int
    count: int

    def covers(self, guild_id: int) -> bool:
        return (guild_id >> 22) % self.count == self.id

    @classmethod
    def parse(cls, value: Any) -> Shard | None:
        """The [id, count] of an IDENTIFY, or None when Discord would refuse it (4010)."""
        if not isinstance(value, list) or len(value) != 2:
            return None
        if not all(isinstance(n, int) and not isinstance(n, bool) for n in value):
            return None
        shard_id, count = value
        return cls(shard_id, count) if 0 <= shard_id < count else None


UNSHARDED = Shard(0, 1)
"""A session that sends no shard gets every guild, as shard 0 of 1."""


@dataclass(eq=False)
class GatewaySession:
    """One identified session; it survives a dropped socket so the client can RESUME it."""

    session_id: str
    identify: JSON
    ws: web.WebSocketResponse | None = None
    seq: int = 0
    sent: list[JSON] = field(default_factory=list)
    shard: Shard = UNSHARDED

    @property
    def intents(self) -> int:
        return int(self.identify.get("intents") or 0)

    @property
    def connected(self) -> bool:
        return self.ws is not None and not self.ws.closed

    async def send(self, event: str, data: JSON) -> None:
        self.seq += 1
        payload = {"op": DISPATCH, "t": event, "s": self.seq, "d": data}
        self.sent.append(payload)
        if len(self.sent) > RESUME_BUFFER:
            del self.sent[: RESUME_BUFFER // 2]
        if self.connected:
            await _send(self.ws, payload)


async def _send(ws: web.WebSocketResponse | None, payload: JSON) -> None:
    if ws is None or ws.closed:
        return
    try:
        await ws.send_str(json.dumps(payload))
    except (ConnectionResetError, RuntimeError):  # the client vanished mid-send
        log.debug("gateway client went away while sending op %s", payload.get("op"))


class Gateway:
    """Serves /gateway. Per shard, the latest identified (or resumed) session is the active one;
    a guild's events go to the latest active session whose shard covers the guild."""

    def __init__(
        self,
        *,
        token: Callable[[], str | None],
        ready_events: ReadyEvents,
        members_chunk: MembersChunk,
        guild_ids: Callable[[], Collection[int]],
        guilds_per_shard: Callable[[], int],
        on_change: Callable[[], None],
    ) -> None:
        self._token = token
        self._ready_events = ready_events
        self._members_chunk = members_chunk
        self._guild_ids = guild_ids
        self._guilds_per_shard = guilds_per_shard
        self._on_change = on_change
        self.sessions: list[GatewaySession] = []
        self.by_shard: dict[Shard, GatewaySession] = {}
        """The active session of each shard, the most recently activated last."""
        self.identify_count = 0
        self.resume_count = 0
        self._sockets: set[web.WebSocketResponse] = set()

    @property
    def active(self) -> GatewaySession | None:
        """The most recently identified or resumed session that is still active."""
        return next(reversed(self.by_shard.values()), None)

    def session_for(self, guild_id: int) -> GatewaySession | None:
        """The session this guild's events go to: the newest active one covering it."""
        for session in reversed(self.by_shard.values()):
            if session.shard.covers(guild_id):
                return session
        return None

    def connected_to(self, guild_id: int) -> bool:
        session = self.session_for(guild_id)
        return session is not None and session.connected

    async def dispatch(self, guild_id: int, event: str, data: JSON) -> bool:
        """Send a guild's event to its shard's session (buffered for RESUME if it dropped)."""
        session = self.session_for(guild_id)
        if session is None:
            return False
        await session.send(event, data)
        return True

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT to every active session: each closes and resumes."""
        for session in list(self.by_shard.values()):
            await _send(session.ws, {"op": RECONNECT, "d": None, "s": None, "t": None})

    def _activate(self, session: GatewaySession) -> None:
        self.by_shard.pop(session.shard, None)
        self.by_shard[session.shard] = session

    async def close(self) -> None:
        for ws in list(self._sockets):
            await ws.close(code=1001, message=b"fake Discord shutting down")

    async def handle(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(max_msg_size=0, compress=False)
        await ws.prepare(request)
        self._sockets.add(ws)
        host = request.host
        try:
            await _send(ws, {"op": HELLO, "d": {"heartbeat_interval": HEARTBEAT_INTERVAL_MS}})
            async for message in ws:
                if message.type is WSMsgType.TEXT:
                    await self._on_frame(ws, json.loads(message.data), host)
        except ConnectionResetError:
            log.debug("gateway client disappeared without closing")
        finally:
            self._sockets.discard(ws)
            self._on_change()
        return ws

    async def _on_frame(self, ws: web.WebSocketResponse, frame: JSON, host: str) -> None:
        op, data = frame.get("op"), frame.get("d") or {}
        if op == HEARTBEAT:
            await _send(ws, {"op": HEARTBEAT_ACK, "d": None})
        elif op == IDENTIFY:
            await self._identify(ws, data)
        elif op == RESUME:
            await self._resume(ws, data)
        elif op == REQUEST_MEMBERS:
            await self._chunk(ws, data)

    def _token_ok(self, token: Any) -> bool:
        expected = self._token()
        return expected is None or token == expected

    async def _identify(self, ws: web.WebSocketResponse, data: JSON) -> None:
        if not self._token_ok(data.get("token")):
            await ws.close(code=AUTHENTICATION_FAILED, message=b"Authentication failed.")
            return
        shard = Shard.parse(data["shard"]) if "shard" in data else UNSHARDED
        if shard is None:
            await ws.close(code=INVALID_SHARD, message=b"Invalid shard.")
            return
        if sum(shard.covers(g) for g in self._guild_ids()) > self._guilds_per_shard():
            await ws.close(code=SHARDING_REQUIRED, message=b"Sharding required.")
            return
        session = GatewaySession(secrets.token_hex(16), data, ws, shard=shard)
        self.sessions.append(session)
        self._activate(session)
        for event, payload in self._ready_events(session):
            await session.send(event, payload)
        self.identify_count += 1
        self._on_change()

    async def _resume(self, ws: web.WebSocketResponse, data: JSON) -> None:
        session = next((s for s in self.sessions if s.session_id == data.get("session_id")), None)
        if session is None or not self._token_ok(data.get("token")):
            await _send(ws, {"op": INVALID_SESSION, "d": False})
            return
        missed = int(data.get("seq") or 0)
        if session.sent and session.sent[0]["s"] > missed + 1:
            await _send(ws, {"op": INVALID_SESSION, "d": False})
            return
        session.ws = ws
        self._activate(session)
        for payload in session.sent:
            if payload["s"] > missed:
                await _send(ws, payload)
        await session.send("RESUMED", {})
        self.resume_count += 1
        self._on_change()

    async def _chunk(self, ws: web.WebSocketResponse, request: JSON) -> None:
        """Answer on the asking session, for a guild of its shard (others get nothing)."""
        session = next((s for s in self.by_shard.values() if s.ws is ws), None)
        guild_id = int(request.get("guild_id") or 0)
        if session is not None and session.shard.covers(guild_id) and guild_id in self._guild_ids():
            await session.send("GUILD_MEMBERS_CHUNK", self._members_chunk(guild_id, request))
