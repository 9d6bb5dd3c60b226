"""What a newcomer relies on: the documented commands, every setting documented, and a real
(non-editable) install that finds its migrations from any directory."""

from __future__ import annotations

import asyncio
import re
import shutil
import signal
import sqlite3
import subprocess
import sys
import sysconfig
from pathlib import Path

import pytest

from bot.config import Settings
from bot.store.schema import load_migrations
from devtools.fakediscord import FakeDiscord
from devtools.fakediscord.botprocess import bot_environment

ROOT = Path(__file__).resolve().parents[2]
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
    assert len(read) == len(Settings.__dataclass_fields__) + 1, "shards: a count and ids"
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


# ---- a real install ------------------------------------------------------------------------

SHIPPED = ("pyproject.toml", "README.md", "bot", "cogs")
INSTALL_TIMEOUT = 300


def site_packages(python: Path) -> Path:
    """The site-packages folder of `python`'s environment."""
    done = subprocess.run(
        [python, "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
        capture_output=True,
        text=True,
        check=True,
    )
    return Path(done.stdout.strip())


def install_into_fresh_venv(workdir: Path) -> Path:
    """`pip install .` (not editable, no deps) of a copy of the project; the venv's python.

    The copy holds only what a checkout ships, so nothing from the working tree leaks in.
    Dependencies come from the running venv through a .pth file; only the build backend is
    fetched (from the package index pip is configured with).
    """
    source = workdir / "source"
    source.mkdir()
    for name in SHIPPED:
        if (ROOT / name).is_dir():
            shutil.copytree(
                ROOT / name, source / name, ignore=shutil.ignore_patterns("__pycache__")
            )
        else:
            shutil.copy2(ROOT / name, source / name)
    venv = workdir / "venv"
    subprocess.run([sys.executable, "-m", "venv", venv], check=True, timeout=INSTALL_TIMEOUT)
    python = venv / "bin" / "python"
    subprocess.run(
        [python, "-m", "pip", "install", "--quiet", "--no-deps", str(source)],
        check=True,
        timeout=INSTALL_TIMEOUT,
    )
    shutil.rmtree(source)
    running_venv = Path(sysconfig.get_paths()["purelib"])
    (site_packages(python) / "running-venv-deps.pth").write_text(f"{running_venv}\n")
    return python


def imported_from(python: Path, cwd: Path, env: dict[str, str]) -> list[Path]:
    """Where `python`, started in `cwd`, imports the project's packages from."""
    done = subprocess.run(
        [python, "-c", "import bot.store, cogs; print(bot.store.__file__, cogs.__file__)"],
        cwd=cwd,
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    return [Path(p) for p in done.stdout.split()]


@pytest.mark.slow
async def test_a_real_install_runs_from_anywhere_and_finds_its_migrations(
    fake_discord: FakeDiscord, tmp_path: Path
) -> None:
    python = await asyncio.to_thread(install_into_fresh_venv, tmp_path)
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    db = elsewhere / "sho.db"
    env = bot_environment(fake_discord, None, db_path=db)
    for name in ("PYTHONPATH", "PYTHONHOME"):
        env.pop(name, None)
    located = await asyncio.to_thread(imported_from, python, elsewhere, env)
    assert all(path.is_relative_to(python.parent.parent) for path in located), located

    process = await asyncio.create_subprocess_exec(
        python,
        "-m",
        "bot",
        cwd=elsewhere,
        env=env,
        stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.STDOUT,
    )
    try:
        await fake_discord.wait_for(
            lambda: fake_discord.identify_count > 0 or process.returncode is not None, 30
        )
    finally:
        if process.returncode is None:
            process.send_signal(signal.SIGTERM)
        output, _ = await asyncio.wait_for(process.communicate(), 30)
    assert process.returncode == 0, output.decode()
    assert fake_discord.sync_count == 1
    with sqlite3.connect(db) as conn:
        assert conn.execute("PRAGMA user_version").fetchone()[0] == len(load_migrations())
