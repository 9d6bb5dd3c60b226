"""A fresh clone stands on its own: no code reads outside the repository, no file names a path of
a development machine, and a clone of HEAD in an empty folder collects every test."""

from __future__ import annotations

import ast
import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
CODE_DIRS = ("bot", "cogs", "devtools", "tests", "bench")
TEXT_DIRS = (*CODE_DIRS, "docs", ".ci")
TOP_FILES = ("README.md", "pyproject.toml", "Procfile", ".env.example", ".gitignore")
TEXT_SUFFIXES = frozenset({".py", ".md", ".json", ".toml", ".sql", ".txt", ""})
SIBLING = "sha" + "red"  # spelled apart so that this file does not match its own pattern
SIBLING_READ = re.compile(
    rf"(\.\./|parents\[[0-9]\]\.parent|\.parent\.parent).*{SIBLING}|[\"']{SIBLING}[\"']"
)
UP = "." + "./"  # the step up, spelled apart likewise
PATH_TYPES = frozenset({"Path", "PurePath"})
MACHINE_PATH = re.compile(r"(?<![\w.])/(work|home|root|tmp)/")
MIN_TESTS = 800
TIMEOUT = 300
GUARD = ROOT / "tests" / "kit" / "guarded_collect.py"


def project_files(dirs: tuple[str, ...], suffixes: frozenset[str]) -> list[Path]:
    """The project's own files under `dirs` (no caches, no virtual environments)."""
    found = []
    for top in dirs:
        for path in (ROOT / top).rglob("*"):
            skipped = {"__pycache__", ".venv"} & set(path.relative_to(ROOT).parts)
            if path.is_file() and path.suffix in suffixes and not skipped:
                found.append(path)
    return sorted(found)


def test_no_code_names_a_folder_beside_the_repository() -> None:
    hits = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in project_files(CODE_DIRS, frozenset({".py"}))
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if SIBLING_READ.search(line)
    ]
    assert hits == []


def _climb(node: ast.AST, names: dict[str, int]) -> int | None:
    """How many folders up from the module's own file an expression points (None: unknown)."""
    match node:
        case ast.Name(id="__file__"):
            return 0
        case ast.Name(id=name) if name in names:
            return names[name]
        case ast.Call(func=ast.Name(id=name), args=[inner]) if name in PATH_TYPES:
            return _climb(inner, names)
        case ast.Call(func=ast.Attribute(value=inner, attr="resolve" | "absolute")):
            return _climb(inner, names)
        case ast.Call(func=ast.Attribute(attr="dirname"), args=[inner]):
            up = _climb(inner, names)
            return None if up is None else up + 1
        case ast.Attribute(value=inner, attr="parent"):
            up = _climb(inner, names)
            return None if up is None else up + 1
        case ast.Subscript(value=ast.Attribute(value=inner, attr="parents"), slice=index):
            up = _climb(inner, names)
            if up is None or not isinstance(index, ast.Constant):
                return None
            return up + int(index.value) + 1
        case ast.BinOp(left=inner, op=ast.Div(), right=right):
            up = _climb(inner, names)
            steps_up = isinstance(right, ast.Constant) and right.value == ".."
            return None if up is None else up + steps_up
    return None


def escapes(source: str, depth: int) -> list[str]:
    """Where a module `depth` folders below the root points above the root, or up from the
    working directory.

    For tests/x.py the depth is 2: x.py -> tests -> the root.
    """
    tree = ast.parse(source)
    names: dict[str, int] = {}
    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1:
            target, up = node.targets[0], _climb(node.value, names)
            if isinstance(target, ast.Name) and up is not None:
                names[target.id] = up
    found = []
    for node in ast.walk(tree):
        up = _climb(node, names)
        if up is not None and up > depth:
            found.append(f"line {node.lineno}: {up} folders up from the file")
        match node:
            case ast.Constant(value=str(text)) if UP in text:
                found.append(f"line {node.lineno}: {text!r}")
            case ast.Call(func=ast.Name(id=name), args=[ast.Constant(value="..")]) if (
                name in PATH_TYPES
            ):
                found.append(f"line {node.lineno}: {name}('..')")
    return sorted(set(found))


def test_no_code_points_above_the_repository_root() -> None:
    found = {}
    for path in project_files(CODE_DIRS, frozenset({".py"})):
        relative = path.relative_to(ROOT)
        found[str(relative)] = escapes(path.read_text("utf-8"), len(relative.parts))
    assert {path: where for path, where in found.items() if where} == {}


def test_the_escape_finder_sees_the_ways_out() -> None:
    source = (
        "from pathlib import Path\n"
        "ROOT = Path(__file__).resolve().parent.parent\n"
        "A = ROOT.parent / 'x'\n"
        "B = Path(__file__).parents[2]\n"
        "C = Path('..') / 'x'\n"
        "D = Path(__file__).parents[1] / 'data'\n"
        "E = ROOT / '..'\n"
        f"F = open('{UP}x')\n"
    )
    assert escapes(source, 2) == [
        "line 3: 3 folders up from the file",
        "line 4: 3 folders up from the file",
        "line 5: Path('..')",
        "line 7: 3 folders up from the file",
        f"line 8: '{UP}x'",
    ]
    assert escapes(source, 3) == ["line 5: Path('..')", f"line 8: '{UP}x'"]


def test_no_file_names_a_path_of_a_development_machine() -> None:
    files = [ROOT / name for name in TOP_FILES] + project_files(TEXT_DIRS, TEXT_SUFFIXES)
    hits = [
        f"{path.relative_to(ROOT)}:{number}: {line.strip()}"
        for path in files
        for number, line in enumerate(path.read_text("utf-8").splitlines(), 1)
        if MACHINE_PATH.search(line)
    ]
    assert hits == []


# ---- a clone of HEAD, alone in an empty folder --------------------------------------------------


def git(*args: str, cwd: Path = ROOT) -> str:
    done = subprocess.run(
        ["git", *args], cwd=cwd, capture_output=True, text=True, check=True, timeout=TIMEOUT
    )
    return done.stdout.strip()


def head_commit() -> str:
    """HEAD of the repository this file is in; skips where there is no git or no checkout."""
    if shutil.which("git") is None:
        pytest.skip("git is not installed: cannot clone the repository")
    try:
        top = git("rev-parse", "--show-toplevel")
    except subprocess.CalledProcessError:
        pytest.skip(f"{ROOT} is not a git checkout: nothing to clone")
    if Path(top).resolve() != ROOT:
        pytest.skip(f"{ROOT} is not the top of its git checkout ({top})")
    return git("rev-parse", "HEAD")


def collect(project: Path) -> subprocess.CompletedProcess[str]:
    """`pytest --collect-only` of `project` with this interpreter, its code first on the path."""
    env = {k: v for k, v in os.environ.items() if not k.startswith(("GIT_", "PYTEST_"))}
    env.pop("DISCORD_OPENAPI_SPEC", None)
    env["PYTHONPATH"] = str(project)
    command = [sys.executable, "-c", GUARD.read_text("utf-8"), str(project)]
    options = ["--collect-only", "-q", "-o", "addopts=", "-p", "no:cacheprovider"]
    return subprocess.run(
        [*command, *options],
        cwd=project,
        env=env,
        capture_output=True,
        text=True,
        timeout=TIMEOUT,
    )


def collected(done: subprocess.CompletedProcess[str]) -> list[str]:
    return sorted(line for line in done.stdout.splitlines() if "::" in line)


@pytest.mark.slow
def test_a_clone_of_head_alone_in_an_empty_folder_collects_every_test(tmp_path: Path) -> None:
    commit = head_commit()
    clone = tmp_path / "sho"
    git("clone", "--quiet", "--no-local", "--no-checkout", str(ROOT), str(clone))
    git("checkout", "--quiet", commit, cwd=clone)
    assert sorted(p.name for p in tmp_path.iterdir()) == ["sho"]

    done = collect(clone)
    report = done.stdout[-3000:] + done.stderr[-3000:]
    assert done.returncode == 0, report
    assert re.search(r"^\d+ tests collected in ", done.stdout, re.MULTILINE), report
    assert "OUTSIDE " not in done.stdout, report
    assert f"BOT {clone / 'bot' / '__init__.py'}" in done.stdout, report
    tests = collected(done)
    assert len(tests) > MIN_TESTS, report
    if git("status", "--porcelain") == "":  # with local changes the checkout is not HEAD
        assert tests == collected(collect(ROOT)), "the clone collects other tests than HEAD has"


NAMED_FILE = re.compile(
    r"(?<![\w./])(?:bot|cogs|devtools|bench|tests|docs)/[A-Za-z0-9_./-]+"
    r"\.(?:py|md|ftl|json|sql|gz|db)\b"
)
EXAMPLE_NAMES = frozenset({"tests/x.py"})
"""Files named as examples of a rule (a depth counted from a test's path), not pointers."""


def test_every_file_the_code_and_the_docs_point_at_exists() -> None:
    files = project_files(TEXT_DIRS, TEXT_SUFFIXES) + [ROOT / name for name in TOP_FILES]
    stale = sorted(
        f"{path.relative_to(ROOT)} names {named}"
        for path in files
        for named in set(NAMED_FILE.findall(path.read_text("utf-8", errors="replace")))
        if named not in EXAMPLE_NAMES and not (ROOT / named).exists()
    )
    assert stale == []
