"""Objects declared ``extern`` and defined nowhere (eleventh session, K): the caveat a function
defined nowhere carries (:data:`errlang.session.assumptions.UNLINKED`: "gcc cannot link this
program as it is"), said of variables too.

``extern int limit;`` with no definition in any unit of the program is an object errlang
lowers zero-initialised, as a definition without an initializer would be (ir/lower.py
``declare_global``); gcc's linker refuses the program ("undefined reference to `limit'"), and
the real program has whatever value the definition it is linked with gives. So every verdict
assumes the value 0 (a ``holds`` too: with ``limit = 7`` defined elsewhere an assertion that
holds may fail), and no run can be replayed under gcc as the program is. The result says so:
one assumption per such object, located at its declaration (JSON ``assumptions``, the text's
``assumed:`` lines), and each ``fails`` and each finding names the objects in its reason and
``assumes``. Only objects the program's code names count (a declaration nothing uses links),
and only declarations in the program's own files, its own headers among them (errlang's
bundled C library headers declare ``stdin``, ``errno``: the C library defines them).
"""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from pycparser import c_ast

from errlang.frontend import Program
from errlang.frontend.preprocess import HEADER_DIRS
from errlang.session.verdicts import CheckResult, InputError

UNDEFINED_OBJECT = (
    "assumed: {name} is zero-initialised: it is declared extern but defined nowhere, so "
    "gcc cannot link this program as it is (the definition it is linked with may give it "
    "another value)"
)
SAID = (
    "assuming {names} {verb} zero-initialised: declared extern but defined nowhere, so gcc "
    "cannot link this program as it is"
)


def undefined_objects(program: Program) -> dict[str, c_ast.Decl]:
    """The objects ``program``'s own files declare ``extern`` and no unit defines, that some
    function names, by name -> their first such declaration."""
    defined: set[str] = set()
    declared: dict[str, c_ast.Decl] = {}
    for item in program.ast.ext:
        if not isinstance(item, c_ast.Decl) or not item.name:
            continue
        if isinstance(item.type, c_ast.FuncDecl):
            continue
        if "extern" not in item.storage or item.init is not None:
            defined.add(item.name)
        elif _own(item):
            declared.setdefault(item.name, item)
    named = _Names()
    for item in program.ast.ext:
        if isinstance(item, c_ast.FuncDef):
            named.visit(item)
    return {
        name: decl
        for name, decl in declared.items()
        if name not in defined and name in named.used and name not in named.local
    }


class _Names(c_ast.NodeVisitor):
    """The identifiers function bodies use, and the names they declare locally (a local of
    the same name may be what the uses mean: such an object is left out)."""

    def __init__(self) -> None:
        self.used: set[str] = set()
        self.local: set[str] = set()

    def visit_ID(self, node: c_ast.ID) -> None:
        self.used.add(node.name)

    def visit_Decl(self, node: c_ast.Decl) -> None:
        if node.name and "extern" not in node.storage:
            self.local.add(node.name)
        self.generic_visit(node)


def _own(decl: c_ast.Decl) -> bool:
    """Whether ``decl`` is in the program's own files (its headers too), not in errlang's
    bundled headers."""
    file = decl.coord.file if decl.coord is not None else None
    if not file:
        return False
    resolved = str(Path(file).resolve())
    return not any(resolved.startswith(str(Path(d).resolve())) for d in HEADER_DIRS)


def extern_results(result: CheckResult, program: Program) -> CheckResult:
    """``result`` with the assumption each object defined nowhere makes (module text)."""
    objects = undefined_objects(program)
    if not objects:
        return result
    assumed = tuple(
        InputError(
            decl.coord.line if decl.coord else 0,
            decl.coord.column if decl.coord else 0,
            UNDEFINED_OBJECT.format(name=name),
            _file(decl, program),
        )
        for name, decl in sorted(objects.items())
    )
    names = sorted(objects)
    said = SAID.format(names=", ".join(names), verb="is" if len(names) == 1 else "are")
    verdicts = tuple(
        replace(v, reason=f"{v.reason}; {said}") if v.verdict == "fails" else v
        for v in result.assertions
    )
    findings = tuple(
        replace(f, assumes="; ".join(x for x in (f.assumes, said) if x)) for f in result.findings
    )
    return replace(
        result,
        assertions=verdicts,
        findings=findings,
        assumptions=(*result.assumptions, *assumed),
    )


def _file(decl: c_ast.Decl, program: Program) -> str:
    """The declaration's file, "" when it is the checked file."""
    file = decl.coord.file if decl.coord is not None else None
    if not file or Path(str(file)).resolve() == Path(program.path).resolve():
        return ""
    return str(file)
