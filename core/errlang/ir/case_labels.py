"""A ``switch``'s dispatch: whether the switch's value meets a case label or a GNU case range
(C11 6.8.4.2p5: the bounds converted to the value's promoted type)."""

from __future__ import annotations

from errlang.ir import nodes as n
from errlang.ir import types as t


def case_test(value: n.Expr, bounds: tuple[int, int]) -> n.Expr | None:
    """Whether ``value`` (the switch's promoted value) meets a case label or GNU case range:
    its bounds converted to the value's type (C11 6.8.4.2p5); None for an empty range."""
    ctype = value.type
    assert isinstance(ctype, t.IntType)
    low, high = (_wrapped(bound, ctype) for bound in bounds)
    if low == high:
        return n.Binary(t.INT, "==", value, n.Const(ctype, low))
    if low > high:
        return None  # gcc warns "empty range specified"
    above = n.Binary(t.INT, ">=", value, n.Const(ctype, low))
    return n.Binary(t.INT, "&&", above, n.Binary(t.INT, "<=", value, n.Const(ctype, high)))


def _wrapped(value: int, ctype: t.IntType) -> int:
    bits = ctype.size * 8
    value &= (1 << bits) - 1
    return value - (1 << bits) if ctype.signed and value >> (bits - 1) else value
