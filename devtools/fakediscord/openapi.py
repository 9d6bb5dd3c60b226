"""Validate request bodies against Discord's own OpenAPI spec (by default the pinned extract)."""

from __future__ import annotations

import functools
import json
import os
import re
from collections import OrderedDict
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from jsonschema import Draft202012Validator, ValidationError  # type: ignore[import-untyped]
from referencing import Registry
from referencing.jsonschema import DRAFT202012

from .contract import Violation

SPEC_ENV = "DISCORD_OPENAPI_SPEC"
SPEC_EXTRACT = Path(__file__).resolve().parent / "spec" / "discord-openapi-extract.json"
SPEC_URN = "urn:discord-openapi"
LIMIT_KEYWORDS = frozenset(
    {"maxLength", "minLength", "maxItems", "minItems", "maximum", "minimum", "pattern"}
)


def default_spec_path() -> Path:
    """$DISCORD_OPENAPI_SPEC, else the extract kept in spec/ (see spec/README.md)."""
    override = os.environ.get(SPEC_ENV)
    if override:
        return Path(override)
    return SPEC_EXTRACT


def _widen_snowflakes(node: Any) -> Any:
    """Let snowflakes be integers too: Discord accepts them and discord.py sends some."""
    if isinstance(node, dict):
        if node.get("format") == "snowflake" and node.get("type") == "string":
            return {"anyOf": [node, {"type": "integer", "minimum": 0}]}
        return {key: _widen_snowflakes(value) for key, value in node.items()}
    if isinstance(node, list):
        return [_widen_snowflakes(value) for value in node]
    return node


def _walk(error: ValidationError) -> Iterator[ValidationError]:
    yield error
    for child in error.context or ():
        yield from _walk(child)


def _most_specific(error: ValidationError) -> ValidationError:
    """Inside anyOf/oneOf unions the deepest limit error is the real problem, not branch noise."""
    return max(_walk(error), key=lambda e: (e.validator in LIMIT_KEYWORDS, len(e.absolute_path)))


def _describe(error: ValidationError) -> str:
    """A short message: limits as numbers, not a repr of the whole offending value."""
    kind, limit, value = error.validator, error.validator_value, error.instance
    if kind in ("maxLength", "minLength", "maxItems", "minItems") and isinstance(value, str | list):
        size = "length" if isinstance(value, str) else "item count"
        return f"{size} {len(value)} breaks {kind} {limit}"
    if kind in ("maximum", "minimum"):
        return f"{value!r} breaks {kind} {limit}"
    message: str = error.message
    return message if len(message) <= 160 else message[:157] + "..."


CHECKED_KEPT = 256
"""Bodies whose verdict is remembered (the most recent)."""


class SpecValidator:
    """Request-body validators for every documented route of one OpenAPI document."""

    def __init__(self, spec: dict[str, Any]) -> None:
        spec = _widen_snowflakes(spec)
        self._registry: Registry[Any] = Registry().with_resource(
            SPEC_URN, DRAFT202012.create_resource(spec)
        )
        routes = []
        for template, item in spec["paths"].items():
            pattern = "^" + re.sub(r"\\\{[^}]+\\\}", "[^/]+", re.escape(template)) + "$"
            routes.append((template.count("{"), re.compile(pattern), template, item))
        routes.sort(key=lambda route: route[0])  # literal segments (@original) win
        self._routes = [(pattern, template, item) for _, pattern, template, item in routes]
        self._validators: dict[tuple[str, str], Draft202012Validator | None] = {}
        self._checked: OrderedDict[tuple[str, str, str], tuple[Violation, ...]] = OrderedDict()
        """The violations of bodies checked lately: each bot that starts syncs the same
        commands (hundreds of localised strings), and checking them again gives the same."""

    def _validator(self, method: str, api_path: str) -> tuple[str, Draft202012Validator | None]:
        for pattern, template, item in self._routes:
            if pattern.match(api_path) and method.lower() in item:
                key = (template, method)
                if key not in self._validators:
                    body = item[method.lower()].get("requestBody", {}).get("content", {})
                    schema = body.get("application/json", {}).get("schema")
                    self._validators[key] = None if schema is None else self._compile(schema)
                return template, self._validators[key]
        raise LookupError(f"{method} {api_path} is not a documented Discord route")

    def _compile(self, schema: dict[str, Any]) -> Draft202012Validator:
        text = json.dumps(schema).replace('"#/components', f'"{SPEC_URN}#/components')
        return Draft202012Validator(json.loads(text), registry=self._registry)

    def violations(self, method: str, api_path: str, body: Any) -> list[Violation]:
        """Spec violations of a JSON body sent to api_path (the path without /api/v10)."""
        try:
            template, validator = self._validator(method, api_path)
        except LookupError as exc:
            return [Violation("", str(exc))]
        if validator is None or body is None:
            return []
        key = (method, template, json.dumps(body, sort_keys=True))
        known = self._checked.get(key)
        if known is not None:
            self._checked.move_to_end(key)
            return list(known)
        found = []
        for error in validator.iter_errors(body):
            best = _most_specific(error)
            path = ".".join(str(part) for part in best.absolute_path)
            found.append(Violation(path, f"{_describe(best)} (spec: {method} {template})"))
        self._checked[key] = tuple(found)
        if len(self._checked) > CHECKED_KEPT:
            self._checked.popitem(last=False)
        return found


@functools.cache
def _load(path: str) -> SpecValidator:
    return SpecValidator(json.loads(Path(path).read_text()))


def load_spec(path: Path | None = None) -> SpecValidator | None:
    """The validator for the spec at `path` (default location if None), or None if absent."""
    target = path or default_spec_path()
    return _load(str(target)) if target.is_file() else None
