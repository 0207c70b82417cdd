"""Counted loops (issue 23): ``for (i = c; i < N; i++)`` recognised in a finished goto-program.

The shape every one-step loop summary starts from (:mod:`errlang.ir.array_loops`,
:mod:`errlang.ir.sum_loops`) and the trip counts ``check``'s automatic depth uses
(:func:`loop_trips`): the index is a register set to the constant ``first`` just before the
loop, tested against the constant ``end`` (``<``, ``<=``, ``!=``; also ``i < N && c``, a
search), stepped by ``i++`` (``++i``, ``i += 1``, ``i = i + 1``) just before the back edge, and
no jump enters the loop other than through its head.
"""

from __future__ import annotations

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import wrap


def loop_trips(function: n.Function) -> dict[int, int]:
    """The loops of ``function`` known to run at most a constant number of times: ``for (i =
    c; i < N; i++)`` (``<=``, ``!=``; ``i++``, ``i += 1``, ``i = i + 1``) whose index register
    only the step writes and which no jump enters but through its head (a ``break`` or a
    ``continue`` is fine): loop number -> its trip count."""
    trips: dict[int, int] = {}
    for position, instr in enumerate(function.body):
        if isinstance(instr, n.LoopEnter):
            count = CountedLoop(function, position).trip_count()
            if count is not None:
                trips[instr.loop] = count
    return trips


class CountedLoop:
    """One loop at ``position`` (its LoopEnter), matched against the counted shape."""

    def __init__(self, function: n.Function, position: int):
        self.function = function
        self.position = position
        self.index: n.RegLV | None = None
        self.first = 0
        self.end = 0
        # a search ``while (i < N && c) i++;``: the test's second operand (``_bounds``)
        self.search: n.Expr | None = None

    def trip_count(self) -> int | None:
        """The loop's trip count, if it is a counted loop (see :func:`loop_trips`)."""
        found = self._counted()
        if found is None or self.search is not None:
            return None
        start, step_start, _ = found
        assert self.index is not None
        for instr in self.function.body[start:step_start]:
            written = (
                instr.target if isinstance(instr, n.Assign) else getattr(instr, "result", None)
            )
            if isinstance(written, n.RegLV) and written.name == self.index.name:
                return None
        return self.end - self.first

    def _counted(self) -> tuple[int, int, int] | None:
        """(first body position, step position, back edge) of a counted loop, its index, first
        and end set; None if it is not one."""
        body, p = self.function.body, self.position
        enter = body[p]
        assert isinstance(enter, n.LoopEnter)
        if p == 0 or p + 3 >= len(body):
            return None
        init = body[p - 1]
        if not (
            isinstance(init, n.Assign)
            and isinstance(init.target, n.RegLV)
            and not init.target.is_global
            and isinstance(init.target.type, t.IntType)
            and isinstance(init.value, n.Const)
        ):
            return None
        self.index = init.target
        self.first = signed(init.value)
        test = body[p + 1]
        bounds = self._bounds(test)
        if bounds is None or not isinstance(test, n.Goto):
            return None
        self.end = bounds
        k = p + 2
        if isinstance(body[k], n.Event):
            k += 1
        iteration = body[k]
        if not (isinstance(iteration, n.LoopIter) and iteration.loop == enter.loop):
            return None
        back = test.target - 1
        back_edge = body[back] if 0 < back < len(body) else None
        if not (
            isinstance(back_edge, n.Goto) and back_edge.target == p + 1 and back_edge.cond is None
        ):
            return None
        step_start = self._step(k + 1, back)
        if step_start is None or not self._entered_only_at_head(p, back):
            return None
        index_type = self.index.type
        assert isinstance(index_type, t.IntType)
        if self.end > index_type.max or self.end < self.first:
            return None
        return k + 1, step_start, back

    def _bounds(self, test: n.Instr) -> int | None:
        """``end`` from the loop test ``if (!(i < N)) goto exit`` (``<=``, ``!=`` too)."""
        if not (isinstance(test, n.Goto) and isinstance(test.cond, n.Unary)):
            return None
        compare = test.cond.operand
        if test.cond.op != "!" or not isinstance(compare, n.Binary):
            return None
        if compare.op == "&&" and isinstance(compare.left, n.Binary):
            self.search, compare = compare.right, compare.left
            if compare.op != "<":
                return None
        limit = constant(compare.right)
        if not self._is_index(compare.left) or limit is None:
            return None
        if compare.op in ("<", "!="):
            return limit if limit >= self.first else None
        if compare.op == "<=":
            return limit + 1
        return None

    def _step(self, start: int, back: int) -> int | None:
        """Where the step ``i++`` (``i += 1``, ``i = i + 1``) starts, just before the back edge."""
        body = self.function.body
        assert self.index is not None
        last = body[back - 1] if back - 1 >= start else None
        if not (isinstance(last, n.Assign) and last.target == self.index):
            return None
        value = last.value
        while isinstance(value, n.Cast) and isinstance(value.type, t.IntType):
            value = value.operand
        if not (
            isinstance(value, n.Binary)
            and value.op == "+"
            and isinstance(value.right, n.Const)
            and value.right.value == 1
        ):
            return None
        if self._is_index(value.left):
            return back - 1
        saved = body[back - 2] if back - 2 >= start else None
        if (
            isinstance(value.left, n.Reg)
            and isinstance(saved, n.Assign)
            and isinstance(saved.target, n.RegLV)
            and saved.target.name == value.left.name
            and self._is_index(saved.value)
        ):
            return back - 2
        return None

    def _entered_only_at_head(self, p: int, back: int) -> bool:
        """No jump but the loop's own targets the summary's instructions (or skips its init)."""
        for at, instr in enumerate(self.function.body):
            if isinstance(instr, n.Goto) and p <= instr.target <= back and not (p < at <= back):
                return False
        return True

    def _is_index(self, expr: n.Expr) -> bool:
        """``expr`` is the index, possibly widened (its values are in [first, end])."""
        assert self.index is not None
        while isinstance(expr, n.Cast):
            if not isinstance(expr.type, t.IntType) or expr.type.bits < self.index.type.bits:
                return False
            if expr.type.bits == self.index.type.bits and expr.type != self.index.type:
                return False
            expr = expr.operand
        return isinstance(expr, n.Reg) and expr.name == self.index.name and not expr.is_global

    def _index_reg(self) -> n.Reg:
        assert self.index is not None
        return n.Reg(self.index.type, self.index.name)


def constant(expr: n.Expr) -> int | None:
    """The value of an integer expression of constants (``N / 2``), if it is one."""
    if isinstance(expr, n.Const):
        return signed(expr) if isinstance(expr.type, t.IntType) else None
    if not isinstance(expr.type, t.IntType):
        return None
    if isinstance(expr, n.Cast):
        value = constant(expr.operand)
        return None if value is None else wrap(value, expr.type)
    if isinstance(expr, n.Unary) and expr.op == "-":
        value = constant(expr.operand)
        return None if value is None else wrap(-value, expr.type)
    if isinstance(expr, n.Binary) and expr.op in ("+", "-", "*", "/", "%"):
        left, right = constant(expr.left), constant(expr.right)
        if left is None or right is None or (expr.op in ("/", "%") and right == 0):
            return None
        if expr.op == "/" or expr.op == "%":
            quotient = abs(left) // abs(right) * (1 if (left < 0) == (right < 0) else -1)
            value = quotient if expr.op == "/" else left - right * quotient
        else:
            value = {"+": left + right, "-": left - right, "*": left * right}[expr.op]
        return wrap(value, expr.type)
    return None


def is_temp(name: str) -> bool:
    return name.startswith("$")


def signed(const: n.Const) -> int:
    ctype = const.type
    if isinstance(ctype, t.IntType) and ctype.signed and const.value >= 1 << (ctype.bits - 1):
        return const.value - (1 << ctype.bits)
    return const.value
