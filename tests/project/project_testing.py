"""The test projects: copied to a temporary directory with a compile_commands.json."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

FIXTURES = Path(__file__).parent / "fixtures"
LEDGER = FIXTURES / "ledger"

# the shop project: two programs (app/restock.c, app/sale.c) sharing lib/stock.c and
# lib/price.c; lib/stock.c needs its own -D; a unit that does not parse; a C++ unit
SHOP_UNITS = (
    ("lib/stock.c", ["-DSTOCK_CAPACITY=20"]),
    ("lib/price.c", []),
    ("app/restock.c", []),
    ("app/sale.c", []),
    ("lib/broken.c", []),
    ("lib/notes.cpp", []),
)

# every assertion of the shop project with the verdict it has with the library linked
SHOP_VERDICTS = {
    ("app/restock.c", 14): "holds",
    ("app/restock.c", 15): "holds",
    ("app/restock.c", 16): "holds",
    ("app/restock.c", 17): "fails",
    ("app/sale.c", 13): "holds",
    ("app/sale.c", 14): "holds",
    ("app/sale.c", 16): "holds",
    ("app/sale.c", 17): "holds",
    ("app/sale.c", 18): "fails",
}


def shop_project(directory: Path, *, command_strings: bool = False) -> Path:
    """A copy of the shop project under ``directory`` with its compile_commands.json in
    ``build/`` (as CMake writes it); the project's root."""
    root = directory / "shop"
    shutil.copytree(FIXTURES / "shop", root)
    entries = []
    for file, extra in SHOP_UNITS:
        compiler = "g++" if file.endswith(".cpp") else "cc"
        arguments = [compiler, "-I", "include", *extra, "-c", file, "-o", f"{file}.o"]
        entry: dict[str, object] = {"directory": str(root), "file": file}
        if command_strings:
            entry["command"] = " ".join(arguments)
        else:
            entry["arguments"] = arguments
        entries.append(entry)
    (root / "build").mkdir()
    (root / "build" / "compile_commands.json").write_text(json.dumps(entries, indent=1))
    return root


def verdicts(report: dict) -> dict[tuple[str, int], str]:
    """(file relative to the project, line) → verdict, from ``check --json``'s report."""
    found = {}
    for program in report["programs"]:
        for item in program["check"]["assertions"]:
            file = item["file"]
            relative = file[file.index("app/") :] if "app/" in file else file
            found[(relative, item["line"])] = item["verdict"]
    return found


def bufpool_project(directory: Path) -> Path:
    """A copy of the bufpool project (tests/project/test_bufpool.py) under ``directory`` with
    its hand-written compile_commands.json (mixed forms, as builds write them); its root."""
    root = directory / "bufpool"
    shutil.copytree(FIXTURES / "bufpool", root)
    (root / "build").mkdir()
    build = str(root / "build")
    entries = [
        {
            "directory": build,
            "file": "../lib/bufpool.c",
            "arguments": [
                "gcc",
                "-c",
                "-I../include",
                "-O2",
                "-o",
                "bufpool.o",
                "../lib/bufpool.c",
            ],
        },
        {
            "directory": build,
            "file": "../lib/stats.c",
            "command": "gcc -c -I ../include -DSTATS=1 -o stats.o ../lib/stats.c",
        },
        {
            "directory": str(root),
            "file": "app/ok.c",
            "arguments": ["cc", "-Iinclude", "-c", "app/ok.c"],
        },
        {
            "directory": str(root),
            "file": str(root / "app" / "bad.c"),
            "command": f"cc -I include -c {root / 'app' / 'bad.c'} -o build/bad.o",
        },
        {
            "directory": str(root),
            "file": "app/hdr.c",
            "arguments": ["cc", "-iquote", "include", "-c", "app/hdr.c"],
        },
    ]
    (root / "compile_commands.json").write_text(json.dumps(entries, indent=1))
    return root
