"""Words for the options and presets (docs/rules.md R21-R28): one short phrase per setting."""

from __future__ import annotations

from bot.engine import OpeningRule, Options, ParaRule, Preset

OPTION_NAMES: dict[str, str] = {
    "stacking_ends_turn": "Stacking ends the turn",
    "no_nine_stack": "No stack of nine",
    "last_kill_ends_turn": "A last kill ends the turn",
    "triple_para_wins": "Three pa ra win",
    "leftover_steps": "Spare steps move on",
    "para": "Pa ra",
    "openings": "Openings",
}
"""Each option's name, as a menu or a panel shows it."""

_PHRASES: dict[str, dict[object, str]] = {
    "stacking_ends_turn": {True: "stacking ends the turn", False: "stacking throws again"},
    "no_nine_stack": {True: "no stack of nine", False: "stacks of nine allowed"},
    "last_kill_ends_turn": {True: "a last kill ends the turn", False: "a last kill throws again"},
    "triple_para_wins": {True: "three pa ra win", False: "three pa ra do not win"},
    "leftover_steps": {True: "spare steps move on", False: "spare steps are lost"},
    "para": {
        ParaRule.KEPT: "pa ra kept",
        ParaRule.CHOOSE: "pa ra: move 2 or rethrow",
        ParaRule.LHASA: "pa ra: move 2 or two coins or rethrow",
    },
    "openings": {
        OpeningRule.EVERY: "every opening as the first",
        OpeningRule.FIRST: "later openings: two coins",
    },
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


def option_phrase(name: str, value: object) -> str:
    """The phrase of one option set to a value: 'no stack of nine', 'pa ra kept'."""
    return _PHRASES[name][value]


def house_rules(options: Options) -> list[str]:
    """A phrase for every option that is not the table rule's (R1-R22), in order."""
    return [
        option_phrase(option.name, option.of(options))
        for option in Preset.TABLE.differences(options)
    ]


def rules_summary(preset: Preset, options: Options) -> str:
    """'table', 'SHO app', or 'Lhasa (Namchen), but no stack of nine, pa ra kept'."""
    changed = [option_phrase(o.name, o.of(options)) for o in preset.differences(options)]
    name = PRESET_NAMES[preset]
    return f"{name}, but {', '.join(changed)}" if changed else name
