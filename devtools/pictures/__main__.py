"""`python -m devtools.pictures`: draw the bot's messages to PNG (see the package's docstring)."""

from __future__ import annotations

import argparse
import asyncio
import sys
from pathlib import Path

from bot.words import DEFAULT_LANGUAGE, Language

from .chromium import Chromium, ChromiumMissing
from .drawing import WIDTHS, draw, saved_names, saved_shots, write_pages
from .scenarios import Album, take_all
from .theme import THEMES

DEFAULT_FOLDER = Path("pictures")


def arguments(argv: list[str] | None) -> argparse.Namespace:
    parser = argparse.ArgumentParser(
        prog="python -m devtools.pictures",
        description="Draw the bot's Discord messages to PNG in Discord's dark (and light) theme.",
    )
    parser.add_argument(
        "files",
        nargs="*",
        type=Path,
        help="saved message JSON files to draw (default: play the scripted games and draw them)",
    )
    parser.add_argument("--out", type=Path, default=DEFAULT_FOLDER, help="where files go")
    parser.add_argument(
        "--width", type=int, action="append", help=f"a width in px (default: {WIDTHS})"
    )
    parser.add_argument("--html-only", action="store_true", help="write pages, no Chromium")
    parser.add_argument(
        "--language",
        choices=[language.value for language in Language],
        default=DEFAULT_LANGUAGE.value,
        help="the language the server speaks in the scripted games (default: en)",
    )
    parser.add_argument(
        "--light",
        action="store_true",
        help="also draw Discord's light theme (name-<width>-light.png)",
    )
    return parser.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = arguments(argv)
    try:
        chromium = None if args.html_only else Chromium()
    except ChromiumMissing as missing:
        print(missing, file=sys.stderr)
        return 2
    album = Album()
    if args.files:
        album.shots = [shot for path in args.files for shot in saved_shots(path)]
        album.names = saved_names(args.files)
    else:
        asyncio.run(take_all(album, Language(args.language)))
    pages = write_pages(album.shots, album.names, args.out)
    if chromium is None:
        for page in pages:
            print(page)
        return 0
    themes = THEMES if args.light else THEMES[:1]
    for picture in draw(pages, args.width or WIDTHS, chromium, themes):
        print(f"{picture.path}  {picture.width}x{picture.height} px")
    return 0


if __name__ == "__main__":
    sys.exit(main())
