"""One locale's catalogue of messages, loaded once from its Fluent files."""

from __future__ import annotations

import logging
from collections import OrderedDict
from collections.abc import Callable, Mapping
from importlib import resources
from types import MappingProxyType

from babel import Locale as BabelLocale
from fluent.runtime import FluentBundle, FluentResource
from fluent.runtime.types import FluentNone, FluentNumber, fluent_number
from fluent.syntax import ast as fluent_ast
from fluent.syntax import parse
from fluent.syntax.visitor import Visitor

Value = str | int
"""What a placeholder takes: a text as written, or a count (which chooses plural forms)."""


NATIVE_DIGITS = {
    "bo": "༠༡༢༣༤༥༦༧༨༩",
    "ne": "०१२३४५६७८९",
}
"""Each locale's own digits, which its messages may ask for with `DIGITS($count)` where they
read naturally (dice, counts, ratings); the board's fixed-width grid keeps Latin digits."""


_LATIN = BabelLocale("en")
"""Numbers are written as English writes them (no grouping: see `_arguments`), then their
digits swapped."""


def native_digits(locale: str) -> Callable[[object], str]:
    """Fluent's `DIGITS(value)` for `locale`: the value written with the locale's own digits
    (Latin where it has none)."""
    digits = NATIVE_DIGITS.get(locale)
    table = str.maketrans("0123456789", digits) if digits else {}

    def written(value: object) -> str:
        text = value.format(_LATIN) if isinstance(value, FluentNumber) else str(value)
        return text.translate(table)

    return written


log = logging.getLogger(__name__)

SAID_KEPT = 4096
"""Sentences remembered per catalogue: a few boards' labels, log lines and names."""


class WordsError(LookupError):
    """A message that is not in the catalogue, or a placeholder its caller did not fill: a bug,
    which a player must never read as a half-made sentence."""


class _Variables(Visitor):
    """Collects the variables ($name) a message refers to, and the messages it includes (which
    Fluent formats with the same values)."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.messages: set[str] = set()
        self.selectors: set[str] = set()
        """Variables a select expression chooses a variant by (`{ $rise -> ... }`)."""
        self.numbers: set[str] = set()
        """Variables handed to a function, which may read them as numbers."""

    def visit_VariableReference(self, node: fluent_ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_MessageReference(self, node: fluent_ast.MessageReference) -> None:
        self.messages.add(node.id.name)

    def visit_SelectExpression(self, node: fluent_ast.SelectExpression) -> None:
        if isinstance(node.selector, fluent_ast.VariableReference):
            self.selectors.add(node.selector.id.name)
        self.generic_visit(node)

    def visit_FunctionReference(self, node: fluent_ast.FunctionReference) -> None:
        if node.id.name != "DIGITS":  # DIGITS writes a text and a count alike
            self.numbers |= _names_in(node.arguments)
        self.generic_visit(node)


def _names_in(arguments: fluent_ast.CallArguments) -> set[str]:
    """The variables given as a function's arguments (a term's are literals only)."""
    given = [*arguments.positional, *(argument.value for argument in arguments.named)]
    return {value.id.name for value in given if isinstance(value, fluent_ast.VariableReference)}


class Words:
    """The messages of one locale: `say(key, **values)` gives a whole sentence."""

    def __init__(
        self,
        locale: str,
        sources: Mapping[str, str],
        rules: str | None = None,
        fallback: Words | None = None,
    ) -> None:
        """`sources` maps each Fluent file's name to its text; `rules` is the locale whose
        plural rules and number forms apply (the locale itself by default); `fallback` says
        what a translation lacks (a message added in English since)."""
        self.locale = locale
        self._fallback = fallback
        self.sources = MappingProxyType(dict(sources))
        # No Unicode isolation marks around placeables: Discord shows them as they are, and
        # names, mentions and links must read exactly as written.
        self._bundle = FluentBundle(
            [rules or locale],
            functions={"DIGITS": native_digits(locale)},  # type: ignore[dict-item]
            use_isolating=False,
        )
        self._said: OrderedDict[tuple[object, ...], str] = OrderedDict()
        """The sentences said lately, by key and values (the most recent last)."""
        found: dict[str, _Variables] = {}
        for name, text in sorted(sources.items()):
            resource = parse(text)
            junk = [entry for entry in resource.body if isinstance(entry, fluent_ast.Junk)]
            if junk:
                raise WordsError(f"{locale}/{name}: cannot parse {junk[0].content!r}")
            for entry in resource.body:
                if isinstance(entry, fluent_ast.Message):
                    if entry.id.name in found:
                        raise WordsError(f"{locale}/{name}: {entry.id.name} is defined twice")
                    found[entry.id.name] = _Variables()
                    found[entry.id.name].visit(entry)
            self._bundle.add_resource(FluentResource(text))
        self._included = MappingProxyType(
            {key: frozenset(entry.messages) for key, entry in found.items()}
        )
        self._variables = MappingProxyType(
            {key: _needed(key, found, lambda v: v.names) for key in found}
        )
        self._selectors = MappingProxyType(
            {key: _needed(key, found, lambda v: v.selectors) for key in found}
        )
        self._numbers = MappingProxyType(
            {key: _needed(key, found, lambda v: v.selectors | v.numbers) for key in found}
        )
        """Per message, the values Fluent must be given as numbers: its selectors and its
        functions' arguments."""

    @classmethod
    def load(cls, locale: str, fallback: Words | None = None) -> Words:
        """The catalogue shipped for `locale` (a folder of bot/words/locales)."""
        folder = resources.files(__package__).joinpath("locales", locale)
        if not folder.is_dir():
            raise WordsError(f"no catalogue for {locale!r}")
        sources = {
            entry.name: entry.read_text("utf-8")
            for entry in folder.iterdir()
            if entry.name.endswith(".ftl")
        }
        if not sources:
            raise WordsError(f"no catalogue for {locale!r}")
        return cls(locale, sources, fallback=fallback)

    @property
    def keys(self) -> frozenset[str]:
        return frozenset(self._variables)

    def placeholders(self, key: str) -> frozenset[str]:
        """The names of the values the message `key` needs."""
        try:
            return self._variables[key]
        except KeyError:
            raise WordsError(f"no message {key!r} in {self.locale}") from None

    def selectors(self, key: str) -> frozenset[str]:
        """The values of message `key` that choose among its variants (a count's plural form,
        a side's 'wins'/'win'), rather than being written out."""
        self.placeholders(key)
        return self._selectors[key]

    def included(self, key: str) -> frozenset[str]:
        """The messages the message `key` includes by name (shared pieces, such as a level)."""
        self.placeholders(key)
        return self._included[key]

    def say(self, key: str, /, **values: Value) -> str:
        """The message `key` with its placeholders filled from `values`."""
        # Every board drawn says the same labels and log lines again; Fluent's formatting of
        # each is what the catalogue costs (bench/load.py's flat workload spent 35% more CPU
        # per interaction without this memo). The values are kept in the order given: one place
        # says a sentence with its values in one order, and sorting them was a quarter of the
        # cost of a sentence said again.
        memo = (key, *values.items())
        said = self._said.get(memo)
        if said is not None:
            self._said.move_to_end(memo)
            return said
        text = self._format(key, values)
        self._said[memo] = text
        if len(self._said) > SAID_KEPT:
            self._said.popitem(last=False)
        return text

    def _format(self, key: str, values: Mapping[str, Value]) -> str:
        if key not in self._variables and self._fallback is not None:
            # A player reads English rather than nothing; tests/words/test_translations.py
            # fails on it.
            log.warning("%s has no %s yet: said in %s", self.locale, key, self._fallback.locale)
            return self._fallback._format(key, values)
        missing = self.placeholders(key) - values.keys()
        if missing:
            raise WordsError(f"{key} needs {', '.join(sorted(missing))}")
        message = self._bundle.get_message(key)
        if message.value is None:
            raise WordsError(f"{key} has attributes only")
        arguments = _arguments(values, self._numbers[key])
        text, errors = self._bundle.format_pattern(message.value, arguments)
        if errors or not isinstance(text, str):
            raise WordsError(f"{key}: {errors[0] if errors else 'no text'}")
        return text


def _needed(
    key: str, found: Mapping[str, _Variables], wanted: Callable[[_Variables], set[str]]
) -> frozenset[str]:
    """The `wanted` variables of message `key` and of the messages it includes, all the way
    down."""
    names: set[str] = set()
    seen: set[str] = set()
    waiting = [key]
    while waiting:
        current = waiting.pop()
        if current in seen:
            continue
        seen.add(current)
        if current not in found:
            raise WordsError(f"{key} includes {current}, which is not in the catalogue")
        names |= wanted(found[current])
        waiting.extend(found[current].messages)
    return frozenset(names)


def _arguments(
    values: Mapping[str, Value], numbers: frozenset[str]
) -> dict[str, str | FluentNumber | FluentNone]:
    return {name: _argument(value, name in numbers) for name, value in values.items()}


def _argument(value: Value, number: bool) -> str | FluentNumber | FluentNone:
    """A value as Fluent is given it. Counts are written as the game always wrote them, without
    thousands' separators (a game's number, seconds); Fluent still reads them for plural forms."""
    if isinstance(value, str):
        return value
    if number or type(value) is not int or value < 0:
        return fluent_number(value, useGrouping=False)
    # A count that only is written out reads as its Latin digits in every locale we ship
    # (tests/words/test_words.py checks it against Fluent's own); babel's formatting of it was
    # 60% of the cost of a sentence not said lately (a turn's deadline, a throw's move), in
    # bench/load.py.
    return str(value)


ENGLISH = Words.load("en")
"""The catalogue every message is drawn with until a server or player chooses a language."""
