"""The least and greatest unsigned value an offset can take, read off its term (linked
structures, docs/encoder.md).

A hash table's bucket array inside a struct, ``struct table { int n; struct node *b[4]; }``,
is read at ``8 + 8 * (h % 4)``: z3's form ``8 + 8*Concat(0, Extract(1, 0, k))``, no value set
(:mod:`encoder.value_sets`) but between 8 and 32 on every run. An aligned access at that offset
is encoded over the elements between the bounds only (:func:`contents.read`, ``write``): the
counter's bytes, written piecemeal, then no longer force the read byte by byte, which made
each pointer read from the buckets an opaque concatenation resolved against every object.

Bounds of every valuation (numerals, if-then-else, ``+``, ``*``, ``&``, a remainder by a
numeral, extensions, concatenations, extractions); an operator it does not read, a sum or
product that may wrap, and a negative value's extension or signed remainder give the whole
width. Like :mod:`encoder.term_ranges` (signed, used to decide branches) but unsigned, as an
offset is, and through the remainders and bit operations a hash makes.
"""

from __future__ import annotations

import z3

from errlang.encoder.term_order import bottom_up
from errlang.encoder.value_sets import when_forgetting

Bounds = tuple[int, int]

_known: dict[int, tuple[z3.ExprRef, Bounds]] = {}
when_forgetting(_known.clear)  # the cache lives as long as one encoding's terms
_CACHE_LIMIT = 200_000

_UNSIGNED_REMAINDERS = (z3.Z3_OP_BUREM, z3.Z3_OP_BUREM_I)
_REMAINDERS = (*_UNSIGNED_REMAINDERS, z3.Z3_OP_BSREM, z3.Z3_OP_BSREM_I)
_COMBINED = (
    z3.Z3_OP_BADD,
    z3.Z3_OP_BMUL,
    z3.Z3_OP_BAND,
    z3.Z3_OP_ZERO_EXT,
    z3.Z3_OP_SIGN_EXT,
    z3.Z3_OP_CONCAT,
    z3.Z3_OP_EXTRACT,
)


def bounds(term: z3.BitVecRef) -> Bounds:
    """(least, greatest) unsigned value of ``term`` over every valuation. Walks only the
    operands it reads (never an if-then-else's test), each subterm once, without recursion
    (terms are deep), memoised for the encoding."""
    return bottom_up(term, _known, _operands, _bounds, _CACHE_LIMIT)


def greatest(term: z3.BitVecRef) -> int:
    """The greatest unsigned value of ``term`` (:func:`bounds`)."""
    return bounds(term)[1]


def _operands(node: z3.ExprRef) -> list[z3.ExprRef]:
    """The subterms whose bounds ``node``'s are made of (none: any value of its width)."""
    if not z3.is_app(node):
        return []
    kind = node.decl().kind()
    if kind == z3.Z3_OP_ITE:
        return [node.arg(1), node.arg(2)]
    if kind in _COMBINED:
        return node.children()
    if kind in _REMAINDERS and z3.is_bv_value(node.arg(1)):
        return [node.arg(0)]  # ``h % 3``
    return []


def _bounds(node: z3.ExprRef, kids: list[Bounds]) -> Bounds:
    """``node``'s bounds given its :func:`_operands`' bounds."""
    limit = 1 << node.size()
    whole = (0, limit - 1)
    if z3.is_bv_value(node):
        return node.as_long(), node.as_long()
    if not kids:
        return whole
    kind = node.decl().kind()
    lows = [low for low, _ in kids]
    highs = [high for _, high in kids]
    found = whole
    if kind == z3.Z3_OP_ITE:
        found = min(lows), max(highs)
    elif kind == z3.Z3_OP_BADD:
        found = sum(lows), sum(highs)
    elif kind == z3.Z3_OP_BMUL:
        found = _product(lows), _product(highs)
    elif kind == z3.Z3_OP_BAND:
        found = 0, min(highs)
    elif kind == z3.Z3_OP_CONCAT:  # the parts side by side, the first the most significant
        low, high, shift = 0, 0, 0
        for part, (a, b) in reversed(list(zip(node.children(), kids, strict=True))):
            low, high, shift = low + (a << shift), high + (b << shift), shift + part.size()
        found = low, high
    elif kind == z3.Z3_OP_EXTRACT:
        bottom = node.params()[1]
        if highs[0] >> bottom < limit:  # no bit above the extraction is ever set: a shift
            found = lows[0] >> bottom, highs[0] >> bottom
    elif kind == z3.Z3_OP_ZERO_EXT or (
        kind == z3.Z3_OP_SIGN_EXT and highs[0] < 1 << (node.arg(0).size() - 1)
    ):
        found = kids[0]  # the same value (a sign extension of a non-negative value)
    elif kind in _REMAINDERS:
        found = _remainder(node, kids[0])
    return found if found[1] < limit else whole  # may wrap: any value of the width


def _product(values: list[int]) -> int:
    result = 1
    for value in values:
        result *= value
    return result


def _remainder(node: z3.ExprRef, dividend: Bounds) -> Bounds:
    """The bounds of ``x % d`` for a numeral ``d`` given those of ``x`` (z3: ``x % 0`` is
    ``x``; C: undefined, blocked before). A signed remainder has the dividend's sign: bounded
    only where the dividend is never negative."""
    width = node.size()
    divisor = node.arg(1).as_long()
    if node.decl().kind() not in _UNSIGNED_REMAINDERS:
        if dividend[1] >= 1 << (width - 1):
            return 0, (1 << width) - 1
        if divisor >= 1 << (width - 1):
            divisor = (1 << width) - divisor  # |d|
    if not divisor or dividend[1] < divisor:
        return dividend  # the value itself
    return 0, divisor - 1
