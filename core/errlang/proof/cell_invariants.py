"""Candidate invariants about the array cell of :mod:`errlang.proof.cells` (issue 33).

A loop storing ``a[i] = e`` (rewritten ``v = (off(i) == k) ? e : v``) that walks ``i`` upwards
has written every cell below ``i``: ``off(i) <= k || v == e[i := k / size]`` ("every cell
written so far holds what the loop writes there") and, for an assertion ``P(a[j])`` of the
program, ``off(i) <= k || P(v)`` ("every cell written so far satisfies P"); downwards the
same with ``k <= off(i)``; and ``P(v)`` alone. These are guesses: Houdini keeps only those it
proves (initially true, preserved by an iteration), so a wrong one costs time, never a
verdict.
"""

from __future__ import annotations

from collections.abc import Iterator

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram
from errlang.proof.cell_arrays import Cell
from errlang.proof.invariants import Candidate
from errlang.proof.loops import LoopShape


def cell_candidates(ir: IRProgram, shape: LoopShape, cell: Cell) -> list[Candidate]:
    """The guesses above for ``shape``'s stores into ``cell``."""
    main = ir.functions["main"]
    found: dict[str, Candidate] = {}
    displays = {v.name: v.display for v in main.variables.values()}
    at = cell.shown("k")
    names = {**displays, cell.value.name: at}
    properties = [(p, _c(p, names) or text) for p, text in _properties(ir, cell)]
    for instr in main.body[shape.head : shape.back + 1]:
        store = _store(instr, cell)
        if store is None:
            continue
        off, index, value = store
        name = main.variables[index.name].display if index.name in main.variables else index.name
        size = _scale(off)
        if size is None or size != (cell.stride or cell.element.size):
            continue  # not one element per index: k / size is not the index
        at_k = n.Cast(index.type, cell.j)  # the cell's element index: k / size
        written = _replaced(value, index.name, at_k)
        shown = _c(value, {**displays, index.name: "k"})
        for op, words in (("<=", "<"), (">=", ">")):
            fresh = n.Binary(t.INT, op, n.Cast(t.ULONG, off), cell.k)
            equal = n.Binary(t.INT, "==", cell.value, written)
            if shown is not None:
                text = f"every {at} with k {words} {name}: {at} == {shown}"
                found.setdefault(text, Candidate(n.Binary(t.INT, "||", fresh, equal), text))
            for prop, prop_text in properties:
                text = f"every {at} with k {words} {name}: {prop_text}"
                found.setdefault(text, Candidate(n.Binary(t.INT, "||", fresh, prop), text))
    for prop, prop_text in properties:
        text = f"every {at}: {prop_text}"
        found.setdefault(text, Candidate(prop, text))
    return list(found.values())


def _store(instr: n.Instr, cell: Cell) -> tuple[n.Expr, n.Reg, n.Expr] | None:
    """``(offset, index register, stored value)`` of a rewritten store ``v = (off == k) ? e :
    v`` into ``cell`` whose offset is ``index * size``."""
    if not (
        isinstance(instr, n.Assign)
        and isinstance(instr.target, n.RegLV)
        and instr.target.name == cell.value.name
        and isinstance(instr.value, n.Cond)
        and isinstance(instr.value.cond, n.Binary)
        and instr.value.cond.op == "=="
    ):
        return None
    off = instr.value.cond.left
    off = off.operand if isinstance(off, n.Cast) else off
    index = _index(off)
    return None if index is None else (off, index, instr.value.then)


def _index(off: n.Expr) -> n.Reg | None:
    if isinstance(off, n.Binary) and off.op == "*":
        for side in (off.left, off.right):
            inner = side.operand if isinstance(side, n.Cast) else side
            if isinstance(inner, n.Reg) and isinstance(inner.type, t.IntType):
                return inner
    return None


def _scale(off: n.Expr) -> int | None:
    if isinstance(off, n.Binary) and off.op == "*":
        for side in (off.left, off.right):
            if isinstance(side, n.Const):
                return side.value
    return None


def _properties(ir: IRProgram, cell: Cell) -> Iterator[tuple[n.Expr, str]]:
    """``P(v)`` of every rewritten assertion of main ``off != k || P(v)`` about ``cell``; when
    several cells' rewritings nest (``off2 != k2 || (off != k || P)``), ``P(v)`` is the
    disjunction of the other disjuncts (``off2 != k2 || P``)."""
    texts = {site.index: site.text for site in ir.source.assertions}
    for instr in ir.functions["main"].body:
        if not isinstance(instr, n.Assert):
            continue
        guards: list[n.Expr] = []
        cond = instr.cond
        while _is_guard(cond):
            assert isinstance(cond, n.Binary)
            guards.append(cond.left)
            cond = cond.right
        mine = [g for g in guards if isinstance(g, n.Binary) and g.right == cell.k]
        if mine:
            for guard in reversed([g for g in guards if g is not mine[0]]):
                cond = n.Binary(t.INT, "||", guard, cond)
            yield cond, f"`{texts.get(instr.site, 'its assertion')}`"


def _is_guard(cond: n.Expr) -> bool:
    """Whether ``cond`` is ``off != k || rest``, ``k`` some cell's offset."""
    return (
        isinstance(cond, n.Binary)
        and cond.op == "||"
        and isinstance(cond.left, n.Binary)
        and cond.left.op == "!="
        and isinstance(cond.left.right, n.Reg)
        and cond.left.right.name.startswith("cell")
        and cond.left.right.name.endswith("!k")
    )


def _replaced(e: n.Expr, name: str, by: n.Expr) -> n.Expr:
    """``e`` with register ``name`` read as ``by`` (converted to the register's type)."""
    if isinstance(e, n.Reg) and e.name == name:
        return by
    if isinstance(e, n.Binary):
        return n.Binary(e.type, e.op, _replaced(e.left, name, by), _replaced(e.right, name, by))
    if isinstance(e, n.Unary):
        return n.Unary(e.type, e.op, _replaced(e.operand, name, by))
    if isinstance(e, n.Cast):
        return n.Cast(e.type, _replaced(e.operand, name, by))
    return e


def _c(e: n.Expr, names: dict[str, str]) -> str | None:
    """C text of a small expression (None: a form not printed here)."""
    if isinstance(e, n.Const):
        return str(e.value)
    if isinstance(e, n.Reg):
        return names.get(e.name)
    if isinstance(e, n.Cast):
        return _c(e.operand, names)
    if isinstance(e, n.Binary):
        left, right = _c(e.left, names), _c(e.right, names)
        return None if left is None or right is None else f"{left} {e.op} {right}"
    return None
