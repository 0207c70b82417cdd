"""``fgetc``, ``getc`` and ``getchar`` read one input byte *and* move their stream (issue 29).

The byte stays an input of the call itself (named ``fgetc``, ``getc``, ``getchar``, in
[−1, 255]: ``frontend/conventions.py``'s ``INPUT_RANGES``), so counterexamples name it and a
replay feeds it to the program's own call. The stream's state is the C models' (``FILE`` in
``include/libc/stdio.h``): the value goes through ``__errlang_after_read(stream, byte)``
(``include/models/stdio.c``), which returns a pushed-back character first, keeps end-of-file
sticky, sets the end-of-file or error indicator at EOF and counts the position. Before, a
direct ``fgetc`` left the stream untouched: ``if (fgetc(f) == EOF) assert(feof(f) ||
ferror(f));`` failed where C holds it, and so did ``ftell(f) == 1`` after one byte.
"""

from __future__ import annotations

from pycparser import c_ast

from errlang.frontend.conventions import INPUT_RANGES
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import convert
from errlang.ir.lowering_api import Lowering
from errlang.ir.typeenv import located

AFTER_READ = "__errlang_after_read"  # (FILE *stream, int byte) -> int
AFTER_GETCHAR = "__errlang_after_getchar"  # (int byte) -> int: stdin's


def lower_stream_read(
    lowering: Lowering, node: c_ast.FuncCall, args: list[c_ast.Node], want: bool
) -> n.Expr:
    """One input byte of the call, then the stream's model applied to it."""
    assert isinstance(node.name, c_ast.ID)
    name = node.name.name
    takes_stream = name != "getchar"
    if len(args) != (1 if takes_stream else 0):
        raise located(node, f"{name} takes {'one argument' if takes_stream else 'no argument'}")
    stream = lowering.scalar(args[0]) if takes_stream else None
    loc = lowering.loc(node)
    byte = lowering.builder.new_temp(t.INT)
    lowering.emit(n.Nondet(loc, byte, name, t.INT))
    value = n.Reg(t.INT, byte.name)
    low, high = INPUT_RANGES[name]
    hook = AFTER_READ if takes_stream else AFTER_GETCHAR
    if hook not in lowering.unit.program.library:  # a program defining the hook's name
        lowering.emit(n.Assume(loc, n.Binary(t.INT, ">=", value, n.Const(t.INT, low))))
        lowering.emit(n.Assume(loc, n.Binary(t.INT, "<=", value, n.Const(t.INT, high))))
        return value
    # the model assumes the range; the byte is handed over as an expression, so that
    # counterexamples show the input as the call's (``fgetc() = 58``), not as the hook's
    # parameter (encoder/names.py names a register passed straight to a call by the callee)
    handed = n.Binary(t.INT, "|", value, n.Const(t.INT, 0))
    params = lowering.unit.function_types[hook].params
    hook_args = (convert(stream, params[0]), handed) if stream is not None else (handed,)
    result = lowering.builder.new_temp(t.INT)
    lowering.emit(n.Call(loc, result, hook, hook_args))
    return n.Reg(t.INT, result.name)
