"""The tuned greedy player: its weights load once, the tuner repeats itself from a seed, and
hard's search plays the tuned weights for its own side (3 and 4 players) and normal's for the
others."""

from __future__ import annotations

import json
import random
from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.ai import hard, normal
from bot.ai.evaluate import Weights
from bot.ai.normal import NORMAL_WEIGHTS
from bot.ai.tune import main, neighbours, play, seeds_for, tune
from bot.ai.tuned import TUNED_FILE, from_json, shipped, to_json, tuned_weights
from bot.engine import State, ThrowKind, roll
from bot.engine.scratch import Scratch
from bot.engine.scratch_generate import Code


def test_the_tuned_weights_are_read_once_for_every_player_count() -> None:
    assert shipped() is shipped()
    assert set(shipped()) == {2, 3, 4}
    assert all(isinstance(tuned_weights(n), Weights) for n in (2, 3, 4))
    assert tuned_weights(4) == tuned_weights(2)  # partners play the 2-player games
    assert from_json(json.loads(TUNED_FILE.read_text(encoding="utf-8"))) == shipped()


def test_a_file_of_other_knobs_or_player_counts_is_refused() -> None:
    same = dict.fromkeys((2, 3, 4), NORMAL_WEIGHTS)
    raw = to_json(same)
    assert from_json(raw) == same
    with pytest.raises(ValueError, match="other knobs"):
        from_json(raw | {"knobs": ["home"]})
    with pytest.raises(ValueError, match="one set per player count"):
        from_json(raw | {"weights": {"2": list(NORMAL_WEIGHTS)}})


def test_partners_play_the_very_games_of_two_players() -> None:
    w = NORMAL_WEIGHTS._replace(risk=2.0, throw=40.0)
    assert [play(4, s % 2, s, w) for s in range(20)] == [play(2, s % 2, s, w) for s in range(20)]


def test_a_step_moves_one_knob_up_and_down_and_the_mix_stays_a_mix() -> None:
    up, down = neighbours(NORMAL_WEIGHTS, "risk", 0.5)
    assert (up.risk, down.risk) == (1.5, pytest.approx(1 / 1.5))
    assert up._replace(risk=1.0) == NORMAL_WEIGHTS == down._replace(risk=1.0)
    assert [w.leader for w in neighbours(NORMAL_WEIGHTS._replace(leader=0.9), "leader", 0.5)] == [
        1.0,
        0.65,
    ]


def test_the_search_keeps_only_changes_that_win_more() -> None:
    seeds = seeds_for(1, "tune", 2, 4)
    lines: list[str] = []
    tuned = tune(2, seeds, (0.5, 0.5), lines.append)
    gains = [int(line.split(" wins ")[1].split("/")[0]) for line in lines[1:]]
    assert gains == sorted(set(gains))  # each kept change won more than the last
    won = sum(play(2, side, seed, tuned) for seed in seeds for side in (0, 1))
    assert won == (gains[-1] if gains else int(lines[0].split(" win ")[1].split("/")[0]))


def test_the_tuner_writes_the_same_weights_from_the_same_seed(tmp_path: Path) -> None:
    outs = [tmp_path / "a.json", tmp_path / "b.json"]
    for out in outs:
        main(
            [
                "--seeds",
                "3",
                "--check",
                "0",
                "--step",
                "0.5",
                "--smallest",
                "0.5",
                "--out",
                f"{out}",
            ]
        )
    first, second = (from_json(json.loads(out.read_text(encoding="utf-8"))) for out in outs)
    assert first == second
    assert first[4] == first[2]


@pytest.mark.parametrize("players", [2, 3, 4])
def test_hards_rollouts_play_tuned_weights_for_its_side_and_normal_for_the_others(
    players: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: set[tuple[bool, Weights]] = set()
    real = normal.best_code

    def spy(position: Scratch, codes: Sequence[Code], w: Weights = NORMAL_WEIGHTS) -> Code:
        seen.add((position.side_of[position.turn] == hero_side, w))
        return real(position, codes, w)

    monkeypatch.setattr(normal, "best_code", spy)  # the greedy players of the rollouts
    rng = random.Random(3)
    state = State.initial(players)
    for _ in range(40):
        throw = state.resolve(roll(rng))
        if throw.kind is ThrowKind.CHOICE and len(throw.moves) > 2:
            break
        state = rng.choice(state.successors(throw.dice))
    hero_side = state.turn % len(state.hand)
    assert hard.search(state, throw.moves, random.Random(0)).throws > 0
    own = tuned_weights(players) if players in hard.TUNED_SIDE_PLAYERS else NORMAL_WEIGHTS
    assert (players in hard.TUNED_SIDE_PLAYERS) == (own != NORMAL_WEIGHTS)
    assert seen == {(True, own), (False, NORMAL_WEIGHTS)}
