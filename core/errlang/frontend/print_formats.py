"""What the output functions read (C11 7.21.6.1, 7.21.7.3, 7.21.7.9): ``printf``'s ``%s``
reads its string argument up to the terminator or as many bytes as the precision says, and
``puts``/``fputs`` read theirs. Before, these calls read only their scalar arguments, so a
``printf("%s", name)`` of an unterminated buffer was no read past its end.

A literal format is parsed here, once, by the front end (which links the models a call needs)
and by the lowering (``ir/print_reads.py``), so both agree: the plain conversions of a literal
are read in one step (no loop over the format, no loop bound); any other format — not a
literal, positional (``%1$s``), wide (``%ls``), ``%n`` (a write) — goes through the model of
``vsnprintf`` (``include/models/printf.c``) called with no buffer, which reads exactly what
glibc's ``printf`` reads.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from pycparser import c_ast

from errlang.frontend.literals import c_string_bytes

# The argument (0-based) that is the format, for the printf family.
FORMAT_ARGUMENT = {
    "printf": 0,
    "fprintf": 1,
    "dprintf": 1,
    "vprintf": 0,
    "vfprintf": 1,
    "vdprintf": 1,
}
# Formats whose other arguments are a va_list: always read through the formatter model.
VA_LIST_PRINTERS = frozenset({"vprintf", "vfprintf", "vdprintf"})
# The string argument of puts and fputs.
STRING_ARGUMENT = {"puts": 0, "fputs": 0}
# The stream argument of the output functions writing to a FILE.
STREAM_ARGUMENT = {"fprintf": 0, "vfprintf": 0, "fputs": 1, "fputc": 1, "putc": 1}

PRINT_STRING = "__errlang_print_string"  # (const char *s, int precision, int from_printf)
PRINT_TO = "__errlang_print_to"  # (FILE *stream) -> int: reads the stream's state

_CONVERSION = re.compile(
    rb"%(?P<flags>[-+ #0'I]*)(?P<width>\*|[0-9]+)?(?:\.(?P<precision>\*|[0-9]*))?"
    rb"(?P<length>hh|h|ll|l|j|z|t|L|q)?(?P<conversion>[diouxXcspfFeEgGaAm%])"
)
_PLAIN_CONVERSIONS = frozenset(b"diouxXcspfFeEgGaA")


@dataclass(frozen=True)
class StringRead:
    """One ``%s``: its argument (0-based among the call's arguments) and its precision, a
    constant (``%.3s``), the argument holding it (``%.*s``), or neither (read to the end)."""

    argument: int
    precision: int | None = None
    precision_argument: int | None = None


@dataclass(frozen=True)
class FormatReads:
    """What a literal format reads: its string arguments; ``arguments`` is how many
    arguments after the format its conversions take."""

    strings: tuple[StringRead, ...]
    arguments: int


def format_reads(text: bytes, first: int) -> FormatReads | None:
    """The reads of the literal format ``text`` whose first converted argument is the call's
    argument ``first``; None when the format needs the formatter model (a conversion this
    parser does not take in one step)."""
    strings: list[StringRead] = []
    at, position = 0, first
    while (start := text.find(b"%", at)) >= 0:
        match = _CONVERSION.match(text, start)
        if match is None:
            return None  # %n, %ls-like wide strings, positional arguments, unknown
        at = match.end()
        conversion = match.group("conversion")
        if conversion in (b"%", b"m"):
            continue
        if match.group("width") == b"*":
            position += 1
        precision, precision_argument = None, None
        if match.group("precision") == b"*":
            precision_argument = position
            position += 1
        elif match.group("precision") is not None:
            precision = int(match.group("precision") or b"0")
        if conversion == b"s":
            if match.group("length") is not None:
                return None  # a wide string (%ls)
            strings.append(StringRead(position, precision, precision_argument))
        elif conversion[0] not in _PLAIN_CONVERSIONS:
            return None
        position += 1
    return FormatReads(tuple(strings), position - first)


def needs_formatter(name: str, format_text: bytes | None, argument_count: int) -> bool:
    """Whether a call of ``name`` (a printf of :data:`FORMAT_ARGUMENT`) with the literal
    format ``format_text`` (None: not a literal) and ``argument_count`` arguments is read
    through the formatter model rather than in one step."""
    if name in VA_LIST_PRINTERS or format_text is None:
        return True
    reads = format_reads(format_text, FORMAT_ARGUMENT[name] + 1)
    return reads is None or FORMAT_ARGUMENT[name] + 1 + reads.arguments > argument_count


def formatter_model(name: str) -> str:
    """The model a call of ``name`` that :func:`needs_formatter` reads through."""
    return "vsnprintf" if name in VA_LIST_PRINTERS else "snprintf"


def literal_bytes(node: c_ast.Node) -> bytes | None:
    """The bytes of a narrow string literal argument (casts stripped), else None."""
    while isinstance(node, c_ast.Cast):
        node = node.expr
    if isinstance(node, c_ast.Constant) and node.type == "string" and node.value.startswith('"'):
        return c_string_bytes(node.value[1:-1])
    return None


class _Printers(c_ast.NodeVisitor):
    def __init__(self) -> None:
        self.models: set[str] = set()

    def visit_FuncCall(self, node: c_ast.FuncCall) -> None:
        name = node.name.name if isinstance(node.name, c_ast.ID) else None
        args = list(node.args.exprs) if node.args else []
        if name in FORMAT_ARGUMENT and len(args) > FORMAT_ARGUMENT[name]:
            text = literal_bytes(args[FORMAT_ARGUMENT[name]])
            if needs_formatter(name, text, len(args)):
                self.models.add(formatter_model(name))
        self.generic_visit(node)


def formatters_called(ast: c_ast.Node) -> set[str]:
    """The formatter models (``snprintf``, ``vsnprintf``) that the printf calls of ``ast``
    are read through (:func:`needs_formatter`): the front end links them as called."""
    finder = _Printers()
    finder.visit(ast)
    return finder.models
