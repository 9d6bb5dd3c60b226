"""bench/analysis.py in miniature: its games are whole records with the hero's actions marked,
and its luck part prints each figure on a line of its own."""

from __future__ import annotations

import random

import analysis
import pytest
from analysis import PLAYERS, Estimate, JudgedGame, error_part, luck_part, play

from bot.ai.analysis import SeatSkill, SkillLabel
from bot.engine import Level, ThrowAction, roll


def test_a_game_is_a_whole_record_with_the_heros_actions_marked() -> None:
    levels = [Level.NORMAL, Level.EASY, Level.NORMAL]
    played = play(levels, 1, seed=5)
    game = played.record.start()
    assert len(played.by_hero) == len(played.record.actions)
    for action, by_hero in zip(played.record.actions, played.by_hero, strict=True):
        if isinstance(action, ThrowAction):
            seat = game.state.turn
        assert by_hero == (seat == 1)
        game, _ = game.apply(action)
    assert game.over
    assert played.hero_side == 1
    assert play(levels, 1, seed=5) == played
    assert play(levels, 1, seed=6).record != played.record


def test_a_games_dice_are_its_seeds_stream_alone_whatever_the_players_do() -> None:
    # The luck part's mean is unbiased only if every throw follows the dice's odds whatever
    # the position: nothing but the throws may draw from the dice's stream.
    for levels in ([Level.NORMAL] * 3, [Level.HARD, Level.EASY, Level.NORMAL]):
        played = play(levels, 0, seed=11)
        thrown = [a.dice for a in played.record.actions if isinstance(a, ThrowAction)]
        stream = random.Random(11)
        assert thrown == [roll(stream) for _ in thrown]


def test_the_interval_of_a_mean_narrows_with_more_values() -> None:
    few = Estimate.of([0.0, 1.0] * 5)
    many = Estimate.of([0.0, 1.0] * 500)
    assert few.mean == pytest.approx(0.5)
    assert few.low < few.mean < few.high
    assert many.high - many.low < few.high - few.low


def test_values_alike_within_a_game_widen_the_interval_by_game() -> None:
    draw = random.Random(1).random
    independent = [[draw() for _ in range(10)] for _ in range(200)]
    alike = [[value] * 10 for value, *_ in independent]
    for groups, widening in ((independent, (0.8, 1.25)), (alike, (2.5, 3.5))):
        grouped, plain = Estimate.by_group(groups), Estimate.of([x for g in groups for x in g])
        assert grouped.mean == pytest.approx(plain.mean)
        low, high = widening  # alike values: sqrt(10) times as wide
        assert low < (grouped.high - grouped.low) / (plain.high - plain.low) < high


def test_the_luck_part_prints_its_figures_and_judges_its_targets(
    capsys: pytest.CaptureFixture[str],
) -> None:
    results = luck_part(2, seed=3)
    lines = capsys.readouterr().out.splitlines()
    assert [name for name, _ in results] == ["luck unbiased", "luck-adjusted variance"]
    assert all(line.startswith("luck: ") for line in lines)
    assert any(f"({PLAYERS} players)" in line for line in lines)
    assert any("contains zero" in line for line in lines)


@pytest.mark.slow
def test_the_error_part_prints_running_figures_when_asked(
    capsys: pytest.CaptureFixture[str],
) -> None:
    results = error_part(4, seed=3, levels=(Level.EASY,), report_every=1)
    lines = capsys.readouterr().out.splitlines()
    running = [line for line in lines if line.startswith("error: after ")]
    assert [line.split(":")[1] for line in running] == [" after 2 games", " after 3 games"]
    assert all(": easy: " in line and "by game" in line for line in running)
    assert results == []  # one level alone is not judged


def test_an_interrupted_error_part_reports_the_rounds_every_level_finished(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    def judged(level: Level, i: int, seed: int) -> JudgedGame:
        if i == 3 and level is Level.NORMAL:
            raise KeyboardInterrupt
        lost = [0.005 * (i + 1), 0.2] if level is Level.EASY else [0.0, 0.001 * i]
        mean = sum(lost) / 2
        return JudgedGame(lost, SeatSkill(0, 0, 2, 1, 0, 0, mean, SkillLabel.CASUAL))

    monkeypatch.setattr(analysis, "judge_game", judged)
    assert error_part(10, seed=3, levels=(Level.EASY, Level.NORMAL)) == []
    lines = capsys.readouterr().out.splitlines()
    assert "error: interrupted: 3 games per level" in lines
    assert any(line.startswith("error: easy: 6 decisions") for line in lines)
    assert any(line.startswith("error: normal: 6 decisions") for line in lines)
    assert "error: easy: best 0.0%, errors 0.00%, blunders 50.00%" in " ".join(lines)
