"""What the branches taken so far say about a state's runs, and the conditions it decides
(issue 30).

A tokenizer's ``switch (c)`` falls through to its ``default`` on the runs where ``c`` is none of
the cases, and the default's scan then tests ``js[pos] != ','`` on the very byte ``c`` was read
from: the same z3 term. Without knowing it, the scan's exit at its first test keeps a state
whose guard no run satisfies (the scan always advances at least once), and that state's index
``pos = start`` merges into every later iteration: at 16 bytes the index's value set at the cut
states of the nest then reaches down to 15 where every real run has 16 or more, so the solver
has to prove the nest's cap unreachable through the whole history (docs/benchmarks-scaling.md,
section 14).

Here each state carries *facts*: Boolean atoms of the branch conditions taken on the way, each
with the truth value it has on every run of the state's guard (the taken side of a branch
holds its condition, the other side its negation; a conjunction that holds holds each
conjunct, a disjunction that fails fails each disjunct). Terms denote values of a run, never
locations, so a fact stays true for the rest of the path; at a join the merged state keeps the
facts every merged state has. A branch condition that the facts decide — or whose comparison
of a term with a numeral holds or fails at every value of the term's value set
(:func:`value_sets.cases`, exact) — is that constant, so the executor drops the side no run
takes. The condition equals the constant on every run of the state's guard: no run changes, is
added or lost.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

import z3

from errlang.encoder.term_ranges import signed_range
from errlang.encoder.value_sets import cases, when_forgetting

Key = tuple[str, int, int]
# an atom's key -> (its truth value on every run of the state, the atom: kept so that the ids
# in the key are not reused while the fact lives)
Facts = Mapping[Key, tuple[bool, z3.BoolRef]]

NO_FACTS: Facts = {}
MAX_FACTS = 256  # per state: past it, new facts are not recorded (never a wrong one)

_NOT, _AND, _OR = z3.Z3_OP_NOT, z3.Z3_OP_AND, z3.Z3_OP_OR
_EQ, _DISTINCT = z3.Z3_OP_EQ, z3.Z3_OP_DISTINCT
SIGNED = {z3.Z3_OP_SLT, z3.Z3_OP_SLEQ, z3.Z3_OP_SGT, z3.Z3_OP_SGEQ}
ORDER = {
    z3.Z3_OP_SLT: lambda a, b: a < b,
    z3.Z3_OP_SLEQ: lambda a, b: a <= b,
    z3.Z3_OP_SGT: lambda a, b: a > b,
    z3.Z3_OP_SGEQ: lambda a, b: a >= b,
    z3.Z3_OP_ULT: lambda a, b: a < b,
    z3.Z3_OP_ULEQ: lambda a, b: a <= b,
    z3.Z3_OP_UGT: lambda a, b: a > b,
    z3.Z3_OP_UGEQ: lambda a, b: a >= b,
    _EQ: lambda a, b: a == b,
}
MAX_DEPTH = 64  # Boolean connectives walked into (a condition's own structure, not its values)


def decide(cond: z3.BoolRef, facts: Facts) -> bool | None:
    """``cond``'s truth value on every run where ``facts`` hold, when they (or the value sets
    of its comparisons) decide it; else None."""
    return _decide(cond, facts, 0)


def _decide(term: z3.BoolRef, facts: Facts, depth: int) -> bool | None:
    if z3.is_true(term):
        return True
    if z3.is_false(term) or depth > MAX_DEPTH:
        return False if z3.is_false(term) else None
    kind = term.decl().kind()
    if kind == _NOT:
        inner = _decide(term.arg(0), facts, depth + 1)
        return None if inner is None else not inner
    if kind in (_AND, _OR):
        absorbing = kind == _OR  # the value that decides the connective
        undecided = False
        for kid in term.children():
            value = _decide(kid, facts, depth + 1)
            if value is absorbing:
                return absorbing
            undecided = undecided or value is None
        if not undecided:
            return not absorbing
        known = facts.get(("t", term.get_id(), 0))
        return None if known is None else known[0]
    reduced = _reduced(term)
    if reduced is not None:
        inner_term, polarity = reduced
        if isinstance(inner_term, bool):
            return inner_term == polarity
        inner = _decide(inner_term, facts, depth + 1)
        return None if inner is None else inner == polarity
    key, polarity = _key(term)
    known = facts.get(key)
    if known is not None:
        return known[0] == polarity
    by_cases = _by_cases(term)
    return None if by_cases is None else by_cases


def learned(facts: Facts, cond: z3.BoolRef, value: bool) -> Facts:
    """``facts`` and what ``cond`` having truth value ``value`` adds (a new mapping)."""
    if len(facts) >= MAX_FACTS or z3.is_true(cond) or z3.is_false(cond):
        return facts
    found: dict[Key, tuple[bool, z3.BoolRef]] = {}
    _learn(found, cond, value, 0)
    if all(facts.get(key) == entry for key, entry in found.items()):
        return facts
    return {**facts, **found}


def _learn(
    out: dict[Key, tuple[bool, z3.BoolRef]], term: z3.BoolRef, value: bool, depth: int
) -> None:
    if depth > MAX_DEPTH or z3.is_true(term) or z3.is_false(term):
        return
    kind = term.decl().kind()
    if kind == _NOT:
        _learn(out, term.arg(0), not value, depth + 1)
        return
    if (kind == _AND and value) or (kind == _OR and not value):
        for kid in term.children():
            _learn(out, kid, value, depth + 1)
        return
    if kind in (_AND, _OR):
        out[("t", term.get_id(), 0)] = (value, term)
        return
    reduced = _reduced(term)
    if reduced is not None:
        inner, polarity = reduced
        if not isinstance(inner, bool):
            _learn(out, inner, value == polarity, depth + 1)
        return
    key, polarity = _key(term)
    out[key] = (value == polarity, term)


def common(all_facts: Sequence[Facts]) -> Facts:
    """The facts every one of ``all_facts`` has (with the same value): those of a merge."""
    first, *rest = all_facts
    if all(other is first for other in rest):
        return first
    smallest = min(all_facts, key=len)
    return {
        key: entry
        for key, entry in smallest.items()
        if all(other.get(key, (None,))[0] == entry[0] for other in all_facts)
    }


def _key(atom: z3.BoolRef) -> tuple[Key, bool]:
    """The atom's key, and the polarity of ``atom`` relative to it: ``a != b`` is the negation
    of ``a == b`` (one key for both, whichever side is written first)."""
    kind = atom.decl().kind()
    if kind in (_EQ, _DISTINCT) and atom.num_args() == 2:
        left, right = atom.arg(0).get_id(), atom.arg(1).get_id()
        return ("=", min(left, right), max(left, right)), kind == _EQ
    return ("t", atom.get_id(), 0), True


def _reduced(atom: z3.BoolRef) -> tuple[z3.BoolRef | bool, bool] | None:
    """``(c, True)`` for ``If(c, 1, 0) != 0`` and the like (a C truth value compared with a
    numeral), ``(c, False)`` for its negation, ``(b, True)`` when it is the constant ``b``;
    None for any other atom."""
    kind = atom.decl().kind()
    if kind not in (_EQ, _DISTINCT) or atom.num_args() != 2:
        return None
    ite, number = atom.arg(0), atom.arg(1)
    if z3.is_bv_value(ite):
        ite, number = number, ite
    if not (z3.is_bv_value(number) and z3.is_app_of(ite, z3.Z3_OP_ITE)):
        return None
    then, other = ite.arg(1), ite.arg(2)
    if not (z3.is_bv_value(then) and z3.is_bv_value(other)):
        return None
    k = number.as_long()
    yes, no = then.as_long() == k, other.as_long() == k
    equal = kind == _EQ
    if yes == no:
        return yes == equal, True
    return ite.arg(0), yes == equal


def _by_cases(atom: z3.BoolRef) -> bool | None:
    """A comparison of a term with a numeral decided at every value of the term's value set."""
    kind = atom.decl().kind()
    if atom.num_args() != 2 or (kind not in ORDER and kind != _DISTINCT):
        return None
    if not z3.is_bv(atom.arg(0)):
        return None
    left, right = folded(atom.arg(0)), folded(atom.arg(1))
    if z3.is_bv_value(left) == z3.is_bv_value(right):
        return None
    term = right if z3.is_bv_value(left) else left
    found = cases(term)
    bits = term.size()
    signed = kind in SIGNED
    if found is None:
        return _by_range(left, right, kind, term, signed)

    def read(value: int) -> int:
        return value - (1 << bits) if signed and value >> (bits - 1) else value

    compare = ORDER.get(kind, ORDER[_EQ])
    number = read((left if z3.is_bv_value(left) else right).as_long())
    answers = set()
    for _, value in found:
        v = read(value)
        answers.add(compare(number, v) if z3.is_bv_value(left) else compare(v, number))
        if len(answers) > 1:
            return None
    (answer,) = answers
    return answer if kind != _DISTINCT else not answer


FOLDED_NODES = 64  # operators of a term looked at to fold it to a numeral
_ARITHMETIC = {z3.Z3_OP_BADD, z3.Z3_OP_BSUB, z3.Z3_OP_BMUL, z3.Z3_OP_BNEG}
_folded: dict[int, tuple[z3.ExprRef, z3.ExprRef]] = {}
when_forgetting(_folded.clear)  # the terms live as long as one encoding


def folded(term: z3.ExprRef) -> z3.ExprRef:
    """The numeral ``term`` is when it is arithmetic on numerals only, else ``term``: a
    pointer compared with ``buf + size`` (``base(buf) + 8`` as the executor builds it, or a
    cursor moved back from it by constants: a sum of sums) is a comparison with a numeral,
    which the value set or range of the pointer decides as it does an index's. At most
    :data:`FOLDED_NODES` operators are looked at; memoised per term."""
    if z3.is_bv_value(term) or not z3.is_app(term) or term.decl().kind() not in _ARITHMETIC:
        return term
    known = _folded.get(term.get_id())
    if known is not None and known[0].eq(term):
        return known[1]
    result = term
    pending, seen = [term], 0
    while pending:
        node = pending.pop()
        if z3.is_bv_value(node):
            continue
        seen += 1
        if seen > FOLDED_NODES or node.decl().kind() not in _ARITHMETIC:
            break
        pending.extend(node.children())
    else:
        value = z3.simplify(term)
        result = value if z3.is_bv_value(value) else term
    if len(_folded) > 100_000:
        _folded.clear()
    _folded[term.get_id()] = (term, result)
    return result


def decided(cond: z3.BoolRef, facts: Facts) -> z3.BoolRef:
    """``cond``, or the constant :func:`decide` finds it equal to."""
    if z3.is_true(cond) or z3.is_false(cond):
        return cond
    value = decide(cond, facts)
    return cond if value is None else z3.BoolVal(value, cond.ctx)


def _by_range(
    left: z3.BitVecRef, right: z3.BitVecRef, kind: int, term: z3.BitVecRef, signed: bool
) -> bool | None:
    """A comparison of ``term`` with a numeral decided at both ends of ``term``'s range
    (:func:`term_ranges.signed_range`; an unsigned one only where the range is not negative)."""
    found = signed_range(term)
    if found is None or (not signed and found[0] < 0):
        return None
    low, high = found
    constant = left if z3.is_bv_value(left) else right
    bits = term.size()
    number = constant.as_long()
    if signed and number >> (bits - 1):
        number -= 1 << bits
    compare = ORDER.get(kind, ORDER[_EQ])
    if kind in (_EQ, _DISTINCT):
        if low <= number <= high:
            return None
        return kind == _DISTINCT
    ends = {
        compare(number, low) if constant is left else compare(low, number),
        compare(number, high) if constant is left else compare(high, number),
    }
    return ends.pop() if len(ends) == 1 else None
