"""Column values the repositories share: the table options and a computer level, as stored."""

from __future__ import annotations

import json

from bot.engine import TABLE_OPTIONS, Level, Options, load_options


def options_from_json(text: str) -> Options:
    """Stored options; keys this version does not know are ignored, missing ones default."""
    stored = json.loads(text)
    known = {option.name for option in TABLE_OPTIONS}
    return load_options({name: value for name, value in stored.items() if name in known})


def level_or_none(stored: str | None) -> Level | None:
    return None if stored is None else Level(stored)
