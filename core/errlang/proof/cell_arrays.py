"""The arrays :mod:`errlang.proof.cells` may make one cell (issue 33): where each array's
address comes from, its element type, its size, and where its cell is chosen.

* an allocation's pointer: a local register of ``main`` assigned once from an allocation (a
  variable-length array, ``malloc``); the cell is chosen right after that assignment, its
  first value zero for a zeroed allocation (``calloc``), arbitrary otherwise;
* a named array of a constant size (``long la[4000]`` global, ``int a[N]`` local to
  ``main``): its address ``&la`` is the base; the cell is chosen at ``main``'s start (a
  global: zero at first when no initialiser names it, as static storage is, otherwise
  arbitrary) or right after its declaration (a local: arbitrary, as its contents are).

An array of structs whose members are all integers (no bit-field, no union) is one site per
member: the member ``val`` of every element is made a cell of its own (``recs[k].val``), the
accesses to the other members left as they are for their own rewriting (members do not
overlap, so they never touch this one's bytes).

A named array qualifies only when no function but ``main`` names it (a call of another
function could write it behind the rewriting's back), no loop holds its declaration (each
iteration would start a new object, and a backward jump counts as a loop), and no jump goes
back to main's start (a global's cell would be chosen again with a stale first value).
Whether every use in ``main`` is an element access is the rewriting's question
(:func:`errlang.proof.cells.morphed`).
"""

from __future__ import annotations

import dataclasses
from collections.abc import Iterator
from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram


def strip(e: n.Expr) -> n.Expr:
    """``e`` without the casts around it."""
    while isinstance(e, n.Cast):
        e = e.operand
    return e


@dataclass(frozen=True)
class Base:
    """How the array's address reads in the IR: a pointer register of ``main``
    (``register``), or a named variable's address (``variable``: its name, whether global)."""

    register: str | None = None
    variable: tuple[str, bool] | None = None

    def is_address(self, e: n.Expr) -> bool:
        """Whether ``e`` is the array's address (through casts)."""
        e = strip(e)
        if self.register is not None:
            return isinstance(e, n.Reg) and e.name == self.register
        return isinstance(e, n.VarAddr) and (e.name, e.is_global) == self.variable

    def mentioned(self, value: object) -> bool:
        """Whether ``value`` (an instruction or expression) reads the array's address."""
        if isinstance(value, n.Reg | n.VarAddr):
            return self.is_address(value)
        if isinstance(value, tuple | list):
            return any(self.mentioned(v) for v in value)
        if isinstance(value, t.CType) or not dataclasses.is_dataclass(value):
            return False
        return any(self.mentioned(getattr(value, f.name)) for f in dataclasses.fields(value))


@dataclass(frozen=True)
class ArraySite:
    """One array of ``main`` and where its cell starts: after instruction ``start`` (-1:
    before main's first one); ``made`` is the instruction that makes its pointer (left as it
    is), if any; ``zeroed``: the cell's first value is 0 (else arbitrary). For an array of
    structs, ``element`` is one member's type at byte ``field`` of each element of ``stride``
    bytes, and ``members`` all members' ``(offset, type)``."""

    base: Base
    element: t.IntType
    size: n.Expr  # the object's size in bytes
    start: int
    made: int | None
    zeroed: bool
    display: str
    stride: int = 0  # the element's size (0: the member's own)
    field: int = 0
    members: tuple[tuple[int, t.IntType], ...] = ()
    member: str = ""  # the member's name, for the messages
    row: int = 0  # a two-dimensional array of integers: the bytes of a row

    @property
    def step(self) -> int:
        return self.stride or self.element.size

    def locate(self, address: n.Expr) -> tuple[n.Expr, int] | None:
        """``(offset of the element, offset of the member in it)`` of an access at
        ``address``; None: not an address into this array; :class:`NotElement`: one, but not
        an element's (or a member's) start."""
        address = strip(address)
        field = 0
        if (
            self.stride
            and isinstance(address, n.PtrAdd)
            and isinstance(address.offset, n.Const)
            and not self.base.is_address(address.pointer)
        ):
            field, address = address.offset.value, strip(address.pointer)
        if self.base.is_address(address):
            return n.Const(t.LONG, 0), field
        if self.row and isinstance(address, n.PtrAdd):
            return self._cell_of_grid(address)
        if not (isinstance(address, n.PtrAdd) and self.base.is_address(address.pointer)):
            return None
        off = address.offset
        step = self.step
        if isinstance(off, n.Const):  # a constant offset: its element and its member
            return n.Const(t.LONG, off.value - off.value % step), field + off.value % step
        scaled = (
            isinstance(off, n.Binary)
            and off.op == "*"
            and any(isinstance(s, n.Const) and s.value == step for s in (off.left, off.right))
        )
        if not scaled:
            raise NotElement()
        return off, field

    def _cell_of_grid(self, address: n.PtrAdd) -> tuple[n.Expr, int] | None:
        """A two-dimensional array's element ``grid[i][j]``: ``(&grid + i * row) + j * size``
        (or a row's start, ``&grid + i * row``), its offset ``i * row + j * size``. Both terms
        are multiples of the element's size (a power of two, so also modulo 2**64)."""
        inner = strip(address.pointer)
        if self.base.is_address(inner):
            if not _multiple(address.offset, self.row):
                raise NotElement()
            return address.offset, 0
        if not (isinstance(inner, n.PtrAdd) and self.base.is_address(inner.pointer)):
            return None
        if not (_multiple(inner.offset, self.row) and _multiple(address.offset, self.step)):
            raise NotElement()
        return n.Binary(t.LONG, "+", inner.offset, address.offset), 0

    def other(self, field: int, kind: t.CType) -> bool:
        """Whether an access of type ``kind`` at byte ``field`` of an element is another
        member's, whole (else: :class:`NotElement`)."""
        if (field, kind) in self.members and field != self.field:
            return True
        raise NotElement()


class NotElement(Exception):
    """An access into the array that is not one element (or member) of its type."""


def _multiple(off: n.Expr, size: int) -> bool:
    """Whether ``off`` is ``e * c`` or ``c`` with the constant ``c`` a multiple of ``size``."""
    if isinstance(off, n.Const):
        return off.value % size == 0
    return (
        isinstance(off, n.Binary)
        and off.op == "*"
        and off.type.size == 8
        and any(isinstance(s, n.Const) and s.value % size == 0 for s in (off.left, off.right))
    )


@dataclass(frozen=True)
class Cell:
    """One array made a cell: its name in the source, its element type, and the tag of its
    registers (the first array's ``cell!k``, the second's ``cell1!k`` …): ``k`` the byte offset
    of the cell kept, ``j`` its element's index (``k = j * size``), ``v`` its value, ``r0``,
    ``r1`` … what each read of another element gives. No "$" in the names: the encoder reads a
    "$" register as a lowering temporary and follows its definition (here: itself)."""

    array: str
    element: t.IntType
    tag: str = ""
    stride: int = 0  # the bytes of one element of the array (0: the element's size)
    member: str = ""  # an array of structs: the member made a cell

    def shown(self, index: str) -> str:
        """The cell's element as C text (``recs[k].val``)."""
        return f"{self.array}[{index}]" + (f".{self.member}" if self.member else "")

    def name(self, kind: str) -> str:
        """The register ``kind`` ("k", "j", "v", "r") of this cell."""
        return f"cell{self.tag}!{kind}"

    @property
    def k(self) -> n.Reg:
        return n.Reg(t.ULONG, self.name("k"), is_global=True)

    @property
    def j(self) -> n.Reg:
        return n.Reg(t.ULONG, self.name("j"), is_global=True)

    @property
    def value(self) -> n.Reg:
        return n.Reg(self.element, self.name("v"), is_global=True)


def array_sites(ir: IRProgram) -> Iterator[ArraySite]:
    """The arrays of ``main`` that may become one cell, allocations first."""
    yield from _allocations(ir)
    yield from _named(ir)


def _allocations(ir: IRProgram) -> Iterator[ArraySite]:
    main = ir.functions["main"]
    body = main.body
    for pc, instr in enumerate(body):
        alloc = body[pc - 1] if pc else None
        if (
            isinstance(instr, n.Assign)
            and isinstance(instr.target, n.RegLV)
            and not instr.target.is_global
            and isinstance(instr.target.type, t.PointerType)
            and isinstance(alloc, n.Alloc)
            and isinstance(alloc.result, n.RegLV)
            and strip(instr.value) == n.Reg(alloc.result.type, alloc.result.name)
        ):
            name = instr.target.name
            variable = main.variables.get(name)
            shown = variable.display if variable is not None else name
            site = ArraySite(Base(register=name), t.INT, alloc.size, pc, pc, alloc.zeroed, shown)
            yield from _members(site, instr.target.type.target)


def _named(ir: IRProgram) -> Iterator[ArraySite]:
    main = ir.functions["main"]
    body = main.body
    if any(isinstance(i, n.Goto) and i.target == 0 for i in body):
        return
    spans = _loop_spans(body)
    for variable in [*ir.globals.values(), *main.variables.values()]:
        kind = variable.type
        if not (variable.in_memory and isinstance(kind, t.ArrayType) and kind.length):
            continue
        base = Base(variable=(variable.name, variable.is_global))
        size = n.Const(t.ULONG, kind.length * kind.element.size)
        blank = ArraySite(base, t.INT, size, -1, None, False, variable.display)
        if variable.is_global:
            others = [f.body for name, f in ir.functions.items() if name != "main"]
            if base.mentioned(others) or not _initialised_only(ir.init.body, base):
                continue
            zeroed = _zero_at_first(ir.init.body, base, size.value)
            yield from _members(dataclasses.replace(blank, zeroed=zeroed), kind.element)
            continue
        declared = [
            pc for pc, i in enumerate(body) if isinstance(i, n.Declare) and i.name == variable.name
        ]
        if len(declared) != 1 or any(e < declared[0] <= b for e, b in spans):
            continue
        yield from _members(dataclasses.replace(blank, start=declared[0]), kind.element)


def _members(site: ArraySite, element: t.CType) -> Iterator[ArraySite]:
    """``site`` for an array of integers; one site per member for an array of structs whose
    members are all whole integers; none otherwise."""
    if isinstance(element, t.IntType):
        yield dataclasses.replace(site, element=element)
        return
    if isinstance(element, t.ArrayType) and isinstance(element.element, t.IntType):
        if element.length and site.base.register is None:  # a named grid[R][C]
            yield dataclasses.replace(site, element=element.element, row=element.size)
        return
    if not (isinstance(element, t.StructType) and element.complete and not element.is_union):
        return
    fields = element.fields
    if not fields or any(not isinstance(f.type, t.IntType) or f.width is not None for f in fields):
        return
    members = tuple((f.offset, f.type) for f in fields if isinstance(f.type, t.IntType))
    if len({offset for offset, _ in members}) < len(members):
        return
    for f in fields:
        assert isinstance(f.type, t.IntType)
        yield dataclasses.replace(
            site,
            element=f.type,
            stride=element.size,
            field=f.offset,
            members=members,
            member=f.name,
        )


def _initialised_only(init: list[n.Instr], base: Base) -> bool:
    """Whether the globals' initialiser only fills the array (a ``memset`` of it, stores into
    its elements of values that do not take its address): an initialiser ``int *gp = events``
    would let any code write the array through ``gp``, behind the cell's back."""
    return all(not base.mentioned(i) or isinstance(i, n.Declare) or _fills(i, base) for i in init)


def _fills(instr: n.Instr, base: Base) -> bool:
    """A ``memset`` of the array or a store into one of its elements, not taking its address
    elsewhere."""
    if isinstance(instr, n.MemSet):
        return base.is_address(instr.pointer) and not base.mentioned([instr.value, instr.size])
    if isinstance(instr, n.Assign) and isinstance(instr.target, n.MemLV):
        root = strip(instr.target.address)
        root = strip(root.pointer) if isinstance(root, n.PtrAdd) else root
        return base.is_address(root) and not base.mentioned(instr.value)
    return False


def _zero_at_first(init: list[n.Instr], base: Base, size: int) -> bool:
    """Whether the globals' initialiser sets the array to zero and does nothing else with it
    (static storage without an initialiser: a ``memset`` of the whole object to 0)."""
    uses = [i for i in init if base.mentioned(i)]
    return bool(uses) and all(
        isinstance(i, n.MemSet)
        and base.is_address(i.pointer)
        and i.value == n.Const(i.value.type, 0)
        and i.size == n.Const(i.size.type, size)
        for i in uses
    )


def _loop_spans(body: list[n.Instr]) -> list[tuple[int, int]]:
    """``(enter, last back edge)`` of every loop of ``body``, and of every backward jump."""
    jumps = [(pc, i.target) for pc, i in enumerate(body) if isinstance(i, n.Goto)]
    enters = [pc for pc, i in enumerate(body) if isinstance(i, n.LoopEnter)]
    spans = [(e, max((pc for pc, to in jumps if to == e + 1), default=e)) for e in enters]
    return spans + [(to, pc) for pc, to in jumps if to <= pc]
