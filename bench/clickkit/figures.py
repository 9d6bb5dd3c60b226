"""The figures of the measured clicks, one line each, and the lists of what was seen."""

from __future__ import annotations

import statistics
from collections import Counter
from collections.abc import Callable, Iterable
from dataclasses import dataclass

from .probe import BOT_TASK, DISCORD_TASK, ClickTrace, GameRead, SeenTask


@dataclass(frozen=True)
class Clicked:
    """One measured click: what it did, and when (seconds after the fake delivered it)."""

    trace: ClickTrace
    answered: float
    """The bot's response to the interaction received."""
    finished: float
    """The last of its work done (REST calls, the tasks it made)."""
    callback_type: int
    """7: the message updated with the response itself; 6: acknowledged first, drawn after."""
    ended_game: bool


Count = Callable[[ClickTrace], float]

COUNTS: dict[str, Count] = {
    "modules touched": lambda t: len(t.modules),
    "core modules": lambda t: len(t.core_modules()),
    "tasks made by discord.py": lambda t: len(t.made_by(DISCORD_TASK)),
    "tasks made by the bot": lambda t: len(t.made_by(BOT_TASK)),
    "tasks still waiting at the end": lambda t: len(t.idle),
    "game reads": lambda t: len(t.reads),
    "game reads from the database": lambda t: sum(r.database for r in t.reads),
    "game reads from the live tables": lambda t: sum(not r.database for r in t.reads),
    "game saves": lambda t: t.saves,
    "REST calls (the response included)": lambda t: len(t.requests),
}
"""Each figure counted in one profiled click."""
TIMES = ("wall time to the response ms", "wall time to the end ms")


def per_click(profiled: list[Clicked], timed: list[Clicked]) -> dict[str, list[float]]:
    """Every figure's value in each click (counts from the profiled clicks, times from the
    timed ones)."""
    values = {name: [count(c.trace) for c in profiled] for name, count in COUNTS.items()}
    values[TIMES[0]] = [c.answered * 1000 for c in timed]
    values[TIMES[1]] = [c.finished * 1000 for c in timed]
    return values


def shown(value: float) -> str:
    return f"{value:.0f}" if value == int(value) else f"{value:.1f}"


def spread(values: list[float]) -> str:
    """`median (min-max low-high)`."""
    if not values:
        return "n/a"
    middle = statistics.median(values)
    return f"{shown(middle)} (min-max {shown(min(values))}-{shown(max(values))})"


def figure_lines(values: dict[str, list[float]]) -> list[str]:
    return [f"{name}: {spread(found)}" for name, found in values.items()]


def _marked(counts: Counter[str], clicks: int) -> list[str]:
    """Names in order, those not seen in every click with `(k/n)`."""
    return [
        name if counts[name] >= clicks else f"{name} ({counts[name]}/{clicks})"
        for name in sorted(counts)
    ]


def _per_click(kinds: Iterable[tuple[str, list[float]]]) -> list[str]:
    return [f"{name}: {spread(values)} a click" for name, values in kinds]


def seen_lines(profiled: list[Clicked]) -> list[str]:
    """What the profiled clicks ran: modules, core modules, the response's path, tasks and
    reads by kind."""
    traces = [c.trace for c in profiled]
    n = len(traces)
    touched = Counter(m for t in traces for m in t.modules)
    core = Counter(m for t in traces for m in t.core_modules())
    lines = [
        f"modules touched, {len(touched)} in all: {', '.join(_marked(touched, n))}",
        f"core modules, {len(core)} in all: {', '.join(_marked(core, n))}",
    ]
    path = traces[0].response_path() if traces else []
    lines.append("response path: " + " > ".join(f"{m}.{f}" for m, f in path))
    for label, kind in (("bot task", BOT_TASK), ("discord.py task", DISCORD_TASK)):
        lines += [f"{label} {name}" for name in _task_kinds(traces, kind)]
    lines += [f"game read {name}" for name in _read_kinds(traces)]
    return lines


def _task_kinds(traces: list[ClickTrace], kind: str) -> list[str]:
    def key(seen: SeenTask) -> str:
        label = f" '{seen.label}'" if seen.label else ""
        return f"{seen.runs}{label} (made in {seen.creator})"

    names = sorted({key(s) for t in traces for s in t.made_by(kind)})
    return _per_click(
        (name, [float(sum(key(s) == name for s in t.made_by(kind))) for t in traces])
        for name in names
    )


def _read_kinds(traces: list[ClickTrace]) -> list[str]:
    def key(read: GameRead) -> str:
        return f"{read.entry} by {read.caller} ({'database' if read.database else 'memory'})"

    names = sorted({key(r) for t in traces for r in t.reads})
    return _per_click(
        (name, [float(sum(key(r) == name for r in t.reads)) for t in traces]) for name in names
    )
