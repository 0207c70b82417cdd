"""Transition predicates merged from valuations where that is exact: a set of valuations
becomes a disjunction of boxes (one range or value per observable), merging two boxes only
when their union is again a box, so the predicate holds on exactly the set."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence

import z3

from errlang.model.traces import Valuation

_SIMPLE = re.compile(r"^[A-Za-z_][\w.]*(->[A-Za-z_]\w*|\[\w+\]|\.[A-Za-z_]\w*)*$")

Box = tuple[tuple[int, int], ...]  # per observable: (low, high), inclusive


def boxes(valuations: Iterable[Valuation]) -> tuple[Box, ...]:
    """An exact cover of ``valuations`` by disjoint boxes (greedy merging of neighbours)."""
    current: set[Box] = {tuple((v, v) for v in val) for val in valuations}
    merged = True
    while merged:
        merged = False
        ordered = sorted(current)
        for i, a in enumerate(ordered):
            for b in ordered[i + 1 :]:
                joined = _join(a, b)
                if joined is not None:
                    current -= {a, b}
                    current.add(joined)
                    merged = True
                    break
            if merged:
                break
    return tuple(sorted(current))


def _join(a: Box, b: Box) -> Box | None:
    differ = [i for i in range(len(a)) if a[i] != b[i]]
    if len(differ) != 1:
        return None
    i = differ[0]
    (alo, ahi), (blo, bhi) = a[i], b[i]
    if ahi + 1 == blo or bhi + 1 == alo:
        return (*a[:i], (min(alo, blo), max(ahi, bhi)), *a[i + 1 :])
    return None


def c_expression(
    valuations: Iterable[Valuation], names: Sequence[str], primed: bool = False
) -> str:
    """The set as a C expression over the observables (``names``); ``primed``: written for the
    values after the step (``x'``)."""
    terms = []
    for box in boxes(valuations):
        parts = []
        for name, (low, high) in zip(names, box, strict=True):
            shown = name if _SIMPLE.match(name) else f"({name})"
            shown += "'" if primed else ""
            parts.append(
                f"{shown} == {low}" if low == high else f"{low} <= {shown} && {shown} <= {high}"
            )
        terms.append(" && ".join(parts))
    if not terms:
        return "0"
    if len(terms) == 1:
        return terms[0]
    return " || ".join(f"({term})" if "&&" in term else term for term in terms)


def holds(valuations: Iterable[Valuation], terms: Sequence[z3.BitVecRef]) -> z3.BoolRef:
    """The set as a z3 formula over the pinned observable terms (signed 64-bit)."""
    disjuncts = []
    for box in boxes(valuations):
        conj = []
        for term, (low, high) in zip(terms, box, strict=True):
            if low == high:
                conj.append(term == low)
            else:
                conj.append(z3.And(term >= low, term <= high))
        disjuncts.append(z3.And(*conj) if len(conj) > 1 else conj[0])
    if not disjuncts:
        return z3.BoolVal(False)
    return z3.Or(*disjuncts) if len(disjuncts) > 1 else disjuncts[0]
