"""Run a bot's real entry point as a subprocess pointed at the fake, and stop or kill it."""

from __future__ import annotations

import asyncio
import os
import signal
import sys
from collections.abc import AsyncIterator, Iterable, Mapping
from contextlib import AbstractAsyncContextManager, asynccontextmanager
from pathlib import Path
from typing import TYPE_CHECKING

from .errors import HarnessError

if TYPE_CHECKING:
    from .server import FakeDiscord

STOP_GRACE = 5.0


class BotProcess:
    """A running bot process; its combined stdout/stderr is collected in `output`."""

    def __init__(self, process: asyncio.subprocess.Process) -> None:
        self.process = process
        self._lines: list[str] = []
        self._reader = asyncio.create_task(self._read())

    async def _read(self) -> None:
        stream = self.process.stdout
        assert stream is not None
        while line := await stream.readline():
            self._lines.append(line.decode(errors="replace"))

    @property
    def pid(self) -> int:
        return self.process.pid

    @property
    def returncode(self) -> int | None:
        return self.process.returncode

    @property
    def output(self) -> str:
        return "".join(self._lines)

    async def wait(self) -> int:
        """Wait (at most STOP_GRACE s) for the exit and the rest of the output; the exit code."""
        code = await asyncio.wait_for(self.process.wait(), STOP_GRACE)
        await asyncio.wait_for(self._reader, STOP_GRACE)
        return code

    async def stop(self) -> int:
        """SIGTERM (a graceful shutdown), then the exit code."""
        if self.process.returncode is None:
            self.process.send_signal(signal.SIGTERM)
        return await self.wait()

    async def kill(self) -> int:
        """SIGKILL: the process vanishes without closing its gateway socket."""
        if self.process.returncode is None:
            self.process.kill()
        return await self.wait()


BotProcessContext = AbstractAsyncContextManager[BotProcess]


def bot_environment(
    fake: FakeDiscord, env: Mapping[str, str] | None, db_path: Path | str | None
) -> dict[str, str]:
    environment = {
        **os.environ,
        "DISCORD_TOKEN": fake.token,
        "DISCORD_API_BASE": fake.api_base,
        "DISCORD_GATEWAY_URL": fake.gateway_url,
        "SHO_DEV_GUILD_ID": str(fake.guild_id),
        "PYTHONUNBUFFERED": "1",
    }
    if db_path is not None:
        environment["SHO_DB_PATH"] = str(db_path)
    environment.update(env or {})
    return environment


@asynccontextmanager
async def run_bot_process(
    fake: FakeDiscord,
    *,
    args: Iterable[str],
    env: Mapping[str, str] | None,
    cwd: Path | str | None,
    db_path: Path | str | None,
    wait_sync: bool,
    ready_timeout: float,
) -> AsyncIterator[BotProcess]:
    """Start `python <args>`, wait until it has identified (and synced), stop it at the end."""
    identified, synced = fake.identify_count, fake.sync_count
    process = await asyncio.create_subprocess_exec(
        sys.executable,
        *args,
        env=bot_environment(fake, env, db_path),
        cwd=cwd,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    bot = BotProcess(process)
    try:

        def ready() -> bool:
            up = fake.identify_count > identified and (not wait_sync or fake.sync_count > synced)
            return up or process.returncode is not None

        try:
            await fake.wait_for(ready, ready_timeout)
        except TimeoutError:
            raise HarnessError(f"bot not ready within {ready_timeout} s:\n{bot.output}") from None
        if process.returncode is not None:
            code = await bot.wait()
            raise HarnessError(f"bot exited with {code} before it was ready:\n{bot.output}")
        yield bot
    finally:
        if process.returncode is None:
            try:
                await bot.stop()
            except TimeoutError:
                await bot.kill()
        else:
            await bot.wait()
