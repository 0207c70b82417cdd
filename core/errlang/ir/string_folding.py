"""Constant strings in one step (issue 29 item 5): a call of a C model of <string.h> whose
string arguments are literals is lowered to its result, computed here, instead of the model's
loop (which needed the loop bound to reach the literal's length: a 450-character literal made
"the loop at function strlen needs more iterations").

Only calls to the bundled models fold (a program's own ``strlen`` is called as written), and the
value is the model's (``strcmp`` returns the difference of the first differing bytes, as
errlang/include/models/string.c). ``strcpy``/``stpcpy`` of a literal become one copy
instruction of its bytes and terminator (bounds checked as ``memcpy``'s).
"""

from __future__ import annotations

from collections.abc import Callable

from pycparser import c_ast

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.constant_strings import constant_array_text
from errlang.ir.conversions import convert
from errlang.ir.initializers import string_bytes
from errlang.ir.lowering_api import Lowering

CHAR_POINTER = t.PointerType(t.CHAR)
VOID_POINTER = t.PointerType(t.VOID)


def literal(node: c_ast.Node) -> bytes | None:
    """The bytes of a narrow string literal (without its terminator), else None."""
    while isinstance(node, c_ast.Cast):
        node = node.expr
    if isinstance(node, c_ast.Constant) and node.type == "string" and node.value.startswith('"'):
        return string_bytes(node)
    return None


def constant(node: c_ast.Node) -> int | None:
    """The value of an integer or character constant argument, else None."""
    if isinstance(node, c_ast.Constant) and node.type == "char":
        body = string_bytes(c_ast.Constant("string", '"' + node.value[1:-1] + '"'))
        return body[0] if len(body) == 1 else None
    if isinstance(node, c_ast.Constant) and node.type in ("int", "unsigned int", "long"):
        text = node.value.rstrip("uUlL")
        try:
            return int(text, 0) if not text.startswith("0") or text == "0" else int(text, 8)
        except ValueError:
            return None
    return None


def known(lowering: Lowering, node: c_ast.Node) -> bytes | None:
    """The bytes of a string the call's argument is known to hold: a literal, or a ``const``
    character array initialised by one (:mod:`errlang.ir.constant_strings`)."""
    text = literal(node)
    return text if text is not None else constant_array_text(lowering, node)


def _difference(a: bytes, b: bytes, limit: int | None = None) -> int:
    """The model's strcmp/strncmp: the difference of the first differing bytes (unsigned)."""
    a, b = a + b"\0", b + b"\0"
    for i in range(len(a) if limit is None else min(limit, len(a))):
        if i >= len(b) or a[i] != b[i] or a[i] == 0:
            return a[i] - (b[i] if i < len(b) else 0)
    return 0


def _offset(lowering: Lowering, node: c_ast.Node, index: int | None) -> n.Expr:
    """``node + index`` (a pointer into the literal), or a null pointer."""
    if index is None:
        return n.Const(CHAR_POINTER, 0)
    base = convert(lowering.rvalue(node), CHAR_POINTER)
    return n.PtrAdd(CHAR_POINTER, base, n.Const(t.LONG, index))


def _copy(lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node], end: bool):
    text = known(lowering, args[1])
    if text is None:
        return None
    target = convert(lowering.scalar(args[0]), CHAR_POINTER)
    held = lowering.builder.new_temp(CHAR_POINTER)
    lowering.emit(n.Assign(lowering.loc(call), held, target))
    dst = n.Reg(CHAR_POINTER, held.name)
    source = convert(lowering.rvalue(args[1]), VOID_POINTER)
    size = n.Const(t.SIZE_T, len(text) + 1)
    lowering.emit(n.MemCopy(lowering.loc(call), convert(dst, VOID_POINTER), source, size))
    if end:
        return n.PtrAdd(CHAR_POINTER, dst, n.Const(t.LONG, len(text)))
    return dst


Fold = Callable[[Lowering, c_ast.FuncCall, list[c_ast.Node]], "n.Expr | None"]


def _strlen(lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node]):
    text = known(lowering, args[0])
    return None if text is None else n.Const(t.SIZE_T, len(text))


def _strcmp(lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node]):
    a, b = known(lowering, args[0]), known(lowering, args[1])
    if a is None or b is None:
        return _against_literal(lowering, call, args, None)
    return n.Const(t.INT, _difference(a, b))


def _strncmp(lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node]):
    a, b, limit = known(lowering, args[0]), known(lowering, args[1]), constant(args[2])
    if limit is None:
        return None
    if a is None or b is None:
        return _against_literal(lowering, call, args, limit)
    return n.Const(t.INT, _difference(a, b, limit))


UNSIGNED_CHAR_POINTER = t.PointerType(t.UCHAR)
UNROLLED = 128  # the longest literal compared without the model's loop


def _against_literal(
    lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node], limit: int | None
) -> n.Expr | None:
    """``strcmp(s, "lit")`` / ``strncmp(s, "lit", k)`` (either side the literal) unrolled:
    the model's steps for the literal's bytes and terminator, each reading the next byte of
    ``s`` only if the bytes before it were equal (as the model reads), so it needs no loop
    bound. The value is the model's: the difference of the first differing bytes."""
    text, other, sign = known(lowering, args[1]), args[0], 1
    if text is None:
        text, other, sign = known(lowering, args[0]), args[1], -1
    if text is None or len(text) > UNROLLED:
        return None
    pointer = lowering.builder.new_temp(UNSIGNED_CHAR_POINTER)
    loc = lowering.loc(call)
    lowering.emit(n.Assign(loc, pointer, convert(lowering.rvalue(other), UNSIGNED_CHAR_POINTER)))
    result = lowering.builder.new_temp(t.INT)
    end = lowering.builder.new_label()
    steps = (text + b"\0")[: len(text) + 1 if limit is None else max(limit, 0)]
    for i, byte in enumerate(steps):
        base = n.Reg(UNSIGNED_CHAR_POINTER, pointer.name)
        at = n.PtrAdd(UNSIGNED_CHAR_POINTER, base, n.Const(t.LONG, i))
        read = lowering.builder.new_temp(t.UCHAR)
        lowering.emit(n.Assign(loc, read, n.Load(t.UCHAR, at)))
        value = convert(n.Reg(t.UCHAR, read.name), t.INT)
        difference = n.Binary(t.INT, "-", value, n.Const(t.INT, byte))
        if sign < 0:
            difference = n.Binary(t.INT, "-", n.Const(t.INT, byte), value)
        lowering.emit(n.Assign(loc, result, difference))
        if byte == 0:  # the terminator: the difference is the value
            lowering.builder.goto(end, None, call)
            break
        lowering.builder.goto(end, n.Binary(t.INT, "!=", value, n.Const(t.INT, byte)), call)
    else:
        lowering.emit(n.Assign(loc, result, n.Const(t.INT, 0)))  # k bytes all equal
    lowering.builder.place_label(end)
    return n.Reg(t.INT, result.name)


def _strchr(lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node]):
    text, wanted = known(lowering, args[0]), constant(args[1])
    if text is None:
        return None
    if wanted is None:
        return _strchr_unrolled(lowering, call, args, text)
    found = (text + b"\0").find(bytes([wanted & 0xFF]))
    return _offset(lowering, args[0], found if found >= 0 else None)


def _strchr_unrolled(
    lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node], text: bytes
) -> n.Expr | None:
    """``strchr(known, c)`` for a symbolic ``c`` (the known string at most UNROLLED bytes): the
    first of the string's bytes and terminator equal to ``(char)c``, else a null pointer, as
    the model's loop finds it, without the loop bound."""
    if len(text) > UNROLLED:
        return None
    loc = lowering.loc(call)
    wanted = convert(_held(lowering, args[1], t.UCHAR), t.INT)
    base = convert(lowering.rvalue(args[0]), CHAR_POINTER)
    result, end = lowering.builder.new_temp(CHAR_POINTER), lowering.builder.new_label()
    for i, byte in enumerate(text + b"\0"):
        lowering.emit(n.Assign(loc, result, n.PtrAdd(CHAR_POINTER, base, n.Const(t.LONG, i))))
        lowering.builder.goto(end, n.Binary(t.INT, "==", wanted, n.Const(t.INT, byte)), call)
    lowering.emit(n.Assign(loc, result, n.Const(CHAR_POINTER, 0)))
    lowering.builder.place_label(end)
    return n.Reg(CHAR_POINTER, result.name)


def _strrchr(lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node]):
    text, wanted = known(lowering, args[0]), constant(args[1])
    if text is None or wanted is None:
        return None
    found = (text + b"\0").rfind(bytes([wanted & 0xFF]))
    return _offset(lowering, args[0], found if found >= 0 else None)


def _strstr(lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node]):
    haystack, needle = known(lowering, args[0]), known(lowering, args[1])
    if haystack is None or needle is None:
        return None
    found = haystack.find(needle)
    return _offset(lowering, args[0], found if found >= 0 else None)


def _length(lowering: Lowering, node: c_ast.Node) -> int | None:
    """A constant length argument (a literal or a ``sizeof`` of a complete type), else None."""
    value = constant(node)
    if value is None and isinstance(node, c_ast.UnaryOp) and node.op == "sizeof":
        lowered = lowering.rvalue(node)  # emits nothing for a complete type
        value = lowered.value if isinstance(lowered, n.Const) else None
    return value if value is not None and 0 <= value <= UNROLLED else None


def _held(lowering: Lowering, node: c_ast.Node, ctype: t.CType) -> n.Expr:
    """``node`` evaluated once into a temporary of ``ctype``."""
    temp = lowering.builder.new_temp(ctype)
    lowering.emit(n.Assign(lowering.loc(node), temp, convert(lowering.rvalue(node), ctype)))
    return n.Reg(ctype, temp.name)


def _byte(lowering: Lowering, loc: n.Loc, base: n.Expr, i: int) -> n.Expr:
    """``base[i]`` read once (an unsigned char), as an int."""
    read = lowering.builder.new_temp(t.UCHAR)
    at = n.PtrAdd(UNSIGNED_CHAR_POINTER, base, n.Const(t.LONG, i))
    lowering.emit(n.Assign(loc, read, n.Load(t.UCHAR, at)))
    return convert(n.Reg(t.UCHAR, read.name), t.INT)


def _memcmp(lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node]):
    """``memcmp(a, b, k)`` with a constant ``k`` (at most UNROLLED) unrolled as the model
    runs: byte i of both read only if the bytes before were equal, so no loop bound."""
    size = _length(lowering, args[2])
    if size is None:
        return None
    loc = lowering.loc(call)
    a = _held(lowering, args[0], UNSIGNED_CHAR_POINTER)
    b = _held(lowering, args[1], UNSIGNED_CHAR_POINTER)
    result, end = lowering.builder.new_temp(t.INT), lowering.builder.new_label()
    for i in range(size):
        x, y = _byte(lowering, loc, a, i), _byte(lowering, loc, b, i)
        lowering.emit(n.Assign(loc, result, n.Binary(t.INT, "-", x, y)))
        lowering.builder.goto(end, n.Binary(t.INT, "!=", x, y), call)
    lowering.emit(n.Assign(loc, result, n.Const(t.INT, 0)))
    lowering.builder.place_label(end)
    return n.Reg(t.INT, result.name)


def _memchr(lowering: Lowering, call: c_ast.FuncCall, args: list[c_ast.Node]):
    """``memchr(s, c, k)`` with a constant ``k`` unrolled as the model runs: byte i read only
    if none before was ``c``."""
    size = _length(lowering, args[2])
    if size is None:
        return None
    loc = lowering.loc(call)
    s = _held(lowering, args[0], UNSIGNED_CHAR_POINTER)
    wanted = convert(_held(lowering, args[1], t.UCHAR), t.INT)
    result, end = lowering.builder.new_temp(VOID_POINTER), lowering.builder.new_label()
    for i in range(size):
        x = _byte(lowering, loc, s, i)
        found = n.PtrAdd(UNSIGNED_CHAR_POINTER, s, n.Const(t.LONG, i))
        lowering.emit(n.Assign(loc, result, convert(found, VOID_POINTER)))
        lowering.builder.goto(end, n.Binary(t.INT, "==", x, wanted), call)
    lowering.emit(n.Assign(loc, result, n.Const(VOID_POINTER, 0)))
    lowering.builder.place_label(end)
    return n.Reg(VOID_POINTER, result.name)


FOLDS: dict[str, tuple[int, Fold]] = {
    "memcmp": (3, _memcmp),
    "memchr": (3, _memchr),
    "strlen": (1, _strlen),
    "strcmp": (2, _strcmp),
    "strncmp": (3, _strncmp),
    "strchr": (2, _strchr),
    "strrchr": (2, _strrchr),
    "strstr": (2, _strstr),
    "strcpy": (2, lambda lowering, call, args: _copy(lowering, call, args, end=False)),
    "stpcpy": (2, lambda lowering, call, args: _copy(lowering, call, args, end=True)),
}


def fold_string_call(
    lowering: Lowering, call: c_ast.FuncCall, name: str, args: list[c_ast.Node]
) -> n.Expr | None:
    """The call's value when its string arguments are literals (see the module docstring),
    else None (the model is called)."""
    entry = FOLDS.get(name)
    if entry is None or len(args) != entry[0]:
        return None
    return entry[1](lowering, call, args)
