"""Words for the options and presets (docs/rules.md R21-R28): for each option, one record of
everything players read about it, keyed by the option (`OPTION_WORDS`)."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from bot.engine import (
    LAST_KILL_ENDS_TURN,
    LEFTOVER_STEPS,
    NO_NINE_STACK,
    OPENINGS,
    PARA,
    STACKING_ENDS_TURN,
    TABLE_OPTIONS,
    TRIPLE_PARA_WINS,
    OpeningRule,
    Options,
    OptionValue,
    ParaRule,
    Preset,
    TableOption,
)


@dataclass(frozen=True)
class OptionWords:
    """What players read about one option."""

    title: str
    """Its name, as a panel shows it: 'No stack of nine'."""
    summary: str
    """What it does, in a line: the commands describe their parameter of it so (after its
    rule)."""
    phrases: Mapping[OptionValue, str]
    """Each of its values in a few words: 'no stack of nine', 'pa ra kept'."""
    explained: Mapping[OptionValue, str]
    """Each value but the default (the table rule), as /sho rules explains it."""


OPTION_WORDS: Mapping[TableOption[OptionValue], OptionWords] = {
    STACKING_ENDS_TURN: OptionWords(
        "Stacking ends the turn",
        "stacking still merges but earns no extra throw",
        {True: "stacking ends the turn", False: "stacking throws again"},
        {
            True: "**Stacking ends the turn:** some players give an extra throw only for a "
            "kill. Landing on your own coins still stacks them, but your turn ends. Kills still "
            "earn another throw."
        },
    ),
    NO_NINE_STACK: OptionWords(
        "No stack of nine",
        "a stack of nine is not allowed",
        {True: "no stack of nine", False: "stacks of nine allowed"},
        {
            True: "**No stack of nine:** all nine coins never travel as one stack. Any move that "
            "would make a stack of nine is not allowed, an opening that would have to put down "
            "nine passes instead, and a crooked nine with all nine coins in hand becomes an "
            "ordinary opening of nine (two coins on spot 9)."
        },
    ),
    LAST_KILL_ENDS_TURN: OptionWords(
        "A last kill ends the turn",
        "killing a side's last coins on the track earns no extra throw",
        {True: "a last kill ends the turn", False: "a last kill throws again"},
        {
            True: "**Last kill ends the turn:** killing the last coins an opponent has on the "
            "track earns no extra throw (with partners, the last coins of the pair). Other kills "
            "still do."
        },
    ),
    TRIPLE_PARA_WINS: OptionWords(
        "Three pa ra win",
        "a third pa ra in a row wins the game",
        {True: "three pa ra win", False: "three pa ra do not win"},
        {
            True: "**Three pa ra win:** a third pa ra in a row within one throw wins the game at "
            "once, whatever is still on the track. An extra throw starts a new count."
        },
    ),
    LEFTOVER_STEPS: OptionWords(
        "Spare steps move on",
        "the steps past the exit of a finish must move once more",
        {True: "spare steps move on", False: "spare steps are lost"},
        {
            True: "**Spare steps move on:** a stack that goes home with steps to spare must use "
            "them: enter a coin or move another stack by exactly those steps, if any such move "
            "is allowed (else they are lost). A stack that goes home with steps to spare again "
            "goes on again. The whole is one move; only its last part can earn another throw."
        },
    ),
    PARA: OptionWords(
        "Pa ra",
        "what a pa ra offers: kept, choose (move 2 or rethrow), lhasa (two coins too)",
        {
            ParaRule.KEPT: "pa ra kept",
            ParaRule.CHOOSE: "pa ra: move 2 or rethrow",
            ParaRule.LHASA: "pa ra: move 2 or two coins or rethrow",
        },
        {
            ParaRule.CHOOSE: "**Pa ra, move or rethrow:** a pa ra offers every move of two "
            "steps (plus any kept steps), or **rethrow**: keep the two and throw again. After a "
            "rethrow the next throw moves by the kept steps plus its total, one distance only.",
            ParaRule.LHASA: "**Pa ra, Lhasa style:** as move or rethrow, and also **two coins** "
            "from your hand together on that spot as one stack: they kill a stack of one or two "
            "and are blocked by three.",
        },
    ),
    OPENINGS: OptionWords(
        "Openings",
        "every opening as the first, or later openings put down two coins",
        {
            OpeningRule.EVERY: "every opening as the first",
            OpeningRule.FIRST: "later openings: two coins",
        },
        {
            OpeningRule.FIRST: "**Later openings: two coins:** only your side's first opening "
            "is as usual. A later one puts two coins (one if that is all you hold) on the spot: "
            "they kill a stack of at most that many, and a bigger stack blocks them and the "
            "throw passes. The crooked nine is unchanged."
        },
    ),
}

PRESET_NAMES: dict[Preset, str] = {
    Preset.TABLE: "table",
    Preset.APP: "SHO app",
    Preset.LHASA: "Lhasa (Namchen)",
}
PRESET_BLURBS: dict[Preset, str] = {
    Preset.TABLE: "the table rules of Tibetan and Sherpa homes",
    Preset.APP: "as the SHO app plays",
    Preset.LHASA: "as the Namchen restaurant in Lhasa plays",
}


def option_help(option: TableOption[OptionValue]) -> str:
    """What an option does, after its rule: 'R22: a stack of nine is not allowed'."""
    return f"{option.rule}: {OPTION_WORDS[option].summary}"


def option_phrase(option: TableOption[OptionValue], value: OptionValue) -> str:
    """The phrase of one option set to a value: 'no stack of nine', 'pa ra kept'."""
    return OPTION_WORDS[option].phrases[value]


def option_explained(option: TableOption[OptionValue], value: OptionValue) -> str:
    """What an option set otherwise than the table rule means at the table (/sho rules)."""
    return OPTION_WORDS[option].explained[value]


def every_house_rule_explained() -> list[str]:
    """What every value of every option but the table rules' means, in order."""
    return [
        option_explained(option, value) for option in TABLE_OPTIONS for value in option.values[1:]
    ]


def house_rules(options: Options) -> list[str]:
    """A phrase for every option that is not the table rule's (R1-R22), in order."""
    return [option_phrase(o, o.of(options)) for o in Preset.TABLE.differences(options)]


def rules_summary(preset: Preset, options: Options) -> str:
    """'table', 'SHO app', or 'Lhasa (Namchen), but no stack of nine, pa ra kept'."""
    changed = [option_phrase(o, o.of(options)) for o in preset.differences(options)]
    name = PRESET_NAMES[preset]
    return f"{name}, but {', '.join(changed)}" if changed else name
