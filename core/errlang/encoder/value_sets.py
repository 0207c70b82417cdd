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

import z3

from errlang.encoder.values import and_, is_false, is_true, not_, or_

MAX_VALUES = 64  # distinct values; more and the offset stays a term
Cases = tuple[tuple[z3.BoolRef, int], ...]

_TRUE = z3.BoolVal(True)
_cache: dict[int, tuple[z3.ExprRef, Cases | None]] = {}
_CACHE_LIMIT = 200_000


def forget() -> None:
    """Drop the cache (``encode`` calls it when it returns: see ``runs.forget`` for why terms
    must not outlive an encoding)."""
    _cache.clear()


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
    if kind in (z3.Z3_OP_SIGN_EXT, z3.Z3_OP_ZERO_EXT, z3.Z3_OP_EXTRACT):
        return _reshaped(term)
    if kind == z3.Z3_OP_CONCAT:
        return _reshaped(term) if _source(term) is not None else _lifted(term)
    return None


def _lifted(term: z3.BitVecRef) -> Cases | None:
    """A concatenation whose non-constant parts are if-then-elses on one condition (z3's
    rewriter pushes the if-then-else of a merged value into the parts of its sign extension:
    ``Concat(If(g, Extract(31, 31, a), Extract(31, 31, b)), If(g, a, b))``): the cases of
    ``If(g, Concat(.. a ..), Concat(.. b ..))``."""
    parts = _parts(term)
    tests = [p.arg(0) for p in parts if not z3.is_bv_value(p)]
    if not tests or not all(z3.is_app_of(p, z3.Z3_OP_ITE) for p in parts if not z3.is_bv_value(p)):
        return _concatenated(parts)
    cond = tests[0]
    if any(not other.eq(cond) for other in tests[1:]):
        return _concatenated(parts)
    then = z3.Concat(*(p if z3.is_bv_value(p) else p.arg(1) for p in parts))
    other = z3.Concat(*(p if z3.is_bv_value(p) else p.arg(2) for p in parts))
    return cases(z3.If(cond, then, other))


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


def _reshaped(term: z3.BitVecRef) -> Cases | None:
    """Extensions, extractions, and concatenations whose parts are all pieces of one term
    (``Concat(Extract(31, 31, x), x)`` is z3's sign extension): the value of each case of
    that term, reshaped."""
    source = _source(term)
    if source is None:
        return None
    inner = cases(source)
    if inner is None:
        return None
    return _grouped(
        [(g, _evaluate(term, source, z3.BitVecVal(v, source.size()))) for g, v in inner]
    )


def _source(term: z3.ExprRef) -> z3.ExprRef | None:
    """The one non-constant term ``term`` reshapes (None if there are several or none)."""
    kind = term.decl().kind()
    if kind in (z3.Z3_OP_SIGN_EXT, z3.Z3_OP_ZERO_EXT, z3.Z3_OP_EXTRACT):
        return term.arg(0)
    sources = []
    for part in _parts(term):
        if z3.is_bv_value(part):
            continue
        if z3.is_app_of(part, z3.Z3_OP_EXTRACT):
            part = part.arg(0)
        sources.append(part)
    if not sources or any(not s.eq(sources[0]) for s in sources[1:]):
        return None
    return sources[0]


def _parts(term: z3.ExprRef) -> list[z3.ExprRef]:
    """The parts of a (nested) concatenation, most significant first."""
    if not z3.is_app_of(term, z3.Z3_OP_CONCAT):
        return [term]
    return [part for child in term.children() for part in _parts(child)]


def _evaluate(term: z3.ExprRef, source: z3.ExprRef, value: z3.BitVecNumRef) -> int:
    """``term`` with ``source`` replaced by ``value``, folded to a number."""
    folded = z3.simplify(z3.substitute(term, (source, value)))
    assert z3.is_bv_value(folded), folded
    return folded.as_long()
