"""/sho config's panel end to end (issue 36): a member with Manage Server changes every setting
with the panel's selects and buttons, each saved at once and shown saved; anyone else sees it
read-only and is refused privately; a panel opened before a restart still works; and the
fullest panel stays within Discord's limits."""

from __future__ import annotations

from pathlib import Path

import pytest

from bot.engine import TABLE_OPTIONS, Level, OpeningRule, ParaRule, Preset
from bot.store import GuildSettings
from bot.ui.config.panel import config_panel
from devtools.botrun import running_bot
from devtools.fakediscord import FakeDiscord, HarnessError, Message, contract
from devtools.fakediscord.components import walk

EXTENSIONS = ("cogs.game", "cogs.server_settings")
COMPONENTS_V2 = 1 << 15
SAVED = "**Sho on this server**: saved. New games use these settings."


def chosen(panel: Message, custom_id: str) -> list[str]:
    """What one of the panel's selects shows chosen: its default options' labels, or the ids of
    the channels or roles it holds."""
    (select,) = [s for s in panel.selects if s.custom_id == custom_id]
    labels = [option.label for option in select.options if option.default]
    return labels + [i for _, i in select.default_values]


def line(panel: Message, start: str) -> str:
    """The panel's one line that starts so."""
    (found,) = [text for text in panel.text.splitlines() if text.startswith(start)]
    return found


async def test_each_setting_changes_from_the_panel_and_is_saved(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    games, more = fake.add_channel("sho-games"), fake.add_channel("sho-more")
    referees = fake.add_role("referees")
    pema = fake.add_user("pema", manage_guild=True)
    async with running_bot(fake, tmp_path / "sho.db", extensions=EXTENSIONS) as bot:

        async def saved() -> GuildSettings:
            return await bot.store.guild_settings.get(fake.guild_id)

        opened = await fake.slash("sho config", user=pema)
        panel = opened.message
        assert panel is not None
        assert panel.ephemeral
        assert panel.flags & COMPONENTS_V2
        assert panel.text.splitlines()[0] == "**Sho on this server**"

        await fake.select(panel, "lhasa", user=pema, custom_id="sho:cfg:preset")
        assert (await saved()).preset is Preset.LHASA
        assert panel.text.splitlines()[0] == SAVED
        assert line(panel, "**Rules**") == "**Rules**: Lhasa (Namchen)"

        await fake.select(panel, "no_nine_stack=True", user=pema, custom_id="sho:cfg:rule")
        assert (await saved()).options == Preset.LHASA.options._replace(no_nine_stack=True)
        assert line(panel, "**Rules**") == "**Rules**: Lhasa (Namchen), but no stack of nine"
        (rules,) = [s for s in panel.selects if s.custom_id == "sho:cfg:rule"]
        offered = {option.value for option in rules.options}
        assert "no_nine_stack=False" in offered, "the rule can be set back"
        assert "no_nine_stack=True" not in offered, "only what would change something"
        await fake.select(panel, "para=choose", user=pema, custom_id="sho:cfg:rule")
        assert (await saved()).options.para is ParaRule.CHOOSE
        await fake.select(panel, "openings=every", user=pema, custom_id="sho:cfg:rule")
        assert (await saved()).options.openings is OpeningRule.EVERY

        await fake.select(panel, "300", user=pema, custom_id="sho:cfg:turn")
        assert (await saved()).turn_seconds == 300
        assert chosen(panel, "sho:cfg:turn") == ["5 min a turn"]

        await fake.select(panel, "hard", user=pema, custom_id="sho:cfg:level")
        assert (await saved()).computer_level is Level.HARD
        assert chosen(panel, "sho:cfg:level") == ["Computers play hard"]

        await fake.select(panel, games, more, user=pema)
        assert (await saved()).game_channels == (games.id, more.id)
        assert (
            line(panel, "**Games start in**") == f"**Games start in**: <#{games.id}>, <#{more.id}>"
        )
        assert chosen(panel, "sho:cfg:channels") == [str(games.id), str(more.id)]
        await fake.select(panel, user=pema, custom_id="sho:cfg:channels")
        assert (await saved()).game_channels == ()
        assert line(panel, "**Games start in**") == "**Games start in**: every channel"

        await fake.click(panel, "Open in a thread", user=pema)
        assert (await saved()).threads
        assert line(panel, "**New games open**") == "**New games open**: in a thread of the channel"
        await fake.click(panel, "Open in the channel", user=pema)
        assert not (await saved()).threads

        await fake.click(panel, "Stop turn pings", user=pema)
        assert not (await saved()).turn_pings
        assert line(panel, "**Turns ping the player**") == "**Turns ping the player**: no"
        await fake.click(panel, "Ping turns", user=pema)
        assert (await saved()).turn_pings

        await fake.select(panel, referees, user=pema)
        assert (await saved()).moderator_role_id == referees.id
        assert chosen(panel, "sho:cfg:moderators") == [str(referees.id)]
        assert line(panel, "**End games") == (
            f"**End games and remove players**: Manage Server and <@&{referees.id}>"
        )
        await fake.select(panel, user=pema, custom_id="sho:cfg:moderators")
        assert (await saved()).moderator_role_id is None

        await fake.select(panel, "4", user=pema, custom_id="sho:cfg:limit")
        assert (await saved()).table_limit == 4
        assert chosen(panel, "sho:cfg:limit") == ["At most 4 games and open tables"]
        assert line(panel, "**Games and open tables").startswith(
            "**Games and open tables at once**: at most 4;"
        )
        fake.assert_clean()

        opened = await fake.slash("sho new", user=pema, channel=games, players=2)
        rules = "Rules: Lhasa (Namchen), but no stack of nine, pa ra: move 2 or rethrow,"
        assert rules in opened.text, "new games use what was saved"


async def test_without_manage_server_the_panel_is_read_only_and_a_click_refused(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    pema = fake.add_user("pema", manage_guild=True)
    async with running_bot(fake, tmp_path / "sho.db", extensions=EXTENSIONS) as bot:
        looked = await fake.slash("sho config", user=dawa)
        assert looked.buttons
        assert all(button.disabled for button in looked.buttons)
        assert looked.selects
        assert all(select.disabled for select in looked.selects)
        assert line(looked.message, "-# ") == (  # type: ignore[arg-type]
            "-# Only members with Manage Server can change these. A game's own /sho new choices"
            " win; games under way keep their settings. Each player can turn their own turn"
            " pings off with /sho pings."
        )
        with pytest.raises(HarnessError, match="disabled"):
            await fake.click(looked, "Open in a thread", user=dawa)

        opened = await fake.slash("sho config", user=pema)
        before = opened.text
        pema.roles.remove(fake.moderator_role.id)  # no longer a manager, the panel still open
        refused = await fake.click(opened, "Open in a thread", user=pema)
        assert refused.note is not None
        assert refused.note.ephemeral
        assert refused.note.text == (
            "Only members with Manage Server can change the server's settings."
        )
        picked = await fake.select(opened, "hard", user=pema, custom_id="sho:cfg:level")
        assert picked.note is not None
        assert picked.note.text == refused.note.text
        assert opened.text == before
        assert await bot.store.guild_settings.get(fake.guild_id) == GuildSettings(fake.guild_id)


async def test_a_panel_opened_before_a_restart_still_changes_the_server(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    games = fake.add_channel("sho-games")
    pema = fake.add_user("pema", manage_guild=True)
    async with running_bot(fake, db, extensions=EXTENSIONS):
        opened = await fake.slash("sho config", user=pema)
    async with running_bot(fake, db, extensions=EXTENSIONS) as bot:
        await fake.select(opened, "easy", user=pema, custom_id="sho:cfg:level")
        await fake.click(opened, "Open in a thread", user=pema)
        await fake.select(opened, games, user=pema)
        saved = await bot.store.guild_settings.get(fake.guild_id)
        assert (saved.computer_level, saved.threads, saved.game_channels) == (
            Level.EASY,
            True,
            (games.id,),
        )
        assert opened.text.splitlines()[0] == SAVED
        assert f"**Games start in**: <#{games.id}>" in opened.text
        assert chosen(opened.message, "sho:cfg:level") == ["Computers play easy"]
        fake.assert_clean()


def test_the_fullest_panel_is_within_discords_limits() -> None:
    fullest = GuildSettings(
        1,
        turn_seconds=45,
        preset=Preset.APP,
        options=Preset.LHASA.options._replace(no_nine_stack=True, stacking_ends_turn=True),
        computer_level=Level.HARD,
        game_channels=tuple(range(10**17, 10**17 + 25)),
        threads=True,
        turn_pings=False,
        moderator_role_id=10**18,
        table_limit=7,
    )
    for settings in (GuildSettings(1), fullest):
        for manager in (True, False):
            panel = config_panel(
                settings, 120, changed=True, manager=manager, note="/sho settings is now"
            )
            body = {"flags": COMPONENTS_V2, "components": panel.to_components()}
            assert contract.check_message(body, creating=True) == []
            assert sum(1 for _ in walk(body["components"])) <= 40
            assert panel.content_length() <= 4000
    rules = [option for option in TABLE_OPTIONS for _ in option.values[1:]]
    assert len(rules) <= 25, "every house rule fits one select"
