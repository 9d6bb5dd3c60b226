"""Every word a player reads comes from the catalogue: no English is written in the modules that
draw messages or answer people (bot/ui, bot/render, cogs)."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
DRAWING = ("bot/ui", "bot/render", "cogs")
"""The layers that put words in front of players; services and the table raise codes."""

PROSE = re.compile(r"[A-Za-z]{2,}[,.;:!?']?\s+[A-Za-z]{2,}")
"""Two words in a row: a phrase or a sentence (ids, keys and markup never have a space)."""

SHOWN = frozenset({"label", "title", "placeholder", "description", "content", "name", "text"})
"""Keywords of discord.py's items and messages whose text a player reads."""

IDENTIFIER = re.compile(r"[a-z0-9_-]+")
"""A command's or a parameter's name (Discord wants them lowercase; they stay English)."""

NOT_DRAWING = frozenset({"bot/render/__main__.py"})
"""The command line that prints a position for developers and outside checks: not a message."""

LOGGING = frozenset({"debug", "info", "warning", "error", "exception", "critical", "log"})


def _unshown(tree: ast.AST) -> set[int]:
    """Constants no player reads: docstrings (of modules, classes, functions and attributes),
    log lines, exception messages, and `say`/`described` keys."""
    ids: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.Expr) and isinstance(node.value, ast.Constant):
            ids.add(id(node.value))
        elif isinstance(node, ast.Raise) or (
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in LOGGING
        ):
            ids.update(id(sub) for sub in ast.walk(node))
    return ids


def literals(source: str) -> Iterator[tuple[int, str]]:
    """(line, text) of each literal of `source` that reads as words for a player, in order."""
    tree = ast.parse(source)
    unshown = _unshown(tree)
    shown_values: set[int] = set()
    for node in ast.walk(tree):
        if isinstance(node, ast.keyword) and node.arg in SHOWN:
            value = node.value
            if isinstance(value, ast.Constant):
                shown_values.add(id(value))
    constants = sorted(
        (node for node in ast.walk(tree) if isinstance(node, ast.Constant)),
        key=lambda node: (node.lineno, node.col_offset),
    )
    for node in constants:
        if not isinstance(node.value, str):
            continue
        if id(node) in unshown:
            continue
        text = node.value
        shown = id(node) in shown_values and not IDENTIFIER.fullmatch(text)
        if PROSE.search(text) or (shown and re.search("[A-Za-z]{2}", text)):
            yield node.lineno, text


def test_no_words_outside_the_catalogue() -> None:
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for folder in DRAWING
        for path in sorted((ROOT / folder).rglob("*.py"))
        if path.relative_to(ROOT).as_posix() not in NOT_DRAWING
        for line, text in literals(path.read_text("utf-8"))
    ]
    assert found == [], "player-facing words belong in bot/words/locales (docs/words.md)"


def test_the_check_finds_words() -> None:
    """The scan itself: a label, a sentence and an f-string's words are found; a docstring, a
    log line, a catalogue key and a custom id are not."""
    source = '''
"""A module."""
import logging
log = logging.getLogger(__name__)
def f(words, x):
    """Does things."""
    log.info("a log line for operators %s", x)
    button = Button(label="Join", custom_id="sho:g:1")
    command = Command(name="join")
    words.say("lobby-joined", name=x)
    return f"You joined seat {x}"
'''
    found = [text for _, text in literals(source)]
    assert found == ["Join", "You joined seat "]
