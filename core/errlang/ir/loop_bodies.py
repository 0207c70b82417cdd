"""The body of a counted loop read as a function of its iteration (issue 23): the values a
one-step summary may read (:mod:`errlang.ir.array_loops`, :mod:`errlang.ir.sum_loops`).

A value is *pure* when it reads only constants, the index, the iteration's inputs, registers
the loop does not write and elements ``a[f(i)]`` of named arrays with ``f(i) = ±i + k`` inside
the array for every iteration, through operators that cannot be undefined (no division or
remainder but by a constant other than 0 and -1, no shift but by a constant in range). The
body's temporaries are substituted; ``if``/``else`` over straight-line code gives each
instruction its guard.

:meth:`LoopBody.walk` is the one walk over such a body that the matchers share (array loops,
grid loops, and the open loops through the array loop's matcher): the assertion last, the
nondet calls recorded as the iteration's inputs, the temporaries substituted; what a register
write or a store means is the matcher's (:meth:`LoopBody.register`, :meth:`LoopBody.store`).
"""

from __future__ import annotations

from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.counted_loops import CountedLoop, constant, is_temp, signed
from errlang.ir.operators import result_range, value_range

SMALL_OBJECT = 128  # errlang.encoder.memory.SMALL_OBJECT: smaller objects are byte tuples
_UNSAFE_OPERATORS = frozenset({"/", "%", "<<", ">>"})


@dataclass(frozen=True)
class Element:
    """``array[scale * i + shift]`` (scale 1 or -1)."""

    array: n.Expr
    element: t.CType  # the type accessed: the array's element, or its member ``member``
    name: str  # the array variable
    scale: int = 1
    shift: int = 0
    stride: int = 0  # the array's element size
    member: int = 0  # the offset of the member accessed in an array of structs


@dataclass(frozen=True)
class BodyWalk:
    """A body :meth:`LoopBody.walk` accepted: its assertion (last in the body), if any."""

    assertion: n.Assert | None


class LoopBody(CountedLoop):
    """A counted loop whose body's values are read as functions of the iteration."""

    def __init__(self, function: n.Function, globals_: dict[str, n.Variable], position: int):
        super().__init__(function, position)
        self.globals = globals_
        self.temps: dict[str, n.Expr] = {}
        # array variable -> the index forms (scale, shift) it is accessed with, and those
        # written: an array the loop writes must be accessed with one form only (then
        # iteration j touches only its element f(j), f injective, and the iterations commute)
        self.accessed: dict[str, set[tuple[int, int]]] = {}
        self.written: set[str] = set()
        self.inputs: list[n.LoopInput] = []  # the nondet calls of an iteration, in order

    def walk(self, start: int, stop: int) -> BodyWalk | None:
        """Walk the body ``[start, stop)`` (straight-line code and ``if``/``else``, each
        instruction under its guard): nondet calls into fresh temporaries of integer type are
        the iteration's inputs, temporaries are substituted where used, a write of another
        register is :meth:`register`'s, a store :meth:`store`'s, and at most one assertion
        comes last. None when an instruction is outside that shape or a hook refuses it."""
        guards = self._guards(start, stop)
        if guards is None:
            return None
        assertion: n.Assert | None = None
        for position in range(start, stop):
            instr = self.function.body[position]
            guard = guards.get(position)
            if isinstance(instr, n.Skip | n.Event | n.Goto):
                continue  # the if-statements' jumps and letters (their guards are in ``guards``)
            if assertion is not None:
                return None  # the assertion must come last
            if isinstance(instr, n.Assert):
                assertion = self._assertion(instr, guard)
                if assertion is None:
                    return None
            elif not self._take(instr, guard):
                return None
        return BodyWalk(assertion)

    def _take(self, instr: n.Instr, guard: n.Expr | None) -> bool:
        """Take one instruction of the body other than an assertion; False: not the shape."""
        if isinstance(instr, n.Nondet):
            result = instr.result
            if not (isinstance(result, n.RegLV) and is_temp(result.name)):
                return False
            if not isinstance(instr.type, t.IntType) or result.name in self.temps:
                return False
            conditional = guard is not None
            self.inputs.append(
                n.LoopInput(result.name, instr.function, instr.type, instr.loc, conditional)
            )
            self.temps[result.name] = n.Reg(instr.type, result.name)
            return True
        if not isinstance(instr, n.Assign):
            return False
        target = instr.target
        if isinstance(target, n.RegLV) and not is_temp(target.name):
            return self.register(instr, guard)
        if isinstance(target, n.RegLV):
            if target.name in self.temps:
                return False
            # checked where it is used: an element's address, or a pure value
            self.temps[target.name] = self._substituted(instr.value)
            return True
        return isinstance(target, n.MemLV) and instr.bitfield is None and self.store(instr, guard)

    def register(self, instr: n.Assign, guard: n.Expr | None) -> bool:
        """Take ``instr``, a write of a register that is not a temporary, under ``guard``;
        False (the default): a loop of this kind does not summarise it."""
        return False

    def store(self, instr: n.Assign, guard: n.Expr | None) -> bool:
        """Take ``instr``, a store (not to a bit-field), under ``guard``; False (the default):
        a loop of this kind does not summarise it."""
        return False

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
            if operand is None:
                return None
            marked = expr.overflow and not self._in_range(expr)
            return n.Unary(expr.type, expr.op, operand, overflow=marked)
        if isinstance(expr, n.Binary):
            if not isinstance(expr.type, t.IntType) or not _defined(expr):
                return None
            left, right = self._pure(expr.left), self._pure(expr.right)
            if left is None or right is None:
                return None
            # a possible signed overflow stays marked: the summaries report it at some
            # iteration (encoder/loop_summary.overflows_in_iterations)
            marked = expr.overflow and not self._in_range(expr)
            return n.Binary(expr.type, expr.op, left, right, overflow=marked)
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

    def _in_range(self, expr: n.Binary | n.Unary) -> bool:
        """Whether C's signed ``expr`` (marked as a possible overflow by the lowering) cannot
        overflow in any iteration: its operands' bounds (the index in ``[first, end)``, the
        rest from their shapes, :func:`errlang.ir.operators.value_range`) keep the result in
        its type. A summary evaluates its values without reporting an overflow (gcc's
        sanitizers do): one that may happen stays marked, for the summary to report."""
        ctype = expr.type
        assert isinstance(ctype, t.IntType)
        if isinstance(expr, n.Unary):
            return expr.op != "-" or self._values(expr.operand)[0] > ctype.min
        if expr.op not in ("+", "-", "*"):
            return False
        low, high = result_range(expr.op, self._values(expr.left), self._values(expr.right))
        return ctype.min <= low and high <= ctype.max

    def _index_values(self, expr: n.Expr) -> tuple[int, int] | None:
        """The values of an index ``expr`` is (this loop's: ``[first, end)``), if it is one."""
        if self._is_index(expr) and self.end > self.first:
            return (self.first, self.end - 1)
        return None

    def _values(self, expr: n.Expr) -> tuple[int, int]:
        """Bounds on ``expr``'s values in every iteration (temporaries substituted)."""
        expr = self._substituted(expr)
        known = self._index_values(expr)
        if known is not None:
            return known
        if isinstance(expr, n.Cast) and isinstance(expr.operand.type, t.IntType):
            low, high = self._values(expr.operand)
            whole = value_range(expr)
            return (low, high) if whole[0] <= low and high <= whole[1] else whole
        ctype = expr.type
        arithmetic = isinstance(expr, n.Binary) and expr.op in ("+", "-", "*")
        if arithmetic and isinstance(expr, n.Binary) and isinstance(ctype, t.IntType):
            low, high = result_range(expr.op, self._values(expr.left), self._values(expr.right))
            if ctype.min <= low and high <= ctype.max:
                return (low, high)
        return value_range(expr)

    def _array_variable(self, pointer: n.Expr) -> tuple[n.VarAddr, n.Variable] | None:
        """The address (casts aside) and the variable in memory that ``pointer`` names."""
        while isinstance(pointer, n.Cast):
            pointer = pointer.operand
        if not isinstance(pointer, n.VarAddr):
            return None
        scope = self.globals if pointer.is_global else self.function.variables
        variable = scope.get(pointer.name)
        return (pointer, variable) if variable is not None and variable.in_memory else None

    def _assertion(self, instr: n.Assert, guard: n.Expr | None) -> n.Assert | None:
        """``instr`` over pure values of the iteration; under ``guard`` (``if (c) assert(p);``)
        it fails where ``c && !p``."""
        cond = self._pure(instr.cond)
        if cond is None:
            return None
        if guard is not None:
            cond = n.Binary(t.INT, "||", n.Unary(t.INT, "!", guard), cond)
        return n.Assert(instr.loc, cond, instr.site)

    def _element(self, address: n.Expr) -> Element | None:
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
        named = self._array_variable(address.pointer)
        if named is None:
            return None
        base, variable = named
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
            return Element(pointer, array.element, variable.name, scale, shift, size)
        accessed = member.type
        return Element(pointer, accessed, variable.name, scale, shift, size, member.offset)

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
        left_constant, right_constant = constant(expr.left), constant(expr.right)
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


def element_address(element: Element, index: n.Reg) -> n.Expr:
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
    amount = signed(expr.right)
    if expr.op in ("/", "%"):
        return amount not in (0, -1)
    return 0 <= amount < expr.type.bits
