"""/sho config end to end: a member without Manage Server is refused, the server's rules, turn
time and level apply to the next /sho new, games start only where the server says, in a thread
when it says, a chosen role may end games, and each player's /sho pings is honoured."""

from __future__ import annotations

from pathlib import Path

from bot.engine import Level, Preset
from bot.store import GuildSettings
from devtools.botrun import running_bot
from devtools.fakediscord import FakeDiscord, Message
from tests.kit.game_support import all_pings, board_of, game_ids, play_move, service_of, to_play


async def test_a_server_sets_its_rules_and_where_games_start(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    lobby_channel = fake.channels[0]
    games = fake.add_channel("sho-games")
    member = fake.add_user("dawa")
    moderator = fake.add_user("pema", manage_guild=True)
    async with running_bot(fake, tmp_path / "sho.db") as bot:
        refused = await fake.slash("sho config", user=member, rules="lhasa", turn_minutes=5)
        assert refused.ephemeral
        assert "Only members with Manage Server" in refused.text
        assert await bot.store.guild_settings.get(fake.guild_id) == GuildSettings(fake.guild_id)

        looked = await fake.slash("sho config", user=member)
        assert looked.ephemeral
        assert "**Rules**: classic" in looked.text
        assert "**Games start in**: every channel" in looked.text

        changed = await fake.slash(
            "sho config",
            user=moderator,
            rules="lhasa",
            no_nine_stack=True,
            turn_minutes=5,
            level="hard",
            allow_channel=games,
        )
        assert changed.ephemeral
        assert "saved" in changed.text
        assert "**Rules**: Lhasa (Namchen), but no stack of nine" in changed.text
        assert f"**Games start in**: <#{games.id}>" in changed.text
        saved = await bot.store.guild_settings.get(fake.guild_id)
        assert saved.preset is Preset.LHASA
        assert saved.options == Preset.LHASA.options._replace(no_nine_stack=True)
        assert (saved.turn_seconds, saved.computer_level) == (300, Level.HARD)

        elsewhere = await fake.slash("sho new", user=member, channel=lobby_channel, players=2)
        assert elsewhere.ephemeral
        assert elsewhere.text == f"Games of Sho are started in <#{games.id}> on this server."
        assert await service_of(bot).live_in_channel(lobby_channel.id) is None

        opened = await fake.slash("sho new", user=member, channel=games, players=2)
        text = opened.text
        assert "Rules: Lhasa (Namchen), but no stack of nine · 5 min a turn" in text
        assert "computers play hard" in text
        view = await service_of(bot).live_in_channel(games.id)
        assert view is not None
        config = view.table.config
        assert (config.preset, config.options) == (Preset.LHASA, saved.options)
        assert (config.turn_seconds, config.level) == (300, Level.HARD)

        mixed = await fake.slash(
            "sho config", user=moderator, rules="app", every_channel=True, para="lhasa"
        )
        assert "**Rules**: SHO app, but pa ra: move 2 or two coins or rethrow" in mixed.text
        assert "**Games start in**: every channel" in mixed.text
        own = await fake.slash("sho new", user=member, channel=lobby_channel, rules="table")
        assert "Rules: classic · 5 min a turn" in own.text

        moved = await fake.slash("sho settings", user=member)
        assert moved.text.startswith("/sho settings is now /sho config")


async def test_new_games_open_in_a_thread_when_the_server_says(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    member = fake.add_user("dawa")
    moderator = fake.add_user("pema", manage_guild=True)
    async with running_bot(fake, tmp_path / "sho.db") as bot:
        await fake.slash("sho config", user=moderator, threads=True)
        opened = await fake.slash("sho new", user=member, players=2)
        assert opened.ephemeral
        thread = await fake.wait_for(lambda: fake.threads[0] if fake.threads else None)
        assert f"Your table is ready in <#{thread.id}>" in opened.text
        assert await service_of(bot).live_in_channel(thread.id) is not None
        assert await service_of(bot).live_in_channel(fake.channels[0].id) is None


async def test_a_chosen_role_may_end_games_besides_manage_server(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    role = fake.add_role("sho-referee")
    host = fake.add_user("dawa")
    referee = fake.add_user("nima", roles=[role])
    stranger = fake.add_user("tashi")
    moderator = fake.add_user("pema", manage_guild=True)
    async with running_bot(fake, tmp_path / "sho.db"):
        await fake.slash("sho new", user=host, players=2, computers=1)
        refused = await fake.slash("sho end", user=stranger)
        assert "Only the host or a member with Manage Server" in refused.text

        panel = await fake.slash("sho config", user=moderator, moderator_role=role)
        assert f"Manage Server and <@&{role.id}>" in panel.text
        asked = await fake.slash("sho end", user=referee)
        assert asked.text.startswith("End this game for everyone? Nobody wins it.")
        done = await fake.click(asked, "Yes, end the game", user=referee)
        assert done.message is not None
        assert done.message.text == "The game was ended."

        await fake.slash("sho config", user=moderator, no_moderator_role=True)
        await fake.slash("sho new", user=host, players=2, computers=1)
        again = await fake.slash("sho end", user=referee)
        assert "Only the host or a member with Manage Server" in again.text


async def test_a_player_turns_their_own_pings_off(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    """Dawa turns pings off: Pema is pinged for each turn, Dawa for none, though the board
    still names Dawa when it is their turn."""
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    people = {dawa.id: dawa, pema.id: pema}
    channel = fake.channels[0]
    async with running_bot(fake, tmp_path / "sho.db"):
        off = await fake.slash("sho pings", user=dawa, on=False)
        assert off.text.startswith("You are not pinged for your turns any more")
        looked = await fake.slash("sho pings", user=pema)
        assert looked.text.startswith("You are pinged when your turn comes.")

        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        turns = {dawa.id: 0, pema.id: 0}
        last: list[str] = []

        def ready() -> Message | None:
            board = board_of(fake, channel)
            ids = game_ids(board)
            return board if ids and ids != last and to_play(board) in people else None

        # Pings follow each other in order, so once Pema's second one is there every ping of
        # the turns before it is too.
        while len(all_pings(fake, pema)) < 2 or turns[dawa.id] < 2:
            board = await fake.wait_for(ready)
            last = game_ids(board)
            person = to_play(board)
            assert person is not None
            turns[person] += any(i.endswith(":throw") for i in last)
            fake.advance(61)  # each plays after a minute away, so each turn is one to ping for
            await play_move(fake, board, people[person])
        await fake.wait_for(lambda: len(all_pings(fake, pema)) >= 2)
        assert all_pings(fake, dawa) == []

        back = await fake.slash("sho pings", user=dawa, on=True)
        assert back.text.startswith("You are pinged when your turn comes.")
