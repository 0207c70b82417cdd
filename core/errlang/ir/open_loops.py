"""Array loops whose trip count is an input (issue 23): ``for (i = c; i < n; i++) { a[i] = …;
assert(…); }`` with ``n`` a register the loop does not write — a pass over a finished
goto-program, for ``check``'s automatic depth.

The body is an array loop's (:mod:`errlang.ir.array_loops`: stores, nondet calls, ``if``/``else``,
one assertion, last; no reduction, no search), every element accessed ``a[i + k]`` (scale 1) of
a named array of fixed length. Its iterations are ``[c, n)`` on every run, so the summary of
``errlang.encoder.open_loops`` is the array loop's with a symbolic end — exact on the runs
where every access is inside its array (``n ≤ length − k`` for each, or no iteration at all),
which the encoder decides per run: the other runs go through the loop as without this pass
(unwinding, where the access out of bounds is found as undefined behaviour). So the loop's
:class:`~errlang.ir.nodes.LoopEnter` becomes an :class:`OpenArrayLoop` (a LoopEnter that also
carries the summary) and the loop stays: on the summarised runs the index is then ``n`` (or
``c`` if ``n ≤ c``) and the test exits at once.

The test compares the index with ``n`` in the index's own type (no widening: ``i`` then never
wraps before reaching ``n``), ``<`` or ``<=`` (whose runs with ``n`` the type's greatest value,
where C's loop never ends, are left to the unwinding).
"""

from __future__ import annotations

from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.array_loops import ArrayLoopMatcher


@dataclass(frozen=True)
class OpenArrayLoop(n.LoopEnter):
    """The entry of loop ``loop`` (as a LoopEnter) with its summary: ``for (index = first;
    index < limit; index++)`` doing ``stores`` (scale 1), with ``inputs`` and ``assertion`` as
    an :class:`~errlang.ir.nodes.ArrayLoop`'s; ``extents``: for each array accessed, the
    greatest ``limit`` for which every access is inside it (``length − k`` for the greatest
    shift ``k``)."""

    index: n.RegLV
    first: int
    limit: n.Expr
    stores: tuple[n.ArrayStore, ...]
    inputs: tuple[n.LoopInput, ...]
    assertion: n.Assert | None
    extents: tuple[int, ...]
    inclusive: bool = False  # ``index <= limit``: the iterations are ``[first, limit]``


def summarise_open_loops(function: n.Function, globals_: dict[str, n.Variable]) -> int:
    """Turn the LoopEnter of every loop of ``function`` in the shape above into an
    OpenArrayLoop; the number turned."""
    by_name = {variable.name: variable for variable in globals_.values()}
    turned = 0
    for position, instr in enumerate(function.body):
        if type(instr) is n.LoopEnter:
            found = _Open(function, by_name, position).open_match()
            if found is not None:
                function.body[position] = found
                turned += 1
    return turned


class _Open(ArrayLoopMatcher):
    """The array loop's matcher with the end read from a register: ``end`` is ``first + 1``
    while the body is matched, so that only the lower ends of the accesses are checked
    statically (the upper ones are the extents)."""

    limit: n.Expr | None = None
    inclusive = False

    def _bounds(self, test: n.Instr) -> int | None:
        if not (isinstance(test, n.Goto) and isinstance(test.cond, n.Unary)):
            return None
        compare = test.cond.operand
        if test.cond.op != "!" or not isinstance(compare, n.Binary):
            return None
        if compare.op not in ("<", "<="):
            return None
        assert self.index is not None
        left, right = compare.left, compare.right
        if not (
            isinstance(left, n.Reg)
            and left.name == self.index.name
            and not left.is_global
            and left.type == self.index.type
            and isinstance(right, n.Reg)
            and right.type == self.index.type
            and right.name != self.index.name
        ):
            return None
        self.limit, self.inclusive = right, compare.op == "<="
        return self.first + 1

    def open_match(self) -> OpenArrayLoop | None:
        found = self._counted()
        if found is None or self.search is not None or self.limit is None:
            return None
        start, step_start, back = found
        enter = self.function.body[self.position]
        assert isinstance(enter, n.LoopEnter) and self.index is not None
        if self.first < 0 or self._broken(start, step_start, back) is not None:
            return None
        matched = self._body(enter, start, step_start, back)
        if matched is None:
            return None
        summary, _ = matched
        if summary.reductions or any(
            s.reads_back or s.scale != 1 or s.member for s in summary.stores
        ):
            return None
        if summary.inputs or any(_reads_memory(s.value) for s in summary.stores):
            # z3 gave up on queries over copies and over inputs up to a symbolic end (a copy
            # of 50,000 inputs: unknown after 30 s, found or proved in 0.1 s when unwound at
            # bound 1): such loops unwind
            return None
        assert isinstance(self.limit, n.Reg)
        if self.limit.name in {put.register for put in summary.inputs}:
            return None
        extents: list[int] = []
        for name, forms in self.accessed.items():
            if name in self.function.variables and name in self.globals:
                return None  # which one _element took is not recorded
            variable = self.function.variables.get(name) or self.globals.get(name)
            array = variable.type if variable is not None else None
            if not isinstance(array, t.ArrayType) or any(scale != 1 for scale, _ in forms):
                return None
            extents.append(array.length - max(shift for _, shift in forms))
        return OpenArrayLoop(
            enter.loc,
            enter.loop,
            self.index,
            self.first,
            self.limit,
            summary.stores,
            summary.inputs,
            summary.assertion,
            tuple(extents),
            self.inclusive,
        )


def _reads_memory(expr: n.Expr) -> bool:
    """Whether ``expr`` reads an element (not counting a guarded store's own old value)."""
    if isinstance(expr, n.Cond) and isinstance(expr.other, n.Load):
        return _reads_memory(expr.cond) or _reads_memory(expr.then)
    return isinstance(expr, n.Load) or any(
        _reads_memory(c) for c in (getattr(expr, p, None) for p in _PARTS) if isinstance(c, n.Expr)
    )


_PARTS = ("operand", "left", "right", "address", "pointer", "offset", "cond", "then", "other")
