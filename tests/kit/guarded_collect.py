"""Collect a project's tests and report every file opened beside the project instead of in it.

    python tests/kit/guarded_collect.py PROJECT [PYTEST ARGS...]

tests/project/test_self_contained.py runs it (as `python -c`, from the checkout) in a fresh clone:
any file opened in PROJECT's parent folder but outside PROJECT is printed as `OUTSIDE <path>`,
and the file the `bot` package came from as `BOT <path>`. The exit status is pytest's.
"""

from __future__ import annotations

import os
import sys
from typing import Any

import pytest


def main(argv: list[str]) -> int:
    project = os.path.realpath(argv[1])
    parent = os.path.dirname(project)
    outside: set[str] = set()

    def audit(event: str, args: tuple[Any, ...]) -> None:
        if event != "open" or not isinstance(args[0], str | bytes | os.PathLike):
            return
        path = os.path.realpath(os.fsdecode(args[0]))
        inside = path == project or path.startswith(project + os.sep)
        if path.startswith(parent + os.sep) and not inside:
            outside.add(path)

    sys.addaudithook(audit)  # for the rest of this process: it cannot be removed
    status = pytest.main(argv[2:])
    for path in sorted(outside):
        print(f"OUTSIDE {path}")
    print(f"BOT {getattr(sys.modules.get('bot'), '__file__', None)}")
    return int(status)


if __name__ == "__main__":
    sys.exit(main(sys.argv))
