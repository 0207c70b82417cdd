"""Functions called once from ``main`` inlined into it, for the proofs (issue 33): a loop in such
a function — a helper that fills or scans, as SV-COMP programs have — becomes a loop of
``main``, which :mod:`errlang.proof.induction` and :mod:`errlang.proof.sequence` can prove.

A call ``r = f(a1, …)`` of ``main`` is replaced by ``p1 = a1; …`` (f's parameters), f's body
with every local register renamed ``f::x`` (no name of ``main`` can clash: C names have no
``:``), each ``return e`` made ``r = e`` and a jump past the body, and, when a run can fall off
f's end with ``r`` wanted, an arbitrary value for ``r`` there (the encoder's value of a call
that returns none). Jumps inside f keep their places relative to its body; main's jumps past
the call move by the length added.

*Why the program means the same.* The encoder runs a call as exactly this: the parameters
bound to the arguments' values, f's registers starting with no value (renamed, they are never
written before the call: f is called once and not recursive), f's body to a ``return``, its
value written to ``r``, and the caller's registers kept (f's renamed ones are not main's).
Only f's memory differs — its locals in memory live for the call alone — so a function with a
local in memory is not inlined. Neither is a function called more than once in the program
(two copies would share their loop numbers), one that calls itself (directly or not), nor
``main``. The assertions of f keep their sites and locations (``Loc.function`` stays ``f``),
so a proof reports them as written.
"""

from __future__ import annotations

from collections import Counter
from dataclasses import fields, replace
from typing import Any

from errlang.ir import nodes as n
from errlang.ir.program import IRProgram

SEPARATOR = "::"  # f's register x is main's f::x
NO_RETURN = "__errlang_noreturn"  # the arbitrary value of a call that falls off its end
# the instructions a function inlined may hold (what a proof's loop may execute, returns)
_INLINED = (
    n.Assign, n.Declare, n.Assume, n.Assert, n.Call, n.Nondet, n.Event, n.Goto, n.Return,
    n.Stop, n.Skip, n.LoopEnter, n.LoopIter,
)  # fmt: skip


def inlined(ir: IRProgram) -> tuple[IRProgram, frozenset[str]]:
    """``ir`` with every call of ``main`` to a function that qualifies (module text)
    inlined, and the names of those functions (empty: ``ir`` itself)."""
    main = ir.functions.get("main")
    if main is None:
        return ir, frozenset()
    callees = [i.function for i in main.body if isinstance(i, n.Call)]
    if not any(ir.functions[f].loop_lines for f in callees if f in ir.functions):
        return ir, frozenset()  # no loop to prove in a callee
    calls = Counter(
        i.function
        for function in ir.functions.values()
        for i in function.body
        if isinstance(i, n.Call)
    )
    chosen = [f for f in dict.fromkeys(callees) if _qualifies(ir, f, calls)]
    if not chosen:
        return ir, frozenset()
    body, variables, lines = list(main.body), dict(main.variables), dict(main.loop_lines)
    for name in chosen:
        callee = ir.functions[name]
        pc = next(pc for pc, i in enumerate(body) if isinstance(i, n.Call) and i.function == name)
        call = body[pc]
        assert isinstance(call, n.Call)
        code = _code(callee, call, pc)
        body = _spliced(body, pc, code)
        for v in _locals(callee):
            variables[_renamed(name, v.name)] = replace(v, name=_renamed(name, v.name))
        lines.update(callee.loop_lines)
    main = replace(main, body=body, variables=variables, loop_lines=lines)
    return replace(ir, functions={**ir.functions, "main": main}, _graph=None), frozenset(chosen)


def _qualifies(ir: IRProgram, name: str, calls: Counter[str]) -> bool:
    """``calls``: how many calls of each function the program makes."""
    callee = ir.functions.get(name)
    if callee is None or name == "main" or any(v.in_memory for v in callee.variables.values()):
        return False
    if not all(isinstance(i, _INLINED) for i in callee.body):
        return False  # a loop summary names registers in strings; others are not needed
    if calls[name] != 1 or name in ir.function_objects.values():  # address taken: called again
        return False
    graph = ir.call_graph()
    return not any(name in ir.reachable(callee) for callee in graph.successors(name))


def _locals(function: n.Function) -> list[n.Variable]:
    params = {p.name: p for p in function.params}
    return [*params.values(), *(v for v in function.variables.values() if v.name not in params)]


def _renamed(function: str, name: str) -> str:
    return f"{function}{SEPARATOR}{name}"


def _code(callee: n.Function, call: n.Call, pc: int) -> list[n.Instr]:
    """The instructions standing for ``call`` at ``pc`` of main: parameters, body, filler."""
    rename = _Renamer(callee.name)
    head: list[n.Instr] = [
        n.Assign(call.loc, n.RegLV(_renamed(callee.name, p.name), p.type), arg)
        for p, arg in zip(callee.params, call.args, strict=True)
    ]
    pieces: list[list[n.Instr]] = []
    for instr in callee.body:
        if isinstance(instr, n.Return):
            value = [] if instr.value is None or call.result is None else [instr]
            pieces.append([*value, n.Goto(instr.loc, -1)])  # -1: past the body, set below
        else:
            pieces.append([rename.instr(instr)])
    base = pc + len(head)
    starts = [base]
    for piece in pieces:
        starts.append(starts[-1] + len(piece))
    filler: list[n.Instr] = []
    if call.result is not None and not _ends_in_jump(callee.body):
        filler = [n.Nondet(call.loc, call.result, NO_RETURN, call.result.type)]
    end = starts[-1] + len(filler)
    code = list(head)
    for piece in pieces:
        for instr in piece:
            if isinstance(instr, n.Return):
                assert instr.value is not None and call.result is not None
                code.append(n.Assign(instr.loc, call.result, rename.expr(instr.value)))
            elif isinstance(instr, n.Goto):
                code.append(
                    replace(instr, target=end if instr.target < 0 else starts[instr.target])
                )
            else:
                code.append(instr)
    return code + filler


def _ends_in_jump(body: list[n.Instr]) -> bool:
    """No run falls off the body's end: its last instruction returns, stops or jumps."""
    last = body[-1] if body else None
    return isinstance(last, n.Return | n.Stop) or (isinstance(last, n.Goto) and last.cond is None)


def _spliced(body: list[n.Instr], pc: int, code: list[n.Instr]) -> list[n.Instr]:
    """``body`` with ``code`` in place of instruction ``pc`` (its jumps already placed): a jump
    to ``pc`` lands on the code's first instruction, one past it moves by the length added."""
    grown = len(code) - 1

    def moved(instr: n.Instr) -> n.Instr:
        if isinstance(instr, n.Goto) and instr.target > pc:
            return replace(instr, target=instr.target + grown)
        return instr

    return [*(moved(i) for i in body[:pc]), *code, *(moved(i) for i in body[pc + 1 :])]


class _Renamer:
    """f's local registers and variables renamed ``f::x`` in instructions and expressions."""

    def __init__(self, function: str) -> None:
        self.function = function

    def instr(self, instr: n.Instr) -> n.Instr:
        return self._walk(instr)

    def expr(self, expr: n.Expr) -> n.Expr:
        return self._walk(expr)

    def _walk(self, value: Any) -> Any:
        if isinstance(value, n.Reg | n.RegLV | n.VarAddr) and not value.is_global:
            return replace(value, name=_renamed(self.function, value.name))
        if isinstance(value, n.Declare):
            return replace(value, name=_renamed(self.function, value.name))
        if isinstance(value, tuple):
            return tuple(self._walk(v) for v in value)
        if not isinstance(value, n.Expr | n.Instr | n.MemLV):
            return value  # names, numbers, types, locations
        changes = {
            f.name: self._walk(getattr(value, f.name))
            for f in fields(value)
            if f.init and f.name not in ("loc", "type")
        }
        return replace(value, **changes)
