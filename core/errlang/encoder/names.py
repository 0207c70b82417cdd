"""C names of the places an IR instruction writes or reads (issue 14: values in counterexamples).

The IR keeps no source text of lvalues, so the names are rebuilt from the IR: variables by the
name the source gives them (``Variable.display``), struct members from the pointed-to type's
layout (``p->next``, ``s.count``), array elements from the index expression (``a[i]``),
dereferences as ``*p``. Lowering temporaries (``$t…``) stand for the expression that defined
them. Shapes the IR may grow later are simply not named (None): a value is then not shown,
never mis-named.
"""

from __future__ import annotations

from collections.abc import Mapping

import z3

from errlang.encoder.stale_temps import mentions_stale, operands, stale_temps
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.bitfields import match_read


class FunctionNames:
    """Names for the lvalues and expressions of one function's instructions."""

    def __init__(
        self,
        function: n.Function,
        globals_: dict[str, n.Variable],
        functions: Mapping[str, n.Function] | None = None,
    ) -> None:
        self.locals = {name: var.display for name, var in function.variables.items()}
        self.globals = {name: var.display for name, var in globals_.items()}
        self.temps: dict[str, n.Expr] = {}
        self.receivers: dict[str, str] = {}
        self.receiver_types: dict[str, t.CType] = {}
        self.read_names: dict[int, tuple[n.Expr, list[tuple[str, n.Expr]]]] = {}
        assigned: dict[str, int] = {}
        for instr in function.body:
            if isinstance(instr, n.Assign) and isinstance(instr.target, n.RegLV):
                name = instr.target.name
                assigned[name] = assigned.get(name, 0) + 1
                if _is_temp(name):
                    self.temps[name] = instr.value
        for name, count in assigned.items():
            if count > 1 and name in self.temps:
                del self.temps[name]  # a temporary reused: its definition is ambiguous
        self.stale: frozenset[str] = frozenset()
        self.stale = stale_temps(function, self.temps, self.text, self.lvalue)
        for instr in function.body:
            if isinstance(instr, n.Assign):
                source = _strip_casts(instr.value)
                if isinstance(source, n.Reg) and _is_temp(source.name):
                    receiver = self.lvalue(instr.target)
                    if receiver is not None:
                        self.receivers.setdefault(source.name, receiver)
                    self.receiver_types.setdefault(source.name, instr.target.type)
        self._argument_receivers(function, functions or {})

    def _argument_receivers(
        self, function: n.Function, functions: Mapping[str, n.Function]
    ) -> None:
        """A temporary passed straight to a call is received by the callee's parameter
        (``gl_insert(value)``); one tested by a condition, by that condition (``condition at
        line 43``: the line of the value's own instruction)."""
        made = {
            i.result.name: i.loc.line
            for i in function.body
            if isinstance(i, n.Nondet | n.Call) and isinstance(i.result, n.RegLV)
        }
        for instr in function.body:
            if isinstance(instr, n.Call) and instr.function in functions:
                params = functions[instr.function].params
                for arg, param in zip(instr.args, params, strict=False):
                    arg = _strip_casts(arg)
                    if isinstance(arg, n.Reg) and _is_temp(arg.name):
                        self.receivers.setdefault(arg.name, f"{instr.function}({param.display})")
            elif isinstance(instr, n.Goto | n.Assume) and instr.cond is not None:
                for name in _registers(instr.cond):
                    if _is_temp(name) and name in made and name not in self.temps:
                        self.receivers.setdefault(name, f"condition at line {made[name]}")

    def receiver_type(self, result: n.LValue | None) -> t.CType | None:
        """The C type of what receives a value stored into ``result`` (for a temporary, of
        the lvalue it is then assigned to): the type a heap object's pointer is stored as."""
        if isinstance(result, n.RegLV) and _is_temp(result.name):
            return self.receiver_types.get(result.name)
        return result.type if result is not None else None

    def variable(self, name: str, is_global: bool) -> str | None:
        if _is_temp(name):
            return None
        table = self.globals if is_global else self.locals
        return table.get(name, name.split("#")[0])

    def lvalue(self, target: n.LValue) -> str | None:
        """The C lvalue an assignment to ``target`` writes (None: a lowering temporary)."""
        if isinstance(target, n.RegLV):
            return self.variable(target.name, target.is_global)
        return self.pointee(target.address)

    def receiver(self, result: n.LValue | None) -> str | None:
        """Who receives a value stored into ``result``: the lvalue, or for a temporary the
        lvalue it is then assigned to (``int op = nondet();`` → ``op``)."""
        if result is None:
            return None
        if isinstance(result, n.RegLV) and _is_temp(result.name):
            return self.receivers.get(result.name)
        return self.lvalue(result)

    def pointee(self, address: n.Expr) -> str | None:
        """The C lvalue ``*address`` as the source would write it."""
        if self.stale and mentions_stale(address, self.stale, self.temps):
            return None  # ``buf[n++]``: the place of the old ``n``, not named by the new one
        address = self._defined(address)
        if isinstance(address, n.VarAddr):
            return self.variable(address.name, address.is_global)
        if isinstance(address, n.PtrAdd):
            return self._offset(address)
        if isinstance(address, n.Cast):
            inner = self._defined(address.operand)
            if isinstance(inner, n.VarAddr) and isinstance(_target(inner.type), t.ArrayType):
                return f"{self.variable(inner.name, inner.is_global)}[0]"
            return self.pointee(inner)
        pointer = self.text(address)
        return f"*{pointer}" if pointer is not None else None

    def bitfield(self, target: n.LValue, bit: int, width: int) -> str | None:
        """The C lvalue (``s.trim``, ``p->mode``) of the bit-field of ``width`` bits from bit
        ``bit`` of the storage unit ``target`` (None: not found, so not shown)."""
        if not isinstance(target, n.MemLV):
            return None
        address = self._defined(target.address)
        if not isinstance(address, n.PtrAdd):
            return None
        pointer = self._defined(address.pointer)
        pointed = _target(pointer.type)
        offset = self._defined(address.offset)
        if not isinstance(pointed, t.StructType) or not isinstance(offset, n.Const):
            return None
        return self._owned(pointer, _bit_member(pointed, offset.value, bit, width))

    def _owned(self, pointer: n.Expr, member: str | None) -> str | None:
        """``owner.member`` or ``pointer->member``."""
        if member is None:
            return None
        if isinstance(pointer, n.VarAddr):
            owner = self.variable(pointer.name, pointer.is_global)
            return f"{owner}.{member}" if owner is not None else None
        if isinstance(pointer, n.PtrAdd):  # a member of a member: ``p->nested.next``
            owner = self._offset(pointer)
            return f"{owner}.{member}" if owner is not None else None
        text = self.text(pointer)
        return f"{text}->{member}" if text is not None else None

    def _offset(self, address: n.PtrAdd) -> str | None:
        pointer = self._defined(address.pointer)
        pointed = _target(pointer.type)
        offset = self._defined(address.offset)
        if isinstance(pointed, t.StructType) and isinstance(offset, n.Const):
            accessed = _target(address.type)
            return self._owned(
                pointer, _member(pointed, offset.value, accessed.size if accessed else 0)
            )
        element = pointed.size if pointed is not None and pointed.size else 1
        array = self._array(pointer)
        if (
            isinstance(pointed, t.ArrayType)
            and isinstance(pointer, n.VarAddr)
            and _target(address.type) == pointed.element
        ):  # an element of an array variable reached from its address (`char s[] = "def"`)
            element = pointed.element.size or 1
            array = self.variable(pointer.name, pointer.is_global)
        index = self._index(offset, element)
        if index is None or array is None:
            return None
        return f"{array}[{index}]"

    def _array(self, pointer: n.Expr) -> str | None:
        """``a`` for a pointer to the first element of array ``a`` (else the pointer's text)."""
        if isinstance(pointer, n.Cast):
            inner = self._defined(pointer.operand)
            if isinstance(_target(inner.type), t.ArrayType):
                return self.pointee(inner)
        return self.text(pointer)

    def _index(self, offset: n.Expr, element: int) -> str | None:
        if isinstance(offset, n.Const):
            value = _signed(offset)
            return str(value // element) if value % element == 0 else None
        if isinstance(offset, n.Binary) and offset.op == "*":
            scale = self._defined(offset.right)
            if isinstance(scale, n.Const) and scale.value == element:
                return self.text(offset.left)
        return self.text(offset) if element == 1 else None

    def text(self, expr: n.Expr) -> str | None:
        """The C text of a (side-effect-free) expression, None when it has no short name."""
        expr = self._defined(expr)
        if isinstance(expr, n.Const):
            return str(_signed(expr))
        if isinstance(expr, n.Reg):
            return self.variable(expr.name, expr.is_global)
        if isinstance(expr, n.Load):
            return self.pointee(expr.address)
        if isinstance(expr, n.VarAddr):
            name = self.variable(expr.name, expr.is_global)
            return f"&{name}" if name is not None else None
        if isinstance(expr, n.Cast):
            return self.text(expr.operand)
        if isinstance(expr, n.Unary):
            operand = self.text(expr.operand)
            return f"{expr.op}{operand}" if operand is not None else None
        if isinstance(expr, n.Binary):
            left, right = self.text(expr.left), self.text(expr.right)
            if left is None or right is None:
                return None
            return f"{left} {expr.op} {right}"
        return None

    def reads(self, expr: n.Expr) -> list[tuple[str, n.Expr]]:
        """The named values ``expr`` reads (variables, members, elements; an index's variables
        too, a pointer that is only followed not), each once, in source order (worked out
        once per expression: a branch in a loop asks at every unrolled iteration)."""
        known = self.read_names.get(id(expr))
        if known is not None and known[0] is expr:
            return known[1]
        found: dict[str, n.Expr] = {}
        self._collect(expr, found)
        self.read_names[id(expr)] = (expr, list(found.items()))
        return self.read_names[id(expr)][1]

    def _collect(self, expr: n.Expr, found: dict[str, n.Expr]) -> None:
        unit = match_read(expr)
        if unit is not None:  # a bit-field read: the field's value, named by the field
            load, bit, width = unit
            name = self.bitfield(n.MemLV(load.address, load.type), bit, width)
            if name is not None:
                found.setdefault(name, expr)
                return
        if isinstance(expr, n.Reg):
            definition = self.temps.get(expr.name)
            if definition is not None and not isinstance(definition, n.Load):
                self._collect(definition, found)
                return
            name = self.text(expr)
            if name is not None:
                found.setdefault(name, expr)
            return
        if isinstance(expr, n.Load):
            name = self.pointee(expr.address)
            if name is not None:
                found.setdefault(name, expr)
            address = self._defined(expr.address)
            if isinstance(address, n.PtrAdd) and not isinstance(address.offset, n.Const):
                self._collect(address.offset, found)
            return
        for child in operands(expr):
            self._collect(child, found)

    def _defined(self, expr: n.Expr) -> n.Expr:
        """``expr`` with lowering temporaries replaced by their definitions."""
        seen = 0
        while isinstance(expr, n.Reg) and expr.name in self.temps and seen < 32:
            expr = self.temps[expr.name]
            seen += 1
        return expr


def _is_temp(name: str) -> bool:
    return name.startswith("$")


def _strip_casts(expr: n.Expr) -> n.Expr:
    while isinstance(expr, n.Cast):
        expr = expr.operand
    return expr


def _target(ctype: t.CType) -> t.CType | None:
    return ctype.target if isinstance(ctype, t.PointerType) else None


def _signed(const: n.Const) -> int:
    if isinstance(const.type, t.IntType) and const.type.signed:
        bits = const.type.bits
        value = const.value & ((1 << bits) - 1)
        return value - (1 << bits) if value >> (bits - 1) else value
    return const.value


def _member(struct: t.StructType, offset: int, size: int) -> str | None:
    """``name``, ``outer.inner`` or ``arr[k]`` for the member of ``size`` bytes at ``offset``."""
    for member in struct.fields:
        end = member.offset + member.type.size
        if member.offset == offset and member.type.size == size:
            return member.name
        if member.offset <= offset < end:
            inner = offset - member.offset
            if isinstance(member.type, t.StructType):
                rest = _member(member.type, inner, size)
                return f"{member.name}.{rest}" if rest is not None else None
            if isinstance(member.type, t.ArrayType) and member.type.element.size:
                index, remainder = divmod(inner, member.type.element.size)
                return f"{member.name}[{index}]" if remainder == 0 else None
            if member.offset == offset:
                return member.name
    return None


def _bit_member(struct: t.StructType, offset: int, bit: int, width: int) -> str | None:
    """``name`` or ``outer.name`` for the bit-field of ``width`` bits from bit ``bit`` of the
    storage unit at ``offset``."""
    for member in struct.fields:
        if member.width == width and member.offset == offset and member.bit == bit:
            return member.name
        inner = offset - member.offset
        if isinstance(member.type, t.StructType) and 0 <= inner < member.type.size:
            rest = _bit_member(member.type, inner, bit, width)
            if rest is not None:
                return f"{member.name}.{rest}"
    return None


def field_value(unit: z3.BitVecRef, field: n.BitFieldStore) -> z3.BitVecRef:
    """The value of ``field`` in the storage unit's value ``unit``: its bits, sign-extended
    (signed field) or zero-extended to the field's type (C11 6.7.2.1p10)."""
    bits = z3.Extract(field.bit + field.width - 1, field.bit, unit)
    extra = 8 * field.type.size - field.width
    signed = isinstance(field.type, t.IntType) and field.type.signed
    return z3.SignExt(extra, bits) if signed else z3.ZeroExt(extra, bits)


def _registers(expr: n.Expr) -> list[str]:
    """The registers ``expr`` reads."""
    if isinstance(expr, n.Reg):
        return [expr.name]
    return [name for child in operands(expr) for name in _registers(child)]
