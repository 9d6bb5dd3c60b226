"""The gateway websocket: HELLO, heartbeats, IDENTIFY/RESUME and sequenced dispatches."""

from __future__ import annotations

import json
import logging
import secrets
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from aiohttp import WSMsgType, web

JSON = dict[str, Any]
ReadyEvents = Callable[["GatewaySession"], list[tuple[str, JSON]]]

DISPATCH, HEARTBEAT, IDENTIFY, RESUME, RECONNECT, REQUEST_MEMBERS = 0, 1, 2, 6, 7, 8
INVALID_SESSION, HELLO, HEARTBEAT_ACK = 9, 10, 11
AUTHENTICATION_FAILED = 4004
HEARTBEAT_INTERVAL_MS = 41250
RESUME_BUFFER = 20_000
"""Dispatches kept for a RESUME (like Discord, a session too far behind must IDENTIFY)."""

log = logging.getLogger(__name__)


@dataclass(eq=False)
class GatewaySession:
    """One identified session; it survives a dropped socket so the client can RESUME it."""

    session_id: str
    identify: JSON
    ws: web.WebSocketResponse | None = None
    seq: int = 0
    sent: list[JSON] = field(default_factory=list)

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
    """Serves /gateway; the latest identified (or resumed) session receives dispatches."""

    def __init__(
        self,
        *,
        token: Callable[[], str | None],
        ready_events: ReadyEvents,
        members_chunk: Callable[[JSON], JSON],
        on_change: Callable[[], None],
    ) -> None:
        self._token = token
        self._ready_events = ready_events
        self._members_chunk = members_chunk
        self._on_change = on_change
        self.sessions: list[GatewaySession] = []
        self.active: GatewaySession | None = None
        self.identify_count = 0
        self.resume_count = 0
        self._sockets: set[web.WebSocketResponse] = set()

    @property
    def connected(self) -> bool:
        return self.active is not None and self.active.connected

    async def dispatch(self, event: str, data: JSON) -> bool:
        """Send an event to the active session (buffered for RESUME if its socket dropped)."""
        if self.active is None:
            return False
        await self.active.send(event, data)
        return True

    async def request_reconnect(self) -> None:
        """Send op 7 RECONNECT: the client closes and resumes its session."""
        if self.active is not None:
            await _send(self.active.ws, {"op": RECONNECT, "d": None, "s": None, "t": None})

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
            await self._chunk(data)

    def _token_ok(self, token: Any) -> bool:
        expected = self._token()
        return expected is None or token == expected

    async def _identify(self, ws: web.WebSocketResponse, data: JSON) -> None:
        if not self._token_ok(data.get("token")):
            await ws.close(code=AUTHENTICATION_FAILED, message=b"Authentication failed.")
            return
        session = GatewaySession(secrets.token_hex(16), data, ws)
        self.sessions.append(session)
        self.active = session
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
        self.active = session
        for payload in session.sent:
            if payload["s"] > missed:
                await _send(ws, payload)
        await session.send("RESUMED", {})
        self.resume_count += 1
        self._on_change()

    async def _chunk(self, request: JSON) -> None:
        if self.active is not None:
            await self.active.send("GUILD_MEMBERS_CHUNK", self._members_chunk(request))
