"""Refusals are codes and values below the UI, and sentences in one place (the catalogue's
refusals.ftl, which bot/ui/kit/refusals.py reads).

The services and the table raise errors that carry a code and its values; no sentence meant for
a player is raised or returned there (an AST walk of every module), and every code has its
whole sentence, whose placeholders each raise fills in.
"""

from __future__ import annotations

import ast
import builtins
from collections.abc import Iterator
from pathlib import Path

import pytest

from bot.services.community import Scope
from bot.services.errors import ChannelNotAllowedError, OldBoardError, ServiceRefusal
from bot.store.result_models import Period
from bot.table.errors import (
    InvalidInputError,
    NotYourTurnError,
    Refusal,
    ShoError,
    TableRefusal,
)
from bot.table.seats import Seat
from bot.ui.kit.refusals import UiRefusal, refusal, refusal_key
from bot.words import ENGLISH

ROOT = Path(__file__).resolve().parents[2]
SILENT_LAYERS = ("bot/services", "bot/table")
"""Where nothing speaks to players."""
CODES = (TableRefusal, ServiceRefusal, UiRefusal)
WORDED_BY_REFUSAL = frozenset(
    {
        TableRefusal.NOT_YOUR_TURN,  # the seat's name, made safe
        ServiceRefusal.CHANNEL_NOT_ALLOWED,  # the channels, as links
    }
)
"""Codes whose placeholders `refusal` fills from the error itself, not from its values."""
BUILTIN_ERRORS = frozenset(
    name
    for name in dir(builtins)
    if isinstance(getattr(builtins, name), type) and issubclass(getattr(builtins, name), Exception)
)


def words(node: ast.AST, constants: dict[str, str]) -> Iterator[tuple[int, str]]:
    """(line, text) of each string in `node` of three or more words: literals, f-strings
    (a placeholder counts as a word) and names of module-level string constants."""
    in_fstrings = {
        id(part) for inner in ast.walk(node) if isinstance(inner, ast.JoinedStr)
        for part in inner.values
    }  # fmt: skip
    for inner in ast.walk(node):
        text = None
        if id(inner) in in_fstrings:
            continue
        if isinstance(inner, ast.Constant) and isinstance(inner.value, str):
            text = inner.value
        elif isinstance(inner, ast.JoinedStr):
            text = "".join(
                part.value if isinstance(part, ast.Constant) else "X" for part in inner.values
            )
        elif isinstance(inner, ast.Name) and inner.id in constants:
            text = constants[inner.id]
        if text is not None and len(text.split()) >= 3:
            yield inner.lineno, text


def raised_class(node: ast.Raise) -> str | None:
    exc = node.exc
    func = exc.func if isinstance(exc, ast.Call) else exc
    return func.id if isinstance(func, ast.Name) else None


def sentences_in(source: str) -> list[tuple[int, str]]:
    """Sentences a module raises or returns; a builtin exception (a bug, or a step of decoding
    that ends in a coded error) is never shown to players, so its words are not counted."""
    tree = ast.parse(source)
    constants = {
        target.id: node.value.value
        for node in tree.body
        if isinstance(node, ast.Assign)
        and isinstance(node.value, ast.Constant)
        and isinstance(node.value.value, str)
        for target in node.targets
        if isinstance(target, ast.Name)
    }
    found = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Raise) and node.exc is not None:
            if raised_class(node) not in BUILTIN_ERRORS:
                found.extend(words(node.exc, constants))
        elif isinstance(node, ast.Return) and node.value is not None:
            found.extend(words(node.value, constants))
    return found


def silent_modules() -> list[Path]:
    return sorted(path for layer in SILENT_LAYERS for path in (ROOT / layer).rglob("*.py"))


def test_no_sentence_is_raised_or_returned_by_the_services_or_the_table() -> None:
    assert len(silent_modules()) > 20
    found = [
        f"{path.relative_to(ROOT)}:{line}: {text!r}"
        for path in silent_modules()
        for line, text in sentences_in(path.read_text("utf-8"))
    ]
    assert found == []


@pytest.mark.parametrize(
    "source",
    [
        'raise InvalidInputError("Every seat is taken.")',
        'raise PermissionDeniedError(f"Only the host can {what}.")',
        'RULE = "The turn time limit is 15 seconds."\nraise InvalidInputError(RULE)',
        'def f():\n    return f"<@{user}> has no finished games"',
        'raise ShoError(code, note="the record is damaged")',
    ],
)
def test_the_walk_finds_sentences(source: str) -> None:
    assert sentences_in(source)


@pytest.mark.parametrize(
    "source",
    [
        "raise InvalidInputError(TableRefusal.TABLE_FULL)",
        "raise InvalidInputError(ServiceRefusal.NO_SUCH_GAME, game=game_id)",
        'raise ValueError("unknown or malformed")',
        'log.info("game %d: the snapshot was built from the record", game)',
        'def f():\n    return "two words"',
    ],
)
def test_the_walk_lets_codes_bugs_and_logs_be(source: str) -> None:
    assert sentences_in(source) == []


def test_every_code_has_its_sentence() -> None:
    codes = {code for kind in CODES for code in kind}
    refusals = {key for key in ENGLISH.keys if key.startswith("refusal-")}
    variants = {"refusal-old-board-linked", "refusal-reposted-lately-unlinked"}
    assert refusals == {refusal_key(code) for code in codes} | variants
    assert all(issubclass(kind, Refusal) for kind in CODES)


def placeholders(code: Refusal) -> frozenset[str]:
    return ENGLISH.placeholders(refusal_key(code))


def coded_calls() -> Iterator[tuple[str, Refusal, set[str]]]:
    """(where, code, keyword names) of every call given a refusal code, in the bot and cogs."""
    kinds = {kind.__name__: kind for kind in CODES}
    paths = sorted([*(ROOT / "bot").rglob("*.py"), *(ROOT / "cogs").rglob("*.py")])
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if not isinstance(node, ast.Call):
                continue
            for arg in node.args:
                if (
                    isinstance(arg, ast.Attribute)
                    and isinstance(arg.value, ast.Name)
                    and arg.value.id in kinds
                ):
                    code = kinds[arg.value.id][arg.attr]
                    names = {keyword.arg for keyword in node.keywords if keyword.arg}
                    yield f"{path.relative_to(ROOT)}:{node.lineno}", code, names


def test_every_code_is_raised_with_the_values_its_sentence_names() -> None:
    calls = list(coded_calls())
    unfilled = [
        f"{where}: {code!r} lacks {placeholders(code) - names}"
        for where, code, names in calls
        if code not in WORDED_BY_REFUSAL and not placeholders(code) <= names
    ]
    assert unfilled == []
    used = {code for _, code, _ in calls}
    assert {code for kind in CODES for code in kind} - used == set(), "a sentence nobody says"


@pytest.mark.parametrize(
    ("error", "sentence"),
    [
        (
            InvalidInputError(TableRefusal.TWO_SEATS, seats=3),
            "Choose two different seats from 1 to 3.",
        ),
        (
            InvalidInputError(ServiceRefusal.NOBODY_FINISHED, scope=Scope.ALL, period=Period.WEEK),
            "Nobody has finished a game of Sho anywhere this week. Start one with /sho new!",
        ),
        (
            InvalidInputError(
                ServiceRefusal.NOBODY_FINISHED, scope=Scope.SERVER, period=Period.SEASON
            ),
            "Nobody has finished a game of Sho in this server this season (this month). Start"
            " one with /sho new!",
        ),
        (
            ChannelNotAllowedError([5, 6]),
            "Games of Sho are started in <#5>, <#6> on this server.",
        ),
        (
            NotYourTurnError(1, Seat(7, "*Dawa* @everyone")),
            "It is \\*Dawa\\* @\u200beveryone's turn.",
        ),
        (NotYourTurnError(2, Seat(7, "")), "It is Player 3's turn."),
        (OldBoardError(1, 2), "That board is out of date: the game has moved on."),
        (
            InvalidInputError(UiRefusal.REPOSTED_LATELY, link="https://x/1/2", seconds=12),
            "The board was posted again a moment ago: https://x/1/2 You can post it again in 12"
            " seconds.",
        ),
        (
            InvalidInputError(UiRefusal.REPOSTED_LATELY, link="", seconds=1),
            "The board was posted again a moment ago. You can post it again in 1 second.",
        ),
        (
            InvalidInputError(ServiceRefusal.NO_SUCH_GAME, game=12345),
            "There is no game #12345.",
        ),
    ],
)
def test_a_refusal_reads_as_it_always_has(error: ShoError, sentence: str) -> None:
    assert refusal(error) == sentence


NOBODY_FINISHED = {
    (Scope.SERVER, Period.ALL_TIME): "in this server yet",
    (Scope.SERVER, Period.SEASON): "in this server this season (this month)",
    (Scope.SERVER, Period.WEEK): "in this server this week",
    (Scope.ALL, Period.ALL_TIME): "anywhere yet",
    (Scope.ALL, Period.SEASON): "anywhere this season (this month)",
    (Scope.ALL, Period.WEEK): "anywhere this week",
}


@pytest.mark.parametrize(("scope", "period"), [(s, p) for s in Scope for p in Period])
def test_nobody_finished_reads_its_scope_and_period(scope: Scope, period: Period) -> None:
    error = InvalidInputError(ServiceRefusal.NOBODY_FINISHED, scope=scope, period=period)
    assert refusal(error) == (
        f"Nobody has finished a game of Sho {NOBODY_FINISHED[scope, period]}."
        " Start one with /sho new!"
    )


def test_an_old_board_links_to_the_current_one() -> None:
    assert refusal(OldBoardError(1, 2), board_link="https://x/1/2") == (
        "That board is out of date: the game has moved on. Here is the current board: https://x/1/2"
    )


def test_an_error_logs_its_code_and_values_not_a_sentence() -> None:
    error = InvalidInputError(TableRefusal.TWO_SEATS, seats=3)
    assert str(error) == "two_seats seats=3"
    assert (error.code, error.values) == (TableRefusal.TWO_SEATS, {"seats": 3})
