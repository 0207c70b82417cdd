"""The bundled library of C models (DESIGN §2, CBMC's approach).

Library functions that programs call (``strlen``, ``isdigit``, ``atoi``, …) are defined in C in
``errlang/include/models/*.c`` and compiled by errlang's own front end. A program is linked with
the definitions of the functions it calls and does not define, and with the functions those
call in turn. A new library function is a few lines of C in one of those files.
"""

from __future__ import annotations

import functools
import re
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
        found.update(_parsed(path))
    return found


@functools.cache
def _parsed(path: Path) -> dict[str, c_ast.FuncDef]:
    try:
        ast = parse_c(path, path.read_text(encoding="utf-8"))
    except FrontendError as error:  # a bug of errlang's own library: say where
        raise FrontendError(
            [replace(d, message=f"in errlang's C models: {d.message}") for d in error.diagnostics]
        ) from error
    return {ext.decl.name: ext for ext in ast.ext if isinstance(ext, c_ast.FuncDef)}


@functools.cache
def model_files() -> dict[str, Path]:
    """The model file defining each function, read from the files' text without parsing them:
    a program is linked with the files it needs only (parsing all of them cost a quarter of a
    second at every start). tests/unit/frontend checks this against the parsed files."""
    return {
        name: path
        for path in sorted(MODELS_DIR.glob("*.c"))
        for name in defined_names(path.read_text(encoding="utf-8"))
    }


def model(name: str) -> c_ast.FuncDef | None:
    """The model definition of ``name``, or None when the library has none."""
    path = model_files().get(name)
    return None if path is None else _parsed(path).get(name)


_LITERAL_OR_COMMENT = re.compile(
    r'(?P<text>"(?:\\.|[^"\\\n])*"|\'(?:\\.|[^\'\\\n])*\')|/\*.*?\*/|//[^\n]*', re.S
)
_DIRECTIVE = re.compile(r"^[ \t]*#(?:[^\n]*\\\n)*[^\n]*", re.M)
_ATTRIBUTE = re.compile(r"__attribute__\s*\(\((?:[^()]|\([^()]*\))*\)\)")
_CALLED = re.compile(r"([A-Za-z_]\w*)\s*\(")


def defined_names(text: str) -> set[str]:
    """The names of the functions ``text`` (C) defines at file scope: a head ``... name(...)``
    followed by a body at brace depth 0 (comments, literals, directives and attributes
    removed first; an initialiser's ``= {`` is no definition)."""
    text = _LITERAL_OR_COMMENT.sub(lambda m: '""' if m.group("text") else " ", text)
    text = _ATTRIBUTE.sub(" ", _DIRECTIVE.sub(" ", text))
    names: set[str] = set()
    depth, start = 0, 0
    for i, char in enumerate(text):
        if char == "{":
            head = text[start:i]
            if depth == 0 and "=" not in head and (called := _CALLED.search(head)):
                names.add(called.group(1))
            depth += 1
        elif char == "}":
            depth -= 1
            start = i + 1 if depth == 0 else start
        elif char == ";" and depth == 0:
            start = i + 1
    return names


# Inputs whose lowering calls a model besides (errlang/ir/stream_reads.py): a direct
# fgetc/getc/getchar moves its stream; output functions read their strings and their stream
# (errlang/ir/print_reads.py).
_READS = ("__errlang_print_string",)
_WRITES = ("__errlang_print_to",)
COMPANIONS: dict[str, tuple[str, ...]] = {
    "fgetc": ("__errlang_after_read",),
    "getc": ("__errlang_after_read",),
    "getchar": ("__errlang_after_getchar",),
    "fscanf": ("__errlang_after_scanf",),  # fscanf's end-of-file and error indicators
    "printf": _READS,
    "dprintf": _READS,
    "puts": _READS,
    "fprintf": _READS + _WRITES,
    "fputs": _READS + _WRITES,
    "vfprintf": _WRITES,
    "fputc": _WRITES,
    "putc": _WRITES,
}


def link(called: Iterable[str], defined: Iterable[str]) -> dict[str, c_ast.FuncDef]:
    """The model definitions a program needs: those of the functions it calls without defining
    them (and the models their lowering calls, :data:`COMPANIONS`), closed under the calls of
    the models themselves."""
    defined = frozenset(defined)
    linked: dict[str, c_ast.FuncDef] = {}
    # in name order, never a set's: the models' order is the order their loops are numbered
    # in, and the IR's fingerprint (the query cache's key) must not change with the process's
    # hash seed
    pending = sorted(
        {name for name in _with_companions(called, defined) if name not in defined}, reverse=True
    )
    while pending:
        name = pending.pop()
        definition = None if name in linked else model(name)
        if definition is None:
            continue
        linked[name] = definition
        pending.extend(
            sorted(
                {
                    callee
                    for callee in _with_companions(called_names(definition.body), defined)
                    if callee not in defined and callee not in linked
                },
                reverse=True,
            )
        )
    return linked


def _with_companions(names: Iterable[str], defined: frozenset[str]) -> list[str]:
    names = list(names)
    return names + [c for n in names if n in COMPANIONS and n not in defined for c in COMPANIONS[n]]


def is_model_file(path: str | Path) -> bool:
    return str(path).startswith(str(MODELS_DIR))
