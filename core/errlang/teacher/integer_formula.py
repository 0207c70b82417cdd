"""A bit-vector formula as linear integer arithmetic, exactly (issue 30, docs/benchmarks-
scaling.md, "Eleventh session: division (engineer D)").

C code's date and time arithmetic asks the SAT solver to prove identities: that ``t / 3600 *
3600 + t % 3600 / 60 * 60 + t % 60`` is ``t``, that the leap year found by dividing a day number
by 146097, 36524, 1461 and 365 is the one ``% 4``, ``% 100``, ``% 400`` say. Bit-blasted, each
division is a divider circuit and the identity a multiplier-equivalence problem, which CDCL
solvers are known to be bad at: a duration formatter's round trip at 24 bits is not decided by
z3 in 60 s, CPython's ``ord_to_ymd`` leap-year assertion takes seconds to minutes. Over the
integers (linear arithmetic, division and remainder by numerals: z3's arithmetic solver) the
same questions take milliseconds.

:func:`integer_formula` translates a formula of bit-vector terms over numerals and
uninterpreted constants into one over integers: each ``w``-bit constant becomes an integer in
``[0, 2^w)``; each term an integer expression ``v`` with its bits ``v mod 2^w`` and ``v`` in the
interval its operands give it (as :mod:`errlang.encoder.intervals` computes them), so that a
sum, product by a numeral, extension or comparison that cannot wrap around is the integer
operation itself, and one that may is taken modulo ``2^w``. A term the formula bounds (a
digit's ``c >= '0' && c <= '9'``, in every disjunct where it is in a disjunction:
:func:`errlang.encoder.fact_intervals.implied`) is read signed within those bounds, which are
stated: every model of the formula has them, so the translation stays exact both ways, and the
terms above it need no modulo (twelfth session: a year of four digit characters, its quotients
by 4, 100 and 400, without one). Quotients and remainders by numerals are SMT-LIB's (C's
truncation, split on the dividend's sign only where its interval has both); by a term of at
most :data:`MAX_DIVISORS` values, none of them 0, the if-then-else of the divisions by each.
z3's form of a sign extension (a concatenation of copies of the top bit) is read as one. An
array constant read at numerals (or at a term of at most :data:`MAX_INDEXES` values) is one
unknown per index. Other quotients and remainders by non-constants, a product of two
non-constants, a bitwise operation other than a mask, a shift by a non-constant, other array
terms and functions have no translation: None. Exact, both ways: a model of the translation
gives each bit-vector constant its value, and "unsat" is the formula's. On ``check``'s route as
a screen (:mod:`errlang.teacher.integer_screen`); measured in docs/benchmarks-scaling.md,
"Eleventh session: division" and "Twelfth session: arithmetic and ranges".
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

import z3

from errlang.encoder.fact_intervals import Bounds, implied
from errlang.encoder.intervals import (
    DIVISIONS,
    quotient_interval,
    signed_view,
    unsigned_view,
    whole,
)
from errlang.encoder.term_order import post_order
from errlang.encoder.term_ranges import sign_extended


class Untranslatable(Exception):
    """A term outside the linear fragment (module text)."""


_Value = tuple[z3.ArithRef, int, int]  # integer expression, and its interval
MAX_INDEXES = 64  # an array read at a term of more values has no translation
MAX_DIVISORS = 8  # a division by a term of more values has no translation


def integer_formula(
    terms: Iterable[z3.BoolRef],
) -> tuple[list[z3.BoolRef], dict[str, tuple[z3.ArithRef, int]]] | None:
    """``terms`` over the integers and, by each bit-vector constant's name, its integer and
    width; None when some term has no translation (module text)."""
    terms = list(terms)
    # no bounds where they contradict each other: z3 finds the formula unsat by itself
    translator = _Translator(implied(terms) or {})
    try:
        translated = [translator.formula(term) for term in terms]
    except Untranslatable:
        return None
    return [*translator.ranges, *translated], translator.constants


class _Translator:
    def __init__(self, bounds: Bounds) -> None:
        self.bounds = bounds
        self.done: dict[int, z3.ExprRef | _Value] = {}
        self.kept: list[z3.ExprRef] = []  # the originals: their ids must not be reused
        self.constants: dict[str, tuple[z3.ArithRef, int]] = {}
        self.ranges: list[z3.BoolRef] = []

    def formula(self, term: z3.BoolRef) -> z3.BoolRef:
        for node, kids in post_order([term], self.done):
            self.kept.append(node)
            self.done[node.get_id()] = self._node(node, kids)
        result = self.done[term.get_id()]
        assert isinstance(result, z3.BoolRef)
        return result

    def _constant(self, name: str, width: int) -> _Value:
        found = self.constants.get(name)
        if found is None:
            found = self.constants[name] = (z3.Int(f"{name}!int"), width)
            self.ranges.append(z3.And(found[0] >= 0, found[0] < 1 << width))
        return found[0], 0, (1 << width) - 1

    def _read(self, array: z3.ExprRef, index: z3.ExprRef, width: int) -> z3.ArithRef:
        """``array[index]`` for an index that is an if-then-else tree of numerals."""
        if z3.is_bv_value(index):
            return self._constant(f"{array}[{index.as_long()}]", width)[0]
        if not z3.is_app_of(index, z3.Z3_OP_ITE):
            return self._read_at_values(array, index, width)
        then = self._read(array, index.arg(1), width)
        other = self._read(array, index.arg(2), width)
        return z3.If(self._bool(index.arg(0)), then, other)

    def _read_at_values(self, array: z3.ExprRef, index: z3.ExprRef, width: int) -> z3.ArithRef:
        """``array[index]`` for an index of at most :data:`MAX_INDEXES` values."""
        size = index.size()
        expression, low, high = _reading(self._value(index), size, signed=False)
        if high - low >= MAX_INDEXES:
            raise Untranslatable("an array read at a term of many values")
        result = self._constant(f"{array}[{high}]", width)[0]
        for value in range(high - 1, low - 1, -1):
            made = self._constant(f"{array}[{value}]", width)[0]
            result = z3.If(expression == value, made, result)
        return result

    def _bounded(self, node: z3.ExprRef, value: _Value) -> _Value:
        """``value`` read signed, within the bounds the formula implies for ``node``, the
        bounds stated (every model has them: the translation stays exact both ways)."""
        found = self.bounds.get(node.get_id())
        if found is None or not found[0].eq(node):
            return value
        expression, low, high = _reading(value, node.size(), signed=True)
        low, high = max(low, found[1]), min(high, found[2])
        if low > high or (low, high) == (value[1], value[2]):
            return value
        self.ranges.append(z3.And(expression >= low, expression <= high))
        return expression, low, high

    def _value(self, node: z3.ExprRef) -> _Value:
        found = self.done[node.get_id()]
        if not isinstance(found, tuple):
            raise Untranslatable(str(node.sort()))
        return found

    def _bool(self, node: z3.ExprRef) -> z3.BoolRef:
        found = self.done[node.get_id()]
        if not isinstance(found, z3.BoolRef):
            raise Untranslatable(str(node.sort()))
        return found

    def _node(self, node: z3.ExprRef, kids: list[z3.ExprRef]) -> z3.ExprRef | _Value:
        if z3.is_bv(node):
            return self._bounded(node, self._bit_vector(node, kids))
        if z3.is_bool(node):
            return self._boolean(node, kids)
        if z3.is_array(node) and z3.is_const(node):
            return node  # an array constant: read only at numerals (``_bit_vector``)
        raise Untranslatable(str(node.sort()))

    def _boolean(self, node: z3.ExprRef, kids: list[z3.ExprRef]) -> z3.BoolRef:
        if z3.is_true(node) or z3.is_false(node):
            return node
        kind = node.decl().kind()
        if kind == z3.Z3_OP_UNINTERPRETED and not kids:
            return node  # a guard constant
        if kind == z3.Z3_OP_ITE and z3.is_bool(node.arg(1)):
            return z3.If(self._bool(kids[0]), self._bool(kids[1]), self._bool(kids[2]))
        if kids and all(z3.is_bool(kid) for kid in kids):
            parts = [self._bool(kid) for kid in kids]
            return _LOGIC[kind](parts) if kind in _LOGIC else _unknown(node)
        if len(kids) == 2 and z3.is_bv(kids[0]) and kind in _COMPARE:
            width = kids[0].size()
            signed = kind in _SIGNED
            read = _signed if signed else _unsigned
            left = read(self._value(kids[0]), width)
            right = read(self._value(kids[1]), width)
            return _COMPARE[kind](left, right)
        raise Untranslatable(str(node.decl()))

    def _bit_vector(self, node: z3.ExprRef, kids: list[z3.ExprRef]) -> _Value:
        width = node.size()
        if z3.is_bv_value(node):
            value = node.as_long()
            if value >> (width - 1) and width > 1:  # read signed: a sum with it need not wrap
                value -= 1 << width
            return z3.IntVal(value), value, value
        kind = node.decl().kind()
        if kind == z3.Z3_OP_UNINTERPRETED and not kids:
            return self._constant(str(node), width)
        if kind == z3.Z3_OP_SELECT and z3.is_const(kids[0]):
            # an array constant read at numerals: one unknown per index, as for a constant
            return self._read(kids[0], kids[1], width), 0, (1 << width) - 1
        if kind == z3.Z3_OP_ITE:
            return _choice(self._bool(kids[0]), self._value(kids[1]), self._value(kids[2]), width)
        values = [self._value(kid) for kid in kids]
        made = _OPERATIONS.get(kind)
        if made is None:
            raise Untranslatable(str(node.decl()))
        return made(node, values, width)


def _choice(test: z3.BoolRef, then: _Value, other: _Value, width: int) -> _Value:
    """``then`` where ``test`` holds, else ``other``: both read alike where their intervals
    together are wider than the width's readings."""
    low, high = min(then[1], other[1]), max(then[2], other[2])
    if low < -(1 << (width - 1)) or high - low >= 1 << width:  # readings disagree
        then = _reading(then, width, signed=False)
        other = _reading(other, width, signed=False)
        low, high = min(then[1], other[1]), max(then[2], other[2])
    return z3.If(test, then[0], other[0]), low, high


def _unknown(node: z3.ExprRef) -> z3.BoolRef:
    raise Untranslatable(str(node.decl()))


def _unsigned(value: _Value, width: int) -> z3.ArithRef:
    """The value read as an unsigned ``width``-bit number."""
    expression, low, high = value
    if low >= 0 and high < 1 << width:
        return expression
    if high < 0:
        return expression + (1 << width)
    return z3.If(expression < 0, expression + (1 << width), expression)


def _signed(value: _Value, width: int) -> z3.ArithRef:
    """The value read as a two's complement ``width``-bit number."""
    expression, low, high = value
    half = 1 << (width - 1)
    if low >= -half and high < half:
        return expression
    if low >= half:
        return expression - (1 << width)
    return z3.If(expression >= half, expression - (1 << width), expression)


def _wrapped(
    expression: z3.ArithRef, span: tuple[int, int], width: int
) -> tuple[z3.ArithRef, int, int]:
    """``expression`` (whose integer values lie in ``span``) as a ``width``-bit value: itself
    when ``span`` fits the width's readings (and the intervals module agrees), else modulo
    ``2^width``."""
    low, high = span
    inside = low >= -(1 << (width - 1)) and high < 1 << width and high - low < 1 << width
    if inside and (low >= 0 or high < 1 << (width - 1)):
        return expression, low, high
    return expression % (1 << width), 0, (1 << width) - 1


def _sum(node: z3.ExprRef, values: list[_Value], width: int) -> _Value:
    kind = node.decl().kind()
    if kind == z3.Z3_OP_BSUB:
        (a, al, ah), (b, bl, bh) = values
        return _wrapped(a - b, (al - bh, ah - bl), width)
    total = values[0][0]
    low, high = values[0][1], values[0][2]
    for expression, vl, vh in values[1:]:
        total, low, high = total + expression, low + vl, high + vh
    return _wrapped(total, (low, high), width)


def _product(node: z3.ExprRef, values: list[_Value], width: int) -> _Value:
    numerals = [v for v, kid in zip(values, node.children(), strict=True) if z3.is_bv_value(kid)]
    others = [v for v, kid in zip(values, node.children(), strict=True) if not z3.is_bv_value(kid)]
    if len(others) > 1:
        raise Untranslatable("a product of two non-constants")
    factor = 1
    for _, value, _ in numerals:
        factor = factor * value % (1 << width)
    if factor >= 1 << (width - 1):
        factor -= 1 << width  # -1 * x, z3's negation
    if not others:
        return z3.IntVal(factor % (1 << width)), factor % (1 << width), factor % (1 << width)
    expression, low, high = others[0]
    corners = (low * factor, high * factor)
    return _wrapped(expression * factor, (min(corners), max(corners)), width)


def _negation(node: z3.ExprRef, values: list[_Value], width: int) -> _Value:
    expression, low, high = values[0]
    if node.decl().kind() == z3.Z3_OP_BNOT:
        return _wrapped(-expression - 1, (-high - 1, -low - 1), width)
    return _wrapped(-expression, (-high, -low), width)


def _extension(node: z3.ExprRef, values: list[_Value], width: int) -> _Value:
    size = node.arg(0).size()
    if node.decl().kind() == z3.Z3_OP_SIGN_EXT:
        return _reading(values[0], size, signed=True)
    return _reading(values[0], size, signed=False)


def _reading(value: _Value, width: int, signed: bool) -> _Value:
    """The value read as a signed or unsigned ``width``-bit number, with its interval."""
    _, low, high = value
    half = 1 << (width - 1)
    if signed:
        inside = low >= -half and high < half
        return _signed(value, width), *((low, high) if inside else (-half, half - 1))
    inside = low >= 0 and high < 1 << width
    return _unsigned(value, width), *((low, high) if inside else (0, (1 << width) - 1))


def _extract(node: z3.ExprRef, values: list[_Value], width: int) -> _Value:
    """Bits ``low..high``: the value itself when the low bits hold it (its interval fits the
    width, either reading), else the unsigned reading shifted (floor) and cut."""
    high, low = node.params()
    size = node.arg(0).size()
    expression, vlow, vhigh = values[0]
    if not low and _holds(vlow, vhigh, width):
        return expression, vlow, vhigh
    read, ulow, uhigh = _reading(values[0], size, signed=False)
    if low:
        read, ulow, uhigh = read / (1 << low), ulow >> low, uhigh >> low  # non-negative: floor
    if high + 1 < size and uhigh >> width:
        return read % (1 << width), 0, (1 << width) - 1
    return read, ulow, uhigh


def _holds(low: int, high: int, width: int) -> bool:
    """Whether every integer of ``[low, high]`` is one reading of a ``width``-bit value, all
    of them the same reading (signed, or unsigned)."""
    half = 1 << (width - 1)
    return (low >= 0 and high < 1 << width) or (low >= -half and high < half)


def _concat(node: z3.ExprRef, values: list[_Value], width: int) -> _Value:
    if node.num_args() > 1 and sign_extended(node) is not None:
        # z3's form of a sign extension: copies of the last part's top bit, then the part
        return _reading(values[-1], node.arg(node.num_args() - 1).size(), signed=True)
    total: z3.ArithRef = z3.IntVal(0)
    for value, kid in zip(values, node.children(), strict=True):
        total = total * (1 << kid.size()) + _unsigned(value, kid.size())
    return total, 0, (1 << width) - 1


def _divided(node: z3.ExprRef, values: list[_Value], width: int) -> _Value:
    """SMT-LIB's bvsdiv, bvsrem, bvudiv, bvurem by a numeral (:func:`_by_numeral`), or by a
    term of a few values none of which is 0 (``% (365 + leap)``): the if-then-else of the
    divisions by each of them."""
    kind = node.decl().kind()
    divisor = node.arg(1)
    if z3.is_bv_value(divisor):
        return _by_numeral(kind, values[0], divisor.as_long(), width)
    signed = kind in _SIGNED_DIVISION
    expression, low, high = _reading(values[1], width, signed=signed)
    if high - low >= MAX_DIVISORS or low <= 0 <= high:
        raise Untranslatable("a division by a non-constant")
    result = _by_numeral(kind, values[0], high % (1 << width), width)
    for value in range(high - 1, low - 1, -1):
        made = _by_numeral(kind, values[0], value % (1 << width), width)
        result = _choice(expression == value, made, result, width)
    return result


def _by_numeral(kind: int, value: _Value, c: int, width: int) -> _Value:
    """``value`` divided by the ``width``-bit numeral ``c`` (z3's ``div``/``mod`` are
    Euclidean: on a non-negative dividend and a positive divisor, floor and remainder). C's
    truncation is a case split on the dividend's sign only where its interval has both signs;
    the result's interval is the operation's on the dividend's (:func:`quotient_interval`), so
    that nothing is taken modulo ``2^w`` unless ``MIN / -1`` can wrap."""
    if c == 0:
        raise Untranslatable("a division by 0")
    signed = kind in _SIGNED_DIVISION
    quotient = kind in _QUOTIENT
    span = quotient_interval(kind, (value[1], value[2]), (c, c), width)
    if not signed:
        dividend = _unsigned(value, width)
        result = dividend / c if quotient else dividend % c
        return result, *unsigned_view(span, width)
    c = c - (1 << width) if c >= 1 << (width - 1) else c
    dividend, low, high = _reading(value, width, signed=True)
    if low >= 0:
        magnitude, negative = dividend, z3.BoolVal(False)
    elif high <= 0:
        magnitude, negative = -dividend, z3.BoolVal(True)
    else:
        negative = dividend < 0
        magnitude = z3.If(negative, -dividend, dividend)
    if quotient:
        q = magnitude / abs(c)
        result = _signs(q, negative if c > 0 else _negated(negative))
    else:
        result = _signs(magnitude % abs(c), negative)
    half = 1 << (width - 1)
    view = signed_view(span, width)
    return _wrapped(result, view if view != whole(width) else (-half, half), width)  # MIN / -1


def _negated(test: z3.BoolRef) -> z3.BoolRef:
    return z3.BoolVal(z3.is_false(test)) if z3.is_true(test) or z3.is_false(test) else z3.Not(test)


def _signs(value: z3.ArithRef, negative: z3.BoolRef) -> z3.ArithRef:
    """``value``, negated where ``negative`` holds."""
    if z3.is_false(negative):
        return value
    if z3.is_true(negative):
        return -value
    return z3.If(negative, -value, value)


def _mask(node: z3.ExprRef, values: list[_Value], width: int) -> _Value:
    """``x & (2^k - 1)``: ``x mod 2^k``; any other bitwise operation is not linear."""
    if node.decl().kind() != z3.Z3_OP_BAND or node.num_args() != 2:
        raise Untranslatable("a bitwise operation")
    for index in (0, 1):
        mask = node.arg(index)
        if z3.is_bv_value(mask) and (mask.as_long() + 1) & mask.as_long() == 0:
            other = _unsigned(values[1 - index], width)
            return other % (mask.as_long() + 1), 0, mask.as_long()
    raise Untranslatable("a bitwise operation")


def _shift(node: z3.ExprRef, values: list[_Value], width: int) -> _Value:
    amount = node.arg(1)
    if not z3.is_bv_value(amount) or amount.as_long() >= width:
        raise Untranslatable("a shift by a non-constant")
    power = 1 << amount.as_long()
    kind = node.decl().kind()
    if kind == z3.Z3_OP_BSHL:
        expression, low, high = values[0]
        return _wrapped(expression * power, (low * power, high * power), width)
    if kind == z3.Z3_OP_BLSHR:
        return _unsigned(values[0], width) / power, 0, (1 << width) - 1
    signed = _signed(values[0], width)  # floor division: z3's div by a positive numeral
    half = 1 << (width - 1)
    return signed / power, -half, half - 1


_OPERATIONS: dict[int, Callable[[z3.ExprRef, list[_Value], int], _Value]] = {
    z3.Z3_OP_BADD: _sum,
    z3.Z3_OP_BSUB: _sum,
    z3.Z3_OP_BMUL: _product,
    z3.Z3_OP_BNEG: _negation,
    z3.Z3_OP_BNOT: _negation,
    z3.Z3_OP_SIGN_EXT: _extension,
    z3.Z3_OP_ZERO_EXT: _extension,
    z3.Z3_OP_EXTRACT: _extract,
    z3.Z3_OP_CONCAT: _concat,
    z3.Z3_OP_BAND: _mask,
    z3.Z3_OP_BOR: _mask,
    z3.Z3_OP_BXOR: _mask,
    z3.Z3_OP_BSHL: _shift,
    z3.Z3_OP_BLSHR: _shift,
    z3.Z3_OP_BASHR: _shift,
    **{kind: _divided for kind in DIVISIONS},
}
_SIGNED_DIVISION = {z3.Z3_OP_BSDIV, z3.Z3_OP_BSDIV_I, z3.Z3_OP_BSREM, z3.Z3_OP_BSREM_I}
_QUOTIENT = {z3.Z3_OP_BSDIV, z3.Z3_OP_BSDIV_I, z3.Z3_OP_BUDIV, z3.Z3_OP_BUDIV_I}
_LOGIC: dict[int, Callable[[list[z3.BoolRef]], z3.BoolRef]] = {
    z3.Z3_OP_AND: lambda parts: z3.And(*parts),
    z3.Z3_OP_OR: lambda parts: z3.Or(*parts),
    z3.Z3_OP_NOT: lambda parts: z3.Not(parts[0]),
    z3.Z3_OP_EQ: lambda parts: parts[0] == parts[1],
    z3.Z3_OP_DISTINCT: lambda parts: z3.Distinct(*parts),
    z3.Z3_OP_IMPLIES: lambda parts: z3.Implies(parts[0], parts[1]),
    z3.Z3_OP_XOR: lambda parts: z3.Xor(parts[0], parts[1]),
}
_COMPARE: dict[int, Callable[[z3.ArithRef, z3.ArithRef], z3.BoolRef]] = {
    z3.Z3_OP_SLEQ: lambda a, b: a <= b,
    z3.Z3_OP_SLT: lambda a, b: a < b,
    z3.Z3_OP_SGEQ: lambda a, b: a >= b,
    z3.Z3_OP_SGT: lambda a, b: a > b,
    z3.Z3_OP_ULEQ: lambda a, b: a <= b,
    z3.Z3_OP_ULT: lambda a, b: a < b,
    z3.Z3_OP_UGEQ: lambda a, b: a >= b,
    z3.Z3_OP_UGT: lambda a, b: a > b,
    z3.Z3_OP_EQ: lambda a, b: a == b,
    z3.Z3_OP_DISTINCT: lambda a, b: a != b,
}
_SIGNED = {z3.Z3_OP_SLEQ, z3.Z3_OP_SLT, z3.Z3_OP_SGEQ, z3.Z3_OP_SGT}
