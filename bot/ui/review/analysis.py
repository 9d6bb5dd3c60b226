"""The post-game analysis as Discord shows it: one line per person under the game's summary,
and a private view (the Analysis button under the summary, /sho analysis) with the win-chance
graph in text, the key moments (each a button to the replay at its throw) and each person's
figures.

A win chance is shown in percentage points of the whole (0.123 is "+12.3%"), the graph in
block characters, GRAPH_WIDTH wide, which fits a phone's 390 pixels beside a short name.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any, ClassVar

import discord

from bot.ai.analysis import GameAnalysis, KeyMoment, MomentKind
from bot.ai.analysis.scale import game_luck_of
from bot.services.analyses import AnalysedGame
from bot.table.seats import Seat
from bot.ui.kit.answer import Answer, Private, Shape
from bot.ui.kit.cards import Card, Component, page
from bot.ui.kit.controls import Button, Style
from bot.ui.kit.host import ShoHost, host_of
from bot.ui.kit.replies import Reply
from bot.ui.review.replay import replay_message, replay_of
from bot.ui.table.messages import plain_name
from bot.words import ENGLISH, Words

COLOUR = 0x33691E
BLOCKS = "▁▂▃▄▅▆▇█"
GRAPH_WIDTH = 16
"""Columns of the graph: with a name of NAME_WIDTH, a line of a code block a phone shows
whole at 390 px (block characters are wider than letters there: 24 columns wrapped, as drawn
by devtools.pictures; docs/analysis.md)."""
NAME_WIDTH = 6


def signed(chance: float) -> str:
    """'+12.3%' for 0.123."""
    return f"{chance * 100:+.1f}%"


def plain(chance: float) -> str:
    """'0.6%' for 0.006."""
    return f"{chance * 100:.1f}%"


def side_names(seats: Sequence[Seat], sides: int, words: Words) -> list[str]:
    """Each side's name: its seats' names, partners joined."""
    names: list[list[str]] = [[] for _ in range(sides)]
    for index, seat in enumerate(seats):
        names[index % sides].append(plain_name(seat, words))
    return [" & ".join(n) for n in names]


def summary_lines(
    seats: Sequence[Seat], analysis: GameAnalysis, words: Words = ENGLISH
) -> list[str]:
    """One line per person (computer seats have no choices to judge, and the dice's luck is
    their side's): their side's luck and their play, in words and figures."""
    lines = []
    for figures in analysis.seats:
        seat = seats[figures.seat]
        if seat.is_computer:
            continue
        luck = analysis.sides[figures.side].total
        lines.append(
            words.say(
                "analysis-summary-line",
                name=plain_name(seat, words),
                luck=signed(luck),
                luck_word=game_luck_of(luck).value,
                decisions=figures.decisions,
                label=figures.label.value if figures.label is not None else "beginner",
                given_up=plain(figures.given_up),
            )
        )
    return lines


def graph_lines(analysis: GameAnalysis, names: Sequence[str]) -> list[str]:
    """One line per side: its win chance before the first throw and after each throw, sampled
    at GRAPH_WIDTH evenly spaced points, as block characters."""
    points = [analysis.start, *(t.chances for t in analysis.throws)]
    width = min(GRAPH_WIDTH, len(points))
    picked = [points[round(i * (len(points) - 1) / max(width - 1, 1))] for i in range(width)]
    lines = []
    for side, name in enumerate(names):
        short = name if len(name) <= NAME_WIDTH else name[: NAME_WIDTH - 1] + "…"
        bars = "".join(BLOCKS[min(len(BLOCKS) - 1, int(p[side] * len(BLOCKS)))] for p in picked)
        lines.append(f"{short:<{NAME_WIDTH}} {bars}")
    return lines


def moment_line(moment: KeyMoment, seats: Sequence[Seat], sides: int, words: Words) -> str:
    if moment.kind is MomentKind.LUCK:
        return words.say(
            "analysis-moment-luck",
            throw=moment.number,
            luck_sign="up" if moment.swing >= 0 else "down",
            name=side_names(seats, sides, words)[moment.side],
            swing=signed(moment.swing),
        )
    return words.say(
        "analysis-moment-error",
        throw=moment.number,
        name=plain_name(seats[moment.seat], words),
        swing=plain(-moment.swing),
    )


def analysis_message(analysed: AnalysedGame, words: Words = ENGLISH) -> Card:
    """The graph, the key moments (a button each, to the replay at its throw) and each person's
    figures."""
    analysis, seats = analysed.analysis, analysed.seats
    sides = len(analysis.sides)
    names = side_names(seats, sides, words)
    graph = "\n".join(graph_lines(analysis, names))
    parts = [
        words.say("analysis-graph-heading", throws=len(analysis.throws)),
        f"```\n{graph}\n```",
        words.say("analysis-moments-heading"),
    ]
    moments = [moment_line(m, seats, sides, words) for m in analysis.moments]
    parts.append("\n".join(moments) if moments else words.say("analysis-no-moments"))
    parts.append(words.say("analysis-figures-heading"))
    for side in analysis.sides:
        parts.append(
            words.say(
                "analysis-person",
                name=names[side.side],
                luck=signed(side.total),
                luck_word=game_luck_of(side.total).value,
                very_lucky=side.very_lucky,
                very_unlucky=side.very_unlucky,
            )
        )
        for figures in analysis.seats:
            if figures.side != side.side or seats[figures.seat].is_computer:
                continue
            parts.append(
                words.say(
                    "analysis-person-play",
                    name=plain_name(seats[figures.seat], words),
                    decisions=figures.decisions,
                    label=figures.label.value if figures.label is not None else "beginner",
                    errors=figures.errors,
                    blunders=figures.blunders,
                    given_up=plain(figures.given_up),
                )
            )
    if analysis.winner is not None:
        parts.append(
            words.say(
                "analysis-skill-winner",
                name=names[analysis.skill_winner],
                same="yes" if analysis.skill_winner == analysis.winner else "no",
            )
        )
    return page(
        COLOUR,
        words.say("analysis-title", game=analysed.game_id),
        "\n".join(parts),
        footer=words.say("analysis-footer"),
        rows=[analysis_buttons(analysed, words)],
    )


def analysis_buttons(analysed: AnalysedGame, words: Words = ENGLISH) -> list[Component]:
    """A button per throw of a key moment (a throw's luck and the choice that played it can
    both be one), opening the replay at that throw."""
    throws = dict.fromkeys(moment.number for moment in analysed.analysis.moments)
    return [MomentButton(analysed.game_id, throw).drawn(words) for throw in throws]


async def analysis_reply(
    interaction: discord.Interaction[Any], game_id: int, words: Words = ENGLISH
) -> Reply:
    """The game's analysis for this person (refused, as a replay is, for a live game they play
    in or a game of another server); made now if the game has none yet."""
    guild, user = interaction.guild_id or 0, interaction.user.id
    analysed = await host_of(interaction).analyses.of_game(guild, game_id, user)
    return Reply(view=analysis_message(analysed, words))


@dataclass(frozen=True)
class AnalysisButton(Button, id="sho:analysis:{game}"):
    """Under a finished game's summary: its analysis, shown only to the person who pressed it."""

    game: int

    label: ClassVar[str] = "analysis-button"
    emoji: ClassVar[str | None] = "🔍"

    def shape(self, host: ShoHost) -> Shape[Any]:
        return Private()

    async def act(self, answer: Answer) -> Reply:
        return await analysis_reply(answer.interaction, self.game, await answer.words())


@dataclass(frozen=True)
class MomentButton(Button, id="sho:moment:{game}:{throw}"):
    """Under an analysis: the replay at a key moment's throw, privately."""

    game: int
    throw: int

    style: ClassVar[Style] = Style.primary
    emoji: ClassVar[str | None] = "🎞️"

    def said(self, words: Words) -> str:
        return words.say("analysis-moment-button", throw=self.throw)

    def shape(self, host: ShoHost) -> Shape[Any]:
        return Private()

    async def act(self, answer: Answer) -> Reply:
        replay = await replay_of(answer.interaction, self.game)
        step = replay.step_of_throw(self.throw)
        words = await answer.words()
        return Reply(view=replay_message(replay, step, words))
