"""The catalogue (bot/words): every message the code names exists in English with the values it
needs, every English message is said somewhere, and a message chooses its plural forms."""

from __future__ import annotations

import ast
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import fluent_number

from bot.engine import TABLE_OPTIONS
from bot.render import option_keys
from bot.services.errors import ServiceRefusal
from bot.table.errors import TableRefusal
from bot.ui.kit.refusals import UiRefusal, refusal_key
from bot.words import ENGLISH, Language, Words, WordsError, words_in
from bot.words.catalogue import SAID_KEPT, native_digits

ROOT = Path(__file__).resolve().parents[2]
DERIVED_KEYS = frozenset(
    refusal_key(code) for kind in (TableRefusal, ServiceRefusal, UiRefusal) for code in kind
) | frozenset(key for option in TABLE_OPTIONS for key in option_keys(option))
"""Messages named by a function of a code rather than written out where they are said."""


def code_paths() -> list[Path]:
    return sorted([*(ROOT / "bot").rglob("*.py"), *(ROOT / "cogs").rglob("*.py")])


def say_calls(source: str) -> Iterator[tuple[int, str, frozenset[str] | None]]:
    """(line, key, keyword names) of each `.say("key", ...)` and `described("key")` (a slash
    command's words, cogs/described.py); the names are None when the
    values are passed on with ** and cannot be read here."""
    for node in ast.walk(ast.parse(source)):
        if not (
            isinstance(node, ast.Call)
            and (
                (isinstance(node.func, ast.Attribute) and node.func.attr == "say")
                or (isinstance(node.func, ast.Name) and node.func.id == "described")
            )
            and node.args
            and isinstance(node.args[0], ast.Constant)
            and isinstance(node.args[0].value, str)
        ):
            continue
        names = [keyword.arg for keyword in node.keywords]
        given = None if None in names else frozenset(name for name in names if name)
        yield node.lineno, node.args[0].value, given


def string_constants(source: str) -> set[str]:
    return {
        node.value
        for node in ast.walk(ast.parse(source))
        if isinstance(node, ast.Constant) and isinstance(node.value, str)
    }


def test_every_message_said_exists_and_is_given_its_values() -> None:
    calls = [
        (f"{path.relative_to(ROOT)}:{line}", key, given)
        for path in code_paths()
        for line, key, given in say_calls(path.read_text("utf-8"))
    ]
    assert calls
    unknown = [f"{where}: {key}" for where, key, _ in calls if key not in ENGLISH.keys]
    assert unknown == []
    unfilled = [
        f"{where}: {key} lacks {sorted(ENGLISH.placeholders(key) - given)}"
        for where, key, given in calls
        if given is not None and not ENGLISH.placeholders(key) <= given
    ]
    assert unfilled == []


def test_every_english_message_is_said_somewhere() -> None:
    named = set(DERIVED_KEYS)
    for path in code_paths():
        named |= string_constants(path.read_text("utf-8"))
    said = ENGLISH.keys & named
    included = {piece for key in said for piece in ENGLISH.included(key)}
    assert ENGLISH.keys - said - included == set(), "a message nobody says"


def test_an_included_message_gives_its_values_to_the_sentence() -> None:
    source = "level = { $level ->\n    [easy] easy\n   *[hard] hard\n}\nplays = plays { level }\n"
    words = Words("en", {"test.ftl": source})
    assert words.included("plays") == {"level"}
    assert words.placeholders("plays") == {"level"}
    assert words.say("plays", level="easy") == "plays easy"
    with pytest.raises(WordsError, match="level"):
        words.say("plays")


@pytest.mark.parametrize(
    "source",
    [
        'words.say("refusal-two-seats")',
        'ENGLISH.say("refusal-no-such-game", gmae=1)',
    ],
)
def test_the_walk_finds_a_missing_value(source: str) -> None:
    ((_, key, given),) = say_calls(source)
    assert given is not None
    assert not ENGLISH.placeholders(key) <= given


def test_values_passed_on_whole_are_not_judged() -> None:
    ((_, _, given),) = say_calls('words.say("refusal-two-seats", **values)')
    assert given is None


def test_an_unknown_message_fails_loudly() -> None:
    with pytest.raises(WordsError, match="no-such-message"):
        ENGLISH.say("no-such-message")


def test_a_missing_value_fails_loudly() -> None:
    with pytest.raises(WordsError, match="seats"):
        ENGLISH.say("refusal-two-seats")


def test_a_message_chooses_its_plural_form() -> None:
    source = "coins = { $n ->\n    [one] a coin\n   *[other] { $n } coins\n}\n"
    words = Words("en", {"test.ftl": source})
    assert [words.say("coins", n=n) for n in (0, 1, 2, 1000)] == [
        "0 coins",
        "a coin",
        "2 coins",
        "1000 coins",
    ]


def test_values_are_shown_as_written() -> None:
    # No isolation marks around names, and no separators in a game's number.
    words = Words("en", {"test.ftl": "game = Game #{ $game } by { $name }.\n"})
    assert words.say("game", game=12345, name="*Dawa*") == "Game #12345 by *Dawa*."


@pytest.mark.parametrize("language", list(Language))
def test_a_count_is_written_as_fluent_writes_it_in_every_language(language: Language) -> None:
    # The catalogue writes a count that chooses nothing itself (babel's number formatting
    # was most of a sentence's cost); it must read as Fluent's own writing of it.
    rules = words_in(language)._bundle.locales[0]
    source = "n = { $n }\ndigits = { DIGITS($n) }\n"
    words = Words(language.value, {"test.ftl": source}, rules=rules)
    fluent = FluentBundle([rules], functions={"DIGITS": native_digits(language.value)})
    fluent.use_isolating = False
    fluent.add_resource(FluentResource(source))
    for n in (0, 1, 7, 10, 999, 1000, 12345, 1_767_225_600, -3, -1500):
        for key in ("n", "digits"):
            value = fluent.get_message(key).value
            assert value is not None
            written, errors = fluent.format_pattern(
                value, {"n": fluent_number(n, useGrouping=False)}
            )
            assert not errors
            assert words.say(key, n=n) == written, (language, key, n)


def test_a_count_given_to_a_function_stays_a_number() -> None:
    source = (
        "padded = { NUMBER($count, minimumIntegerDigits: 3) }\n"
        "chosen = { NUMBER($count) ->\n    [one] one coin\n   *[other] { $count } coins\n}\n"
    )
    words = Words("en", {"test.ftl": source})
    assert words.say("padded", count=7) == "007"
    assert [words.say("chosen", count=n) for n in (1, 2)] == ["one coin", "2 coins"]


def test_a_broken_catalogue_fails_to_load() -> None:
    with pytest.raises(WordsError, match="cannot parse"):
        Words("en", {"bad.ftl": "no equals sign here\n"})
    with pytest.raises(WordsError, match="twice"):
        Words("en", {"a.ftl": "x = one\n", "b.ftl": "x = two\n"})


def test_the_english_catalogue_ships_as_package_data() -> None:
    assert "bot.words" in (ROOT / "pyproject.toml").read_text("utf-8")
    assert Words.load("en").keys == ENGLISH.keys
    with pytest.raises(WordsError):
        Words.load("xx")


def test_sentences_said_again_are_remembered_within_a_bound() -> None:
    words = Words.load("en")
    first = words.say("replay-jump-range", throws=12)
    assert words.say("replay-jump-range", throws=12) is first, "said again from memory"
    assert words.say("replay-jump-range", throws=13) == "1 to 13", "other values, other words"
    for throws in range(SAID_KEPT + 50):
        words.say("replay-jump-range", throws=throws)
    assert len(words._said) == SAID_KEPT
    with pytest.raises(WordsError):
        words.say("replay-jump-range")  # a missing value is never answered from memory
