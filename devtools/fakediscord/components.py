"""Reading message components (buttons, selects, text) the way a user sees them."""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from typing import Any

JSON = dict[str, Any]

ACTION_ROW, BUTTON, STRING_SELECT, TEXT_INPUT = 1, 2, 3, 4
USER_SELECT, ROLE_SELECT, MENTIONABLE_SELECT, CHANNEL_SELECT = 5, 6, 7, 8
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
DEFAULT_VALUE_TYPES = {
    USER_SELECT: frozenset({"user"}),
    ROLE_SELECT: frozenset({"role"}),
    MENTIONABLE_SELECT: frozenset({"user", "role"}),
    CHANNEL_SELECT: frozenset({"channel"}),
}
"""The kinds of default value each auto-filled select (users, roles, channels) may name."""
_MENTION = {"user": "<@{}>", "role": "<@&{}>", "channel": "<#{}>"}
SECTION, TEXT_DISPLAY = 9, 10
LINK_STYLE = 5


@dataclass(frozen=True)
class Button:
    label: str | None
    custom_id: str | None
    style: int
    disabled: bool
    url: str | None = None
    emoji: str | None = None


@dataclass(frozen=True)
class SelectOption:
    label: str
    value: str
    description: str | None = None
    default: bool = False


@dataclass(frozen=True)
class Select:
    custom_id: str
    type: int
    options: tuple[SelectOption, ...]
    placeholder: str | None
    min_values: int
    max_values: int
    disabled: bool
    default_values: tuple[tuple[str, str], ...] = ()
    """An auto-filled select's preselected values: (type, id), such as ("channel", "12")."""
    channel_types: tuple[int, ...] = ()
    """The channel types a channel select offers (every type when empty)."""

    @property
    def auto_filled(self) -> bool:
        """Whether Discord fills it with users, roles or channels rather than options."""
        return self.type != STRING_SELECT

    def option(self, value_or_label: str) -> SelectOption | None:
        """The option whose value (or else label) is `value_or_label`."""
        for option in self.options:
            if option.value == value_or_label:
                return option
        return next((o for o in self.options if o.label == value_or_label), None)


def walk(components: Iterable[JSON] | None) -> Iterator[JSON]:
    """Every component, depth first, including section accessories and label children."""
    for component in components or ():
        yield component
        yield from walk(component.get("components"))
        for key in ("accessory", "component"):
            child = component.get(key)
            if isinstance(child, dict):
                yield from walk([child])


def _emoji(component: JSON) -> str | None:
    emoji = component.get("emoji")
    return emoji.get("name") if isinstance(emoji, dict) else None


def buttons(components: Iterable[JSON] | None) -> list[Button]:
    return [
        Button(
            label=c.get("label"),
            custom_id=c.get("custom_id"),
            style=c.get("style", 1),
            disabled=bool(c.get("disabled", False)),
            url=c.get("url"),
            emoji=_emoji(c),
        )
        for c in walk(components)
        if c.get("type") == BUTTON
    ]


def selects(components: Iterable[JSON] | None) -> list[Select]:
    return [
        Select(
            custom_id=c.get("custom_id", ""),
            type=c["type"],
            options=tuple(
                SelectOption(o["label"], o["value"], o.get("description"), bool(o.get("default")))
                for o in c.get("options") or ()
            ),
            placeholder=c.get("placeholder"),
            min_values=c.get("min_values", 1),
            max_values=c.get("max_values", 1),
            disabled=bool(c.get("disabled", False)),
            default_values=tuple(
                (str(d.get("type")), str(d.get("id"))) for d in c.get("default_values") or ()
            ),
            channel_types=tuple(c.get("channel_types") or ()),
        )
        for c in walk(components)
        if c.get("type") in SELECT_TYPES
    ]


def custom_ids(components: Iterable[JSON] | None) -> list[str]:
    return [c["custom_id"] for c in walk(components) if c.get("custom_id")]


def _button_text(button: Button) -> str:
    label = " ".join(part for part in (button.emoji, button.label) if part)
    return f"[~{label}~]" if button.disabled else f"[{label}]"


def _embed_lines(embed: JSON) -> Iterator[str]:
    for key in ("title", "description"):
        if embed.get(key):
            yield str(embed[key])
    for embed_field in embed.get("fields") or ():
        yield f"{embed_field.get('name', '')}: {embed_field.get('value', '')}"
    footer = (embed.get("footer") or {}).get("text")
    if footer:
        yield str(footer)


def render_text(message: JSON) -> str:
    """Content, embed text, text displays, then buttons and selects, one block per line."""
    lines: list[str] = []
    if message.get("flags", 0) & (1 << 7):
        lines.append("(thinking...)")
    if message.get("content"):
        lines.append(message["content"])
    for embed in message.get("embeds") or ():
        lines.extend(_embed_lines(embed))
    components = message.get("components") or []
    lines.extend(c["content"] for c in walk(components) if c.get("type") == TEXT_DISPLAY)
    shown = [_button_text(b) for b in buttons(components)]
    if shown:
        lines.append(" ".join(shown))
    for select in selects(components):
        if select.auto_filled:  # what it holds now, as mentions
            chosen = [_MENTION.get(kind, "{}").format(i) for kind, i in select.default_values]
            choices = ", ".join(chosen)
        else:
            choices = " | ".join(option.label for option in select.options)
        lines.append(f"<{select.placeholder or 'select'}: {choices}>")
    return "\n".join(lines)
