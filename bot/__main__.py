"""`python -m bot` runs the bot; `python -m bot sync` publishes the commands globally and exits;
`python -m bot ratings rebuild` rebuilds every rating from the stored results and exits;
`python -m bot analysis rebuild` analyses every finished game again (after the judgement or the
analysis changed) and exits;
`python -m bot migrate-sqlite-to-postgres SQLITE_FILE` copies a database into the empty
PostgreSQL one of SHO_DATABASE_URL.

Logs go to stdout. A problem the operator must fix (token, database, a setting) ends the
process with ONE line on stderr saying what and how, and exit status 2; SIGTERM or Ctrl-C
shut down cleanly with status 0.
"""

from __future__ import annotations

import argparse
import asyncio
import gc
import logging
import signal
import sys
from collections.abc import Callable
from pathlib import Path

import aiohttp
import discord

from bot.client import create_bot
from bot.config import ConfigError, Settings, load_settings
from bot.logging_setup import redact_logs
from bot.services.analyses import Analyses
from bot.services.keeper import ResultKeeper
from bot.services.replays import Replays
from bot.services.thinking import thinking_executor
from bot.store import Store, StoreError, StoreOpenError
from bot.store.copy import copy_sqlite_to_postgres
from bot.store.redaction import passwords_in

log = logging.getLogger("bot")

EXIT_OK, EXIT_UNREACHABLE, EXIT_CONFIG = 0, 1, 2
MIGRATE = "migrate-sqlite-to-postgres"


def main(argv: list[str] | None = None) -> int:
    """Run the command line; return the exit status."""
    parser = argparse.ArgumentParser(prog="python -m bot", description="The Sho Discord bot.")
    parser.add_argument(
        "command",
        nargs="?",
        choices=("run", "sync", "ratings", "analysis", MIGRATE),
        default="run",
        help="run the bot (default), sync its slash commands globally once and exit, "
        "'ratings rebuild': rebuild every rating from the results, "
        "'analysis rebuild': analyse every finished game again, or "
        f"'{MIGRATE} SQLITE_FILE': copy that file's data into SHO_DATABASE_URL",
    )
    parser.add_argument(
        "what", nargs="?", help="with ratings or analysis: rebuild; with migrate: the file"
    )
    arguments = parser.parse_args(argv)
    command = arguments.command
    if command == MIGRATE:
        if arguments.what is None:
            parser.error(f"use 'python -m bot {MIGRATE} SQLITE_FILE'")
    elif arguments.what != ("rebuild" if command in ("ratings", "analysis") else None):
        parser.error(f"use 'python -m bot {command} rebuild'")
    try:
        settings = load_settings()
    except ConfigError as error:
        return _fail(str(error), EXIT_CONFIG)
    setup_logging(settings)
    try:
        if command == "ratings":
            asyncio.run(_rebuild_ratings(settings))
        elif command == "analysis":
            asyncio.run(_rebuild_analyses(settings))
        elif command == MIGRATE:
            asyncio.run(_migrate(settings, _sqlite_file(arguments.what)))
        else:
            asyncio.run(_sync(settings) if command == "sync" else _serve(settings))
    except discord.LoginFailure:
        return _fail(
            "Discord rejected DISCORD_TOKEN: copy the bot's token again from the developer "
            "portal (Applications > your app > Bot > Reset Token) into .env.",
            EXIT_CONFIG,
        )
    except discord.PrivilegedIntentsRequired:
        return _fail(
            "Discord refused the bot's intents: turn off privileged intents for it in the "
            "developer portal (Bot > Privileged Gateway Intents); the bot needs none.",
            EXIT_CONFIG,
        )
    except StoreError as error:
        return _fail(f"{error}.", EXIT_CONFIG)
    except aiohttp.ClientConnectionError as error:
        return _fail(
            f"Cannot reach Discord ({error.__class__.__name__}): check the network, or "
            "DISCORD_API_BASE / DISCORD_GATEWAY_URL if you set them.",
            EXIT_UNREACHABLE,
        )
    except KeyboardInterrupt:
        pass
    return EXIT_OK


def _fail(message: str, status: int) -> int:
    print(f"sho-bot: {message}", file=sys.stderr)
    return status


def setup_logging(settings: Settings, handler: logging.Handler | None = None) -> Callable[[], None]:
    """Log at `settings.log_level` to stdout (or `handler`) in discord.py's format, hiding the
    token, the database's password and every interaction token. Returns a function that undoes
    it (for tests)."""
    handler = handler or logging.StreamHandler(sys.stdout)
    root = logging.getLogger()
    level = root.level
    discord.utils.setup_logging(handler=handler, level=logging.getLevelName(settings.log_level))
    unredact = redact_logs([settings.token, *passwords_in(settings.database_url or "")])

    def undo() -> None:
        unredact()
        root.removeHandler(handler)
        root.setLevel(level)

    return undo


async def _serve(settings: Settings) -> None:
    """Run until Discord closes us, SIGTERM or Ctrl-C; then close the bot cleanly."""
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        loop.add_signal_handler(signum, stop.set)
    bot = create_bot(settings)
    # What start-up made (the modules, the catalogue, discord.py's tables) lives as long as the
    # process: frozen out of the collector's full passes, which otherwise walk it all again every
    # few seconds under load (docs/words.md, "Load after the redesign").
    gc.freeze()
    async with bot:
        running = asyncio.create_task(bot.start(settings.token), name="sho-bot")
        stopping = asyncio.create_task(stop.wait())
        await asyncio.wait({running, stopping}, return_when=asyncio.FIRST_COMPLETED)
        stopping.cancel()
        if not running.done():
            log.info("Shutting down")
            await bot.close()
        await running


async def _sync(settings: Settings) -> None:
    """Log in (no gateway), publish the command tree globally, and close."""
    bot = create_bot(settings)
    async with bot:
        await bot.login(settings.token)
        synced = await bot.tree.sync()
    names = ", ".join(f"/{command.name}" for command in synced)
    print(
        f"Synced {len(synced)} command(s) globally: {names}. Discord may take a while to show them."
    )


async def _rebuild_ratings(settings: Settings) -> None:
    """Fill in the results of old games still queued, then rebuild every rating."""
    store = await Store.open(settings.database, pool_size=settings.db_pool_size)
    try:
        keeper = ResultKeeper(store)
        await keeper.backfill()
        report = await keeper.ratings.rebuild()
    finally:
        await store.close()
    outcome = "equal to the stored ones" if report.unchanged else "stored in place of the old ones"
    print(f"Rebuilt {report.ratings} rating(s) from {report.games} game result(s): {outcome}.")


async def _rebuild_analyses(settings: Settings) -> None:
    """Analyse every finished game again, in a worker process, and store each
    analysis in place of the old (a game whose record no longer replays is left out, logged)."""
    store = await Store.open(settings.database, pool_size=settings.db_pool_size)
    executor = thinking_executor(settings.computer_processes)
    analyses = Analyses(store, Replays(store), executor=executor)
    try:
        done, games = await analyses.rebuild()
    finally:
        await analyses.close()
        await store.close()
    print(f"Analysed {done} of {games} finished game(s) again.")


def _sqlite_file(raw: str) -> Path:
    source = Path(raw).expanduser()
    if not source.is_file():
        raise StoreOpenError(source, "no such file; give the path of the bot's SQLite database")
    return source


async def _migrate(settings: Settings, source: Path) -> None:
    """Copy the SQLite file's games, results, ratings and settings into SHO_DATABASE_URL."""
    if settings.database_url is None:
        raise StoreOpenError(source, "set SHO_DATABASE_URL to the empty PostgreSQL database")
    store = await Store.open(source)
    try:  # old games' results are rebuilt here, once, not by every process of the new database
        await ResultKeeper(store).backfill()
    finally:
        await store.close()
    report = await copy_sqlite_to_postgres(source, settings.database_url)
    rows = report.rows
    print(
        f"Copied {rows['games']} game(s), {rows['game_results']} result(s), "
        f"{rows['ratings']} rating(s) and {rows['guild_settings']} server setting(s) into "
        "PostgreSQL. Set SHO_DATABASE_URL for the bot and start it."
    )


if __name__ == "__main__":
    sys.exit(main())
