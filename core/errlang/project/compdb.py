"""Reading a compilation database (``compile_commands.json``, clang's JSON format).

Each entry names a translation unit (``file``, relative to ``directory``) and the command that
compiles it (``arguments`` as a list, or ``command`` as a shell string). errlang keeps what its
own preprocessing needs from each command: include directories (``-I``, ``-iquote``,
``-isystem``) and macros (``-D``, ``-U`` is dropped with the macro), each resolved against the
entry's directory. The database is found as clangd finds it: the given file, or
``compile_commands.json`` in the given directory, its ``build/`` subdirectory, or an ancestor's.
"""

from __future__ import annotations

import json
import shlex
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from errlang.frontend.link import Unit

DATABASE = "compile_commands.json"
C_SUFFIXES = frozenset({".c", ".i"})


class DatabaseError(Exception):
    """The compilation database cannot be found or read (a readable message)."""


@dataclass(frozen=True)
class Skipped:
    """An entry of the database that is not analysed, and why."""

    path: str
    reason: str
    line: int = 1  # where, for a unit that does not parse
    column: int = 1


def find_database(start: Path) -> Path | None:
    """``start`` itself when it is a file, else the nearest ``compile_commands.json`` in
    ``start`` or ``start/build``, then in each ancestor (clangd's search)."""
    if start.is_file():
        return start
    for directory in (start, *start.resolve().parents):
        for candidate in (directory / DATABASE, directory / "build" / DATABASE):
            if candidate.is_file():
                return candidate
    return None


def read_database(path: Path) -> tuple[list[Unit], list[Skipped]]:
    """The C units of the database at ``path`` (each once, in the database's order) and the
    entries skipped (not C, unreadable entry)."""
    try:
        entries = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError) as error:
        raise DatabaseError(f"{path}: cannot read the compilation database: {error}") from error
    if not isinstance(entries, list):
        raise DatabaseError(f"{path}: a compilation database is a JSON list of entries")
    units: list[Unit] = []
    skipped: list[Skipped] = []
    seen: set[Path] = set()
    for number, entry in enumerate(entries):
        unit = _unit(path, entry)
        if isinstance(unit, Skipped):
            skipped.append(unit if unit.path else Skipped(f"entry {number}", unit.reason))
        elif unit.path not in seen:
            seen.add(unit.path)
            units.append(unit)
    return units, skipped


def _unit(database: Path, entry: object) -> Unit | Skipped:
    if not isinstance(entry, dict) or not isinstance(entry.get("file"), str):
        return Skipped("", "not an entry with a 'file'")
    directory = Path(str(entry.get("directory") or database.parent))
    if not directory.is_absolute():
        directory = database.parent / directory
    file = directory / entry["file"]
    arguments = entry.get("arguments")
    if not (isinstance(arguments, list) and all(isinstance(a, str) for a in arguments)):
        command = entry.get("command")
        if not isinstance(command, str):
            return Skipped(str(file), "the entry has neither 'arguments' nor 'command'")
        try:
            arguments = shlex.split(command)
        except ValueError as error:
            return Skipped(str(file), f"cannot split the command: {error}")
    if file.suffix not in C_SUFFIXES or _language(arguments) not in (None, "c"):
        return Skipped(str(file), "not a C file")
    include_dirs, defines = flags(arguments, directory)
    return Unit(Path(_normal(file)), None, include_dirs, defines)


def _normal(path: Path) -> str:
    try:
        return str(path.resolve())
    except OSError:
        return str(path)


def _language(arguments: Sequence[str]) -> str | None:
    for index, argument in enumerate(arguments):
        if argument == "-x" and index + 1 < len(arguments):
            return arguments[index + 1]
        if argument.startswith("-x") and len(argument) > 2:
            return argument[2:]
    return None


_INCLUDE_OPTIONS = ("-I", "-iquote", "-isystem", "-idirafter")


def flags(arguments: Sequence[str], directory: Path) -> tuple[tuple[str, ...], tuple[str, ...]]:
    """The include directories and ``-D`` macros of a compiler command line."""
    include_dirs: list[str] = []
    defines: list[str] = []
    index = 0
    while index < len(arguments):
        argument = arguments[index]
        value: str | None = None
        option = next((o for o in (*_INCLUDE_OPTIONS, "-D", "-U") if argument.startswith(o)), None)
        if option is not None:
            value = argument[len(option) :]
            if not value and index + 1 < len(arguments):
                index += 1
                value = arguments[index]
        if option in _INCLUDE_OPTIONS and value:
            include_dirs.append(str(directory / value))
        elif option == "-D" and value:
            defines.append(value)
        elif option == "-U" and value:
            defines = [d for d in defines if d.split("=", 1)[0] != value]
        index += 1
    return tuple(include_dirs), tuple(defines)
