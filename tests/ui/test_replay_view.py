"""The replay's page for one step: what the step did is said once, above the board."""

from __future__ import annotations

from bot.engine import Options, ThrowAction
from bot.render import dice_text
from bot.services.replays import Replay, steps_of
from bot.table.seats import Seat
from bot.ui.review.replay import replay_message
from tests.kit.enginegen import GameConfig, play_record
from tests.kit.pages import page_of


def test_each_step_names_its_throw_once() -> None:
    config = GameConfig(3, Options(), 0, 7, "uniform", loaded=False, midgame=False)
    record, _ = play_record(config, 120)
    seats = (Seat(1, "Dawa"), Seat(2, "Pema"), Seat(3, "Tenzin"))
    replay = Replay(5, seats, steps_of(record))
    checked = 0
    for step, action in enumerate(record.actions, 1):
        if not isinstance(action, ThrowAction):
            continue
        text = page_of(replay_message(replay, step).to_components()).body
        thrown = dice_text(action.dice).split(" (")[0]  # the faces: '⚁ ⚅'; a pa ra words its own
        assert text.count(thrown) == 1, f"step {step} says its throw {text.count(thrown)} times"
        checked += 1
    assert checked > 30
