"""A control is a button or menu the bot draws: a frozen dataclass whose fields are what its
custom id carries, declared by an id template (`sho:g:{game}:{version}:throw`), with its look
and what a click on it does. The id holds no state beyond its fields, so a control drawn before
a restart is answered after it, and one on an old board is recognised by its version.

`Controls` is the one matcher from a clicked id to its control: ids are grouped by their kind
(the word after `sho:`), so a click is matched against the few templates of its kind only, and
parsed once.
"""

from __future__ import annotations

import enum
import re
import typing
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any, ClassVar, Protocol, Self

import discord

from bot.engine import MoveAction
from bot.engine.game import MOVE_TEXT
from bot.ui.kit.answer import Answer, Shape, Update, answer
from bot.ui.kit.cards import Component
from bot.ui.kit.host import ShoHost, host_of
from bot.words import ENGLISH, Words

NAMESPACE = "sho:"
"""Custom ids that are the bot's own."""
FIELD = re.compile(r"\{(?P<name>[a-z_]+)\}")


@dataclass(frozen=True)
class IdPart:
    """How a field's value is written in a custom id and read back."""

    pattern: str
    read: Callable[[str], Any]
    write: Callable[[Any], str] = str


ID_MOST = 2**63 - 1
"""The largest number an id may carry: what the databases store (a game's, a person's)."""


def _id_number(text: str) -> int:
    number = int(text)
    if number > ID_MOST:
        raise ValueError(f"{text} is larger than any id")
    return number


ID_PARTS: dict[type, IdPart] = {
    int: IdPart(r"[0-9]{1,19}", _id_number),
    MoveAction: IdPart(MOVE_TEXT.pattern, MoveAction.from_text, MoveAction.text),
}
"""The kinds of value a field may hold besides a `StrEnum` (written as its value) and a value
that writes itself (`CarriedInIds`)."""


class CarriedInIds(Protocol):
    """A value of our own that writes itself into a custom id and reads itself back."""

    ID_PATTERN: ClassVar[str]

    def id_text(self) -> str: ...


def id_part(kind: Any) -> IdPart:
    if isinstance(kind, type) and hasattr(kind, "ID_PATTERN"):
        return IdPart(kind.ID_PATTERN, getattr(kind, "from_id"), getattr(kind, "id_text"))  # noqa: B009
    if isinstance(kind, type) and issubclass(kind, enum.StrEnum):
        values = "|".join(re.escape(member.value) for member in kind)
        return IdPart(f"(?:{values})", kind)
    try:
        return ID_PARTS[kind]
    except KeyError:
        raise TypeError(f"a custom id cannot carry a {kind!r}") from None


Style = discord.ButtonStyle


@dataclass(frozen=True)
class IdForm:
    """A control's id as read and written: its template as a regular expression, the one for
    ids of old, and how each field is written."""

    pattern: re.Pattern[str]
    legacy: re.Pattern[str] | None
    parts: dict[str, IdPart]


@dataclass(frozen=True)
class Control:
    """The base of every button and menu; a subclass declares `id=` in its class line."""

    template: ClassVar[str] = ""
    """The custom id with `{field}` for each field: `sho:l:{game}:{action}`."""
    legacy: ClassVar[str] = ""
    """A regular expression of ids this control answers besides its template's (ids drawn
    before its id changed), with the same named groups."""
    id_patterns: ClassVar[dict[str, str]] = {}
    """The pattern of a field that holds text of its own kind (a `str`), by its name."""
    _form: ClassVar[IdForm | None] = None

    def __init_subclass__(cls, *, id: str | None = None, legacy: str = "", **kw: Any) -> None:
        super().__init_subclass__(**kw)
        if id is not None:
            cls.template = id
            cls.legacy = legacy
            cls._form = None  # made on first use: the fields' types are hints until then

    @classmethod
    def id_form(cls) -> IdForm:
        """The class's id form, made once."""
        if cls._form is not None:
            return cls._form
        hints = typing.get_type_hints(cls)
        parts = {
            name: IdPart(cls.id_patterns[name], str)
            if name in cls.id_patterns
            else id_part(hints[name])
            for name in FIELD.findall(cls.template)
        }
        regex, end = [], 0
        for found in FIELD.finditer(cls.template):
            regex.append(re.escape(cls.template[end : found.start()]))
            name = found["name"]
            regex.append(f"(?P<{name}>{parts[name].pattern})")
            end = found.end()
        regex.append(re.escape(cls.template[end:]))
        legacy = re.compile(cls.legacy) if cls.legacy else None
        cls._form = IdForm(re.compile("".join(regex)), legacy, parts)
        return cls._form

    @classmethod
    def id_kind(cls) -> str:
        """The word after `sho:` that ids of this control begin with."""
        return kind_of(cls.template)

    @classmethod
    def parse(cls, custom_id: str) -> Self | None:
        """The control a custom id names, or None if it is not one of this class's."""
        form = cls.id_form()
        match = form.pattern.fullmatch(custom_id)
        if match is None and form.legacy is not None:
            match = form.legacy.fullmatch(custom_id)
        if match is None:
            return None
        try:
            return cls.from_match(match)
        except ValueError:  # the right shape, but a value no control carries
            return None

    @classmethod
    def from_match(cls, match: re.Match[str]) -> Self:
        """The control from its id's fields (a control with ids of old reads them here)."""
        found = match.groupdict()
        # A group an id of old lacks keeps the field's default.
        parts = cls.id_form().parts
        values = {n: part.read(found[n]) for n, part in parts.items() if found.get(n)}
        return cls(**values)

    @property
    def custom_id(self) -> str:
        parts = self.id_form().parts
        values = {name: part.write(getattr(self, name)) for name, part in parts.items()}
        return self.template.format(**values)

    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        """Answer a click on this control (every subclass's base says how)."""
        raise NotImplementedError


@dataclass(frozen=True)
class Answered(Control):
    """A control answered through the one answer path: what a click shows (`act`), answered
    as `shape` says (the message clicked edited, by default)."""

    answers: ClassVar[discord.InteractionType] = discord.InteractionType.component
    """What it answers: a click, or a form sent (its custom id is the form's)."""

    def shape(self, host: ShoHost) -> Shape[Any]:
        """How a click is answered: by default the message clicked, edited."""
        return Update()

    async def clicked(self, interaction: discord.Interaction[Any]) -> None:
        host = host_of(interaction)
        await answer(interaction, host.discord_clock, self.shape(host), self.act)

    async def act(self, answer: Answer) -> Any:
        """Do what the control is for; return what its shape shows."""
        raise NotImplementedError


@dataclass(frozen=True)
class Button(Answered):
    """A button: its label (a catalogue message), style and emoji."""

    label: ClassVar[str] = ""
    """The catalogue's message for the button's label."""
    style: ClassVar[Style] = Style.secondary
    emoji: ClassVar[str | None] = None

    def drawn(
        self,
        words: Words = ENGLISH,
        *,
        label: str = "",
        style: Style | None = None,
        disabled: bool = False,
    ) -> Component:
        """The button as Discord's JSON, labelled in `words` (or with `label`)."""
        return button(
            self.custom_id,
            label or self.said(words),
            style or self.look()[1],
            emoji=self.emoji,
            disabled=disabled or self.off,
        )

    def look(self) -> tuple[str, Style]:
        """Its label's message and its style (by default the class's own; a button whose id
        says what it does, such as the lobby's, may say them by what that is)."""
        return self.label, self.style

    def said(self, words: Words) -> str:
        """Its label in `words` (a label with a value in it says it here)."""
        return words.say(self.look()[0])

    @property
    def off(self) -> bool:
        """Whether it is drawn disabled whatever the caller says (a page off either end)."""
        return False


class Direction(StrEnum):
    """Which way a paging button turns (the value is the custom id's part)."""

    PREV = "prev"
    NEXT = "next"


@dataclass(frozen=True)
class PageButton(Button):
    """One page back or forward from the page in its custom id; off the first page it is
    drawn disabled (the caller knows where the last page is)."""

    page: int
    direction: Direction

    labels: ClassVar[tuple[str, str]] = ("", "")
    """The messages of the Previous and the Next button."""

    @property
    def target(self) -> int:
        """The page a click shows."""
        return self.page + (1 if self.direction is Direction.NEXT else -1)

    def look(self) -> tuple[str, Style]:
        return self.labels[self.direction is Direction.NEXT], self.style

    @property
    def off(self) -> bool:
        return self.target < 0


def kind_of(custom_id: str) -> str:
    """The kind of an id: `g` for `sho:g:1:2:throw`."""
    return custom_id[len(NAMESPACE) :].split(":", 1)[0]


def button(
    custom_id: str,
    label: str,
    style: Style = Style.secondary,
    *,
    emoji: str | None = None,
    disabled: bool = False,
) -> Component:
    """A button as Discord's JSON, key for key as discord.py writes one
    (`discord.ui.Button.to_component_dict`; tests/ui/test_cards.py holds them to it)."""
    made: Component = {"type": 2, "style": style.value, "disabled": disabled}
    if label:
        made["label"] = label
    made["custom_id"] = custom_id
    if emoji:
        made["emoji"] = {"id": None, "name": emoji}
    return made


class MenuKind(enum.IntEnum):
    """The kinds of select the bot draws (Discord's component types)."""

    TEXT = discord.ComponentType.select.value
    ROLES = discord.ComponentType.role_select.value
    CHANNELS = discord.ComponentType.channel_select.value


@dataclass(frozen=True)
class Menu:
    """What a select offers: its options (for a select of text), or the kind of Discord thing
    it picks, with those picked now."""

    kind: MenuKind = MenuKind.TEXT
    options: list[Component] = field(default_factory=list)
    placeholder: str = ""
    min_values: int = 1
    max_values: int = 1
    channel_types: list[int] = field(default_factory=list)
    default_values: list[Component] = field(default_factory=list)


def menu(custom_id: str, offered: Menu, *, disabled: bool = False) -> Component:
    """A select as Discord's JSON, key for key as discord.py writes one."""
    made: Component = {
        "type": offered.kind.value,
        "custom_id": custom_id,
        "min_values": offered.min_values,
        "max_values": offered.max_values,
        "disabled": disabled,
        # As discord.py writes it (a select of text says it is required; it only matters in
        # a form), so a menu's JSON is what discord.py would send for it.
        "required": offered.kind is MenuKind.TEXT,
    }
    if offered.placeholder:
        made["placeholder"] = offered.placeholder
    if offered.options:
        made["options"] = offered.options
    if offered.channel_types:
        made["channel_types"] = offered.channel_types
    if offered.default_values:
        made["default_values"] = offered.default_values
    return made


def option(label: str, value: str, *, description: str = "", default: bool = False) -> Component:
    """An option of a select of text, as Discord's JSON."""
    made: Component = {"label": label, "value": value, "default": default}
    if description:
        made["description"] = description
    return made


class Controls:
    """Every control the bot draws, by the kind of its ids."""

    def __init__(self, controls: Iterable[type[Answered]]) -> None:
        by_kind: dict[str, list[type[Answered]]] = {}
        for control in controls:
            by_kind.setdefault(control.id_kind(), []).append(control)
        self._by_kind: Mapping[str, tuple[type[Answered], ...]] = {
            kind: tuple(found) for kind, found in by_kind.items()
        }

    def find(self, custom_id: str) -> Answered | None:
        """The control a clicked id names, or None for an id the bot does not make."""
        if not custom_id.startswith(NAMESPACE):
            return None
        for control in self._by_kind.get(kind_of(custom_id), ()):
            found = control.parse(custom_id)
            if found is not None:
                return found
        return None

    @property
    def kinds(self) -> Mapping[str, tuple[type[Answered], ...]]:
        return self._by_kind


@dataclass(frozen=True)
class Placed:
    """A control drawn, and the row (a line of a phone) it is placed on."""

    control: Control
    component: Component
    row: int = 0


def in_rows(placed: Iterable[Placed]) -> list[list[Component]]:
    """The drawn controls row by row, in the order given."""
    rows: list[list[Component]] = []
    last: int | None = None
    for entry in placed:
        if not rows or entry.row != last:
            rows.append([])
            last = entry.row
        rows[-1].append(entry.component)
    return rows


def submitted(interaction: discord.Interaction[Any]) -> dict[str, str]:
    """The values of a form's text inputs as it was sent, by their custom ids (in rows, or in
    labels as Discord now nests them)."""
    found: dict[str, str] = {}

    def walk(components: Any) -> None:
        for component in components if isinstance(components, list) else ():
            if not isinstance(component, dict):
                continue
            if isinstance(component.get("custom_id"), str) and "value" in component:
                found[component["custom_id"]] = str(component["value"])
            walk(component.get("components"))
            if isinstance(component.get("component"), dict):
                walk([component["component"]])

    walk(dict(interaction.data or {}).get("components"))
    return found


def chosen_values(interaction: discord.Interaction[Any]) -> list[str]:
    """The values a select sent (options', or the ids of what it picks), read from the click
    itself."""
    data: dict[str, Any] = dict(interaction.data or {})
    values = data.get("values")
    return [value for value in values if isinstance(value, str)] if isinstance(values, list) else []
