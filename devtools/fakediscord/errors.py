"""Exceptions: Discord-style API errors inside the fake, harness errors for the tests."""

from __future__ import annotations

from typing import Any


class FakeDiscordError(Exception):
    """Base class for errors the harness raises into tests."""


class HarnessError(FakeDiscordError):
    """The test used the fake wrongly (no such button, user cannot see the message, ...)."""


class InteractionFailed(FakeDiscordError):
    """The bot never acknowledged an interaction in time: Discord shows "interaction failed"."""


class ApiError(Exception):
    """A Discord error answer: HTTP status, JSON error code and message (plus form errors)."""

    def __init__(
        self, status: int, code: int, message: str, errors: dict[str, Any] | None = None
    ) -> None:
        super().__init__(f"{status} {code} {message}")
        self.status, self.code, self.message, self.errors = status, code, message, errors

    def body(self) -> dict[str, Any]:
        body: dict[str, Any] = {"message": self.message, "code": self.code}
        if self.errors:
            body["errors"] = self.errors
        return body


def unknown_message() -> ApiError:
    return ApiError(404, 10008, "Unknown Message")


def unknown_channel() -> ApiError:
    return ApiError(404, 10003, "Unknown Channel")


def unknown_webhook() -> ApiError:
    return ApiError(404, 10015, "Unknown Webhook")
