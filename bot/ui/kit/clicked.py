"""Whether a click was made on the message it came with, as discord.py decides it."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from typing import Any

import discord


def carries(message: discord.Message, interaction: discord.Interaction[Any]) -> bool:
    """Whether the message has the component that was clicked (its id and type), found where
    Discord holds it: every component of the message, in rows, containers and sections
    (accessories included). A click whose id is not on the message was
    not made on it (a stale client, or a forged id)."""
    data: dict[str, Any] = dict(interaction.data or {})
    custom_id, kind = data.get("custom_id"), data.get("component_type")
    # The message's components as discord.py parsed them, not a view made from them (a view
    # of a Components V2 board is a hundred objects).
    return any(
        getattr(component, "custom_id", None) == custom_id and component.type.value == kind
        for component in _walk(message.components)
    )


def carries_id(message: discord.Message, wanted: Callable[[str], bool]) -> bool:
    """Whether any of the message's components has an id `wanted` accepts (a form sent from
    the message: the form's own id says nothing of where it came from)."""
    return any(
        isinstance(custom_id := getattr(component, "custom_id", None), str) and wanted(custom_id)
        for component in _walk(message.components)
    )


def _walk(components: Iterable[discord.Component]) -> Iterator[discord.Component]:
    """Every component and, depth first, the components inside it (a section's accessory
    after its texts, as `LayoutView.walk_children` goes)."""
    for component in components:
        yield component
        yield from _walk(getattr(component, "children", ()))
        accessory = getattr(component, "accessory", None)
        if accessory is not None:
            yield from _walk((accessory,))
