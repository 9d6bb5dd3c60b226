"""Trim Discord's OpenAPI description to what the fake validates, and write the pinned extract.

    .venv/bin/python -m devtools.fakediscord.openapi_extract SOURCE COMMIT

SOURCE is a full `specs/openapi.json` of the discord/discord-api-spec repository, COMMIT the
upstream commit it was taken at. The extract keeps every path template a route of the fake can
match, with the methods the fake serves there, and every component reachable from them by
$ref, in the source's order: `SpecValidator` judges every request the fake serves exactly as
it would with the full description. No test runs this; the tests read the file it writes.
"""

from __future__ import annotations

import hashlib
import json
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

from .openapi import SPEC_EXTRACT
from .pipeline import API_PREFIX
from .rest import RestApi
from .server import FakeDiscord

UPSTREAM = "https://github.com/discord/discord-api-spec (specs/openapi.json)"
COMPONENTS = "#/components/"

JSON = dict[str, Any]


def served_routes() -> list[tuple[str, str]]:
    """(method, path template without /api/v10) of every REST route the fake serves."""
    backend = FakeDiscord(validate_spec=False).backend
    return [(r.method, r.path.removeprefix(API_PREFIX)) for r in RestApi(backend).routes()]


def can_match(template: str, route: str) -> bool:
    """Whether some request path fits both templates (a `{...}` segment fits any segment)."""
    ours, theirs = template.split("/"), route.split("/")
    return len(ours) == len(theirs) and all(
        a == b or "{" in a or "{" in b for a, b in zip(ours, theirs, strict=True)
    )


def _refs(node: Any) -> Iterator[str]:
    if isinstance(node, dict):
        ref = node.get("$ref")
        if isinstance(ref, str) and ref.startswith(COMPONENTS):
            yield ref
        for value in node.values():
            yield from _refs(value)
    elif isinstance(node, list):
        for value in node:
            yield from _refs(value)


def _operation(operation: JSON) -> JSON:
    """What the validator reads of an operation (its request body), named by its operationId."""
    keep = ("operationId", "requestBody")
    return {key: operation[key] for key in keep if key in operation}


def extract(spec: JSON, routes: list[tuple[str, str]]) -> JSON:
    """The part of `spec` that the fake's `routes` use, closed under $ref."""
    paths: JSON = {}
    for template, item in spec["paths"].items():
        methods = {m.lower() for m, route in routes if can_match(template, route)}
        kept = {m: _operation(op) for m, op in item.items() if m in methods}
        if kept:
            paths[template] = kept
    wanted: set[tuple[str, str]] = set()
    pending = list(_refs(paths))
    while pending:
        kind, name = pending.pop().removeprefix(COMPONENTS).split("/")
        if (kind, name) not in wanted:
            wanted.add((kind, name))
            pending += _refs(spec["components"][kind][name])
    components = {
        kind: {name: node for name, node in named.items() if (kind, name) in wanted}
        for kind, named in spec["components"].items()
    }
    return {
        "openapi": spec["openapi"],
        "info": spec["info"],
        "paths": paths,
        "components": {kind: named for kind, named in components.items() if named},
    }


def main(argv: list[str]) -> None:
    if len(argv) != 3:
        raise SystemExit(f"usage: {argv[0]} SOURCE COMMIT")
    source = Path(argv[1]).read_bytes()
    trimmed = extract(json.loads(source), served_routes())
    trimmed["x-extract"] = {
        "upstream": UPSTREAM,
        "upstream_commit": argv[2],
        "upstream_version": trimmed["info"]["version"],
        "source_sha256": hashlib.sha256(source).hexdigest(),
        "made_by": "devtools/fakediscord/openapi_extract.py",
    }
    SPEC_EXTRACT.write_text(json.dumps(trimmed, indent=1, ensure_ascii=False) + "\n", "utf-8")
    print(f"wrote {len(trimmed['paths'])} paths to {SPEC_EXTRACT}")


if __name__ == "__main__":
    main(sys.argv)
