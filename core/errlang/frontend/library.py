"""The bundled library of C models (DESIGN §2, CBMC's approach).

Library functions that programs call (``strlen``, ``isdigit``, ``atoi``, …) are defined in C in
``errlang/include/models/*.c`` and compiled by errlang's own front end. A program is linked with
the definitions of the functions it calls and does not define, and with the functions those
call in turn. A new library function is a few lines of C in one of those files.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable
from dataclasses import replace
from pathlib import Path

from pycparser import c_ast

from errlang.frontend.errors import FrontendError
from errlang.frontend.parse import parse_c
from errlang.frontend.preprocess import INCLUDE_DIR

MODELS_DIR = INCLUDE_DIR / "models"


class _Calls(c_ast.NodeVisitor):
    def __init__(self) -> None:
        self.names: set[str] = set()

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        if isinstance(node.name, c_ast.ID):
            self.names.add(node.name.name)
        self.generic_visit(node)


def called_names(node: c_ast.Node) -> set[str]:
    """Names of the functions called directly in ``node``."""
    finder = _Calls()
    finder.visit(node)
    return finder.names


@functools.cache
def models() -> dict[str, c_ast.FuncDef]:
    """Every model definition of the bundled library, by function name."""
    found: dict[str, c_ast.FuncDef] = {}
    for path in sorted(MODELS_DIR.glob("*.c")):
        try:
            ast = parse_c(path, path.read_text(encoding="utf-8"))
        except FrontendError as error:  # a bug of errlang's own library: say where
            raise FrontendError(
                [
                    replace(d, message=f"in errlang's C models: {d.message}")
                    for d in error.diagnostics
                ]
            ) from error
        for ext in ast.ext:
            if isinstance(ext, c_ast.FuncDef):
                found[ext.decl.name] = ext
    return found


# Inputs whose lowering calls a model besides (errlang/ir/stream_reads.py): a direct
# fgetc/getc/getchar moves its stream.
COMPANIONS = {
    "fgetc": "__errlang_after_read",
    "getc": "__errlang_after_read",
    "getchar": "__errlang_after_getchar",
    "fscanf": "__errlang_after_scanf",  # fscanf's end-of-file and error indicators
}


def link(called: Iterable[str], defined: Iterable[str]) -> dict[str, c_ast.FuncDef]:
    """The model definitions a program needs: those of the functions it calls without defining
    them (and the models their lowering calls, :data:`COMPANIONS`), closed under the calls of
    the models themselves."""
    available = models()
    defined = frozenset(defined)
    linked: dict[str, c_ast.FuncDef] = {}
    pending = [name for name in _with_companions(called, defined) if name not in defined]
    while pending:
        name = pending.pop()
        if name in linked or name not in available:
            continue
        linked[name] = available[name]
        pending.extend(
            callee
            for callee in _with_companions(called_names(available[name].body), defined)
            if callee not in defined and callee not in linked
        )
    return linked


def _with_companions(names: Iterable[str], defined: frozenset[str]) -> list[str]:
    names = list(names)
    return names + [COMPANIONS[n] for n in names if n in COMPANIONS and n not in defined]


def is_model_file(path: str | Path) -> bool:
    return str(path).startswith(str(MODELS_DIR))
