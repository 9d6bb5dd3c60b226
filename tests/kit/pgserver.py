"""A throwaway PostgreSQL cluster in a temporary folder, for one test session.

The server comes from the machine's packages (Debian's `postgresql`, which `.ci/run` installs);
`initdb` refuses to run as root, so as root the cluster belongs to the `postgres` user.
"""

from __future__ import annotations

import contextlib
import glob
import os
import pwd
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

START_TIMEOUT = 30
PORT_TRIES = 5


class NoServer(Exception):
    """No PostgreSQL server can be started here; the message says why."""


@dataclass(frozen=True)
class Server:
    """A running cluster: connect as `url`, a superuser who needs no password."""

    url: str
    port: int


def _bin_dir() -> Path:
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/initdb"), key=_major)
    if found:
        return Path(found[-1]).parent
    initdb = shutil.which("initdb")
    if initdb is None:
        raise NoServer("no initdb found (apt-get install postgresql)")
    return Path(initdb).parent


def _major(path: str) -> int:
    part = Path(path).parent.parent.name
    return int(part) if part.isdigit() else 0


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@contextlib.contextmanager
def throwaway_server() -> Iterator[Server]:
    """Start a cluster (fsync off: it is thrown away) and stop and delete it afterwards."""
    binaries = _bin_dir()
    folder = Path(tempfile.mkdtemp(prefix="sho-pg-"))
    as_user: list[str] = []
    if os.geteuid() == 0:
        try:
            owner = pwd.getpwnam("postgres")
        except KeyError:
            shutil.rmtree(folder, ignore_errors=True)
            raise NoServer("running as root and there is no postgres user to run it") from None
        os.chown(folder, owner.pw_uid, owner.pw_gid)
        as_user = ["runuser", "-u", "postgres", "--"]
    data, log = folder / "data", folder / "server.log"

    def run(*command: str) -> None:
        done = subprocess.run(
            [*as_user, *command], capture_output=True, text=True, timeout=START_TIMEOUT
        )
        if done.returncode != 0:
            raise NoServer(f"{Path(command[0]).name} failed: {done.stderr.strip()[-300:]}")

    def start_on(port: int) -> int:
        options = (
            f"-p {port} -c listen_addresses=127.0.0.1 -k {folder} -c fsync=off"
            " -c synchronous_commit=off -c full_page_writes=off -c max_connections=200"
        )
        run(str(binaries / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(log), "-w",
            "-t", str(START_TIMEOUT), "start")  # fmt: skip
        return port

    def start() -> int:
        """Start the server on a free port; the port. The port is free when asked for, but another
        process (a parallel worker's cluster or fake Discord) may bind it before the server does:
        then the server is started again on another."""
        for _ in range(PORT_TRIES - 1):
            try:
                return start_on(_free_port())
            except NoServer:
                if not (log.is_file() and "Address already in use" in log.read_text("utf-8")):
                    raise
                log.unlink()
        return start_on(_free_port())

    try:
        run(str(binaries / "initdb"), "-D", str(data), "-A", "trust", "-U", "sho", "-E", "UTF8",
            "--no-sync")  # fmt: skip
        port = start()
    except (NoServer, OSError, subprocess.TimeoutExpired) as error:
        shutil.rmtree(folder, ignore_errors=True)
        raise NoServer(str(error)) from None
    try:
        yield Server(f"postgresql://sho@127.0.0.1:{port}/postgres", port)
    finally:
        with contextlib.suppress(NoServer, OSError, subprocess.TimeoutExpired):
            run(str(binaries / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop")
        shutil.rmtree(folder, ignore_errors=True)
