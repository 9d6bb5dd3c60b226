"""Keep secrets out of the logs at every level, whatever formatter or handler writes them.

Hidden: the secrets the bot knows (its token, its database's password) wherever they appear, and
the ones it cannot know in advance by their shape: interaction and webhook tokens (each lets
anyone post as the bot) in REST routes and in the gateway's payload dumps at DEBUG, a `token`,
`secret` or `password` field of any dumped payload, and passwords in URLs and DSNs.

Two layers, because neither covers everything alone: each handler's formatter is wrapped, so the
finished text (message, traceback, any custom layout) is redacted; and every record is made by
`RedactingRecord`, whose message and traceback hide the secrets themselves, so a handler added
later (by discord.py or anyone) cannot print them either. A logging filter would not do: it sees
the record before the formatter renders the traceback.
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Iterable
from typing import ClassVar

from bot.store.redaction import REDACTED, hide_passwords

__all__ = ["REDACTED", "RedactingFormatter", "RedactingRecord", "Redactor", "redact_logs"]

# discord.py's routes for answering an interaction carry its token in the path:
# /interactions/<id>/<token>/callback, /webhooks/<application id>/<token>[/messages/...].
_TOKEN_IN_PATH = re.compile(r"(?P<head>/(?:webhooks|interactions)/\d+/)[^/\s?#'\"]+")
# A dumped payload's secret field, as a dict's repr or JSON: 'token': '...', "token":"...".
_SECRET_FIELD = re.compile(
    r"(?P<head>(?P<key_quote>['\"])[\w-]*(?:token|secret|password)(?P=key_quote)\s*:\s*)"
    r"(?P<quote>['\"])(?:\\.|(?!(?P=quote)).)*(?P=quote)",
    re.IGNORECASE,
)


class Redactor:
    """Blanks out the known secrets, and the secrets known by their shape, in finished text."""

    def __init__(self, secrets: Iterable[str] = ()) -> None:
        # Longest first: a secret that holds another is hidden whole.
        self._secrets = sorted({secret for secret in secrets if secret}, key=len, reverse=True)

    def __call__(self, text: str) -> str:
        for secret in self._secrets:
            text = text.replace(secret, REDACTED)
        text = hide_passwords(text)
        text = _TOKEN_IN_PATH.sub(lambda found: found["head"] + REDACTED, text)
        return _SECRET_FIELD.sub(_hide_field, text)


def _hide_field(found: re.Match[str]) -> str:
    quote = found["quote"]
    return f"{found['head']}{quote}{REDACTED}{quote}"


class RedactingFormatter(logging.Formatter):
    """Formats with another formatter, then blanks out every secret in the finished text."""

    def __init__(self, inner: logging.Formatter, redact: Callable[[str], str]) -> None:
        super().__init__()
        self.inner = inner
        self._redact = redact

    def format(self, record: logging.LogRecord) -> str:
        return self._redact(self.inner.format(record))


class RedactingRecord(logging.LogRecord):
    """A log record whose message and traceback hide the secrets, whoever formats it.

    Formatters render a traceback once and cache the text in `exc_text` (discord.py's coloured
    one sets it itself): redacting on the way in covers them all.
    """

    redact: ClassVar[Redactor] = Redactor()

    def getMessage(self) -> str:
        return self.redact(super().getMessage())

    @property
    def exc_text(self) -> str | None:
        return self._exc_text

    @exc_text.setter
    def exc_text(self, text: str | None) -> None:
        self._exc_text = self.redact(text) if text else text


def redact_logs(secrets: Iterable[str]) -> Callable[[], None]:
    """From now on, hide `secrets` and the shaped ones in every log line of this process: wrap
    the formatter of every handler of every logger, and make every record a `RedactingRecord`.

    Returns a function that puts the formatters and the record factory back (for tests)."""
    redact = Redactor(secrets)
    wrapped: list[tuple[logging.Handler, logging.Formatter | None]] = []
    for handler in _all_handlers():
        formatter = handler.formatter
        inner = formatter.inner if isinstance(formatter, RedactingFormatter) else formatter
        handler.setFormatter(RedactingFormatter(inner or logging.Formatter(), redact))
        wrapped.append((handler, formatter))
    factory, before = logging.getLogRecordFactory(), RedactingRecord.redact
    RedactingRecord.redact = redact
    logging.setLogRecordFactory(RedactingRecord)

    def undo() -> None:
        for handler, formatter in wrapped:
            handler.setFormatter(formatter)
        RedactingRecord.redact = before
        logging.setLogRecordFactory(factory)

    return undo


def _all_handlers() -> list[logging.Handler]:
    loggers = [logging.getLogger(), *logging.Logger.manager.loggerDict.values()]
    found = [h for logger in loggers if isinstance(logger, logging.Logger) for h in logger.handlers]
    return list(dict.fromkeys(found))
