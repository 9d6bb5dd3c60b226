"""Hide the passwords of database (and any other) URLs in text meant for people: error messages
and log lines. The one place that knows what a password in a URL looks like.

Forms covered: `scheme://user:PASSWORD@host` (the password URL-encoded or not, even holding a raw
`@`, `/` or `?`), `?password=...` and `&sslpassword=...` in the query (the key URL-encoded or
not), and libpq's keyword form `host=db password=... dbname=sho` (the value quoted or not).
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from urllib.parse import unquote

REDACTED = "[redacted]"

# A password runs to the LAST @ of the unbroken text after `scheme://user:`, so one typed with a
# raw @ or / is hidden whole. Digits then /, ?, # or the end are a port, not a password, or every
# `http://host:8080/.../@original` would lose its path.
_USERINFO = re.compile(
    r"(?P<head>\b[A-Za-z][A-Za-z0-9+.-]*://[^\s:/?#@]*:)"
    r"(?!\d+(?:[/?#\s]|$))(?P<value>\S*)@"
)
# A key (libpq's, a query's, or an environment variable's) is a password when its decoded name
# says so; see `_is_password_key`. Its value runs to the end of its quotes, or to whitespace or
# the next `&key=`: a raw & in a password stays hidden unless it looks like another setting.
_KEYWORD = re.compile(
    r"(?P<head>(?<![\w%.-])(?P<key>[\w%.-]+)\s*=\s*)"
    r"(?P<value>'(?:\\.|[^'\\])*'?|\"(?:\\.|[^\"\\])*\"?|(?:(?!&[\w%.-]+=)\S)*)"
)

_QUOTED = re.compile(r"(?P<quote>['\"])(?P<inside>(?:(?!(?P=quote)).)+)(?P=quote)")


def hide_passwords(text: str) -> str:
    """`text` with the password of every URL and `password=` setting in it replaced by
    `REDACTED`; the rest (user, host, database) stays, to say which server is meant."""
    text = _USERINFO.sub(lambda found: found["head"] + REDACTED + "@", text)
    return _KEYWORD.sub(_hide_keyword, text)


def hide_passwords_of(url: str, text: str) -> str:
    """`text`, a message about `url` (a parser's or a server's), with the URL's passwords hidden,
    and any quoted piece of one: a parser quotes what it could not read, and a password typed
    with a raw / can be cut into a port."""
    passwords = passwords_in(url)

    def piece(found: re.Match[str]) -> str:
        return REDACTED if any(found["inside"] in password for password in passwords) else found[0]

    text = _QUOTED.sub(piece, text)
    for password in passwords:
        text = text.replace(password, REDACTED)
    return hide_passwords(text)


def passwords_in(text: str) -> list[str]:
    """The passwords `hide_passwords` would hide in `text`, as written and URL-decoded."""
    found = [match["value"] for match in _USERINFO.finditer(text)]
    found += [_unquoted(match["value"]) for match in _password_settings(text)]
    return sorted({form for value in found for form in (value, unquote(value)) if form})


def _hide_keyword(found: re.Match[str]) -> str:
    if not _is_password_key(found["key"]) or not found["value"]:
        return found[0]
    return found["head"] + REDACTED


def _password_settings(text: str) -> Iterator[re.Match[str]]:
    return (found for found in _KEYWORD.finditer(text) if _is_password_key(found["key"]))


def _is_password_key(key: str) -> bool:
    """password, sslpassword, PGPASSWORD, pass%77ord...: asyncpg decodes a query's keys."""
    return "password" in unquote(key).lower()


def _unquoted(value: str) -> str:
    if value[:1] in ("'", '"'):
        return value[1:-1] if len(value) > 1 and value[-1] == value[0] else value[1:]
    return value
