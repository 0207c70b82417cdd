"""Integer constant expressions (array sizes, case labels, enumerators)."""

from __future__ import annotations

import math
import struct
from collections.abc import Callable
from typing import Any, Protocol

from pycparser import c_ast

from errlang.frontend.errors import UnsupportedError
from errlang.ir import types as t
from errlang.ir.constants import parse_char, parse_integer, string_bytes
from errlang.ir.types import CType


class ConstEnv(Protocol):
    """What constant evaluation needs to know: enumerators and the sizes of types."""

    def lookup_enum(self, name: str) -> int | None: ...

    def enum_type(self, name: str) -> CType | None: ...

    def resolve(self, node: c_ast.Node) -> CType: ...


def const_eval(node: c_ast.Node, env: ConstEnv) -> int | None:
    """The value of a constant expression, or None when it is not one errlang can evaluate."""
    found = typed_const_eval(node, env)
    return found[0] if found is not None else None


Typed = tuple[int, t.IntType]


def typed_const_eval(node: c_ast.Node, env: ConstEnv) -> Typed | None:
    """The value and type of an integer constant expression (C11 6.6), in exact C integer
    arithmetic: integer promotions and the usual arithmetic conversions (6.3.1), division
    truncated toward zero (6.5.5p6), unsigned results modulo 2^N (6.2.5p9); None when it is
    not one errlang can evaluate, or its value is undefined (a division by zero, a shift by
    a negative count or by the width or more). A signed result out of range is wrapped as gcc
    wraps it (gcc warns, 6.6p4 makes it a constraint violation)."""
    evaluate = _BY_NODE.get(type(node))
    return evaluate(node, env) if evaluate is not None else None


def _wrapped(value: int, ctype: t.IntType) -> Typed:
    """``value`` converted to ``ctype`` (6.3.1.3: modulo 2^N, gcc's choice for signed)."""
    if ctype.is_bool:
        return int(value != 0), ctype
    bits = ctype.bits
    value &= (1 << bits) - 1
    return (value - (1 << bits) if ctype.signed and value >> (bits - 1) else value), ctype


def _constant(node: c_ast.Constant, env: ConstEnv) -> Typed | None:
    if node.type == "char":
        return parse_char(node.value), t.INT  # 6.4.4.4p10: a character constant is an int
    try:
        return parse_integer(node.value)
    except ValueError:
        return None


def _enumerator(node: c_ast.ID, env: ConstEnv) -> Typed | None:
    value = env.lookup_enum(node.name)
    if value is None:
        return None
    # 6.7.2.2p2: an int; gcc gives a constant beyond int its enum's type (typeenv)
    kind = env.enum_type(node.name)
    return (value, kind) if isinstance(kind, t.IntType) else None


def _unary(node: c_ast.UnaryOp, env: ConstEnv) -> Typed | None:
    if node.op == "&":  # `&((T *) 0)->m`: an address constant, the member's offset
        try:
            member = _member(node.expr, env)
        except (UnsupportedError, ValueError):
            return None
        return (member[0], t.ULONG) if member is not None else None
    if node.op == "sizeof":
        try:
            if isinstance(node.expr, c_ast.Typename):
                return env.resolve(node.expr).size, t.SIZE_T
        except (UnsupportedError, ValueError):
            return None
        literal = node.expr
        narrow = isinstance(literal, c_ast.Constant) and literal.value.startswith('"')
        if narrow and literal.type == "string":
            # gperf's string pools (libiconv's `char s15[sizeof("L6")]` at file scope)
            return len(string_bytes(literal)) + 1, t.SIZE_T
        # a constant expression's size is its type's (``sizeof(BIG)`` of an enumerator)
        operand = typed_const_eval(node.expr, env)
        return (operand[1].size, t.SIZE_T) if operand is not None else None
    found = typed_const_eval(node.expr, env)
    if found is None:
        return None
    value, ctype = found
    if node.op == "!":
        return int(not value), t.INT
    kind = t.promote(ctype)
    if node.op == "-":
        return _wrapped(-value, kind)
    if node.op == "~":
        return _wrapped(~value, kind)
    return (value, kind) if node.op == "+" else None


def _divided(a: int, b: int) -> int:
    """C's quotient: truncated toward zero (6.5.5p6), exact for any size."""
    quotient = abs(a) // abs(b)
    return quotient if (a < 0) == (b < 0) else -quotient


def _arithmetic(op: str, a: int, b: int) -> int | None:
    if op in ("/", "%") and b == 0:
        return None  # undefined (6.5.5p5): not a constant
    results: dict[str, Callable[[], int]] = {
        "+": lambda: a + b,
        "-": lambda: a - b,
        "*": lambda: a * b,
        "/": lambda: _divided(a, b),
        "%": lambda: a - _divided(a, b) * b,  # 6.5.5p6: (a/b)*b + a%b == a
        "&": lambda: a & b,
        "|": lambda: a | b,
        "^": lambda: a ^ b,
    }
    compute = results.get(op)
    return compute() if compute is not None else None


_COMPARISONS: dict[str, Callable[[int, int], bool]] = {
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
}


def _binary(node: c_ast.BinaryOp, env: ConstEnv) -> Typed | None:
    left = typed_const_eval(node.left, env)
    if left is None:
        return None
    if node.op in ("&&", "||"):  # 6.5.13-14: the right operand only when it decides
        if (node.op == "&&") != bool(left[0]):
            return int(bool(left[0])), t.INT
        right = typed_const_eval(node.right, env)
        return (int(bool(right[0])), t.INT) if right is not None else None
    right = typed_const_eval(node.right, env)
    if right is None:
        return None
    if node.op in ("<<", ">>"):
        return _shifted(node.op, left, right)
    kind = t.usual_arithmetic(left[1], right[1])
    a, _ = _wrapped(left[0], kind)
    b, _ = _wrapped(right[0], kind)
    compare = _COMPARISONS.get(node.op)
    if compare is not None:
        return int(compare(a, b)), t.INT
    value = _arithmetic(node.op, a, b)
    return _wrapped(value, kind) if value is not None else None


def _shifted(op: str, left: Typed, right: Typed) -> Typed | None:
    """6.5.7: the type of the promoted left operand; a count that is negative or not less
    than its width is undefined (None). A negative left operand shifts as gcc shifts it
    (arithmetic right shift; a left shift wraps)."""
    kind = t.promote(left[1])
    value, _ = _wrapped(left[0], kind)
    count = right[0]
    if count < 0 or count >= kind.bits:
        return None
    return _wrapped(value << count if op == "<<" else value >> count, kind)


def _conditional(node: c_ast.TernaryOp, env: ConstEnv) -> Typed | None:
    c = typed_const_eval(node.cond, env)
    if c is None:
        return None
    chosen = typed_const_eval(node.iftrue if c[0] else node.iffalse, env)
    other = typed_const_eval(node.iffalse if c[0] else node.iftrue, env)
    if chosen is None:
        return None
    # 6.5.15p5: the usual arithmetic conversions of both operands (the other one is not
    # evaluated in C: when errlang cannot type it, the chosen one's promoted type stands)
    kind = t.usual_arithmetic(chosen[1], other[1]) if other is not None else t.promote(chosen[1])
    return _wrapped(chosen[0], kind)


def _cast(node: c_ast.Cast, env: ConstEnv) -> Typed | None:
    # C11 6.6p6: a floating constant may be the immediate operand of a cast; the value is
    # converted to the cast's type ((char)200 is -56, (int)3.7 is 3)
    try:
        target = env.resolve(node.to_type)
    except (UnsupportedError, ValueError):
        return None
    floating = _floating(node.expr)
    if floating is not None and isinstance(target, t.IntType) and target.is_bool:
        return int(floating != 0), target  # (_Bool)0.1 is 1: compared, not truncated
    if floating is None:
        found = typed_const_eval(node.expr, env)
        value = found[0] if found is not None else None
    elif not math.isfinite(floating):
        return None
    else:
        value = math.trunc(floating)
    if value is None:
        return None
    if isinstance(target, t.PointerType):
        return _wrapped(value, t.ULONG)  # (void *)0 and friends: an address-sized integer
    return _wrapped(value, target) if isinstance(target, t.IntType) else None


def _offsetof(node: c_ast.FuncCall, env: ConstEnv) -> Typed | None:
    """``offsetof(T, designator)`` (C11 7.19p3; gcc's ``__builtin_offsetof``, which the
    front end spells so): an integer constant expression of type ``size_t`` (lmdb's enum of
    layout facts, ``__builtin_offsetof(struct { char c; T a; }, a)`` as an alignment)."""
    args = node.args.exprs if node.args is not None else []
    named = isinstance(node.name, c_ast.ID) and node.name.name == "offsetof"
    if not named or len(args) != 2 or not isinstance(args[0], c_ast.Typename):
        return None
    try:
        found = _member(args[1], env, env.resolve(args[0]))
    except (UnsupportedError, ValueError):
        return None
    return (found[0], t.SIZE_T) if found is not None else None


def _member(
    designator: c_ast.Node, env: ConstEnv, root: CType | None = None
) -> tuple[int, CType] | None:
    """The offset and type of the member a designator names: ``m``, ``m.n``, ``m[i]`` (any
    chain) in ``root``, or from a null pointer ``((T *) 0)->m…`` (the classic ``offsetof``
    macro, errlang's ``<stddef.h>``)."""
    if isinstance(designator, c_ast.ID):
        return _field(root, designator.name)
    if isinstance(designator, c_ast.StructRef) and designator.type == "->":
        pointer = designator.name
        if not isinstance(pointer, c_ast.Cast) or const_eval(pointer.expr, env) != 0:
            return None
        kind = env.resolve(pointer.to_type)
        if not isinstance(kind, t.PointerType):
            return None
        return _field(kind.target, designator.field.name)
    if isinstance(designator, c_ast.StructRef):
        outer = _member(designator.name, env, root)
        inner = _field(outer[1], designator.field.name) if outer is not None else None
        return (outer[0] + inner[0], inner[1]) if outer is not None and inner is not None else None
    if isinstance(designator, c_ast.ArrayRef):
        outer = _member(designator.name, env, root)
        index = const_eval(designator.subscript, env)
        if outer is None or index is None or not isinstance(outer[1], t.ArrayType):
            return None
        return outer[0] + index * outer[1].element.size, outer[1].element
    return None


def _field(kind: CType | None, name: str) -> tuple[int, CType] | None:
    field = kind.field(name) if isinstance(kind, t.StructType) else None
    return (field.offset, field.type) if field is not None and field.width is None else None


_BY_NODE: dict[type, Callable[[Any, ConstEnv], Typed | None]] = {
    c_ast.FuncCall: _offsetof,
    c_ast.Constant: _constant,
    c_ast.ID: _enumerator,
    c_ast.UnaryOp: _unary,
    c_ast.BinaryOp: _binary,
    c_ast.TernaryOp: _conditional,
    c_ast.Cast: _cast,
}


def _floating(node: c_ast.Node) -> float | None:
    """The value of a floating constant, possibly negated (None for anything else)."""
    sign = 1.0
    while isinstance(node, c_ast.UnaryOp) and node.op in ("-", "+"):
        sign = -sign if node.op == "-" else sign
        node = node.expr
    if not isinstance(node, c_ast.Constant) or node.type not in ("float", "double"):
        return None
    text = node.value.lower()
    single = text.endswith("f") and (not text.startswith("0x") or "p" in text)
    text = text[:-1] if single else text
    try:
        value = float.fromhex(text) if text.startswith("0x") else float(text)
        if single:  # a float constant: its value rounded to binary32
            value = struct.unpack("<f", struct.pack("<f", value))[0]
    except (ValueError, OverflowError):
        return None
    return sign * value
