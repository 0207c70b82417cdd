"""The programs of a project (issue 22): each unit that defines the entry point (``main``, or
``--entry F``) is a program, linked with every unit of the project that defines no entry point
(its libraries; with ``--entry F``, a unit defining ``main`` is an application, not a library
of F's programs). ``--program a.c,b.c`` names a program's units instead. A unit that does not
parse is reported and left out, never fatal for the rest."""

from __future__ import annotations

import os
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from errlang.frontend.errors import FrontendError
from errlang.frontend.link import Unit, defines_main
from errlang.frontend.parse import parse_c
from errlang.project.compdb import Skipped


@dataclass(frozen=True)
class ProgramSpec:
    """One program of the project: its units (the entry unit first) and its entry point."""

    name: str  # the entry unit, as the user sees it (relative to the working directory)
    units: tuple[Unit, ...]
    entry: str = "main"


@dataclass(frozen=True)
class Project:
    programs: tuple[ProgramSpec, ...]
    skipped: tuple[Skipped, ...] = ()


def display(path: Path | str) -> str:
    """``path`` relative to the working directory when it is below it."""
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if relative.startswith("..") else relative


def discover(units: Sequence[Unit], entry: str = "main") -> Project:
    """The programs of ``units``: one per unit defining ``entry`` (see the module docstring)."""
    skipped: list[Skipped] = []
    entries: list[Unit] = []
    libraries: list[Unit] = []
    for unit in units:
        try:
            text = unit.text if unit.text is not None else _read(unit.path)
            ast = parse_c(unit.path, text, unit.include_dirs, unit.defines)
        except FrontendError as error:
            first = error.diagnostics[0]
            skipped.append(
                Skipped(str(unit.path), f"does not parse: {first}", first.line, first.column)
                if first.file == str(unit.path)
                else Skipped(str(unit.path), f"does not parse: {first}")
            )
            continue
        except OSError as error:
            skipped.append(Skipped(str(unit.path), f"cannot read: {error.strerror}"))
            continue
        if defines_main(ast, entry):
            entries.append(unit)
        elif entry == "main" or not defines_main(ast, "main"):
            libraries.append(unit)  # with --entry F, a unit defining main is no library
    programs = tuple(ProgramSpec(display(unit.path), (unit, *libraries), entry) for unit in entries)
    return Project(programs, tuple(skipped))


def named_programs(
    groups: Sequence[str], known: Sequence[Unit], entry: str = "main"
) -> tuple[ProgramSpec, ...]:
    """The programs ``--program a.c,b.c`` names: each file with the flags the project's
    database gives it (none when it is not in the database)."""
    by_path = {Path(u.path).resolve(): u for u in known}
    programs = []
    for group in groups:
        units = []
        for name in (n.strip() for n in group.split(",") if n.strip()):
            path = Path(name).resolve()
            units.append(by_path.get(path, Unit(path)))
        if units:
            programs.append(ProgramSpec(display(units[0].path), tuple(units), entry))
    return tuple(programs)


def _read(path: Path) -> str:
    return path.read_text(encoding="utf-8", errors="replace")
