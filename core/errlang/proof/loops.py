"""The loops k-induction can start from an arbitrary state (issue 33): their extent in the IR,
the registers they write, and why a loop is refused.

A loop qualifies when starting it from an arbitrary value of every register it writes loses
no run: it is a top-level loop of ``main`` (no enclosing loop), its body holds no other loop,
no backward jump but its own back edges, and neither it nor any function it calls (loop-free,
not recursive) writes memory, allocates, frees, or reaches a refused construct; every register
it writes is a number (integer or floating). Then the memory at every arrival at its head is
the memory after the code before it, and the registers it does not write keep the values they
had there: the state at any arrival is covered by "the code before the loop, then arbitrary
values of the written registers" (docs/proofs.md, "Soundness").
"""

from __future__ import annotations

from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram
from errlang.proof.frames import MAX_BYTES, WrittenObject, defined_before_use, object_of
from errlang.proof.walks import NotWalk, Walk, walks_of

# what a loop (and what it calls) may execute: anything else (memory writes, allocation, loop
# summaries, refused constructs, instructions added later) refuses the proof
_ALLOWED = (
    n.Assign, n.Declare, n.Assume, n.Assert, n.Call, n.Nondet, n.Event, n.Goto, n.Return,
    n.Stop, n.Skip, n.LoopIter,
)  # fmt: skip


@dataclass(frozen=True)
class LoopShape:
    """Loop ``loop`` of ``main`` at source line ``line``: ``enter`` is its LoopEnter, the head
    (where every back edge jumps) is ``enter + 1``, its body ends at ``back`` (the last back
    edge); ``written`` are the registers the loop (and what it calls) may change."""

    loop: int
    line: int
    enter: int
    back: int
    written: tuple[n.RegLV, ...]
    objects: tuple[WrittenObject, ...] = ()  # the variables in memory the loop may write
    # every local the loop writes is written before the loop on every path (or declared in
    # it), so it is never read uninitialised there: an arbitrary value covers it, warnings
    # included (otherwise a deep uninitialised read could be missed: no early stop)
    initialised: bool = False
    walks: tuple[Walk, ...] = ()  # pointer registers moving within one named object

    @property
    def head(self) -> int:
        return self.enter + 1


class Refused(Exception):
    """The loop cannot be started from an arbitrary state soundly: ``reason`` says why."""


def loop_shape(ir: IRProgram, line: int) -> LoopShape:
    """The shape of ``main``'s loop at ``line``, or :class:`Refused`."""
    main = ir.functions.get("main")
    if main is None:
        raise Refused("no function main")
    loops = [loop for loop, at in main.loop_lines.items() if at == line]
    if len(loops) != 1:
        raise Refused(f"no single loop of main at line {line}")
    return shape_of(ir, loops[0])


def shape_of(ir: IRProgram, loop: int) -> LoopShape:
    """The shape of ``main``'s loop number ``loop`` (two loops may share a line), or
    :class:`Refused`."""
    main = ir.functions["main"]
    line = main.loop_lines.get(loop, 0)
    loops = [loop]
    body = main.body
    enter = next(
        (pc for pc, i in enumerate(body) if isinstance(i, n.LoopEnter) and i.loop == loops[0]),
        None,
    )
    if enter is None:
        raise Refused(f"the loop at line {line} runs in one step (summarised)")
    back = max(
        (pc for pc, i in enumerate(body) if isinstance(i, n.Goto) and i.target == enter + 1),
        default=None,
    )
    if back is None or back <= enter:
        raise Refused(f"the loop at line {line} has no back edge")
    _check_nesting(body, enter, back)
    if "main" in _called_by(ir, "main"):
        raise Refused("main is called recursively")
    written: dict[str, n.RegLV] = {}
    callees: set[str] = set()
    stores: dict[tuple[str, bool], None] = {}
    for pc in range(enter + 1, back + 1):
        _check_instruction(body[pc], "main", written, callees)
    walks = _walks(ir, written, enter, back)
    into = {w.register.name: (w.name, w.is_global) for w in walks}
    for pc in range(enter + 1, back + 1):
        stores.update(dict.fromkeys(_stored(body, pc, "main", into)))
    for name in _closure(ir, callees):
        callee = ir.functions[name].body
        for pc, instr in enumerate(callee):
            _check_instruction(instr, name, written, set())
            stores.update(dict.fromkeys(_stored(callee, pc, name)))
    for reg in list(written.values()):
        if isinstance(reg.type, t.PointerType) and defined_before_use(body, reg.name):
            del written[reg.name]  # an address computed afresh in each iteration
    for reg in written.values():
        # any bit pattern is a value of an integer or floating type (NaNs included), so an
        # arbitrary one covers every state; a pointer's is not (its object would be unknown)
        if not isinstance(reg.type, t.IntType | t.FloatType):
            raise Refused(f"the loop writes '{reg.name}', which is not a number")
    objects = tuple(_object(ir, name, is_global) for name, is_global in stores)
    if sum(o.size for o in objects) > MAX_BYTES:
        raise Refused(f"the loop writes more than {MAX_BYTES} bytes of memory")
    # a walking pointer as any register: its arbitrary start covers every value it has at an
    # arrival, and masks no uninitialised read when it is written at its declaration
    initialised = not any(not o.is_global for o in objects) and all(
        reg.is_global or reg.name.startswith("$") or _initialised(body, reg.name, enter, back)
        for reg in (*written.values(), *(w.register for w in walks))
    )
    registers = tuple(written.values())
    return LoopShape(loops[0], line, enter, back, registers, objects, initialised, walks)


def _walks(ir: IRProgram, written: dict[str, n.RegLV], enter: int, back: int) -> tuple[Walk, ...]:
    """The pointer registers the loop moves within one named object (errlang.proof.walks),
    taken out of ``written``: they are made arbitrary inside their object instead."""
    body = ir.functions["main"].body
    pointers = [
        reg
        for reg in written.values()
        if isinstance(reg.type, t.PointerType) and not defined_before_use(body, reg.name)
    ]
    try:
        walks = walks_of(ir, pointers, enter, back)
    except NotWalk as error:  # an arbitrary pointer's object would be unknown
        raise Refused(f"the loop writes a pointer, which is not a number: {error}") from error
    for walk in walks:
        del written[walk.register.name]
    return walks


def _initialised(body: list[n.Instr], name: str, enter: int, back: int) -> bool:
    """Whether register ``name`` is declared in the loop, or written right after its
    declaration before the loop (the first instruction after it that touches ``name``, in
    straight-line code, writes it: ``int x = e;``)."""
    declared = [pc for pc, i in enumerate(body) if isinstance(i, n.Declare) and i.name == name]
    if declared and all(enter < pc <= back for pc in declared):
        return True
    if len(declared) != 1 or declared[0] > enter:
        return False
    targets = {i.target for i in body if isinstance(i, n.Goto)}
    for pc in range(declared[0] + 1, enter):
        instr = body[pc]
        if pc in targets or isinstance(instr, n.Goto):
            return False
        lvalue = instr.target if isinstance(instr, n.Assign) else None
        if isinstance(instr, n.Nondet | n.Call):
            lvalue = instr.result
        if isinstance(lvalue, n.RegLV) and lvalue.name == name:
            return True
    return False


def _stored(
    body: list[n.Instr], pc: int, function: str, walks: dict[str, tuple[str, bool]] | None = None
) -> list[tuple[str, bool]]:
    """The object instruction ``pc`` stores into (none: not a store), or Refused; ``walks``:
    the pointer registers of main known to point into one variable."""
    instr = body[pc]
    target = instr.target if isinstance(instr, n.Assign) else None
    if isinstance(instr, n.Nondet | n.Call) and isinstance(instr.result, n.MemLV):
        target = instr.result
    if not isinstance(target, n.MemLV):
        return []
    found = object_of(body, target.address, pc, walks)
    if found is None or (function != "main" and not found[1]):
        raise Refused(f"line {instr.loc.line}: the loop writes memory through a pointer")
    return [found]


def _object(ir: IRProgram, name: str, is_global: bool) -> WrittenObject:
    variables = ir.globals if is_global else ir.functions["main"].variables
    var = variables.get(name)
    if var is None or not var.in_memory:
        raise Refused(f"the loop writes '{name}', whose object is not known")
    return WrittenObject(name, is_global, var.type.size)


def _check_nesting(body: list[n.Instr], enter: int, back: int) -> None:
    """No enclosing loop, no inner loop, no backward jump but the loop's own back edges."""
    for pc, instr in enumerate(body):
        if isinstance(instr, n.LoopEnter) and enter < pc <= back:
            raise Refused("the loop contains another loop")
        if isinstance(instr, n.Goto) and instr.target <= pc:
            own = instr.target == enter + 1 and enter < pc <= back
            if not own and instr.target <= back and pc > enter:
                raise Refused("a backward jump crosses the loop (an enclosing loop or a goto)")
        if isinstance(instr, n.Goto) and enter < pc <= back and instr.target <= enter:
            raise Refused("a jump leaves the loop backwards")
        inside = enter < pc <= back
        if isinstance(instr, n.Goto) and not inside and enter + 1 < instr.target <= back:
            raise Refused("a jump enters the loop's body from outside")


def _check_instruction(
    instr: n.Instr, function: str, written: dict[str, n.RegLV], callees: set[str]
) -> None:
    if type(instr) not in _ALLOWED:
        raise Refused(f"line {instr.loc.line}: the loop writes memory, allocates or is summarised")
    if isinstance(instr, n.Declare) and instr.in_memory:
        raise Refused(f"line {instr.loc.line}: a variable in memory is declared in the loop")
    if isinstance(instr, n.LoopIter) and function != "main":
        raise Refused(f"the loop calls {function}, which has a loop")
    target: n.LValue | None = None
    if isinstance(instr, n.Assign):
        target = instr.target
    elif isinstance(instr, n.Nondet | n.Call):
        target = instr.result
        if isinstance(instr, n.Call):
            callees.add(instr.function)
    if isinstance(target, n.RegLV) and (function == "main" or target.is_global):
        written[target.name] = target


def _closure(ir: IRProgram, callees: set[str]) -> list[str]:
    """The functions the loop may call, all defined and none recursive, or Refused."""
    seen: list[str] = []
    todo = sorted(callees)
    while todo:
        name = todo.pop()
        if name in seen:
            continue
        function = ir.functions.get(name)
        if function is None:
            raise Refused(f"the loop calls '{name}', which is not defined")
        if name == "main" or name in _called_by(ir, name):
            raise Refused(f"the loop calls '{name}' recursively")
        if any(v.in_memory for v in function.variables.values()):
            raise Refused(f"the loop calls '{name}', whose variables live in memory")
        for pc, instr in enumerate(function.body):
            if isinstance(instr, n.Goto) and instr.target <= pc:
                raise Refused(f"the loop calls '{name}', which jumps backwards")
        seen.append(name)
        todo.extend(i.function for i in function.body if isinstance(i, n.Call))
    return seen


def _called_by(ir: IRProgram, name: str) -> set[str]:
    """The functions ``name`` calls, directly or not (its own name when it is recursive)."""
    graph = ir.call_graph()
    found: set[str] = set()
    todo = list(graph.successors(name)) if name in graph else []
    while todo:
        callee = todo.pop()
        if callee not in found:
            found.add(callee)
            todo.extend(graph.successors(callee) if callee in graph else [])
    return found
