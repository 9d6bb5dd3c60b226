"""A table's rules from /sho new and the server's defaults, the forms they are saved in, and the
ids that carry them: data in the old shape keeps working."""

from __future__ import annotations

import json
from dataclasses import replace
from pathlib import Path

import pytest

from bot.engine import (
    HAND,
    HOME,
    LEFTOVER_STEPS,
    NO_NINE_STACK,
    OPENINGS,
    PARA,
    STACKING_ENDS_TURN,
    Level,
    MoveAction,
    OpeningRule,
    Options,
    ParaRule,
    Preset,
)
from bot.services.server_config import (
    ConfigChange,
    ServerConfig,
    TableChoices,
    changed,
    rules_of,
    table_config,
)
from bot.services.snapshot import dump_table, load_table
from bot.store import GuildSettings, Store
from bot.table.config import TableConfig
from bot.table.errors import InvalidInputError, PermissionDeniedError
from bot.table.table import Table
from bot.ui.kit.refusals import refusal
from bot.ui.kit.table_code import choices_code, choices_from_code
from bot.ui.table.turn_buttons import MoveButton

SERVER = GuildSettings(
    1, turn_seconds=300, preset=Preset.LHASA, options=Preset.LHASA.options._replace(
        no_nine_stack=True), computer_level=Level.HARD,
)  # fmt: skip


def test_a_new_table_takes_the_servers_rules_by_default() -> None:
    config = table_config(SERVER, TableChoices(players=2), 120)
    assert config.preset is Preset.LHASA
    assert config.options == SERVER.options
    assert (config.turn_seconds, config.level) == (300, Level.HARD)


def test_a_preset_named_at_the_table_starts_from_its_own_options() -> None:
    config = table_config(SERVER, TableChoices(preset=Preset.APP), 120)
    assert (config.preset, config.options) == (Preset.APP, Preset.APP.options)


def test_options_given_on_their_own_go_over_the_preset() -> None:
    choices = TableChoices(preset=Preset.APP, options={PARA: ParaRule.LHASA, LEFTOVER_STEPS: False})
    config = table_config(GuildSettings(1), choices, 120)
    assert config.options == Preset.APP.options._replace(para=ParaRule.LHASA, leftover_steps=False)
    assert config.preset is Preset.APP
    plain = table_config(GuildSettings(1), TableChoices(level=Level.EASY, turn_seconds=60), 120)
    assert (plain.preset, plain.options, plain.level, plain.turn_seconds) == (
        Preset.TABLE, Options(), Level.EASY, 60
    )  # fmt: skip


def test_a_server_change_keeps_what_it_does_not_name() -> None:
    after = changed(SERVER, ConfigChange(options={OPENINGS: OpeningRule.EVERY}))
    assert rules_of(after) == (
        Preset.LHASA, SERVER.options._replace(openings=OpeningRule.EVERY)
    )  # fmt: skip
    assert (after.turn_seconds, after.computer_level) == (300, Level.HARD)
    reset = changed(after, ConfigChange(preset=Preset.TABLE))
    assert rules_of(reset) == (Preset.TABLE, Options())
    channels = changed(GuildSettings(1), ConfigChange(add_channel=5))
    channels = changed(channels, ConfigChange(add_channel=6))
    assert channels.game_channels == (5, 6)
    assert changed(channels, ConfigChange(remove_channel=5)).game_channels == (6,)
    assert changed(channels, ConfigChange(every_channel=True)).game_channels == ()
    exactly = changed(channels, ConfigChange(channels=(7, 5, 7)))
    assert exactly.game_channels == (7, 5), "the panel's list replaces the old one, once each"
    assert changed(exactly, ConfigChange(channels=())).game_channels == ()
    with pytest.raises(InvalidInputError):
        changed(GuildSettings(1), ConfigChange(channels=tuple(range(26))))
    with pytest.raises(InvalidInputError) as too_short:
        changed(GuildSettings(1), ConfigChange(turn_seconds=5))
    assert "15 seconds" in refusal(too_short.value)


async def test_only_a_manager_changes_the_server(tmp_path: Path) -> None:
    store = await Store.open(tmp_path / "sho.db")
    try:
        config = ServerConfig(store, 120)
        with pytest.raises(PermissionDeniedError) as refused:
            await config.change(1, ConfigChange(threads=True), manager=False)
        assert "Manage Server" in refusal(refused.value)
        assert await config.change(1, ConfigChange(), manager=False) == GuildSettings(1)
        assert await store.guild_settings.get(1) == GuildSettings(1)
        after = await config.change(1, ConfigChange(threads=True), manager=True)
        assert after.threads
        assert await store.guild_settings.get(1) == after
    finally:
        await store.close()


def test_a_config_saved_before_presets_loads_as_the_table_rules() -> None:
    old = {
        "players": 3,
        "computers": 1,
        "level": "easy",
        "options": {"stacking_ends_turn": True, "no_nine_stack": False},
        "turn_seconds": 120,
    }
    config = TableConfig.from_json(old)
    assert config.preset is Preset.TABLE
    assert config.options == Options(stacking_ends_turn=True)
    assert config.pings
    assert TableConfig.from_json(json.loads(json.dumps(config.to_json()))) == config


@pytest.mark.parametrize(
    "choices",
    [
        TableChoices(),
        TableChoices(3, 0, preset=Preset.APP, turn_seconds=120),
        TableChoices(
            2,
            1,
            Level.HARD,
            Preset.LHASA,
            {NO_NINE_STACK: True, STACKING_ENDS_TURN: False, PARA: ParaRule.CHOOSE},
            1440 * 60,
        ),
        TableChoices(4, 3, options={OPENINGS: OpeningRule.FIRST, LEFTOVER_STEPS: True}),
    ],
)
def test_a_thread_button_carries_what_was_chosen_and_who_asked(choices: TableChoices) -> None:
    assert choices_from_code(choices_code(123456789012345678, choices)) == (
        123456789012345678,
        choices,
    )


@pytest.mark.parametrize(
    "code",
    [
        "2.1.easy.11.15",  # before the house rules: it carried the server's settings
        "3.0.normal.00110ce.120.app.1",  # before the choices: the server's settings again
        "1:2.1.easy.-.-------.0.1",
        "1:2.1.easy.-.--x----.0",
        "1:2.1.easy.-.-------.1441",
        "x:2.1.easy.-.-------.0",
    ],
)
def test_a_thread_button_with_anything_else_is_refused(code: str) -> None:
    with pytest.raises(InvalidInputError) as refused:
        choices_from_code(code)
    assert "not one of mine" in refusal(refused.value)


def test_move_ids_old_and_new() -> None:
    """A board made before the house rules has `source:target` ids; the new moves add parts."""
    old = MoveButton.parse("sho:m:12:7:0:5")
    assert old is not None
    assert old.move.key == (HAND, 5)
    for key in [(HAND, HAND), (HAND, 2, 2), (HAND, 2, 57, HOME), (HAND, 2, 60, HOME, 62, HOME)]:
        parsed = MoveButton.parse(f"sho:m:12:7:{MoveAction.of(key).text()}")
        assert parsed is not None
        assert (parsed.game, parsed.version, parsed.move.key) == (12, 7, key)
    assert MoveButton.parse("sho:m:12:7:5") is None
    assert MoveButton.parse("sho:m:12:7:5:x") is None


def test_a_snapshot_keeps_the_last_move_of_several_parts() -> None:
    table = Table.opened(TableConfig(2), 1, "Dawa")
    moved = replace(table, last_move=(HAND, 2, 57, HOME))
    assert load_table(dump_table(moved)).last_move == (HAND, 2, 57, HOME)


def test_rules_pages_ids_old_and_new() -> None:
    """A rules message made before the house rules pages the table rules; a new one carries
    the rules it explains, and its pages begin with their differences."""
    from bot.ui.rules.message import Rules, RulesPageButton, rules_message
    from tests.kit.pages import walk

    old = RulesPageButton.parse("sho:rules:next:2")
    assert old is not None
    assert old.rules == Rules()
    rules = Rules(Preset.LHASA, Preset.LHASA.options._replace(no_nine_stack=True))
    (_, following) = [c for c in walk(rules_message(0, rules).to_components()) if c["type"] == 2]
    new = RulesPageButton.parse(following["custom_id"])
    assert new is not None
    assert new.rules == rules
    assert following["custom_id"].endswith(":lhasa.01100lf")
    assert rules.pages[0].title == "Lhasa (Namchen) rules"
    assert "stack of nine" in rules.pages[0].body
    assert Rules().pages[0].title == "Sho at a glance"
