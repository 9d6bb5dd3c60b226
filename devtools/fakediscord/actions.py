"""What users do: run slash commands, click buttons, pick options, submit modals."""

from __future__ import annotations

import asyncio
import contextlib
import time
from collections.abc import Mapping
from typing import Any

from . import components as comp
from .backend import Backend
from .errors import HarnessError, InteractionFailed
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    PendingInteraction,
    interaction_payload,
)
from .messages import Message
from .models import Channel, Role, User
from .options import CommandData
from .resolved import Resolved
from .results import InteractionResult
from .state import ChannelRef, GuildState

JSON = dict[str, Any]
MessageRef = Message | InteractionResult | int
Choice = str | Channel | Role | User
"""An option of a string select (its value or label), or what a user, role or channel select
offers."""
POLL = 0.01
ACK_SLACK = 0.25  # loopback latency allowance on top of the ack deadline
REJECTION_GRACE = 0.25  # after a rejected callback, how long a corrected one may take
CONNECT_TIMEOUT = 5.0


class UserActions:
    """What the members of one guild do."""

    def __init__(self, backend: Backend, state: GuildState) -> None:
        self.backend = backend
        self.state = state

    # ---- entry points -----------------------------------------------------------------------

    async def slash(
        self,
        command: str,
        *,
        user: User,
        channel: ChannelRef | None = None,
        options: Mapping[str, Any] | None = None,
        settle: bool = True,
    ) -> InteractionResult:
        name, path = self._split(command)
        data = CommandData(self.state).build(self._command(name), path, options or {})
        pending = self._new(APPLICATION_COMMAND, user, channel, f"/{command}")
        return await self._run(pending, data, settle=settle)

    async def autocomplete(
        self,
        command: str,
        *,
        user: User,
        focused: str,
        value: Any,
        channel: ChannelRef | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> list[JSON]:
        name, path = self._split(command)
        values = {**(options or {}), focused: value}
        data = CommandData(self.state).build(self._command(name), path, values, focused=focused)
        pending = self._new(AUTOCOMPLETE, user, channel, f"autocomplete /{command} {focused}")
        return (await self._run(pending, data)).choices

    async def click(
        self,
        message: MessageRef,
        label: str | None = None,
        *,
        user: User,
        custom_id: str | None = None,
        settle: bool = True,
    ) -> InteractionResult:
        target = self._visible_message(message, user)
        button = target.button(label, custom_id=custom_id)
        data = {"custom_id": button.custom_id, "component_type": comp.BUTTON}
        pending = self._new(
            MESSAGE_COMPONENT, user, target.channel_id, f"button {button.label!r}", target
        )
        return await self._run(pending, data, settle=settle)

    async def select(
        self,
        message: MessageRef,
        *choices: Choice,
        user: User,
        custom_id: str | None = None,
        settle: bool = True,
    ) -> InteractionResult:
        """Pick options (by value or label) in a string select of the message, or channels,
        roles or users in a select Discord fills with them (none at all: clear it)."""
        target = self._visible_message(message, user)
        menu = self._find_select(target, choices, custom_id)
        data: JSON = {"custom_id": menu.custom_id, "component_type": menu.type}
        if menu.auto_filled:
            resolved = Resolved(self.state)
            data["values"] = [_resolve(menu, choice, resolved) for choice in choices]
            data["resolved"] = resolved.data
        else:
            data["values"] = [self._option(menu, str(choice)).value for choice in choices]
        if not menu.min_values <= len(data["values"]) <= menu.max_values:
            raise HarnessError(
                f"select {menu.custom_id!r} takes {menu.min_values}..{menu.max_values}"
            )
        pending = self._new(
            MESSAGE_COMPONENT, user, target.channel_id, f"select {menu.custom_id!r}", target
        )
        return await self._run(pending, data, settle=settle)

    async def submit_modal(
        self,
        opened: InteractionResult,
        values: Mapping[str, str | list[str]],
        *,
        user: User | None = None,
        settle: bool = True,
    ) -> InteractionResult:
        """Fill the modal `opened` showed (keys: custom_id or label) and submit it."""
        modal = opened.modal
        if modal is None:
            raise HarnessError(f"{opened!r} did not open a modal")
        remaining = dict(values)
        components = [_submitted(c, remaining) for c in modal.get("components") or []]
        if remaining:
            raise HarnessError(f"the modal has no inputs {sorted(remaining)}")
        data = {"custom_id": modal["custom_id"], "components": components}
        source = opened.interaction.source
        pending = self._new(
            MODAL_SUBMIT,
            user or opened.interaction.user,
            opened.interaction.channel,
            f"modal {modal['custom_id']!r}",
            source,
        )
        return await self._run(pending, data, settle=settle)

    # ---- helpers ----------------------------------------------------------------------------

    @staticmethod
    def _split(command: str) -> tuple[str, list[str]]:
        name, *path = command.removeprefix("/").split()
        return name, path

    def _command(self, name: str) -> JSON:
        command = self.backend.find_command(name, self.state.id)
        if command is None:
            synced = [c["name"] for scope in self.backend.commands.values() for c in scope]
            raise HarnessError(f"no synced command /{name}; synced: {synced}")
        return command

    def _new(
        self,
        kind: int,
        user: User,
        channel: ChannelRef | None,
        description: str,
        source: Message | None = None,
    ) -> PendingInteraction:
        target: Channel = (
            self.state.text_channels[0] if channel is None else self.state.channel(channel)
        )
        interaction_id = self.backend.ids.next()
        pending = PendingInteraction(
            id=interaction_id,
            token=self.backend.interactions.new_token(interaction_id),
            type=kind,
            user=self.state.user(user),
            channel=target,
            guild=self.state,
            created_at=self.backend.clock.now(),
            description=description,
            source=source,
        )
        self.backend.interactions.add(pending)
        return pending

    def _visible_message(self, ref: MessageRef, user: User) -> Message:
        if isinstance(ref, InteractionResult):
            found = ref.message
            if found is None:
                raise HarnessError(f"{ref!r} has no message")
            ref = found
        message = self.state.message(ref)
        if not message.visible_for(user.id):
            raise HarnessError(
                f"{user.name} cannot see message {message.id} (deleted or ephemeral)"
            )
        return message

    @staticmethod
    def _find_select(
        message: Message, choices: tuple[Choice, ...], custom_id: str | None
    ) -> comp.Select:
        menus = [s for s in message.selects if not s.disabled]
        if custom_id is not None:
            menus = [s for s in menus if s.custom_id == custom_id]
        elif choices and all(isinstance(c, str) for c in choices):
            strings = [s for s in menus if not s.auto_filled]
            menus = [s for s in strings if all(s.option(str(c)) for c in choices)] or strings
        else:
            menus = [s for s in menus if s.auto_filled and all(_fits(s, c) for c in choices)]
        if len(menus) != 1:
            raise HarnessError(f"expected one enabled select, found {len(menus)}:\n{message.text}")
        return menus[0]

    @staticmethod
    def _option(menu: comp.Select, choice: str) -> comp.SelectOption:
        option = menu.option(choice)
        if option is None:
            raise HarnessError(f"select {menu.custom_id!r} has no option {choice!r}")
        return option

    # ---- sending and waiting ----------------------------------------------------------------

    async def _run(
        self, pending: PendingInteraction, data: JSON, *, settle: bool = True
    ) -> InteractionResult:
        """Dispatch, wait for the callback and (unless `settle` is False) the work after it."""
        await self._wait_connected()
        payload = interaction_payload(self.backend.app_id, self.backend.bot, pending, data)
        pending.dispatched_at = time.monotonic()
        await self.backend.gateway.dispatch(self.state.id, "INTERACTION_CREATE", payload)
        await self._await_ack(pending)
        if settle:
            await self._settle(pending)
        return InteractionResult(pending, self.state)

    async def _wait_connected(self) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + CONNECT_TIMEOUT
        while not self.backend.gateway.connected_to(self.state.id):
            if loop.time() > deadline:
                raise HarnessError(f"no bot is connected to the fake gateway for {self.state.name}")
            await asyncio.sleep(POLL)

    async def _await_ack(self, pending: PendingInteraction) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + self.backend.settings.ack_deadline + ACK_SLACK
        first_rejection: float | None = None
        while pending.callback is None:
            if pending.rejections and first_rejection is None:
                first_rejection = loop.time()
                deadline = min(deadline, first_rejection + REJECTION_GRACE)
            remaining = deadline - loop.time()
            if remaining <= 0:
                raise InteractionFailed(self._failure(pending))
            pending.signal.clear()
            try:
                await asyncio.wait_for(pending.signal.wait(), remaining)
            except TimeoutError:
                continue

    def _failure(self, pending: PendingInteraction) -> str:
        deadline = self.backend.settings.ack_deadline
        reasons = "; ".join(pending.rejections) or "the bot sent none"
        return f"{pending.description}: no callback accepted within {deadline} s ({reasons})"

    async def _settle(self, pending: PendingInteraction) -> None:
        """Wait for the bot's follow-up work (edits, followups) to finish."""
        loop = asyncio.get_running_loop()
        settings = self.backend.settings
        limit = loop.time() + settings.activity_timeout
        if pending.callback_type in (5, 6):  # deferred: wait for the first edit or followup
            while pending.activity == 0 and (remaining := limit - loop.time()) > 0:
                pending.signal.clear()
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(pending.signal.wait(), remaining)
        while loop.time() < limit:
            quiet = loop.time() - pending.last_activity
            if pending.inflight == 0 and quiet >= settings.settle_time:
                return
            await asyncio.sleep(max(settings.settle_time - quiet, POLL))


def _submitted(component: JSON, values: dict[str, str | list[str]]) -> JSON:
    """The MODAL_SUBMIT echo of one modal component, filled from `values` (consumed)."""
    kind = component.get("type")
    if kind == comp.ACTION_ROW:
        return {
            "type": kind,
            "components": [_submitted(c, values) for c in component["components"]],
        }
    if kind == 18:  # Label wrapping an input
        inner = dict(component["component"])
        inner.setdefault("label", component.get("label"))
        return {"type": kind, "component": _submitted(inner, values)}
    custom_id = component.get("custom_id", "")
    label = component.get("label")
    key = custom_id if custom_id in values else label if label in values else None
    if kind == comp.TEXT_INPUT:
        value = values.pop(key) if key is not None else component.get("value") or ""
        if not isinstance(value, str):
            raise HarnessError(f"the modal input {label or custom_id!r} takes text")
        if not value and component.get("required", True):
            raise HarnessError(f"the modal input {label or custom_id!r} is required")
        return {"type": kind, "custom_id": custom_id, "value": value}
    if kind in comp.SELECT_TYPES:
        chosen = values.pop(key) if key is not None else []
        picked = [chosen] if isinstance(chosen, str) else list(chosen)
        return {"type": kind, "custom_id": custom_id, "values": picked}
    return {"type": kind}


def _fits(menu: comp.Select, choice: Choice) -> bool:
    """Whether an auto-filled select offers this kind of thing."""
    kinds = comp.DEFAULT_VALUE_TYPES.get(menu.type, frozenset())
    kind = {Channel: "channel", Role: "role", User: "user"}.get(type(choice))
    return kind in kinds


def _resolve(menu: comp.Select, choice: Choice, resolved: Resolved) -> str:
    """The value a user, role or channel select sends for `choice`, noted in `resolved`."""
    if not _fits(menu, choice):
        raise HarnessError(f"select {menu.custom_id!r} (type {menu.type}) cannot hold {choice!r}")
    if isinstance(choice, Channel):
        return resolved.channel(choice, list(menu.channel_types))
    if isinstance(choice, Role):
        return resolved.role(choice)
    return resolved.user(choice)
