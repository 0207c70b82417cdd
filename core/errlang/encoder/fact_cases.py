"""The value-set cases that a path's facts rule out, for the memory's fault conditions
(issue 30).

A tokenizer's scan reads ``js[pos]`` under the loop test ``pos < len``, and stores
``toks[next]`` after ``if (next >= ntoks) return -1``. The index's value set
(:func:`value_sets.cases`) still holds the values of runs that left long ago (``pos`` past the
buffer, ``next`` at 4 and above: section 14 of docs/benchmarks-scaling.md), so the access's
out-of-bounds condition was the disjunction of those values' conditions, and the solver had to
refute each through the whole history: at 16 bytes, bound 16, 1,068 undefined-behaviour
instances whose union did not finish in 100 s.

The path's facts (:mod:`errlang.encoder.path_facts`) say that on every run of the state's
guard ``pos <s 16`` holds and ``next >=s 4`` fails. A fact that compares a term with a numeral
has one truth value at each value of the term's value set; the conditions of the values at
which the comparison disagrees with the fact are false on every run of the guard (a value
set's conditions are exact: the term equals the value exactly where its condition holds).
:func:`ruled_out` gives the ids of those conditions, and the memory leaves them out of an
access's fault condition (:func:`contents.within`). The fault condition changes only where the
guard is false, so no run's verdict changes: a fault is dropped only where the facts prove it
impossible, nothing is assumed.
"""

from __future__ import annotations

import z3

from errlang.encoder.fact_intervals import (
    EMPTY,
    fits,
    interval,
    meet,
    trimmed,
    unshifted,
)
from errlang.encoder.path_facts import NO_FACTS, ORDER, SIGNED, Facts, folded, learned
from errlang.encoder.pointers import OFFSET_BITS, targets
from errlang.encoder.term_ranges import sign_extended, signed_range
from errlang.encoder.value_sets import cases, when_forgetting

# facts mapping id -> (the mapping, kept so that its id is not reused; what it rules out)
_cache: dict[int, tuple[Facts, Known]] = {}
_simplified: dict[int, tuple[z3.BitVecRef, z3.BitVecRef]] = {}
_atoms: dict[tuple[int, bool], tuple[z3.BoolRef, Known]] = {}
_conditions_of: dict[tuple[int, bool], tuple[z3.BoolRef, dict[int, z3.BoolRef]]] = {}
_CACHE_LIMIT = 4096
POINTER_BITS = 64  # a comparison of terms this wide may be one of pointers
MAX_DEPTH = 32  # operators walked above a bounded term (a sum, an extension)


def forget() -> None:
    """Drop the caches (with the value sets': terms must not outlive an encoding)."""
    _cache.clear()
    _simplified.clear()
    _atoms.clear()
    _conditions_of.clear()


when_forgetting(forget)


class Known:
    """What a state's facts say of the values of terms: the value-set conditions false on
    every run (their ids: ``id in known``, found on the first question), and signed bounds of
    the terms the facts compare with numerals (by id; their simplified forms)."""

    def __init__(self) -> None:
        self.atoms: list[tuple[z3.BoolRef, bool]] = []  # comparisons with numerals, truth values
        self.bounds: dict[int, tuple[z3.ExprRef, int, int]] = {}
        # signed values the facts say a term (by id; simplified form) never has: ``t != k``
        self.excluded: dict[int, tuple[z3.ExprRef, frozenset[int]]] = {}
        # a fact that compares numerals and has the other truth value: the state has no run
        self.contradictory = False
        self._ruled_out: dict[int, z3.BoolRef] | None = None  # the conditions kept: ids live
        self._ranges: dict[int, tuple[z3.ExprRef, tuple[int, int] | None]] = {}

    def __contains__(self, key: object) -> bool:
        if self._ruled_out is None:
            self._ruled_out = {}
            for atom, holds in self.atoms:
                self._ruled_out.update(_conditions(atom, holds))
        return key in self._ruled_out

    def __bool__(self) -> bool:
        return bool(self.atoms)

    def joined(self, other: Known) -> Known:
        """What both say (a new one)."""
        both = Known()
        both.atoms = self.atoms + other.atoms
        both.contradictory = self.contradictory or other.contradictory
        both.bounds = dict(self.bounds)
        for term, low, high in other.bounds.values():
            _bound(both.bounds, term, low, high)
        both.excluded = dict(self.excluded)
        for term, values in other.excluded.values():
            _exclude(both.excluded, term, values)
        return both

    def signed_range(self, term: z3.BitVecRef) -> tuple[int, int] | None:
        """Least and greatest signed value of ``term`` on every run where the facts hold:
        :func:`term_ranges.signed_range` met with the facts' bounds, through sums, sign and
        zero extensions (z3's ``Concat`` of sign bits too) down to the bounded terms."""
        return self._range(term, 0)

    def _range(self, term: z3.BitVecRef, depth: int) -> tuple[int, int] | None:
        if self.contradictory:
            return EMPTY
        known = self._ranges.get(term.get_id())
        if known is not None and known[0].eq(term):
            return known[1]
        found = signed_range(term)
        if depth <= MAX_DEPTH and z3.is_app(term):
            found = meet(found, self._combined(term, depth))
        bounded = self.bounds.get(term.get_id())
        if bounded is not None and bounded[0].eq(term):
            found = meet(found, (bounded[1], bounded[2]))
        excluded = self.excluded.get(term.get_id())
        if found is not None and excluded is not None and excluded[0].eq(term):
            found = trimmed(found, excluded[1])
        if found is not None and found[0] > found[1]:
            found = EMPTY
        self._ranges[term.get_id()] = (term, found)  # each shared subterm walked once
        return found

    def _combined(self, term: z3.BitVecRef, depth: int) -> tuple[int, int] | None:
        kind = term.decl().kind()
        bits = term.size()
        if kind == z3.Z3_OP_BADD:
            parts = [self._range(kid, depth + 1) for kid in term.children()]
            if EMPTY in parts:
                return EMPTY
            if any(part is None for part in parts):
                return None
            low = sum(part[0] for part in parts if part is not None)
            high = sum(part[1] for part in parts if part is not None)
            return fits(low, high, bits)
        if kind == z3.Z3_OP_SIGN_EXT:
            return self._range(term.arg(0), depth + 1)
        if kind == z3.Z3_OP_ZERO_EXT:
            inner = self._range(term.arg(0), depth + 1)
            return inner if inner is not None and inner[0] >= 0 else None
        if kind == z3.Z3_OP_CONCAT:
            source = sign_extended(term)
            return None if source is None else self._range(source, depth + 1)
        return None


def _bound(
    bounds: dict[int, tuple[z3.ExprRef, int, int]], term: z3.ExprRef, low: int, high: int
) -> None:
    """Meet ``term``'s bounds in ``bounds`` with [low, high]."""
    old = bounds.get(term.get_id())
    if old is not None and old[0].eq(term):
        low, high = max(low, old[1]), min(high, old[2])
    bounds[term.get_id()] = (term, low, high)


def _exclude(
    excluded: dict[int, tuple[z3.ExprRef, frozenset[int]]], term: z3.ExprRef, values: frozenset[int]
) -> None:
    """Add ``values`` to those ``term`` never has in ``excluded``."""
    old = excluded.get(term.get_id())
    if old is not None and old[0].eq(term):
        values = values | old[1]
    excluded[term.get_id()] = (term, values)


def ruled_out(facts: Facts) -> Known:
    """What ``facts`` rule out (:class:`Known`), once per facts mapping."""
    if not facts:
        return _NOTHING
    found = _cache.get(id(facts))
    if found is not None and found[0] is facts:
        return found[1]
    known = Known()
    for value, atom in facts.values():
        one = _of_atom(atom, value)
        known.atoms.extend(one.atoms)
        known.contradictory = known.contradictory or one.contradictory
        for term, low, high in one.bounds.values():
            _bound(known.bounds, term, low, high)
        for term, values in one.excluded.values():
            _exclude(known.excluded, term, values)
    if len(_cache) > _CACHE_LIMIT:
        _cache.clear()
    _cache[id(facts)] = (facts, known)
    return known


def ruled_out_under(facts: Facts, ctx: z3.BoolRef) -> Known:
    """:func:`ruled_out` of ``facts`` and of what ``ctx`` holding adds (the condition under
    which a subexpression is evaluated: the left operand of ``&&`` that held)."""
    known = ruled_out(facts)
    if z3.is_true(ctx):
        return known
    for value, atom in learned(NO_FACTS, ctx, True).values():
        one = _of_atom(atom, value)
        if one:
            known = known.joined(one)
    return known


def _of_atom(atom: z3.BoolRef, holds: bool) -> Known:
    """What one fact says: its bounds, and itself when it is a comparison with a numeral (its
    conditions are found on the first question: :func:`_conditions`)."""
    key = (atom.get_id(), holds)
    found = _atoms.get(key)
    if found is not None and found[0].eq(atom):
        return found[1]
    known = Known()
    compared = _compared(atom)
    if compared is None and _constant(atom) not in (None, holds):
        known.atoms.append((atom, holds))  # ``e > b`` of two cursors at fixed places
        known.contradictory = True
    if compared is not None:
        kind, term, number, numeral_left = compared
        known.atoms.append((atom, holds))
        bits = term.size()
        values = interval(kind, number, numeral_left, holds, bits)
        whole = simplified(term)
        inner, shift = unshifted(whole)
        known.contradictory = _refuted(kind, whole, number, numeral_left, holds)
        if values is not None:
            _bound(known.bounds, whole, *values)
            moved = fits(values[0] - shift, values[1] - shift, bits)
            if moved is not None and inner is not whole:
                _bound(known.bounds, inner, *moved)
        elif kind == z3.Z3_OP_EQ and not holds:
            value = (number - shift) & ((1 << bits) - 1)
            value = value - (1 << bits) if value >> (bits - 1) else value
            _exclude(known.excluded, inner, frozenset((value,)))
        if bits == POINTER_BITS:
            _pointer_facts(known, term, values, kind == z3.Z3_OP_EQ and not holds, number)
    if len(_atoms) > _CACHE_LIMIT:
        _atoms.clear()
    _conditions_of.clear()
    _atoms[key] = (atom, known)
    return known


def _refuted(kind: int, term: z3.BitVecRef, number: int, numeral_left: bool, holds: bool) -> bool:
    """Whether an order comparison of ``term`` with ``number`` has the other truth value than
    ``holds`` at both ends of ``term``'s range (:func:`term_ranges.signed_range`), hence at
    every value: ``b < e`` where every value of ``e`` is at most ``b`` (a backwards walk's end
    at its start): the fact cannot hold, and the state has no run."""
    if kind == z3.Z3_OP_EQ:
        return False
    found = signed_range(term)
    if found is None or (kind not in SIGNED and found[0] < 0):
        return False
    compare = ORDER[kind]
    ends = {compare(number, end) if numeral_left else compare(end, number) for end in found}
    return ends == {not holds}


def _constant(atom: z3.BoolRef) -> bool | None:
    """The truth value of a comparison of two terms that fold to numerals
    (:func:`path_facts.folded`), else None (that of the equality for a ``!=``, as path_facts
    records it)."""
    kind = atom.decl().kind()
    if atom.num_args() != 2 or (kind not in ORDER and kind != z3.Z3_OP_DISTINCT):
        return None
    if not z3.is_bv(atom.arg(0)):
        return None
    left, right = folded(atom.arg(0)), folded(atom.arg(1))
    if not (z3.is_bv_value(left) and z3.is_bv_value(right)):
        return None
    # a ``!=`` is read as ``==``: path_facts keeps the equality's truth value for both
    value = z3.simplify(left == right if kind == z3.Z3_OP_DISTINCT else atom.decl()(left, right))
    return z3.is_true(value) if z3.is_true(value) or z3.is_false(value) else None


def _compared(atom: z3.BoolRef) -> tuple[int, z3.BitVecRef, int, bool] | None:
    """(operator, term, numeral, whether the numeral is on the left) of a comparison of a
    term with a numeral (the numeral read signed for a signed operator); a ``!=`` is read as
    ``==`` (path_facts keys both by the equality and keeps the equality's truth value)."""
    kind = atom.decl().kind()
    if kind == z3.Z3_OP_DISTINCT:
        kind = z3.Z3_OP_EQ
    if atom.num_args() != 2 or kind not in ORDER:
        return None
    left, right = folded(atom.arg(0)), folded(atom.arg(1))
    if not z3.is_bv(left) or z3.is_bv_value(left) == z3.is_bv_value(right):
        return None
    numeral_left = z3.is_bv_value(left)
    term = right if numeral_left else left
    number = (left if numeral_left else right).as_long()
    bits = term.size()
    if kind in SIGNED and number >> (bits - 1):
        number -= 1 << bits
    return kind, term, number, numeral_left


def _conditions(atom: z3.BoolRef, holds: bool) -> dict[int, z3.BoolRef]:
    """The value-set conditions of the (simplified) term ``atom`` compares with a numeral at
    whose values ``atom`` does not have the truth value ``holds``: false on every run where
    the fact holds. Once per atom and truth value."""
    key = (atom.get_id(), holds)
    found = _conditions_of.get(key)
    if found is not None and found[0].eq(atom):
        return found[1]
    out: dict[int, z3.BoolRef] = {}
    compared = _compared(atom)
    if compared is not None:
        kind, term, number, numeral_left = compared
        bits = term.size()
        signed = kind in SIGNED
        compare = ORDER[kind]
        for cond, value in cases(simplified(term)) or ():
            v = value - (1 << bits) if signed and value >> (bits - 1) else value
            answer = compare(number, v) if numeral_left else compare(v, number)
            if answer != holds and not z3.is_true(cond):
                out[cond.get_id()] = cond
    if len(_conditions_of) > _CACHE_LIMIT:
        _conditions_of.clear()
    _conditions_of[key] = (atom, out)
    return out


def _pointer_facts(
    known: Known, term: z3.BitVecRef, values: tuple[int, int] | None, unequal: bool, number: int
) -> None:
    """What a fact on a pointer into one object says of its offset there.

    A scanner's ``p < end`` compares a pointer with ``end = buf + size``, a numeral. The
    memory reads through ``p`` (or ``p + k``) at its target's offset (:func:`pointers.targets`:
    one target per object, ``p = base(obj) + offset`` wherever its condition holds; the
    conditions partition the runs). When ``p`` has one target, in one object, its condition
    holds on every run and ``p`` is ``base(obj) + offset`` there, so the fact's signed
    interval of ``p`` moved by ``base(obj)`` (it fits: no wrap) is one of the offset, and
    ``p != v`` excludes ``v - base(obj)``. The memory's pointer arithmetic is modular, as
    this is: a cursor past its buffer is such a value too, and the fact bounds it the same."""
    found = targets(term)
    if len(found) != 1:  # one target: its condition is the disjunction of all the leaves'
        return
    obj, offset = found[0].obj, found[0].offset
    if obj is None or obj <= 0:
        return
    start = obj << OFFSET_BITS
    bits = term.size()
    # the offset as targets give it, and simplified: the form an access at ``p + k`` sees
    # inside its own offset ``k + offset`` (z3 simplifies the sum's operands)
    for form in (offset, simplified(offset)):
        inner, shift = unshifted(form)
        if values is not None:
            moved = fits(values[0] - start, values[1] - start, bits)
            if moved is not None:
                _bound(known.bounds, form, *moved)
                again = fits(moved[0] - shift, moved[1] - shift, bits)
                if again is not None and inner is not form:
                    _bound(known.bounds, inner, *again)
        elif unequal:
            value = number - start - shift
            if -(1 << (bits - 1)) <= value < 1 << (bits - 1):
                _exclude(known.excluded, inner, frozenset((value,)))


def simplified(term: z3.BitVecRef) -> z3.BitVecRef:
    """``z3.simplify(term)``, once per term: the memory finds an access's offset in its
    simplified form (``pointers.targets``), so the value set whose conditions it tests is
    that of the simplified index, whose conditions are other terms than the index's own."""
    found = _simplified.get(term.get_id())
    if found is not None and found[0].eq(term):
        return found[1]
    result = z3.simplify(term)
    if len(_simplified) > _CACHE_LIMIT:
        _simplified.clear()
    _simplified[term.get_id()] = (term, result)
    return result


_NOTHING = Known()
