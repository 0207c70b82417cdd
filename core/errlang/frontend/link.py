"""Linking translation units into one program (C11 6.2.2 linkage, 6.9.2 external definitions).

Each unit is preprocessed and parsed on its own, with its own flags (:class:`Unit`); the
units' ASTs are then merged into one, as a linker joins object files:

* one namespace of external functions and objects: an ``extern`` declaration, a prototype or a
  call resolves to the one definition of the name in any unit;
* ``static`` names stay file-local: a static whose name another unit also uses is renamed in
  its own unit (``name__unit_c``, scope-aware: a local variable of the same name is untouched);
* tentative definitions (``int n;`` at file scope, no initialiser) merge: with an initialised
  definition elsewhere they are declarations of it, else the first is the definition (zero);
* types, tags and enumerators from shared headers appear once (identical definitions are
  dropped); a unit's own type that differs from another unit's of the same name is renamed in
  that unit (C gives each unit its own types);
* the verification conventions (``reach_error``, ``__VERIFIER_assert``, nondet functions, …:
  errlang fixes their meaning by name) are never renamed, and the units' definitions of one
  are one (several SV-COMP-style units each define ``reach_error``);
* an ``inline`` definition (C99: a header's, seen by several units) is not an external
  definition: the units' copies are one function;
* two definitions of one external name, or declarations of it with incompatible types, are
  located errors (:class:`~errlang.frontend.errors.FrontendError`, every diagnostic in its file).

Every AST node keeps its coordinate, whose file is the unit (or header) it came from, so
verdicts, counterexample steps and refusals name the right file. The merged program is a
:class:`~errlang.frontend.program.Program` like a single file's: the IR, the encoder and the
replay (which regenerates C from the AST: gcc compiles the linked units) need nothing else.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from pycparser import c_ast

from errlang.frontend.constructors import write_runs
from errlang.frontend.entry import DEFAULT_ENTRY, EntryOptions, add_entry_harness, entry_of
from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.link_languages import refuse_other_language
from errlang.frontend.link_renames import (
    rename_conflicting_types,
    rename_statics,
    shown_text,
    unit_suffix,
)
from errlang.frontend.link_runs import write_linked_runs
from errlang.frontend.link_symbols import Linker
from errlang.frontend.normalise import main_arguments
from errlang.frontend.parse import UnwrittenRuns, parse_c_leaving_runs
from errlang.frontend.program import Program, _program


@dataclass(frozen=True)
class Unit:
    """One translation unit: a C file (``text`` stands for its contents when given) and the
    preprocessor flags it is compiled with."""

    path: Path
    text: str | None = None
    include_dirs: tuple[str, ...] = ()
    defines: tuple[str, ...] = ()


def link_files(
    paths: Sequence[str | Path],
    include_dirs: Sequence[str] = (),
    defines: Sequence[str] = (),
) -> Program:
    """The program of the C files ``paths``, each preprocessed with the same flags."""
    units = [Unit(Path(p), None, tuple(include_dirs), tuple(defines)) for p in paths]
    return link_units(units)


def link_units(
    units: Sequence[Unit], entry: str = "main", options: EntryOptions = DEFAULT_ENTRY
) -> Program:
    """The linked program of ``units`` (see the module docstring); a :class:`FrontendError`
    with every unit's diagnostics when a unit does not parse or the units do not link.
    ``entry``: the function the program's runs start in (another than ``main``, or a fuzz
    target: a ``main`` building its arguments from inputs is added, :mod:`.entry`)."""
    if not units:
        raise FrontendError([Diagnostic("<link>", 1, 1, "no translation units to link")])
    parsed: list[tuple[Unit, c_ast.FileAST, str]] = []
    unwritten: list[UnwrittenRuns] = []  # constructors of units without main, in link order
    problems: list[Diagnostic] = []
    for unit in units:
        try:
            text = _read(unit)
            ast, runs = parse_c_leaving_runs(unit.path, text, unit.include_dirs, unit.defines)
            parsed.append((unit, ast, text))
            unwritten.extend([runs] if runs is not None else [])
        except FrontendError as error:
            problems.extend(error.diagnostics)
    if problems:
        raise FrontendError(problems)
    start = entry_of(*(ast for _, ast, _ in parsed), entry=entry)
    if len(parsed) == 1:
        unit, ast, text = parsed[0]
        harness = add_entry_harness(ast, start, str(unit.path), options) if start != "main" else ""
        if unwritten and (not harness or write_runs(ast, [*unwritten[0].attributes])):
            # the harness main errlang built runs the constructors, as gcc runs them before main
            raise FrontendError([unwritten[0].refusal])
        main_arguments(ast, str(unit.path))
        single = _program(unit.path, ast, text)
        single.entry, single.harness = start, harness
        single.allocations_may_fail = options.malloc_may_fail
        return single
    asts = [ast for _, ast, _ in parsed]
    paths = [unit.path for unit in units]
    renamed = rename_statics(paths, asts)
    linker = Linker(type_names=rename_conflicting_types(paths, asts))
    merged = linker.link(paths, asts, [text for _, _, text in parsed])
    main_unit = next(
        (i for i, ast in enumerate(asts) if any(_defines_function(e, start) for e in ast.ext)),
        0,
    )
    unit, _, text = parsed[main_unit]
    harness = add_entry_harness(merged, start, str(unit.path), options) if start != "main" else ""
    main_has_runs = not any(r.refusal.file == str(unit.path) for r in unwritten) and any(
        word in text for word in ("constructor", "destructor")
    )
    write_linked_runs(merged, unwritten, main_has_runs)
    main_arguments(merged, str(unit.path))
    program = _program(unit.path, merged, text)
    program.entry, program.harness = start, harness
    program.allocations_may_fail = options.malloc_may_fail
    program.units = tuple(u.path for u in units)
    program.assertions = tuple(
        replace(site, text=_original_names(site.text, renamed)) for site in program.assertions
    )
    separate = _separate_units(units, asts, merged, linker.dropped, main_unit)
    shown = shown_names(units, renamed)
    fields = {f.name: getattr(program, f.name) for f in dataclasses.fields(Program) if f.init}
    return LinkedProgram(**fields, translation_units=separate, renamed=shown)


@dataclass(frozen=True)
class LinkedUnit:
    """One unit of a linked program as gcc compiles it on its own: its file-scope items after
    linking (statics and types renamed as in the linked program, a tentative definition that
    is not the definition an ``extern`` declaration, a definition the linker left out — an
    ``inline`` copy, a repeated convention — only declared), with its own flags."""

    unit: Unit
    items: tuple[c_ast.Node, ...]


@dataclass
class LinkedProgram(Program):
    """A program linked from several units (see the module docstring): the merged program, and
    what replay and display need besides — each unit as compiled on its own, and the statics
    renamed on a clash with the name a user reads (:func:`shown_name`)."""

    translation_units: tuple[LinkedUnit, ...] = ()
    renamed: dict[str, str] = field(default_factory=dict)  # internal name -> ``file.c:name``

    def shown(self, text: str) -> str:
        """``text`` with every renamed static as ``file.c:name`` (internal names stay unique
        inside the engine; users read the C name and its file)."""
        return shown_text(text, self.renamed)


PATHS = frozenset({"file", "units", "path"})  # JSON members holding file names: never rewritten


def shown_json(value: Any, renamed: dict[str, str]) -> Any:
    """A JSON value with the keys of ``renamed`` (a :attr:`LinkedProgram.renamed`) replaced by
    their values in every string and every key (file names excepted): what a user reads of
    a linked program's results (the CLI's output; the editor's, through the session)."""
    if not renamed:
        return value
    if isinstance(value, str):
        return shown_text(value, renamed)
    if isinstance(value, list):
        return [shown_json(item, renamed) for item in value]
    if isinstance(value, dict):
        return {
            shown_text(k, renamed) if isinstance(k, str) else k: (
                v if k in PATHS else shown_json(v, renamed)
            )
            for k, v in value.items()
        }
    return value


def shown_names(units: Sequence[Unit], renamed: dict[str, str]) -> dict[str, str]:
    """Each renamed static's internal name with its shown name ``file.c:name``: gdb's way of
    naming a static of one file (``break ledger.c:valid``). The file is the unit's base name,
    or its path as given when two units share a base name."""
    names = [u.path.name for u in units]
    shown: dict[str, str] = {}
    for new, old in renamed.items():
        unit = next((u for u in units if new.startswith(f"{old}__{unit_suffix(u.path)}")), None)
        if unit is None:
            continue
        file = unit.path.name if names.count(unit.path.name) == 1 else str(unit.path)
        shown[new] = f"{file}:{old}"
    return shown


def _separate_units(
    units: Sequence[Unit],
    asts: list[c_ast.FileAST],
    merged: c_ast.FileAST,
    dropped: set[int],
    main_unit: int,
) -> tuple[LinkedUnit, ...]:
    """Each unit's items as gcc compiles it alone (:class:`LinkedUnit`). What linking added to
    the merged program (``main``'s argv model, an ``--entry`` harness) goes to the main unit,
    before the item it precedes in the merged program."""
    own = {id(ext) for ast in asts for ext in ast.ext}
    added: dict[int, list[c_ast.Node]] = {}  # id of the next unit item -> items added before it
    pending: list[c_ast.Node] = []
    for ext in merged.ext:
        if id(ext) not in own:
            pending.append(ext)
        elif pending:
            added.setdefault(id(ext), []).extend(pending)
            pending = []
    separate = []
    for index, (unit, ast) in enumerate(zip(units, asts, strict=True)):
        items: list[c_ast.Node] = []
        for ext in ast.ext:
            if index == main_unit:
                items.extend(added.get(id(ext), []))
            items.append(ext.decl if id(ext) in dropped else ext)
        if index == main_unit:
            items.extend(pending)
        separate.append(LinkedUnit(unit, tuple(items)))
    return tuple(separate)


def defines_main(ast: c_ast.FileAST, entry: str = "main") -> bool:
    """True when ``ast`` defines the function ``entry`` (a program's entry point; for ``main``,
    a libFuzzer target without ``main`` too)."""
    start = entry_of(ast, entry=entry)
    return any(_defines_function(e, start) for e in ast.ext)


def _read(unit: Unit) -> str:
    refuse_other_language(unit.path)
    if unit.text is not None:
        return unit.text
    try:
        return unit.path.read_text(encoding="utf-8", errors="replace")
    except OSError as error:
        raise FrontendError(
            [Diagnostic(str(unit.path), 1, 1, f"cannot read file: {error.strerror}")]
        ) from error


def _defines_function(ext: c_ast.Node, name: str) -> bool:
    return isinstance(ext, c_ast.FuncDef) and ext.decl.name == name


def _original_names(text: str, renamed: dict[str, str]) -> str:
    """``text`` (an assertion's C text) with renamed statics shown by their own names."""
    return shown_text(text, renamed)
