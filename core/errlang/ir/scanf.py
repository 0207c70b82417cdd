"""``scanf(fmt, …)`` and ``fscanf(stream, fmt, …)``: input read into the arguments.

``fscanf`` also applies the call to its stream through a C model (``__errlang_after_scanf``):
EOF at a sticky end of file, and the end-of-file and error indicators that ``feof``/``ferror``
read afterwards (before, they stayed clear: ``if (fscanf(f, "%d", &x) == EOF)
assert(feof(f) || ferror(f));`` failed, and a loop reading until ``feof`` never ended).

Before this module a call was an undefined function whose result was an input and whose
arguments were not written: ``int x = 0; if (scanf("%d", &x) == 1) assert(x != 5);`` was
said to hold for all runs. Now, for a format that is a string literal, the call returns an
input ``r`` with ``EOF <= r <= k`` (``k`` the assigning conversions) and conversion ``i``
stores an input of its argument's pointee type when ``r > i`` (C11 7.21.6.2p16: the count of
items assigned). Conversions errlang cannot write soundly (``%s``, ``%[``, ``%p``, ``%n``, a
``%c`` of several characters) and a format that is not a literal are refused where called.
``sscanf`` reads a string the program knows: an arbitrary value could fail assertions that
hold in C, so it is refused too (``conventions``).
"""

from __future__ import annotations

import re

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert
from errlang.ir.initializers import string_bytes
from errlang.ir.lowering_api import Lowering
from errlang.ir.typeenv import located

AFTER_SCANF = "__errlang_after_scanf"
"""The C model that applies an fscanf to its stream (errlang/include/models/scanf.c)."""

# %[*][width][length]conversion
_CONVERSION = re.compile(r"%(\*?)(\d*)(hh|h|ll|l|L|j|z|t)?([diouxXaefgEGcspn%\[])")


def conversions(fmt: str) -> list[tuple[bool, str, str]]:
    """(suppressed, width, conversion) of each conversion of ``fmt`` but ``%%``."""
    return [
        (m.group(1) == "*", m.group(2), m.group(4))
        for m in _CONVERSION.finditer(fmt)
        if m.group(4) != "%"
    ]


def lower_scanf(
    lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr:
    assert isinstance(node.name, c_ast.ID)
    name = node.name.name
    first = 1 if name == "fscanf" else 0
    if len(args) <= first:
        raise located(node, f"{name} needs a format")
    stream = lowering.rvalue(args[0]) if first else None
    fmt_node = args[first]
    if not (isinstance(fmt_node, c_ast.Constant) and fmt_node.type == "string"):
        raise located(node, f"{name} with a format that is not a string literal is not supported")
    fmt = string_bytes(fmt_node).decode("latin-1")
    assigned = [(width, conv) for suppressed, width, conv in conversions(fmt) if not suppressed]
    targets = args[first + 1 :]
    if len(targets) < len(assigned):
        raise located(node, f"{name}: fewer arguments than conversions")
    loc = lowering.loc(node)
    count = lowering.builder.new_temp(t.INT)
    lowering.emit(n.Nondet(loc, count, name, t.INT))
    result: n.Expr = n.Reg(t.INT, count.name)
    lowering.emit(n.Assume(loc, n.Binary(t.INT, ">=", result, n.Const(t.INT, -1))))
    lowering.emit(n.Assume(loc, n.Binary(t.INT, "<=", result, n.Const(t.INT, len(assigned)))))
    if stream is not None and AFTER_SCANF in lowering.unit.program.library:
        result = _after_scanf(lowering, loc, stream, result)
    for index, ((width, conv), target) in enumerate(zip(assigned, targets, strict=False)):
        pointer = lowering.scalar(target)
        if not isinstance(pointer.type, t.PointerType):
            raise located(target, f"{name}: argument {index + 1} is not a pointer")
        pointee = pointer.type.target
        if conv in "s[pn" or (conv == "c" and width not in ("", "1")):
            raise located(node, f"{name}'s %{conv} conversion is not supported")
        if not t.is_arithmetic(pointee):
            raise located(target, f"{name}: %{conv} into {pointee} is not supported")
        value = lowering.builder.new_temp(pointee)
        lowering.emit(n.Nondet(loc, value, f"{name}:{index + 1}", pointee))
        old = n.Load(pointee, pointer)
        written = n.Binary(t.INT, ">", result, n.Const(t.INT, index))
        store = n.Cond(pointee, written, n.Reg(pointee, value.name), old)
        lowering.emit(n.Assign(loc, n.MemLV(pointer, pointee), store))
    for extra in targets[len(assigned) :]:
        lowering.effect(extra)
    return result


def _after_scanf(lowering: Lowering, loc: n.Loc, stream: n.Expr, count: n.Expr) -> n.Expr:
    """The count after the stream's model has seen it: EOF at a sticky end of file; the
    end-of-file and error indicators set as an fscanf may set them."""
    params = lowering.unit.function_types[AFTER_SCANF].params
    # handed as an expression: the input stays fscanf's in counterexamples (stream_reads.py)
    handed = n.Binary(t.INT, "|", count, n.Const(t.INT, 0))
    result = lowering.builder.new_temp(t.INT)
    lowering.emit(n.Call(loc, result, AFTER_SCANF, (convert(stream, params[0]), handed)))
    return n.Reg(t.INT, result.name)
