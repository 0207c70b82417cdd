"""C text to pycparser's AST, the steps every C file goes through (the user's programs and
errlang's own C models): the preprocessor with errlang's headers, GNU extensions removed, gcc's
``va_arg`` made parseable, pycparser, then the normalisations that keep the AST plain C."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

from pycparser import c_ast, c_parser

from errlang.frontend import packed, tables
from errlang.frontend.atomics import atomic_builtins
from errlang.frontend.choice_lvalues import CHOOSE_EXPR, choice_lvalues
from errlang.frontend.cleanup import cleanup_attributes, cleanup_variables
from errlang.frontend.computed_goto import computed_gotos
from errlang.frontend.constructors import RunningAttribute, running_attributes, write_runs
from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.gnu import strip_gnu_extensions
from errlang.frontend.gnu_ast import (
    designator_ranges,
    escape_characters,
    local_labels,
    member_static_assertions,
    refused_functions,
)
from errlang.frontend.gnu_attributes import Position, declaration_attributes
from errlang.frontend.gnu_parser import GnuParser
from errlang.frontend.nonnull import nonnull_attributes, record_nonnull
from errlang.frontend.normalise import (
    kr_definitions,
    library_builtins,
    one_va_list_typedef,
    va_arg_types,
)
from errlang.frontend.preprocess import LIBC_DIR, preprocess
from errlang.frontend.typeof import placeholder_typedefs, replace_typeof, resolve_typeof

VA_LIST_HEADER = LIBC_DIR / "stdarg.h"
# a va_list as errlang's IR sees it (ir/variadic.py): as x86-64's, an array of one element
VA_LIST_TYPEDEF = "typedef char *__builtin_va_list[1];"
GCC_TYPES_HEADER = LIBC_DIR / "stddef.h"
# gcc's builtin type names and what errlang makes of them (long double and __int128 are
# refused where used: docs/semantics.md)
GCC_BUILTIN_TYPES = {
    "_Float32": "float",
    "_Float64": "double",
    "_Float32x": "double",
    "_Float64x": "long double",
    "_Float128": "long double",
    "__float128": "long double",
    "__int128_t": "__int128",
    "__uint128_t": "unsigned __int128",
}
_GCC_BUILTIN_TYPE_RE = re.compile(r"\b(" + "|".join(GCC_BUILTIN_TYPES) + r")\b")
_IMPLICIT_INT_MAIN = re.compile(r"(?m)^main\s*\(")


@dataclass(frozen=True)
class UnwrittenRuns:
    """The constructors and destructors of a unit that does not define ``main``: the entry
    harness errlang builds (``--entry F``, a fuzz target) runs them
    (:func:`errlang.frontend.program.parse_file`); else the unit is refused with
    ``refusal``, located at the first attribute."""

    attributes: tuple[RunningAttribute, ...]
    refusal: Diagnostic


def parse_c(
    path: Path, text: str, include_dirs: Sequence[str] = (), defines: Sequence[str] = ()
) -> c_ast.FileAST:
    """The AST of ``text`` (the contents of ``path``); a located :class:`FrontendError` when
    it is not C that errlang parses."""
    ast, unwritten = parse_c_leaving_runs(path, text, include_dirs, defines)
    if unwritten is not None:
        raise FrontendError([unwritten.refusal])
    return ast


def parse_c_leaving_runs(
    path: Path, text: str, include_dirs: Sequence[str] = (), defines: Sequence[str] = ()
) -> tuple[c_ast.FileAST, UnwrittenRuns | None]:
    """:func:`parse_c`'s AST, and the constructors and destructors it could not write into a
    ``main`` (None when there were none or they are written)."""
    text = preprocess(path, text, include_dirs, defines)
    running = running_attributes(text, lambda offset: source_position(text, str(path), offset))
    nonnull = (
        nonnull_attributes(text, lambda offset: source_position(text, str(path), offset))
        if "nonnull" in text
        else []
    )
    members, modes, vectors = _record_packed(text, path)
    cleanups = cleanup_attributes(text, lambda offset: source_position(text, str(path), offset))
    text = strip_gnu_extensions(text)
    # C89 implicit int: ``main(argc, argv)`` at the start of a line defines main (pycparser
    # needs the type; the inserted word moves the columns of that line only)
    text = _IMPLICIT_INT_MAIN.sub("int main(", text)
    text, typeof_operands = replace_typeof(text)
    if typeof_operands:
        # the placeholders of ``typeof(E)`` are type names from the first line on
        text = f'{placeholder_typedefs(typeof_operands)}\n# 1 "{path}"\n{text}'
    builtin_types = gcc_builtin_types(text)
    if builtin_types:
        # gcc's own type names (glibc's <math.h> and <stdlib.h> in a gcc -E .i file declare
        # `_Float128 strtof128(…)`): typedefs errlang refuses where they are used, not a
        # syntax error for the whole file; from errlang's headers, so a replay leaves them out
        text = f'# 1 "{GCC_TYPES_HEADER}"\n{builtin_types}\n# 1 "{path}"\n{text}'
    if "__builtin_va_list" in text:
        # gcc's builtin type (.i files, <stdarg.h>, <stdio.h>'s v* functions), declared first
        # (a later typedef of it, as the fake libc's, is harmless), as from errlang's
        # <stdarg.h> so that a replay, which leaves out errlang's headers, uses gcc's own; the
        # line marker after it puts the program's text back at its line 1
        text = f'# 1 "{VA_LIST_HEADER}"\n{VA_LIST_TYPEDEF}\n# 1 "{path}"\n{text}'
    try:
        ast = _parsed(text, str(path))
    except c_parser.ParseError as error:
        raise FrontendError([_in_user_file(path, text, _parse_error(path, str(error)))]) from error
    except (AssertionError, RecursionError, IndexError) as error:  # pycparser internals
        raise FrontendError([Diagnostic(str(path), 1, 1, f"parse failed: {error}")]) from error
    resolve_typeof(ast, typeof_operands, str(path))
    try:
        declaration_attributes(ast, members, modes, vectors)
    except FrontendError as error:
        raise FrontendError([_in_user_file(path, text, d) for d in error.diagnostics]) from error
    if "&&" in text or "goto" in text:  # before local_labels: it renames the gotos made here
        computed_gotos(ast)
    local_labels(ast)  # first: a goto's cleanups need to know which label it reaches
    for file, line, column in cleanup_variables(ast, cleanups):
        message = "__attribute__((cleanup)) is supported on local variables only"
        raise FrontendError([_in_user_file(path, text, Diagnostic(file, line, column, message))])
    record_nonnull(ast, nonnull)
    refused_at = write_runs(ast, running)
    unwritten = None
    if refused_at is not None:
        kind = next(a.kind for a in running if a.position == refused_at)
        message = (
            f"__attribute__(({kind})) runs a function where no call is written: supported "
            "in a unit that defines main or is checked from an entry point (--entry F, a "
            "fuzz target), for functions without parameters"
        )
        diagnostic = _in_user_file(path, text, Diagnostic(*refused_at, message))
        unwritten = UnwrittenRuns(tuple(running), diagnostic)
    designator_ranges(ast)
    if CHOOSE_EXPR in text:
        choice_lvalues(ast)
    refused_functions(ast)
    escape_characters(ast)
    if "atomic_" in text or "__sync_" in text:  # every name it rewrites has one of these
        atomic_builtins(ast)
    member_static_assertions(ast)
    kr_definitions(ast)
    library_builtins(ast)
    va_arg_types(ast)
    one_va_list_typedef(ast)
    return ast, unwritten


def _parsed(text: str, path: str) -> c_ast.FileAST:
    """pycparser's AST of ``text``, its long tables of numbers parsed apart (:mod:`.tables`)."""
    shorter, set_aside = tables.set_aside(text)
    if not set_aside:
        return GnuParser().parse(text, filename=path)
    ast = GnuParser().parse(shorter, filename=path)
    if tables.put_back(ast, set_aside, lambda offset: source_position(text, path, offset)):
        return ast
    return GnuParser().parse(text, filename=path)


_DeclarationAttributes = tuple[dict[Position, str], dict[Position, str], dict[Position, str]]
_LINE_MARKER = re.compile(r'^#\s*(\d+)\s+"((?:[^"\\]|\\.)*)"((?:\s+\d+)*)\s*$')


def _in_user_file(path: Path, text: str, diagnostic: Diagnostic) -> Diagnostic:
    """A syntax error inside a header, reported at the user's ``#include`` that brought the
    header in (the header's own file, line and column in the message): an editor shows
    diagnostics in the user's file only, and a header line number means nothing there."""
    if diagnostic.file == str(path):
        return diagnostic
    site = include_site(text, str(path), diagnostic.file, diagnostic.line)
    if site is None:
        return diagnostic
    where = f"{diagnostic.file}:{diagnostic.line}:{diagnostic.column}"
    return Diagnostic(
        str(path), site, 1, f"in header {where} (included here): {diagnostic.message}"
    )


def _record_packed(text: str, path: Path) -> _DeclarationAttributes:
    """Record the packed and aligned structs of ``text`` (errlang/frontend/packed.py); refuse
    a layout attribute errlang cannot follow; the declarations' own ``aligned`` and ``mode``
    and ``vector_size`` by position (for
    :func:`errlang.frontend.gnu_attributes.declaration_attributes`)."""
    found = packed.layout_attributes(text)
    if found.refused is not None:
        file, line, column = source_position(text, str(path), found.refused[0])
        message = f"{found.refused[1]} is not supported: errlang would lay it out as without it"
        raise FrontendError([_in_user_file(path, text, Diagnostic(file, line, column, message))])
    files = {str(path)} | {m.group(1) for m in _LINE_MARKER_ANYWHERE.finditer(text)}
    positions = {source_position(text, str(path), offset) for offset in found.packed}
    aligned: dict[packed.Position, int] = {}
    for offset, alignment in found.aligned:
        position = source_position(text, str(path), offset)
        aligned[position] = max(aligned.get(position, 1), alignment)
    packed.record(files, positions, aligned)
    members = {source_position(text, str(path), offset): e for offset, e in found.members}
    modes = {source_position(text, str(path), offset): m for offset, m in found.modes}
    where = source_positions(text, str(path), [offset for offset, _ in found.vectors])
    vectors = {where[offset]: spelled for offset, spelled in found.vectors}
    return members, modes, vectors


_LINE_MARKER_ANYWHERE = re.compile(r'^#\s*\d+\s+"((?:[^"\\]|\\.)*)"', re.MULTILINE)


def source_position(text: str, main: str, offset: int) -> tuple[str, int, int]:
    """The file, line and column of ``offset`` in preprocessed ``text`` (its line markers)."""
    current, number = main, 1
    for raw in text[:offset].splitlines(keepends=True):
        marker = _LINE_MARKER.match(raw.rstrip("\n"))
        if marker is not None:
            current, number = marker.group(2), int(marker.group(1))
        elif raw.endswith("\n"):
            number += 1
    line_start = text.rfind("\n", 0, offset) + 1
    return current, number, offset - line_start + 1


def source_positions(text: str, main: str, offsets: Sequence[int]) -> dict[int, Position]:
    """:func:`source_position` of many offsets, in one pass over ``text``."""
    found: dict[int, Position] = {}
    pending = sorted(set(offsets))
    if not pending:
        return found
    current, number, start, k = main, 1, 0, 0
    for raw in text.splitlines(keepends=True):
        end = start + len(raw)
        while k < len(pending) and pending[k] < end:
            found[pending[k]] = (current, number, pending[k] - start + 1)
            k += 1
        marker = _LINE_MARKER.match(raw.rstrip("\n"))
        if marker is not None:
            current, number = marker.group(2), int(marker.group(1))
        elif raw.endswith("\n"):
            number += 1
        start = end
    return found


def include_site(text: str, main: str, header: str, line: int) -> int | None:
    """The line of ``main`` whose ``#include`` (directly or through other headers) brought in
    line ``line`` of ``header``, read from the preprocessor's line markers in ``text``
    (``# N "file" flags``: flag 1 enters an included file, flag 2 returns to the includer)."""
    stack: list[tuple[str, int]] = []  # the includers: (file, line of the #include)
    current, number = main, 1
    for raw in text.splitlines():
        marker = _LINE_MARKER.match(raw)
        if marker is None:
            if current == header and number == line:
                includers = [n for f, n in stack if f == main]
                return includers[0] if includers else None
            number += 1
            continue
        flags = marker.group(3).split()
        if "1" in flags:
            stack.append((current, number))
        elif "2" in flags and stack:
            stack.pop()
        current, number = marker.group(2), int(marker.group(1))
    return None


def _parse_error(path: Path, message: str) -> Diagnostic:
    # pycparser: "file:line:column: before: token"
    parts = message.split(":")
    for i in range(len(parts) - 2):
        if parts[i + 1].strip().isdigit() and parts[i + 2].strip().isdigit():
            rest = ":".join(parts[i + 3 :]).strip()
            return Diagnostic(
                ":".join(parts[: i + 1]) or str(path),
                int(parts[i + 1]),
                int(parts[i + 2]),
                f"syntax error {rest}" if rest.startswith("before") else f"syntax error: {rest}",
            )
    return Diagnostic(str(path), 1, 1, f"syntax error: {message}")


def gcc_builtin_types(text: str) -> str:
    """Typedefs of the gcc builtin type names ``text`` uses (none when it uses none)."""
    used = sorted(set(_GCC_BUILTIN_TYPE_RE.findall(text)))
    return " ".join(f"typedef {GCC_BUILTIN_TYPES[name]} {name};" for name in used)
