"""Counted loops over scalars accelerated (issue 23): a pass over a finished goto-program.

SV-COMP's loop categories count to thousands or millions before their assertion
(``while (x < 5000) { x++; j += 2; }``, ``while (x < 0x0fffffff) x += 2;``, ``while (i < n)``
with ``n`` an input): no bounded unwinding gets there in time. A loop

    while (x OP limit) { r1 = r1 + d1; r2 = r2 + d2 + r1; r3 = e3; … }

whose body is straight-line assignments to registers, each an affine function of the registers'
values before the iteration, has a closed form after *k* iterations (Kroening et al.,
"Loop summarization using state and transition invariants", and CBMC/2LS's acceleration): the
counter tested is ``x0 + k*c``; ``r += d`` with ``d`` invariant is ``r0 + k*d``; ``r += d + s``
with ``s`` such a linear register is ``r0 + k*d' + c_s * k(k-1)/2`` (quadratic); ``r = e`` with
``e`` invariant is ``e`` after the first iteration. The trip count *n* follows from the test
(``x < limit`` with step ``c > 0``: ``ceil((limit - x0) / c)`` when ``x0 < limit``, else 0;
``>``/``>=`` with ``c < 0``; ``!=`` with an odd step, by its inverse modulo 2^w), ``limit``
being loop-invariant (constants and registers the loop does not write), so *n* may be symbolic.

The loop's :class:`~errlang.ir.nodes.LoopEnter` becomes a :class:`ScalarLoop` (a LoopEnter that
also carries the summary); the loop itself stays. The encoder (``errlang.encoder.scalar_loops``)
sets every register the loop writes to its value after the *n* iterations every run makes, so
the loop's test then exits at once, with no unwinding and no bound — unless the counter wrapped
around its type at the last of them (C's loop then goes on, and so does the unwinding from
there). That is the loop's exact semantics, not an abstraction, because:

* the counter and every register written are registers (no address taken), written only by the
  body's assignments; temporaries (``$t``) are substituted; no jump enters the loop but through
  its head, and the body has no jump of its own (no ``break``/``continue``/``if``);
* every value assigned is affine (``+``, ``-``, multiplication by a constant, truncating or
  same-width casts) in registers of its own width: two's complement arithmetic modulo 2^w is
  exactly the closed form's, and nothing in the body can be undefined but a signed register's
  own update ``r = r ± d`` overflowing, which the encoder tells exactly (the summary is not
  applied on such runs: :mod:`errlang.ir.summary_overflows`);
* the test compares the counter (or a value-preserving widening of it) with a loop-invariant
  expression that cannot be undefined either.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.affine import Affine, AffineBody, RegKey, Update, scalar
from errlang.ir.reductions import comparison
from errlang.ir.summary_overflows import Checked, checked_updates

_FLIPPED = {"<": ">", "<=": ">=", ">": "<", ">=": "<=", "!=": "!="}


@dataclass(frozen=True)
class Split:
    """A body ``if (counter op limit) A else B`` (or the reverse) whose counter moves away
    from the side of ``limit`` where it started: the first phase runs A while ``counter op
    limit`` holds, the second B (its ``updates`` and ``step``) once it no longer does."""

    op: str
    limit: n.Expr
    updates: tuple[Update, ...]
    step: int
    registers: tuple[tuple[RegKey, t.IntType], ...]


@dataclass(frozen=True)
class ScalarLoop(n.LoopEnter):
    """The entry of loop ``loop`` (as a LoopEnter) with its acceleration: ``while (counter op
    limit)`` (the counter read as ``compare``, its step ``step``), the updates of every register
    the body writes, and ``registers``: the types of the registers the forms read."""

    counter: n.RegLV
    step: int
    op: str
    limit: n.Expr
    compare: t.IntType
    updates: tuple[Update, ...]
    registers: tuple[tuple[RegKey, t.IntType], ...]
    split: Split | None = None  # the updates and step above are then the first phase's
    # ``limit`` is this register, which the loop moves too (``while (i <= j) { i += 2; j--; }``):
    # ``step`` is then the counter's step less the rival's
    rival: n.RegLV | None = None
    # ``while (x op limit && x also_op also_limit)``: (also_op, also_limit), the same way
    also: tuple[str, n.Expr] | None = None
    # the registers whose signed update ``r = r ± d`` may overflow (ir/summary_overflows.py)
    overflows: tuple[Checked, ...] = ()


_Phase = tuple[tuple[Update, ...], int, tuple[tuple[RegKey, t.IntType], ...]]


def accelerate_scalar_loops(function: n.Function) -> int:
    """Turn the LoopEnter of every accelerable loop of ``function`` into a ScalarLoop; the
    number turned."""
    body = function.body
    turned = 0
    for position, instr in enumerate(body):
        if type(instr) is n.LoopEnter:
            found = _Matcher(function, position).match()
            if found is not None:
                body[position] = found
                turned += 1
    return turned


class _Matcher(AffineBody):
    """One loop at ``position`` (its LoopEnter), matched against the accelerable shape."""

    def __init__(self, function: n.Function, position: int) -> None:
        super().__init__(function)
        self.position = position
        self.also: tuple[str, n.Expr] | None = None  # the test's second limit (``&&``)

    def match(self) -> ScalarLoop | None:
        found = self._loop()
        if found is None:
            return None
        enter, test, start, back = found
        shape = self._shape(start, back)
        if shape is None:
            return None
        prefix, branches, suffix, jump = shape
        paths = self._paths(prefix, branches, suffix, jump)
        if paths is None:
            return None
        written = {key: target for path, _ in paths for key, target in path.items()}
        assert test.cond is not None
        compared = self._test(test.cond, written)
        if compared is None or not written:
            return None
        counter, op, limit, compare = compared
        rival = None
        if isinstance(limit, n.Reg) and (limit.name, limit.is_global) in written:
            rival = written[(limit.name, limit.is_global)]
            if jump is not None:
                return None
        if self.also is not None and jump is not None:
            return None
        phases = self._path_phases(paths, written, counter, op, compare, rival)
        if phases is None:
            return None
        split = None
        if jump is not None:
            order = self._phases(jump, counter, compare, phases[0][1], written)
            if order is None:
                return None
            first, guard, guard_limit = order
            second = phases[1 - first]
            phases[0] = phases[first]
            split = Split(guard, guard_limit, *second)
        updates, step, registers = phases[0]
        overflows = checked_updates(self.function.body[start:back], updates)
        if overflows is None or (overflows and split is not None):
            return None  # a signed overflow the summary would not report
        return ScalarLoop(
            enter.loc,
            enter.loop,
            counter,
            step,
            op,
            limit,
            compare,
            updates,
            registers,
            split,
            rival,
            self.also,
            overflows,
        )

    def _loop(self) -> tuple[n.LoopEnter, n.Goto, int, int] | None:
        """(the LoopEnter, the test, the body's first position, the back edge's) of the loop
        at ``position``: a conditional test, the LoopIter after its letters, an unconditional
        back edge to the test, and no jump into the loop but through its head."""
        body, p = self.function.body, self.position
        enter = body[p]
        assert isinstance(enter, n.LoopEnter)
        if p + 3 >= len(body):
            return None
        test = body[p + 1]
        if not (isinstance(test, n.Goto) and test.cond is not None):
            return None
        k = p + 2
        while k < len(body) and isinstance(body[k], n.Event):
            k += 1
        iteration = body[k] if k < len(body) else None
        if not (isinstance(iteration, n.LoopIter) and iteration.loop == enter.loop):
            return None
        back = test.target - 1
        back_edge = body[back] if p < back < len(body) else None
        if not (
            isinstance(back_edge, n.Goto) and back_edge.target == p + 1 and back_edge.cond is None
        ):
            return None
        if not self._entered_only_at_head(p, back):
            return None
        return enter, test, k + 1, back

    def _paths(
        self, prefix: list[int], branches: list[list[int]], suffix: list[int], jump: n.Goto | None
    ) -> list[tuple[dict[RegKey, n.RegLV], dict[RegKey, Affine]]] | None:
        """For each path through the body (one, or an ``if``/``else``'s two): the registers it
        writes and their affine forms."""
        paths: list[tuple[dict[RegKey, n.RegLV], dict[RegKey, Affine]]] = []
        for branch in branches:
            self.current = {}
            written = self._body(prefix)
            if written is None or (jump is not None and written):
                return None  # the branch must test the counter as the iteration starts
            rest = self._body(branch + suffix)
            if rest is None:
                return None
            paths.append(({**written, **rest}, dict(self.current)))
        return paths

    def _path_phases(
        self,
        paths: list[tuple[dict[RegKey, n.RegLV], dict[RegKey, Affine]]],
        written: dict[RegKey, n.RegLV],
        counter: n.RegLV,
        op: str,
        compare: t.IntType,
        rival: n.RegLV | None,
    ) -> list[_Phase] | None:
        """Each path as a phase: its updates, the counter's step (less the rival's), and the
        types of the registers its forms read."""
        phases: list[_Phase] = []
        for _, forms in paths:
            found = self._updates(written, forms)
            if found is None:
                return None
            if rival is not None:
                moved = self._rival_step(counter, rival, tuple(found), op)
            else:
                moved = self._step(counter, found, op, compare)
            if moved is None:
                return None
            read = {key: self.types[key] for u in found for key in u.value.registers()}
            phases.append((tuple(found), moved, tuple(sorted(read.items()))))
        return phases

    def _shape(
        self, start: int, back: int
    ) -> tuple[list[int], list[list[int]], list[int], n.Goto | None] | None:
        """The body ``[start, back)`` as (prefix, branches, suffix, the branch's jump): one
        path and no jump, or one ``if``/``else`` of straight-line code (then, else)."""
        body = self.function.body
        jumps = [at for at in range(start, back) if isinstance(body[at], n.Goto)]
        if not jumps:
            return [], [list(range(start, back))], [], None
        at = jumps[0]
        jump = body[at]
        assert isinstance(jump, n.Goto)
        other = jump.target
        closing = body[other - 1] if at + 1 < other <= back else None
        if not (
            jump.cond is not None
            and isinstance(closing, n.Goto)
            and closing.cond is None
            and other <= closing.target <= back
            and jumps == [at, other - 1]
        ):
            return None
        then, otherwise = list(range(at + 1, other - 1)), list(range(other, closing.target))
        return list(range(start, at)), [then, otherwise], list(range(closing.target, back)), jump

    def _phases(
        self,
        jump: n.Goto,
        counter: n.RegLV,
        compare: t.IntType,
        step: int,
        written: dict[RegKey, n.RegLV],
    ) -> tuple[int, str, n.Expr] | None:
        """(the branch that runs first: 0 then, 1 else; ``op``, ``limit``: it runs while
        ``counter op limit``) for a branch on the counter against an invariant limit."""
        assert jump.cond is not None
        compared = comparison(jump.cond)  # the else branch runs when it holds
        if compared is None:
            return None
        op, left, right = compared
        if left.type != compare or right.type != compare:
            return None
        if self._counter(left, compare, written) == counter and self._invariant(right, written):
            limit = right
        elif self._counter(right, compare, written) == counter and self._invariant(left, written):
            op, limit = _FLIPPED[op], left
        else:
            return None
        # the counter moves up (step > 0): the branch for "below the limit" runs first
        first_ops = ("<", "<=") if step > 0 else (">", ">=")
        if op in first_ops:
            return 1, op, limit
        negated = {"<": ">=", "<=": ">", ">": "<=", ">=": "<"}.get(op)
        if negated in first_ops:
            return 0, negated, limit
        return None

    def _entered_only_at_head(self, p: int, back: int) -> bool:
        for at, instr in enumerate(self.function.body):
            if isinstance(instr, n.Goto) and p < instr.target <= back and not (p < at <= back):
                return False
        return True

    # ------------------------------------------------------------ the test

    def _test(
        self, cond: n.Expr, written: dict[RegKey, n.RegLV]
    ) -> tuple[n.RegLV, str, n.Expr, t.IntType] | None:
        """(counter, op, limit, comparison type) from the loop test ``if (!(x op limit)) goto
        exit`` (also ``limit op x``)."""
        if not (isinstance(cond, n.Unary) and cond.op == "!"):
            return None
        compare = cond.operand
        if isinstance(compare, n.Binary) and compare.op == "&&":  # x < n && x < 1000
            first = self._test(n.Unary(cond.type, "!", compare.left), written)
            second = self._test(n.Unary(cond.type, "!", compare.right), written)
            if first is None or second is None or self.also is not None:
                return None
            ups = ("<", "<="), (">", ">=")
            if not (
                first[0] == second[0]
                and first[3] == second[3]
                and any(first[1] in way and second[1] in way for way in ups)
                and not self._moved_limit(first[2], written)
                and not self._moved_limit(second[2], written)
            ):
                return None
            self.also = (second[1], second[2])
            return first
        if not (isinstance(compare, n.Binary) and compare.op in _FLIPPED):
            return None
        operand = compare.left.type
        if not scalar(operand) or compare.right.type != operand:
            return None
        for side, other, op in (
            (compare.left, compare.right, compare.op),
            (compare.right, compare.left, _FLIPPED[compare.op]),
        ):
            counter = self._counter(side, operand, written)
            if counter is not None and self._invariant(other, written):
                return counter, op, other, operand
        left, right = compare.left, compare.right
        if (  # two registers the loop moves, of the comparison's own type
            isinstance(left, n.Reg)
            and isinstance(right, n.Reg)
            and left.type == operand
            and right.type == operand
            and compare.op != "!="
            and (left.name, left.is_global) in written
            and (right.name, right.is_global) in written
            and left.name != right.name
        ):
            return written[(left.name, left.is_global)], compare.op, right, operand
        return None

    @staticmethod
    def _moved_limit(limit: n.Expr, written: dict[RegKey, n.RegLV]) -> bool:
        return isinstance(limit, n.Reg) and (limit.name, limit.is_global) in written

    def _rival_step(
        self, counter: n.RegLV, rival: n.RegLV, updates: tuple[Update, ...], op: str
    ) -> int | None:
        """The counter's step less the rival's, when each is constant and they move toward
        each other (one of them may stand still): both then stay between their starts."""
        up, down = _constant_step(counter, updates), _constant_step(rival, updates)
        if up is None or down is None:
            return None
        if op in ("<", "<=") and up >= 0 >= down and up > down:
            return up - down
        if op in (">", ">=") and up <= 0 <= down and up < down:
            return up - down
        return None

    def _counter(
        self, expr: n.Expr, compare: t.IntType, written: dict[RegKey, n.RegLV]
    ) -> n.RegLV | None:
        """The written register ``expr`` reads, when its value as ``compare`` is the register's
        own (same width, or a widening that keeps every value)."""
        if isinstance(expr, n.Cast):
            inner = expr.operand.type
            if not (isinstance(inner, t.IntType) and scalar(inner)):
                return None
            if inner.bits > compare.bits or (
                inner.bits < compare.bits and inner.signed and not compare.signed
            ):
                return None
            expr = expr.operand
        if not isinstance(expr, n.Reg):
            return None
        return written.get((expr.name, expr.is_global))

    def _invariant(self, expr: n.Expr, written: dict[RegKey, n.RegLV]) -> bool:
        """``expr`` reads only constants and registers the loop does not write, and cannot be
        undefined."""
        if isinstance(expr, n.Const):
            return scalar(expr.type)
        if isinstance(expr, n.Reg):
            return scalar(expr.type) and (expr.name, expr.is_global) not in written
        if isinstance(expr, n.Cast):
            return scalar(expr.type) and self._invariant(expr.operand, written)
        if isinstance(expr, n.Unary):
            return expr.op in ("-", "~") and self._invariant(expr.operand, written)
        if isinstance(expr, n.Binary) and expr.op in ("+", "-", "*", "&", "|", "^"):
            return self._invariant(expr.left, written) and self._invariant(expr.right, written)
        return False

    def _step(
        self, counter: n.RegLV, updates: list[Update], op: str, compare: t.IntType
    ) -> int | None:
        """The counter's constant step (signed), when it moves toward the loop's exit."""
        step = _constant_step(counter, updates)
        if not step:
            return None
        if op in ("<", "<=") and step > 0:
            return step
        if op in (">", ">=") and step < 0:
            return step
        if op == "!=" and step % 2 and counter.type.bits == compare.bits:
            return step
        return None


def _constant_step(target: n.RegLV, updates: Sequence[Update]) -> int | None:
    """The constant (signed) ``target`` moves by in each iteration, if it is one."""
    update = next(u for u in updates if u.target == target)
    key = (target.name, target.is_global)
    if update.kind != "linear" or not update.value.registers() <= {key}:
        return None
    bits = update.value.bits
    step = update.value.constant
    return step - (1 << bits) if step >> (bits - 1) else step
