"""The fake Discord's rule book: hand-written limits, spec validation, components, mentions."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import aiohttp
import pytest

from devtools.fakediscord import FakeDiscord, contract
from devtools.fakediscord.components import render_text
from devtools.fakediscord.messages import resolve_mentions
from devtools.fakediscord.models import Role, User
from devtools.fakediscord.openapi import (
    SPEC_ENV,
    SPEC_EXTRACT,
    SpecValidator,
    default_spec_path,
    load_spec,
)
from devtools.fakediscord.openapi_extract import can_match, extract, served_routes

JSON = dict[str, Any]
ROOT = Path(__file__).resolve().parents[2]


def button(custom_id: str = "b", label: str = "Go", **extra: Any) -> JSON:
    return {"type": 2, "style": 1, "custom_id": custom_id, "label": label, **extra}


def row(*children: JSON) -> JSON:
    return {"type": 1, "components": list(children)}


def select(options: int = 3, **extra: Any) -> JSON:
    choices = [{"label": f"o{i}", "value": f"v{i}"} for i in range(options)]
    return {"type": 3, "custom_id": "menu", "options": choices, **extra}


def channel_select(defaults: list[str], **extra: Any) -> JSON:
    chosen = [{"id": i, "type": "channel"} for i in defaults]
    return {"type": 8, "custom_id": "where", "default_values": chosen, **extra}


def paths(found: list[contract.Violation]) -> list[str]:
    return [str(v) for v in found]


# ---- messages ---------------------------------------------------------------------------------

AT_THE_LIMITS: list[JSON] = [
    {"content": "x" * 2000},
    {"content": "x", "embeds": [{"title": "t" * 256, "description": "d" * 4096}]},
    {"embeds": [{"description": "d" * 3000}, {"description": "d" * 3000}]},
    {"embeds": [{"title": "t"}] * 10},
    {"embeds": [{"fields": [{"name": "n", "value": "v"}] * 25}]},
    {"components": [row(*[button(f"r{r}b{b}") for b in range(5)]) for r in range(5)]},
    {"components": [row(button("i" * 100, "l" * 80))]},
    {"components": [row(select(25, max_values=25))]},
    {"components": [row(channel_select([str(i) for i in range(25)], min_values=0, max_values=25))]},
    {"components": [row({"type": 2, "style": 5, "url": "https://example.org", "label": "Web"})]},
]


@pytest.mark.parametrize("body", AT_THE_LIMITS)
def test_messages_at_the_limits_pass(body: JSON) -> None:
    assert contract.check_message(body, creating=True) == []


def _rows(n: int) -> list[JSON]:
    return [row(button(f"b{i}")) for i in range(n)]


OVER_THE_LIMITS: list[tuple[JSON, str]] = [
    ({"content": "x" * 2001}, "content: length 2001"),
    ({"embeds": [{"title": "t"}] * 11}, "embeds: embed count 11"),
    ({"embeds": [{"title": "t" * 257}]}, "embeds.0.title"),
    ({"embeds": [{"description": "d" * 4097}]}, "embeds.0.description"),
    ({"embeds": [{"fields": [{"name": "n", "value": "v"}] * 26}]}, "embeds.0.fields: field count"),
    ({"embeds": [{"fields": [{"name": "n", "value": "v" * 1025}]}]}, "embeds.0.fields.0.value"),
    ({"embeds": [{"description": "d" * 3001}, {"description": "d" * 3000}]}, "more than 6000"),
    ({"components": _rows(6)}, "components: action row count 6"),
    ({"components": [row(*[button(f"b{i}") for i in range(6)])]}, "button count 6"),
    ({"components": [row(button("i" * 101))]}, "components.0.components.0.custom_id"),
    ({"components": [row(button(""))]}, "components.0.components.0.custom_id: length 0"),
    ({"components": [row(button("same"), button("same"))]}, "unique per message: ['same']"),
    ({"components": [row(button(label="l" * 81))]}, "components.0.components.0.label"),
    ({"components": [row(select(26, max_values=1))]}, "option count 26"),
    ({"components": [row(select(3, max_values=4))]}, "max_values 4 exceeds"),
    ({"components": [row(select(0))]}, "option count 0"),
    ({"components": [row(select(1), button())]}, "one select menu and nothing else"),
    (
        {"components": [row({**select(1), "options": [{"label": "l" * 101, "value": "v"}]})]},
        "options.0.label",
    ),
    (
        {"components": [row({"type": 2, "style": 5, "url": "u", "custom_id": "x", "label": "W"})]},
        "link button",
    ),
    (
        {
            "components": [
                row({**select(3), "options": [{"label": "a", "value": "a", "default": True}] * 2})
            ]
        },
        "2 options are default, more than max_values 1",
    ),
    ({"components": [row(channel_select(["1", "2"], max_values=1))]}, "2 default values"),
    (
        {"components": [row({**channel_select(["1"]), "type": 6})]},
        "default_values.0.type: 'channel' is not one of ['role']",
    ),
    ({"components": [button()]}, "must be action rows"),
    ({"flags": 1 << 15, "content": "hi", "components": []}, "IS_COMPONENTS_V2"),
    ({}, "Cannot send an empty message"),
]


@pytest.mark.parametrize(("body", "expected"), OVER_THE_LIMITS)
def test_messages_over_the_limits_are_reported(body: JSON, expected: str) -> None:
    found = paths(contract.check_message(body, creating=True))
    assert any(expected in v for v in found), found


def test_an_edit_may_be_partial_but_not_too_long() -> None:
    assert contract.check_message({"components": []}, creating=False) == []
    assert contract.check_message({"content": "x" * 2001}, creating=False)


def test_an_empty_message_earns_its_own_error_code() -> None:
    (violation,) = contract.check_message({"content": ""}, creating=True)
    assert violation.code == contract.EMPTY_MESSAGE


def test_form_errors_nest_like_discord() -> None:
    found = contract.check_message({"content": "x" * 2001}, creating=True)
    tree = contract.form_errors(found)
    assert list(tree) == ["content"]
    assert "2001" in tree["content"]["_errors"][0]["message"]


# ---- callbacks --------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("body", "expected"),
    [
        ({"type": 4, "data": {"content": "x" * 2001}}, "data.content"),
        ({"type": 4, "data": {}}, "Cannot send an empty message"),
        ({"type": 7, "data": {"components": _rows(6)}}, "data.components"),
        ({"type": 5, "data": {"flags": 4}}, "may only set EPHEMERAL"),
        ({"type": 8, "data": {"choices": [{"name": "n", "value": "v"}] * 26}}, "choice count"),
        ({"type": 8, "data": {"choices": [{"name": "", "value": "v"}]}}, "data.choices.0.name"),
        ({"type": 9, "data": {"custom_id": "m", "title": "t" * 46, "components": []}}, "title"),
        ({"type": 12}, "not supported"),
    ],
)
def test_bad_callbacks_are_reported(body: JSON, expected: str) -> None:
    found = paths(contract.check_callback(body))
    assert any(expected in v for v in found), found


@pytest.mark.parametrize(
    "body",
    [
        {"type": 4, "data": {"content": "hi", "flags": 64}},
        {"type": 5, "data": {"flags": 64}},
        {"type": 6},
        {"type": 7, "data": {"content": ""}},
        {"type": 8, "data": {"choices": [{"name": "one", "value": "1"}] * 25}},
    ],
)
def test_good_callbacks_pass(body: JSON) -> None:
    assert contract.check_callback(body) == []


# ---- commands ---------------------------------------------------------------------------------


def command(name: str = "sho", description: str = "Play", **extra: Any) -> JSON:
    return {"name": name, "description": description, "type": 1, **extra}


def subcommand(name: str, options: list[JSON] | None = None) -> JSON:
    return {"name": name, "description": "d", "type": 1, "options": options or []}


def option(name: str, required: bool = False, **extra: Any) -> JSON:
    return {"name": name, "description": "d", "type": 4, "required": required, **extra}


def test_a_command_group_within_the_limits_passes() -> None:
    new = subcommand("new", [option("players", True), option("computers")])
    longest = subcommand("x" * 32, [option("o", description="d" * 100)])
    sho = command(options=[new, subcommand("rules"), subcommand("move-to"), longest])
    assert (
        contract.check_commands([sho, {"name": "Show Board", "type": 3, "description": ""}]) == []
    )


@pytest.mark.parametrize(
    ("commands", "expected"),
    [
        ([command("Sho")], "0.name: name 'Sho'"),
        ([command("sho game")], "0.name"),
        ([command("s" * 33)], "0.name"),
        ([command(description="d" * 101)], "0.description"),
        ([command(description="")], "0.description"),
        ([command(options=[subcommand("New")])], "0.options.0.name"),
        ([command(options=[option(f"o{i}") for i in range(26)])], "option count 26"),
        ([command(options=[option("a"), option("b", True)])], "required options must come"),
        ([command(options=[option("a"), option("a")])], "option names must be unique"),
        (
            [
                command(
                    options=[{"name": "g", "description": "d", "type": 2, "options": [option("x")]}]
                )
            ],
            "only contain subcommands",
        ),
        ([command(f"c{i}") for i in range(101)], "101 commands of type 1"),
        ([command(), command()], "duplicate command names"),
    ],
)
def test_bad_commands_are_reported(commands: list[JSON], expected: str) -> None:
    found = paths(contract.check_commands(commands))
    assert any(expected in v for v in found), found


def test_command_text_is_limited_to_8000_characters() -> None:
    options = [option(f"o{i}", description="d" * 100) for i in range(25)]
    subs = [subcommand(f"s{i}", options) for i in range(4)]
    found = paths(contract.check_command(command(options=subs)))
    assert any("more than 8000" in v for v in found), found


def test_routing_picks_the_right_checks() -> None:
    long = {"content": "x" * 2001}
    assert contract.violations("POST", "/channels/1/messages", long)
    assert contract.violations("PATCH", "/webhooks/1/tok/messages/@original", long)
    assert contract.violations("POST", "/interactions/1/tok/callback", {"type": 4, "data": long})
    assert contract.violations("PUT", "/applications/1/guilds/2/commands", [command("Bad")])
    assert contract.violations("POST", "/channels/1/threads", {"name": ""})
    assert contract.violations("GET", "/channels/1/messages", long) == []


# ---- the OpenAPI validator, on a miniature spec of the same shape -----------------------------

MINI_SPEC: JSON = {
    "openapi": "3.1.0",
    "paths": {
        "/things/{thing_id}/messages/{message_id}": {
            "patch": {
                "requestBody": {"content": {"application/json": {"schema": {"type": "null"}}}}
            }
        },
        "/things/{thing_id}/messages/@original": {
            "patch": {
                "requestBody": {
                    "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/Message"}}
                    }
                }
            }
        },
        "/things/{thing_id}": {"get": {}},
    },
    "components": {
        "schemas": {
            "Snowflake": {"type": "string", "format": "snowflake"},
            "Button": {
                "type": "object",
                "properties": {
                    "type": {"enum": [2]},
                    "custom_id": {"type": "string", "maxLength": 100},
                },
            },
            "Select": {"type": "object", "properties": {"type": {"enum": [3]}}},
            "Message": {
                "type": "object",
                "properties": {
                    "reply_to": {"$ref": "#/components/schemas/Snowflake"},
                    "component": {
                        "anyOf": [
                            {"$ref": "#/components/schemas/Select"},
                            {"$ref": "#/components/schemas/Button"},
                        ]
                    },
                },
            },
        }
    },
}


@pytest.fixture
def mini_spec(tmp_path: Path) -> Path:
    path = tmp_path / "openapi.json"
    path.write_text(json.dumps(MINI_SPEC))
    return path


def test_spec_validation_reports_the_deepest_limit_error(mini_spec: Path) -> None:
    validator = load_spec(mini_spec)
    assert validator is not None
    body = {"component": {"type": 2, "custom_id": "x" * 101}}
    (violation,) = validator.violations("PATCH", "/things/1/messages/@original", body)
    assert violation.path == "component.custom_id"
    assert violation.message.startswith("length 101 breaks maxLength 100")


def test_spec_validation_accepts_integer_snowflakes(mini_spec: Path) -> None:
    validator = SpecValidator(json.loads(mini_spec.read_text()))
    assert validator.violations("PATCH", "/things/1/messages/@original", {"reply_to": "12"}) == []
    assert validator.violations("PATCH", "/things/1/messages/@original", {"reply_to": 12}) == []
    assert validator.violations("PATCH", "/things/1/messages/@original", {"reply_to": 1.5})


def test_spec_validation_knows_documented_routes_only(mini_spec: Path) -> None:
    validator = SpecValidator(json.loads(mini_spec.read_text()))
    assert validator.violations("GET", "/things/1", {"any": "thing"}) == []
    (violation,) = validator.violations("POST", "/elsewhere", {})
    assert "not a documented Discord route" in violation.message


def test_without_a_spec_file_there_is_no_spec_validator(tmp_path: Path) -> None:
    assert load_spec(tmp_path / "missing.json") is None


def test_the_spec_location_can_be_overridden(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SPEC_ENV, raising=False)
    assert default_spec_path() == SPEC_EXTRACT
    assert SPEC_EXTRACT.is_relative_to(ROOT)
    assert load_spec() is not None
    monkeypatch.setenv(SPEC_ENV, "/somewhere/spec.json")
    assert default_spec_path() == Path("/somewhere/spec.json")


# ---- the pinned extract of Discord's spec ------------------------------------------------------


def _extract() -> JSON:
    return json.loads(SPEC_EXTRACT.read_text("utf-8"))


def test_the_extract_documents_every_route_the_fake_serves() -> None:
    paths = _extract()["paths"]
    for method, route in served_routes():
        documented = [t for t in paths if can_match(t, route) and method.lower() in paths[t]]
        assert documented, f"{method} {route}: refresh the extract (spec/README.md)"


def test_the_extract_is_exactly_what_the_refresh_script_keeps() -> None:
    """Closed under $ref (else KeyError) and nothing more: cutting it again changes nothing."""
    spec = _extract()
    provenance = spec.pop("x-extract")
    assert extract(spec, served_routes()) == spec
    assert provenance["upstream"].startswith("https://github.com/discord/discord-api-spec")
    assert provenance["upstream_version"] == spec["info"]["version"] == "10"
    licence = (SPEC_EXTRACT.parent / "LICENSE").read_text("utf-8")
    assert "MIT License" in licence
    assert "Discord Inc." in licence


async def test_with_nothing_set_the_fake_refuses_a_body_that_breaks_the_spec(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """A type error no hand-written check looks at: only the spec validation can refuse it."""
    monkeypatch.delenv(SPEC_ENV, raising=False)
    body = {"content": "hi", "tts": "yes"}
    assert contract.violations("POST", "/channels/1/messages", body) == []
    async with FakeDiscord() as fake:
        url = f"{fake.api_base}/channels/{fake.channels[0].id}/messages"
        headers = {"Authorization": f"Bot {fake.token}"}
        async with (
            aiohttp.ClientSession() as session,
            session.post(url, json=body, headers=headers) as response,
        ):
            status, answer = response.status, await response.json()
        (error,) = fake.take_contract_errors()
    assert (status, answer["code"]) == (400, contract.INVALID_FORM_BODY)
    assert "tts" in answer["errors"]
    assert error.endswith("(spec: POST /channels/{channel_id}/messages)")
    assert fake.channel_messages(fake.channels[0]) == []


# ---- what users see ---------------------------------------------------------------------------


def test_message_text_shows_content_embeds_buttons_and_selects() -> None:
    message = {
        "content": "Your turn",
        "embeds": [{"title": "Board", "fields": [{"name": "Dawa", "value": "3"}]}],
        "components": [
            row(button("t", "Throw", emoji={"name": "🎲"}), button("p", "Pass", disabled=True)),
            row({**select(2), "placeholder": "Move"}),
        ],
    }
    assert render_text(message) == "Your turn\nBoard\nDawa: 3\n[🎲 Throw] [~Pass~]\n<Move: o0 | o1>"


def test_message_text_shows_what_a_channel_or_role_select_holds() -> None:
    chosen = {**channel_select(["11", "12"], max_values=2), "placeholder": "Where"}
    role = {"type": 6, "custom_id": "who", "default_values": [{"id": "7", "type": "role"}]}
    message = {"flags": 1 << 15, "components": [row(chosen), row(role)]}
    assert render_text(message) == "<Where: <#11>, <#12>>\n<select: <@&7>>"


def test_mentions_follow_allowed_mentions() -> None:
    alice, bob = User(1, "alice", "Alice"), User(2, "bob", "Bob", roles=[9])
    users, roles = {1: alice, 2: bob}, {9: Role(9, "players", 0)}
    text = "<@1> <@!2> <@&9> <@404>"
    everything = resolve_mentions({"content": text}, users, roles, None)
    assert (everything.users, everything.roles, everything.pinged) == ([1, 2], [9], {1, 2})
    only_bob = resolve_mentions(
        {"content": text, "allowed_mentions": {"parse": [], "users": ["2"]}}, users, roles, None
    )
    assert (only_bob.users, only_bob.roles, only_bob.pinged) == ([2], [], {2})
    by_role = resolve_mentions(
        {"content": "<@&9>", "allowed_mentions": {"parse": ["roles"]}}, users, roles, 1
    )
    assert by_role.pinged == {2}
    reply = resolve_mentions(
        {"content": "hi", "allowed_mentions": {"parse": [], "replied_user": True}}, users, roles, 1
    )
    assert reply.pinged == {1}
