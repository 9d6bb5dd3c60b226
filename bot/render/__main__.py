"""Print the board of a position read as JSON from standard input: ``python -m bot.render``."""

from __future__ import annotations

import argparse
import json
import sys

from bot.engine import InvalidPositionError, load_position
from bot.render.drawn import render_board
from bot.render.style import Theme


def main(argv: list[str] | None = None) -> int:
    """Render stdin's position; on a bad position print one line to stderr and return 2."""
    parser = argparse.ArgumentParser(
        prog="python -m bot.render",
        description="Print the board of a Sho position (JSON on stdin).",
    )
    parser.add_argument(
        "--theme",
        choices=[t.value for t in Theme],
        default=Theme.PLAIN.value,
        help="plain text (default), or the Discord message as markdown, with ANSI colour for ansi",
    )
    parser.add_argument("--names", nargs="*", default=None, help="one name per seat")
    args = parser.parse_args(argv)
    try:
        state = load_position(json.loads(sys.stdin.read()))
    except json.JSONDecodeError as exc:
        print(f"error: standard input is not JSON: {exc}", file=sys.stderr)
        return 2
    except InvalidPositionError as exc:
        print(f"error: invalid position: {exc}", file=sys.stderr)
        return 2
    print(render_board(state, names=args.names, theme=Theme(args.theme)).content)
    return 0


if __name__ == "__main__":
    sys.exit(main())
