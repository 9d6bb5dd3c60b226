"""The project's import graph, read from the code's own import statements (every one, those
under `if TYPE_CHECKING:` and inside functions included: each ties the modules together for a
reader and for mypy), and the circles in it.

`python -m devtools.imports` prints each circle (a strongly connected set of modules, with one
path round it) and how many modules each package holds; `--from MODULE` lists everything a
module reaches.
"""

from __future__ import annotations

import argparse
import ast
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
PRODUCT = ("bot", "cogs")


def module_name(path: Path, root: Path = ROOT) -> str:
    """The dotted name of a module file under `root`."""
    parts = list(path.relative_to(root).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def imports_in(source: str, package: str) -> Iterator[tuple[int, str]]:
    """(line, absolute module name) of every import in `source`, a module of `package`: for
    `from X import a`, X (the layers' rules judge what a module imports from)."""
    for line, target, _ in _imports(source, package):
        yield line, target


def imported_names(source: str, package: str) -> Iterator[tuple[int, str]]:
    """(line, absolute name) of every import in `source`, a module of `package`; for
    `from X import a`, `X.a` (a module, or a name in X: the graph tells which)."""
    for line, target, names in _imports(source, package):
        if not names:
            yield line, target
        for name in names:
            yield line, f"{target}.{name}"


def _imports(source: str, package: str) -> Iterator[tuple[int, str, tuple[str, ...]]]:
    """(line, module, names imported from it: none for `import X`) of every import."""
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield node.lineno, alias.name, ()
        elif isinstance(node, ast.ImportFrom):
            target = node.module or ""
            if node.level:
                parts = package.split(".")
                base = parts[: len(parts) - node.level + 1]
                target = ".".join([*base, node.module] if node.module else base)
            if target != "__future__":
                yield node.lineno, target, tuple(alias.name for alias in node.names)


@dataclass(frozen=True)
class ImportGraph:
    """Each project module and the project modules it imports."""

    edges: Mapping[str, frozenset[str]]

    @classmethod
    def of(cls, root: Path = ROOT, tops: Iterable[str] = PRODUCT) -> ImportGraph:
        files = sorted(p for top in tops for p in (root / top).rglob("*.py"))
        modules = {module_name(path, root): path for path in files}
        edges: dict[str, frozenset[str]] = {}
        for name, path in modules.items():
            package = name if path.name == "__init__.py" else name.rpartition(".")[0]
            found = set()
            for _, imported in imported_names(path.read_text("utf-8"), package):
                target = _known(imported, modules)
                if target is not None and target != name:
                    found.add(target)
            edges[name] = frozenset(found)
        return cls(edges)

    def circles(self) -> list[list[str]]:
        """The strongly connected sets of two or more modules (Tarjan's algorithm), each
        sorted, largest first."""
        index: dict[str, int] = {}
        low: dict[str, int] = {}
        stack: list[str] = []
        on_stack: set[str] = set()
        found: list[list[str]] = []
        counter = 0

        def visit(start: str) -> None:
            nonlocal counter
            # Iterative, so a deep chain of imports cannot exhaust Python's recursion.
            work: list[tuple[str, Iterator[str]]] = [(start, iter(sorted(self.edges[start])))]
            index[start] = low[start] = counter
            counter += 1
            stack.append(start)
            on_stack.add(start)
            while work:
                node, targets = work[-1]
                advanced = False
                for target in targets:
                    if target not in index:
                        index[target] = low[target] = counter
                        counter += 1
                        stack.append(target)
                        on_stack.add(target)
                        work.append((target, iter(sorted(self.edges[target]))))
                        advanced = True
                        break
                    if target in on_stack:
                        low[node] = min(low[node], index[target])
                if advanced:
                    continue
                work.pop()
                if work:
                    parent = work[-1][0]
                    low[parent] = min(low[parent], low[node])
                if low[node] == index[node]:
                    members = []
                    while True:
                        member = stack.pop()
                        on_stack.discard(member)
                        members.append(member)
                        if member == node:
                            break
                    if len(members) > 1:
                        found.append(sorted(members))

        for module in sorted(self.edges):
            if module not in index:
                visit(module)
        return sorted(found, key=lambda members: (-len(members), members))

    def path_round(self, members: list[str]) -> list[str]:
        """One path from the circle's first module back to itself, inside the circle."""
        inside = set(members)
        start = members[0]
        came_from: dict[str, str] = {}
        frontier = [start]
        while frontier:
            following = []
            for node in frontier:
                for target in sorted(self.edges[node] & inside):
                    if target == start:
                        path = [start]
                        while node != start:
                            path.append(node)
                            node = came_from[node]
                        return [start, *reversed(path[1:]), start]
                    if target not in came_from:
                        came_from[target] = node
                        following.append(target)
            frontier = following
        return [start]

    def reach(self, module: str) -> set[str]:
        """Every module `module` imports, directly or not."""
        seen: set[str] = set()
        todo = [module]
        while todo:
            for target in self.edges[todo.pop()]:
                if target not in seen:
                    seen.add(target)
                    todo.append(target)
        return seen


def _known(imported: str, modules: Mapping[str, Path]) -> str | None:
    """The project module an imported name is, or lives in (as grimp and import-linter read
    `from package import module`: an edge to the module, not to the package's __init__)."""
    name = imported
    while name:
        if name in modules:
            return name
        name = name.rpartition(".")[0]
    return None


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--from", dest="start", help="list what this module reaches")
    args = parser.parse_args(argv)
    graph = ImportGraph.of()
    if args.start:
        reached = sorted(graph.reach(args.start))
        print(f"{args.start} reaches {len(reached)} modules")
        for name in reached:
            print(f"  {name}")
        return
    circles = graph.circles()
    print(f"{len(graph.edges)} modules, {len(circles)} import circles")
    for members in circles:
        print(f"- {len(members)} modules: {' -> '.join(graph.path_round(members))}")
        for name in members:
            print(f"    {name}")
    packages: dict[str, int] = {}
    for name in graph.edges:
        package = name.rpartition(".")[0] or name
        packages[package] = packages.get(package, 0) + 1
    print("modules per package:")
    for package, count in sorted(packages.items()):
        print(f"  {package}: {count}")


if __name__ == "__main__":
    main()
