"""bench/click_path.py in miniature (two clicks), so it cannot rot: it prints every figure with
plausible values, and it sees what it claims to see, since a task and a read added to every
click, and reads sent to the database, show in its counts. No targets: the figures of the bot
as it is are the issue's to judge."""

from __future__ import annotations

import asyncio
import re
import statistics
import subprocess
import sys
from pathlib import Path

import pytest
from click_path import Run, measure
from clickkit.figures import COUNTS, TIMES, per_click

from bot.services.games import GameService
from bot.services.hosted import HostedGame
from bot.services.live_tables import LiveTables

ROOT = Path(__file__).resolve().parents[2]
NUMBER = r"[0-9]+(?:\.[0-9])?"
FIGURE = re.compile(
    rf"(?P<name>[^:]+): (?P<median>{NUMBER}) \(min-max (?P<low>{NUMBER})-(?P<high>{NUMBER})\)"
)
"""A figure's line: `name: median (min-max low-high)`."""
TIMEOUT = 180
CLICKS = 2


def test_the_script_prints_every_figure_with_plausible_values() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "click_path.py"), "--clicks", str(CLICKS)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    lines = done.stdout.splitlines()
    figures = {}
    for line in lines:
        found = FIGURE.fullmatch(line)
        if found is not None:
            low, median, high = (float(found[k]) for k in ("low", "median", "high"))
            assert low <= median <= high, line
            figures[found["name"]] = median
    assert sorted(figures) == sorted([*COUNTS, *TIMES]), done.stdout
    assert figures["modules touched"] >= figures["core modules"] >= 1, done.stdout
    assert figures["tasks made by discord.py"] >= 1, done.stdout  # the dispatch of the click
    assert figures["tasks made by the bot"] >= 1, done.stdout
    assert figures["game reads"] >= 1, done.stdout
    assert figures["game saves"] >= 1, done.stdout  # the move
    reads = figures["game reads from the database"] + figures["game reads from the live tables"]
    assert reads == figures["game reads"], done.stdout
    assert 0 < figures[TIMES[0]] <= figures[TIMES[1]], done.stdout
    assert f"clicks: {CLICKS} profiled, {CLICKS} timed;" in done.stdout
    assert "hooks not found" not in done.stdout
    (path,) = [line for line in lines if line.startswith("response path: ")]
    assert all(f.startswith(("bot.", "cogs.")) for f in path.split(": ", 1)[1].split(" > ")), path


class Rereader:
    """A game observer that reads the game again in a task of its own, as a careless change to
    the bot might."""

    def __init__(self, service: GameService) -> None:
        self.service = service
        self.tasks: set[asyncio.Task[None]] = set()

    def game_changed(self, view: HostedGame) -> None:
        task = asyncio.create_task(self.reread(view.id))
        self.tasks.add(task)
        task.add_done_callback(self.tasks.discard)

    async def reread(self, game_id: int) -> None:
        await self.service.get(game_id)

    async def turn_reminder(self, view: HostedGame) -> None:
        pass

    async def game_resumed(self, view: HostedGame) -> None:
        pass


def medians(run: Run) -> dict[str, float]:
    return {k: statistics.median(v) for k, v in per_click(run.profiled, []).items() if v}


async def test_a_task_and_a_read_more_and_reads_from_the_database_are_seen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    plain = await measure(CLICKS, timed=False)
    monkeypatch.setattr(LiveTables, "get", lambda self, game_id: None)
    rereading = await measure(
        CLICKS, timed=False, prepare=lambda bot: bot.games.add_observer(Rereader(bot.games))
    )
    before, after = medians(plain), medians(rereading)
    assert after["game reads"] >= before["game reads"] + 1, (before, after)
    for clicked in rereading.profiled:
        trace = clicked.trace
        made = [s.runs for s in trace.tasks]
        assert any(name.endswith("Rereader.reread") for name in made), made
        callers = [read.caller for read in trace.reads]
        assert any(name.endswith("Rereader.reread") for name in callers), callers
        assert trace.reads, "no read"
        assert all(read.database for read in trace.reads), trace.reads
    for clicked in plain.profiled:
        assert not any("Rereader" in s.runs for s in clicked.trace.tasks)
