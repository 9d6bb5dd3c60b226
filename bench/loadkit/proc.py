"""What a process costs, read from /proc: resident memory and CPU time."""

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


@dataclass(frozen=True)
class Usage:
    """One reading of a process."""

    rss: int
    cpu: float

    @classmethod
    def of(cls, pid: int) -> Usage:
        return cls(rss_bytes(pid), cpu_seconds(pid))
