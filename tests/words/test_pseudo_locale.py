"""The pseudo-locale en-XA: every letter of the catalogue's own words accented, each a
look-alike that Unicode decomposes back to its ASCII letter; what players type or the code puts
in (names, numbers, mentions, links, code, commands) as written; plural forms and variants
chosen as in English."""

from __future__ import annotations

import re
import unicodedata

from bot.words import ENGLISH, Language, words_in
from bot.words.pseudo import accented

PSEUDO = words_in(Language.PSEUDO)
ASCII_WORD = re.compile(r"[A-Za-z]{2,}")


def plain(text: str) -> str:
    """The text with its accents taken off (NFKD, combining marks dropped)."""
    return "".join(c for c in unicodedata.normalize("NFKD", text) if not unicodedata.combining(c))


def test_every_letter_is_accented_and_reads_back_as_itself() -> None:
    letters = "The quick brown fox jumps over the lazy dog. THE QUICK BROWN FOX!"
    shown = accented(letters)
    assert ASCII_WORD.search(shown) is None
    assert plain(shown) == letters


def test_names_numbers_markup_code_and_commands_stay_as_written() -> None:
    text = (
        "Dawa, use `/sho new` or /sho join <@123> <t:17:R> [the board](https://x.y/z) 12\n"
        "```\n 1> 2> A3>\n```"
    )
    shown = accented(text)
    for kept in ("`/sho new`", "/sho join", "<@123>", "<t:17:R>", "(https://x.y/z)", " 12\n"):
        assert kept in shown
    assert "```\n 1> 2> A3>\n```" in shown, "the grid stays ASCII"
    assert "Ḋàŵà" in shown
    assert "ţĥé ḃöàŕḋ" in shown


def test_every_message_says_the_same_as_english_with_accents() -> None:
    said = {
        "ping-turn-linked": {"user": "42", "link": "https://discord.com/channels/1/2/3"},
        "summary-seat-rated": {
            "place": 1,
            "name": "Dawa the Great",
            "home": 9,
            "kills": 1,
            "stacks": 2,
            "before": "25.0",
            "after": "24.1",
            "rise": "down",
        },
        "summary-counts": {"throws": 1, "kills": 2, "stacks": 0, "paras": 1},
    }
    for key, values in said.items():
        english, pseudo = ENGLISH.say(key, **values), PSEUDO.say(key, **values)
        assert plain(pseudo) == english, key
        assert "Dawa the Great" in pseudo or key != "summary-seat-rated", "a name is not accented"
        assert pseudo != english
    assert "📉" in PSEUDO.say("summary-seat-rated", **said["summary-seat-rated"]), "a variant"
    assert "1 ţĥŕöŵ ·" in PSEUDO.say("summary-counts", **said["summary-counts"]), "a plural"


def test_the_pseudo_locale_has_every_english_message() -> None:
    assert PSEUDO.keys == ENGLISH.keys
    assert PSEUDO.locale == "en-XA"
