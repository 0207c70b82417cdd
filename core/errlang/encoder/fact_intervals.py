"""Signed intervals of bit-vector terms, as the path's facts give them (issue 30).

:mod:`errlang.encoder.fact_cases` bounds an access's offset by the facts of the path: a
comparison of a term with a numeral is an interval of the term's signed values
(:func:`interval`); a fact on an index moved by a constant is one on the index itself
(:func:`unshifted`); an equality that failed removes a value at an end of the interval
(:func:`trimmed`). :func:`implied` reads the bounds a whole formula's Boolean structure gives
its terms (the integer translation's, ``teacher/integer_formula``). Plain integers only: no z3
solving, nothing added to any formula.
"""

from __future__ import annotations

import z3

Range = tuple[int, int]

# The range of a term no run of the facts gives a value: the facts contradict each other, the
# state has no run, and an access there is inside its object on every run (there are none):
# ``contents.within`` reads a range from 0 to -1 as inside whatever the object's size.
EMPTY: Range = (0, -1)


def trimmed(found: tuple[int, int], excluded: frozenset[int]) -> tuple[int, int]:
    """``found`` without the values at its ends that ``excluded`` says the term never has: an
    index moved by one and tested for equality with the end (``if (++pos == len) return``)
    stays below it. No value left: :data:`EMPTY`."""
    low, high = found
    while low <= high and low in excluded:
        low += 1
    while high >= low and high in excluded:
        high -= 1
    return (low, high) if low <= high else EMPTY


def meet(a: tuple[int, int] | None, b: tuple[int, int] | None) -> tuple[int, int] | None:
    """The intersection of two bounds of one value (None: no bound)."""
    if a is None or b is None:
        return a or b
    return max(a[0], b[0]), min(a[1], b[1])


def fits(low: int, high: int, bits: int) -> tuple[int, int] | None:
    """``(low, high)`` when both are signed values of ``bits`` bits, else None (a wrap)."""
    limit = 1 << (bits - 1)
    return (low, high) if -limit <= low and high < limit else None


def unshifted(term: z3.BitVecRef) -> tuple[z3.BitVecRef, int]:
    """``(t, k)`` for ``term = k + t`` (numerals ``k`` added, their sum read signed), else
    ``(term, 0)``. A fact on an index moved by ``k`` is one on the index before the move:
    ``k + t != v`` is ``t != v - k`` in modular arithmetic, and ``k + t`` in the signed interval
    [a, b] is ``t`` in [a - k, b - k] where that interval has no wrap (each value of the sum
    has exactly one ``t``). So ``if (++pos == len) return`` tested at every step of a scan
    excludes one more value of the scan's start, and ``if (pos + 2 > len) return`` bounds
    ``pos`` itself, which ``data[pos + 1]`` reads at."""
    bits = term.size()
    shift = 0
    while z3.is_app_of(term, z3.Z3_OP_BADD) and term.num_args() == 2:
        left, right = term.arg(0), term.arg(1)
        if z3.is_bv_value(left) == z3.is_bv_value(right):
            break
        constant, term = (left, right) if z3.is_bv_value(left) else (right, left)
        shift += constant.as_long()
    shift &= (1 << bits) - 1
    return term, shift - (1 << bits) if shift >> (bits - 1) else shift


FLIPPED = {  # k op t read as t op' k
    z3.Z3_OP_SLT: z3.Z3_OP_SGT,
    z3.Z3_OP_SLEQ: z3.Z3_OP_SGEQ,
    z3.Z3_OP_SGT: z3.Z3_OP_SLT,
    z3.Z3_OP_SGEQ: z3.Z3_OP_SLEQ,
    z3.Z3_OP_ULT: z3.Z3_OP_UGT,
    z3.Z3_OP_ULEQ: z3.Z3_OP_UGEQ,
    z3.Z3_OP_UGT: z3.Z3_OP_ULT,
    z3.Z3_OP_UGEQ: z3.Z3_OP_ULEQ,
}
NEGATED = {  # not (t op k) read as t op' k
    z3.Z3_OP_SLT: z3.Z3_OP_SGEQ,
    z3.Z3_OP_SLEQ: z3.Z3_OP_SGT,
    z3.Z3_OP_SGT: z3.Z3_OP_SLEQ,
    z3.Z3_OP_SGEQ: z3.Z3_OP_SLT,
    z3.Z3_OP_ULT: z3.Z3_OP_UGEQ,
    z3.Z3_OP_ULEQ: z3.Z3_OP_UGT,
    z3.Z3_OP_UGT: z3.Z3_OP_ULEQ,
    z3.Z3_OP_UGEQ: z3.Z3_OP_ULT,
}


def interval(
    kind: int, number: int, numeral_left: bool, holds: bool, bits: int
) -> tuple[int, int] | None:
    """The signed values of ``t`` at which ``t op number`` (``number op t`` when
    ``numeral_left``) has truth value ``holds``, as an interval; None when it is not one
    (``number`` is read signed for a signed ``op``, unsigned otherwise)."""
    if kind == z3.Z3_OP_EQ:  # ``number`` is read unsigned: the bound is its signed reading
        value = number - (1 << bits) if number >> (bits - 1) else number
        return (value, value) if holds else None
    if numeral_left:
        kind = FLIPPED[kind]
    if not holds:
        kind = NEGATED[kind]
    low, high = -(1 << (bits - 1)), (1 << (bits - 1)) - 1
    found = {
        z3.Z3_OP_SLT: (low, number - 1),
        z3.Z3_OP_SLEQ: (low, number),
        z3.Z3_OP_SGT: (number + 1, high),
        z3.Z3_OP_SGEQ: (number, high),
        z3.Z3_OP_ULT: (0, number - 1),  # unsigned: an interval of signed values only below
        z3.Z3_OP_ULEQ: (0, number),
    }.get(kind)
    if found is None or found[0] > found[1] or found[1] > high:
        return None
    return found


# a term's id -> (the term, kept so that its id is not reused; least and greatest signed value)
Bounds = dict[int, tuple[z3.ExprRef, int, int]]
_COMPARISONS = {*FLIPPED, z3.Z3_OP_EQ}
_LIMIT = 100_000  # Boolean nodes walked: past it, nothing is said
MAX_BOUNDS = 1024  # terms bounded per part of the formula (more: fewer bounds, still implied)


def implied(terms: list[z3.BoolRef]) -> Bounds | None:
    """Signed bounds of bit-vector terms that hold on every assignment satisfying all of
    ``terms``, read off their Boolean structure: a comparison of a term with a numeral is an
    interval (:func:`interval`); a conjunction meets its parts' intervals, a disjunction
    joins them (the interval hull, over the disjuncts that have an assignment), a negation
    swaps a part's truth value. None: no assignment satisfies ``terms`` (two intervals of a
    conjunction that do not meet). Plain integers only, no solving."""
    return _implied(terms, {})


# a Boolean node's id -> (the node, kept so that its id is not reused; (what it holding says,
# what it failing says))
_Walked = dict[int, tuple[z3.ExprRef, tuple[Bounds | None, Bounds | None]]]


def _implied(terms: list[z3.BoolRef], both: _Walked) -> Bounds | None:
    """:func:`implied`, each node's bounds read from and recorded in ``both``."""
    stack: list[tuple[z3.BoolRef, bool]] = [(term, False) for term in terms]
    walked = 0
    while stack:
        node, expanded = stack.pop()
        key = node.get_id()
        if key in both:
            continue
        kids = _connected(node)
        if not expanded and kids:
            stack.append((node, True))
            stack.extend((kid, False) for kid in kids if kid.get_id() not in both)
            continue
        both[key] = (node, _bounds(node, [both[kid.get_id()][1] for kid in kids]))
        walked += 1
        if walked > _LIMIT:
            return {}
    return _meet_kids([both[term.get_id()][1][0] for term in terms])


def _connected(node: z3.BoolRef) -> list[z3.BoolRef]:
    """The Boolean parts whose bounds ``node``'s are made of."""
    if not z3.is_app(node):
        return []
    kind = node.decl().kind()
    if kind in (z3.Z3_OP_AND, z3.Z3_OP_OR, z3.Z3_OP_NOT):
        return node.children()
    if kind == z3.Z3_OP_ITE and z3.is_bool(node):
        return node.children()
    truth = _truth_value(node)
    return [truth[0]] if truth is not None else []


def _truth_value(node: z3.BoolRef) -> tuple[z3.BoolRef, bool, bool] | None:
    """``(c, t, f)`` for a C truth value compared with a numeral, ``If(c, 1, 0) != 0`` and the
    like (a condition the lowering made a value): the comparison's truth value is ``t`` where
    ``c`` holds and ``f`` where it fails; None for any other node."""
    kind = node.decl().kind()
    if kind not in (z3.Z3_OP_EQ, z3.Z3_OP_DISTINCT) or node.num_args() != 2:
        return None
    ite, number = node.arg(0), node.arg(1)
    if z3.is_bv_value(ite):
        ite, number = number, ite
    if not (z3.is_bv_value(number) and z3.is_app_of(ite, z3.Z3_OP_ITE)):
        return None
    then, other = ite.arg(1), ite.arg(2)
    if not (z3.is_bv_value(then) and z3.is_bv_value(other)):
        return None
    equal = kind == z3.Z3_OP_EQ
    value = number.as_long()
    return ite.arg(0), (then.as_long() == value) == equal, (other.as_long() == value) == equal


def _bounds(
    node: z3.BoolRef, kids: list[tuple[Bounds | None, Bounds | None]]
) -> tuple[Bounds | None, Bounds | None]:
    """What ``node`` holding, and ``node`` failing, says (its parts' already known)."""
    kind = node.decl().kind() if z3.is_app(node) else 0
    if kind == z3.Z3_OP_NOT:
        return kids[0][1], kids[0][0]
    if kind == z3.Z3_OP_AND:
        return _meet_kids([k[0] for k in kids]), _join([k[1] for k in kids])
    if kind == z3.Z3_OP_OR:
        return _join([k[0] for k in kids]), _meet_kids([k[1] for k in kids])
    if kind == z3.Z3_OP_ITE and kids:
        (test_true, test_false), then, other = kids
        holds = _join([_meet_all(test_true, then[0]), _meet_all(test_false, other[0])])
        fails = _join([_meet_all(test_true, then[1]), _meet_all(test_false, other[1])])
        return holds, fails
    truth = _truth_value(node) if kids else None
    if truth is not None:
        (holds, fails), when_true, when_false = kids[0], truth[1], truth[2]
        if when_true == when_false:  # the same truth value whatever ``c`` is
            return ({}, None) if when_true else (None, {})
        return (holds, fails) if when_true else (fails, holds)
    if kind in _COMPARISONS or kind == z3.Z3_OP_DISTINCT:
        return _compared(node, kind)
    if z3.is_false(node):
        return None, {}
    return {}, ({} if not z3.is_true(node) else None)


def _compared(node: z3.BoolRef, kind: int) -> tuple[Bounds | None, Bounds | None]:
    """A comparison of a bit-vector term with a numeral: the term's interval when it holds,
    and when it fails (``!=`` is the negation of ``==``)."""
    if node.num_args() != 2 or not z3.is_bv(node.arg(0)):
        return {}, {}
    left, right = node.arg(0), node.arg(1)
    if z3.is_bv_value(left) == z3.is_bv_value(right):
        return {}, {}
    numeral_left = z3.is_bv_value(left)
    number, term = (left, right) if numeral_left else (right, left)
    bits = term.size()
    value = number.as_long()
    if kind == z3.Z3_OP_DISTINCT:
        fails, holds = _compared_as(term, z3.Z3_OP_EQ, value, numeral_left, bits)
        return holds, fails
    return _compared_as(term, kind, value, numeral_left, bits)


def _compared_as(
    term: z3.BitVecRef, kind: int, number: int, numeral_left: bool, bits: int
) -> tuple[Bounds | None, Bounds | None]:
    found = []
    for holds in (True, False):
        if kind in (z3.Z3_OP_SLT, z3.Z3_OP_SLEQ, z3.Z3_OP_SGT, z3.Z3_OP_SGEQ):
            half = 1 << (bits - 1)
            number_read = number - (1 << bits) if number >= half else number
        else:
            number_read = number
        span = interval(kind, number_read, numeral_left, holds, bits)
        found.append({} if span is None else {term.get_id(): (term, *span)})
    return found[0], found[1]


def _meet_all(a: Bounds | None, b: Bounds | None) -> Bounds | None:
    """Both hold: each term's intervals met (None: one of them has no assignment, or two
    intervals of a term do not meet)."""
    if a is None or b is None:
        return None
    if len(a) < len(b):
        a, b = b, a
    if not b:
        return a
    met = dict(a)
    return met if _met_into(met, b) else None


def _met_into(met: Bounds, other: Bounds) -> bool:
    """``met`` (changed in place) met with ``other``; False when two intervals of a term do
    not meet. Past :data:`MAX_BOUNDS` terms no new term is added (fewer bounds, each still
    implied): a conjunction of thousands of facts stays linear, not quadratic."""
    for key, (term, low, high) in other.items():
        old = met.get(key)
        if old is not None:
            low, high = max(low, old[1]), min(high, old[2])
            if low > high:
                return False
        elif len(met) >= MAX_BOUNDS:
            continue
        met[key] = (term, low, high)
    return True


def _meet_kids(kids: list[Bounds | None]) -> Bounds | None:
    if any(kid is None for kid in kids):
        return None
    present = [kid for kid in kids if kid]
    if not present:
        return {}
    if len(present) == 1:
        return present[0]
    largest = max(present, key=len)
    met = dict(largest)
    for kid in present:
        if kid is not largest and not _met_into(met, kid):
            return None
    return met


def _join(kids: list[Bounds | None]) -> Bounds | None:
    """One of them holds: the terms bounded in each, with the hull of their intervals."""
    alive = [kid for kid in kids if kid is not None]
    if not alive:
        return None
    first, *rest = sorted(alive, key=len)
    joined: Bounds = {}
    for key, (term, low, high) in first.items():
        for other in rest:
            found = other.get(key)
            if found is None:
                break
            low, high = min(low, found[1]), max(high, found[2])
        else:
            joined[key] = (term, low, high)
    return joined


_guards: _Walked = {}  # every guard's parts walked since the last forget_guards
_GUARDS_LIMIT = 50_000


def forget_guards() -> None:
    """Drop the remembered guards' bounds (their terms must not outlive an encoding;
    :mod:`errlang.encoder.overflow` registers it with the value sets' forgetting)."""
    _guards.clear()


def guard_bounds(guard: z3.BoolRef) -> Bounds | None:
    """:func:`implied` for one path guard, incrementally: a guard grows by one branch condition
    at a time (``And(old guard, condition)``) and is joined with others where paths merge
    (``Or``), so every Boolean part's bounds are remembered (until :func:`forget_guards`) and a
    new guard's walk stops at the parts already read. None: no assignment satisfies
    ``guard``."""
    if len(_guards) > _GUARDS_LIMIT:
        _guards.clear()
    return _implied([guard], _guards)
