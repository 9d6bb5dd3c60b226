"""Every translation says every English message, and only those, each with the placeholders of
its English (a translation may reorder them or choose by them, never drop one), in files that
say they await a native speaker's review."""

from __future__ import annotations

from importlib import resources

import pytest

from bot.words import ENGLISH, Words

LOCALES = resources.files("bot.words").joinpath("locales")
TRANSLATED = sorted(
    entry.name for entry in LOCALES.iterdir() if entry.is_dir() and entry.name != "en"
)
REVIEW_NOTE = "awaits review by a native speaker"


@pytest.fixture(params=TRANSLATED or [pytest.param(None, marks=pytest.mark.skip("no translation"))])
def translation(request: pytest.FixtureRequest) -> Words:
    return Words.load(request.param)


def test_a_translation_has_every_english_message_and_no_other(translation: Words) -> None:
    assert sorted(ENGLISH.keys - translation.keys) == [], "not translated"
    assert sorted(translation.keys - ENGLISH.keys) == [], "not in English"


def test_a_translation_keeps_every_placeholder(translation: Words) -> None:
    dropped = {
        key: sorted(ENGLISH.placeholders(key) - translation.placeholders(key))
        for key in ENGLISH.keys & translation.keys
        if ENGLISH.placeholders(key) - translation.placeholders(key)
    }
    assert dropped == {}
    added = {
        key: sorted(translation.placeholders(key) - ENGLISH.placeholders(key))
        for key in ENGLISH.keys & translation.keys
        if translation.placeholders(key) - ENGLISH.placeholders(key)
    }
    assert added == {}, "a value the code does not give"


def test_each_file_of_a_translation_mirrors_english_and_asks_for_review(
    translation: Words,
) -> None:
    english_files = set(ENGLISH.sources)
    files = set(translation.sources) - {"terms.ftl"}
    assert files == english_files
    unmarked = [name for name, text in translation.sources.items() if REVIEW_NOTE not in text]
    assert unmarked == []


def test_a_translation_may_write_numbers_in_its_own_digits() -> None:
    """DIGITS($n) writes Tibetan and Devanagari digits for bo and ne, Latin elsewhere; the value
    is still a placeholder of the message (checked above), and plural forms still choose by it."""
    source = {"x.ftl": "n = { DIGITS($n) } { $n ->\n    [one] coin\n   *[other] coins\n}\n"}
    assert Words("bo", source).say("n", n=1209) == "༡༢༠༩ coins"
    assert Words("ne", source).say("n", n=1) == "१ coin"
    assert Words("en", source).say("n", n=1209) == "1209 coins"
    assert Words("bo", source).placeholders("n") == {"n"}
    assert Words("bo", {"x.ftl": "r = { DIGITS($r) }"}).say("r", r="25.4") == "༢༥.༤"


def test_a_message_a_translation_lacks_is_said_in_english() -> None:
    """A message added in English and not yet translated reaches the player in English, never
    as an error (the tests above fail until it is translated)."""
    english = Words("en", {"x.ftl": "old = Old { $n }\nnew = New { $n }\n"})
    tibetan = Words("bo", {"x.ftl": "old = རྙིང་པ། { $n }\n"}, fallback=english)
    assert tibetan.say("old", n=1) == "རྙིང་པ། 1"
    assert tibetan.say("new", n=2) == "New 2"
