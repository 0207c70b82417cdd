"""The least and greatest value a bit-vector term can take, read off its structure (issue 30).

A parser's index is a tree of if-then-else over the merged paths with constant steps added:
``If(g1, pos0 + 1, If(g2, pos0 + 3, 0))``. Whatever the guards are, its value lies between the
least and the greatest of its leaves: the bounds are those of every valuation, so a comparison
of the index with a numeral that holds (or fails) at both ends holds (or fails) on every run.
:mod:`errlang.encoder.path_facts` decides branch conditions with it where the value set
(:func:`value_sets.cases`) has more than its 64 values: the tokenizer's cursor at the cut
states of its nest lies at or past the end of the input on every path, and the loop test
``pos < len`` is then false there, so the state has no run (docs/benchmarks-scaling.md,
section 14). Only used to decide; nothing is added to the formula.

Signed bounds in the term's width; a sum that may wrap, and any operator other than numerals,
if-then-else, ``+``, ``-``, sign extension, zero extension (also in z3's ``Concat(0, x)`` form:
never negative, below 2^w for a w-bit operand whatever its range) and an extraction of the low
bits that keeps the value, give None (unknown).
"""

from __future__ import annotations

import z3

from errlang.encoder.term_order import bottom_up
from errlang.encoder.value_sets import when_forgetting

Range = tuple[int, int] | None

_ranges: dict[int, tuple[z3.ExprRef, Range]] = {}
_CACHE_LIMIT = 200_000
_extended: dict[int, tuple[z3.BitVecRef, z3.BitVecRef | None]] = {}
_EXTENDED_LIMIT = 4096


def _forget() -> None:
    _ranges.clear()
    _extended.clear()


when_forgetting(_forget)  # the cache lives as long as one encoding's terms


def signed_range(term: z3.BitVecRef) -> Range:
    """(least, greatest) signed value of ``term`` over every valuation, or None. Walks only
    the operators it reads (never an if-then-else's test), each subterm once, memoised."""
    return bottom_up(term, _ranges, _operands, _range, _CACHE_LIMIT)


_READ = {
    z3.Z3_OP_BADD,
    z3.Z3_OP_BSUB,
    z3.Z3_OP_SIGN_EXT,
    z3.Z3_OP_ZERO_EXT,
}


def _operands(node: z3.ExprRef) -> list[z3.ExprRef]:
    """The subterms whose ranges ``node``'s range is made of (none: a leaf)."""
    if not z3.is_app(node) or not z3.is_bv(node):
        return []
    kind = node.decl().kind()
    if kind == z3.Z3_OP_ITE:
        return [node.arg(1), node.arg(2)]
    if kind in _READ or (kind == z3.Z3_OP_EXTRACT and node.params()[1] == 0):
        return node.children()
    if _zero_extended(node) is not None:
        return [node.arg(1)]
    return []


def _zero_extended(node: z3.ExprRef) -> z3.ExprRef | None:
    """``x`` when ``node`` is ``Concat(0, x)``: z3's simplified form of a zero extension."""
    if not z3.is_app_of(node, z3.Z3_OP_CONCAT) or node.num_args() != 2:
        return None
    high = node.arg(0)
    return node.arg(1) if z3.is_bv_value(high) and high.as_long() == 0 else None


def _unsigned(kid: Range, bits: int) -> tuple[int, int]:
    """The range of a zero extension of a ``bits``-wide term whose signed range is ``kid``:
    that range where it is not negative, else every unsigned value of the width (a zero
    extension is never negative, whatever its operand's bits)."""
    if kid is not None and kid[0] >= 0:
        return kid
    return 0, (1 << bits) - 1


def _signed(value: int, bits: int) -> int:
    return value - (1 << bits) if value >> (bits - 1) else value


def _fits(low: int, high: int, bits: int) -> Range:
    limit = 1 << (bits - 1)
    return (low, high) if -limit <= low and high < limit else None


def _range(node: z3.ExprRef, kids: list[Range]) -> Range:
    """``node``'s range given those of its :func:`_operands`."""
    if not z3.is_bv(node):
        return None
    bits = node.size()
    if z3.is_bv_value(node):
        value = _signed(node.as_long(), bits)
        return value, value
    if not z3.is_app(node):
        return None
    kind = node.decl().kind()
    if kind == z3.Z3_OP_ZERO_EXT or (kids and _zero_extended(node) is not None):
        inner = node.arg(0) if kind == z3.Z3_OP_ZERO_EXT else node.arg(1)
        low, high = _unsigned(kids[0], inner.size())
        return _fits(low, high, bits)
    if not kids or any(kid is None for kid in kids):
        return None
    ranges = [kid for kid in kids if kid is not None]
    if kind == z3.Z3_OP_ITE:
        return min(r[0] for r in ranges), max(r[1] for r in ranges)
    if kind == z3.Z3_OP_BADD:
        return _fits(sum(r[0] for r in ranges), sum(r[1] for r in ranges), bits)
    if kind == z3.Z3_OP_BSUB and len(ranges) == 2:
        (a, b), (c, d) = ranges
        return _fits(a - d, b - c, bits)
    if kind == z3.Z3_OP_SIGN_EXT:
        return ranges[0]
    if kind == z3.Z3_OP_EXTRACT and node.params()[1] == 0:
        return _fits(ranges[0][0], ranges[0][1], bits)
    return None


def sign_extended(term: z3.BitVecRef) -> z3.BitVecRef | None:
    """``x`` when ``term`` is z3's form of a sign extension of ``x``: ``Concat`` of copies of
    ``Extract(w-1, w-1, x)`` and ``x`` itself."""
    found = _extended.get(term.get_id())
    if found is not None and found[0].eq(term):
        return found[1]
    *signs, last = term.children()
    sign = signs[0] if signs else None
    same = sign is not None and len({other.get_id() for other in signs}) == 1
    source = last if same and _sign_of(sign, last) else None
    if len(_extended) > _EXTENDED_LIMIT:
        _extended.clear()
    _extended[term.get_id()] = (term, source)
    return source


def _sign_of(sign: z3.BitVecRef, value: z3.BitVecRef) -> bool:
    """``sign`` is the sign bit of ``value``: ``Extract(w-1, w-1, value)``, or the
    if-then-else of the sign bits of ``value``'s own branches on its own condition (z3 pushes
    a merged index's if-then-else into the pieces of its extension). Each pair of shared
    subterms is compared once."""
    width = value.size()
    done: set[tuple[int, int]] = set()
    pending = [(sign, value)]
    while pending:
        if len(done) > _EXTENDED_LIMIT:
            return False
        part, whole = pending.pop()
        key = (part.get_id(), whole.get_id())
        if key in done:
            continue
        done.add(key)
        if z3.is_app_of(part, z3.Z3_OP_EXTRACT):
            if not (part.params() == [width - 1, width - 1] and part.arg(0).eq(whole)):
                return False
            continue
        if not (z3.is_app_of(part, z3.Z3_OP_ITE) and z3.is_app_of(whole, z3.Z3_OP_ITE)):
            return False
        if not part.arg(0).eq(whole.arg(0)):
            return False
        pending += [(part.arg(1), whole.arg(1)), (part.arg(2), whole.arg(2))]
    return True
