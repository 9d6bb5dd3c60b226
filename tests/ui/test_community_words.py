"""The standings and the settings panel say every word through the catalogue they are handed:
drawn with a catalogue whose every letter is accented, no plain English is left but the values
they fill in (links, and the rules' own words, which other modules say)."""

from __future__ import annotations

import re
from pathlib import Path

import discord
import pytest
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse, serialize
from fluent.syntax.visitor import Transformer

from bot.engine import Level, Preset
from bot.services.community import History, Leaderboard, LeaderLine, PlayerStats, Scope
from bot.store import GuildSettings
from bot.store.result_models import (
    HeadToHead,
    Order,
    Period,
    PlayedGame,
    Rating,
    Standing,
    Totals,
)
from bot.table.end_reason import EndReason
from bot.ui.community.standings import history_message, leaderboard_message, stats_message
from bot.ui.config.panel import config_panel, moved
from bot.words import Words
from devtools.fakediscord.components import walk
from tests.kit.pages import labels_of, page_of

LOCALES = Path(__file__).resolve().parents[2] / "bot" / "words" / "locales" / "en"
PLAIN = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ"
ACCENTED = "áƀçðéƒĝĥíĵķļɱñóþǫŕšţúṽŵẋýžÁƁÇÐÉƑĜĤÍĴĶĻⱮÑÓÞǪŔŠŢÚṼŴẊÝŽ"
LINK = re.compile(r"https://discord\.com/channels/[0-9/]+")
ENGLISH_WORD = re.compile(r"[A-Za-z]{2,}")
GUILD = 999


class _Accent(Transformer):
    """Accents the letters of a message's text, leaving placeholders and variant keys be."""

    def visit_TextElement(self, node: fluent_ast.TextElement) -> fluent_ast.TextElement:
        node.value = node.value.translate(str.maketrans(PLAIN, ACCENTED))
        return node


def accented_words() -> Words:
    """The English catalogue with every letter of its text accented ('Next' is 'Ñéẋţ')."""
    sources = {}
    for path in LOCALES.glob("*.ftl"):
        resource = parse(path.read_text("utf-8"))
        sources[path.name] = serialize(_Accent().visit(resource))
    return Words("en", sources)


def english_left(text: str, *values: str) -> list[str]:
    """Words of plain English in `text` besides the values it was given and its links."""
    for value in sorted(values, key=len, reverse=True):
        text = text.replace(value, "")
    return ENGLISH_WORD.findall(LINK.sub("", text))


def card_text(card: discord.ui.LayoutView) -> str:
    components = card.to_components()
    return "\n".join([page_of(components).text, *labels_of(components)])


def labels(view: discord.ui.View) -> str:
    return "\n".join(b["label"] for row in view.to_components() for b in row["components"])


WORDS = accented_words()
RATINGS = (None, Rating(25.0, 8.3, 0), Rating(31.5, 1.25, 12))
LINES = tuple(
    LeaderLine(Standing(rank, 100 + rank, 10, rank, RATINGS[rank % 3]), rank)
    for rank in range(0, 4)
)
GAMES = tuple(
    PlayedGame(
        i, 1_700_000_000 + i, 2 + i % 3, reason, place, left, rated, 5, 77 if i % 2 else None
    )
    for i, (place, left, reason, rated) in enumerate(
        [
            (1, False, EndReason.WON, True),
            (2, False, EndReason.WON, False),
            (3, False, EndReason.ENDED, True),
            (4, True, EndReason.ENDED, True),
            (None, True, EndReason.ENDED, False),
            (None, False, EndReason.ABANDONED, True),
        ]
    )
)


def test_the_accented_catalogue_accents_the_words_only() -> None:
    assert WORDS.say("community-leaderboard-next") == "Ñéẋţ"
    assert WORDS.say("community-stats-player", user="42") == "<@42>"


@pytest.mark.parametrize("scope", list(Scope))
@pytest.mark.parametrize("period", list(Period))
@pytest.mark.parametrize("order", list(Order))
def test_a_leaderboard_says_only_its_words(scope: Scope, period: Period, order: Order) -> None:
    for lines, own in ((LINES[1:], LINES[0]), ((), LINES[0]), ((), None)):
        board = Leaderboard(scope, period, order, 0, 2, lines, own, 3)
        text = card_text(leaderboard_message(board, 7, WORDS))
        assert english_left(text) == []


def test_stats_and_history_say_only_their_words() -> None:
    for rating, trend, rivals in (
        (None, (), ()),
        (RATINGS[2], (24.0, 26.5), (HeadToHead(8, 1, 1, 0), HeadToHead(9, 4, 1, 3))),
    ):
        totals = Totals(6, 1, 5, 2, 1, ((1, 1), (2, 3), (3, 1), (4, 1)))
        stats = PlayerStats(42, totals, rating, rating, trend, 2, 3, rivals, GAMES)
        assert english_left(card_text(stats_message(GUILD, stats, WORDS))) == []
    for total in (1, 6):
        history = History(42, 0, 2, GAMES, total)
        assert english_left(card_text(history_message(GUILD, history, WORDS))) == []


def panel_text(panel: discord.ui.LayoutView) -> str:
    """Every word the panel shows: its texts, buttons, placeholders, options and their
    descriptions."""
    said = []
    for component in walk(panel.to_components()):
        said += [str(component.get(key) or "") for key in ("content", "label", "placeholder")]
        for option in component.get("options") or ():
            said += [option["label"], option.get("description") or ""]
    return "\n".join(said)


@pytest.mark.parametrize("changed", [False, True])
@pytest.mark.parametrize("manager", [False, True])
def test_the_settings_panel_says_only_its_words(changed: bool, manager: bool) -> None:
    for settings in (
        GuildSettings(GUILD),
        GuildSettings(
            GUILD,
            turn_seconds=90,
            preset=Preset.LHASA,
            computer_level=Level.HARD,
            game_channels=(5, 6),
            threads=True,
            turn_pings=False,
            moderator_role_id=33,
            table_limit=3,
        ),
    ):
        panel = config_panel(
            settings, 120, changed=changed, manager=manager, note=moved(WORDS), words=WORDS
        )
        text = panel_text(panel)
        assert "<#5>, <#6>" in text if settings.game_channels else "<#" not in text
        assert english_left(text) == []
    assert english_left(moved(WORDS)) == []
