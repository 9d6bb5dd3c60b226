"""The path of one move click through the bot (issue "One button, one answer").

Run from the project's root: `.venv/bin/python bench/click_path.py [--clicks N]` (about 20 s
for the default 20). It starts the fake Discord and the real bot in this process
(devtools.botrun.running_bot, seeded dice, a new SQLite file), opens a table for two people and
plays: whoever's turn it is throws (and, among many moves, clicks a stack first) until a person
must choose a move; that move click, chosen at random, is measured. Games follow one another
until N clicks were measured with the profiler and N more, alternating with them, were timed
without it (the profiler slows everything down several times). It prints one line per figure,
`median (min-max low-high)` over the clicks, then what the clicks ran. No targets: the issue
reads its own off the figures. The parts are in bench/clickkit/.

A click lasts from the moment the fake delivers the interaction (sends its INTERACTION_CREATE)
until the bot's response was received and everything the click started has finished: every REST
call answered, every task made meanwhile done or idle (still waiting after 0.2 s in which no
task was made or finished and no call, read or save was made: a game's clock, an event nobody
sets). Per click:

- modules touched: the project modules (files under bot/ and cogs/) whose code ran during the
  click, in any task or thread of the bot ('call' events of sys.setprofile, and of
  threading.setprofile for the threads the bot starts; by file name, so the fake Discord's
  code, under devtools/, is not counted).
- core modules: the modules of the click's own path. The path is made of key moments: discord.py
  sending the interaction's response (`AsyncWebhookAdapter.create_interaction_response`, and an
  edit of that response through the same token) and each read and save of the game (the hooked
  functions below). A key moment counts when it happens in the task that sent the response, in
  a task of the click that task descends from, or in any task descended from it; a background
  task acting of its own accord (the game's clock task rereading the game once woken) is not on
  the path. The core modules are the modules with a function on the stack at a counted key
  moment (the hooked function itself included), the stack continued across tasks: a task's stack
  goes on with the stack at which it was made, and so on. Helpers called and returned in between
  (the engine, the rendering, the words) are touched, not core. The response's own stack is
  printed as the response path.
- tasks: asyncio tasks made during the click (a task factory on the loop), by their maker, the
  first frame outside asyncio: discord.py's (its event dispatch, one task per handler) or the
  bot's (bot/ or cogs/), each kind listed with the function it runs and where it was made.
  Tasks made by other libraries (the fake's web server) are not counted. Those still waiting at
  the end are counted apart too.
- game reads: calls of the game's read functions (GameService.get, SavedGames.load,
  LiveTables.get and every public coroutine method of GameRepository that does not write), each
  read counted once, at the outermost of them in its task; from the database when a
  GameRepository read ran inside it, else from the live tables in memory
  (bot/services/live_tables.py). Game saves: calls of GameRepository.save. REST calls: the bot's
  calls the fake answered, the response included.
- wall time: from the delivery to the response, and to the end, over the clicks timed without
  the profiler (the fake runs in the same process and loop: its handling of the bot's calls is
  in the time).

The hooks wrap those functions in this process at run time, by their class (a change of names
leaves a "hooks not found" line); nothing in bot/ is edited.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from clickkit.figures import Clicked, figure_lines, per_click, seen_lines
from clickkit.probe import Probe
from clickkit.table import TwoPeople
from loadkit.main import machine
from loadkit.players import Seating

from bot.client import ShoBot
from devtools.botrun import running_bot
from devtools.fakediscord import FakeDiscord

SEED = 44
CLICKS = 20
CALM = 0.1
"""Seconds before a measured click, for the work of the clicks before it to end."""
QUIET = 0.2
"""Seconds in which nothing happens after which the click's tasks still waiting are idle."""
LIMIT = 10.0
"""Seconds a click may take before the run gives up waiting for it."""


@dataclass
class Run:
    profiled: list[Clicked] = field(default_factory=list)
    timed: list[Clicked] = field(default_factory=list)
    games: int = 0
    hooked: list[str] = field(default_factory=list)
    missing: list[str] = field(default_factory=list)


async def measured_click(probe: Probe, table: TwoPeople, *, profiled: bool) -> Clicked:
    """The next move click, watched from its delivery until its work is done."""
    board, click = await table.choice()
    await asyncio.sleep(CALM)
    with probe.watching(profiled=profiled) as trace:
        result = await table.click(board, click, settle=False)
        await probe.settle(trace, quiet=QUIET, limit=LIMIT)
    pending = result.interaction
    if pending.acked_at is None:
        raise RuntimeError(f"{click.custom_id} was not answered")
    after = table.board
    return Clicked(
        trace,
        pending.acked_at - pending.dispatched_at,
        trace.finished_at(pending.acked_at) - pending.dispatched_at,
        pending.callback_type or 0,
        after is not None and after.over,
    )


async def measure(
    clicks: int,
    *,
    seed: int = SEED,
    timed: bool = True,
    prepare: Callable[[ShoBot], None] | None = None,
) -> Run:
    """`clicks` profiled move clicks (and as many timed ones, unless not `timed`), alternating,
    at a table of two people; `prepare` is given the bot before the first."""
    run = Run()
    fake = FakeDiscord(channels=("table",), validate_spec=False, keep_requests=False)
    seating = Seating(0, fake.channels[0], fake.add_user("pema"), fake.add_user("dawa"))
    table = TwoPeople(fake, seating, random.Random(seed))
    probe = Probe()
    fake.on_request(probe.heard)
    with tempfile.TemporaryDirectory(prefix="sho-click-path-") as folder:
        async with fake:
            with probe.installed():
                run.hooked, run.missing = probe.hooked, probe.missing
                db = Path(folder) / "sho.db"
                async with running_bot(fake, db, dice=random.Random(seed)) as sho:
                    if prepare is not None:
                        prepare(sho)
                    while len(run.profiled) < clicks:
                        run.profiled.append(await measured_click(probe, table, profiled=True))
                        if timed:
                            run.timed.append(await measured_click(probe, table, profiled=False))
        fake.assert_clean()
    run.games = table.games
    return run


def report(run: Run) -> list[str]:
    """The lines printed: the setting, one per figure, then what the clicks ran."""
    ended = sum(c.ended_game for c in run.profiled + run.timed)
    late = sum(c.callback_type != 7 for c in run.profiled + run.timed)
    lines = [
        f"machine: {machine()}",
        f"clicks: {len(run.profiled)} profiled, {len(run.timed)} timed; games of two people:"
        f" {run.games}; clicks that ended a game: {ended}; answers not the board itself: {late}",
    ]
    lines.append(f"hooked: {', '.join(run.hooked)}")
    if run.missing:
        lines.append(f"hooks not found (uncounted): {', '.join(run.missing)}")
    lines += figure_lines(per_click(run.profiled, run.timed))
    lines += seen_lines(run.profiled)
    return lines


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="bench/click_path.py", description="See the file.")
    parser.add_argument(
        "--clicks",
        type=int,
        default=CLICKS,
        help=f"clicks measured with the profiler, and as many timed without it ({CLICKS})",
    )
    parser.add_argument("--seed", type=int, default=SEED)
    options = parser.parse_args(argv)
    run = asyncio.run(measure(options.clicks, seed=options.seed))
    for line in report(run):
        print(line, flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
