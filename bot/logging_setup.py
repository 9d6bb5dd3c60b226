"""Keep secrets out of the logs, whatever formatter discord.py's `setup_logging` installed.

Redaction wraps each handler's formatter rather than filtering records: a filter sees the record
before the formatter renders the traceback, so a token inside an exception would slip past it.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable

REDACTED = "[redacted]"


class RedactingFormatter(logging.Formatter):
    """Formats with another formatter, then blanks out every secret in the finished text."""

    def __init__(self, inner: logging.Formatter, secrets: Iterable[str]) -> None:
        super().__init__()
        self._inner = inner
        self._secrets = tuple(secret for secret in secrets if secret)

    def format(self, record: logging.LogRecord) -> str:
        text = self._inner.format(record)
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        return text


def redact_secrets(secrets: Iterable[str], logger: logging.Logger | None = None) -> None:
    """Make every handler of `logger` (the root logger by default) blank out the secrets."""
    secrets = tuple(secrets)
    for handler in (logger or logging.getLogger()).handlers:
        inner = handler.formatter or logging.Formatter()
        handler.setFormatter(RedactingFormatter(inner, secrets))
