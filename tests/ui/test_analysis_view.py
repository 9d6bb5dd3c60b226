"""The analysis as drawn (bot/ui/review/analysis.py): the graph's width whatever the game's length,
one summary line per person (none for a computer), and a language whose catalogue has no
analysis yet still gets the view, in English words, rather than an apology."""

from __future__ import annotations

import dataclasses
import random

from bot.ai import POLICIES
from bot.ai.analysis import GameAnalysis, KeyMoment, MomentKind, analyse
from bot.engine import GameRecord, Level, MoveAction, ThrowAction, roll
from bot.engine.level import Level as EngineLevel
from bot.services.analyses import AnalysedGame
from bot.table.seats import Seat
from bot.ui.review.analysis import (
    BLOCKS,
    GRAPH_WIDTH,
    NAME_WIDTH,
    analysis_buttons,
    analysis_message,
    graph_lines,
    side_names,
    summary_lines,
)
from bot.words import ENGLISH
from bot.words.catalogue import Words
from tests.kit.pages import page_of


def quick_game(seed: int, actions: int) -> GameAnalysis:
    rng = random.Random(seed)
    record = GameRecord(2)
    game = record.start()
    done: list[ThrowAction | MoveAction] = []
    while not game.over and len(done) < actions:
        throw = ThrowAction(roll(rng))
        done.append(throw)
        game, _ = game.apply(throw)
        if game.pending is not None:
            pending = game.pending
            move = POLICIES[Level.NORMAL](game.state, pending.dice, pending.moves, rng)
            done.append(MoveAction.of(move.key))
            game, _ = game.apply(done[-1])
    played = GameRecord(2, record.options, 0, tuple(done))
    return analyse(played, [True] * len(done), seed=seed, rollouts=1)


SEATS = (Seat(1, "Tenzin Norbu"), Seat.computer(1, EngineLevel.NORMAL))


def test_the_graph_is_as_wide_for_a_short_game_as_its_throws_and_never_wider() -> None:
    for actions, width in ((6, None), (400, GRAPH_WIDTH)):
        analysis = quick_game(3, actions)
        lines = graph_lines(analysis, side_names(SEATS, 2, ENGLISH))
        assert len(lines) == 2
        points = len(analysis.throws) + 1
        for line in lines:
            bars = line[NAME_WIDTH + 1 :]
            assert len(bars) == (width or points)
            assert set(bars) <= set(BLOCKS)
        assert lines[0].startswith("Tenzi… ")


def test_a_summary_line_per_person_and_none_for_a_computer() -> None:
    analysis = quick_game(4, 400)
    (line,) = summary_lines(SEATS, analysis)
    assert line.startswith("⚖️ **Tenzin Norbu**: luck ")


def test_a_catalogue_without_the_analysis_says_it_in_english() -> None:
    analysis = quick_game(5, 60)
    elsewhere = Words("bo", {"other.ftl": "other-thing = Something else"}, fallback=ENGLISH)
    shown = analysis_message(AnalysedGame(7, SEATS, analysis), elsewhere)
    assert page_of(shown.to_components()).title == "Analysis of game #7"


def test_two_moments_of_one_throw_share_its_button() -> None:
    analysis = quick_game(6, 60)
    luck, error = (
        KeyMoment(MomentKind.LUCK, 9, 0, 0, 0.2),
        KeyMoment(MomentKind.ERROR, 9, 0, 0, -0.15),
    )
    later = KeyMoment(MomentKind.LUCK, 12, 1, 1, -0.1)
    moments = dataclasses.replace(analysis, moments=(luck, error, later))
    view = analysis_buttons(AnalysedGame(7, SEATS, moments))
    ids = [button["custom_id"] for button in view]
    assert ids == ["sho:moment:7:9", "sho:moment:7:12"]
