"""Hundreds of games at once against the fake Discord, with Discord's rate limits (issue 12).

Run from the project's root: `python3 bench/load.py` (the project's .venv is used when the
running Python lacks discord.py). It starts `python -m bot` as a subprocess against a fake
Discord on loopback and plays N games (2 people and 1 computer each, the levels rotating) in
  human  people click 1-4 s after their turn starts; computers at their normal pause
  flat   people click at once; computers without a pause (SHO_COMPUTER_DELAY=0)
and drives the floor (bench/floor_bot.py: discord.py acknowledging each click by editing the
message) with the same workload, printing each figure also as a ratio to the floor's; then
  restore  N live games in a database, the bot SIGKILLed and started again: the catch-up
  new      200 /sho new in distinct channels within 10 s while the games play.
Each figure has its own line; the last line is a summary. CPU is the bot's own process and,
on a line of its own, its child processes' (the workers hard computers search in). There are
no targets here: the issue's targets are read off the figures. Peaks per second are the most
calls in any sliding second (the fake's windows are fixed, so a peak may exceed 50 across a
window's edge).
`--rate-limits off` lets the bot go as fast as it can, as in the issue's first measurement.
`--database postgresql://...` gives the bot that PostgreSQL database (it must be empty; it is
emptied before each run and at the end) in place of a new SQLite file per run.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
VENV_PYTHON = ROOT / ".venv" / "bin" / "python"

try:
    import discord  # noqa: F401
except ImportError:  # run with the project's environment instead
    if VENV_PYTHON.exists() and Path(sys.executable) != VENV_PYTHON:
        os.execv(VENV_PYTHON, [str(VENV_PYTHON), *sys.argv])
    raise

from loadkit.main import main  # noqa: E402  (after the re-exec above: loadkit needs discord)

if __name__ == "__main__":
    sys.exit(main())
