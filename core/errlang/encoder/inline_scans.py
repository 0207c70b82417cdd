"""Scanning helpers inlined into the loop that calls them, so that a loop nest counts them too
(issue 30, :mod:`errlang.encoder.loop_nests`).

A wire-format reader reads each field with a helper whose loop advances the caller's index
through a pointer: ``while (pos < size) { read_varint(data, size, &pos, &key); … }`` with
``while (*pos < size) { b = data[*pos]; (*pos)++; … }`` in the helper. Called as a frame of its
own, the helper's loop runs b iterations at each of the b iterations of the caller's loop (b²
bodies, three calls a field: 3 b²), and its exit states are merged into one whatever the number
of bytes it consumed, so the caller's nest cannot count them. Inlined into the caller's loop,
the helper's loop is an inner loop of the caller's nest: ``pos`` is the caller's variable, the
loop advances it, and the nest counts every iteration together (b bodies in all).

The rewriting is exact, a change of where code lives and nothing else: a callee is inlined only
when it calls nothing, has no local in memory (its frame's lifetime would change), reads its
parameters without writing them or taking their address, and its call's argument types are its
parameters' types. A parameter is replaced by its argument when the argument cannot change
during the call (a constant, a register of the caller, a variable's address), else by a fresh
register assigned the argument at the call, as the call itself would. The callee's registers
are renamed apart (``v#in2``: shown as ``v``), its loops numbered anew, each ``return`` an
assignment of the call's result and a jump past the inlined body; its instructions keep their
locations, so steps, cuts and faults are reported at the callee's lines as before. A lowering
temporary that only ever holds one variable's address (``$t1 = pos`` for ``(*pos)++``) is
replaced by it; the caller's variables whose address the inlined calls took, and which are then
only read and written whole, become registers (:func:`promoted`) — what the lowering would
have made them had the source been written inline.

A function is rewritten only where the result has a nest counting an inlined loop; otherwise
it is left as it was. ``check`` only (its nests); the learner keeps the calls.
"""

from __future__ import annotations

import itertools
from collections.abc import Callable, Iterator
from dataclasses import fields, is_dataclass, replace
from typing import Any

from errlang.encoder.loop_nests import loop_writes, outermost_loops, shared_index_nests
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram

MAX_CALLEE = 120  # instructions: a scanning helper, not a whole parser
_PLAIN = (
    n.Declare,
    n.Assign,
    n.Assume,
    n.Assert,
    n.Event,
    n.Goto,
    n.Return,
    n.Skip,
    n.Nondet,
)


def inline_scans(program: IRProgram) -> IRProgram:
    """``program`` with the loop-holding helpers called inside an outermost loop inlined,
    in the functions where that makes a nest count the helper's loop (else unchanged)."""
    loops = itertools.count(1 + _last_loop(program))
    functions = dict(program.functions)
    trips = dict(program.loop_trips)
    for name, function in program.functions.items():
        rewritten = _inlined(program, function, loops, trips)
        if rewritten is not None:
            functions[name] = rewritten
    if functions == program.functions:
        return program
    return replace(program, functions=functions, loop_trips=trips, _graph=None)


def _last_loop(program: IRProgram) -> int:
    return max(
        (
            i.loop
            for f in [program.init, *program.functions.values()]
            for i in f.body
            if isinstance(i, n.LoopEnter | n.LoopIter | n.ArrayLoop)
        ),
        default=0,
    )


def _inlined(
    program: IRProgram, function: n.Function, loops: Iterator[int], trips: dict[int, int]
) -> n.Function | None:
    """``function`` with its qualifying calls inside outermost loops inlined, if a nest then
    counts an inlined loop."""
    body = function.body
    # calls in a loop's body (a call in its test is made again at every iteration: a
    # helper there scans something else, ``strchr(accept, s[n])`` in ``strspn``)
    inside = {pc for loop in outermost_loops(body) for pc in range(loop.iterate, loop.back + 1)}
    calls = {
        pc: callee
        for pc in sorted(inside)
        if isinstance(body[pc], n.Call)
        and (callee := _inlinable(program, function, body[pc]))  # type: ignore[arg-type]
        is not None
    }
    if not calls:
        return None
    new_loops: set[int] = set()
    variables = dict(function.variables)
    blocks: list[tuple[list[n.Instr], bool]] = []  # (instructions, jumps relative to it)
    taken: set[str] = set()
    for pc, instr in enumerate(body):
        callee = calls.get(pc)
        if callee is None:
            blocks.append(([instr], False))
            continue
        call = instr
        assert isinstance(call, n.Call)
        inline = _Inline(callee, call, f"#in{pc}", loops)
        blocks.append((inline.block(), True))
        variables.update(inline.variables)
        new_loops |= set(inline.numbers.values())
        for old, new in inline.numbers.items():
            if old in program.loop_trips:
                trips[new] = program.loop_trips[old]
        taken |= {a.name for a in inline.values.values() if isinstance(a, n.VarAddr)}
    laid = _laid_out(blocks)
    lines = dict(function.loop_lines)
    for instr in laid:
        if isinstance(instr, n.LoopEnter) and instr.loop in new_loops:
            lines[instr.loop] = instr.loc.line
    rewritten = replace(function, body=laid, variables=variables, loop_lines=lines)
    rewritten = promoted(rewritten, taken)
    probe = replace(program, functions={function.name: rewritten}, _graph=None)
    nests = shared_index_nests(probe).get(function.name, ())
    writes = loop_writes(rewritten.body)
    # an inlined loop that advances one of the caller's own variables (``pos``), not only
    # the helper's registers: the helper scans the caller's input
    advancing = {loop for loop in new_loops if writes.get(loop, set()) & set(function.variables)}
    if not any(nest.loops & advancing for nest in nests):
        return None
    return rewritten


def _inlinable(program: IRProgram, caller: n.Function, call: n.Call) -> n.Function | None:
    callee = program.functions.get(call.function)
    if callee is None or callee is caller or len(callee.body) > MAX_CALLEE:
        return None
    if not any(type(i) is n.LoopEnter for i in callee.body):
        return None
    if not all(type(i) in (*_PLAIN, n.LoopEnter, n.LoopIter) for i in callee.body):
        return None
    if call.result is not None and not isinstance(callee.body[-1], n.Return):
        return None  # falls off its end: the call's value would be arbitrary
    params = {p.name for p in callee.params}
    # a local in memory only loaded and stored whole is a register to be (its address
    # never leaves the call, so its lifetime cannot matter)
    callee = promoted(callee, {v.name for v in callee.variables.values()} - params)
    if any(v.in_memory and v.name not in params for v in callee.variables.values()):
        return None
    if len(call.args) != len(callee.params):
        return None
    if any(a.type != p.type for a, p in zip(call.args, callee.params, strict=True)):
        return None
    if not all(_parameter_read_only(callee.body, p) for p in callee.params):
        return None
    return callee


def _parameter_read_only(body: list[n.Instr], param: n.Variable) -> bool:
    """Whether the callee only reads ``param`` (by value, or a load of its whole slot)."""
    found: list[bool] = []

    def visit(node: Any) -> Any:
        if isinstance(node, n.RegLV) and node.name == param.name and not node.is_global:
            found.append(False)
        elif isinstance(node, n.Load) and _is_slot(node.address, param.name):
            return n.Const(node.type, 0)  # a read of the slot: allowed, hidden from below
        elif isinstance(node, n.VarAddr) and node.name == param.name and not node.is_global:
            found.append(False)
        return node

    for instr in body:
        _map(instr, visit, top_down=True)
        if isinstance(instr, n.Declare) and instr.name == param.name:
            return False
    return not found


def _is_slot(address: n.Expr, name: str) -> bool:
    return isinstance(address, n.VarAddr) and address.name == name and not address.is_global


class _Inline:
    """The instructions of one call of ``callee`` in place."""

    def __init__(self, callee: n.Function, call: n.Call, suffix: str, loops: Iterator[int]):
        self.callee = callee
        self.call = call
        self.suffix = suffix
        self.numbers = {i.loop: next(loops) for i in callee.body if isinstance(i, n.LoopEnter)}
        self.variables: dict[str, n.Variable] = {}
        self.values: dict[str, n.Expr] = {}  # parameter -> what replaces its reads
        self.prologue: list[n.Instr] = []
        for param, arg in zip(callee.params, call.args, strict=True):
            while isinstance(arg, n.Cast) and arg.type == arg.operand.type:
                arg = arg.operand  # a conversion to the type it has
            if _unchanging(arg):
                self.values[param.name] = arg
            else:
                register = n.RegLV(self._renamed(param).name, param.type)
                self.prologue.append(n.Assign(call.loc, register, arg))
                self.values[param.name] = n.Reg(param.type, register.name)
        for var in callee.variables.values():
            if var.name not in self.values:
                self._renamed(var)

    def _renamed(self, var: n.Variable) -> n.Variable:
        renamed = replace(var, name=var.name + self.suffix, in_memory=False)
        self.variables[renamed.name] = renamed
        return renamed

    def block(self) -> list[n.Instr]:
        """Prologue, the callee's body rewritten; a jump to ``len(block)`` leaves it."""
        body = [_map(i, self._rename, top_down=True) for i in self.callee.body]
        body = _single_addresses(body)
        starts: list[int] = []
        size = len(self.prologue)
        for instr in body:
            starts.append(size)
            size += 2 if self._assigns_result(instr) else 1
        starts.append(size)  # a jump past the callee's last instruction (the join after an
        # if/else whose arms both return) leaves the block too
        out = list(self.prologue)
        for instr in body:
            if isinstance(instr, n.Goto):
                out.append(replace(instr, target=starts[instr.target]))
            elif isinstance(instr, n.Return):
                if self._assigns_result(instr):
                    assert self.call.result is not None and instr.value is not None
                    out.append(n.Assign(instr.loc, self.call.result, instr.value))
                out.append(n.Goto(instr.loc, size))
            elif isinstance(instr, n.LoopEnter | n.LoopIter):
                out.append(replace(instr, loop=self.numbers[instr.loop]))
            else:
                out.append(instr)
        return out

    def _assigns_result(self, instr: n.Instr) -> bool:
        return (
            isinstance(instr, n.Return) and instr.value is not None and self.call.result is not None
        )

    def _rename(self, node: Any) -> Any:
        if isinstance(node, n.Load) and isinstance(node.address, n.VarAddr):
            value = self.values.get(node.address.name)
            if value is not None and not node.address.is_global:
                return value
        if isinstance(node, n.Reg) and not node.is_global:
            value = self.values.get(node.name)
            return value if value is not None else replace(node, name=node.name + self.suffix)
        if isinstance(node, n.RegLV) and not node.is_global:
            return replace(node, name=node.name + self.suffix)
        if isinstance(node, n.Declare):
            return replace(node, name=node.name + self.suffix, in_memory=False)
        return node


def _unchanging(arg: n.Expr) -> bool:
    """Whether ``arg`` has the same value all through the call: the inlined body writes no
    register of the caller and cannot move a variable."""
    return isinstance(arg, n.Const | n.VarAddr | n.Reg) and not getattr(arg, "is_global", False)


def _single_addresses(body: list[n.Instr]) -> list[n.Instr]:
    """Lowering temporaries assigned once, a variable's address (``$t1 = &pos``), replaced by
    that address (their assignment left as a Skip at its place)."""
    counts: dict[str, int] = {}
    for instr in body:
        if isinstance(instr, n.Assign) and isinstance(instr.target, n.RegLV):
            counts[instr.target.name] = counts.get(instr.target.name, 0) + 1
    known = {
        i.target.name: i.value
        for i in body
        if isinstance(i, n.Assign)
        and isinstance(i.target, n.RegLV)
        and i.target.name.startswith("$")
        and counts[i.target.name] == 1
        and isinstance(i.value, n.VarAddr)
    }
    if not known:
        return body

    def substitute(node: Any) -> Any:
        if isinstance(node, n.Reg) and not node.is_global and node.name in known:
            return known[node.name]
        return node

    return [
        n.Skip(i.loc)
        if isinstance(i, n.Assign) and isinstance(i.target, n.RegLV) and i.target.name in known
        else _map(i, substitute)
        for i in body
    ]


def promoted(function: n.Function, names: set[str]) -> n.Function:
    """``function`` with those variables of ``names`` that are only loaded and stored whole
    (scalars: integers and pointers) made registers, as the lowering makes a variable whose
    address is never taken."""
    for name in sorted(names):
        var = function.variables.get(name)
        if var is None or not var.in_memory or var.is_global:
            continue
        if not isinstance(var.type, t.IntType | t.PointerType):
            continue
        function = _promoted(function, var) or function
    return function


def _promoted(function: n.Function, var: n.Variable) -> n.Function | None:
    left: list[bool] = []

    def visit(node: Any) -> Any:
        if isinstance(node, n.Load) and _is_slot(node.address, var.name):
            return n.Reg(node.type, var.name) if node.type == var.type else node
        if isinstance(node, n.MemLV) and _is_slot(node.address, var.name):
            return n.RegLV(var.name, var.type) if node.type == var.type else node
        if isinstance(node, n.VarAddr) and node.name == var.name and not node.is_global:
            left.append(True)
        return node

    body = []
    for instr in function.body:
        bitfield = isinstance(instr, n.Assign) and instr.bitfield is not None
        if bitfield and _mentions(instr, var.name):
            return None
        if isinstance(instr, n.Declare) and instr.name == var.name:
            instr = replace(instr, in_memory=False)
        body.append(_map(instr, visit, top_down=True))
    if left or var in function.params:
        return None
    variables = dict(function.variables)
    variables[var.name] = replace(var, in_memory=False)
    return replace(function, body=body, variables=variables)


def _mentions(instr: n.Instr, name: str) -> bool:
    found: list[bool] = []

    def visit(node: Any) -> Any:
        if isinstance(node, n.VarAddr) and node.name == name:
            found.append(True)
        return node

    _map(instr, visit)
    return bool(found)


def _map(value: Any, visit: Callable[[Any], Any], top_down: bool = False) -> Any:
    """``value`` (an IR node, or a tuple of them) with ``visit`` applied to every node: after
    its children (bottom up), or first (``top_down``: a node ``visit`` replaces is not
    entered)."""
    if isinstance(value, tuple):
        return tuple(_map(v, visit, top_down) for v in value)
    if not (is_dataclass(value) and type(value).__module__ == n.__name__):
        return value
    if isinstance(value, n.Loc):
        return value
    if top_down:
        seen = visit(value)
        if seen is not value:
            return seen
    changes = {}
    for item in fields(value):
        if not item.init:
            continue
        old = getattr(value, item.name)
        new = _map(old, visit, top_down)
        if new is not old:
            changes[item.name] = new
    node = replace(value, **changes) if changes else value
    return node if top_down else visit(node)


def _laid_out(blocks: list[tuple[list[n.Instr], bool]]) -> list[n.Instr]:
    """The blocks one after the other: a caller's jump to instruction k goes to the start of
    block k; an inlined block's own jumps (relative to it) are moved by its start."""
    starts = list(itertools.accumulate((len(b) for b, _ in blocks), initial=0))
    out: list[n.Instr] = []
    for index, (block, relative) in enumerate(blocks):
        for instr in block:
            if isinstance(instr, n.Goto):
                target = starts[index] + instr.target if relative else starts[instr.target]
                instr = replace(instr, target=target)
            out.append(instr)
    return out
