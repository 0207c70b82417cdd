"""Bit-vector terms computed in as few bits as their values need (issue 30,
docs/benchmarks-scaling.md, "Sixth session: the solver").

A C program counts in ``int``: a parser's index, the number of pairs it has seen, the length of
a token are 32-bit sums of small steps under conditions. Bit-blasted as written, each is a
32-bit adder and each test a 32-bit comparison, and the SAT solver must find out by itself that
the high bits never move (the carries of ``i + 1`` are not constant as circuits): the cookie
parser's assertions at 16 bytes took 4-50 s of CPU. An interval of the values every term can
take, computed bottom-up (Miné's interval domain over machine integers, with wrap-around
detected rather than assumed away), shows most of them fit in 5-6 bits; such a term is
rebuilt in those bits (its additions, if-then-elses, extensions and comparisons), and extended
back where a wider operation needs it. Every rebuilt term equals the original under every
assignment of its free constants (no new constants, none lost), so the formula is equivalent
and a model of it is a model of the original: the verdicts are the solver's as before.

An interval ``[low, high]`` of a ``w``-bit term means: its bits are ``v mod 2^w`` for an
integer ``v`` in it, with ``-2^(w-1) <= low`` and ``high <= 2^w - 1`` (so both readings,
signed and unsigned, are derived from it where they are determined). A term whose interval
needs ``k < w`` bits (unsigned when ``low >= 0``, else two's complement) gets a ``k``-bit twin
whose extension (zero or sign) is the term.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass

import z3

from errlang.encoder.division import QUOTIENT, REMAINDER, operation
from errlang.encoder.fact_intervals import Bounds, implied
from errlang.encoder.intervals import (
    DIVISIONS,
    QUOTIENTS,
    SIGNED_DIVISIONS,
    quotient_interval,
    signed_bits,
)
from errlang.encoder.term_order import post_order
from errlang.teacher.fresh_solver import PREPROCESS


@dataclass(frozen=True)
class _Entry:
    """One distinct subterm: the original (kept so that its id is not reused), its rebuilt
    equal (``full``), and for a bit-vector its interval and ``bits``-wide twin (``narrow``)."""

    original: z3.ExprRef
    full: z3.ExprRef
    low: int = 0
    high: int = 0
    bits: int = 0
    signed: bool = False
    narrow: z3.ExprRef | None = None


_ARITHMETIC = {z3.Z3_OP_BADD, z3.Z3_OP_BSUB, z3.Z3_OP_BMUL}
# a declaration is typed by its width: the narrow operation is made anew
_COMPARE: dict[int, Callable[[z3.BitVecRef, z3.BitVecRef], z3.BoolRef]] = {
    z3.Z3_OP_SLEQ: lambda a, b: a <= b,
    z3.Z3_OP_SLT: lambda a, b: a < b,
    z3.Z3_OP_SGEQ: lambda a, b: a >= b,
    z3.Z3_OP_SGT: lambda a, b: a > b,
    z3.Z3_OP_ULEQ: z3.ULE,
    z3.Z3_OP_ULT: z3.ULT,
    z3.Z3_OP_UGEQ: z3.UGE,
    z3.Z3_OP_UGT: z3.UGT,
    z3.Z3_OP_EQ: lambda a, b: a == b,
    z3.Z3_OP_DISTINCT: lambda a, b: a != b,
}
_SIGNED = {z3.Z3_OP_SLEQ, z3.Z3_OP_SLT, z3.Z3_OP_SGEQ, z3.Z3_OP_SGT}
_UNSIGNED = {z3.Z3_OP_ULEQ, z3.Z3_OP_ULT, z3.Z3_OP_UGEQ, z3.Z3_OP_UGT}


def _bits(low: int, high: int) -> tuple[int, bool]:
    """The fewest bits holding every integer of ``[low, high]``, and whether as signed."""
    if low >= 0:
        return max(1, high.bit_length()), False
    return max((-low - 1).bit_length(), high.bit_length() if high > 0 else 0) + 1, True


def _resize(entry: _Entry, bits: int) -> z3.BitVecRef:
    """``bits`` bits congruent to ``entry``'s value modulo ``2^bits``."""
    term = entry.narrow if entry.narrow is not None else entry.full
    have = term.size()
    if have == bits:
        return term
    if have > bits:
        return z3.Extract(bits - 1, 0, term)
    if entry.signed:
        return z3.SignExt(bits - have, term)
    return z3.ZeroExt(bits - have, term)


def _signed_view(entry: _Entry, width: int) -> tuple[int, int]:
    """The interval of the term read as a signed ``width``-bit number."""
    half = 1 << (width - 1)
    if entry.high < half:
        return entry.low, entry.high
    if entry.low >= half:
        return entry.low - 2 * half, entry.high - 2 * half
    return -half, half - 1


def _unsigned_view(entry: _Entry, width: int) -> tuple[int, int]:
    """The interval of the term read as an unsigned ``width``-bit number."""
    if entry.low >= 0:
        return entry.low, entry.high
    if entry.high < 0:
        return entry.low + (1 << width), entry.high + (1 << width)
    return 0, (1 << width) - 1


class Narrowing:
    """The narrowed equals of an encoding's terms, each distinct subterm visited once and
    remembered (a solver's formula once, each query's conditions after it)."""

    def __init__(self, bounds: Bounds | None = None) -> None:
        self._entries: dict[int, _Entry] = {}
        # signed bounds that every model of the formula gives some terms
        # (:func:`errlang.encoder.fact_intervals.implied`): such a term is narrowed to them, and
        # the fact that it lies within them is ``stated`` (the caller adds it to the formula)
        self._bounds: Bounds = bounds or {}
        self.stated: list[z3.BoolRef] = []

    def of(self, terms: Iterable[z3.ExprRef]) -> list[z3.ExprRef]:
        """Terms equal to ``terms`` under every assignment, bit-vectors in fewer bits."""
        terms = list(terms)
        entries = self._entries
        for node, kids in post_order(terms, entries):
            entries[node.get_id()] = self._entry(node, [entries[kid.get_id()] for kid in kids])
        return [entries[term.get_id()].full for term in terms]

    def _entry(self, node: z3.ExprRef, kids: list[_Entry]) -> _Entry:
        full = _rebuilt(node, kids)
        if not z3.is_bv(node):
            compared = _comparison(node, kids)
            return _Entry(node, compared if compared is not None else full)
        width = node.size()
        low, high = _interval(node, kids, width)
        bounded = self._bounded(node, full, low, high)
        if bounded is not None:
            return bounded
        bits, signed = _bits(low, high)
        if bits >= width:
            return _Entry(node, full, low, high, width, signed)
        narrow = _narrow(node, kids, bits, full)
        extend = z3.SignExt if signed else z3.ZeroExt
        return _Entry(node, extend(width - bits, narrow), low, high, bits, signed, narrow)

    def _bounded(self, node: z3.ExprRef, full: z3.ExprRef, low: int, high: int) -> _Entry | None:
        """``node`` in the bits its bounds (``self._bounds``) need, when fewer than its
        interval's: the low bits of ``full``, the fact that it lies within them stated. Every
        model of the formula has them, so the formula with the fact is equisatisfiable and
        a model of it is one of the formula (twelfth session: ciso8601.c's year of four
        digit characters, 14 bits where its interval needs 19)."""
        found = self._bounds.get(node.get_id())
        if found is None or not found[0].eq(node):
            return None
        width = node.size()
        signed_low, signed_high = _signed_view(_Entry(node, full, low, high), width)
        low, high = max(signed_low, found[1]), min(signed_high, found[2])
        bits, signed = _bits(low, high)
        if low > high or bits >= min(width, _bits(signed_low, signed_high)[0]):
            return None
        self.stated.append(z3.And(full >= low, full <= high))
        narrow = z3.Extract(bits - 1, 0, full)
        extend = z3.SignExt if signed else z3.ZeroExt
        return _Entry(node, extend(width - bits, narrow), low, high, bits, signed, narrow)


def _rebuilt(node: z3.ExprRef, kids: list[_Entry]) -> z3.ExprRef:
    """``node`` over its children's rebuilt equals (itself when none changed)."""
    if not kids or all(kid.full is kid.original or kid.full.eq(kid.original) for kid in kids):
        return node
    ctx = node.ctx  # z3's C API: the same declaration over new arguments, without the Python
    args = (z3.Ast * len(kids))(*(kid.full.as_ast() for kid in kids))  # API's coercions
    return z3.z3._to_expr_ref(z3.Z3_update_term(ctx.ref(), node.as_ast(), len(kids), args), ctx)


def _interval(node: z3.ExprRef, kids: list[_Entry], width: int) -> tuple[int, int]:
    """An interval holding every value of the ``width``-bit ``node`` (module text)."""
    whole = (-(1 << (width - 1)), (1 << (width - 1)) - 1)
    if z3.is_bv_value(node):
        value = node.as_long()
        value = value - (1 << width) if value >= 1 << (width - 1) else value
        return value, value
    if not z3.is_app(node) or not kids:
        return whole
    kind = node.decl().kind()
    if kind in _ARITHMETIC and len(kids) == 2:
        low, high = _arithmetic(kind, kids[0], kids[1])
    elif kind == z3.Z3_OP_ITE:
        low, high = min(kids[1].low, kids[2].low), max(kids[1].high, kids[2].high)
    elif kind == z3.Z3_OP_SIGN_EXT:
        low, high = _signed_view(kids[0], kids[0].original.size())
    elif kind == z3.Z3_OP_ZERO_EXT:
        low, high = _unsigned_view(kids[0], kids[0].original.size())
    elif kind == z3.Z3_OP_EXTRACT and node.params()[1] == 0:
        low, high = kids[0].low, kids[0].high  # its low bits: the value if it fits
    elif kind in DIVISIONS and len(kids) == 2:  # z3's values at a zero divisor included
        spans = [(kid.low, kid.high) for kid in kids]
        low, high = quotient_interval(kind, spans[0], spans[1], width)
    else:
        return whole
    if low < whole[0] or high >= 1 << width or _bits(low, high)[0] > width:
        return whole  # it may wrap around (or not fit either reading): nothing known
    return low, high


def _arithmetic(kind: int, left: _Entry, right: _Entry) -> tuple[int, int]:
    """The integer interval of ``left`` + - * ``right``, before any wrap-around."""
    if kind == z3.Z3_OP_BADD:
        return left.low + right.low, left.high + right.high
    if kind == z3.Z3_OP_BSUB:
        return left.low - right.high, left.high - right.low
    corners = [a * b for a in (left.low, left.high) for b in (right.low, right.high)]
    return min(corners), max(corners)


def _narrow(node: z3.ExprRef, kids: list[_Entry], bits: int, full: z3.ExprRef) -> z3.ExprRef:
    """``bits`` bits equal to ``node``'s value (which fits them: its interval)."""
    if z3.is_bv_value(node):
        return z3.BitVecVal(node.as_long() % (1 << bits), bits)
    kind = node.decl().kind()
    if kind in _ARITHMETIC and len(kids) == 2:  # modular: operands congruent mod 2^bits
        left, right = _resize(kids[0], bits), _resize(kids[1], bits)
        if kind == z3.Z3_OP_BADD:
            return left + right
        return left - right if kind == z3.Z3_OP_BSUB else left * right
    if kind == z3.Z3_OP_ITE:
        return z3.If(kids[0].full, _resize(kids[1], bits), _resize(kids[2], bits))
    if kind in DIVISIONS and len(kids) == 2:
        return _divided(node, kids, bits)
    if kind in (z3.Z3_OP_SIGN_EXT, z3.Z3_OP_ZERO_EXT, z3.Z3_OP_EXTRACT):
        return _resize(kids[0], bits)
    return z3.Extract(bits - 1, 0, full)


def _divided(node: z3.ExprRef, kids: list[_Entry], bits: int) -> z3.ExprRef:
    """A quotient or remainder (which fits ``bits``) computed in the bits that hold both
    operands (the rule of :func:`errlang.encoder.division.division_bits`), cut to ``bits``."""
    kind, width = node.decl().kind(), node.size()
    signed = kind in SIGNED_DIVISIONS
    op = QUOTIENT if kind in QUOTIENTS else REMAINDER
    left, right = kids
    if signed:
        views = [_signed_view(left, width), _signed_view(right, width)]
        need = max(signed_bits(view) for view in views)
        if views[0][0] == -(1 << (need - 1)) and views[1][0] <= -1 <= views[1][1]:
            need += 1  # MIN / -1 wraps in ``need`` bits
    else:
        views = [_unsigned_view(left, width), _unsigned_view(right, width)]
        need = max(views[0][1].bit_length(), views[1][1].bit_length(), 1)
        if op == QUOTIENT and views[1][0] == 0:
            need += 1  # the quotient by 0 is all ones: a spare top bit keeps it apart
    need = max(need, bits)
    if need >= width:
        return z3.Extract(bits - 1, 0, node.decl()(left.full, right.full))
    made = operation(op, _resize(left, need), _resize(right, need), signed)
    return made if need == bits else z3.Extract(bits - 1, 0, made)


def _comparison(node: z3.ExprRef, kids: list[_Entry]) -> z3.ExprRef | None:
    """A comparison of two bit-vectors made in the bits both sides need (None: not one, or
    no fewer bits)."""
    if not z3.is_app(node) or len(kids) != 2 or not z3.is_bv(kids[0].original):
        return None
    kind = node.decl().kind()
    width = kids[0].original.size()
    left, right = kids
    if kind in _SIGNED:
        if max(left.high, right.high) >= 1 << (width - 1):
            return None  # a side's signed reading is not its interval
        bits = max(_signed_bits(left), _signed_bits(right))
    elif kind in _UNSIGNED:
        if min(left.low, right.low) < 0:
            return None
        bits = max(left.bits, right.bits)
    elif kind in (z3.Z3_OP_EQ, z3.Z3_OP_DISTINCT):
        both_unsigned = not left.signed and not right.signed
        bits = (
            max(left.bits, right.bits)
            if both_unsigned
            else max(_signed_bits(left), _signed_bits(right))
        )
    else:
        return None
    if bits >= width:
        return None
    return _COMPARE[kind](_resize(left, bits), _resize(right, bits))


def _signed_bits(entry: _Entry) -> int:
    """The bits of ``entry``'s value as a signed number."""
    return entry.bits if entry.signed else entry.bits + 1


def within_bounds(terms: list[z3.BoolRef]) -> list[z3.BoolRef]:
    """``terms`` after z3's preprocessing (:data:`PREPROCESS`: the guards' definitions solved
    in, so that a digit's test is a comparison of the character itself), narrowed to the
    bounds the result implies (:func:`errlang.encoder.fact_intervals.implied`), with the
    facts those bounds are: equisatisfiable, and a model of it gives the constants it keeps
    values that z3 completes into a model of ``terms``. ciso8601.c at 8 bytes, bound 1: its
    blocking question (``ord_to_ymd``'s assertions over a year of four digits) unsat in
    1.1 s of CPU, 14.7 s narrowed by the intervals alone (twelfth session)."""
    ctx = terms[0].ctx if terms else z3.main_ctx()
    goal = z3.Goal(ctx=ctx)
    goal.add(*terms)
    goals = z3.Then(*PREPROCESS, ctx=ctx)(goal)
    if len(goals) != 1:
        return list(terms)
    (done,) = goals
    if done.inconsistent():
        return [z3.BoolVal(False, ctx)]
    kept = [done[k] for k in range(len(done))]
    narrowing = Narrowing(implied(kept) or {})
    return [*narrowing.of(kept), *narrowing.stated]
