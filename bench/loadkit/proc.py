"""What a process costs, read from /proc: resident memory and CPU time, its own and its live
children's (the bot's computer players think in worker processes)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

TICKS = os.sysconf("SC_CLK_TCK")


def rss_bytes(pid: int) -> int:
    """Resident set size (VmRSS of /proc/<pid>/status), in bytes."""
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) * 1024
    raise RuntimeError(f"no VmRSS for process {pid}")


def cpu_seconds(pid: int) -> float:
    """User plus system CPU time of the process so far (utime + stime of /proc/<pid>/stat)."""
    stat = Path(f"/proc/{pid}/stat").read_text()
    fields = stat[stat.rindex(")") + 2 :].split()
    utime, stime = int(fields[11]), int(fields[12])
    return (utime + stime) / TICKS


def children(pid: int) -> list[int]:
    """The processes whose parent is `pid` now."""
    found = []
    for entry in Path("/proc").iterdir():
        if entry.name.isdigit():
            try:
                stat = (entry / "stat").read_text()
            except OSError:  # it ended meanwhile
                continue
            if int(stat[stat.rindex(")") + 2 :].split()[1]) == pid:
                found.append(int(entry.name))
    return found


def children_cpu_seconds(pid: int) -> float:
    """CPU time so far of the live children of `pid` (a child that ended meanwhile counts 0)."""
    total = 0.0
    for child in children(pid):
        try:
            total += cpu_seconds(child)
        except OSError:
            continue
    return total


@dataclass(frozen=True)
class Usage:
    """One reading of a process."""

    rss: int
    cpu: float
    children_cpu: float = 0.0
    """Of its live child processes (the computer players' workers)."""

    @classmethod
    def of(cls, pid: int) -> Usage:
        return cls(rss_bytes(pid), cpu_seconds(pid), children_cpu_seconds(pid))
