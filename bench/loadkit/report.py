"""The figures of a run, one per line (with the floor's and the ratio where there is a floor),
and the one-line summary."""

from __future__ import annotations

import math
import re
from collections import Counter
from dataclasses import dataclass

from .burst import Burst
from .games import Run
from .restore import Restore, catch_up_calls
from .stats import Samples, busiest_second, peak_per_second
from .traffic import NOT_INTERACTION, Kind

GAME_FIGURES = (
    "ack latency p50 ms",
    "ack latency p99 ms",
    "ack latency max ms",
    "board shown p50 ms",
    "board shown p99 ms",
    "board shown max ms",
    "interactions per second",
    "REST calls per interaction: interaction responses",
    "REST calls per interaction: all others",
    "REST calls per interaction: edits",
    "REST calls per interaction: posts",
    "REST calls per interaction: deletes",
    "peak non-interaction REST calls per second",
    "peak non-interaction REST calls per clock second",
    "resident memory per live game KB",
    "resident memory per live game at the end KB",
    "CPU per 1000 interactions s",
    "CPU per 1000 interactions in child processes s",
    "acknowledgements later than 3 s",
    "requests the fake refused (429)",
    "games stuck",
)
RESTORE_FIGURES = (
    "games in the database",
    "sampled boards",
    "every sampled board answered after s",
    "sampled boards never answered",
    "latest ack during catch-up ms",
    "ack p99 during catch-up ms",
    "acknowledgements later than 1 s",
    "acknowledgements later than 3 s",
    "catch-up duration s",
    "catch-up REST calls (non-interaction)",
    "catch-up posts",
    "catch-up edits",
    "catch-up deletes",
    "catch-up peak REST calls per second",
    "catch-up peak REST calls per clock second",
    "requests the fake refused (429)",
    "games stuck",
)
BURST_FIGURES = (
    "tables asked for",
    "tables opened",
    "ack latency p50 ms",
    "ack latency p99 ms",
    "ack latency max ms",
    "acknowledgements later than 1 s",
    "acknowledgements later than 3 s",
    "lobbies left without a message",
    "game interactions per second meanwhile",
    "game acks later than 3 s meanwhile",
)


@dataclass(frozen=True)
class Figure:
    name: str
    value: float


def _ms(seconds: float) -> float:
    return seconds * 1000


def _per(count: float, interactions: int) -> float:
    return count / interactions if interactions else math.nan


def game_figures(run: Run) -> list[Figure]:
    results, traffic = run.results, run.traffic
    n = results.interactions
    assert run.ready is not None
    assert run.opened is not None
    assert run.start is not None
    assert run.end is not None
    grown = (run.opened.rss - run.ready.rss) / 1024
    values = (
        _ms(results.acks.p50),
        _ms(results.acks.p99),
        _ms(results.acks.max),
        _ms(results.shown.p50),
        _ms(results.shown.p99),
        _ms(results.shown.max),
        n / run.seconds if run.seconds else math.nan,
        _per(traffic.count(Kind.INTERACTION), n),
        _per(traffic.count(*NOT_INTERACTION), n),
        _per(traffic.count(Kind.EDIT), n),
        _per(traffic.count(Kind.POST), n),
        _per(traffic.count(Kind.DELETE), n),
        peak_per_second(traffic.times(*NOT_INTERACTION)),
        busiest_second(traffic.times(*NOT_INTERACTION)),
        grown / run.live_games if run.live_games else math.nan,
        (run.end.rss - run.ready.rss) / 1024 / run.live_games if run.live_games else math.nan,
        _per(run.end.cpu - run.start.cpu, n) * 1000,
        _per(run.end.children_cpu - run.start.children_cpu, n) * 1000,
        results.late,
        sum(traffic.refused.values()),
        len(results.stuck),
    )
    return [Figure(name, float(v)) for name, v in zip(GAME_FIGURES, values, strict=True)]


def restore_figures(report: Restore) -> list[Figure]:
    acks: Samples = report.results.acks
    calls = catch_up_calls(report)
    end = report.started + (report.catch_up if report.catch_up is not None else math.inf)
    kinds = Counter(c.kind for c in report.traffic.calls if c.at <= end)
    values = (
        report.games,
        report.sampled,
        max(report.answered) if report.answered else math.nan,
        report.unanswered_boards,
        _ms(acks.max),
        _ms(acks.p99),
        acks.over(1.0),
        report.results.late,
        report.catch_up if report.catch_up is not None else math.nan,
        len(calls),
        kinds[Kind.POST],
        kinds[Kind.EDIT],
        kinds[Kind.DELETE],
        peak_per_second(calls),
        busiest_second(calls),
        sum(report.traffic.refused.values()),
        len(report.results.stuck),
    )
    return [Figure(name, float(v)) for name, v in zip(RESTORE_FIGURES, values, strict=True)]


def burst_figures(burst: Burst) -> list[Figure]:
    acks = burst.results.acks
    values = (
        burst.asked,
        burst.opened,
        _ms(acks.p50),
        _ms(acks.p99),
        _ms(acks.max),
        acks.over(1.0),
        burst.results.late,
        burst.lobbies_without_message,
        burst.games.interactions / burst.played if burst.played else math.nan,
        burst.games.late,
    )
    return [Figure(name, float(v)) for name, v in zip(BURST_FIGURES, values, strict=True)]


def shown(value: float) -> str:
    if math.isnan(value):
        return "n/a"
    if math.isinf(value):
        return "inf"
    if abs(value) >= 100 or value == int(value):
        return f"{value:.0f}"
    return f"{value:.1f}" if abs(value) >= 10 else f"{value:.3g}"


def line(workload: str, figure: Figure, floor: Figure | None = None) -> str:
    text = f"{workload}: {figure.name}: {shown(figure.value)}"
    if floor is None:
        return text
    ratio = figure.value / floor.value if floor.value else math.nan
    return f"{text} | floor {shown(floor.value)} | ratio {shown(ratio)}"


def refused_lines(workload: str, refused: Counter[tuple[str, str]]) -> list[str]:
    return [
        f"{workload}: 429 by route: {route} ({scope} limit): {n}"
        for (scope, route), n in refused.most_common()
    ]


GAME_SUMMARY = (
    ("ack p99", "ack latency p99 ms", " ms"),
    ("shown p99", "board shown p99 ms", " ms"),
    ("int/s", "interactions per second", ""),
    ("other REST/int", "REST calls per interaction: all others", ""),
    ("peak", "peak non-interaction REST calls per second", "/s"),
    ("memory", "resident memory per live game KB", " KB/game"),
    ("late", "acknowledgements later than 3 s", ""),
    ("refused", "requests the fake refused (429)", ""),
    ("stuck", "games stuck", ""),
)
RESTORE_SUMMARY = (
    ("answered after", "every sampled board answered after s", " s"),
    ("latest ack", "latest ack during catch-up ms", " ms"),
    ("catch-up calls", "catch-up REST calls (non-interaction)", ""),
    ("peak", "catch-up peak REST calls per second", "/s"),
    ("refused", "requests the fake refused (429)", ""),
)
BURST_SUMMARY = (
    ("asked", "tables asked for", ""),
    ("opened", "tables opened", ""),
    ("ack p99", "ack latency p99 ms", " ms"),
    ("lobbies without message", "lobbies left without a message", ""),
)


def summary_part(
    workload: str, figures: list[Figure], keys: tuple[tuple[str, str, str], ...]
) -> str:
    """`human ack p99 55 ms, ...`: the workload's main figures in a few words."""
    by_name = {figure.name: figure.value for figure in figures}
    said = ", ".join(f"{label} {shown(by_name[name])}{unit}" for label, name, unit in keys)
    return f"{workload} {said}"


LOG_LINE = re.compile(r"\b(ERROR|WARNING|CRITICAL)\b *\]? +(.*)$")
COLOURS = re.compile(r"\x1b\[[0-9;]*m")
LOG_SHOWN = 6
NUMBERS = re.compile(r"[0-9]+(\.[0-9]+)?")


def log_lines(workload: str, output: str) -> list[str]:
    """How often the bot logged each kind of warning or error (numbers blanked out)."""
    kinds: Counter[str] = Counter()
    for text in output.splitlines():
        found = LOG_LINE.search(COLOURS.sub("", text))
        if found is not None:
            kinds[f"{found[1]} {NUMBERS.sub('N', found[2])[:100]}"] += 1
    said = [f"{workload}: bot log: {sum(kinds.values())} warnings and errors"]
    said += [f"{workload}: bot log: {n} x {kind}" for kind, n in kinds.most_common(LOG_SHOWN)]
    return said
