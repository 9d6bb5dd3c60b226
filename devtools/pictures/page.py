"""One Discord message (its JSON, as the bot sends it) as an HTML page in Discord's dark theme.

Draws what players see: the author line, the content, embeds (colour bar, author, title,
description, fields in columns, footer), action rows of buttons and select menus, the
Components V2 layout (containers, sections with accessories, text displays, separators) and
the private note's "Only you can see this" line. Close enough to judge layout, not pixel-exact.
"""

from __future__ import annotations

import html
from collections.abc import Iterable
from datetime import datetime
from typing import Any

from .markdown import Names, to_html
from .theme import LAYOUT, STYLE

JSON = dict[str, Any]

EPHEMERAL = 1 << 6
ACTION_ROW, BUTTON, SECTION, TEXT_DISPLAY, THUMBNAIL = 1, 2, 9, 10, 11
MEDIA_GALLERY, SEPARATOR, CONTAINER = 12, 14, 17
SELECT_TYPES = frozenset({3, 5, 6, 7, 8})
BUTTON_STYLES = {1: "primary", 2: "secondary", 3: "success", 4: "danger", 5: "link", 6: "premium"}
DEFAULT_EMBED_COLOUR = "#1e1f22"


def message_page(
    message: JSON, names: Names | None = None, *, title: str = "message", open_menu: bool = False
) -> str:
    """A whole HTML document showing `message` alone in a channel (`open_menu`: with its first
    select menu's options listed below it, as a player sees them after opening it)."""
    return (
        "<!DOCTYPE html>\n"
        '<html lang="en"><head><meta charset="utf-8">'
        '<meta name="viewport" content="width=device-width, initial-scale=1">'
        f"<title>{html.escape(title)}</title><style>{STYLE}</style></head>"
        f'<body><main class="channel">{message_html(message, names, open_menu)}</main>'
        f"<script>{LAYOUT}</script></body></html>\n"
    )


def message_html(message: JSON, names: Names | None = None, open_menu: bool = False) -> str:
    """`message` as one Discord message block (avatar, author line, body)."""
    names = names or Names()
    if names.now is None:
        names = Names(names.users, names.roles, names.channels, now=sent_at(message))
    flags = int(message.get("flags") or 0)
    author = message.get("author") or {}
    shown = str(author.get("global_name") or author.get("username") or "Sho")
    badge = '<span class="bot-tag">APP</span>' if author.get("bot", True) else ""
    parts = [
        f'<div class="message{" ephemeral" if flags & EPHEMERAL else ""}">',
        f'<div class="avatar">{html.escape(shown[:1].upper())}</div>',
        '<div class="body">',
        f'<div class="header"><span class="username">{html.escape(shown)}</span>{badge}'
        '<span class="time">Today at 12:00</span></div>',
    ]
    if message.get("content"):
        parts.append(f'<div class="content">{to_html(str(message["content"]), names)}</div>')
    parts.extend(embed_html(embed, names) for embed in message.get("embeds") or ())
    parts.append(components_html(message.get("components") or (), names))
    menus = [c for c in walk(message.get("components") or ()) if c.get("type") in SELECT_TYPES]
    if open_menu and menus:
        parts.append(opened_menu_html(menus[0]))
    if flags & EPHEMERAL:
        parts.append(
            '<div class="ephemeral-note"><span class="eye">👁</span> Only you can see this · '
            '<a href="#">Dismiss message</a></div>'
        )
    parts.append("</div></div>")
    return "".join(parts)


def sent_at(message: JSON) -> float | None:
    """When the message was last written (its edit, or else its sending), in Unix seconds."""
    stamp = message.get("edited_timestamp") or message.get("timestamp")
    return datetime.fromisoformat(str(stamp)).timestamp() if stamp else None


def _colour(value: object, fallback: str) -> str:
    return f"#{value:06x}" if isinstance(value, int) else fallback


def embed_html(embed: JSON, names: Names) -> str:
    colour = _colour(embed.get("color"), DEFAULT_EMBED_COLOUR)
    inner: list[str] = []
    author = (embed.get("author") or {}).get("name")
    if author:
        inner.append(f'<div class="embed-author">{html.escape(str(author))}</div>')
    if embed.get("title"):
        title = to_html(str(embed["title"]), names)
        if embed.get("url"):
            title = f'<a href="{html.escape(str(embed["url"]))}">{title}</a>'
        inner.append(f'<div class="embed-title">{title}</div>')
    if embed.get("description"):
        inner.append(
            f'<div class="embed-description">{to_html(str(embed["description"]), names)}</div>'
        )
    inner.append(_fields_html(embed.get("fields") or (), names))
    footer = (embed.get("footer") or {}).get("text")
    if footer:
        inner.append(f'<div class="embed-footer">{html.escape(str(footer))}</div>')
    return (
        f'<div class="embed" style="border-left-color:{colour}">'
        f'<div class="embed-inner">{"".join(inner)}</div></div>'
    )


def _fields_html(fields: Iterable[JSON], names: Names) -> str:
    """Fields in rows: a run of inline fields shares a row (up to three, the style says how)."""
    cells: list[str] = []
    for field in fields:
        span = "inline" if field.get("inline") else "full"
        cells.append(
            f'<div class="embed-field {span}">'
            f'<div class="field-name">{to_html(str(field.get("name", "")), names)}</div>'
            f'<div class="field-value">{to_html(str(field.get("value", "")), names)}</div>'
            "</div>"
        )
    return f'<div class="embed-fields">{"".join(cells)}</div>' if cells else ""


def components_html(components: Iterable[JSON], names: Names) -> str:
    return "".join(component_html(component, names) for component in components)


def component_html(component: JSON, names: Names) -> str:
    kind = component.get("type")
    if kind == ACTION_ROW:
        items = "".join(component_html(child, names) for child in component.get("components", ()))
        return f'<div class="action-row">{items}</div>'
    if kind == BUTTON:
        return button_html(component)
    if kind in SELECT_TYPES:
        return select_html(component, names)
    if kind == TEXT_DISPLAY:
        return (
            f'<div class="text-display">{to_html(str(component.get("content", "")), names)}</div>'
        )
    if kind == SECTION:
        texts = components_html(component.get("components") or (), names)
        accessory = component.get("accessory")
        side = component_html(accessory, names) if isinstance(accessory, dict) else ""
        return (
            f'<div class="section"><div class="section-text">{texts}</div>'
            f'<div class="accessory">{side}</div></div>'
        )
    if kind == SEPARATOR:
        line = " divider" if component.get("divider", True) else ""
        big = " large" if component.get("spacing") == 2 else ""
        return f'<div class="separator{line}{big}"></div>'
    if kind == CONTAINER:
        colour = _colour(component.get("accent_color"), "transparent")
        inner = components_html(component.get("components") or (), names)
        return f'<div class="container" style="border-left-color:{colour}">{inner}</div>'
    if kind in (THUMBNAIL, MEDIA_GALLERY):
        return '<div class="media">image</div>'
    return f'<div class="unknown">component type {html.escape(str(kind))}</div>'


def _emoji(component: JSON) -> str:
    emoji = component.get("emoji")
    if not isinstance(emoji, dict) or not emoji.get("name"):
        return ""
    return f'<span class="emoji">{html.escape(str(emoji["name"]))}</span>'


def button_html(button: JSON) -> str:
    style = BUTTON_STYLES.get(int(button.get("style", 1)), "secondary")
    disabled = " disabled" if button.get("disabled") else ""
    label = html.escape(str(button.get("label") or ""))
    external = '<span class="external">↗</span>' if style == "link" else ""
    return (
        f'<button class="button {style}{disabled}">{_emoji(button)}'
        f'<span class="label">{label}</span>{external}</button>'
    )


def walk(components: Iterable[JSON]) -> Iterable[JSON]:
    """Every component, depth first, section accessories included."""
    for component in components:
        yield component
        yield from walk(component.get("components") or ())
        if isinstance(component.get("accessory"), dict):
            yield component["accessory"]


def opened_menu_html(select: JSON) -> str:
    """A select menu's options as its open list shows them: label, description, the chosen."""
    rows = []
    for option in select.get("options") or ():
        emoji = _emoji(option)
        label = html.escape(str(option.get("label", "")))
        about = option.get("description")
        below = f'<div class="option-about">{html.escape(str(about))}</div>' if about else ""
        chosen = " chosen" if option.get("default") else ""
        rows.append(
            f'<div class="option{chosen}">{emoji}<div><div class="option-label">{label}</div>'
            f"{below}</div></div>"
        )
    return f'<div class="menu-open">{"".join(rows)}</div>'


def _default_value(value: JSON, names: Names) -> str:
    """A user, role or channel a select holds, as Discord names it in the closed menu."""
    known = int(value.get("id", 0))
    if value.get("type") == "channel":
        return f"#{names.channels.get(known, known)}"
    if value.get("type") == "role":
        return f"@{names.roles.get(known, known)}"
    return f"@{names.users.get(known, known)}"


def select_html(select: JSON, names: Names | None = None) -> str:
    chosen = [str(o.get("label", "")) for o in select.get("options") or () if o.get("default")]
    chosen += [_default_value(v, names or Names()) for v in select.get("default_values") or ()]
    shown = ", ".join(chosen) if chosen else str(select.get("placeholder") or "Make a selection")
    kind = "chosen" if chosen else "placeholder"
    disabled = " disabled" if select.get("disabled") else ""
    return (
        f'<div class="select{disabled}"><span class="{kind}">{html.escape(shown)}</span>'
        '<span class="chevron">⌄</span></div>'
    )
