"""No secret reaches a log line: not in a message, its arguments, or a traceback; not the token,
a database password, nor an interaction's or a webhook's token; whoever added the handler."""

import io
import logging
from collections.abc import Iterator

import discord
import pytest

from bot.logging_setup import REDACTED, redact_logs

TOKEN = "MTIz.Gx9abc.very-secret-part"
PASSWORD = "correct-horse-battery"
INTERACTION_TOKEN = "aW50ZXJhY3Rpb246MTIzNDU2Nzg5OmFiY2RlZg.x_Y-z"


@pytest.fixture(params=["plain", "discord-colour"])
def logged(request: pytest.FixtureRequest) -> Iterator[tuple[logging.Logger, io.StringIO]]:
    """A logger set up the way `python -m bot` does, writing into a buffer."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    if request.param == "discord-colour":
        stream.isatty = lambda: True  # type: ignore[method-assign]
    logger = logging.getLogger("discord")
    level = logger.level
    discord.utils.setup_logging(handler=handler, level=logging.DEBUG, root=False)
    undo = redact_logs([TOKEN, PASSWORD])
    yield logger, stream
    undo()
    logger.removeHandler(handler)
    logger.setLevel(level)


def test_token_in_message_and_arguments_is_redacted(
    logged: tuple[logging.Logger, io.StringIO],
) -> None:
    logger, stream = logged
    logger.info("token is %s", TOKEN)
    logger.warning(f"inline {TOKEN} here")
    text = stream.getvalue()
    assert TOKEN not in text
    assert text.count(REDACTED) == 2
    assert "token is" in text
    assert "inline" in text


def test_token_inside_a_traceback_is_redacted(
    logged: tuple[logging.Logger, io.StringIO],
) -> None:
    logger, stream = logged
    try:
        raise RuntimeError(f"login failed with {TOKEN}")
    except RuntimeError:
        logger.exception("while connecting")
    text = stream.getvalue()
    assert "Traceback" in text
    assert "RuntimeError" in text
    assert TOKEN not in text
    assert REDACTED in text


def test_lines_without_secrets_are_untouched(logged: tuple[logging.Logger, io.StringIO]) -> None:
    logger, stream = logged
    logger.info("nothing secret %d", 7)
    assert "nothing secret 7" in stream.getvalue()
    assert REDACTED not in stream.getvalue()


# What discord.py 2.7 logs at DEBUG, with its own format strings (http.py, webhook/async_.py,
# gateway.py): each form that carries an interaction's (or a webhook's) token.
API = "https://discord.com/api/v10"
DISCORD_DEBUG_LINES = [
    (
        "discord.webhook.async_",
        "Webhook ID %s with %s %s has returned status code %s",
        (1, "POST", f"{API}/interactions/1/{INTERACTION_TOKEN}/callback?with_response=true", 200),
    ),
    (
        "discord.webhook.async_",
        "Webhook ID %s with %s %s has returned status code %s",
        (2, "PATCH", f"{API}/webhooks/2/{INTERACTION_TOKEN}/messages/@original", 200),
    ),
    (
        "discord.http",
        "%s %s with %s has returned %s",
        ("POST", f"{API}/webhooks/2/{INTERACTION_TOKEN}", None, 200),
    ),
    (
        "discord.gateway",
        "For Shard ID %s: WebSocket Event: %s",
        (None, {"t": "INTERACTION_CREATE", "d": {"id": "1", "token": INTERACTION_TOKEN}}),
    ),
    (
        "discord.gateway",
        "Updating our voice state to %s.",
        ('{"op": 4, "d": {"token":"' + INTERACTION_TOKEN + '"}}',),
    ),
]


@pytest.mark.parametrize(("name", "message", "args"), DISCORD_DEBUG_LINES)
def test_interaction_and_webhook_tokens_are_redacted_by_their_shape(
    logged: tuple[logging.Logger, io.StringIO], name: str, message: str, args: tuple[object, ...]
) -> None:
    _, stream = logged
    logging.getLogger(name).debug(message, *args)
    text = stream.getvalue()
    assert INTERACTION_TOKEN not in text
    assert REDACTED in text
    assert name in text


def test_the_database_password_is_redacted_in_any_form(
    logged: tuple[logging.Logger, io.StringIO],
) -> None:
    logger, stream = logged
    logger.error("connecting to postgresql://sho:%s@db/sho failed", "other-password")
    logger.error("libpq says: host=db password='%s'", "third password")
    logger.error("the server echoed %s", PASSWORD)
    text = stream.getvalue()
    for password in ("other-password", "third password", PASSWORD):
        assert password not in text
    assert text.count(REDACTED) == 3
    assert "postgresql://sho:" in text


def test_a_handler_added_afterwards_hides_secrets_in_messages_and_tracebacks() -> None:
    undo = redact_logs([TOKEN])
    stream = io.StringIO()
    stream.isatty = lambda: True  # type: ignore[method-assign]
    handler = logging.StreamHandler(stream)
    logger = logging.getLogger("discord.client")
    try:  # as discord.py's Client.run would add it, with its coloured formatter
        discord.utils.setup_logging(handler=handler, level=logging.DEBUG, root=False)
        logger.info("token %s and %s/interactions/1/%s/callback", TOKEN, API, INTERACTION_TOKEN)
        try:
            raise RuntimeError(f"{API}/webhooks/2/{INTERACTION_TOKEN} refused {TOKEN}")
        except RuntimeError:
            logger.exception("while answering")
    finally:
        logging.getLogger("discord").removeHandler(handler)
        undo()
    text = stream.getvalue()
    assert "Traceback" in text
    assert "RuntimeError" in text
    assert TOKEN not in text
    assert INTERACTION_TOKEN not in text
    assert f"RuntimeError: {API}/webhooks/2/{REDACTED} refused {REDACTED}" in text
    assert f"token {REDACTED} and {API}/interactions/1/{REDACTED}/callback" in text


def test_undo_leaves_records_and_handlers_as_they_were(
    logged: tuple[logging.Logger, io.StringIO],
) -> None:
    logger, _ = logged
    factory = logging.getLogRecordFactory()
    formatters = {h: h.formatter for h in logger.handlers}
    undo = redact_logs(["another"])
    undo()
    assert logging.getLogRecordFactory() is factory
    assert {h: h.formatter for h in logger.handlers} == formatters
