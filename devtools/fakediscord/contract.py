"""Discord's documented limits that a bot must respect, checked by hand (no spec needed)."""

from __future__ import annotations

import re
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

from . import components as comp
from .messages import EPHEMERAL, IS_COMPONENTS_V2

JSON = dict[str, Any]

INVALID_FORM_BODY = 50035
EMPTY_MESSAGE = 50006

# Discord: ^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$ ; Python's \w covers letters and digits.
COMMAND_NAME = re.compile(r"^[-_'\w\u0900-\u097F\u0E00-\u0E7F]{1,32}$")
CHAT_INPUT, USER_COMMAND, MESSAGE_COMMAND = 1, 2, 3
SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING_OPTION = 3

EMBED_LIMITS = {"title": 256, "description": 4096}
EMBED_TOTAL = 6000


@dataclass(frozen=True)
class Violation:
    """One broken rule: where in the body, what is wrong, and the Discord error code it earns."""

    path: str
    message: str
    code: int = INVALID_FORM_BODY

    def __str__(self) -> str:
        return f"{self.path}: {self.message}" if self.path else self.message


def _at(prefix: str, key: object) -> str:
    return f"{prefix}.{key}" if prefix else str(key)


def _length(
    value: Any, low: int, high: int, path: str, what: str = "length"
) -> Iterator[Violation]:
    size = len(value) if isinstance(value, str | list) else 0
    if not low <= size <= high:
        yield Violation(path, f"{what} {size} is outside {low}..{high}")


# ---- messages ---------------------------------------------------------------------------------


def _embed_chars(embed: JSON) -> int:
    total = sum(len(embed.get(key) or "") for key in ("title", "description"))
    total += len((embed.get("footer") or {}).get("text") or "")
    total += len((embed.get("author") or {}).get("name") or "")
    return total + sum(
        len(f.get("name") or "") + len(f.get("value") or "") for f in embed.get("fields") or []
    )


def _check_embeds(embeds: list[JSON]) -> Iterator[Violation]:
    yield from _length(embeds, 0, 10, "embeds", "embed count")
    for i, embed in enumerate(embeds):
        path = f"embeds.{i}"
        for key, limit in EMBED_LIMITS.items():
            if embed.get(key) is not None:
                yield from _length(embed[key], 0, limit, f"{path}.{key}")
        fields = embed.get("fields") or []
        yield from _length(fields, 0, 25, f"{path}.fields", "field count")
        for j, field in enumerate(fields):
            yield from _length(field.get("name"), 1, 256, f"{path}.fields.{j}.name")
            yield from _length(field.get("value"), 1, 1024, f"{path}.fields.{j}.value")
        footer = (embed.get("footer") or {}).get("text")
        if footer is not None:
            yield from _length(footer, 0, 2048, f"{path}.footer.text")
        author = (embed.get("author") or {}).get("name")
        if author is not None:
            yield from _length(author, 0, 256, f"{path}.author.name")
    total = sum(_embed_chars(e) for e in embeds)
    if total > EMBED_TOTAL:
        yield Violation(
            "embeds", f"embeds hold {total} characters in total, more than {EMBED_TOTAL}"
        )


def _check_button(button: JSON, path: str) -> Iterator[Violation]:
    if button.get("label") is not None:
        yield from _length(button["label"], 0, 80, f"{path}.label")
    if button.get("style") == comp.LINK_STYLE:
        if not button.get("url") or button.get("custom_id"):
            yield Violation(path, "a link button needs a url and no custom_id")
    elif button.get("style") != 6:
        yield from _length(button.get("custom_id"), 1, 100, f"{path}.custom_id")


def _check_select(select: JSON, path: str) -> Iterator[Violation]:
    yield from _length(select.get("custom_id"), 1, 100, f"{path}.custom_id")
    if select.get("placeholder") is not None:
        yield from _length(select["placeholder"], 0, 150, f"{path}.placeholder")
    low, high = select.get("min_values", 1), select.get("max_values", 1)
    if not 0 <= low <= high <= 25:
        yield Violation(
            path, f"min_values {low} / max_values {high} must satisfy 0 <= min <= max <= 25"
        )
    if select.get("type") != comp.STRING_SELECT:
        yield from _check_default_values(select, path, low, high)
        return
    options = select.get("options") or []
    chosen = sum(bool(option.get("default")) for option in options)
    if chosen > high:
        yield Violation(path, f"{chosen} options are default, more than max_values {high}")
    yield from _length(options, 1, 25, f"{path}.options", "option count")
    if high > len(options):
        yield Violation(path, f"max_values {high} exceeds the {len(options)} options")
    for i, option in enumerate(options):
        yield from _length(option.get("label"), 1, 100, f"{path}.options.{i}.label")
        yield from _length(option.get("value"), 1, 100, f"{path}.options.{i}.value")
        if option.get("description") is not None:
            yield from _length(option["description"], 0, 100, f"{path}.options.{i}.description")


def _check_default_values(select: JSON, path: str, low: int, high: int) -> Iterator[Violation]:
    """A user, role or channel select's preselected values: as many as it takes, each of a
    kind it holds."""
    defaults = select.get("default_values") or []
    if defaults and not low <= len(defaults) <= high:
        yield Violation(
            f"{path}.default_values",
            f"{len(defaults)} default values, outside min_values {low}..max_values {high}",
        )
    kinds = comp.DEFAULT_VALUE_TYPES.get(select.get("type", 0), frozenset())
    for i, value in enumerate(defaults):
        if value.get("type") not in kinds:
            yield Violation(
                f"{path}.default_values.{i}.type",
                f"{value.get('type')!r} is not one of {sorted(kinds)}",
            )


def _check_row(row: JSON, path: str) -> Iterator[Violation]:
    children = row.get("components") or []
    kinds = {c.get("type") for c in children}
    if kinds & comp.SELECT_TYPES:
        if len(children) != 1:
            yield Violation(path, "an action row holds one select menu and nothing else")
    else:
        yield from _length(children, 1, 5, f"{path}.components", "button count")
    for i, child in enumerate(children):
        if child.get("type") == comp.BUTTON:
            yield from _check_button(child, f"{path}.components.{i}")
        elif child.get("type") in comp.SELECT_TYPES:
            yield from _check_select(child, f"{path}.components.{i}")


def _check_components(components: list[JSON], flags: int) -> Iterator[Violation]:
    if flags & IS_COMPONENTS_V2:
        total = sum(1 for _ in comp.walk(components))
        if total > 40:
            yield Violation("components", f"{total} components, more than 40")
    else:
        yield from _length(components, 0, 5, "components", "action row count")
    for i, component in enumerate(components):
        if component.get("type") == comp.ACTION_ROW:
            yield from _check_row(component, f"components.{i}")
        elif not flags & IS_COMPONENTS_V2:
            yield Violation(f"components.{i}", "top-level components must be action rows")
    ids = comp.custom_ids(components)
    duplicates = sorted({i for i in ids if ids.count(i) > 1})
    if duplicates:
        yield Violation("components", f"custom_id values must be unique per message: {duplicates}")


def check_message(body: JSON, *, creating: bool) -> list[Violation]:
    """Limits on a message create or edit body (content, embeds, components, flags)."""
    out: list[Violation] = []
    flags = int(body.get("flags") or 0)
    if body.get("content") is not None:
        out += _length(body["content"], 0, 2000, "content")
    out += _check_embeds(body.get("embeds") or [])
    out += _check_components(body.get("components") or [], flags)
    if flags & IS_COMPONENTS_V2 and (body.get("content") or body.get("embeds")):
        out.append(Violation("flags", "an IS_COMPONENTS_V2 message cannot carry content or embeds"))
    payload_keys = ("content", "embeds", "components", "attachments", "sticker_ids", "poll")
    if creating and not any(body.get(key) for key in payload_keys):
        out.append(Violation("", "Cannot send an empty message", EMPTY_MESSAGE))
    return out


# ---- interaction callbacks ------------------------------------------------------------------


def _check_modal(data: JSON) -> Iterator[Violation]:
    yield from _length(data.get("custom_id"), 1, 100, "data.custom_id")
    yield from _length(data.get("title"), 1, 45, "data.title")
    rows = data.get("components") or []
    yield from _length(rows, 1, 5, "data.components", "component count")
    for component in comp.walk(rows):
        if component.get("type") == comp.TEXT_INPUT:
            yield from _length(component.get("custom_id"), 1, 100, "data.components.custom_id")
            if component.get("label") is not None:
                yield from _length(component["label"], 0, 45, "data.components.label")
            if component.get("value") is not None:
                yield from _length(component["value"], 0, 4000, "data.components.value")


def _check_choices(choices: list[JSON]) -> Iterator[Violation]:
    yield from _length(choices, 0, 25, "data.choices", "choice count")
    for i, choice in enumerate(choices):
        yield from _length(choice.get("name"), 1, 100, f"data.choices.{i}.name")
        if isinstance(choice.get("value"), str):
            yield from _length(choice["value"], 0, 100, f"data.choices.{i}.value")


def check_callback(body: JSON) -> list[Violation]:
    """Limits on an interaction callback body that do not depend on the interaction."""
    kind, data = body.get("type"), body.get("data") or {}
    out: list[Violation] = []
    if kind in (4, 7):
        out += [
            Violation(_at("data", v.path), v.message, v.code)
            for v in check_message(data, creating=kind == 4)
        ]
    elif kind == 5:
        if int(data.get("flags") or 0) & ~EPHEMERAL:
            out.append(Violation("data.flags", "a deferred response may only set EPHEMERAL"))
    elif kind == 8:
        out += _check_choices(data.get("choices") or [])
    elif kind == 9:
        out += _check_modal(data)
    elif kind not in (1, 6):
        out.append(Violation("type", f"callback type {kind} is not supported by this bot's fake"))
    return out


# ---- application commands ---------------------------------------------------------------------


def _command_chars(node: JSON) -> int:
    total = len(node.get("name") or "") + len(node.get("description") or "")
    for choice in node.get("choices") or []:
        total += len(str(choice.get("name") or "")) + len(str(choice.get("value") or ""))
    return total + sum(_command_chars(option) for option in node.get("options") or [])


def _check_name(name: Any, path: str) -> Iterator[Violation]:
    if not isinstance(name, str) or not COMMAND_NAME.match(name) or name != name.lower():
        yield Violation(path, f"name {name!r} must be 1-32 lowercase characters matching the regex")


def _check_options(options: list[JSON], path: str, parent_kind: int | None) -> Iterator[Violation]:
    yield from _length(options, 0, 25, path, "option count")
    names = [o.get("name") for o in options]
    if len(names) != len(set(names)):
        yield Violation(path, f"option names must be unique: {names}")
    seen_optional = False
    for i, option in enumerate(options):
        at, kind = f"{path}.{i}", option.get("type")
        yield from _check_name(option.get("name"), f"{at}.name")
        yield from _length(option.get("description"), 1, 100, f"{at}.description")
        is_sub = kind in (SUB_COMMAND, SUB_COMMAND_GROUP)
        if parent_kind == SUB_COMMAND_GROUP and kind != SUB_COMMAND:
            yield Violation(at, "a subcommand group may only contain subcommands")
        if parent_kind == SUB_COMMAND and is_sub:
            yield Violation(at, "a subcommand cannot contain subcommands")
        if not is_sub:
            if option.get("required") and seen_optional:
                yield Violation(at, "required options must come before optional ones")
            seen_optional = seen_optional or not option.get("required")
        choices = option.get("choices") or []
        yield from _length(choices, 0, 25, f"{at}.choices", "choice count")
        for j, choice in enumerate(choices):
            yield from _length(choice.get("name"), 1, 100, f"{at}.choices.{j}.name")
            if kind == STRING_OPTION:
                yield from _length(choice.get("value"), 1, 100, f"{at}.choices.{j}.value")
        if is_sub:
            yield from _check_options(option.get("options") or [], f"{at}.options", kind)


def check_command(command: JSON, path: str = "") -> list[Violation]:
    kind = command.get("type", CHAT_INPUT)
    out: list[Violation] = []
    if kind == CHAT_INPUT:
        out += _check_name(command.get("name"), _at(path, "name"))
        out += _length(command.get("description"), 1, 100, _at(path, "description"))
        out += _check_options(command.get("options") or [], _at(path, "options"), None)
    else:
        out += _length(command.get("name"), 1, 32, _at(path, "name"))
    chars = _command_chars(command)
    if chars > 8000:
        out.append(Violation(path, f"command text totals {chars} characters, more than 8000"))
    return out


def check_commands(commands: list[JSON]) -> list[Violation]:
    out: list[Violation] = []
    for kind, limit in ((CHAT_INPUT, 100), (USER_COMMAND, 15), (MESSAGE_COMMAND, 15)):
        names = [c.get("name") for c in commands if c.get("type", CHAT_INPUT) == kind]
        if len(names) > limit:
            out.append(Violation("", f"{len(names)} commands of type {kind}, more than {limit}"))
        if len(names) != len(set(names)):
            out.append(Violation("", f"duplicate command names: {names}"))
    for i, command in enumerate(commands):
        out += check_command(command, str(i))
    return out


# ---- routing ----------------------------------------------------------------------------------

_MESSAGE_ROUTES = (
    ("POST", re.compile(r"^/channels/\d+/messages$"), True),
    ("PATCH", re.compile(r"^/channels/\d+/messages/\d+$"), False),
    ("POST", re.compile(r"^/webhooks/\d+/[^/]+$"), True),
    ("PATCH", re.compile(r"^/webhooks/\d+/[^/]+/messages/[^/]+$"), False),
)
_CALLBACK = re.compile(r"^/interactions/\d+/[^/]+/callback$")
_COMMANDS = re.compile(r"^/applications/\d+(/guilds/\d+)?/commands$")
_THREADS = re.compile(r"^/channels/\d+(/messages/\d+)?/threads$")


def violations(method: str, api_path: str, body: Any) -> list[Violation]:
    """The hand-written checks that apply to this request (api_path without /api/v10)."""
    if method == "PUT" and _COMMANDS.match(api_path) and isinstance(body, list):
        return check_commands(body)
    if not isinstance(body, dict):
        return []
    if method == "POST" and _COMMANDS.match(api_path):
        return check_command(body)
    if method == "POST" and _CALLBACK.match(api_path):
        return check_callback(body)
    if method == "POST" and _THREADS.match(api_path):
        return list(_length(body.get("name"), 1, 100, "name"))
    for route_method, pattern, creating in _MESSAGE_ROUTES:
        if method == route_method and pattern.match(api_path):
            return check_message(body, creating=creating)
    return []


def form_errors(found: list[Violation]) -> JSON:
    """Discord's nested `errors` object for a 400 Invalid Form Body answer."""
    tree: JSON = {}
    for violation in found:
        node = tree
        for part in [p for p in violation.path.split(".") if p]:
            node = node.setdefault(part, {})
        node.setdefault("_errors", []).append({"code": "FAKE_LIMIT", "message": violation.message})
    return tree
