"""The merge of two z3 arrays of bytes as one chain of stores (issue 30).

``If(cond, a, b)`` of two arrays, where both are stores at numeral offsets over the array they
shared before a branch, is written as that array with one store per offset either side wrote,
of ``If(cond, a[i], b[i])``. An ``If`` of two arrays made every later read of a member at a
constant offset a ``select`` that z3's rewriter cannot resolve, and the formula one of array
theory: msgpack's 24 KB ``unpack_context`` (a struct larger than ``contents.SMALL_RECORD``,
so a z3 array), its ``cs``, ``trail`` and ``top`` merged at every state of its parser loop.
"""

from __future__ import annotations

from typing import Any

import z3

from errlang.encoder.cancel import poll
from errlang.encoder.runs import numeral
from errlang.encoder.values import ite, same

# Stores walked down from each side of a merge to find the array they share.
MAX_MERGED = 512


class _Chain:
    """One side of a merge: ``array``'s stores at numeral offsets, walked down one at a time
    through z3's C API (the Python wrappers made the walk the encoder's main cost)."""

    def __init__(self, array: z3.ArrayRef) -> None:
        self.ctx = array.ctx
        self.terms: list[Any] = [array.as_ast()]  # raw asts, outermost first
        self.depth = {z3.Z3_get_ast_id(self.ctx.ref(), self.terms[0]): 0}
        self.offsets: list[int] = []
        self.values: list[Any] = []
        self.open = True

    def step(self) -> int | None:
        """Walk one store down; the id of the term reached (None: no numeral store left)."""
        ref, term = self.ctx.ref(), self.terms[-1]
        if not self.open or len(self.offsets) >= MAX_MERGED:
            self.open = False
            return None
        if z3.Z3_get_ast_kind(ref, term) != z3.Z3_APP_AST:
            self.open = False
            return None
        app = z3.Z3_to_app(ref, term)
        if z3.Z3_get_decl_kind(ref, z3.Z3_get_app_decl(ref, app)) != z3.Z3_OP_STORE:
            self.open = False
            return None
        index = z3.Z3_get_app_arg(ref, app, 1)
        if z3.Z3_get_ast_kind(ref, index) != z3.Z3_NUMERAL_AST:
            self.open = False
            return None
        self.offsets.append(int(z3.Z3_get_numeral_string(ref, index)))
        self.values.append(z3.Z3_get_app_arg(ref, app, 2))
        below = z3.Z3_get_app_arg(ref, app, 0)
        self.terms.append(below)
        key = z3.Z3_get_ast_id(ref, below)
        self.depth.setdefault(key, len(self.offsets))
        return int(key)

    def outermost(self, depth: int) -> dict[int, z3.ExprRef]:
        """The byte each offset holds by the outermost of the first ``depth`` stores."""
        values: dict[int, z3.ExprRef] = {}
        for k in range(depth):
            if self.offsets[k] not in values:
                values[self.offsets[k]] = z3.BitVecRef(self.values[k], self.ctx)
        return values


def _common(a: _Chain, b: _Chain) -> tuple[int, int] | None:
    """The depths in ``a`` and ``b`` of the first array both chains reach (None: none within
    :data:`MAX_MERGED` stores), the two walked in turn so that a short side stops both."""
    key = z3.Z3_get_ast_id(b.ctx.ref(), b.terms[0])
    if key in a.depth:
        return a.depth[key], 0
    while a.open or b.open:
        key_a = a.step()
        if key_a is not None and key_a in b.depth:
            return a.depth[key_a], b.depth[key_a]
        key_b = b.step()
        if key_b is not None and key_b in a.depth:
            return a.depth[key_b], b.depth[key_b]
    return None


def merged_stores(cond: z3.BoolRef, a: z3.ArrayRef, b: z3.ArrayRef) -> z3.ArrayRef | None:
    """``If(cond, a, b)`` as one chain of stores when both sides are stores at numeral
    offsets over a common array (the one before the branch): a store per offset either side
    wrote, of ``If(cond, a[i], b[i])``, over the common array; None when there is no common
    array within :data:`MAX_MERGED` stores. Equal at every offset: an offset neither side
    wrote holds the common array's byte on both. (An ``If`` of two arrays made every later
    read of a member at a constant offset a ``select`` the rewriter cannot resolve:
    msgpack's 24 KB context.)"""
    side_a, side_b = _Chain(a), _Chain(b)
    found = _common(side_a, side_b)
    if found is None:
        return None
    depth_a, depth_b = found
    ctx = a.ctx
    ref = ctx.ref()
    base = side_a.terms[depth_a]
    values_a, values_b = side_a.outermost(depth_a), side_b.outermost(depth_b)
    merged = base
    kept = [z3.ArrayRef(base, ctx)]  # every term made is wrapped: z3 frees unreferenced ones
    for offset in sorted(values_a.keys() | values_b.keys()):
        poll()
        index = numeral(offset, 64)
        x, y = values_a.get(offset), values_b.get(offset)
        if x is None or y is None:
            old = z3.BitVecRef(z3.Z3_mk_select(ref, base, index.as_ast()), ctx)
            old = z3.BitVecRef(z3.Z3_simplify(ref, old.as_ast()), ctx)
            x, y = (old if x is None else x), (old if y is None else y)
        value = x if same(x, y) else ite(cond, x, y)
        kept.append(z3.ArrayRef(z3.Z3_mk_store(ref, merged, index.as_ast(), value.as_ast()), ctx))
        merged = kept[-1].as_ast()
    return kept[-1]
