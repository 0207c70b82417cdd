"""Analysing a file as part of its program (issue 22, the editor's side).

The editor analyses an open file with the other translation units of its program linked
(:mod:`errlang.frontend.link`). The units are given either explicitly (``units``: each unit's
path, its text — an editor buffer, or ``None`` for the file on disk — and its preprocessor
flags) or as a project (``project``: a ``compile_commands.json`` and the editor's buffers),
whose program containing the file is chosen by the rules of ``errlang check --project``
(:func:`errlang.project.discover.discover`, with its primitives: the database read by
:func:`errlang.project.compdb.read_database`, a unit's entry point found by
:func:`errlang.frontend.link.defines_main`, each unit's answer kept per text and flags): a unit
defining ``main`` is a program, linked with every unit that defines none. A unit that defines
no ``main`` (a library) is analysed as a unit of the *first* program (in the database's order)
that links it.

The open file's unit comes first in the link, so that "the assertion on line L" means the one
in that file. When the units cannot be linked — a unit that is missing or does not parse, a
duplicate definition, conflicting types — the file is analysed alone and the problems, each
located in its own file, are reported with the result (``program.problems``), never raised.

Every location of a linked result carries the absolute ``file`` it is in
(:mod:`errlang.session.locations`).
"""

from __future__ import annotations

import hashlib
import re
from collections import OrderedDict
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errlang.frontend.errors import FrontendError
from errlang.frontend.link import Unit, link_units, shown_json
from errlang.frontend.program import Program
from errlang.session.analysis import Analysis, analysis_for
from errlang.session.errors import AnalysisError
from errlang.session.locations import (
    absolute_files,
    locate_by_position,
    mark_files,
    resolved,
    unit_text,
)
from errlang.session.settings import Settings

UnitSpec = Mapping[str, Any] | Sequence[Any]
"""``{"path", "text", "include_dirs", "defines"}``, or ``(path, text, flags)`` with ``flags``
``{"include_dirs": …, "defines": …}``; ``text`` ``None``: the file on disk."""
ProjectSpec = Mapping[str, Any]
"""``{"database": compile_commands.json, "buffers": {path: text}}`` (the open buffers), and
optionally ``include_dirs`` / ``defines`` given to every unit before its own flags (the
editor's ``includePaths`` / ``defines`` settings)."""
Json = dict[str, Any]


@dataclass(frozen=True)
class LinkedProgram:
    """The program an analysed file belongs to: its units (the file's first) and, when they
    do not link, why (``problems``: located, each in its own file; the file is then analysed
    alone)."""

    name: str  # the unit defining the entry point ('' when the units are given explicitly)
    units: tuple[Unit, ...]
    problems: tuple[Json, ...] = ()
    program: Program | None = None

    @property
    def linked(self) -> bool:
        return self.program is not None

    def to_json(self) -> Json:
        return {
            "linked": self.linked,
            "name": self.name,
            "units": [str(u.path) for u in self.units],
            "problems": [dict(p) for p in self.problems],
        }


def units_of(specs: Sequence[UnitSpec]) -> tuple[Unit, ...]:
    """The :class:`Unit` of each spec (see :data:`UnitSpec`)."""
    units = []
    for spec in specs:
        if isinstance(spec, Mapping):
            path, text, flags = spec["path"], spec.get("text"), spec
        else:
            path, text, flags = spec[0], spec[1], spec[2] if len(spec) > 2 else {}
        units.append(
            Unit(
                Path(path),
                text,
                tuple(flags.get("include_dirs") or ()),
                tuple(flags.get("defines") or ()),
            )
        )
    return tuple(units)


# -- choosing the program of a file -----------------------------------------------------------

_defines_entry: OrderedDict[tuple[object, ...], bool | Json] = OrderedDict()
KEPT_CLASSIFICATIONS = 1024


def program_of(path: str, project: ProjectSpec, entry: str = "main") -> LinkedProgram | None:
    """The program of ``project`` that ``path`` belongs to (see the module docstring), with
    ``path``'s unit first; ``None`` when ``path`` is not a C unit of the database or no unit
    defines ``entry``. A unit that cannot be read or parsed may be a library of the program:
    it is a problem (and the file is analysed alone), reported on that unit."""
    from errlang.project.compdb import DatabaseError, read_database

    try:
        database, _ = read_database(Path(project["database"]))
    except DatabaseError as error:
        where = str(project["database"])
        return LinkedProgram(
            "", (), ({"file": where, "line": 1, "column": 1, "message": str(error)},)
        )
    buffers = {resolved(p): t for p, t in (project.get("buffers") or {}).items()}
    own = resolved(path)
    includes = tuple(project.get("include_dirs") or ())  # the editor's settings, every unit's
    defines = tuple(project.get("defines") or ())
    units = [
        Unit(
            u.path,
            buffers.get(resolved(u.path)),
            (*includes, *u.include_dirs),
            (*defines, *u.defines),
        )
        for u in database
    ]
    if not any(resolved(u.path) == own for u in units):
        return None
    entries: list[Unit] = []
    libraries: list[Unit] = []
    problems: list[Json] = []
    for unit in units:
        found = _classify(unit, entry)
        if isinstance(found, dict):
            problems.append(found)
        else:
            (entries if found else libraries).append(unit)
    if not entries:
        return None
    mine = next((u for u in entries if resolved(u.path) == own), None)
    program = mine or entries[0]
    if mine is None and not any(resolved(u.path) == own for u in libraries):
        return None  # the file itself does not parse: analysed alone, its own errors say why
    chosen = [program, *libraries]
    ordered = tuple(sorted(chosen, key=lambda u: resolved(u.path) != own))
    return LinkedProgram(str(program.path), ordered, tuple(problems))


def _classify(unit: Unit, entry: str) -> bool | Json:
    """Whether ``unit`` defines ``entry``; a located problem when it cannot be read or parsed
    (kept per text and flags: choosing a program again costs a read and a hash per unit)."""
    from errlang.frontend.link import defines_main
    from errlang.frontend.parse import parse_c

    try:
        text = unit.text if unit.text is not None else unit.path.read_text("utf-8", "replace")
    except OSError as error:
        message = f"cannot read {unit.path}: {error.strerror} (a unit of compile_commands.json)"
        return {"file": str(unit.path), "line": 1, "column": 1, "message": message}
    key = (str(unit.path), _digest(text), unit.include_dirs, unit.defines, entry)
    if key not in _defines_entry:
        try:
            ast = parse_c(unit.path, text, unit.include_dirs, unit.defines)
            _defines_entry[key] = defines_main(ast, entry)
        except FrontendError as error:
            first = error.diagnostics[0]
            _defines_entry[key] = {
                "file": first.file or str(unit.path),
                "line": first.line,
                "column": first.column,
                "message": f"{first.message} (this unit of the program does not parse)",
            }
        while len(_defines_entry) > KEPT_CLASSIFICATIONS:
            _defines_entry.popitem(last=False)
    _defines_entry.move_to_end(key)
    return _defines_entry[key]


# -- linking ----------------------------------------------------------------------------------


def choose(
    path: str,
    text: str | None,
    units: Sequence[UnitSpec] | None = None,
    project: ProjectSpec | None = None,
) -> LinkedProgram | None:
    """The units of ``path``'s program (``text``: its buffer) from ``units`` or ``project``,
    ``path``'s first, not yet linked; ``None`` when neither gives a program."""
    if units:
        chosen = LinkedProgram("", units_of(units))
    elif project:
        found = program_of(path, project)
        if found is None:
            return None
        chosen = found
    else:
        return None
    own = resolved(path)
    with_text = tuple(
        Unit(u.path, text, u.include_dirs, u.defines)
        if resolved(u.path) == own and text is not None
        else u
        for u in chosen.units
    )
    if not any(resolved(u.path) == own for u in with_text):
        with_text = (Unit(Path(path), text), *with_text)
    ordered = tuple(sorted(with_text, key=lambda u: resolved(u.path) != own))
    return LinkedProgram(chosen.name, ordered, chosen.problems)


def link(chosen: LinkedProgram, path: str) -> LinkedProgram:
    """``chosen`` linked (``program``), or with the located problems that stop it."""
    if chosen.problems:
        return chosen
    try:
        program = link_units(chosen.units)
    except FrontendError as error:
        problems = tuple(
            {"file": d.file or path, "line": d.line, "column": d.column, "message": d.message}
            for d in error.diagnostics
        )
        return LinkedProgram(chosen.name, chosen.units, problems)
    return LinkedProgram(chosen.name or str(program.path), chosen.units, (), program)


_kept: OrderedDict[tuple[str, tuple[object, ...], Settings], tuple[Analysis, LinkedProgram]] = (
    OrderedDict()
)
KEPT_ANALYSES = 8


def analysis_of(
    path: str,
    text: str | None,
    settings: Settings | None,
    units: Sequence[UnitSpec] | None = None,
    project: ProjectSpec | None = None,
) -> tuple[Analysis, LinkedProgram | None]:
    """The analysis of ``path`` as part of its program (kept while no unit's text, flag or
    setting changes: linked once), or of ``path`` alone when there is no program or it does
    not link."""
    settings = settings or Settings()
    chosen = choose(path, text, units, project)
    key = (str(path), _units_key(chosen.units), settings) if chosen is not None else None
    if key is not None and key in _kept:
        _kept.move_to_end(key)
        return _kept[key]
    found = link(chosen, path) if chosen is not None else None
    if key is None or found is None or found.program is None:
        alone = (
            analysis_for(path, text, settings)
            if text is not None
            else Analysis(path, None, settings)
        )
        return alone, found
    front = (settings.include_dirs, settings.defines)
    shared = next(
        (
            kept
            for (other_path, units_key, other), (kept, _) in reversed(_kept.items())
            if (other_path, units_key) == key[:2] and (other.include_dirs, other.defines) == front
        ),
        None,
    )
    analysis = Analysis(path, text, settings, shared=shared, program=found.program)
    _kept[key] = (analysis, found)
    while len(_kept) > KEPT_ANALYSES:
        _kept.popitem(last=False)
    return analysis, found


def check_linked(
    path: str,
    text: str | None,
    settings: Settings | None,
    units: Sequence[UnitSpec] | None = None,
    project: ProjectSpec | None = None,
    cancel: Callable[[], bool] | None = None,
    partial: Callable[[Json], None] | None = None,
) -> Json:
    """``errlang check --json`` of ``path`` as part of its program: every verdict of the
    program, each location with its absolute ``file``, and ``program`` (:meth:`LinkedProgram.
    to_json`); ``path`` alone (with ``program.problems``) when the units do not link.
    ``partial``: given, as the check goes, the JSON it would answer if it ended there without
    its own result (:func:`errlang.session.check_partial.streamed`), made as the result is:
    the editor keeps a killed linked check's finished bounds as it does a single file's."""
    from errlang.project.tasks import lowered_for_check
    from errlang.session.check import check, check_program
    from errlang.session.check_json import check_json
    from errlang.session.check_partial import streamed

    settings = settings or Settings()
    chosen = choose(path, text, units, project)
    if chosen is None:
        return check(path, text, settings, cancel=cancel, partial=partial)
    found = link(chosen, path)
    if found.program is not None:
        try:
            ir = lowered_for_check(found.program, settings.loop_bound)
        except FrontendError as error:
            problems = tuple(
                {"file": d.file or path, "line": d.line, "column": d.column, "message": d.message}
                for d in error.diagnostics
            )
            found = LinkedProgram(found.name, found.units, problems)
    linked = found.program
    if linked is None:
        alone = _with_program(partial, found) if partial is not None else None
        data = check(path, text, settings, cancel=cancel, partial=alone)
    else:

        def as_linked(document: Json) -> Json:
            return _linked_json(document, found, linked, ir)

        progress = None
        if partial is not None:
            progress = streamed(path, None, settings, lambda d: partial(as_linked(d)))
        result = check_program(path, None, settings, cancel=cancel, ir=ir, progress=progress)
        data = as_linked(check_json(result))
    data["program"] = found.to_json()
    return data


def _linked_json(document: Json, found: LinkedProgram, program: Program, ir: Any) -> Json:
    """A check's JSON (its result, or a document streamed while it runs) as a linked result:
    each location in its unit's file, absolute; the inputs marked by file; renamed statics
    shown as the user wrote them; ``program``."""
    from errlang.project.tasks import with_files

    data = absolute_files(with_files(document, program))
    locate_by_position(data, program, ir)
    mark_files(data, program, inputs_only=True)
    data = shown(data, found)
    data["program"] = found.to_json()
    return data


def _with_program(send: Callable[[Json], None], found: LinkedProgram) -> Callable[[Json], None]:
    """``send`` given each document with ``program`` (the problems that kept the file alone)."""
    return lambda document: send({**document, "program": found.to_json()})


def shown(value: Any, linked: LinkedProgram | None) -> Any:
    """``value`` (a result's JSON) as a user reads it: a static the link renamed
    (``valid__ledger_c``) as ``ledger.c:valid`` (:func:`errlang.frontend.link.shown_json`, as
    the CLI prints it). Last, after every marking that reads function names."""
    return shown_json(value, _renamed(linked))


def internal(value: Any, linked: LinkedProgram | None) -> Any:
    """The inverse of :func:`shown`: a word or a document the editor sends back (a membership
    query's letters, the automaton shown before an edit) in the engine's names."""
    return shown_json(value, {user: name for name, user in _renamed(linked).items()})


def showing(report: Callable[[Json], None], linked: LinkedProgram | None) -> Callable[[Json], None]:
    """``report`` (a partial automaton's callback) given what :func:`shown` makes of each."""
    return lambda document: report(shown(document, linked))


def _renamed(linked: LinkedProgram | None) -> dict[str, str]:
    program = linked.program if linked is not None else None
    return dict(getattr(program, "renamed", None) or {})


def own_target(analysis: Analysis, path: str, line: int | None, function: str | None) -> str | None:
    """The target of ``path`` in its linked program: an :class:`AnalysisError` unless ``path``
    has an assertion on ``line`` (another unit's assertion may be on the same line); a
    ``function`` that is a ``static`` of ``path`` renamed by the link (``helper__ledger_c``,
    :mod:`errlang.frontend.link`) by its linked name. Returns the function to ask for."""
    if line is not None:
        site = analysis.program.assertion_at(line)
        coord = site.node.coord if site is not None else None
        if site is None or (coord is not None and resolved(str(coord.file)) != resolved(path)):
            message = f"no assertion on line {line}"
            raise AnalysisError([{"line": line, "column": 1, "message": message}], str(path))
    if function is not None and function not in analysis.program.functions:
        users = {
            user: name for name, user in dict(getattr(analysis.program, "renamed", {})).items()
        }
        if function in users:  # as shown: ``ledger.c:helper``
            return users[function]
        suffix = re.sub(r"\W", "_", Path(path).name)  # link._suffix: the unit's renaming
        renamed = f"{function}__{suffix}"
        if renamed in analysis.program.functions:
            return renamed
    return function


def _units_key(units: Sequence[Unit]) -> tuple[object, ...]:
    return tuple((str(u.path), _digest(unit_text(u)), u.include_dirs, u.defines) for u in units)


def _digest(text: str | None) -> str:
    return hashlib.sha256(text.encode()).hexdigest() if text is not None else ""
