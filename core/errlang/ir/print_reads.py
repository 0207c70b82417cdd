"""The reads of the output functions (``printf``, ``fprintf``, ``dprintf``, ``puts``, ``fputs``,
``fputc``, ``putc``, ``vprintf``, ``vfprintf``, ``vdprintf``): what they write is not kept, but
what they read is read as in C (C11 7.21.6.1, 7.21.7.3, 7.21.7.9), so a ``%s`` of an
unterminated buffer is a read past its end, and a stream used after ``fclose`` a use after
free. Before, only their scalar arguments were read.

A literal format's ``%s`` conversions are read in one step each (``__errlang_print_string``,
``include/models/stdio.c``; the format itself is a literal, so no loop over it); any other
format is read by the model of ``snprintf``/``vsnprintf`` called with no buffer, which reads
what glibc's ``printf`` reads (``frontend/print_formats.py`` decides which, for the front end's
linking and here alike). A program without errlang's ``<stdio.h>`` (an implicit ``printf``)
has no such models linked: its calls read their scalar arguments as before.
"""

from __future__ import annotations

from collections.abc import Callable

from pycparser import c_ast

from errlang.frontend.print_formats import (
    FORMAT_ARGUMENT,
    PRINT_STRING,
    PRINT_TO,
    STREAM_ARGUMENT,
    STRING_ARGUMENT,
    format_reads,
    formatter_model,
    literal_bytes,
    needs_formatter,
)
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert, has_side_effects
from errlang.ir.lowering_api import Lowering

PRINTERS = frozenset(FORMAT_ARGUMENT) | frozenset(STRING_ARGUMENT) | frozenset(STREAM_ARGUMENT)

# (call node, model name, its arguments) -> the model's result: CallLowering's direct call
CallModel = Callable[[c_ast.FuncCall, str, list[c_ast.Node]], object]


def lower_print_arguments(
    lowering: Lowering, node: c_ast.FuncCall, name: str, args: list[c_ast.Node], call: CallModel
) -> bool:
    """Evaluate the arguments of the output call ``name`` and read what it reads; False (and
    nothing emitted) when errlang's models for it are not linked."""
    library = lowering.unit.program.library
    if PRINT_STRING not in library and PRINT_TO not in library:
        return False
    at = FORMAT_ARGUMENT.get(name)
    strings: list[tuple[int, int | None, int | None]] = []
    if at is not None and len(args) > at:
        text = literal_bytes(args[at])
        if needs_formatter(name, text, len(args)):
            model = formatter_model(name)
            if model not in library:
                return False
            _read_stream(lowering, node, name, _evaluate(lowering, args[:at]))
            zero = c_ast.Constant("int", "0", coord=node.coord)
            call(node, model, [zero, zero, *args[at:]])
            return True
        assert text is not None
        reads = format_reads(text, at + 1)
        assert reads is not None
        strings = [(r.argument, r.precision, r.precision_argument) for r in reads.strings]
    elif name in STRING_ARGUMENT:
        strings = [(STRING_ARGUMENT[name], None, None)]
    values = _evaluate(lowering, args)
    _read_stream(lowering, node, name, values)
    for index, precision, precision_argument in strings:
        if PRINT_STRING not in library or _constant_string(args[index]):
            continue
        limit: n.Expr = n.Const(t.INT, -1 if precision is None else precision)
        held = values[precision_argument] if precision_argument is not None else None
        if held is not None:
            limit = convert(held, t.INT)
        _read_string(lowering, node, values[index], limit, at is not None)
    return True


def _constant_string(arg: c_ast.Node) -> bool:
    """A string that is always terminated within its object: a literal, ``__func__``."""
    if isinstance(arg, c_ast.ID) and arg.name in _FUNCTION_NAMES:
        return True
    return literal_bytes(arg) is not None


_FUNCTION_NAMES = frozenset({"__func__", "__FUNCTION__", "__PRETTY_FUNCTION__"})


def _evaluate(lowering: Lowering, args: list[c_ast.Node]) -> list[n.Expr | None]:
    """Each argument evaluated once: its scalar value in a register (read: an invalid
    argument is undefined), None for other values."""
    values: list[n.Expr | None] = []
    for arg in args:
        kept = not has_side_effects(arg) or t.is_scalar(lowering.expression_type(arg))
        value = lowering.rvalue(arg) if kept else None
        if value is None:
            lowering.effect(arg)
        if value is not None and t.is_scalar(value.type):
            temp = lowering.builder.new_temp(value.type)
            lowering.emit(n.Assign(lowering.loc(arg), temp, value))
            values.append(n.Reg(temp.type, temp.name))
        else:
            values.append(None)
    return values


def _read_stream(
    lowering: Lowering, node: c_ast.FuncCall, name: str, values: list[n.Expr | None]
) -> None:
    index = STREAM_ARGUMENT.get(name)
    if index is None or index >= len(values) or PRINT_TO not in lowering.unit.program.library:
        return
    stream = values[index]
    if stream is None or not isinstance(stream.type, t.PointerType):
        return
    param = lowering.unit.function_types[PRINT_TO].params[0]
    result = lowering.builder.new_temp(t.INT)
    lowering.emit(n.Call(lowering.loc(node), result, PRINT_TO, (convert(stream, param),)))


def _read_string(
    lowering: Lowering, node: c_ast.FuncCall, value: n.Expr | None, limit: n.Expr, printf: bool
) -> None:
    if value is None or not isinstance(value.type, t.PointerType | t.ArrayType):
        return
    ftype = lowering.unit.function_types[PRINT_STRING]
    result = lowering.builder.new_temp(ftype.result)
    arguments = (convert(value, ftype.params[0]), limit, n.Const(t.INT, int(printf)))
    lowering.emit(n.Call(lowering.loc(node), result, PRINT_STRING, arguments))
