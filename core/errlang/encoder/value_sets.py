"""The few constant values a symbolic offset can take, and where it takes each (issue 30).

A parser's index is a register merged at every join point: after a loop over the input,
``pos`` is ``If(g1, 3, If(g2, 4, 5))``; one more ``pos++`` makes it ``1 + If(...)``, and its
use as an offset ``sign_extend(1 + If(...)) * 12``. Read as a term, every access at that
offset compared the whole term with each position of the object (``If(offset == k, byte_k,
...)``) and tested its range with 64-bit arithmetic: on a JSON tokenizer over 8 bytes at loop
bound 8 most of the bit-blasted formula (250,000 clauses) was these adders, multipliers and
comparisons, and a query took seconds. Its *value set* says the same in the guards alone:
``offset = k`` exactly where the condition of ``k`` holds, so an access picks
``byte_k`` under that condition and the range test is the disjunction of the conditions of
the values inside the object — no arithmetic left for the solver (CBMC's value sets play the
same part for pointers).

:func:`cases` computes it over if-then-else trees of numerals combined by ``+``, ``-``, ``*``,
extensions, extractions and concatenations of one term (z3's form of a sign extension), as
long as at most :data:`MAX_VALUES` values come out; anything else gives None and the access is
encoded as before. The conditions are disjoint and together always true (the leaves of an
if-then-else tree partition the runs; a sum's cases are the products of its operands'), so
the value is exact, never an approximation.
"""

from __future__ import annotations

from collections.abc import Callable

import z3

from errlang.encoder.values import and_, is_false, is_true, not_, or_, same

MAX_VALUES = 64  # distinct values; more and the offset stays a term
Cases = tuple[tuple[z3.BoolRef, int], ...]

_TRUE = z3.BoolVal(True)
_cache: dict[int, tuple[z3.ExprRef, Cases | None]] = {}
# cases of concatenations split on a condition (``_joined``), by their parts' ids: the
# registers merged at successive joins share the tails of their if-then-else chains, so each
# tail is split once (the varint reader at 16 bytes, bound 16: 32 of 39 s of its encoding
# under a profiler went to splitting the same tails again)
_joined_cache: dict[tuple[int, ...], tuple[list[z3.ExprRef], Cases | None]] = {}
_CACHE_LIMIT = 200_000
_forgetting: list[Callable[[], None]] = []


def forget() -> None:
    """Drop the cache (``encode`` calls it when it returns: see ``runs.forget`` for why terms
    must not outlive an encoding), and those registered by :func:`when_forgetting`."""
    _cache.clear()
    _joined_cache.clear()
    for hook in _forgetting:
        hook()


def when_forgetting(hook: Callable[[], None]) -> None:
    """Call ``hook`` whenever :func:`forget` is (the caches of modules built on value sets)."""
    _forgetting.append(hook)


def cases(term: z3.BitVecRef) -> Cases | None:
    """(condition, value) pairs: ``term`` equals ``value`` (unsigned, below 2^width) exactly
    where ``condition`` holds; one pair per value; None when ``term`` is not of that shape or
    takes more than :data:`MAX_VALUES` values."""
    key = term.get_id()
    found = _cache.get(key)
    if found is not None and found[0].eq(term):
        return found[1]
    result = _cases(term)
    if len(_cache) > _CACHE_LIMIT:
        _cache.clear()
    _cache[key] = (term, result)  # the term is kept: its id is not reused while cached
    return result


def _grouped(pairs: list[tuple[z3.BoolRef, int]]) -> Cases | None:
    """One pair per value (conditions joined), false conditions dropped."""
    by_value: dict[int, list[z3.BoolRef]] = {}
    for cond, value in pairs:
        if not is_false(cond):
            by_value.setdefault(value, []).append(cond)
    if len(by_value) > MAX_VALUES:
        return None
    return tuple(
        (conds[0] if len(conds) == 1 else or_(*conds), value) for value, conds in by_value.items()
    )


def _both(a: z3.BoolRef, b: z3.BoolRef) -> z3.BoolRef:
    if is_true(a):
        return b
    if is_true(b):
        return a
    return and_(a, b)


def _cases(term: z3.BitVecRef) -> Cases | None:
    if z3.is_bv_value(term):
        return ((_TRUE, term.as_long()),)
    if not z3.is_app(term):
        return None
    kind = term.decl().kind()
    if kind == z3.Z3_OP_ITE:
        c, a, b = term.children()
        then, other = cases(a), cases(b)
        if then is None or other is None:
            return None
        negated = not_(c)
        return _grouped(
            [(_both(c, g), v) for g, v in then] + [(_both(negated, g), v) for g, v in other]
        )
    mask = (1 << term.size()) - 1
    if kind in (z3.Z3_OP_BADD, z3.Z3_OP_BMUL, z3.Z3_OP_BSUB):
        return _arithmetic(kind, term.children(), mask)
    if kind in (z3.Z3_OP_SIGN_EXT, z3.Z3_OP_ZERO_EXT, z3.Z3_OP_EXTRACT, z3.Z3_OP_CONCAT):
        return _joined([term])
    return None


def _joined(parts: list[z3.ExprRef]) -> Cases | None:
    """Cases of the concatenation of ``parts`` (most significant first; a single part may be
    an extension or extraction). Parts that are all pieces of one term (``Concat(Extract(31,
    31, x), x)``, z3's sign extension) take that term's cases, reshaped; parts that are all
    if-then-elses on one condition (z3's rewriter pushes a merged value's if-then-else into
    the parts of its extension) are split on it; other parts are combined one by one."""
    parts = [q for p in parts for q in _flat(p)]
    key = tuple(part.get_id() for part in parts)
    found = _joined_cache.get(key)
    if found is not None and all(same(a, b) for a, b in zip(found[0], parts, strict=True)):
        return found[1]
    result = _split_joined(parts)
    if len(_joined_cache) > _CACHE_LIMIT:
        _joined_cache.clear()
    _joined_cache[key] = (parts, result)  # the parts are kept: their ids are not reused
    return result


def _split_joined(parts: list[z3.ExprRef]) -> Cases | None:
    """:func:`_joined` of flattened ``parts``, not cached."""
    pieces = [p for p in parts if not z3.is_bv_value(p)]
    if not pieces:
        return ((_TRUE, _value(_shape(parts, None), 0)),)
    source = _source(pieces)
    if source is not None:
        inner = cases(source)
        if inner is None:
            return None
        shape = _shape(parts, source)
        return _grouped([(g, _value(shape, v)) for g, v in inner])
    if all(z3.is_app_of(p, z3.Z3_OP_ITE) for p in pieces):
        cond = pieces[0].arg(0)
        if all(p.arg(0).eq(cond) for p in pieces[1:]):
            then = _joined([p if z3.is_bv_value(p) else p.arg(1) for p in parts])
            other = _joined([p if z3.is_bv_value(p) else p.arg(2) for p in parts])
            if then is None or other is None:
                return None
            negated = not_(cond)
            return _grouped(
                [(_both(cond, g), v) for g, v in then] + [(_both(negated, g), v) for g, v in other]
            )
    return _concatenated(parts)


def _flat(term: z3.ExprRef) -> list[z3.ExprRef]:
    """The parts of a (nested) concatenation, most significant first."""
    if not z3.is_app_of(term, z3.Z3_OP_CONCAT):
        return [term]
    return [part for child in term.children() for part in _flat(child)]


def _source(pieces: list[z3.ExprRef]) -> z3.ExprRef | None:
    """The one term all ``pieces`` are (extensions and extractions of it, or it), if any."""
    sources = []
    for piece in pieces:
        kind = piece.decl().kind()
        if kind in (z3.Z3_OP_SIGN_EXT, z3.Z3_OP_ZERO_EXT, z3.Z3_OP_EXTRACT):
            piece = piece.arg(0)
        sources.append(piece)
    if len(pieces) == 1 and sources[0] is pieces[0]:
        return None  # not a reshaping: the caller combines (or fails)
    if any(not s.eq(sources[0]) for s in sources[1:]):
        return None
    return sources[0]


Shape = list[tuple[int, int, int, int]]  # per part: (kind, bits, a, b)
_CONSTANT, _SOURCE = -1, -2


def _shape(parts: list[z3.ExprRef], source: z3.ExprRef | None) -> Shape:
    """What each part is, read once from z3: a numeral, the source, or an extension or
    extraction of it (with its parameters)."""
    shape = []
    for part in parts:
        bits = part.size()
        if z3.is_bv_value(part):
            shape.append((_CONSTANT, bits, part.as_long(), 0))
        elif source is not None and part.eq(source):
            shape.append((_SOURCE, bits, 0, 0))
        else:
            kind = part.decl().kind()
            params = part.params()
            if kind == z3.Z3_OP_EXTRACT:
                shape.append((kind, bits, params[0], params[1]))
            else:
                shape.append((kind, bits, part.arg(0).size(), params[0]))
    return shape


def _value(shape: Shape, value: int) -> int:
    """The concatenation the shape describes where its source is ``value``."""
    result = 0
    for kind, bits, a, b in shape:
        if kind == _CONSTANT:
            piece = a
        elif kind == _SOURCE:
            piece = value
        elif kind == z3.Z3_OP_EXTRACT:
            piece = (value >> b) & ((1 << (a - b + 1)) - 1)
        elif kind == z3.Z3_OP_SIGN_EXT and value >> (a - 1):
            piece = value | (((1 << b) - 1) << a)
        else:  # zero extension, or a sign extension of a non-negative value
            piece = value
        result = (result << bits) | piece
    return result


def _concatenated(parts: list[z3.ExprRef]) -> Cases | None:
    """Cases of a concatenation of parts taken one by one (the product of their cases: parts
    of one term give combinations whose conditions cannot hold together, exact still)."""
    result: Cases = ((_TRUE, 0),)
    for part in parts:
        inner = cases(part)
        if inner is None:
            return None
        bits = part.size()
        pairs = [(_both(g, h), (v << bits) | w) for g, v in result for h, w in inner]
        if len(pairs) > MAX_VALUES * MAX_VALUES:
            return None
        grouped = _grouped(pairs)
        if grouped is None:
            return None
        result = grouped
    return result


def _arithmetic(kind: int, args: list[z3.ExprRef], mask: int) -> Cases | None:
    """Cases of a sum, difference or product: the product of the operands' cases."""
    result: Cases | None = None
    for arg in args:
        inner = cases(arg)
        if inner is None:
            return None
        if result is None:
            result = inner
            continue
        pairs = []
        for g, v in result:
            for h, w in inner:
                if kind == z3.Z3_OP_BADD:
                    value = v + w
                elif kind == z3.Z3_OP_BSUB:
                    value = v - w
                else:
                    value = v * w
                pairs.append((_both(g, h), value & mask))
        if len(pairs) > MAX_VALUES * MAX_VALUES:
            return None
        result = _grouped(pairs)
        if result is None:
            return None
    return result
