"""The analysis of a game: every throw's luck, every person's choice judged, the chances after
each throw, the key moments and the luck-adjusted result (docs/analysis.md says what each
means and how the scales were calibrated).

The game is replayed from its record once. A throw's luck is bot/ai/luck.py's, for every side
(each throw, a pa ra kept or rethrown included, is one throw with one luck: the position after
a pa ra, the same seat to throw again with the steps kept, is what that throw's luck is judged
on, and the next throw's luck starts from it, so a chain is counted once). A choice is judged
by the reference (bot/ai/reference.py: normal's best candidates and the move made, valued by
rollouts after each of the 21 throws with the same dice for every move; REFERENCE_ROLLOUTS says
how deep it looks beside hard's own search, within the time docs/analysis.md
measures). Everything follows from the record, who made each decision and the seed.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import NamedTuple

from bot.ai.analysis.scale import Verdict, label_of, mark_of, verdict_of
from bot.ai.analysis.values import (
    GameAnalysis,
    JudgedDecision,
    KeyMoment,
    MomentKind,
    SeatSkill,
    SideLuck,
    ThrowLuck,
)
from bot.ai.learned import Model, chances_with, shipped
from bot.ai.luck import luck_of_sides
from bot.ai.reference import given_up, reference_values
from bot.engine import GameRecord, Move, MoveAction, State, ThrowAction

REFERENCE_ROLLOUTS = {2: 4, 3: 2, 4: 2}
"""Per player count, the reference's rollouts after each of the 21 throws for every candidate
of a choice, within 10 s of one core for a 150-throw game (docs/analysis.md). Hard's own search
(bot/ai/hard.py, ROLLOUTS) gives its last two candidates 6 at 2 players and 3 at 3 and 4
players, the others fewer (1 to 3), and at 3 players stops early once one candidate leads: the
reference values every candidate at least as deeply as hard values all but its last two, and
the move made always."""
KEY_MOMENTS = 3
"""The key moments an analysis names."""
SEED_STRIDE = 1_000_003
"""Decision `index` of a game analysed from `seed` is valued from seed * SEED_STRIDE + index:
every decision has seeds of its own, and a game's are not another seed's."""


def _r(x: float) -> float:
    return round(x, 6)


@dataclass
class _Throw:
    """A throw while the game is replayed: its chances are known once it is played."""

    number: int
    seat: int
    side: int
    dice: tuple[int, int]
    luck: tuple[float, ...]
    chances: tuple[float, ...] = field(default=())

    def frozen(self) -> ThrowLuck:
        luck = tuple(_r(x) for x in self.luck)
        mark = mark_of(luck[self.side])
        return ThrowLuck(self.number, self.seat, self.side, self.dice, luck, self.chances, mark)


def analyse(
    record: GameRecord,
    made_by_person: Sequence[bool],
    *,
    seed: int,
    rollouts: int | None = None,
    model: Model | None = None,
) -> GameAnalysis:
    """The analysis of the game `record` holds. `made_by_person[i]` says whether a person made
    `record.actions[i]` (not the computer for a computer seat, an absent person or a timeout):
    only such choices are judged. `rollouts` after each throw value a choice (by default
    REFERENCE_ROLLOUTS of the player count); `model` is the judgement (the shipped one)."""
    if len(made_by_person) != len(record.actions):
        raise ValueError(
            f"{len(made_by_person)} marks of who decided for {len(record.actions)} actions"
        )
    judgement = shipped() if model is None else model
    per_throw = REFERENCE_ROLLOUTS[record.players] if rollouts is None else rollouts
    game = record.start()
    start = tuple(_r(x) for x in chances_with(judgement, game.state))
    throws: list[_Throw] = []
    decisions: list[JudgedDecision] = []
    for index, action in enumerate(record.actions):
        before = game
        game, _ = game.apply(action)
        if isinstance(action, ThrowAction):
            state = before.state
            seat, side = state.turn, state.side_to_throw
            lucks = luck_of_sides(state, action.dice, judgement)
            dice = (action.dice.d1, action.dice.d2)
            throws.append(_Throw(len(throws) + 1, seat, side, dice, lucks))
        else:
            pending = before.pending
            assert pending is not None  # the record replayed: a move answers a pending throw
            if made_by_person[index] and len(pending.moves) > 1:
                number = throws[-1].number
                seed_of = seed * SEED_STRIDE + index
                decisions.append(
                    _judged(before.state, pending.moves, action, number, per_throw, seed_of)
                )
        if game.pending is None and throws and not throws[-1].chances:
            throws[-1].chances = tuple(_r(x) for x in chances_with(judgement, game.state))
    if throws and not throws[-1].chances:  # the game stopped with a choice open
        throws[-1].chances = tuple(_r(x) for x in chances_with(judgement, game.state))
    final = throws[-1].chances if throws else start
    return _summed(record, [t.frozen() for t in throws], decisions, start, final, game.state)


class Judgement(NamedTuple):
    """A choice against the reference's best."""

    best: Move
    given_up: float
    """The win chance the choice gave up against the best (0 when it is the best)."""
    verdict: Verdict


def judge_choice(
    state: State, moves: Sequence[Move], chosen: Move, *, per_throw: int, seed: int
) -> Judgement:
    """The choice of `chosen` among the legal `moves` from `state`, by the reference's values
    (`per_throw` rollouts after each throw, from `seed`)."""
    values = reference_values(state, moves, per_throw, seed, also=(chosen,))
    lost = max(_r(given_up(values, chosen)), 0.0)
    best = chosen if lost <= 0.0 else max(values, key=values.__getitem__)
    return Judgement(best, lost, verdict_of(lost))


def _judged(
    state: State, moves: Sequence[Move], action: MoveAction, number: int, per_throw: int, seed: int
) -> JudgedDecision:
    """The choice `action` among `moves` from `state`, as the analysis keeps it."""
    (chosen,) = [m for m in moves if m.key == action.key]
    best, lost, verdict = judge_choice(state, moves, chosen, per_throw=per_throw, seed=seed)
    return JudgedDecision(
        number, state.turn, state.side_to_throw, chosen.key, best.key, lost, verdict
    )


def _summed(
    record: GameRecord,
    throws: list[ThrowLuck],
    decisions: list[JudgedDecision],
    start: tuple[float, ...],
    final: tuple[float, ...],
    end: State,
) -> GameAnalysis:
    """The analysis from its throws and decisions: the seats', the sides' and the key moments."""
    sides = len(start)
    seats = tuple(_seat_skill(seat, sides, decisions) for seat in range(record.players))
    side_lucks = []
    for side in range(sides):
        own = [t for t in throws if t.side == side]
        total = _r(sum(t.luck[side] for t in throws))
        result = final[side]
        side_lucks.append(
            SideLuck(
                side,
                _r(sum(t.own for t in own)),
                total,
                sum(t.mark is not None and t.own > 0 for t in own),
                sum(t.mark is not None and t.own < 0 for t in own),
                result,
                _r(result - total),
            )
        )
    skill_winner = max(range(sides), key=lambda s: side_lucks[s].adjusted)
    return GameAnalysis(
        players=record.players,
        start=start,
        throws=tuple(throws),
        decisions=tuple(decisions),
        seats=seats,
        sides=tuple(side_lucks),
        moments=_key_moments(throws, decisions),
        winner=end.winner,
        skill_winner=skill_winner,
    )


def _seat_skill(seat: int, sides: int, decisions: Sequence[JudgedDecision]) -> SeatSkill:
    own = [d for d in decisions if d.seat == seat]
    if not own:
        return SeatSkill(seat, seat % sides, 0, 0, 0, 0, 0.0, None)
    mean = _r(sum(d.given_up for d in own) / len(own))
    best, errors, blunders = (
        sum(d.verdict is verdict for d in own)
        for verdict in (Verdict.BEST, Verdict.ERROR, Verdict.BLUNDER)
    )
    return SeatSkill(seat, seat % sides, len(own), best, errors, blunders, mean, label_of(mean))


def _key_moments(
    throws: Sequence[ThrowLuck], decisions: Sequence[JudgedDecision]
) -> tuple[KeyMoment, ...]:
    """The KEY_MOMENTS biggest swings, by luck or by a choice, in the game's order (a throw's
    luck before the choice that played it)."""
    swings = [KeyMoment(MomentKind.LUCK, t.number, t.seat, t.side, t.own) for t in throws]
    swings += [
        KeyMoment(MomentKind.ERROR, d.number, d.seat, d.side, -d.given_up)
        for d in decisions
        if d.given_up > 0.0
    ]
    biggest = sorted(swings, key=lambda m: abs(m.swing), reverse=True)[:KEY_MOMENTS]
    return tuple(sorted(biggest, key=lambda m: (m.number, m.kind is MomentKind.ERROR)))
