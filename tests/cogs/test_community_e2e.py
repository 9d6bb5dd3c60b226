"""/sho leaderboard, stats, history, replay and export end to end through the fake Discord: the
paging buttons after a restart, a replay stepped and jumped, an export loaded back by the engine,
and every refusal, privately."""

from __future__ import annotations

import json
import re
import time
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path

import pytest

from bot.client import ShoBot
from bot.engine import GameRecord, ThrowAction, dump_position, load_position
from bot.store import Store
from bot.table.config import TableConfig
from devtools.botrun import running_bot
from devtools.fakediscord import FakeDiscord, InteractionResult, User
from tests.kit.game_support import play_to_the_end
from tests.kit.pages import page_of
from tests.kit.servicekit import FakeClock, play_person_turns, service_on
from tests.services.test_community import Games

EXTENSIONS = ("cogs.game", "cogs.community")
"""The real game cog (the system's dice: the tests below read whatever the dice made)."""
OTHER_GUILD = 99


@asynccontextmanager
async def community_bot(fake: FakeDiscord, db: Path) -> AsyncIterator[ShoBot]:
    async with running_bot(fake, db, extensions=EXTENSIONS) as bot:
        yield bot


def description(result: InteractionResult) -> str:
    return page_of(result.components).body


def footer(result: InteractionResult) -> str:
    return page_of(result.components).footer


async def fill_standings(fake: FakeDiscord, db: Path, players: list[User]) -> None:
    """Player i wins i + 1 games against the last player, in the fake's server."""
    store = await Store.open(db)
    try:
        games = Games(store)
        loser = players[-1]
        for i, player in enumerate(players[:-1]):
            for _ in range(i + 1):
                await games.play(player.id, loser.id, guild=fake.guild_id, at=time.time() - 60)
    finally:
        await store.close()


async def test_leaderboard_pages_still_turn_after_a_restart(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    players = [fake.add_user(f"player{i}") for i in range(13)]
    stranger = fake.add_user("stranger")
    async with community_bot(fake, db):
        empty = await fake.slash("sho leaderboard", user=stranger)
        assert empty.ephemeral
        assert "Nobody has finished a game of Sho in this server yet" in empty.content
    await fill_standings(fake, db, players)
    caller = players[0]  # one win: 12th of 13, off the first page
    async with community_bot(fake, db):
        board = await fake.slash("sho leaderboard", user=caller)
        assert not board.ephemeral
        lines = description(board).splitlines()
        assert lines[0].startswith(f"`1.` {players[11].mention} · **")
        assert "12 won of 12 (100%) · 🔥 12" in lines[0]
        assert len([line for line in lines if line.startswith("`")]) == 11, "ten, and the caller"
        assert lines[-1].startswith(f"`12.` {caller.mention}"), "the caller's own line"
        assert footer(board) == "By wins · page 1 of 2 · 13 ranked"
        assert board.message is not None
        await fake.click(board.message, "Next", user=stranger)
        assert footer(board) == "By wins · page 2 of 2 · 13 ranked"
        assert description(board).startswith(f"`11.` {players[1].mention}")
        history = await fake.slash("sho history", user=players[-1])
        assert footer(history) == "Page 1 of 16 · 78 games"
    async with community_bot(fake, db):  # a restart: the same message's buttons still work
        assert history.message is not None
        await fake.click(history.message, "Older", user=stranger)
        assert footer(history) == "Page 2 of 16 · 78 games"
        await fake.click(history.message, "Newer", user=stranger)
        assert footer(history) == "Page 1 of 16 · 78 games"
        await fake.click(board.message, "Previous", user=stranger)
        assert footer(board) == "By wins · page 1 of 2 · 13 ranked"
        assert caller.mention in description(board).splitlines()[-1], "still the caller's line"
        rated = await fake.slash("sho leaderboard", user=caller, order="rating", period="week")
        assert "By rating" in footer(rated)
        assert "`1.`" in description(rated)
        everywhere = await fake.slash("sho leaderboard", user=caller, scope="all", order="winrate")
        assert "all servers" in page_of(everywhere.components).title


async def test_stats_and_history_with_their_refusals(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    players = [fake.add_user(f"player{i}") for i in range(3)]
    await fill_standings(fake, db, players)  # player1 wins 2, player0 wins 1, player2 loses 3
    nobody = fake.add_user("nobody")
    async with community_bot(fake, db):
        mine = await fake.slash("sho stats", user=players[1])
        text = description(mine)
        assert "**Games** 2 · **won** 2 (100%)" in text
        assert "**Winning streak** 2 now · 2 at best" in text
        rating = next(line for line in text.splitlines() if line.startswith("**Rating here**"))
        assert re.fullmatch(r"\*\*Rating here\*\* [0-9]+\.[0-9] \(provisional\)", rating), rating
        assert f"• {players[2].mention}: 2 games, ahead 2, behind 0" in text
        theirs = await fake.slash("sho stats", user=players[0], options={"user": players[2].id})
        assert "**won** 0 (0%)" in description(theirs)
        refused = await fake.slash("sho stats", user=nobody)
        assert refused.ephemeral
        assert "has no finished games in this server yet" in refused.content
        history = await fake.slash("sho history", user=players[2])
        assert footer(history) == "Page 1 of 1 · 3 games"
        assert history.buttons == [], "a single page has no Previous or Next"
        assert description(history).count("2nd place") == 3
        none = await fake.slash("sho history", user=nobody)
        assert none.ephemeral
        assert "no finished games" in none.content


async def played_games(db: Path, guild: int) -> tuple[int, int, int, int]:
    """A finished game, a live one, one of another server and a lobby, played in-process."""
    async with service_on(db, clock=FakeClock(), seed=2) as (service, _):
        config = TableConfig(2)
        finished = await service.open_table(guild, 1, 11, "Pema", config)
        await service.join(finished.id, 12, "Dawa")
        await play_person_turns(service, finished.id)
        live = await service.open_table(guild, 2, 11, "Pema", config)
        await service.join(live.id, 12, "Dawa")
        elsewhere = await service.open_table(OTHER_GUILD, 3, 11, "Pema", config)
        lobby = await service.open_table(guild, 4, 11, "Pema", config)
        return finished.id, live.id, elsewhere.id, lobby.id


async def test_replay_steps_jumps_and_refuses(fake_discord: FakeDiscord, tmp_path: Path) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    pema = fake.add_user("pema")
    watcher = fake.add_user("watcher")
    done, live, elsewhere, lobby = await played_games(db, fake.guild_id)
    async with community_bot(fake, db):
        replay = await fake.slash("sho replay", user=pema, game=done)
        assert replay.ephemeral
        assert "The start of the game." in description(replay)
        assert footer(replay).startswith("Step 0 of ")
        last = int(footer(replay).split(" of ")[1].split(" ·")[0])
        assert replay.message is not None
        await fake.click(replay.message, "Forward ▶", user=pema)
        assert footer(replay).startswith(f"Step 1 of {last} · throw 1 of ")
        await fake.click(replay.message, "Last ⏭", user=pema)
        assert footer(replay).startswith(f"Step {last} of {last}")
        assert "win" in description(replay)
        jump = await fake.click(replay.message, "Jump to throw…", user=pema)
        assert jump.modal is not None
        await fake.submit_modal(jump, {"Throw number": "3"}, user=pema)
        assert " · throw 3 of " in footer(replay)
        jump = await fake.click(replay.message, "Jump to throw…", user=pema)
        wrong = await fake.submit_modal(jump, {"Throw number": "9999"}, user=pema)
        assert wrong.ephemeral
        assert "Give a throw number from 1 to" in wrong.content
        at_throw = await fake.slash("sho replay", user=pema, game=done, throw=2)
        assert " · throw 2 of " in footer(at_throw)

        refusals = {
            9999: "There is no game #9999.",
            elsewhere: f"Game #{elsewhere} was played in another server.",
            lobby: f"Game #{lobby} never began",
        }
        for game, text in refusals.items():
            for command in ("sho replay", "sho export"):
                refused = await fake.slash(command, user=pema, game=game)
                assert refused.ephemeral
                assert text in refused.content, (command, game)
        watched = await fake.slash("sho replay", user=watcher, game=live)
        assert watched.ephemeral
        assert footer(watched).startswith("Step 0 of 0"), "a watcher may step through a live game"


async def test_a_live_game_is_refused_to_its_players(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, watcher = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("watcher")
    async with community_bot(fake, tmp_path / "sho.db") as bot:
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        (live,) = await bot.store.games.live_in_channel(fake.channels[0].id)
        game = live.id
        for person in (dawa, pema):
            for command in ("sho replay", "sho export"):
                refused = await fake.slash(command, user=person, game=game)
                assert refused.ephemeral
                assert "is still being played, and you are in it" in refused.content
        watched = await fake.slash("sho export", user=watcher, game=game)
        assert watched.message is not None
        assert watched.message.data["attachments"]


async def test_an_export_loads_back_into_the_engine(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    pema = fake.add_user("pema")
    done, *_ = await played_games(db, fake.guild_id)
    async with community_bot(fake, db):
        exported = await fake.slash("sho export", user=pema, game=done)
        assert exported.ephemeral
        assert exported.message is not None
        (attachment,) = exported.message.data["attachments"]
        assert attachment["filename"] == f"sho-game-{done}.json"
        data = json.loads(fake.backend.uploads[int(attachment["id"])])
    assert (data["format"], data["version"], data["game"]) == ("sho-game", 1, done)
    assert [seat["name"] for seat in data["seats"]] == ["Pema", "Dawa"]
    record = GameRecord.from_json(data)
    end = record.replay()
    assert dump_position(end.state) == data["final_position"]
    assert end.over
    game = record.start()
    before = []
    for action in record.actions:
        if isinstance(action, ThrowAction):
            before.append(dump_position(game.state))
        game, _ = game.apply(action)
    assert before == data["positions_before_throws"]
    assert all(load_position(p) for p in data["positions_before_throws"])


@pytest.mark.slow
async def test_a_game_between_people_shows_the_rating_changes(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    async with community_bot(fake, tmp_path / "sho.db") as bot:
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        (live,) = await bot.store.games.live_in_channel(channel.id)
        game_id = live.id
        await play_to_the_end(fake, channel, [dawa, pema], limit=120)
        summary = await fake.wait_for_message(
            channel, "Rematch", predicate=lambda m: "📈" in m.text
        )
        result = await bot.store.results.get(game_id)
        assert result is not None
        winner, loser = sorted(result.seats, key=lambda s: s.place or 9)
        lines = summary.content.splitlines()
        assert lines[0].endswith(f"· game #{game_id}")
        first = next(line for line in lines if line.startswith("🥇"))
        second = next(line for line in lines if line.startswith("🥈"))
        assert first.startswith(f"🥇 **{winner.name}**: 9 home · ")
        assert second.startswith(f"🥈 **{loser.name}**: {loser.coins_home} home · ")
        assert f"{winner.kills_made} kill" in first
        assert "📈 25.0 → " in first
        assert "📉 25.0 → " in second
        assert float(first.rsplit("→ ", 1)[1]) > 25.0 > float(second.rsplit("→ ", 1)[1])
        board = await fake.slash("sho leaderboard", user=pema, order="wins")
        assert description(board).startswith(f"`1.` <@{winner.user_id}> · **")
        history = await fake.slash("sho history", user=dawa)
        assert f"`#{game_id}`" in description(history)
        assert f"https://discord.com/channels/{fake.guild_id}/{channel.id}/" in description(history)
