"""The import rules of the layers (README.md, Layout), enforced by reading each module's imports.

Layers, bottom up: engine (stdlib only), words (the catalogue: stdlib and Fluent only) < ai,
table (engine), render (engine, words) < store (SQL, the table's
values as rows) < services (no discord) < ui (discord) < client, the composition root (everything
but the cogs, which it loads by name) < cogs. bot/__init__.py imports nothing, config is the
only reader of the environment, and the pure packages import in a process where discord cannot
be loaded.
"""

from __future__ import annotations

import ast
import subprocess
import sys
import textwrap
import tomllib
from pathlib import Path

import pytest

from devtools.imports import ImportGraph, imports_in

ROOT = Path(__file__).resolve().parents[2]
STDLIB = frozenset(sys.stdlib_module_names)

# Third-party imports allowed per package (everything else must be stdlib or an allowed bot.*).
DISCORD_STACK = frozenset({"discord", "aiohttp", "yarl"})
DISCORD_HOMES = ("bot.ui", "cogs", "bot.client", "bot.__main__")
SQL_MODULES = frozenset({"aiosqlite", "asyncpg", "sqlite3"})
PRODUCT = ("bot", "cogs")
TOOLS = ("devtools", "bench", "tests")
CODE = (*PRODUCT, *TOOLS)
PYTHONPATH = frozenset(
    tomllib.loads((ROOT / "pyproject.toml").read_text("utf-8"))["tool"]["pytest"]["ini_options"][
        "pythonpath"
    ]
)


def importable_names(folder: str) -> frozenset[str]:
    """The top-level names a folder of tools provides: the folder itself as a package, and, for a
    folder on pytest's path (pyproject's `pythonpath`: bench/), each module and package in it, as
    they import from there (a bench script's siblings). tests/ is a package named from the root,
    never on the path: its kit and test modules are tests.kit..., tests.store.test_store..."""
    if folder not in PYTHONPATH:
        return frozenset({folder})
    inside = {
        child.stem
        for child in (ROOT / folder).iterdir()
        if child.suffix == ".py" or (child.is_dir() and child.name != "__pycache__")
    }
    return frozenset({folder, *inside})


TOOL_NAMES = {tool: importable_names(tool) for tool in TOOLS}
FORBIDDEN_TOOLS: dict[str, tuple[str, ...]] = {
    "bot": TOOLS,
    "cogs": TOOLS,
    "devtools": ("bench", "tests"),
    "bench": ("tests",),
    "tests": (),
}
"""For code under each top folder, the tools whose names it may not import."""

# For each layer: the project packages it may import (its own package always allowed).
LAYERS: dict[str, tuple[str, ...]] = {
    "bot.engine": (),
    "bot.words": (),
    "bot.ai": ("bot.engine",),
    "bot.render": ("bot.engine", "bot.words"),
    "bot.table": ("bot.engine",),
    "bot.store": ("bot.engine", "bot.table"),
    "bot.services": ("bot.engine", "bot.ai", "bot.render", "bot.table", "bot.store"),
    "bot.ui": (
        "bot.engine",
        "bot.ai",
        "bot.render",
        "bot.words",
        "bot.table",
        "bot.store",
        "bot.services",
    ),
    "bot.client": (
        "bot.engine",
        "bot.words",
        "bot.ai",
        "bot.render",
        "bot.table",
        "bot.store",
        "bot.services",
        "bot.ui",
        "bot.config",
    ),
}
CATALOGUE = frozenset({"fluent", "babel"})
"""Project Fluent (fluent.runtime, fluent.syntax) and Babel, whose CLDR plural rules it uses."""
THIRD_PARTY: dict[str, frozenset[str]] = {
    "bot.engine": frozenset(),
    "bot.words": CATALOGUE,
    "bot.ai": frozenset(),
    "bot.render": CATALOGUE,
    "bot.table": frozenset(),
    "bot.store": frozenset({"aiosqlite", "asyncpg"}),
    "bot.services": frozenset({"openskill", "orjson"}),  # ratings; the snapshot at every action
    "bot.ui": DISCORD_STACK | CATALOGUE,
    "bot.client": DISCORD_STACK,
}
ENGINE_FORBIDDEN_STDLIB = frozenset({"asyncio", "sqlite3", "threading"})


def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def project_modules() -> list[Path]:
    return sorted([*(ROOT / "bot").rglob("*.py"), *(ROOT / "cogs").rglob("*.py")])


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def problem(module: str, imported: str) -> str | None:
    """Why `module` may not import `imported`, or None if it may."""
    top = imported.split(".")[0]
    layer = next((layer for layer in LAYERS if within(module, layer)), None)
    if module == "bot":
        return "bot/__init__.py must import nothing"
    if top in DISCORD_STACK and not any(within(module, home) for home in DISCORD_HOMES):
        return "only bot/ui, cogs/, bot/client.py and bot/__main__.py may use discord"
    if top in SQL_MODULES and not within(module, "bot.store"):
        return "SQL lives only in bot/store"
    if top == "dotenv" and module != "bot.config":
        return "only bot/config.py reads the environment"
    tool = next((t for t in TOOLS if top in TOOL_NAMES[t]), None)
    if tool is not None and top not in STDLIB:
        return f"the product never imports a development tool ({tool}/)"
    if layer is None:
        return None
    if layer == "bot.engine" and top in ENGINE_FORBIDDEN_STDLIB:
        return "the engine is pure (no asyncio, threads or SQL)"
    if top in STDLIB or top in THIRD_PARTY[layer]:
        return None
    allowed = (layer, *LAYERS[layer])
    if top in {"bot", "cogs"}:
        if any(within(imported, package) for package in allowed):
            return None
        return f"{layer} may import only {', '.join(allowed)} of the project"
    return f"{layer} may not import third-party {top}"


def violations() -> list[str]:
    found = []
    for path in project_modules():
        module = module_name(path)
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        for line, imported in imports_in(path.read_text("utf-8"), package):
            why = problem(module, imported)
            if why:
                found.append(f"{path.relative_to(ROOT)}:{line} imports {imported}: {why}")
    return found


def environment_readers() -> list[str]:
    """Uses of os.environ / os.getenv outside bot/config.py."""
    found = []
    for path in project_modules():
        if module_name(path) == "bot.config":
            continue
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.Attribute) and node.attr in {"environ", "getenv", "putenv"}:
                found.append(f"{path.relative_to(ROOT)}:{node.lineno} uses os.{node.attr}")
            if isinstance(node, ast.ImportFrom) and node.module == "os":
                names = {alias.name for alias in node.names} & {"environ", "getenv"}
                found.extend(f"{path.relative_to(ROOT)}:{node.lineno} imports {n}" for n in names)
    return found


def test_every_import_respects_the_layers() -> None:
    assert ROOT / "bot" / "config.py" in project_modules()
    assert violations() == []


def code_files(top: str) -> list[Path]:
    """The project's Python files under the top folder `top`."""
    skipped = {"__pycache__", ".venv"}
    return sorted(p for p in (ROOT / top).rglob("*.py") if not skipped & set(p.parts))


def is_sys_path(node: ast.AST) -> bool:
    match node:
        case ast.Attribute(value=ast.Name(id="sys"), attr="path"):
            return True
        case ast.Subscript(value=inner):
            return is_sys_path(inner)
    return False


PATH_METHODS = frozenset({"insert", "append", "extend", "remove", "pop", "clear", "reverse"})


def path_edits(source: str) -> list[int]:
    """The lines of `source` that change sys.path: an assignment to it or to a slice of it, one
    of its list methods, `from sys import path`, or site.addsitedir."""
    found = []
    for node in ast.walk(ast.parse(source)):
        targets: list[ast.expr] = []
        match node:
            case ast.Assign(targets=many) | ast.Delete(targets=many):
                targets = many
            case ast.AugAssign(target=one) | ast.AnnAssign(target=one):
                targets = [one]
            case ast.Call(func=ast.Attribute(value=owner, attr=method)) if (
                is_sys_path(owner) and method in PATH_METHODS
            ):
                found.append(node.lineno)
            case ast.Call(func=ast.Attribute(value=ast.Name(id="site"), attr="addsitedir")):
                found.append(node.lineno)
            case ast.ImportFrom(module="sys" | "site", names=names) if any(
                alias.name in {"path", "addsitedir"} for alias in names
            ):
                found.append(node.lineno)
        if any(is_sys_path(target) for target in targets):
            found.append(node.lineno)
    return sorted(found)


def forbidden_tool(folder: str, imported: str) -> str | None:
    """The tool whose module code under the top folder `folder` imports, if it may not."""
    top = imported.split(".")[0]
    if top in STDLIB:
        return None
    return next((t for t in FORBIDDEN_TOOLS[folder] if top in TOOL_NAMES[t]), None)


def tool_imports(path: Path) -> list[str]:
    """The imports in `path` of a development tool its top folder may not import."""
    module = module_name(path)
    package = module if path.name == "__init__.py" else module.rpartition(".")[0]
    found = []
    for line, imported in imports_in(path.read_text("utf-8"), package):
        tool = forbidden_tool(module.split(".")[0], imported)
        if tool is not None:
            found.append(f"{path.relative_to(ROOT)}:{line} imports {imported}, from {tool}/")
    return found


def test_development_tools_stand_on_their_own() -> None:
    files = [path for top in CODE for path in code_files(top)]
    assert ROOT / "bench" / "load.py" in files
    edits = [
        f"{path.relative_to(ROOT)}:{line} edits sys.path"
        for path in files
        for line in path_edits(path.read_text("utf-8"))
    ]
    assert edits == []
    assert [found for path in files for found in tool_imports(path)] == []


@pytest.mark.parametrize(
    ("folder", "imported", "tool"),
    [
        ("bench", "tests.kit.pgserver", "tests"),
        ("bench", "tests.conftest", "tests"),
        ("bench", "tests.store.test_store", "tests"),
        ("devtools", "tests.kit.botrunner", "tests"),
        ("devtools", "loadkit.stats", "bench"),
        ("devtools", "bench.ai", "bench"),
        ("bench", "devtools.fakediscord", None),
        ("bench", "loadkit.stats", None),
        ("bench", "bot.ai.luck", None),
        ("bench", "random", None),
        ("tests", "loadkit.stats", None),
        ("tests", "tests.kit.pgserver", None),
        ("bench", "engine", None),
        ("bench", "ai", None),
        ("devtools", "discord.gateway", None),
    ],
)
def test_the_checker_knows_which_tool_may_import_which(
    folder: str, imported: str, tool: str | None
) -> None:
    assert forbidden_tool(folder, imported) == tool


def test_the_path_edit_finder_sees_every_way() -> None:
    source = (
        "import sys, site\n"
        "sys.path.insert(0, 'x')\n"
        "sys.path[:0] = ['x']\n"
        "sys.path = ['x']\n"
        "sys.path += ['x']\n"
        "site.addsitedir('x')\n"
        "from sys import path\n"
        "sys.path.append('x')\n"
        "del sys.path[0]\n"
        "print(sys.path, sys.path.index('x'))\n"
        "paths = list(sys.path)\n"
    )
    assert path_edits(source) == [2, 3, 4, 5, 6, 7, 8, 9]


def test_only_config_reads_the_environment() -> None:
    assert environment_readers() == []


@pytest.mark.parametrize(
    ("module", "imported"),
    [
        ("bot", "bot.engine"),
        ("bot.engine.state", "asyncio"),
        ("bot.engine.state", "bot.store"),
        ("bot.engine.state", "discord"),
        ("bot.ai.easy", "bot.render.grid"),
        ("bot.store.models", "bot.ai"),
        ("bot.table.table", "bot.ai"),
        ("bot.table.table", "bot.render"),
        ("bot.table.table", "bot.store.models"),
        ("bot.table.table", "bot.services.errors"),
        ("bot.table.snapshot", "orjson"),
        ("bot.render.grid", "aiosqlite"),
        ("bot.words.catalogue", "bot.engine"),
        ("bot.words.catalogue", "bot.render"),
        ("bot.words.catalogue", "discord"),
        ("bot.table.table", "bot.words"),
        ("bot.table.table", "fluent.runtime"),
        ("bot.services.games", "bot.words"),
        ("bot.engine.state", "babel"),
        ("bot.store.games", "bot.services.errors"),
        ("bot.store.games", "discord.utils"),
        ("bot.services.games", "discord"),
        ("bot.services.games", "bot.ui.kit.errors"),
        ("bot.services.games", "cogs.game"),
        ("bot.services.games", "sqlite3"),
        ("bot.config", "discord"),
        ("bot.ui.table.messages", "aiosqlite"),
        ("bot.ui.controls", "bot.client"),
        ("bot.ui.publishing.publisher", "cogs.game"),
        ("bot.client", "cogs.game"),
        ("cogs.game", "dotenv"),
        ("bot.ui.table.messages", "devtools.fakediscord"),
        ("cogs.game", "devtools"),
        ("bot.engine.state", "tests.kit"),
        ("bot.services.games", "tests.kit.servicekit"),
        ("bot.ai.hard", "bench"),
        ("bot.ai.hard", "loadkit.stats"),
    ],
)
def test_the_checker_reports_forbidden_imports(module: str, imported: str) -> None:
    assert problem(module, imported)


@pytest.mark.parametrize(
    ("module", "imported"),
    [
        ("bot.engine.state", "bot.engine.dice"),
        ("bot.engine.state", "random"),
        ("bot.ai.easy", "bot.engine.state"),
        ("bot.store.games", "aiosqlite"),
        ("bot.store.models", "bot.engine"),
        ("bot.store.models", "bot.table.status"),
        ("bot.table.table", "bot.engine"),
        ("bot.services.games", "bot.store.models"),
        ("bot.ui.table.messages", "discord"),
        ("cogs.rules", "bot.ui.rules.message"),
        ("bot.client", "yarl"),
        ("bot.client", "bot.services.games"),
        ("bot.client", "bot.ui.publishing.publisher"),
        ("bot.ui.publishing.publisher", "bot.services.games"),
        ("bot.config", "dotenv"),
        ("bot.words.catalogue", "fluent.runtime"),
        ("bot.render.words", "bot.words"),
        ("bot.render.words", "fluent.runtime.types"),
        ("bot.ui.kit.refusals", "bot.words"),
    ],
)
def test_the_checker_allows_what_the_layers_allow(module: str, imported: str) -> None:
    assert problem(module, imported) is None


def test_relative_imports_are_resolved() -> None:
    source = "from . import state\nfrom ..store import db\nfrom .dice import roll\nimport os\n"
    assert list(imports_in(source, "bot.engine")) == [
        (1, "bot.engine"),
        (2, "bot.store"),
        (3, "bot.engine.dice"),
        (4, "os"),
    ]


PURE_IMPORTS = [
    statement
    for package, statement in (
        ("bot", "import bot"),
        ("bot/engine", "from bot.engine import successors"),
        ("bot/ai", "import bot.ai"),
        ("bot/render", "import bot.render"),
        ("bot/words", "import bot.words"),
        ("bot/table", "import bot.table.snapshot, bot.table.actions"),
    )
    if (ROOT / package).is_dir()
]

_BLOCKED_RUN = textwrap.dedent(
    """
    import importlib.abc, sys
    BLOCKED = {"discord", "aiosqlite", "aiohttp", "dotenv", "yarl"}
    class Block(importlib.abc.MetaPathFinder):
        def find_spec(self, name, path=None, target=None):
            if name.split(".")[0] in BLOCKED:
                raise ImportError(f"{name} is blocked in this test")
            return None
    sys.meta_path.insert(0, Block())
    exec(sys.argv[1])
    loaded = sorted(m for m in sys.modules if m.split(".")[0] in BLOCKED)
    assert not loaded, loaded
    print("ok")
    """
)


@pytest.mark.parametrize("statement", PURE_IMPORTS)
def test_pure_packages_import_where_discord_and_aiosqlite_cannot(statement: str) -> None:
    done = subprocess.run(
        [sys.executable, "-c", _BLOCKED_RUN, statement],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == "ok"


def test_the_blocker_really_blocks() -> None:
    done = subprocess.run(
        [sys.executable, "-c", _BLOCKED_RUN, "import bot.store"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode != 0
    assert "aiosqlite is blocked" in done.stderr


UI_ROOMS: dict[str, frozenset[str]] = {
    "kit": frozenset(),
    "rules": frozenset({"kit"}),
    "community": frozenset({"kit"}),
    "config": frozenset({"kit"}),
    "table": frozenset({"kit", "rules"}),
    "review": frozenset({"kit", "table"}),
    "publishing": frozenset({"kit", "table", "review"}),
    "controls": frozenset({"kit", "rules", "community", "config", "table", "review"}),
}
"""bot/ui's rooms, and the rooms each may import: the kit (cards, answers, refusals, ports onto
the services) stands on nothing else of the ui; the publisher draws the table's messages; the
list of every control names them all."""


def ui_room(module: str) -> str | None:
    parts = module.split(".")
    return parts[2] if len(parts) > 2 and parts[:2] == ["bot", "ui"] else None


def test_the_ui_rooms_import_downwards_only() -> None:
    graph = ImportGraph.of()
    rooms = {ui_room(m) for m in graph.edges} - {None}
    assert rooms == set(UI_ROOMS), "every room of bot/ui has its line here"
    wrong = [
        f"{module} imports {target}"
        for module, targets in graph.edges.items()
        if (room := ui_room(module)) is not None
        for target in targets
        if (other := ui_room(target)) is not None and other != room and other not in UI_ROOMS[room]
    ]
    assert wrong == []


def test_each_room_of_the_ui_says_what_it_holds() -> None:
    for room in UI_ROOMS:
        package = ROOT / "bot" / "ui" / room / "__init__.py"
        if room == "controls":
            package = ROOT / "bot" / "ui" / "controls.py"
        doc = ast.get_docstring(ast.parse(package.read_text("utf-8")))
        assert doc, f"{package.relative_to(ROOT)} says what the room holds"
