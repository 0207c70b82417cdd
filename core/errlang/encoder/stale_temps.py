"""Lowering temporaries that hold a place's value from before a later write to that place
(encoder/names.py names places through temporaries' definitions): the old value of ``n`` in
``buf[n++] = c`` or of ``p`` in ``*p++ = c`` (``$t = n; n = $t + 1; buf[$t] = c``). The
definition's text (``n``) names the place as it is after the write, so an address through
such a temporary is not named: ``buf[n]`` with the new ``n`` read ``buf[1] = 'a'`` where the
run wrote ``buf[0]`` (a value is then not shown, never mis-named)."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Mapping

from errlang.ir import nodes as n


def stale_temps(
    function: n.Function,
    temps: Mapping[str, n.Expr],
    text: Callable[[n.Expr], str | None],
    lvalue: Callable[[n.LValue], str | None],
) -> frozenset[str]:
    """The temporaries of ``function`` (``temps``: each one's definition) whose defining
    place (``text`` of it) is written (``lvalue`` of an assignment's target) after the
    definition and before the temporary's last use."""
    stale: set[str] = set()
    defined_at: dict[str, int] = {}
    writes: dict[str, list[int]] = {}  # a place's text -> the instructions writing it
    last_use: dict[str, int] = {}
    for index, instr in enumerate(function.body):
        if isinstance(instr, n.Assign):
            if isinstance(instr.target, n.RegLV):
                defined_at.setdefault(instr.target.name, index)
            written = lvalue(instr.target)
            if written is not None:
                writes.setdefault(written, []).append(index)
        for name in _instruction_registers(instr):
            last_use[name] = index
    for name, definition in temps.items():
        source = definition
        while isinstance(source, n.Cast):
            source = source.operand
        if not isinstance(source, n.Reg | n.Load) or name not in defined_at:
            continue
        place = text(source)
        start, end = defined_at[name], last_use.get(name, -1)
        if place is not None and any(start < i < end for i in writes.get(place, ())):
            stale.add(name)
    return frozenset(stale)


def mentions_stale(
    expr: n.Expr, stale: frozenset[str], temps: Mapping[str, n.Expr], depth: int = 0
) -> bool:
    """Whether ``expr`` reads a stale temporary (through temporaries' definitions too)."""
    if depth > 32:
        return True
    for name in registers(expr):
        if name in stale:
            return True
        definition = temps.get(name)
        if definition is not None and mentions_stale(definition, stale, temps, depth + 1):
            return True
    return False


def registers(expr: n.Expr) -> list[str]:
    """The registers ``expr`` reads, in its operands and its loads' addresses."""
    if isinstance(expr, n.Reg):
        return [expr.name]
    if isinstance(expr, n.Load):
        return registers(expr.address)
    return [name for child in operands(expr) for name in registers(child)]


def _instruction_registers(instr: n.Instr) -> list[str]:
    """The registers an instruction reads (in its expressions and its lvalues' addresses)."""
    found: list[str] = []
    for item in dataclasses.fields(instr):
        value = getattr(instr, item.name)
        for part in value if isinstance(value, tuple | list) else (value,):
            if isinstance(part, n.MemLV):
                part = part.address
            if isinstance(part, n.Expr):
                found.extend(registers(part))
    return found


def operands(expr: n.Expr) -> list[n.Expr]:
    """The expressions ``expr`` is made of directly (not a load's address)."""
    if isinstance(expr, n.Unary | n.Cast):
        return [expr.operand]
    if isinstance(expr, n.Binary):
        return [expr.left, expr.right]
    if isinstance(expr, n.Cond):
        return [expr.cond, expr.then, expr.other]
    if isinstance(expr, n.PtrAdd):
        return [expr.pointer, expr.offset]
    return []
