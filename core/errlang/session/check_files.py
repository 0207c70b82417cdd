"""Every location of a check's result with its file (issue 29: an error, finding or loop cut in
another unit or in a header is in that file, never the checked file's line of that number).

The IR's locations are (line, column, function); a function's body is in one file (the file of
its definition's coordinate: a unit, or a header for a ``static inline`` function), so the file
of a step, an input, a finding or a cut is the file of its function. An assertion's file is its
own call's (a macro from a header expands at the use). Errors keep their diagnostics' files.
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from pycparser import c_ast

from errlang.explain.harness_source import fuzz_input
from errlang.frontend.program import Program
from errlang.session.verdicts import AssertionVerdict, CheckResult, CutSite, Finding, InputError
from errlang.teacher.solver import Run


def shown_path(path: str | Path) -> str:
    """``path`` relative to the working directory when it is below it (as the command line
    names files), else as it is."""
    try:
        relative = os.path.relpath(path)
    except ValueError:
        return str(path)
    return str(path) if relative.startswith("..") else relative


def function_files(program: Program, main: str) -> dict[str, str]:
    """The file each function of ``program`` is defined in, the checked file spelt ``main``
    (as the user gave it)."""
    found: dict[str, str] = {}
    for name, definition in (*program.library.items(), *program.functions.items()):
        coord = definition.decl.coord or definition.coord
        if coord is not None and coord.file and not str(coord.file).startswith("<"):
            found[name] = _spelt(str(coord.file), main)
    return found


def located(result: CheckResult, program: Program) -> CheckResult:
    """``result`` with the file of every assertion, finding, cut, error and warning, and the
    file of every function (for the steps and inputs of its runs)."""
    main = result.file
    files = function_files(program, main)

    def of(function: str) -> str:
        return files.get(function, main)

    def cut(site: CutSite) -> CutSite:
        return replace(site, file=site.file or of(site.function))

    def assertion(verdict: AssertionVerdict) -> AssertionVerdict:
        file = of(verdict.function)
        if verdict.index < len(program.assertions):
            coord = program.assertions[verdict.index].node.coord
            if coord is not None and coord.file:
                file = _spelt(str(coord.file), main)
        cuts = tuple(cut(c) for c in verdict.cuts)
        reason = verdict.reason
        for old, new in zip(verdict.cuts, cuts, strict=True):  # "… at lib.c:12"
            reason = reason.replace(old.describe(), new.describe(file))
        given = _fuzz_input(program, verdict.counterexample)
        return replace(verdict, file=file, cuts=cuts, reason=reason, fuzz_input=given)

    def error(item: InputError) -> InputError:
        return replace(item, file=_spelt(item.file, main) if item.file else main)

    return replace(
        result,
        assertions=tuple(assertion(a) for a in result.assertions),
        findings=_once(
            replace(f, file=f.file or of(f.function), fuzz_input=_fuzz_input(program, f.run))
            for f in (_at_the_call(f, program) for f in result.findings)
        ),
        errors=tuple(error(e) for e in result.errors),
        warnings=tuple(error(w) for w in result.warnings),
        files=tuple(sorted(files.items())),
        units=tuple(_spelt(str(u), main) for u in program.units),
    )


def _at_the_call(finding: Finding, program: Program) -> Finding:
    """A finding inside one of errlang's C models (``sprintf`` writing past the buffer) is the
    program's: it is located at the program's call of the library function (the run's last
    step, in the program's own code), as a sanitizer reports it, never in errlang's model
    files."""
    if finding.function not in program.library or not finding.run.steps:
        return finding
    line, function = finding.run.steps[-1]
    definition = program.functions.get(function)
    calls = _Calls(line, frozenset(program.library))
    if definition is not None:
        calls.visit(definition)
    return replace(finding, line=line, column=calls.column, function=function, file="")


class _Calls(c_ast.NodeVisitor):
    """The column of the first call at ``line`` of a function in ``names`` (0: none)."""

    def __init__(self, line: int, names: frozenset[str]) -> None:
        self.line = line
        self.names = names
        self.column = 0

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        coord = node.coord
        named = isinstance(node.name, c_ast.ID) and node.name.name in self.names
        if not self.column and named and coord is not None and coord.line == self.line:
            self.column = coord.column or 0
        self.generic_visit(node)


def _once(findings: Iterable[Finding]) -> tuple[Finding, ...]:
    """``findings`` without a second finding of the same kind at the same place (two of a
    model's helpers reporting the same overflow at the program's one call)."""
    seen: set[tuple[str, str, int, int]] = set()
    kept: list[Finding] = []
    for f in findings:
        key = (f.reason, f.file, f.line, f.column)
        if key not in seen:
            seen.add(key)
            kept.append(f)
    return tuple(kept)


def _fuzz_input(program: Program, run: Run | None) -> bytes | None:
    """The bytes a fuzz target's ``run`` gives the target (None for another entry point)."""
    if run is None:
        return None
    return fuzz_input(program, ((i.function, i.value) for i in run.inputs))


def _spelt(file: str, main: str) -> str:
    """``file`` as the user spelt the checked file when it is that file, else as the checked
    file is spelt: absolute when it is (the editor's, a URI), else relative when below the
    working directory (the command line's)."""
    try:
        if os.path.samefile(file, main):
            return main
    except OSError:
        pass
    return os.path.abspath(file) if os.path.isabs(main) else shown_path(file)
