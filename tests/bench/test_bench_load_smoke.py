"""bench/load.py in miniature (a few games for a second or two per workload), so it cannot rot:
it runs against the real bot and the floor, prints every figure and the summary, and runs on a
PostgreSQL database too. No targets: the figures of so small a run mean nothing."""

from __future__ import annotations

import asyncio
import os
import re
import subprocess
import sys
from pathlib import Path

import asyncpg
import pytest
from loadkit.databases import tables_in
from loadkit.report import BURST_FIGURES, GAME_FIGURES, RESTORE_FIGURES

from tests.kit.databases import fresh_postgres_database
from tests.kit.pgserver import NoServer, Server

ROOT = Path(__file__).resolve().parents[2]
SMALL = ("--games", "2", "--seconds", "1.5", "--restore", "4", "--openings", "3")
NUMBER = r"(-?[0-9.]+(e[+-][0-9]+)?|n/a|inf)"
TIMEOUT = 240


@pytest.mark.slow
def test_the_load_benchmark_prints_every_figure_and_the_summary_last() -> None:
    done = subprocess.run(
        [sys.executable, str(ROOT / "bench" / "load.py"), *SMALL, "--spread", "0.5"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    lines = done.stdout.splitlines()
    with_floor = rf": {NUMBER} \| floor {NUMBER} \| ratio {NUMBER}$"
    expected = [
        *(
            rf"{w}: {re.escape(name)}{with_floor}"
            for w in ("human", "flat")
            for name in GAME_FIGURES
        ),
        *(rf"restore: {re.escape(name)}: {NUMBER}$" for name in RESTORE_FIGURES),
        *(rf"new: {re.escape(name)}: {NUMBER}$" for name in BURST_FIGURES),
    ]
    missing = [e for e in expected if not any(re.fullmatch(e, line) for line in lines)]
    assert missing == [], done.stdout
    # The harness read whose turn it was and clicked: a reader that misses the turn line (as
    # when its words change) would leave every game stuck and still print every figure.
    (played,) = [line for line in lines if line.startswith("flat: interactions per second: ")]
    assert float(played.split(": ")[2].split(" |")[0]) > 0, played
    assert any(line.startswith("flat: games stuck: 0 ") for line in lines), done.stdout
    summary = lines[-1]
    assert summary.startswith("summary: human ack p99 "), summary
    assert [part.split()[0] for part in summary.removeprefix("summary: ").split("; ")] == [
        "human",
        "flat",
        "restore",
        "new",
    ]


@pytest.mark.slow
async def test_the_load_benchmark_runs_on_an_empty_postgresql_database_and_leaves_it_empty(
    postgres_server: Server | NoServer, tmp_path: Path
) -> None:
    url = await fresh_postgres_database(postgres_server)
    command = [sys.executable, str(ROOT / "bench" / "load.py"), *SMALL, "--workload", "restore"]
    done = await asyncio.to_thread(
        subprocess.run,
        [*command, "--database", url],
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    lines = done.stdout.splitlines()
    assert any(line.startswith("database: PostgreSQL 127.0.0.1:") for line in lines), lines
    assert "restore: games in the database: 4" in lines, done.stdout
    assert "restore: sampled boards never answered: 0" in lines, done.stdout
    made = await asyncio.to_thread(os.listdir, tmp_path)
    assert made == [], "the bot made no SQLite file (its default, sho.db)"
    assert await tables_in(url) == []

    conn = await asyncpg.connect(url)
    try:
        await conn.execute("CREATE TABLE somebody_elses (x INTEGER)")
    finally:
        await conn.close()
    refused = await asyncio.to_thread(
        subprocess.run, [*command, "--database", url], cwd=ROOT, capture_output=True, text=True
    )
    assert refused.returncode == 2
    assert "must be an empty database; it has tables somebody_elses" in refused.stdout
    assert await tables_in(url) == ["somebody_elses"]
