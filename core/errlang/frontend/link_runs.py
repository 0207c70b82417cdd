"""gcc's constructors and destructors of a linked program's units that do not define ``main``
(gcc's "Common Function Attributes"; :mod:`errlang.frontend.constructors` for one unit).

A library unit often has one (jq 1.5's ``jv_alloc.c``, libuv's ``uv-common.c``): gcc runs it
before the ``main`` of another unit. Before (tenth round), such a unit was refused whole. Now
the linked program's ``main`` (the one a unit defines, or the harness ``--entry`` builds)
calls them, as :func:`~errlang.frontend.constructors.write_runs` writes them for one unit:
constructors with a priority first, by increasing priority, then the others in link order
(the order of the units on the command line, then of each file: gcc 12 and ld on x86-64 run
``.init_array`` so); destructors in the reverse order, where ``main`` returns and before each
``exit``. A prototype of each such function goes before ``main`` (in the main unit that a
replay compiles alone; the attributes themselves are removed, so gcc calls each once).

Still refused, at the attribute: a ``static`` one (another unit cannot call it by name), one
that takes parameters, and a program whose main unit has constructors or destructors of its
own besides (their order across units is not followed).
"""

from __future__ import annotations

import copy
from collections.abc import Sequence

from pycparser import c_ast

from errlang.frontend.constructors import RunningAttribute, run_order, write_runs
from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.parse import UnwrittenRuns

STATIC_MESSAGE = (
    "__attribute__(({kind})) on a static function of a unit without main: errlang calls the "
    "units' constructors and destructors from main, which cannot call a static function of "
    "another unit"
)
BOTH_MESSAGE = (
    "__attribute__(({kind})) in a unit without main while the unit defining main has its own: "
    "their order across units is not followed"
)


def write_linked_runs(
    merged: c_ast.FileAST, unwritten: Sequence[UnwrittenRuns], main_has_runs: bool
) -> None:
    """Write the constructors and destructors of ``unwritten`` (the units' in link order)
    into ``merged``'s ``main``; a located :class:`FrontendError` where they cannot be."""
    if not unwritten:
        return
    first = unwritten[0]
    if main_has_runs:
        raise FrontendError([_said(first, BOTH_MESSAGE)])
    attributes: list[RunningAttribute] = [a for runs in unwritten for a in runs.attributes]
    chosen = run_order(attributes, merged, "constructor") + run_order(
        attributes, merged, "destructor"
    )
    for decl in chosen:
        if "static" in decl.storage:
            runs = next(r for r in unwritten if _names(r, decl))
            raise FrontendError([_said(runs, STATIC_MESSAGE)])
    if write_runs(merged, attributes) is not None:
        raise FrontendError([first.refusal])
    at = next(
        (
            i
            for i, ext in enumerate(merged.ext)
            if isinstance(ext, c_ast.FuncDef) and ext.decl.name == "main"
        ),
        len(merged.ext),
    )
    merged.ext[at:at] = [_prototype(decl) for decl in chosen]


def _names(runs: UnwrittenRuns, decl: c_ast.Decl) -> bool:
    return any(a.position[0] == str(decl.coord.file) for a in runs.attributes)


def _said(runs: UnwrittenRuns, message: str) -> Diagnostic:
    kind = runs.attributes[0].kind
    refusal = runs.refusal
    return Diagnostic(refusal.file, refusal.line, refusal.column, message.format(kind=kind))


def _prototype(decl: c_ast.Decl) -> c_ast.Decl:
    """``decl`` as a plain external declaration (no body, no ``inline``, no attributes)."""
    declared = copy.deepcopy(decl)
    declared.storage = [s for s in declared.storage if s != "extern"]
    declared.funcspec = []
    declared.init = None
    return declared
