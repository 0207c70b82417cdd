"""Test modules outside a package are imported by their file name alone (pytest's default
import mode, rootdir-relative): two with one name make the second an import error that only a
run of both shows (it cost a clean-clone run: tests/unit/encoder/test_tables.py beside
tests/unit/frontend/test_tables.py)."""

from __future__ import annotations

from collections import defaultdict
from pathlib import Path

TESTS = Path(__file__).resolve().parents[1]


def _module_names() -> dict[str, list[Path]]:
    names: dict[str, list[Path]] = defaultdict(list)
    for path in TESTS.rglob("*.py"):
        in_package = (path.parent / "__init__.py").exists()
        if (path.name.startswith("test_") or path.name == "conftest.py") and not in_package:
            names[path.stem].append(path.relative_to(TESTS))
    return names


def test_no_two_test_modules_outside_packages_share_a_name() -> None:
    clashes = {n: p for n, p in _module_names().items() if len(p) > 1 and n != "conftest"}
    assert clashes == {}


def test_the_walk_finds_the_modules() -> None:
    assert Path("unit/test_test_module_names.py") in _module_names()["test_test_module_names"]
