"""Turn `fake.slash("sho new", players=3)` into the `data` Discord sends for that command."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .errors import HarnessError
from .models import Role, User
from .resolved import Resolved
from .state import GuildState

JSON = dict[str, Any]

SUB_COMMAND, SUB_COMMAND_GROUP = 1, 2
STRING, INTEGER, BOOLEAN, USER, CHANNEL, ROLE, MENTIONABLE, NUMBER = 3, 4, 5, 6, 7, 8, 9, 10


class CommandData:
    """Builds a CHAT_INPUT interaction's data from a synced command and option values."""

    def __init__(self, state: GuildState) -> None:
        self._resolved = Resolved(state)

    def build(
        self,
        command: JSON,
        path: list[str],
        values: Mapping[str, Any],
        *,
        focused: str | None = None,
    ) -> JSON:
        data: JSON = {"id": command["id"], "name": command["name"], "type": 1, "options": []}
        if command.get("guild_id"):
            data["guild_id"] = command["guild_id"]
        node, out = command, data["options"]
        for part in path:
            sub = self._subcommand(node, part)
            entry: JSON = {"type": sub["type"], "name": part, "options": []}
            out.append(entry)
            node, out = sub, entry["options"]
        subs = [o["name"] for o in node.get("options") or [] if o["type"] in (1, 2)]
        if subs:
            raise HarnessError(f"/{' '.join([command['name'], *path])} needs one of {subs}")
        out.extend(self._values(node, values, focused))
        if self._resolved.data:
            data["resolved"] = self._resolved.data
        return data

    @staticmethod
    def _subcommand(node: JSON, name: str) -> JSON:
        for option in node.get("options") or []:
            if option["name"] == name and option["type"] in (SUB_COMMAND, SUB_COMMAND_GROUP):
                return option
        known = [o["name"] for o in node.get("options") or [] if o["type"] in (1, 2)]
        raise HarnessError(f"no subcommand {name!r} under /{node['name']}; known: {known}")

    def _values(self, node: JSON, values: Mapping[str, Any], focused: str | None) -> list[JSON]:
        definitions = {o["name"]: o for o in node.get("options") or []}
        unknown = set(values) - set(definitions)
        if unknown:
            raise HarnessError(
                f"/{node['name']} has no options {sorted(unknown)}; has {list(definitions)}"
            )
        out = []
        for name, option in definitions.items():
            if name not in values:
                if option.get("required") and focused is None:
                    raise HarnessError(f"option {name!r} of /{node['name']} is required")
                continue
            if name == focused:
                out.append(
                    {"name": name, "type": option["type"], "value": values[name], "focused": True}
                )
            else:
                value = self._convert(option, values[name])
                out.append({"name": name, "type": option["type"], "value": value})
        return out

    def _convert(self, option: JSON, value: Any) -> Any:
        kind, name = option["type"], option["name"]
        if kind in (STRING, INTEGER, NUMBER):
            return self._scalar(option, value)
        if kind == BOOLEAN:
            if not isinstance(value, bool):
                raise HarnessError(f"option {name!r} takes True or False, not {value!r}")
            return value
        if kind == USER or (kind == MENTIONABLE and isinstance(value, User)):
            return self._resolved.user(value)
        if kind == ROLE or (kind == MENTIONABLE and isinstance(value, Role)):
            return self._resolved.role(value)
        if kind == CHANNEL:
            return self._resolved.channel(value, option.get("channel_types"))
        raise HarnessError(f"option {name!r} has type {kind}, which the fake cannot fill")

    def _scalar(self, option: JSON, value: Any) -> Any:
        kind, name = option["type"], option["name"]
        choices = option.get("choices") or []
        if choices:
            for choice in choices:
                if value in (choice["value"], choice["name"]):
                    return choice["value"]
            raise HarnessError(f"{value!r} is not a choice of {name!r}: {choices}")
        if kind == STRING:
            text = str(value)
            if not option.get("min_length", 0) <= len(text) <= option.get("max_length", 6000):
                raise HarnessError(f"{text!r} has the wrong length for option {name!r}")
            return text
        if isinstance(value, bool) or not isinstance(value, int | float):
            raise HarnessError(f"option {name!r} takes a number, not {value!r}")
        if kind == INTEGER and not float(value).is_integer():
            raise HarnessError(f"option {name!r} takes an integer, not {value!r}")
        low, high = option.get("min_value"), option.get("max_value")
        if (low is not None and value < low) or (high is not None and value > high):
            raise HarnessError(f"{value} is outside {low}..{high} for option {name!r}")
        return int(value) if kind == INTEGER else value
