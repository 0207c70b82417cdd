"""Loops over arrays summarised in one step (issue 23): a pass over a finished goto-program.

SV-COMP's array tasks fill, copy and compare arrays of 100,000 elements in loops of as many
iterations, and their bugs lie behind them: no bounded unwinding gets there. A loop

    for (i = first; i < end; i++) { a[i] = e1; b[i] = e2; …; assert(p); }

whose trip count is a constant and whose iterations each touch only element ``i`` of named
arrays is replaced by one :class:`~errlang.ir.nodes.ArrayLoop` instruction, which the encoder
(``errlang.encoder.array_loops``) turns into its exact effect: after it, ``a[j]`` is ``e1`` at
``j`` for every ``j`` in ``[first, end)`` (a z3 lambda over the array's bytes), the nondet calls
of iteration ``j`` are an uninterpreted function of ``j``, ``i`` is ``end``; the assertion
fails iff it fails at some ``j``. That is the loop's semantics, not an abstraction, because:

* the index is a register only the loop's ``i++`` writes, set to the constant ``first`` just
  before the loop, tested against the constant ``end`` (``<``, ``<=``, ``!=``), and no jump
  enters the loop other than through its head;
* the body is straight-line: stores ``array[i] = value`` to named arrays (``first ≥ 0`` and
  ``end`` within every array accessed: no access is out of bounds), nondet calls, temporaries
  and at most one assertion, last; values read only constants, the index, the iteration's
  inputs, loop-invariant registers and elements ``[i]``; no division, remainder or shift (no
  undefined behaviour is possible), no call, no other side effect. Iteration ``j`` then reads
  and writes only index ``j``, so the iterations commute with a single simultaneous update.

Only loops of at least :data:`MIN_TRIPS` iterations are summarised (shorter ones unwind cheaply
and keep their steps and branch letters), over arrays of more than 128 bytes (the encoder's
byte-array objects; smaller ones are byte tuples). Only ``check`` asks for the pass: learning
with branch letters needs the loop's letters, which the summary does not emit.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.conversions import wrap
from errlang.ir.reductions import reduction, registers

MIN_TRIPS = 64
SMALL_OBJECT = 128  # errlang.encoder.memory.SMALL_OBJECT: smaller objects are byte tuples
_UNSAFE_OPERATORS = frozenset({"/", "%", "<<", ">>"})


def summarise_array_loops(function: n.Function, globals_: dict[str, n.Variable]) -> int:
    """Replace every summarisable loop of ``function`` by an ArrayLoop (the rest of the loop's
    instructions by Skip, so that jump targets stay); the number replaced."""
    body = function.body
    by_name = {variable.name: variable for variable in globals_.values()}
    replaced = 0
    for position, instr in enumerate(body):
        if isinstance(instr, n.LoopEnter):
            found = _Matcher(function, by_name, position).match()
            if found is not None:
                summary, last = found
                body[position] = summary
                for k in range(position + 1, last + 1):
                    body[k] = n.Skip(body[k].loc)
                replaced += 1
    return replaced


def loop_trips(function: n.Function) -> dict[int, int]:
    """The loops of ``function`` known to run at most a constant number of times: ``for (i =
    c; i < N; i++)`` (``<=``, ``!=``; ``i++``, ``i += 1``, ``i = i + 1``) whose index register
    only the step writes and which no jump enters but through its head (a ``break`` or a
    ``continue`` is fine): loop number -> its trip count."""
    trips: dict[int, int] = {}
    for position, instr in enumerate(function.body):
        if isinstance(instr, n.LoopEnter):
            count = _Matcher(function, {}, position).trip_count()
            if count is not None:
                trips[instr.loop] = count
    return trips


@dataclass(frozen=True)
class _Element:
    """``array[scale * i + shift]`` (scale 1 or -1)."""

    array: n.Expr
    element: t.CType  # the type accessed: the array's element, or its member ``member``
    name: str  # the array variable
    scale: int = 1
    shift: int = 0
    stride: int = 0  # the array's element size
    member: int = 0  # the offset of the member accessed in an array of structs


class _Matcher:
    """One loop at ``position`` (its LoopEnter), matched against the summarisable shape."""

    def __init__(self, function: n.Function, globals_: dict[str, n.Variable], position: int):
        self.function = function
        self.globals = globals_
        self.position = position
        self.index: n.RegLV | None = None
        self.first = 0
        self.end = 0
        self.temps: dict[str, n.Expr] = {}
        self.inputs: list[n.LoopInput] = []
        # array variable -> the index forms (scale, shift) it is accessed with, and those
        # written: an array the loop writes must be accessed with one form only (then
        # iteration j touches only its element f(j), f injective, and the iterations commute)
        self.accessed: dict[str, set[tuple[int, int]]] = {}
        self.written: set[str] = set()
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
        self.first = _signed(init.value)
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

    def match(self) -> tuple[n.ArrayLoop, int] | None:
        found = self._counted()
        if found is None:
            return None
        start, step_start, back = found
        enter = self.function.body[self.position]
        assert isinstance(enter, n.LoopEnter) and self.index is not None
        if self.first < 0 or self.end - self.first < MIN_TRIPS:
            return None
        body = self.function.body[start:step_start]
        if self.search is not None:
            if any(not isinstance(i, n.Skip | n.Event) for i in body):
                return None
            return self._search(enter, self.search, back)
        broken = self._broken(start, step_start, back)
        if broken is not None:
            return self._search(enter, broken, back)
        return self._body(enter, start, step_start, back)

    def _broken(self, start: int, stop: int, back: int) -> n.Expr | None:
        """``c`` when the body ``[start, stop)`` is only ``if (!c) break;`` (the lowering's
        ``goto other if c; break: goto exit; goto end; other: … end:``), so that the loop is
        ``while (i < N && c) i++;``."""
        body = self.function.body
        jump = body[start] if start < stop else None
        if not (isinstance(jump, n.Goto) and jump.cond is not None):
            return None
        other = jump.target
        closing = body[other - 1] if start + 1 < other <= stop else None
        if not (isinstance(closing, n.Goto) and closing.cond is None and closing.target <= stop):
            return None
        exits = {back + 1} | ({back + 2} if isinstance(body[back + 1], n.Event) else set())
        inside = [body[k] for k in range(start + 1, other - 1)]
        breaks = [i for i in inside if isinstance(i, n.Goto)]
        if not (
            len(breaks) == 1
            and breaks[0].cond is None
            and breaks[0].target in exits
            and all(isinstance(i, n.Goto | n.Event) for i in inside)
            and all(isinstance(body[k], n.Event | n.Skip) for k in range(other, stop))
        ):
            return None
        return jump.cond

    def _search(
        self, enter: n.LoopEnter, search: n.Expr, back: int
    ) -> tuple[n.ArrayLoop, int] | None:
        """``while (i < N && c) i++;`` (errlang.ir.reductions, kind ``find``; also ``for (i =
        0; i < N; i++) if (!c) break;``): the index ends at the first iteration whose ``c`` is
        false, or at N; ``c`` is read only below N."""
        assert self.index is not None
        condition = self._pure(search)
        if condition is None:
            return None
        find = n.Reduction(self.index, "find", condition)
        summary = n.ArrayLoop(
            enter.loc, enter.loop, self.index, self.first, self.end, (), (), None, (find,)
        )
        return summary, back

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
        limit = _constant(compare.right)
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

    def _body(
        self, enter: n.LoopEnter, start: int, stop: int, back: int
    ) -> tuple[n.ArrayLoop, int] | None:
        assert self.index is not None
        stores: list[n.ArrayStore] = []
        reductions: list[n.Reduction] = []
        assertion: n.Assert | None = None
        guards = self._guards(start, stop)
        if guards is None:
            return None
        for position in range(start, stop):
            instr = self.function.body[position]
            guard = guards.get(position)
            if isinstance(instr, n.Skip | n.Event | n.Goto):
                continue  # the if-statements' jumps and letters (their guards are in ``guards``)
            if assertion is not None:
                return None  # the assertion must come last
            if isinstance(instr, n.Nondet):
                if not (isinstance(instr.result, n.RegLV) and _is_temp(instr.result.name)):
                    return None
                if not isinstance(instr.type, t.IntType):
                    return None
                name = instr.result.name
                put = n.LoopInput(name, instr.function, instr.type, instr.loc, guard is not None)
                self.inputs.append(put)
                self.temps[name] = n.Reg(instr.type, name)
            elif (
                isinstance(instr, n.Assign)
                and isinstance(instr.target, n.RegLV)
                and not _is_temp(instr.target.name)
            ):
                found = self._reduction(instr, guard, len(stores), reductions)
                if found is None:
                    return None
                reductions.append(found)
            elif isinstance(instr, n.Assign) and isinstance(instr.target, n.RegLV):
                if instr.target.name in self.temps:
                    return None
                # checked where it is used: an element's address, or a pure value
                self.temps[instr.target.name] = self._substituted(instr.value)
            elif isinstance(instr, n.Assign) and isinstance(instr.target, n.MemLV):
                if instr.bitfield is not None:
                    return None
                element = self._element(self._substituted(instr.target.address))
                value = self._pure(instr.value)
                if element is None or value is None or element.element != instr.target.type:
                    return None
                if guard is not None:  # `if (c) a[i] = v;` is `a[i] = c ? v : a[i];`
                    old = n.Load(element.element, element_address(element, self._index_reg()))
                    value = n.Cond(element.element, guard, value, old)
                self.written.add(element.name)
                stores.append(
                    n.ArrayStore(
                        element.array,
                        element.element,
                        value,
                        element.scale,
                        element.shift,
                        element.stride,
                        element.member,
                    )
                )
            elif isinstance(instr, n.Assert):
                cond = self._pure(instr.cond)
                if cond is None:
                    return None
                if guard is not None:  # `if (c) assert(p);` fails where c && !p
                    cond = n.Binary(t.INT, "||", n.Unary(t.INT, "!", guard), cond)
                assertion = n.Assert(instr.loc, cond, instr.site)
            else:
                return None
        if not stores and assertion is None and not reductions:
            return None
        mirrored = self._mirrored(stores, assertion, reductions)
        if mirrored is not None:
            stores = [replace(stores[0], reads_back=True)]
        elif any(len(self.accessed[name]) > 1 for name in self.written):
            return None
        if not self._reduced_alone(reductions, stores, assertion):
            return None
        summary = n.ArrayLoop(
            enter.loc,
            enter.loop,
            self.index,
            self.first,
            self.end,
            tuple(stores),
            tuple(self.inputs),
            assertion,
            tuple(reductions),
        )
        return summary, back

    def _mirrored(
        self,
        stores: list[n.ArrayStore],
        assertion: n.Assert | None,
        reductions: list[n.Reduction],
    ) -> str | None:
        """The array of an in-place reversal ``a[f(i)] = e(a[g(i)])`` (the loop's only store,
        no assertion, no reduction; ``f`` and ``g`` of opposite scales, the array read at no
        other index): iteration j then reads at g(j) what the earlier iteration c - j wrote
        there, and that one read the original (it read f(j), written later) — one level of
        reading back, which the encoder makes exact."""
        if len(stores) != 1 or assertion is not None or reductions:
            return None
        (name,) = self.written
        forms = self.accessed[name]
        store = stores[0]
        written = (store.scale, store.shift)
        if len(forms) != 2 or written not in forms:
            return None
        ((scale, _),) = forms - {written}
        return name if scale == -store.scale else None

    def _reduction(
        self,
        instr: n.Assign,
        guard: n.Expr | None,
        stores_before: int,
        reductions: list[n.Reduction],
    ) -> n.Reduction | None:
        """``if (guard) register = value;`` as a reduction (errlang.ir.reductions), if it is
        one and the register is not reduced twice."""
        assert isinstance(instr.target, n.RegLV) and self.index is not None
        if instr.bitfield is not None or any(r.target == instr.target for r in reductions):
            return None
        value = self._pure(instr.value)
        if value is None:
            return None
        return reduction(instr.target, value, guard, stores_before, self.index.name)

    @staticmethod
    def _reduced_alone(
        reductions: list[n.Reduction],
        stores: list[n.ArrayStore],
        assertion: n.Assert | None,
    ) -> bool:
        """No reduced register is read in the body but by its own comparison (a minimum's
        ``if (a[i] < m)``): every iteration then sees it unchanged by the others."""
        reduced = {r.target.name for r in reductions}
        if not reduced:
            return True
        # (a guard matters where it is folded in: a guarded store's value, the assertion)
        read = [*(s.value for s in stores), *(r.value for r in reductions)]
        read += [r.guard for r in reductions if r.guard is not None and r.kind == "flag"]
        if assertion is not None:
            read.append(assertion.cond)
        own = {r.guard for r in reductions if r.kind in ("min", "max")}
        return not any(registers(e) & reduced for e in read if e not in own)

    def _guards(self, start: int, stop: int) -> dict[int, n.Expr] | None:
        """The condition under which each instruction of ``[start, stop)`` runs, for bodies
        made of straight-line code and ``if``/``if-else`` statements whose branches are
        straight-line (the lowering's ``goto other if !c; then; goto end; other: else; end:``);
        positions run unconditionally are absent. None for any other control flow."""
        body = self.function.body
        guards: dict[int, n.Expr] = {}
        position = start
        while position < stop:
            jump = body[position]
            if not isinstance(jump, n.Goto):
                position += 1
                continue
            other = jump.target
            if jump.cond is None or not position < other <= stop:
                return None
            taken = self._pure(jump.cond)
            closing = body[other - 1]
            if taken is None or not (
                isinstance(closing, n.Goto)
                and closing.cond is None
                and other - 1 > position
                and other <= closing.target <= stop
            ):
                return None
            branches = (
                (position + 1, other - 1, n.Unary(t.INT, "!", taken)),
                (other, closing.target, taken),
            )
            for first, last, guard in branches:
                for inside in range(first, last):
                    if isinstance(body[inside], n.Goto):
                        return None  # nested control flow
                    guards[inside] = guard
            position = closing.target
        return guards

    # ------------------------------------------------------------ expressions

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

    def _substituted(self, expr: n.Expr) -> n.Expr:
        if isinstance(expr, n.Reg) and expr.name in self.temps and not expr.is_global:
            return self.temps[expr.name]
        return expr

    def _pure(self, expr: n.Expr) -> n.Expr | None:
        """``expr`` with the body's temporaries substituted, if it reads only what a summary
        can (see the module's docstring); else None."""
        expr = self._substituted(expr)
        if isinstance(expr, n.Const):
            return expr if isinstance(expr.type, t.IntType) else None
        if isinstance(expr, n.Reg):
            if not isinstance(expr.type, t.IntType):
                return None
            return expr  # the index, an input, or a register the loop does not write
        if isinstance(expr, n.Load):
            element = self._element(self._substituted(expr.address))
            if element is None or element.element != expr.type:
                return None
            return n.Load(expr.type, element_address(element, self._index_reg()))
        if isinstance(expr, n.Unary):
            operand = self._pure(expr.operand)
            return None if operand is None else n.Unary(expr.type, expr.op, operand)
        if isinstance(expr, n.Binary):
            if not isinstance(expr.type, t.IntType) or not _defined(expr):
                return None
            left, right = self._pure(expr.left), self._pure(expr.right)
            if left is None or right is None:
                return None
            return n.Binary(expr.type, expr.op, left, right)
        if isinstance(expr, n.Cast):
            operand = self._pure(expr.operand)
            if operand is None or not isinstance(expr.type, t.IntType):
                return None
            return n.Cast(expr.type, operand)
        if isinstance(expr, n.Cond):
            parts = [self._pure(e) for e in (expr.cond, expr.then, expr.other)]
            if any(p is None for p in parts) or not isinstance(expr.type, t.IntType):
                return None
            cond, then, other = parts
            assert cond is not None and then is not None and other is not None
            return n.Cond(expr.type, cond, then, other)
        return None

    def _index_reg(self) -> n.Reg:
        assert self.index is not None
        return n.Reg(self.index.type, self.index.name)

    def _element(self, address: n.Expr) -> _Element | None:
        """``address`` is ``&array[f(i)]`` (or ``&array[f(i)].member``, an integer member of
        an array of structs) for a named array whose elements ``f(first..end-1)`` exist, of
        more than SMALL_OBJECT bytes."""
        member: t.Field | None = None
        if (
            isinstance(address, n.PtrAdd)
            and isinstance(address.offset, n.Const)
            and isinstance(address.type, t.PointerType)
            and isinstance(address.pointer, n.PtrAdd)
            and isinstance(address.pointer.type, t.PointerType)
            and isinstance(address.pointer.type.target, t.StructType)
        ):
            struct = address.pointer.type.target
            member = next(
                (
                    f
                    for f in struct.fields
                    if f.offset == address.offset.value
                    and f.width is None
                    and f.type == address.type.target
                ),
                None,
            )
            if member is None or not isinstance(member.type, t.IntType):
                return None
            address = address.pointer
        if not (isinstance(address, n.PtrAdd) and isinstance(address.offset, n.Binary)):
            return None
        offset = address.offset
        base = address.pointer
        while isinstance(base, n.Cast):
            base = base.operand
        if not isinstance(base, n.VarAddr):
            return None
        variable = (self.globals if base.is_global else self.function.variables).get(base.name)
        if variable is None or not variable.in_memory:
            return None
        array = variable.type
        if not isinstance(array, t.ArrayType):
            return None
        if member is None and not isinstance(array.element, t.IntType):
            return None
        if member is not None and not (
            isinstance(array.element, t.StructType) and not array.element.is_union
        ):
            return None
        size = array.element.size
        if not (offset.op == "*" and isinstance(offset.right, n.Const)):
            return None
        form = self._affine(offset.left)
        if offset.right.value != size or form is None:
            return None
        scale, shift = form
        ends = (scale * self.first + shift, scale * (self.end - 1) + shift)
        if min(ends) < 0 or max(ends) >= array.length or array.size <= SMALL_OBJECT:
            return None
        self.accessed.setdefault(variable.name, set()).add(form)
        pointer = n.Cast(t.PointerType(array.element), base)
        if member is None:
            return _Element(pointer, array.element, variable.name, scale, shift, size)
        accessed = member.type
        return _Element(pointer, accessed, variable.name, scale, shift, size, member.offset)

    def _affine(self, expr: n.Expr) -> tuple[int, int] | None:
        """(scale, shift) when ``expr`` is ``scale * i + shift`` with scale 1 or -1 (``i``,
        ``i + 1``, ``N - 1 - i``), evaluated without overflow for every iteration."""
        while isinstance(expr, n.Cast):  # widening casts keep the value
            operand = expr.operand.type
            if (
                self._is_index(expr)
                or not isinstance(expr.type, t.IntType)
                or not isinstance(operand, t.IntType)
                or expr.type.bits < operand.bits
            ):
                break
            expr = expr.operand
        if self._is_index(expr):
            return 1, 0
        if not (isinstance(expr, n.Binary) and expr.op in ("+", "-")):
            return None
        if not isinstance(expr.type, t.IntType) or expr.type.bits < 32:
            return None
        left, right = self._affine(expr.left), self._affine(expr.right)
        left_constant, right_constant = _constant(expr.left), _constant(expr.right)
        if left is not None and right_constant is not None:
            scale, shift = (
                left[0],
                left[1] + (right_constant if expr.op == "+" else -right_constant),
            )
        elif right is not None and left_constant is not None:
            sign = 1 if expr.op == "+" else -1
            scale, shift = sign * right[0], left_constant + sign * right[1]
        else:
            return None
        if abs(shift) >= 1 << 30:
            return None
        return scale, shift


def element_address(element: _Element, index: n.Reg) -> n.Expr:
    """``&array[scale * index + shift]``."""
    at: n.Expr = n.Cast(t.LONG, index)
    if element.scale == -1:
        at = n.Unary(t.LONG, "-", at)
    if element.shift:
        at = n.Binary(t.LONG, "+", at, n.Const(t.LONG, element.shift))
    offset: n.Expr = n.Binary(t.LONG, "*", at, n.Const(t.LONG, element.stride))
    if element.member:
        offset = n.Binary(t.LONG, "+", offset, n.Const(t.LONG, element.member))
    return n.PtrAdd(t.PointerType(element.element), element.array, offset)


def _defined(expr: n.Binary) -> bool:
    """The operator cannot be undefined: no division or remainder but by a constant other than
    0 and -1, no shift but by a constant in range."""
    if expr.op not in _UNSAFE_OPERATORS:
        return True
    if not isinstance(expr.right, n.Const):
        return False
    amount = _signed(expr.right)
    if expr.op in ("/", "%"):
        return amount not in (0, -1)
    return 0 <= amount < expr.type.bits


def _constant(expr: n.Expr) -> int | None:
    """The value of an integer expression of constants (``N / 2``), if it is one."""
    if isinstance(expr, n.Const):
        return _signed(expr) if isinstance(expr.type, t.IntType) else None
    if not isinstance(expr.type, t.IntType):
        return None
    if isinstance(expr, n.Cast):
        value = _constant(expr.operand)
        return None if value is None else wrap(value, expr.type)
    if isinstance(expr, n.Unary) and expr.op == "-":
        value = _constant(expr.operand)
        return None if value is None else wrap(-value, expr.type)
    if isinstance(expr, n.Binary) and expr.op in ("+", "-", "*", "/", "%"):
        left, right = _constant(expr.left), _constant(expr.right)
        if left is None or right is None or (expr.op in ("/", "%") and right == 0):
            return None
        if expr.op == "/" or expr.op == "%":
            quotient = abs(left) // abs(right) * (1 if (left < 0) == (right < 0) else -1)
            value = quotient if expr.op == "/" else left - right * quotient
        else:
            value = {"+": left + right, "-": left - right, "*": left * right}[expr.op]
        return wrap(value, expr.type)
    return None


def _is_temp(name: str) -> bool:
    return name.startswith("$")


def _signed(const: n.Const) -> int:
    ctype = const.type
    if isinstance(ctype, t.IntType) and ctype.signed and const.value >= 1 << (ctype.bits - 1):
        return const.value - (1 << ctype.bits)
    return const.value
