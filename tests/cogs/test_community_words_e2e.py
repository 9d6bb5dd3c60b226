"""What the standings, the settings panel, /sho pings and /sho export say, word for word, end to
end through the fake Discord: one game is counted as one game, the panel and the export's
message read as they did before their words moved into the catalogue, and /sho pings tells a
player who only asked how to change it."""

from __future__ import annotations

import time
from pathlib import Path

from bot.services.limits import LOBBIES_PER_HOST, TABLE_LIMIT
from bot.store import Store
from devtools.botrun import running_bot
from devtools.fakediscord import FakeDiscord, InteractionResult
from tests.cogs.test_community_e2e import played_games
from tests.kit.pages import page_of
from tests.services.test_community import Games

EXTENSIONS = ("cogs.game", "cogs.community", "cogs.server_settings")


def description(result: InteractionResult) -> str:
    return page_of(result.components).body


def footer(result: InteractionResult) -> str:
    return page_of(result.components).footer


async def test_one_game_together_is_one_game(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    store = await Store.open(db)
    try:
        game = await Games(store).play(dawa.id, pema.id, guild=fake.guild_id, at=time.time() - 60)
    finally:
        await store.close()
    async with running_bot(fake, db, extensions=EXTENSIONS):
        stats = await fake.slash("sho stats", user=dawa)
        lines = description(stats).splitlines()
        assert (
            lines[lines.index("**Met most**") + 1] == f"• <@{pema.id}>: 1 game, ahead 1, behind 0"
        )
        assert "**Winning streak** 1 now · 1 at best" in lines
        history = await fake.slash("sho history", user=pema)
        assert footer(history) == "Page 1 of 1 · 1 game"
        first, line, last = description(history).splitlines()
        assert first == f"<@{pema.id}>, newest first:"
        when = int(game.finished_at)
        assert line == f"• `#{game.game_id}` <t:{when}:d> · 2 players · 2nd place"
        assert last == "Step through one with /sho replay, or download it with /sho export."


async def test_the_settings_panel_reads_word_for_word(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Its lines say the settings no select shows whole, then its buttons and selects say the
    rest (tests/cogs/test_config_panel_e2e.py uses them)."""
    fake = fake_discord
    member = fake.add_user("dawa")
    moderator = fake.add_user("pema", manage_guild=True)
    channel = fake.channels[0]
    role = fake.add_role("referees")
    async with running_bot(fake, tmp_path / "sho.db", extensions=EXTENSIONS):
        looked = (await fake.slash("sho config", user=member)).text.splitlines()
        assert looked == [
            "**Sho on this server**",
            "**Rules**: classic",
            "**Games start in**: every channel",
            "**New games open**: in the channel",
            "**Turns ping the player**: yes",
            "**End games and remove players**: Manage Server",
            f"**Games and open tables at once**: at most {TABLE_LIMIT} (the bot default);"
            f" each person may have {LOBBIES_PER_HOST} tables waiting for players",
            "**Language** of new tables' boards, pings and summaries, and of the standings. Each"
            " person may choose their own for what only they see, with `/sho language`.",
            "-# Only members with Manage Server can change these. A game's own /sho new choices"
            " win; games under way keep their settings. Each player can turn their own turn"
            " pings off with /sho pings.",
            "[~Open in a thread~] [~Stop turn pings~]",
            "<select: Rules: classic | Rules: SHO app | Rules: Lhasa (Namchen)>",
            "<Change a house rule: stacking ends the turn | no stack of nine | a last kill ends"
            " the turn | three pa ra win | spare steps move on | pa ra: move 2 or rethrow"
            " | pa ra: move 2 or two coins or rethrow | later openings: two coins>",
            "<select: 30 s a turn | 1 min a turn | 2 min a turn (the bot default) | 3 min a turn"
            " | 5 min a turn | 10 min a turn | 15 min a turn | 30 min a turn | 1 hour a turn"
            " | 3 hours a turn | 12 hours a turn | 24 hours a turn>",
            "<select: Computers play easy | Computers play normal (the bot default)"
            " | Computers play hard>",
            "<Every channel: pick channels to start games only there: >",
            "<Pick a role that may end games and remove players: >",
            "<select: At most 1 game or open table | At most 2 games and open tables"
            " | At most 3 games and open tables | At most 4 games and open tables"
            " | At most 5 games and open tables | At most 6 games and open tables"
            " | At most 8 games and open tables"
            " | At most 10 games and open tables (the bot default)"
            " | At most 12 games and open tables | At most 15 games and open tables"
            " | At most 20 games and open tables | At most 25 games and open tables"
            " | At most 30 games and open tables | At most 40 games and open tables"
            " | At most 50 games and open tables>",
            "<select: English | བོད་ཡིག | नेपाली | 简体中文"
            " | Pseudo-English (for testing translations)>",
        ]
        changed = await fake.slash(
            "sho config",
            user=moderator,
            turn_minutes=3,
            level="hard",
            allow_channel=channel,
            threads=True,
            turn_pings=False,
            moderator_role=role,
            table_limit=3,
        )
        lines = changed.text.splitlines()
        assert lines[:10] == [
            "**Sho on this server**: saved. New games use these settings.",
            "**Rules**: classic",
            f"**Games start in**: <#{channel.id}>",
            "**New games open**: in a thread of the channel",
            "**Turns ping the player**: no",
            f"**End games and remove players**: Manage Server and <@&{role.id}>",
            f"**Games and open tables at once**: at most 3; each person may have"
            f" {LOBBIES_PER_HOST} tables waiting for players",
            "**Language** of new tables' boards, pings and summaries, and of the standings. Each"
            " person may choose their own for what only they see, with `/sho language`.",
            "-# Each change is saved at once. A game's own /sho new choices win; games under way"
            " keep their settings. Each player can turn their own turn pings off with /sho pings.",
            "[Open in the channel] [Ping turns]",
        ]
        chosen = {
            select.custom_id: [o.label for o in select.options if o.default]
            or [f"{kind} {i}" for kind, i in select.default_values]
            for select in changed.selects
        }
        assert chosen == {
            "sho:cfg:preset": ["Rules: classic"],
            "sho:cfg:rule": [],
            "sho:cfg:turn": ["3 min a turn"],
            "sho:cfg:level": ["Computers play hard"],
            "sho:cfg:channels": [f"channel {channel.id}"],
            "sho:cfg:moderators": [f"role {role.id}"],
            "sho:cfg:limit": ["At most 3 games and open tables"],
            "sho:cfg:language": ["English"],
        }
        moved = (await fake.slash("sho settings", user=member)).text.splitlines()
        assert moved[0] == (
            "/sho settings is now /sho config: it shows and changes every setting of the server."
        )
        assert moved[1:7] == ["**Sho on this server**", *lines[1:6]]


async def test_pings_tell_a_player_who_asks_how_to_change_them(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa = fake.add_user("dawa")
    on = "You are pinged when your turn comes."
    off = "You are not pinged for your turns any more: the board still names you."
    async with running_bot(fake, tmp_path / "sho.db", extensions=EXTENSIONS):
        asked = await fake.slash("sho pings", user=dawa)
        assert asked.text == f"{on} Use /sho pings on:False to change it."
        assert (await fake.slash("sho pings", user=dawa, on=False)).text == off
        asked = await fake.slash("sho pings", user=dawa)
        assert asked.text == f"{off} Use /sho pings on:True to change it."
        assert (await fake.slash("sho pings", user=dawa, on=True)).text == on


async def test_an_export_says_what_its_file_holds(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    pema = fake.add_user("pema")
    done, *_ = await played_games(db, fake.guild_id)
    async with running_bot(fake, db, extensions=EXTENSIONS):
        exported = await fake.slash("sho export", user=pema, game=done)
    assert exported.text == (
        f"Game #{done} as a file: its seats, settings, every throw and move, and the position"
        " before each throw."
    )
