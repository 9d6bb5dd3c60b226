"""The post-game analysis end to end through the fake Discord (issue 38): the summary is posted
at once and gains a line per person when the analysis is ready; the Analysis button and
/sho analysis show the graph, the key moments and the figures privately; a key moment's button
opens the replay at its throw; a live game one plays in is refused; /sho stats shows the
averages; /sho export carries the analysis; a restart loses nothing."""

from __future__ import annotations

import json
import threading
from collections.abc import Sequence
from pathlib import Path

import pytest

from bot.ai.analysis import GameAnalysis, analyse
from bot.engine import GameRecord
from bot.ui.review.analysis import BLOCKS, GRAPH_WIDTH, NAME_WIDTH, plain, signed
from devtools.botrun import running_bot
from devtools.fakediscord import FakeDiscord, InteractionResult, Message
from tests.kit.game_support import play_to_the_end
from tests.kit.pages import page_of

EXTENSIONS = ("cogs.game", "cogs.community", "cogs.analysis")
GATE = threading.Event()
"""Holds the analysis of test_the_summary_does_not_wait_for_the_analysis until it opens."""


def gated(record: GameRecord, made_by_person: Sequence[bool], *, seed: int) -> GameAnalysis:
    """The quick analysis, once the test opens the gate (run in a thread: computer_processes=0)."""
    assert GATE.wait(30), "the test never opened the gate"
    return analyse(record, made_by_person, seed=seed, rollouts=1)


def description(result: InteractionResult) -> str:
    return page_of(result.components).body


def footer(result: InteractionResult) -> str:
    return page_of(result.components).footer


def analysis_lines(summary: Message) -> list[str]:
    return [line for line in summary.content.splitlines() if line.startswith("⚖️ ")]


@pytest.mark.slow
async def test_a_finished_game_is_analysed_and_shown(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    dawa, pema, watcher = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("watcher")
    channel = fake.channels[0]
    async with running_bot(fake, db, extensions=EXTENSIONS, analyse_won_games=True) as bot:
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        (live,) = await bot.store.games.live_in_channel(channel.id)
        game = live.id
        await play_to_the_end(fake, channel, [dawa, pema], limit=120)
        summary = await fake.wait_for_message(
            channel, "Analysis", predicate=lambda m: bool(analysis_lines(m)), timeout=60
        )
        stored = await bot.store.analyses.get(game)
        assert stored is not None
        analysis = GameAnalysis.from_json(stored.body)
        result = await bot.store.results.get(game)
        assert result is not None
        lines = analysis_lines(summary)
        assert len(lines) == 2, "one line per person"
        for seat in result.seats:
            (line,) = [x for x in lines if x.startswith(f"⚖️ **{seat.name}**: ")]
            figures = analysis.seats[seat.seat]
            assert f"luck {signed(analysis.sides[figures.side].total)} (" in line
            if figures.decisions:
                assert f"{plain(figures.given_up)} given up" in line
        # The Analysis button, for anyone, privately.
        shown = await fake.click(summary, "Analysis", user=watcher)
        assert shown.ephemeral
        text = description(shown)
        graph = text.split("```")[1].strip().splitlines()
        assert len(graph) == len(analysis.sides)
        for row in graph:
            bars = row[NAME_WIDTH + 1 :]
            assert len(bars) == min(GRAPH_WIDTH, len(analysis.throws) + 1)
            assert set(bars) <= set(BLOCKS)
        assert "**Key moments**" in text
        moments = [line for line in text.splitlines() if line.startswith("Throw ")]
        assert [int(m.split(":")[0].split()[1]) for m in moments] == [
            m.number for m in analysis.moments
        ]
        assert "**Figures**" in text
        for seat in result.seats:
            assert f"**{seat.name}**: luck " in text
        assert shown.message is not None
        # A key moment's button: the replay at its throw.
        first = analysis.moments[0].number
        replay = await fake.click(shown.message, f"Throw {first}", user=watcher)
        assert replay.ephemeral
        assert f" · throw {first} of " in footer(replay)
        # The command says the same.
        asked = await fake.slash("sho analysis", user=pema, game=game)
        assert asked.ephemeral
        assert description(asked) == text
        # /sho stats: the averages over the analysed games.
        stats = await fake.slash("sho stats", user=pema)
        (pema_seat,) = [s for s in result.seats if s.user_id == pema.id]
        pema_luck = signed(analysis.sides[analysis.seats[pema_seat.seat].side].total)
        assert f"Over 1 analysed game: luck {pema_luck} a game" in description(stats)
        # /sho export: the analysis with the record.
        exported = await fake.slash("sho export", user=pema, game=game)
        assert exported.message is not None
        (attachment,) = exported.message.data["attachments"]
        data = json.loads(fake.backend.uploads[int(attachment["id"])])
        assert GameAnalysis.from_json(data["analysis"]) == analysis
    # A restart: the analysis is kept, not made again.
    async with running_bot(fake, db, extensions=EXTENSIONS, analyser=gated) as bot:
        again = await fake.slash("sho analysis", user=watcher, game=game)
        assert description(again) == text, "read from the store (the gated analyser is shut)"
        assert await bot.store.analyses.get(game) == stored


@pytest.mark.slow
async def test_the_summary_does_not_wait_for_the_analysis(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    GATE.clear()
    async with running_bot(
        fake,
        tmp_path / "sho.db",
        extensions=EXTENSIONS,
        analyser=gated,
        analyse_won_games=True,
        computer_processes=0,
    ):
        try:
            lobby = await fake.slash("sho new", user=dawa, players=2)
            await fake.click(lobby, "Join", user=pema)
            await play_to_the_end(fake, channel, [dawa, pema], limit=120)
            summary = await fake.wait_for_message(channel, "Analysis")
            assert analysis_lines(summary) == [], "posted before the analysis is made"
        finally:
            GATE.set()
        await fake.wait_for(lambda: len(analysis_lines(summary)) == 2, timeout=30)


async def test_a_live_game_is_refused_to_its_players(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    dawa, pema, watcher = fake.add_user("dawa"), fake.add_user("pema"), fake.add_user("watcher")
    async with running_bot(fake, tmp_path / "sho.db", extensions=EXTENSIONS) as bot:
        lobby = await fake.slash("sho new", user=dawa, players=2)
        await fake.click(lobby, "Join", user=pema)
        (live,) = await bot.store.games.live_in_channel(fake.channels[0].id)
        for person in (dawa, pema):
            refused = await fake.slash("sho analysis", user=person, game=live.id)
            assert refused.ephemeral
            assert "is still being played, and you are in it" in refused.content
        refused = await fake.slash("sho analysis", user=dawa, game=9999)
        assert refused.ephemeral
        assert "There is no game #9999." in refused.content
        watched = await fake.slash("sho analysis", user=watcher, game=live.id)
        assert watched.ephemeral
        assert "Analysis of game #" in page_of(watched.components).title


@pytest.mark.slow
async def test_a_restart_before_the_analysis_is_made_loses_nothing(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    fake = fake_discord
    db = tmp_path / "sho.db"
    dawa, pema = fake.add_user("dawa"), fake.add_user("pema")
    channel = fake.channels[0]
    GATE.clear()
    try:
        async with running_bot(
            fake, db, extensions=EXTENSIONS, analyser=gated, analyse_won_games=True,
            computer_processes=0,
        ) as bot:  # fmt: skip
            lobby = await fake.slash("sho new", user=dawa, players=2)
            await fake.click(lobby, "Join", user=pema)
            (live,) = await bot.store.games.live_in_channel(channel.id)
            await play_to_the_end(fake, channel, [dawa, pema], limit=120)
            summary = await fake.wait_for_message(channel, "Analysis")
            assert analysis_lines(summary) == []
        # The bot stopped with the analysis under way: it was dropped, not half kept.
    finally:
        GATE.set()
    async with running_bot(fake, db, extensions=EXTENSIONS) as bot:
        assert await bot.store.analyses.get(live.id) is None
        asked = await fake.slash("sho analysis", user=pema, game=live.id)
        assert asked.ephemeral
        # Made now, in the worker: slower than an answer's moment, so it comes as an edit of
        # the private 'thinking…' (bot/ui/kit/answer.py). The worker runs niced below every
        # other process (bot/services/thinking.py), so it is given the time the first test
        # gives it.
        await fake.wait_for(lambda: page_of(asked.components).title, timeout=60)
        assert "**Key moments**" in description(asked)
        stored = await bot.store.analyses.get(live.id)
        assert stored is not None, "made when asked, and kept"
        shown = await fake.click(summary, "Analysis", user=dawa)
        assert description(shown) == description(asked)
