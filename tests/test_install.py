"""What a newcomer relies on: the documented commands, every setting documented, and a real
(non-editable) install that finds its migrations from any directory."""

from __future__ import annotations

import re
from pathlib import Path

from bot.config import Settings

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text("utf-8")
CI_RUN = ROOT / ".ci" / "run"


class RecordingEnvironment(dict[str, str]):
    """An environment that remembers which variables were asked for."""

    def __init__(self, **values: str) -> None:
        super().__init__(values)
        self.asked: list[str] = []

    def get(self, key: str, default: str | None = None) -> str | None:  # type: ignore[override]
        self.asked.append(key)
        return super().get(key, default)


def settings_read_by_the_bot() -> set[str]:
    environment = RecordingEnvironment(DISCORD_TOKEN="x")
    Settings.from_env(environment)
    return set(environment.asked)


def keys_in_env_example() -> set[str]:
    text = (ROOT / ".env.example").read_text("utf-8")
    return set(re.findall(r"^([A-Z][A-Z0-9_]*)=", text, flags=re.MULTILINE))


def code_lines(markdown: str) -> set[str]:
    """Every line inside a fenced code block."""
    lines, inside = set(), False
    for line in markdown.splitlines():
        if line.strip().startswith("```"):
            inside = not inside
        elif inside:
            lines.add(line.strip())
    return lines


def test_ci_runs_exactly_the_readme_test_command() -> None:
    script = CI_RUN.read_text("utf-8").splitlines()
    command = script[script.index("# README test command:") + 1]
    assert "pytest" in command
    assert command in code_lines(README)
    assert script[-1] == command, "the README's test command must be what CI runs last"


def test_ci_script_is_strict_and_executable() -> None:
    text = CI_RUN.read_text("utf-8")
    assert text.startswith("#!/usr/bin/env bash\n")
    assert "set -euo pipefail" in text
    for step in (".venv/bin/ruff check .", ".venv/bin/ruff format --check .", ".venv/bin/mypy"):
        assert step in text
    assert CI_RUN.stat().st_mode & 0o111


def test_every_setting_is_in_env_example_and_readme() -> None:
    read = settings_read_by_the_bot()
    assert "DISCORD_TOKEN" in read
    assert len(read) == len(Settings.__dataclass_fields__)
    assert keys_in_env_example() == read
    documented = set(re.findall(r"^\| `([A-Z][A-Z0-9_]*)` \|", README, flags=re.MULTILINE))
    assert documented == read


def test_readme_has_one_setup_and_run_command_and_the_invite_permissions() -> None:
    assert any(
        "pip install ." in line and line.endswith(".venv/bin/python -m bot")
        for line in code_lines(README)
    )
    assert "scope=bot+applications.commands" in README
    assert "permissions=309237730304" in README
