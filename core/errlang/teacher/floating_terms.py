"""Which encodings hold floating point (moved out of :mod:`errlang.teacher.solver`, which
chooses z3's ``qffpbv`` tactic for them): a walk over the query terms, once per encoding."""

from __future__ import annotations

import contextlib
import weakref

import z3

from errlang.encoder.encoding import Encoding


def float_tactic() -> z3.Tactic:
    """z3's tactic for quantifier-free floating point and bit-vectors (``qffpbv``):
    simplification, ``fpa2bv`` (floating point to bit-vectors), bit-blasting and SAT, with z3's
    SMT core for what does not bit-blast (arrays, uninterpreted functions). Made on demand:
    a tactic belongs to the z3 context current when it is made."""
    return z3.Tactic("qffpbv")


_FLOAT_SORTS = (z3.Z3_FLOATING_POINT_SORT, z3.Z3_ROUNDING_MODE_SORT)


def has_floating_point(terms: list[z3.ExprRef]) -> bool:
    """Whether some subterm of ``terms`` is floating point (one visit per distinct subterm)."""
    ctx = z3.main_ctx().ref()
    seen: set[int] = set()
    stack = [term.as_ast() for term in terms]
    while stack:
        node = stack.pop()
        key = z3.Z3_get_ast_id(ctx, node)
        if key in seen:
            continue
        seen.add(key)
        if z3.Z3_get_ast_kind(ctx, node) != z3.Z3_APP_AST:
            continue
        if z3.Z3_get_sort_kind(ctx, z3.Z3_get_sort(ctx, node)) in _FLOAT_SORTS:
            return True
        app = z3.Z3_to_app(ctx, node)
        stack.extend(
            z3.Z3_get_app_arg(ctx, app, k) for k in range(z3.Z3_get_app_num_args(ctx, app))
        )
    return False


def query_terms(encoding: Encoding) -> list[z3.ExprRef]:
    """The terms queries are made of: the formula, and the guards of ends and cuts."""
    return [
        *encoding.constraints,
        *(t.guard for t in encoding.terminations),
        *(c.guard for c in encoding.cuts),
        *(w.guard for w in encoding.warnings),
    ]


_FLOATING: dict[int, tuple[weakref.ref[Encoding], bool]] = {}


def encoding_floating(encoding: Encoding) -> bool:
    """:func:`has_floating_point` of the encoding's query terms, once per encoding (the walk
    takes a few tenths of a second on a large formula, and every solver of an encoding — the
    teacher's, each run's, the checks' — asks). Keyed by identity: encodings compare by value."""
    told = getattr(encoding, "floating", None)  # the encoder knows (encoder/floats.py)
    if told is not None:
        return bool(told)
    known = _FLOATING.get(id(encoding))
    if known is not None and known[0]() is encoding:
        return known[1]
    floating = has_floating_point(query_terms(encoding))
    key = id(encoding)
    with contextlib.suppress(TypeError):  # an object without weak references: not kept
        _FLOATING[key] = (weakref.ref(encoding, lambda _: _FLOATING.pop(key, None)), floating)
    return floating
