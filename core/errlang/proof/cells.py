"""An array as one symbolic cell (issue 33; "cell morphing": Monniaux and Gonnord, SAS 2016).

A loop that fills an array and a later loop that checks it need an invariant about *every*
cell written so far: a quantifier. Here the array is replaced by one cell at an arbitrary
offset ``k`` (chosen once, where the array begins: :mod:`errlang.proof.cell_arrays`, inside
the object and aligned to its elements) and the value ``v`` of that cell; the IR stays
quantifier-free:

* a store ``a[e] = x`` becomes ``v = (off(e) == k) ? x : v``;
* a read of ``a[e]`` becomes ``(off(e) == k) ? v : r``, ``r`` an arbitrary value;
* an assertion whose condition reads cells at one offset ``off`` only becomes
  ``assert(off != k || c[a[e] := v])``.

Why a proof about the rewritten program holds for the original (docs/proofs.md, "Arrays: one
symbolic cell"): let a run fail assertion A while reading cell c (in the object: an access
outside it is undefined behaviour, which ends the run before the assertion). The rewritten
run that picks ``k`` = c's offset, the original run's initial content of c as ``v`` and the
values the original run reads from other cells as the ``r`` follows the same path: ``v`` is
c's content at every moment (every store to c is tracked; accesses have the element's size
and offsets that are multiples of it, so no other access overlaps c partly), and A's rewritten
condition is the original one. So it fails A too; a proof that no rewritten run fails A covers
every original run. Assertions the rewriting makes vacuous (``off != k``) and reads made
arbitrary only add runs, never remove one.

Only an array of :func:`errlang.proof.cell_arrays.array_sites` (a local pointer to an
allocation made once, or a named array of a constant size that only ``main`` names) whose every
use is an element access of its element type (through a lowering temporary defined just
before, or in place), a test of the pointer, or an assertion reading cells at one offset, is
rewritten; anything else leaves the program as it is.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from dataclasses import dataclass, replace

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram
from errlang.proof.cell_arrays import ArraySite, Base, Cell, NotElement, array_sites
from errlang.proof.programs import rewritten

PICK = "cell!pick"  # the input function of the arbitrary values
MAX_CELLS = 4  # arrays made cells in one program


# a lowering temporary with an element's address: the element's offset (None: another
# member's), where it is defined, the type of the store it is for
_Temps = dict[str, tuple[n.Expr | None, int, t.CType]]


class _NotCells(Exception):
    """The array cannot be rewritten (some use is not an element access)."""


@dataclass(frozen=True)
class Cells:
    """The rewritten program and its cells (one per array made a cell, in the order made)."""

    ir: IRProgram
    cells: tuple[Cell, ...]

    @property
    def array(self) -> str:
        """The arrays' names in the source, for the messages."""
        return ", ".join(c.array + (f".{c.member}" if c.member else "") for c in self.cells)


def _ulong(e: n.Expr) -> n.Expr:
    return e if e.type == t.ULONG else n.Cast(t.ULONG, e)


def morphed(ir: IRProgram) -> Cells | None:
    """``ir`` with each of main's arrays that qualifies made a cell of its own (None: none
    does). Each rewriting is the one of the module docstring, made on the program the earlier
    ones left; each keeps every failing run (the argument above, for each array in turn: the
    run picks each cell at the element its failing assertion reads), so all of them do."""
    made: list[Cell] = []
    seen: set[tuple[Base, int]] = set()
    while len(made) < MAX_CELLS:
        site = next((s for s in array_sites(ir) if (s.base, s.field) not in seen), None)
        if site is None:
            break
        seen.add((site.base, site.field))
        try:
            ir, cell = _rewrite(ir, site, str(len(made)) if made else "")
        except _NotCells:
            continue
        made.append(cell)
    return Cells(ir, tuple(made)) if made else None


class _Rewriter:
    def __init__(self, site: ArraySite, cell: Cell) -> None:
        self.site = site
        self.base = site.base
        self.cell = cell
        self.element = cell.element
        self.value = cell.value
        self.reads = 0
        self.before: list[n.Instr] = []

    def offset(self, address: n.Expr, kind: t.CType) -> n.Expr | None:
        """The byte offset of the element of an access of type ``kind`` at ``address`` to
        the cell's member (None: the address is not the array's, or is another member's
        whole: :meth:`loose` tells which); _NotCells: any other access into the array."""
        try:
            found = self.site.locate(address)
            if found is None:
                return None
            off, field = found
            if field == self.site.field and kind == self.element:
                return off
            self.site.other(field, kind)
            return None
        except NotElement:
            raise _NotCells() from None

    def another(self, address: n.Expr, kind: t.CType) -> bool:
        """Whether an access of type ``kind`` at ``address`` is another member's, whole."""
        try:
            found = self.site.locate(address)
        except NotElement:
            raise _NotCells() from None
        return found is not None and self.offset(address, kind) is None

    def loose(self, value: object) -> bool:
        """Whether ``value`` reads the array's address outside another member's whole
        reads (those are left for that member's own rewriting)."""
        if isinstance(value, n.Load) and self.another(value.address, value.type):
            return False
        if isinstance(value, n.Reg | n.VarAddr):
            return self.base.is_address(value)
        if isinstance(value, tuple | list):
            return any(self.loose(v) for v in value)
        if isinstance(value, t.CType) or not dataclasses.is_dataclass(value):
            return False
        return any(self.loose(getattr(value, f.name)) for f in dataclasses.fields(value))

    def expression(self, e: n.Expr, loc: n.Loc) -> n.Expr:
        """``e`` with every read of the array made a read of the cell or an arbitrary value."""

        def visit(x: n.Expr) -> n.Expr:
            off = self.read(x)
            if off is None:
                return x
            read = n.RegLV(f"{self.cell.name('r')}{self.reads}", self.element, is_global=True)
            self.reads += 1
            self.before.append(n.Nondet(loc, read, PICK, self.element))
            other = n.Reg(self.element, read.name, is_global=True)
            return n.Cond(self.element, self.same(off), self.value, other)

        return _map(e, visit)

    def same(self, off: n.Expr) -> n.Expr:
        """``off == k``: the access at ``off`` is the cell's."""
        return n.Binary(t.INT, "==", _ulong(off), self.cell.k)

    def read(self, x: n.Expr) -> n.Expr | None:
        """The offset ``x`` reads the array at (None: ``x`` is not such a read)."""
        if not isinstance(x, n.Load):
            return None
        return self.offset(x.address, x.type)


def _map(e: n.Expr, visit: Callable[[n.Expr], n.Expr]) -> n.Expr:
    """``e`` rebuilt bottom-up through ``visit``; a Load's address is visited first."""
    changes: dict[str, object] = {}
    for f in dataclasses.fields(e):
        value = getattr(e, f.name)
        if isinstance(value, n.Expr):
            changes[f.name] = _map(value, visit)
    return visit(replace(e, **changes) if changes else e)  # type: ignore[arg-type]


def _loads_at(cond: n.Expr, rewriter: _Rewriter) -> list[n.Expr]:
    """The offsets of the array reads in ``cond``."""
    found: list[n.Expr] = []

    def visit(x: n.Expr) -> n.Expr:
        off = rewriter.read(x)
        if off is None:
            return x
        found.append(off)
        return rewriter.value

    _map(cond, visit)
    return found


def _rewrite(ir: IRProgram, site: ArraySite, tag: str) -> tuple[IRProgram, Cell]:
    body = ir.functions["main"].body
    targets = {i.target for i in body if isinstance(i, n.Goto)}
    rewriter = _Rewriter(site, Cell(site.display, site.element, tag, site.step, site.member))
    instead: dict[int, list[n.Instr]] = {}
    temps: _Temps = {}  # lowering temporaries with an element's address
    used: set[str] = set()  # every such temporary (none may be read but by its store)
    for pc, instr in enumerate(body):
        if pc == site.made:
            continue
        if isinstance(instr, n.LoopEnter) and type(instr) is not n.LoopEnter:
            # a loop summary models the loop as it was (stores to memory): run its body
            instead[pc] = [n.LoopEnter(instr.loc, instr.loop)]
            continue
        rewriter.before = []
        new = _instruction(instr, pc, rewriter, temps, used, targets)
        if new is not instr or rewriter.before:
            instead[pc] = [*rewriter.before, new]
    for name, (off, defined, _) in temps.items():
        # an address kept for later; another member's whose store an earlier rewriting
        # replaced is dead when nothing but its definition names it
        if off is not None or any(_mentions(i, {name}) for i in body if i is not body[defined]):
            raise _NotCells()
    return _finish(ir, site, rewriter, instead)


def _instruction(
    instr: n.Instr,
    pc: int,
    rewriter: _Rewriter,
    temps: _Temps,
    used: set[str],
    targets: set[int],
) -> n.Instr:
    """One instruction rewritten (module docstring), or _NotCells. Another member's whole
    access (an array of structs) is left as it is, its stored value rewritten."""
    if rewriter.base.register is not None and _writes(instr, rewriter.base.register):
        raise _NotCells()  # the pointer moved to another object: one cell no longer tracks it
    if (
        isinstance(instr, n.Assign)
        and isinstance(instr.target, n.RegLV)
        and isinstance(instr.value, n.PtrAdd)
        and isinstance(instr.target.type, t.PointerType)
    ):
        kind = instr.target.type.target
        off = rewriter.offset(instr.value, kind)
        if off is not None or rewriter.another(instr.value, kind):
            # a temporary with an element's (or another member's) address, for the next store
            if pc + 1 in targets:
                raise _NotCells()
            temps[instr.target.name] = (off, pc, kind)
            used.add(instr.target.name)
            return instr
    if isinstance(instr, n.Assign) and isinstance(instr.target, n.MemLV):
        return _store(instr, pc, rewriter, temps, used)
    if isinstance(instr, n.Assert) and rewriter.base.mentioned(instr.cond):
        offsets = _loads_at(instr.cond, rewriter)
        if offsets:
            if any(o != offsets[0] for o in offsets):
                raise _NotCells()
            cond = _map(instr.cond, lambda x: rewriter.value if _is_cell(x, rewriter) else x)
            other = n.Binary(t.INT, "!=", _ulong(offsets[0]), rewriter.cell.k)
            return replace(instr, cond=n.Binary(t.INT, "||", other, cond))
    if _mentions(instr, used):
        raise _NotCells()
    if not rewriter.loose(instr):
        return instr
    if isinstance(instr, n.Assign) and isinstance(instr.target, n.RegLV):
        value = rewriter.expression(instr.value, instr.loc)
        if rewriter.loose(value):
            raise _NotCells()  # a copy of the pointer: accesses through it would be missed
        return replace(instr, value=value)
    if isinstance(instr, n.Goto) and instr.cond is not None:  # a test of the pointer, no copy
        return replace(instr, cond=rewriter.expression(instr.cond, instr.loc))
    raise _NotCells()


def _store(instr: n.Assign, pc: int, rewriter: _Rewriter, temps: _Temps, used: set[str]) -> n.Instr:
    """A store into memory: into the cell's member (kept in ``v``), into another member of
    the array (left as it is), or elsewhere (its value rewritten, the address checked)."""
    assert isinstance(instr.target, n.MemLV)
    address = instr.target.address
    kind = instr.target.type
    value = rewriter.expression(instr.value, instr.loc)
    if _mentions(value, used) or rewriter.loose(value):
        raise _NotCells()  # an element's address or the array's stored: a copy
    if isinstance(address, n.Reg) and address.name in temps:
        at, defined, made = temps.pop(address.name)
        if defined != pc - 1 or made != kind:
            raise _NotCells()
    else:
        if _mentions(address, used):
            raise _NotCells()
        at = rewriter.offset(address, kind)
        if at is None and rewriter.loose(address) and not rewriter.another(address, kind):
            raise _NotCells()
    if at is None:  # another member's, or another object's
        return replace(instr, value=value) if value is not instr.value else instr
    kept = n.Cond(rewriter.element, rewriter.same(at), value, rewriter.value)
    target = n.RegLV(rewriter.value.name, rewriter.element, is_global=True)
    return n.Assign(instr.loc, target, kept)


def _writes(instr: n.Instr, name: str) -> bool:
    """Whether ``instr`` assigns register ``name``."""
    target = getattr(instr, "target", None) if isinstance(instr, n.Assign) else None
    if isinstance(instr, n.Nondet | n.Call | n.Alloc | n.Realloc):
        target = instr.result
    return isinstance(target, n.RegLV) and target.name == name


def _is_cell(x: n.Expr, rewriter: _Rewriter) -> bool:
    return rewriter.read(x) is not None


def _mentions(value: object, names: set[str]) -> bool:
    """Whether ``value`` reads a register of ``names``."""
    if isinstance(value, n.Reg):
        return value.name in names
    if isinstance(value, tuple | list):
        return any(_mentions(v, names) for v in value)
    if isinstance(value, t.CType) or not dataclasses.is_dataclass(value):
        return False
    return any(_mentions(getattr(value, f.name), names) for f in dataclasses.fields(value))


def _finish(
    ir: IRProgram, site: ArraySite, rewriter: _Rewriter, instead: dict[int, list[n.Instr]]
) -> tuple[IRProgram, Cell]:
    """The cell chosen where ``site`` says: aligned, inside the object (when it holds an
    element); its first value arbitrary (zero for a zeroed object)."""
    body = ir.functions["main"].body
    loc = body[max(site.start, 0)].loc
    size = n.Const(t.ULONG, site.step)
    total = _ulong(site.size)
    # k = j * size with the member wholly inside the object (j < total / size for an array
    # of integers; for one of structs, j * size + member's end <= total: a partial last
    # element of an allocation may hold it); an object without one has no cell: any j then
    # (every access to it is outside it), so that its runs are not lost (assume(false)
    # would prove anything after)
    end = n.Const(t.ULONG, site.field + site.element.size)
    room = n.Binary(t.ULONG, "-", total, end)
    last = n.Binary(t.ULONG, "/", room, size)
    cell = rewriter.cell
    inside = n.Binary(t.INT, "<=", cell.j, last)
    if not site.stride:
        inside = n.Binary(t.INT, "<", cell.j, n.Binary(t.ULONG, "/", total, size))
    inside = n.Binary(t.INT, "||", n.Binary(t.INT, "<", total, end), inside)
    v_lv = n.RegLV(cell.name("v"), rewriter.element, is_global=True)
    first: n.Instr = (
        n.Assign(loc, v_lv, n.Const(rewriter.element, 0))
        if site.zeroed
        else n.Nondet(loc, v_lv, PICK, rewriter.element)
    )
    j_lv = n.RegLV(cell.name("j"), t.ULONG, is_global=True)
    k_lv = n.RegLV(cell.name("k"), t.ULONG, is_global=True)
    chosen = [
        n.Nondet(loc, j_lv, PICK, t.ULONG),
        n.Assume(loc, inside),
        n.Assign(loc, k_lv, n.Binary(t.ULONG, "*", cell.j, size)),
        first,
    ]
    if site.start < 0:  # before main's first instruction (no jump lands there)
        instead[0] = [*chosen, *instead.get(0, [body[0]])]
        main = rewritten(body, instead, {})
    else:
        main = rewritten(body, instead, {site.start: chosen})
    globals_ = dict(ir.globals)
    registers = [(cell.name("j"), t.ULONG), (cell.name("k"), t.ULONG)]
    registers += [(cell.name("v"), rewriter.element)]
    registers += [(f"{cell.name('r')}{j}", rewriter.element) for j in range(rewriter.reads)]
    for name, ctype in registers:
        globals_[name] = n.Variable(name, name, ctype, in_memory=False, is_global=True)
    functions = dict(ir.functions)
    functions["main"] = replace(ir.functions["main"], body=main)
    program = replace(ir, functions=functions, globals=globals_, _graph=None)
    return program, cell
