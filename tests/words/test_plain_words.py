"""Players read plain words (issue 36): no message of the English catalogue shows a rule's
number, a file of the repository or a Greek letter of the rating model. Comments, which
translators read, may name them."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from bot.words import ENGLISH

ENGLISH_FILES = sorted((Path(__file__).resolve().parents[2] / "bot/words/locales/en").glob("*.ftl"))
DEVELOPER_WORDS = {
    "a rule's number": re.compile(r"\bR[0-9]{1,2}\b"),
    "a file path": re.compile(r"\b(?:docs|bot|cogs|tests)/|\.(?:md|py|ftl)\b"),
    "a Greek letter": re.compile(r"[\u0370-\u03ff]"),
}


def said_lines(path: Path) -> list[tuple[int, str]]:
    """The lines of a .ftl file players can read: every line but comments."""
    lines = path.read_text(encoding="utf-8").splitlines()
    return [(n, line) for n, line in enumerate(lines, 1) if not line.lstrip().startswith("#")]


@pytest.mark.parametrize("path", ENGLISH_FILES, ids=lambda path: path.name)
def test_no_message_shows_developer_words(path: Path) -> None:
    found = [
        f"{path.name}:{n}: {what}: {line.strip()}"
        for n, line in said_lines(path)
        for what, pattern in DEVELOPER_WORDS.items()
        if pattern.search(line)
    ]
    assert found == []


def test_the_check_reads_every_english_file() -> None:
    assert len(ENGLISH_FILES) >= 10
    said = sum(len(said_lines(path)) for path in ENGLISH_FILES)
    assert said >= len(ENGLISH.keys), "every message is on a line the check reads"
