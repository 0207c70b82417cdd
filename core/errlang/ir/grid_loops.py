"""Nested loops over two-dimensional arrays summarised in one step (issue 23): a pass over a
finished goto-program, for ``check``.

    for (i = fi; i < ei; i++)
      for (j = fj; j < ej; j++) { m[i][j] = e1; b[i][j] = e2; …; assert(p); }

with constant bounds, where iteration ``(i, j)`` touches only element ``[i + ki][j + kj]`` of
named two-dimensional arrays, is one :class:`GridLoop` instruction, whose exact effect the
encoder (``errlang.encoder.grid_loops``) gives as :mod:`errlang.ir.array_loops` does for one
dimension: after it ``m[r][c]`` is ``e1`` at ``(r − ki, c − kj)`` for every cell the loops visit
(a z3 lambda over the array's bytes), the nondet calls of iteration ``(i, j)`` are an
uninterpreted function of its number, ``i`` is ``ei`` and ``j`` ``ej``; the assertion fails iff
it fails at some ``(i, j)``. That is the loops' semantics, not an abstraction, because:

* both loops are counted loops (:class:`~errlang.ir.counted_loops.CountedLoop`: an index set to
  a constant just before, tested against a constant, ``++`` just before the back edge, entered
  only at the head), at least one iteration each; the outer body is the inner loop alone (with
  its index's initialisation);
* the inner body is what an array loop's may be (:mod:`errlang.ir.loop_bodies`: stores, nondet
  calls, temporaries, ``if``/``else``, at most one assertion, last; values reading only
  constants, both indices, the iteration's inputs, registers the loops do not write and
  elements), with every element ``a[i + ki][j + kj]`` (scale 1 in both) inside its array and
  every array written accessed with one ``(ki, kj)`` only: iteration ``(i, j)`` then reads and
  writes only its own cell, and the iterations commute with one simultaneous update.

The loops must make at least :data:`~errlang.ir.array_loops.MIN_TRIPS` iterations in all.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from errlang.ir import array_loops
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.loop_bodies import SMALL_OBJECT, LoopBody


@dataclass(frozen=True)
class GridStore:
    """``array[i + row_shift][j + column_shift] = value`` in every iteration (``array``: the
    address of the array's first element; ``columns`` elements per row)."""

    array: n.Expr
    element: t.CType
    value: n.Expr
    rows: int
    columns: int
    row_shift: int = 0
    column_shift: int = 0
    # the assignment's place: a signed overflow in ``value`` is reported there
    loc: n.Loc | None = field(default=None, compare=False)


@dataclass(frozen=True)
class GridLoop(n.Instr):
    """Two nested counted loops in one step (see the module's docstring): ``outer`` over
    ``[outer_first, outer_end)``, ``inner`` over ``[inner_first, inner_end)``."""

    loop: int
    outer: n.RegLV
    outer_first: int
    outer_end: int
    inner: n.RegLV
    inner_first: int
    inner_end: int
    stores: tuple[GridStore, ...]
    inputs: tuple[n.LoopInput, ...]
    assertion: n.Assert | None


def summarise_grid_loops(function: n.Function, globals_: dict[str, n.Variable]) -> int:
    """Replace every pair of nested loops of ``function`` in the shape above by a GridLoop (the
    rest of their instructions by Skip, so that jump targets stay); the number replaced."""
    body = function.body
    by_name = {variable.name: variable for variable in globals_.values()}
    replaced = 0
    for position, instr in enumerate(body):
        if type(instr) is n.LoopEnter:
            found = _Outer(function, by_name, position).match()
            if found is not None:
                summary, last = found
                body[position] = summary
                for k in range(position + 1, last + 1):
                    body[k] = n.Skip(body[k].loc)
                replaced += 1
    return replaced


@dataclass(frozen=True)
class _Cell:
    """``array[i + row_shift][j + column_shift]`` of a named two-dimensional array."""

    array: n.Expr
    element: t.CType
    name: str
    rows: int
    columns: int
    row_shift: int
    column_shift: int


class _Outer(LoopBody):
    """The outer loop at ``position``; its body the inner loop alone."""

    def match(self) -> tuple[GridLoop, int] | None:
        found = self._counted()
        if found is None or self.search is not None:
            return None
        start, stop, back = found
        enter = self.function.body[self.position]
        assert self.index is not None and isinstance(enter, n.LoopEnter)
        body = self.function.body
        while start < stop:
            declared = body[start]
            if not (isinstance(declared, n.Declare) and not declared.in_memory):
                break
            start += 1  # ``for (int j = …)``: the declaration of a register
        inner_enter = body[start + 1] if start + 1 < stop else None
        if type(inner_enter) is not n.LoopEnter:
            return None
        inner = _Inner(self.function, self.globals, start + 1, self.index)
        found_inner = inner._counted()
        if found_inner is None or inner.search is not None or inner.index is None:
            return None
        inner_start, inner_stop, inner_back = found_inner
        if inner.index.name == self.index.name or inner.first < 0 or self.first < 0:
            return None
        rest = self.function.body[inner_back + 1 : stop]
        if not all(isinstance(i, n.Event | n.Skip) for i in rest):
            return None
        trips = (self.end - self.first) * (inner.end - inner.first)
        if self.end <= self.first or inner.end <= inner.first or trips < array_loops.MIN_TRIPS:
            return None
        inner.outer_first, inner.outer_end = self.first, self.end
        parts = inner.body(inner_start, inner_stop)
        if parts is None:
            return None
        stores, inputs, assertion = parts
        summary = GridLoop(
            enter.loc,
            enter.loop,
            self.index,
            self.first,
            self.end,
            inner.index,
            inner.first,
            inner.end,
            stores,
            inputs,
            assertion,
        )
        return summary, back


class _Inner(LoopBody):
    """The inner loop at ``position``: its body read as a function of both indices."""

    def __init__(
        self,
        function: n.Function,
        globals_: dict[str, n.Variable],
        position: int,
        outer: n.RegLV,
    ):
        super().__init__(function, globals_, position)
        self.outer = outer
        self.outer_first = 0
        self.outer_end = 0
        # array variable -> the (row shift, column shift) it is accessed with
        self.cells: dict[str, set[tuple[int, int]]] = {}
        self.stores: list[GridStore] = []

    def body(
        self, start: int, stop: int
    ) -> tuple[tuple[GridStore, ...], tuple[n.LoopInput, ...], n.Assert | None] | None:
        """The inner body ``[start, stop)`` as stores, inputs and an assertion (the shared
        walk, :meth:`LoopBody.walk`, with this matcher's :meth:`store`; no register but the
        temporaries is written)."""
        walked = self.walk(start, stop)
        if walked is None:
            return None
        if not self.stores and walked.assertion is None:
            return None
        if any(len(self.cells[name]) > 1 for name in self.written):
            return None  # an array written at one cell and read at another
        return tuple(self.stores), tuple(self.inputs), walked.assertion

    def store(self, instr: n.Assign, guard: n.Expr | None) -> bool:
        """``a[i + ki][j + kj] = value`` (under ``guard``: the old cell where it is false)."""
        assert isinstance(instr.target, n.MemLV)
        address = self._substituted(instr.target.address)
        cell = self._cell(address)
        value = self._pure(instr.value)
        if cell is None or value is None or cell.element != instr.target.type:
            return False
        if guard is not None:  # `if (c) a[i][j] = v;` is `a[i][j] = c ? v : a[i][j];`
            value = n.Cond(cell.element, guard, value, n.Load(cell.element, address))
        self.written.add(cell.name)
        self.stores.append(
            GridStore(
                cell.array,
                cell.element,
                value,
                cell.rows,
                cell.columns,
                cell.row_shift,
                cell.column_shift,
                loc=instr.loc,
            )
        )
        return True

    def _index_values(self, expr: n.Expr) -> tuple[int, int] | None:
        """The inner index's values, or the outer's (``[outer_first, outer_end)``)."""
        while (  # widened: the indices are not negative (_Outer.match)
            isinstance(expr, n.Cast)
            and isinstance(expr.type, t.IntType)
            and isinstance(expr.operand.type, t.IntType)
            and expr.type.bits >= expr.operand.type.bits
        ):
            expr = expr.operand
        outer = (self.outer.name, self.outer.is_global)
        is_outer = isinstance(expr, n.Reg) and (expr.name, expr.is_global) == outer
        if is_outer and self.outer_end > self.outer_first:
            return (self.outer_first, self.outer_end - 1)
        return super()._index_values(expr)

    def _pure(self, expr: n.Expr) -> n.Expr | None:
        """As :meth:`LoopBody._pure`, the elements read being cells ``a[i + ki][j + kj]``
        (their address, which reads both indices, kept)."""
        expr = self._substituted(expr)
        if isinstance(expr, n.Load):
            address = self._substituted(expr.address)
            cell = self._cell(address)
            if cell is None or cell.element != expr.type:
                return None
            return n.Load(expr.type, address)
        return super()._pure(expr)

    def _cell(self, address: n.Expr) -> _Cell | None:
        """``address`` is ``&array[i + ki][j + kj]`` for a named array of arrays of integers
        whose cells the loops visit all exist, of more than SMALL_OBJECT bytes."""
        if not (isinstance(address, n.PtrAdd) and isinstance(address.offset, n.Binary)):
            return None
        row = address.pointer
        while isinstance(row, n.Cast):
            row = row.operand
        if not (isinstance(row, n.PtrAdd) and isinstance(row.offset, n.Binary)):
            return None
        named = self._array_variable(row.pointer)
        if named is None:
            return None
        base, variable = named
        array = variable.type
        if not (
            isinstance(array, t.ArrayType)
            and isinstance(array.element, t.ArrayType)
            and isinstance(array.element.element, t.IntType)
            and array.size > SMALL_OBJECT
        ):
            return None
        element = array.element.element
        row_shift = self._shift(row.offset, array.element.size, self.outer)
        column_shift = self._shift(address.offset, element.size, self.index)
        if row_shift is None or column_shift is None:
            return None
        rows = (self.outer_first + row_shift, self.outer_end - 1 + row_shift)
        columns = (self.first + column_shift, self.end - 1 + column_shift)
        if rows[0] < 0 or rows[1] >= array.length:
            return None
        if columns[0] < 0 or columns[1] >= array.element.length:
            return None
        self.cells.setdefault(variable.name, set()).add((row_shift, column_shift))
        pointer = n.Cast(t.PointerType(element), base)
        return _Cell(
            pointer,
            element,
            variable.name,
            array.length,
            array.element.length,
            row_shift,
            column_shift,
        )

    def _shift(self, offset: n.Binary, size: int, index: n.RegLV | None) -> int | None:
        """``k`` when ``offset`` is ``(index + k) * size``."""
        if not (offset.op == "*" and isinstance(offset.right, n.Const)):
            return None
        if offset.right.value != size or index is None:
            return None
        saved = self.index
        self.index = index  # _affine reads ``index``'s forms
        try:
            form = self._affine(offset.left)
        finally:
            self.index = saved
        if form is None or form[0] != 1:
            return None
        return form[1]
