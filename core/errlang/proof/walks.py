"""Pointers that walk one named object (issue 33): ``char *p = buf; while (…) { …; p++; }``.

A pointer register of ``main`` that a loop writes qualifies when every assignment to it before
the loop or in it is either an address computed from one and the same named variable ``obj``
(``p = buf``, ``p = &buf[i]``: through casts, pointer additions and lowering temporaries) or
the register itself moved (``p = p + e``, ``p++``), and nothing else writes it (no input, no
call's result). Pointer arithmetic keeps a pointer's object (C11 6.5.6p8; errlang's pointers
are the object's base plus an offset, and the object is read from that sum), so at every
arrival at the loop's head ``p`` is ``&obj`` plus some offset: the step program gives it
``(char *)&obj + x`` with ``x`` arbitrary (:func:`errlang.proof.programs.step_program`), which
covers every such state, and a dereference outside the object stays undefined behaviour there
as in the program. Invariants about ``p - obj`` (an interval, a relation with a counter) are
candidates like any other (:mod:`errlang.proof.invariants`) and kept only when proved.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram
from errlang.proof.frames import root_of

OFFSET = "proof!offset"  # the arbitrary offset of a walking pointer at the loop's entry


class NotWalk(Exception):
    """The register is not a pointer walking one named object: ``reason`` says why."""


@dataclass(frozen=True)
class Walk:
    """Pointer register ``register`` points into variable ``name`` at every arrival."""

    register: n.RegLV
    name: str
    is_global: bool
    display: str  # "(p - buf)": the offset as C writes it

    def offset(self, ctype: t.IntType) -> n.Expr:
        """``p - obj`` in bytes as ``ctype`` (unsigned arithmetic: no overflow, no object
        needed): a ``long`` bounds the whole offset, an ``int`` relates it to counters."""
        start = n.Cast(t.ULONG, n.VarAddr(t.PointerType(t.UCHAR), self.name, self.is_global))
        at = n.Cast(t.ULONG, n.Reg(self.register.type, self.register.name))
        return n.Cast(ctype, n.Binary(t.ULONG, "-", at, start))

    def havoc(self, loc: n.Loc, function: str) -> list[n.Instr]:
        """``p = (T *)((char *)&obj + x)``, ``x`` arbitrary."""
        to_byte = t.PointerType(t.UCHAR)
        offset = n.RegLV(OFFSET, t.LONG, is_global=True)
        start = n.Cast(to_byte, n.VarAddr(to_byte, self.name, self.is_global))
        moved = n.PtrAdd(to_byte, start, n.Reg(t.LONG, OFFSET, is_global=True))
        value = n.Cast(self.register.type, moved)
        return [n.Nondet(loc, offset, function, t.LONG), n.Assign(loc, self.register, value)]


def walk_of(ir: IRProgram, register: n.RegLV, enter: int, back: int) -> Walk:
    """The walk of ``register`` in main's loop ``[enter, back]``, or :class:`NotWalk`."""
    main = ir.functions["main"]
    body = main.body
    if register.is_global:
        raise NotWalk(f"'{register.name}' is a global pointer")
    objects: set[tuple[str, bool]] = set()
    for pc in range(back + 1):  # writes after the loop never reach an arrival
        instr = body[pc]
        lvalue = instr.target if isinstance(instr, n.Assign) else None
        if isinstance(instr, n.Nondet | n.Call | n.Alloc | n.Realloc):
            lvalue = instr.result
        if not (isinstance(lvalue, n.RegLV) and lvalue.name == register.name):
            continue
        if not isinstance(instr, n.Assign):
            raise NotWalk(f"line {instr.loc.line}: '{register.name}' is given a value")
        root = root_of(body, instr.value, pc)
        if isinstance(root, n.VarAddr):
            objects.add((root.name, root.is_global))
        elif not (isinstance(root, n.Reg) and root.name == register.name):
            raise NotWalk(f"line {instr.loc.line}: '{register.name}' may leave its object")
    if len(objects) != 1:
        raise NotWalk(f"'{register.name}' points into {len(objects)} named objects")
    name, is_global = next(iter(objects))
    variables = ir.globals if is_global else main.variables
    variable = variables.get(name)
    if variable is None or not variable.in_memory:
        raise NotWalk(f"'{register.name}' points into an unknown object")
    shown = main.variables[register.name].display if register.name in main.variables else None
    display = f"({shown or register.name} - {variable.display})"
    return Walk(register, name, is_global, display)


def walks_of(
    ir: IRProgram, registers: Sequence[n.RegLV], enter: int, back: int
) -> tuple[Walk, ...]:
    """The walks of every pointer register in ``registers``, or :class:`NotWalk`."""
    return tuple(walk_of(ir, r, enter, back) for r in registers)
