"""The token never reaches a log line: not in a message, its arguments, or a traceback."""

import io
import logging
from collections.abc import Iterator

import discord
import pytest

from bot.logging_setup import REDACTED, redact_secrets

TOKEN = "MTIz.Gx9abc.very-secret-part"


@pytest.fixture(params=["plain", "discord-colour"])
def logged(request: pytest.FixtureRequest) -> Iterator[tuple[logging.Logger, io.StringIO]]:
    """A logger set up the way `python -m bot` does, writing into a buffer."""
    stream = io.StringIO()
    handler = logging.StreamHandler(stream)
    if request.param == "discord-colour":
        stream.isatty = lambda: True  # type: ignore[method-assign]
    logger = logging.getLogger("discord")
    discord.utils.setup_logging(handler=handler, level=logging.DEBUG, root=False)
    redact_secrets([TOKEN], logger)
    yield logger, stream
    logger.removeHandler(handler)


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
