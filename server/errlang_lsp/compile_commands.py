"""``-I`` and ``-D`` for a file from the nearest ``compile_commands.json`` (clang's format), and
whether the file is a unit of it (then the server analyses it as part of its program: the
database's path goes to the worker, which chooses the program, docs/projects.md)."""

from __future__ import annotations

import json
import logging
import os
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

log = logging.getLogger(__name__)

_cache: dict[Path, tuple[float, list[dict[str, Any]]]] = {}
_units: dict[Path, tuple[list[dict[str, Any]], frozenset[str]]] = {}


@dataclass(frozen=True)
class CompileFlags:
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()
    database: str | None = None  # the compile_commands.json they came from


def find_database(source: Path, root: Path | None) -> Path | None:
    """The nearest ``compile_commands.json`` (or ``build/compile_commands.json``) above
    ``source``, not looking above ``root`` when one is given."""
    folder = source.parent.resolve()
    stop = root.resolve() if root is not None else None
    while True:
        for candidate in (
            folder / "compile_commands.json",
            folder / "build" / "compile_commands.json",
        ):
            if candidate.is_file():
                return candidate
        if folder == stop or folder.parent == folder:
            return None
        folder = folder.parent


def flags_for(source: Path, root: Path | None) -> CompileFlags:
    """The include directories and defines the build uses for ``source`` (none if unknown)."""
    database = find_database(source, root)
    if database is None:
        return CompileFlags()
    target = source.resolve()
    for entry in _entries(database):
        directory = database.parent / str(entry.get("directory", "."))
        file = Path(entry.get("file", ""))
        if (directory / file).resolve() != target:
            continue
        arguments = entry.get("arguments")
        if arguments is None:
            arguments = shlex.split(entry.get("command", ""))
        includes, defines = parse_arguments([str(a) for a in arguments], directory)
        return CompileFlags(includes, defines, str(database))
    return CompileFlags(database=str(database))


def database_of(source: Path, root: Path | None) -> Path | None:
    """The nearest ``compile_commands.json`` above ``source`` when ``source`` is one of its
    units (its files resolved as the engine resolves them), else ``None``."""
    database = find_database(source, root)
    if database is None:
        return None
    return database if resolved(source) in unit_paths(database) else None


def unit_paths(database: Path) -> frozenset[str]:
    """The resolved file of every entry of ``database`` (kept while the file is unchanged)."""
    entries = _entries(database)
    cached = _units.get(database)
    if cached is not None and cached[0] is entries:
        return cached[1]
    paths = set()
    for entry in entries:
        directory = Path(str(entry.get("directory") or database.parent))
        if not directory.is_absolute():
            directory = database.parent / directory
        paths.add(resolved(directory / str(entry.get("file", ""))))
    found = frozenset(paths)
    _units[database] = (entries, found)
    return found


def resolved(path: Path | str) -> str:
    try:
        return str(Path(path).resolve())
    except OSError:
        return os.path.abspath(path)


def parse_arguments(
    arguments: list[str], directory: Path
) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """``-I`` / ``-isystem`` / ``-iquote`` directories (absolute) and ``-D`` definitions."""
    includes: list[str] = []
    defines: list[str] = []
    items = iter(arguments)
    for argument in items:
        for flag, target in (
            ("-I", includes),
            ("-isystem", includes),
            ("-iquote", includes),
            ("-D", defines),
        ):
            if argument == flag:
                value = next(items, "")
            elif argument.startswith(flag):
                value = argument[len(flag) :]
            else:
                continue
            if target is includes:
                value = os.path.normpath(directory / value)
            if value and value not in target:
                target.append(value)
            break
    return tuple(includes), tuple(defines)


def _entries(database: Path) -> list[dict[str, Any]]:
    try:
        mtime = database.stat().st_mtime
        cached = _cache.get(database)
        if cached is not None and cached[0] == mtime:
            return cached[1]
        data = json.loads(database.read_text())
        entries = [e for e in data if isinstance(e, dict)] if isinstance(data, list) else []
        _cache[database] = (mtime, entries)
        return entries
    except (OSError, ValueError) as error:
        log.warning("cannot read %s: %s", database, error)
        return []
