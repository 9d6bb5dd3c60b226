"""Shots to files: each message's JSON and HTML page, and its PNGs at the chosen widths."""

from __future__ import annotations

import json
from collections.abc import Iterable
from pathlib import Path

from .chromium import Chromium, Picture
from .markdown import Names
from .page import message_page
from .scenarios import Shot

PHONE, DESKTOP = 390, 1280
WIDTHS = (PHONE, DESKTOP)
NAMES_FILE = "names.json"


def write_pages(shots: Iterable[Shot], names: Names, folder: Path) -> list[Path]:
    """name.json (the payload, to draw again later) and name.html for each shot in `folder`,
    and the names its mentions read as in names.json (read back by `saved_names`)."""
    folder.mkdir(parents=True, exist_ok=True)
    known = {"users": names.users, "roles": names.roles, "channels": names.channels}
    (folder / NAMES_FILE).write_text(json.dumps(known, indent=2, ensure_ascii=False), "utf-8")
    pages = []
    for shot in shots:
        (folder / f"{shot.name}.json").write_text(
            json.dumps(shot.message, indent=2, ensure_ascii=False) + "\n", "utf-8"
        )
        page = folder / f"{shot.name}.html"
        drawn = message_page(shot.message, names, title=shot.name, open_menu=shot.open_menu)
        page.write_text(drawn, "utf-8")
        pages.append(page)
    return pages


def draw(
    pages: Iterable[Path],
    widths: Iterable[int],
    chromium: Chromium,
    themes: Iterable[str] = ("dark",),
) -> list[Picture]:
    """name-<width>.png beside each page, for every width (name-<width>-light.png in the light
    theme)."""
    pictures = []
    for page in pages:
        for theme in themes:
            for width in widths:
                suffix = "" if theme == "dark" else f"-{theme}"
                png = page.with_name(f"{page.stem}-{width}{suffix}.png")
                pictures.append(chromium.screenshot(page, png, width, theme))
    return pictures


def saved_shots(path: Path) -> list[Shot]:
    """The messages of a saved JSON file: one message object, or a list of them."""
    loaded = json.loads(path.read_text("utf-8"))
    messages = loaded if isinstance(loaded, list) else [loaded]
    if len(messages) == 1:
        return [Shot(path.stem, messages[0])]
    return [Shot(f"{path.stem}-{number}", m) for number, m in enumerate(messages, 1)]


def saved_names(paths: Iterable[Path]) -> Names:
    """The names saved beside these files (names.json), if any: a board saved by this tool
    mentions its players by id only."""
    users, roles, channels = {}, {}, {}
    for known in {path.with_name(NAMES_FILE) for path in paths}:
        if known.exists():
            loaded = json.loads(known.read_text("utf-8"))
            users.update({int(k): v for k, v in loaded.get("users", {}).items()})
            roles.update({int(k): v for k, v in loaded.get("roles", {}).items()})
            channels.update({int(k): v for k, v in loaded.get("channels", {}).items()})
    return Names(users, roles, channels)
