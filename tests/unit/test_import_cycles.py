"""No import circle of more than two modules in the engine or the server (issue 32).

An ``ast`` walk over every module of ``core/errlang`` and ``server/errlang_lsp`` (grimp is not a
dependency): every import counts — at module level, inside a function, under
``TYPE_CHECKING`` — since a circle of modules that know each other is one room with many
doors. ``from package import name`` is an import of the module ``package.name`` when there is
one, else of ``package``; the package an imported module lives in is not counted (importing
``errlang.ir.nodes`` runs ``errlang/ir/__init__.py``, which imports nothing here). A circle is
a strongly connected component of the import graph: more than two modules that all reach each
other.
"""

from __future__ import annotations

import ast
from pathlib import Path

import networkx as nx

ROOT = Path(__file__).resolve().parents[2]
PACKAGES = {"errlang": ROOT / "core" / "errlang", "errlang_lsp": ROOT / "server" / "errlang_lsp"}


def modules(packages: dict[str, Path]) -> dict[str, Path]:
    """Every module of ``packages`` (name → directory) by its dotted name."""
    found: dict[str, Path] = {}
    for package, directory in packages.items():
        for path in directory.rglob("*.py"):
            parts = [package, *path.relative_to(directory).with_suffix("").parts]
            if parts[-1] == "__init__":
                parts.pop()
            found[".".join(parts)] = path
    return found


def imported(name: str, path: Path, known: dict[str, Path]) -> set[str]:
    """The modules of ``known`` that module ``name`` (its source at ``path``) imports."""
    is_package = path.name == "__init__.py"
    targets: set[str] = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), str(path))):
        if isinstance(node, ast.Import):
            for alias in node.names:
                targets.add(_nearest(alias.name, known))
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                package = name.split(".") if is_package else name.split(".")[:-1]
                package = package[: len(package) - (node.level - 1)]
                base = ".".join([*package, *([node.module] if node.module else [])])
            for alias in node.names:
                full = f"{base}.{alias.name}"
                targets.add(full if full in known else _nearest(base, known))
    return {t for t in targets if t in known and t != name}


def _nearest(dotted: str, known: dict[str, Path]) -> str:
    """``dotted`` or the nearest package above it that is a known module."""
    parts = dotted.split(".")
    while parts and ".".join(parts) not in known:
        parts.pop()
    return ".".join(parts)


def circles(packages: dict[str, Path]) -> list[frozenset[str]]:
    """The import circles of more than two modules in ``packages``."""
    known = modules(packages)
    graph: nx.DiGraph[str] = nx.DiGraph()
    for name, path in known.items():
        graph.add_node(name)
        graph.add_edges_from((name, target) for target in imported(name, path, known))
    return sorted(
        (frozenset(c) for c in nx.strongly_connected_components(graph) if len(c) > 2),
        key=sorted,
    )


def test_no_import_circle_of_more_than_two_modules() -> None:
    found = circles(PACKAGES)
    assert not found, "import circles:\n" + "\n".join(
        f"  {len(c)}: {', '.join(sorted(c))}" for c in found
    )


def test_the_walk_finds_every_kind_of_import(tmp_path: Path) -> None:
    """A circle closed by a TYPE_CHECKING import, a relative import and an import inside a
    function is found; a circle of two modules is not one."""
    package = tmp_path / "pkg"
    (package / "sub").mkdir(parents=True)
    (package / "__init__.py").write_text("")
    (package / "sub" / "__init__.py").write_text("")
    (package / "a.py").write_text("from pkg.sub import b\n")
    (package / "sub" / "b.py").write_text("def f():\n    from .. import c\n")
    (package / "c.py").write_text(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    import pkg.a\n"
    )
    (package / "d.py").write_text("from pkg import e\n")
    (package / "e.py").write_text("from pkg.d import thing\n")
    assert circles({"pkg": package}) == [frozenset({"pkg.a", "pkg.sub.b", "pkg.c"})]
    (package / "c.py").write_text("import os\n")
    assert circles({"pkg": package}) == []
