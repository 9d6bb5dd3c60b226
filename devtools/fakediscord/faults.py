"""Injected failures: the next matching request(s) get a 429, 5xx or 403 instead of an answer."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass

from aiohttp import web

DEFAULT_ERRORS = {
    403: (50013, "Missing Permissions"),
    404: (10008, "Unknown Message"),
    429: (0, "You are being rate limited."),
    500: (0, "500: Internal Server Error"),
    502: (0, "502: Bad Gateway"),
}


@dataclass(eq=False)
class FaultRule:
    """Fail `times` requests whose method and /api/v10-relative path match."""

    method: str | None
    pattern: re.Pattern[str]
    status: int
    code: int
    message: str
    retry_after: float
    is_global: bool
    times: int
    hits: int = 0

    def matches(self, method: str, api_path: str) -> bool:
        wanted = self.method is None or self.method == method
        return wanted and self.hits < self.times and bool(self.pattern.search(api_path))

    def response(self) -> web.Response:
        body: dict[str, object] = {"message": self.message, "code": self.code}
        headers = {"Content-Type": "application/json"}
        if self.status == 429:
            body.update(retry_after=self.retry_after, **{"global": self.is_global})
            headers.update(
                {
                    "Via": "1.1 google",  # discord.py treats a 429 without Via as a Cloudflare ban
                    "Retry-After": str(self.retry_after),
                    "X-RateLimit-Scope": "global" if self.is_global else "user",
                }
            )
        return web.Response(body=json.dumps(body).encode(), status=self.status, headers=headers)


class Faults:
    def __init__(self) -> None:
        self.rules: list[FaultRule] = []

    def add(
        self,
        method: str | None,
        path_regex: str,
        *,
        status: int = 429,
        code: int | None = None,
        message: str | None = None,
        retry_after: float = 0.05,
        is_global: bool = False,
        times: int = 1,
    ) -> FaultRule:
        default_code, default_message = DEFAULT_ERRORS.get(status, (0, f"{status} error"))
        rule = FaultRule(
            method=method.upper() if method else None,
            pattern=re.compile(path_regex),
            status=status,
            code=default_code if code is None else code,
            message=message or default_message,
            retry_after=retry_after,
            is_global=is_global,
            times=times,
        )
        self.rules.append(rule)
        return rule

    def take(self, method: str, api_path: str) -> FaultRule | None:
        """The first rule still armed for this request, counting the hit."""
        for rule in self.rules:
            if rule.matches(method, api_path):
                rule.hits += 1
                return rule
        return None
