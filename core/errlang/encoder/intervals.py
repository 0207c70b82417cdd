"""An interval holding every value a bit-vector term can take, read off its structure (issue 30,
docs/benchmarks-scaling.md, "Eleventh session: division (engineer D)").

Miné's interval domain over machine integers ("Field-sensitive value analysis of embedded C
programs with union types and pointer arithmetic", LCTES 2006, section 4: each integer
operation's interval, a wrap-around detected rather than assumed away), computed bottom-up over
a term's distinct subterms. Where :mod:`errlang.encoder.term_ranges` reads only if-then-else,
sums and extensions (for branch decisions), this one also reads products, quotients and
remainders, masks, shifts by a numeral and concatenations: a calendar's ``y * 365 + y / 4``
over a four-digit year, or a remainder ``n % 1461`` whose value lies below its divisor whatever
``n`` is. :mod:`errlang.encoder.division` uses it to divide in as few bits as the operands
need.

An interval ``(low, high)`` of a ``w``-bit term means: its bits are ``v mod 2^w`` for an integer
``v`` in it, with ``-2^(w-1) <= low`` and ``high <= 2^w - 1`` and the interval no wider than
``w`` bits hold (the convention of :mod:`errlang.teacher.narrowing`: both readings, signed and
unsigned, are derived from it where they are determined). An operator this module does not
read, or a result that may wrap around, gets the whole signed range. Only used to choose
widths: nothing is added to the formula.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping

import z3
from z3.z3 import _to_expr_ref  # the typed wrapper (a numeral: BitVecNumRef) of a C API term

from errlang.encoder.term_order import bottom_up

Interval = tuple[int, int]

_cache: dict[int, tuple[z3.ExprRef, Interval]] = {}
_CACHE_LIMIT = 200_000


def forget() -> None:
    """Drop the cache (with the value sets', once per encoding: terms must not outlive it,
    ``runs.forget``; :mod:`errlang.encoder.values` registers it)."""
    _cache.clear()
    _stored.clear()
    _unread.clear()


def interval(term: z3.BitVecRef) -> Interval:
    """An interval of ``term``'s values (module text), each distinct subterm visited once."""
    return bottom_up(term, _cache, _operands, _checked, _CACHE_LIMIT)


def whole(bits: int) -> Interval:
    """Every value of a ``bits``-bit term (read as signed)."""
    return -(1 << (bits - 1)), (1 << (bits - 1)) - 1


def signed_view(span: Interval, bits: int) -> Interval:
    """The values of a ``bits``-bit term with interval ``span`` read as signed numbers."""
    low, high = span
    half = 1 << (bits - 1)
    if high < half:
        return low, high
    if low >= half:
        return low - 2 * half, high - 2 * half
    return -half, half - 1


def unsigned_view(span: Interval, bits: int) -> Interval:
    """The values of a ``bits``-bit term with interval ``span`` read as unsigned numbers."""
    low, high = span
    if low >= 0:
        return low, high
    if high < 0:
        return low + (1 << bits), high + (1 << bits)
    return 0, (1 << bits) - 1


def signed_bits(span: Interval) -> int:
    """The fewest bits holding every integer of ``span`` as two's complement numbers."""
    low, high = span
    return max((-low - 1).bit_length() if low < 0 else 0, high.bit_length() if high > 0 else 0) + 1


def _fits(span: Interval, bits: int) -> bool:
    low, high = span
    if low < -(1 << (bits - 1)) or high >= 1 << bits:
        return False
    return low >= 0 or signed_bits(span) <= bits


DIVISIONS = {
    z3.Z3_OP_BSDIV,
    z3.Z3_OP_BSDIV_I,
    z3.Z3_OP_BUDIV,
    z3.Z3_OP_BUDIV_I,
    z3.Z3_OP_BSREM,
    z3.Z3_OP_BSREM_I,
    z3.Z3_OP_BUREM,
    z3.Z3_OP_BUREM_I,
}
_SHIFTS = {z3.Z3_OP_BSHL, z3.Z3_OP_BLSHR, z3.Z3_OP_BASHR}
_READ = {
    z3.Z3_OP_ITE,
    z3.Z3_OP_BADD,
    z3.Z3_OP_BSUB,
    z3.Z3_OP_BMUL,
    z3.Z3_OP_BNEG,
    z3.Z3_OP_BNOT,
    z3.Z3_OP_SIGN_EXT,
    z3.Z3_OP_ZERO_EXT,
    z3.Z3_OP_EXTRACT,
    z3.Z3_OP_CONCAT,
    z3.Z3_OP_BAND,
    z3.Z3_OP_BOR,
    z3.Z3_OP_BXOR,
    *DIVISIONS,
    *_SHIFTS,
}


def _operands(node: z3.ExprRef) -> list[z3.ExprRef]:
    """The subterms whose intervals ``node``'s is made of (none: a leaf or an unread one)."""
    if not z3.is_app(node) or not z3.is_bv(node) or node.decl().kind() not in _READ:
        return []
    if node.decl().kind() == z3.Z3_OP_ITE:
        return [node.arg(1), node.arg(2)]
    return node.children()


# a read's id -> (the read, kept; the values it may return); arrays found too long to walk
_stored: dict[int, tuple[z3.ExprRef, list[z3.ExprRef]]] = {}
_unread: dict[int, z3.ExprRef] = {}
MAX_STORES = 2048  # stores walked per read; past them, the read is any value


def stored_values(read: z3.ExprRef) -> list[z3.ExprRef]:
    """The values ``read`` (``Select(a, j)`` of a memory's array) may return: walking the
    array's stores back from ``a`` (into both arrays of an if-then-else), the value of each
    store at ``j`` (the same term, or the same numeral) and of each store at an index that may
    be ``j``, down to a constant array's value; the walk stops at a store at ``j`` and skips a
    store at another numeral. Empty (any value, the read a leaf) where the walk meets anything
    else, a fresh array (memory never written: the program's unknowns) or more than
    :data:`MAX_STORES` stores. z3's ``select`` over ``store`` (SMT-LIB's ArraysEx): every value
    the read can take is among these, so their intervals' hull is the read's interval (Miné's
    domain reads memory cells the same way)."""
    found = _stored.get(read.get_id())
    if found is None:
        if len(_stored) > _CACHE_LIMIT:
            _stored.clear()
        found = _stored[read.get_id()] = (read, _walk(read))
    return found[1]


def _walk(read: z3.ExprRef) -> list[z3.ExprRef]:
    """:func:`stored_values`' walk, on z3's C API (numerals hash-consed: ``j``'s has its id)."""
    ctx, c_ctx = read.ctx, read.ctx_ref()
    start = read.arg(0)
    index = z3.Z3_get_app_arg(c_ctx, read.as_ast(), 1)
    index_id = z3.Z3_get_ast_id(c_ctx, index)
    numeral = z3.Z3_is_numeral_ast(c_ctx, index)
    found: dict[int, z3.Ast] = {}
    stack, seen = [start.as_ast()], set()
    while stack:
        array = stack.pop()
        key = z3.Z3_get_ast_id(c_ctx, array)
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > MAX_STORES or key in _unread:
            _unread[start.get_id()] = start  # and so are the reads of arrays leading here
            return []
        if z3.Z3_get_ast_kind(c_ctx, array) != z3.Z3_APP_AST:
            return []
        kind = z3.Z3_get_decl_kind(c_ctx, z3.Z3_get_app_decl(c_ctx, array))
        if kind == z3.Z3_OP_STORE:
            at = z3.Z3_get_app_arg(c_ctx, array, 1)
            at_id = z3.Z3_get_ast_id(c_ctx, at)
            if at_id != index_id and numeral and z3.Z3_is_numeral_ast(c_ctx, at):
                stack.append(z3.Z3_get_app_arg(c_ctx, array, 0))  # another cell
                continue
            value = z3.Z3_get_app_arg(c_ctx, array, 2)
            found[z3.Z3_get_ast_id(c_ctx, value)] = value
            if at_id != index_id:  # may be another cell: older stores too
                stack.append(z3.Z3_get_app_arg(c_ctx, array, 0))
        elif kind == z3.Z3_OP_ITE:
            stack.append(z3.Z3_get_app_arg(c_ctx, array, 1))
            stack.append(z3.Z3_get_app_arg(c_ctx, array, 2))
        elif kind == z3.Z3_OP_CONST_ARRAY:
            value = z3.Z3_get_app_arg(c_ctx, array, 0)
            found[z3.Z3_get_ast_id(c_ctx, value)] = value
        else:  # a fresh array, a lambda, a function's graph: any value
            return []
    return [_to_expr_ref(value, ctx) for value in found.values()]


def _checked(node: z3.ExprRef, kids: list[Interval]) -> Interval:
    """``node``'s interval given its operands', the whole range where it may not fit."""
    bits = node.size()
    if z3.is_bv_value(node):
        value = node.as_long()
        return (value - (1 << bits), value - (1 << bits)) if value >> (bits - 1) else (value, value)
    span = _interval(node, kids, bits) if kids else None
    if span is None or not _fits(span, bits):
        return whole(bits)
    return span


def _interval(node: z3.ExprRef, kids: list[Interval], bits: int) -> Interval | None:
    """``node``'s integer interval before any wrap-around, or None (unknown)."""
    kind = node.decl().kind()
    sizes = [kid.size() for kid in _operands(node)]
    if kind in (z3.Z3_OP_ITE, z3.Z3_OP_SELECT):  # one of its operands' values
        return min(kid[0] for kid in kids), max(kid[1] for kid in kids)
    if kind == z3.Z3_OP_BADD:
        return sum(k[0] for k in kids), sum(k[1] for k in kids)
    if kind == z3.Z3_OP_BSUB and len(kids) == 2:
        return kids[0][0] - kids[1][1], kids[0][1] - kids[1][0]
    if kind == z3.Z3_OP_BMUL:
        span = kids[0]
        for other in kids[1:]:
            span = _product(span, other)
        return span
    if kind == z3.Z3_OP_BNEG:
        return -kids[0][1], -kids[0][0]
    if kind == z3.Z3_OP_BNOT:  # ~x == -x - 1
        return -kids[0][1] - 1, -kids[0][0] - 1
    if kind == z3.Z3_OP_SIGN_EXT:
        return signed_view(kids[0], sizes[0])
    if kind == z3.Z3_OP_ZERO_EXT:
        return unsigned_view(kids[0], sizes[0])
    if kind == z3.Z3_OP_EXTRACT:
        return _extract(node, kids[0], sizes[0])
    if kind == z3.Z3_OP_CONCAT:
        return _concat(node, kids, sizes)
    if kind in (z3.Z3_OP_BAND, z3.Z3_OP_BOR, z3.Z3_OP_BXOR):
        return _bitwise(kind, [unsigned_view(k, s) for k, s in zip(kids, sizes, strict=True)])
    if kind in _SHIFTS:
        return _shift(kind, node, kids, bits)
    if kind in DIVISIONS and len(kids) == 2:
        return quotient_interval(kind, kids[0], kids[1], bits)  # whole if open at 0
    return None


def _product(left: Interval, right: Interval) -> Interval:
    corners = [a * b for a in left for b in right]
    return min(corners), max(corners)


def _extract(node: z3.ExprRef, kid: Interval, size: int) -> Interval | None:
    """Bits ``lo..hi`` of a term: its value when the low bits hold it, else its unsigned
    value shifted right when the high bits are all kept."""
    high, low = node.params()
    if low == 0:
        return kid  # checked by the caller: the value if it fits the bits
    unsigned = unsigned_view(kid, size)
    if unsigned[1] >> (high + 1) != 0:
        return None
    return unsigned[0] >> low, unsigned[1] >> low


def _concat(node: z3.ExprRef, kids: list[Interval], sizes: list[int]) -> Interval | None:
    """A concatenation: z3's form of a sign extension (copies of the last part's top bit), or
    the parts' unsigned values side by side."""
    last = node.arg(node.num_args() - 1)
    top = sizes[-1] - 1
    if all(
        z3.is_app_of(part, z3.Z3_OP_EXTRACT)
        and part.params() == [top, top]
        and part.arg(0).eq(last)
        for part in node.children()[:-1]
    ):
        return signed_view(kids[-1], sizes[-1])
    low = high = 0
    for span, size in zip(kids, sizes, strict=True):
        part = unsigned_view(span, size)
        low, high = (low << size) + part[0], (high << size) + part[1]
    return low, high


def _bitwise(kind: int, spans: list[Interval]) -> Interval:
    """``&`` of non-negative numbers is at most the least of them; ``|`` and ``^`` stay below
    the next power of two of the greatest."""
    if kind == z3.Z3_OP_BAND:
        return 0, min(span[1] for span in spans)
    return 0, (1 << max(span[1] for span in spans).bit_length()) - 1


def _shift(kind: int, node: z3.ExprRef, kids: list[Interval], bits: int) -> Interval | None:
    """A shift by a numeral below the width (any other amount: unknown)."""
    amount = node.arg(1)
    if not z3.is_bv_value(amount) or amount.as_long() >= bits:
        return None
    count = amount.as_long()
    if kind == z3.Z3_OP_BSHL:
        return _product(kids[0], (1 << count, 1 << count))
    if kind == z3.Z3_OP_BLSHR:
        low, high = unsigned_view(kids[0], bits)
    else:
        low, high = signed_view(kids[0], bits)
    return low >> count, high >> count


def _truncated(a: int, b: int) -> int:
    """C's ``a / b`` (truncation toward zero), ``b != 0``."""
    q = abs(a) // abs(b)
    return q if (a < 0) == (b < 0) else -q


SIGNED_DIVISIONS = {z3.Z3_OP_BSDIV, z3.Z3_OP_BSDIV_I, z3.Z3_OP_BSREM, z3.Z3_OP_BSREM_I}
# z3's rewriter's forms for a divisor it knows is not 0: their value at 0 is left open
_NONZERO = {z3.Z3_OP_BSDIV_I, z3.Z3_OP_BUDIV_I, z3.Z3_OP_BSREM_I, z3.Z3_OP_BUREM_I}
QUOTIENTS = {z3.Z3_OP_BSDIV, z3.Z3_OP_BSDIV_I, z3.Z3_OP_BUDIV, z3.Z3_OP_BUDIV_I}


def quotient_interval(kind: int, dividend: Interval, divisor: Interval, bits: int) -> Interval:
    """The interval of ``bvsdiv``, ``bvudiv``, ``bvsrem`` or ``bvurem`` (``kind``) of two
    ``bits``-bit terms with these intervals, z3's values at a zero divisor included (all
    ones for ``bvudiv``, 1 or -1 for ``bvsdiv``, the dividend for the remainders; any value
    for the ``_i`` forms z3's rewriter makes)."""
    signed = kind in SIGNED_DIVISIONS
    view: Callable[[Interval, int], Interval] = signed_view if signed else unsigned_view
    (al, ah), (bl, bh) = view(dividend, bits), view(divisor, bits)
    if kind in _NONZERO and bl <= 0 <= bh:
        return whole(bits)  # the value at 0 is z3's open choice (``bvsdiv0``), any number
    spans: list[Interval] = []
    if kind in QUOTIENTS:
        if bl <= 0 <= bh:
            spans.append((-1, 1) if signed else ((1 << bits) - 1, (1 << bits) - 1))
        for low, high in _nonzero(bl, bh):
            values = [_truncated(a, b) for a in (al, ah) for b in (low, high)]
            if signed and low <= -1 <= high:
                values.append(-al)  # the dividend itself negated, at -1
            spans.append((min(values), max(values)))
    else:
        if bl <= 0 <= bh:
            spans.append((al, ah))
        largest = max((abs(b) for b in (bl, bh) if b != 0), default=0)
        if largest:
            limit = largest - 1
            spans.append((max(al, -limit) if al < 0 else 0, min(ah, limit) if ah > 0 else 0))
    if not spans:
        return whole(bits)
    return min(s[0] for s in spans), max(s[1] for s in spans)


def _nonzero(low: int, high: int) -> list[Interval]:
    """``[low, high]`` without 0, as at most two intervals of one sign each."""
    parts = []
    if low < 0:
        parts.append((low, min(high, -1)))
    if high > 0:
        parts.append((max(low, 1), high))
    return parts


class _NoRun(Exception):
    """A term's bounds and its interval do not meet: no run of the bounds computes it."""


class _TooLarge(Exception):
    """More subterms than :data:`WITHIN_LIMIT`."""


WITHIN_LIMIT = 4096  # subterms walked again under bounds; past it, the plain interval


def within(
    term: z3.BitVecRef, bounds: Mapping[int, tuple[z3.ExprRef, int, int]]
) -> Interval | None:
    """An interval of ``term``'s values on the runs where each term of ``bounds`` (by id: the
    term, its least and greatest signed value; :func:`~errlang.encoder.fact_intervals.implied`)
    lies within them, each subterm's interval met with its bounds (``w * h`` under ``0 < w <
    100``) and a read of memory the hull of the values stored (:func:`stored_values`: ``s->
    count++``). Walked afresh: only where :func:`interval` says too little. None: no such run.
    Past :data:`WITHIN_LIMIT` subterms, the plain :func:`interval`."""
    walked = 0

    def operands(node: z3.ExprRef) -> list[z3.ExprRef]:
        nonlocal walked
        walked += 1
        if walked > WITHIN_LIMIT:
            raise _TooLarge
        if z3.is_app_of(node, z3.Z3_OP_SELECT) and z3.is_bv(node):
            return stored_values(node)
        return _operands(node)

    def met(node: z3.ExprRef, kids: list[Interval]) -> Interval:
        span = _checked(node, kids)
        found = bounds.get(node.get_id())
        if found is None:
            return span
        low, high = signed_view(span, node.size())
        low, high = max(low, found[1]), min(high, found[2])
        if low > high:
            raise _NoRun
        return low, high

    try:
        return bottom_up(term, {}, operands, met, WITHIN_LIMIT)
    except _NoRun:
        return None
    except _TooLarge:
        return interval(term)
