"""bench/load.py's command line: which workloads, how big, how long; and the printing."""

from __future__ import annotations

import argparse
import asyncio
import os
import tempfile
from pathlib import Path

from devtools.fakediscord.ratelimits import RateLimits

from .burst import Burst, run_burst
from .databases import Databases, tables_in
from .games import Run, run_games
from .players import Pace
from .population import Setup
from .report import (
    BURST_SUMMARY,
    GAME_SUMMARY,
    RESTORE_SUMMARY,
    burst_figures,
    game_figures,
    line,
    log_lines,
    refused_lines,
    restore_figures,
    summary_part,
)
from .restore import Restore, run_restore

WORKLOADS = ("human", "flat", "restore", "new")
SEED = 20_261_212


def parse(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(prog="bench/load.py", description="See bench/load.py.")
    parser.add_argument("--games", type=int, default=200, help="games at once (200)")
    parser.add_argument(
        "--seconds", type=float, default=120.0, help="measured seconds per workload (120)"
    )
    parser.add_argument("--workload", choices=(*WORKLOADS, "all"), default="all")
    parser.add_argument(
        "--restore", type=int, default=1000, help="live games in the restored database (1000)"
    )
    parser.add_argument("--openings", type=int, default=200, help="/sho new of the burst (200)")
    parser.add_argument(
        "--spread", type=float, default=10.0, help="seconds the burst is spread over (10)"
    )
    parser.add_argument("--members", type=int, default=0, help="members in the guild, at least")
    parser.add_argument("--no-floor", action="store_true", help="do not run the floor bot")
    parser.add_argument(
        "--rate-limits",
        choices=("on", "off"),
        default="on",
        help="whether the fake enforces Discord's rate limits (on; off: as fast as the bot goes)",
    )
    parser.add_argument(
        "--database",
        metavar="postgresql://...",
        help="an empty PostgreSQL database for the bot (emptied before each run and at the end)"
        " in place of a new SQLite file per run",
    )
    parser.add_argument("--seed", type=int, default=SEED)
    return parser.parse_args(argv)


def setup(options: argparse.Namespace, *, games: int | None = None) -> Setup:
    return Setup(
        games=options.games if games is None else games,
        seconds=options.seconds,
        seed=options.seed,
        members=options.members,
        limits=RateLimits() if options.rate_limits == "on" else RateLimits.off(),
    )


def say(text: str) -> None:
    print(text, flush=True)


def games(options: argparse.Namespace, pace: Pace, databases: Databases) -> str:
    """Run the workload against the bot and the floor; print; the summary's part."""
    name = pace.value

    async def run_on_a_fresh_database(floor: bool) -> Run:
        db = await databases.fresh(f"{name}-{'floor' if floor else 'sho'}")
        return await run_games(setup(options), floor=floor, pace=pace, db=db)

    def run(floor: bool) -> Run:
        return asyncio.run(run_on_a_fresh_database(floor))

    sho = run(False)
    floor = None if options.no_floor else run(True)
    figures = game_figures(sho)
    floors = game_figures(floor) if floor else None
    say(f"{name}: live games: {sho.live_games}" + (f" | floor {floor.live_games}" if floor else ""))
    for i, figure in enumerate(figures):
        say(line(name, figure, floors[i] if floors else None))
    for text in [*refused_lines(name, sho.traffic.refused), *log_lines(name, sho.output)]:
        say(text)
    opened, failed = sho.results.games_opened, sho.results.games_failed
    say(f"{name}: games opened again in the window: {opened}, failed to open: {failed}")
    say(f"{name}: harness CPU share: {share(sho)}" + (f" | floor {share(floor)}" if floor else ""))
    part = summary_part(name, figures, GAME_SUMMARY)
    if floors:
        rate = {f.name: f.value for f in floors}["interactions per second"]
        part += f", floor int/s {rate:.1f}"
    return part


def share(run: Run) -> str:
    """How busy the harness (fake and people) was: near 100% means it, not the bot, limited."""
    return f"{run.harness_cpu / run.seconds:.0%}" if run.seconds else "n/a"


def restore(options: argparse.Namespace, databases: Databases) -> str:
    async def run() -> Restore:
        return await run_restore(setup(options, games=options.restore), await databases.fresh("r"))

    report = asyncio.run(run())
    figures = restore_figures(report)
    for figure in figures:
        say(line("restore", figure))
    for text in refused_lines("restore", report.traffic.refused):
        say(text)
    for text in log_lines("restore", report.output):
        say(text)
    return summary_part(f"restore {report.games}", figures, RESTORE_SUMMARY)


def burst(options: argparse.Namespace, databases: Databases) -> str:
    async def run() -> Burst:
        db = await databases.fresh("n")
        spread = options.spread
        return await run_burst(setup(options), openings=options.openings, spread=spread, db=db)

    report = asyncio.run(run())
    figures = burst_figures(report)
    for figure in figures:
        say(line("new", figure))
    for text in log_lines("new", report.output):
        say(text)
    return summary_part("new", figures, BURST_SUMMARY)


def machine() -> str:
    """The cores and how busy they already are (other processes share them)."""
    load = " ".join(f"{x:.2f}" for x in os.getloadavg())
    return f"{os.cpu_count()} cores, load average {load}"


def main(argv: list[str] | None = None) -> int:
    options = parse(argv)
    chosen = WORKLOADS if options.workload == "all" else (options.workload,)
    if options.database and (found := asyncio.run(tables_in(options.database))):
        say(f"--database must be an empty database; it has tables {', '.join(found)}")
        return 2
    say(f"machine: {machine()}")
    parts = []
    with tempfile.TemporaryDirectory(prefix="sho-load-") as name:
        databases = Databases(Path(name), options.database)
        say(f"database: {databases.describe()}")
        try:
            for workload in chosen:
                if workload in ("human", "flat"):
                    parts.append(games(options, Pace(workload), databases))
                elif workload == "restore":
                    parts.append(restore(options, databases))
                else:
                    parts.append(burst(options, databases))
        finally:
            asyncio.run(databases.close())
    say(f"machine: {machine()}")
    say("summary: " + "; ".join(parts))
    return 0
