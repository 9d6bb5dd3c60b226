"""What every REST request goes through: body parsing, logging, auth, faults and the contract."""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from time import monotonic as _monotonic
from typing import Any

from aiohttp import web

from . import contract
from .backend import Backend
from .errors import ApiError
from .faults import Faults
from .interactions import PendingInteraction
from .openapi import SpecValidator
from .ratelimits import RateLimiter

JSON = dict[str, Any]
API_PREFIX = "/api/v10"
Handler = Callable[[web.Request], Awaitable[web.StreamResponse]]
BODY = web.RequestKey[Any]("body")
ATTACHMENTS = web.RequestKey[list[JSON]]("attachments")


def json_response(data: Any, status: int = 200) -> web.Response:
    """JSON with Content-Type exactly application/json (discord.py parses nothing else)."""
    return web.Response(
        body=json.dumps(data).encode(), status=status, headers={"Content-Type": "application/json"}
    )


def error_response(error: ApiError) -> web.Response:
    return json_response(error.body(), error.status)


@dataclass
class RecordedRequest:
    method: str
    path: str
    query: dict[str, str]
    body: Any
    time: float
    status: int = 0
    route: str = ""
    """The route as 'METHOD /template' ('POST /channels/{channel}/messages'), '' if unknown."""
    monotonic: float = field(default_factory=_monotonic)
    """When it arrived, on the monotonic clock (for rates; `time` is the fake's clock)."""

    @property
    def api_path(self) -> str:
        return self.path.removeprefix(API_PREFIX)


RequestListener = Callable[[RecordedRequest], None]


def route_name(request: web.Request) -> str:
    """'METHOD /template' of the matched route, relative to /api/v10 ('' when none matched)."""
    if request.match_info.http_exception is not None:
        return ""
    resource = request.match_info.route.resource
    template = resource.canonical if resource is not None else request.path
    return f"{request.method} {template.removeprefix(API_PREFIX)}"


async def _read_body(request: web.Request, backend: Backend) -> tuple[Any, list[JSON]]:
    """The JSON body (or multipart payload_json) and attachment objects for uploaded files."""
    if not request.can_read_body:
        return None, []
    if request.content_type == "application/json":
        return await request.json(), []
    if not request.content_type.startswith("multipart/"):
        return await request.text(), []
    form = await request.post()
    body: Any = json.loads(str(form["payload_json"])) if "payload_json" in form else {}
    attachments = []
    for value in form.values():
        if isinstance(value, web.FileField):
            content = value.file.read()
            size = len(content)
            attachment_id = backend.ids.next()
            backend.uploads[attachment_id] = content
            url = f"{request.scheme}://{request.host}/attachments/{attachment_id}/{value.filename}"
            attachments.append(
                {
                    "id": str(attachment_id),
                    "filename": value.filename,
                    "size": size,
                    "url": url,
                    "proxy_url": url,
                    "content_type": value.content_type,
                }
            )
    return body, attachments


def _token_in_path(api_path: str) -> tuple[str | None, bool]:
    """(interaction token, whether this is the callback) for token-bound routes."""
    parts = api_path.split("/")
    if len(parts) >= 4 and parts[1] in ("webhooks", "interactions"):
        return parts[3], parts[1] == "interactions"
    return None, False


class Pipeline:
    """One aiohttp middleware doing, in order: record, auth, injected faults, contract checks."""

    def __init__(
        self,
        backend: Backend,
        faults: Faults,
        spec: SpecValidator | None,
        limiter: RateLimiter,
        *,
        keep_requests: bool = True,
    ) -> None:
        self.backend, self.faults, self.spec, self.limiter = backend, faults, spec, limiter
        self.keep_requests = keep_requests
        self.requests: list[RecordedRequest] = []
        self.unhandled: list[str] = []
        self.listeners: list[RequestListener] = []
        """Called with every request once it is answered (its status set)."""

    @web.middleware
    async def middleware(self, request: web.Request, handler: Handler) -> web.StreamResponse:
        if request.path == "/gateway":
            return await handler(request)
        body, attachments = await _read_body(request, self.backend)
        request[BODY], request[ATTACHMENTS] = body, attachments
        record = RecordedRequest(
            request.method,
            request.path,
            dict(request.query),
            body,
            self.backend.clock.now(),
            route=route_name(request),
        )
        if self.keep_requests:
            self.requests.append(record)
        api_path = request.path.removeprefix(API_PREFIX)
        token, is_callback = _token_in_path(api_path)
        pending = self.backend.interactions.by_token.get(token) if token else None
        if pending is not None:
            pending.inflight += 1
            pending.touch(counts=False)
        try:
            response = await self._respond(request, handler, record, pending, is_callback)
        finally:
            if pending is not None:
                pending.inflight -= 1
                pending.touch(counts=not is_callback)
        record.status = response.status
        for listener in self.listeners:
            listener(record)
        self.backend.changed()
        return response

    async def _respond(
        self,
        request: web.Request,
        handler: Handler,
        record: RecordedRequest,
        pending: PendingInteraction | None,
        is_callback: bool,
    ) -> web.StreamResponse:
        api_path = request.path.removeprefix(API_PREFIX)
        if request.match_info.http_exception is not None:
            self.unhandled.append(f"{request.method} {request.path}")
            return json_response({"message": "404: Not Found (not in the fake)", "code": 0}, 404)
        if not self._authorised(request, api_path):
            return json_response({"message": "401: Unauthorized", "code": 0}, 401)
        verdict = self.limiter.check(request.method, api_path, record.route, now=record.monotonic)
        if verdict.refused is not None:
            return verdict.refused
        fault = self.faults.take(request.method, api_path)
        if fault is not None:
            return fault.response()
        try:
            self._check_contract(request.method, api_path, record.body)
            response = await handler(request)
        except ApiError as error:
            if is_callback and pending is not None:
                pending.rejections.append(f"{error.status} {error.code} {error.message}")
                pending.notify()
            response = error_response(error)
        response.headers.update(verdict.headers)
        return response

    def _authorised(self, request: web.Request, api_path: str) -> bool:
        expected = self.backend.settings.token
        if expected is None or api_path.startswith(("/webhooks/", "/interactions/")):
            return True
        return request.headers.get("Authorization") == f"Bot {expected}"

    def _check_contract(self, method: str, api_path: str, body: Any) -> None:
        if body is None or isinstance(body, str):
            return
        found = contract.violations(method, api_path, body)
        if self.spec is not None:
            found += self.spec.violations(method, api_path, body)
        if not found:
            return
        self.backend.contract_errors.extend(f"{method} {api_path}: {v}" for v in found)
        first = found[0]
        if first.code != contract.INVALID_FORM_BODY:
            raise ApiError(400, first.code, first.message)
        raise ApiError(400, first.code, "Invalid Form Body", contract.form_errors(found))
