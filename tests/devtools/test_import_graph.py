"""The import graph tool (devtools/imports.py) that measures the circles the architecture
forbids: it must see a circle wherever one is, however it is written."""

from __future__ import annotations

from pathlib import Path

from devtools.imports import ImportGraph


def tree(root: Path, files: dict[str, str]) -> ImportGraph:
    for name, source in files.items():
        path = root / name
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(source, "utf-8")
    return ImportGraph.of(root, ("pkg",))


def test_a_circle_through_typing_only_imports_is_a_circle(tmp_path: Path) -> None:
    graph = tree(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/a.py": "from pkg.b import B\n",
            "pkg/b.py": (
                "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from pkg.c import C\n"
            ),
            "pkg/c.py": "def f():\n    from . import a\n",
            "pkg/d.py": "import pkg.a\n",
        },
    )
    assert graph.circles() == [["pkg.a", "pkg.b", "pkg.c"]]
    assert graph.path_round(["pkg.a", "pkg.b", "pkg.c"]) == ["pkg.a", "pkg.b", "pkg.c", "pkg.a"]
    assert graph.reach("pkg.d") == {"pkg.a", "pkg.b", "pkg.c"}


def test_a_module_named_from_its_package_is_not_the_package(tmp_path: Path) -> None:
    graph = tree(
        tmp_path,
        {
            "pkg/__init__.py": "from pkg.state import State\n",
            "pkg/state.py": "from pkg import track\nfrom pkg.track import step\n",
            "pkg/track.py": "step = 1\n",
        },
    )
    assert graph.edges["pkg.state"] == {"pkg.track"}
    assert graph.circles() == []


def test_two_circles_are_told_apart_largest_first(tmp_path: Path) -> None:
    graph = tree(
        tmp_path,
        {
            "pkg/__init__.py": "",
            "pkg/x.py": "from pkg import y\n",
            "pkg/y.py": "from pkg import x\n",
            "pkg/p/__init__.py": "",
            "pkg/p/one.py": "from ..p import two\n",
            "pkg/p/two.py": "from pkg.p.three import z\n",
            "pkg/p/three.py": "from pkg.p.one import q\n",
        },
    )
    assert graph.circles() == [["pkg.p.one", "pkg.p.three", "pkg.p.two"], ["pkg.x", "pkg.y"]]


def test_the_product_imports_in_no_circle() -> None:
    assert ImportGraph.of().circles() == []
