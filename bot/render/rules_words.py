"""Words for the options and presets (docs/rules.md R21-R28), said from the catalogue
(options.ftl): each option's messages are keyed by the option's own key (`option_key`), so a new
option adds its words to the catalogue and nothing else here."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from functools import lru_cache
from types import MappingProxyType
from typing import NamedTuple

from bot.engine import TABLE_OPTIONS, Options, OptionValue, Preset, TableOption
from bot.words import ENGLISH, Value, Words


class Message(NamedTuple):
    """A message of the catalogue with the values it needs: said in any language (`said`), or
    named by its key where the words are said later (a slash command's description)."""

    key: str
    values: Mapping[str, Value] = MappingProxyType({})

    def said(self, words: Words = ENGLISH) -> str:
        return words.say(self.key, **self.values)


def option_key(option: TableOption[OptionValue], *parts: str) -> str:
    """The key of an option's message: 'option-no-nine-stack-help' for ("help",)."""
    return "-".join(["option", option.name.replace("_", "-"), *parts])


def value_part(option: TableOption[OptionValue], value: OptionValue) -> str:
    """A value as its option's message keys name it: as JSON does ('true', 'choose')."""
    return str(option.to_json(value)).lower()


def option_keys(option: TableOption[OptionValue]) -> frozenset[str]:
    """Every message the catalogue must have for `option` (options.ftl says which)."""
    values = [value_part(option, value) for value in option.values]
    keys = {option_key(option, "name"), option_key(option, "help")}
    keys |= {option_key(option, value) for value in values}
    keys |= {option_key(option, value, "explained") for value in values[1:]}
    if not isinstance(option.default, bool):
        keys |= {option_key(option, value, "choice") for value in values}
    return frozenset(keys)


def option_help_message(option: TableOption[OptionValue]) -> Message:
    """What an option does, in plain words, as a message (for a command's parameter)."""
    return Message(option_key(option, "help"))


def option_choice_key(option: TableOption[OptionValue], value: OptionValue) -> str:
    """The message naming a value among a command's choices: 'choose: pa ra: move 2 or
    rethrow' (an option that is not true or false)."""
    return option_key(option, value_part(option, value), "choice")


@dataclass(frozen=True)
class OptionWords:
    """What players read about one option, in one catalogue's language."""

    option: TableOption[OptionValue]
    words: Words = ENGLISH

    @property
    def title(self) -> str:
        """Its name, as a panel shows it: 'No stack of nine'."""
        return self.words.say(option_key(self.option, "name"))

    @property
    def help(self) -> str:
        """What it does: 'A stack of all nine coins is not allowed'."""
        return option_help_message(self.option).said(self.words)

    def phrase(self, value: OptionValue) -> str:
        """It set to `value`, in a few words: 'no stack of nine', 'pa ra kept'."""
        return self.words.say(option_key(self.option, value_part(self.option, value)))

    def explained(self, value: OptionValue) -> str:
        """It set to a value but the default (the table rule), as /sho rules explains it."""
        return self.words.say(option_key(self.option, value_part(self.option, value), "explained"))


OPTION_WORDS: Mapping[TableOption[OptionValue], OptionWords] = MappingProxyType(
    {option: OptionWords(option) for option in TABLE_OPTIONS}
)
"""Every option's words in English, by option (`OptionWords(option, words)` for others)."""


def preset_name(preset: Preset, words: Words = ENGLISH) -> str:
    """'classic', 'SHO app', 'Lhasa (Namchen)'."""
    return words.say("preset-name", preset=preset.value)


def preset_blurb(preset: Preset, words: Words = ENGLISH) -> str:
    """Whose table a preset plays: 'as the SHO app plays'."""
    return words.say("preset-blurb", preset=preset.value)


def option_help(option: TableOption[OptionValue], words: Words = ENGLISH) -> str:
    """What an option does: 'A stack of all nine coins is not allowed'."""
    return OptionWords(option, words).help


def option_phrase(
    option: TableOption[OptionValue], value: OptionValue, words: Words = ENGLISH
) -> str:
    """The phrase of one option set to a value: 'no stack of nine', 'pa ra kept'."""
    return OptionWords(option, words).phrase(value)


def option_explained(
    option: TableOption[OptionValue], value: OptionValue, words: Words = ENGLISH
) -> str:
    """What an option set otherwise than the table rule means at the table (/sho rules)."""
    return OptionWords(option, words).explained(value)


def every_house_rule_explained(words: Words = ENGLISH) -> list[str]:
    """What every value of every option but the table rules' means, in order."""
    return [
        option_explained(option, value, words)
        for option in TABLE_OPTIONS
        for value in option.values[1:]
    ]


def house_rules(options: Options, words: Words = ENGLISH) -> list[str]:
    """A phrase for every option that is not the table rule's (R1-R22), in order."""
    return [option_phrase(o, o.of(options), words) for o in Preset.TABLE.differences(options)]


def options_listed(phrases: Sequence[str], words: Words = ENGLISH) -> str:
    """Options' phrases as one list: 'no stack of nine, pa ra kept'."""
    return words.say("option-list-separator").join(phrases)


def changed_phrases(preset: Preset, options: Options, words: Words = ENGLISH) -> list[str]:
    """A phrase for every option that `options` sets otherwise than `preset`, in order."""
    return [option_phrase(o, o.of(options), words) for o in preset.differences(options)]


# A table's rules never change while it is played, and every board's small print says them:
# saying them again (the preset's differences, a phrase each, the list) was a twentieth of a
# board's CPU. Keyed by the catalogue itself, one of a handful loaded once.
@lru_cache(maxsize=1024)
def rules_summary(preset: Preset, options: Options, words: Words = ENGLISH) -> str:
    """'table', 'SHO app', or 'Lhasa (Namchen), but no stack of nine, pa ra kept'."""
    changed = changed_phrases(preset, options, words)
    if not changed:
        return preset_name(preset, words)
    return words.say("preset-changed", preset=preset.value, changes=options_listed(changed, words))
