"""Interaction callbacks and the interaction-token webhook routes (@original, followups)."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from .backend import Backend
from .contract import Violation, form_errors
from .errors import ApiError, unknown_message, unknown_webhook
from .interactions import (
    APPLICATION_COMMAND,
    AUTOCOMPLETE,
    MESSAGE_COMPONENT,
    MODAL_SUBMIT,
    PendingInteraction,
)
from .messages import EPHEMERAL, LOADING, WEBHOOK_FLAGS, Message

JSON = dict[str, Any]

ALLOWED_CALLBACKS = {
    APPLICATION_COMMAND: {4, 5, 9},
    MESSAGE_COMPONENT: {4, 5, 6, 7, 9},
    AUTOCOMPLETE: {8},
    MODAL_SUBMIT: {4, 5, 6, 7},
}
CALLBACK_NAMES = {
    1: "PONG",
    4: "CHANNEL_MESSAGE_WITH_SOURCE",
    5: "DEFERRED_CHANNEL_MESSAGE_WITH_SOURCE",
    6: "DEFERRED_UPDATE_MESSAGE",
    7: "UPDATE_MESSAGE",
    8: "APPLICATION_COMMAND_AUTOCOMPLETE_RESULT",
    9: "MODAL",
}
CHAT_INPUT_RESPONSE, DEFAULT = 20, 0


def _type_problem(pending: PendingInteraction, kind: Any) -> str | None:
    allowed = ALLOWED_CALLBACKS[pending.type]
    if kind in (6, 7) and pending.source is None:
        allowed = allowed - {6, 7}
    if kind in allowed:
        return None
    name = CALLBACK_NAMES.get(kind, "unknown")
    return f"callback type {kind} ({name}) is not valid for interaction type {pending.type}"


async def _interaction_message(
    backend: Backend,
    pending: PendingInteraction,
    data: JSON,
    attachments: Iterable[JSON],
    flags: int,
) -> Message:
    """A message posted through the interaction's webhook (response or followup)."""
    metadata = {
        "id": str(pending.id),
        "type": pending.type,
        "user": pending.user.to_json(),
        "authorizing_integration_owners": {"0": str(pending.guild.id)},
    }
    return await backend.create_message(
        pending.channel,
        {**data, "flags": flags},
        backend.bot,
        msg_type=CHAT_INPUT_RESPONSE if pending.type == APPLICATION_COMMAND else DEFAULT,
        visible_to=pending.user.id if flags & EPHEMERAL else None,
        attachments=attachments,
        extra={
            "webhook_id": str(backend.app_id),
            "application_id": str(backend.app_id),
            "interaction_metadata": metadata,
        },
    )


async def create_callback(
    backend: Backend,
    interaction_id: int,
    token: str,
    body: JSON,
    attachments: Iterable[JSON] = (),
) -> JSON:
    """POST /interactions/{id}/{token}/callback: answer once, in time, with a valid type."""
    pending = backend.interactions.by_id.get(interaction_id)
    if pending is None or pending.token != token:
        raise ApiError(404, 10062, "Unknown interaction")
    age, deadline = backend.clock.now() - pending.created_at, backend.settings.ack_deadline
    if age > deadline:
        detail = f"answered {age:.2f} s after dispatch, deadline {deadline} s"
        raise ApiError(404, 10062, f"Unknown interaction (fake: {detail})")
    if pending.callback is not None:
        raise ApiError(400, 40060, "Interaction has already been acknowledged.")
    kind, data = body.get("type"), body.get("data") or {}
    problem = _type_problem(pending, kind)
    if problem is not None:
        backend.contract_errors.append(f"POST /interactions/{interaction_id}/…/callback: {problem}")
        raise ApiError(400, 50035, "Invalid Form Body", form_errors([Violation("type", problem)]))
    message: Message | None = None
    if kind in (4, 5):
        flags = int(data.get("flags") or 0) & WEBHOOK_FLAGS | (LOADING if kind == 5 else 0)
        message = await _interaction_message(backend, pending, data, attachments, flags)
    elif kind in (6, 7):
        message = pending.source
        if kind == 7 and message is not None:
            await backend.edit_message(message, data, attachments)
    pending.callback = body
    backend.interactions.answered(pending, message.id if message else None)
    pending.notify()
    backend.changed()
    return _callback_response(pending, message)


def _callback_response(pending: PendingInteraction, message: Message | None) -> JSON:
    """The `with_response` body discord.py 2.5+ parses (InteractionCallbackResponse)."""
    kind = pending.callback_type
    interaction: JSON = {
        "id": str(pending.id),
        "type": pending.type,
        "response_message_loading": kind == 5,
        "response_message_ephemeral": bool(message and message.ephemeral),
        "channel_id": str(pending.channel.id),
    }
    response: JSON = {"interaction": interaction}
    if message is not None:
        interaction["response_message_id"] = str(message.id)
        if kind in (4, 7):
            response["resource"] = {"type": kind, "message": message.data}
    return response


def pending_for_token(backend: Backend, application_id: int, token: str) -> PendingInteraction:
    """The interaction behind a webhook token; 401/50027 once the token has expired."""
    pending = backend.interactions.by_token.get(token)
    if pending is None or application_id != backend.app_id:
        raise unknown_webhook()
    if backend.clock.now() - pending.created_at > backend.settings.token_ttl:
        raise ApiError(401, 50027, "Invalid Webhook Token")
    return pending


def webhook_message(backend: Backend, pending: PendingInteraction, ref: str) -> Message:
    """@original or a followup of this interaction."""
    if ref == "@original":
        message_id = pending.original_id
    else:
        message_id = int(ref) if ref.isdigit() else None
        if message_id not in (pending.original_id, *pending.followup_ids):
            message_id = None
    message = pending.guild.messages.get(message_id) if message_id is not None else None
    if message is None or message.deleted:
        raise unknown_message()
    return message


async def create_followup(
    backend: Backend, pending: PendingInteraction, body: JSON, attachments: Iterable[JSON]
) -> Message:
    """A followup; the first one after a "thinking" defer replaces the loading message."""
    if pending.callback is None:
        raise unknown_webhook()
    original = pending.guild.messages.get(pending.original_id or 0)
    if original is not None and original.loading and not original.deleted:
        return await backend.edit_message(original, body, attachments)
    flags = int(body.get("flags") or 0) & WEBHOOK_FLAGS
    message = await _interaction_message(backend, pending, body, attachments, flags)
    pending.followup_ids.append(message.id)
    return message
