"""Bounded symbolic execution of the IR into one z3 formula (DESIGN §4).

Loops run at most ``b`` iterations and recursion nests at most ``b`` deep: runs going further
are cut (blocked) and ``bound_hit`` records that some were. Join points merge states with
``if-then-else`` over path guards, so the formula is linear in the size of the unrolled program.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Callable, Iterable
from dataclasses import dataclass, replace

import z3

from errlang.encoder import memory as m
from errlang.encoder.encoding import (
    ALLOCATION_TOO_LARGE,
    BOUND,
    GOTO_BOUND,
    INVALID_FREE,
    LETTER,
    LETTER_BITS,
    LOOP_BOUND,
    OVERLAPPING_MEMCPY,
    RECURSION_BOUND,
    SHIFT_OUT_OF_RANGE,
    UB,
    UNINITIALISED_READ,
    UNSUPPORTED,
    Cut,
    Encoding,
    EventInstance,
    InputInstance,
    StepInstance,
    Termination,
)
from errlang.encoder.state import State, merge
from errlang.encoder.values import (
    TRUE,
    binary,
    conj,
    const,
    convert,
    disj,
    from_bool,
    ite,
    neg,
    to_bool,
    width,
)
from errlang.frontend.errors import UnsupportedError
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram

DEFAULT_BUDGET = 200_000  # executed instructions, all paths together


class EncodingBudgetExceeded(Exception):
    """The unrolled program is too large for the instruction budget."""


class EncodingCancelled(Exception):
    pass


@dataclass
class _Frame:
    function: n.Function
    objects: dict[str, int]


class SymbolicExecutor:
    """Builds the :class:`Encoding` of one program, entry function, alphabet and bound."""

    def __init__(
        self,
        program: IRProgram,
        entry: str,
        loop_bound: int,
        alphabet: Iterable[str] = (),
        budget: int = DEFAULT_BUDGET,
        cancel: Callable[[], bool] | None = None,
    ) -> None:
        if loop_bound < 1:
            raise ValueError("the loop bound must be at least 1")
        self.program = program
        self.entry = entry
        self.bound = loop_bound
        self.kinds = frozenset(alphabet)
        self.budget = budget
        self.cancel = cancel
        self.executed = 0
        self.fresh = itertools.count()
        self.objects = itertools.count(1)
        self.heap_objects: list[int] = []
        self.global_objects: dict[str, int] = {}
        self.call_stack: list[str] = []
        letters = program.letters(entry, self.kinds)
        self.encoding = Encoding(
            entry=entry,
            loop_bound=loop_bound,
            letters={letter: i + 1 for i, letter in enumerate(letters)},
            locations=letters,
            word=z3.Array("word", z3.BitVecSort(LETTER_BITS), LETTER),
        )
        self.ub: list[tuple[str, z3.BoolRef]] = []

    # ------------------------------------------------------------ driver

    def run(self) -> Encoding:
        state = State(
            guard=TRUE,
            regs={},
            globals={},
            memory=m.Memory({}, {}, {}),
            position=z3.BitVecVal(0, LETTER_BITS),
        )
        for var in self.program.globals.values():
            if var.in_memory:
                obj = self._new_object()
                self.global_objects[var.name] = obj
                state.memory.allocate(obj, z3.BitVecVal(var.type.size, 64))
        after_init, _ = self._call_function(self.program.init, [], state)
        if after_init is None:
            return self.encoding
        entry = self.program.functions.get(self.entry)
        if entry is None:
            raise UnsupportedError(
                str(self.program.path), 1, 1, f"no function '{self.entry}' is defined"
            )
        args = [self._entry_argument(var, after_init) for var in entry.params]
        final, _ = self._call_function(entry, args, after_init)
        if final is not None:
            self._terminate(final, -1, entry.body[-1].loc)
        return self.encoding

    def _entry_argument(self, var: n.Variable, state: State) -> z3.BitVecRef:
        if not isinstance(var.type, t.IntType):
            loc = self.program.functions[self.entry].loc
            raise UnsupportedError(
                str(self.program.path),
                loc.line if loc else 1,
                1,
                f"the entry function's parameter '{var.display}' must be an integer",
            )
        symbol = z3.BitVec(f"param!{var.display}!{next(self.fresh)}", width(var.type))
        loc = self.program.functions[self.entry].loc or n.Loc(0, 0, self.entry)
        self.encoding.inputs.append(
            InputInstance(TRUE, symbol, f"parameter {var.display}", loc, var.type)
        )
        return symbol

    def _new_object(self) -> int:
        obj = next(self.objects)
        if obj > m.MAX_OBJECTS:
            raise EncodingBudgetExceeded("too many memory objects")
        return obj

    def _terminate(self, state: State, site: int, loc: n.Loc) -> None:
        if state.dead:
            return
        self.encoding.terminations.append(
            Termination(site, state.guard, state.position, loc, state.last_events)
        )

    def _define(self, guard: z3.BoolRef) -> z3.BoolRef:
        """A Boolean constant standing for ``guard`` (its definition joins the formula)."""
        if z3.is_const(guard):
            return guard
        name = z3.Bool(f"guard!{next(self.fresh)}")
        self.encoding.constraints.append(name == guard)
        return name

    def _cut(self, state: State, kind: str, reason: str, loc: n.Loc) -> None:
        if not state.dead:
            self.encoding.cuts.append(Cut(kind, reason, state.guard, loc))

    # ------------------------------------------------------------ functions

    def _call_function(
        self, function: n.Function, args: list[z3.BitVecRef], caller: State
    ) -> tuple[State | None, z3.BitVecRef | None]:
        frame = _Frame(function, {})
        state = replace(caller, regs={}, loops={}, gotos={}, memory=caller.memory.copy())
        for var in function.variables.values():
            if var.in_memory:
                obj = self._new_object()
                frame.objects[var.name] = obj
                state.memory.allocate(obj, z3.BitVecVal(var.type.size, 64))
        for var, value in zip(function.params, args, strict=True):
            if var.in_memory:
                state.memory.store(m.base(frame.objects[var.name]), value)
            else:
                state.regs[var.name] = value
        self.call_stack.append(function.name)
        try:
            returns = self._execute(frame, state)
        finally:
            self.call_stack.pop()
        exit_state = merge([s for s, _ in returns], self._define)
        if exit_state is None:
            return None, None
        value = None
        valued = [(s, v) for s, v in returns if v is not None and not s.dead]
        if valued:
            value = valued[-1][1]
            for s, v in reversed(valued[:-1]):
                value = ite(s.guard, v, value)
        exit_state = replace(
            exit_state,
            regs=caller.regs,
            loops=caller.loops,
            gotos=caller.gotos,
            memory=exit_state.memory.copy(),
        )
        for obj in frame.objects.values():
            exit_state.memory.kill(obj)
        return exit_state, value

    def _execute(self, frame: _Frame, start: State) -> list[tuple[State, z3.BitVecRef | None]]:
        body = frame.function.body
        pending: dict[int, list[State]] = defaultdict(list)
        returns: list[tuple[State, z3.BitVecRef | None]] = []
        pc = 0
        current: State | None = start
        while True:
            waiting = pending.pop(pc, [])
            if waiting:
                current = merge(
                    [*waiting, *([current] if current is not None else [])], self._define
                )
            if current is None or current.dead:
                if not pending:
                    break
                pc, current = min(pending), None
                continue
            self._frame = frame
            self.executed += 1
            if self.executed > self.budget:
                raise EncodingBudgetExceeded(
                    f"the unrolled program exceeds {self.budget} instructions; lower the loop bound"
                )
            if self.cancel is not None and self.executed % 256 == 0 and self.cancel():
                raise EncodingCancelled()
            instr = body[pc]
            # conditional jumps and returns are steps; unconditional jumps repeat a line
            unconditional = isinstance(instr, n.Goto) and instr.cond is None
            if isinstance(instr, n.Return | n.Goto) and instr.loc.line and not unconditional:
                self._record_step(current, instr.loc)
            if isinstance(instr, n.Goto):
                pc, current = self._goto(instr, pc, current, pending)
                continue
            if isinstance(instr, n.Return):
                value = (
                    self._eval_checked(instr.value, current) if instr.value is not None else None
                )
                current = self._apply_ub(current, instr.loc)
                returns.append((current, value))
                current = None
                pc += 1
                continue
            current = self._step(instr, frame, current)
            self._frame = frame
            pc += 1
        return returns

    def _goto(
        self, instr: n.Goto, pc: int, state: State, pending: dict[int, list[State]]
    ) -> tuple[int, State | None]:
        if instr.cond is None:
            taken, fallthrough = state, None
        else:
            cond = to_bool(self._eval_checked(instr.cond, state))
            state = self._apply_ub(state, instr.loc)
            taken = state.with_guard(conj(state.guard, cond))
            fallthrough = state.with_guard(conj(state.guard, neg(cond)))
        if instr.target > pc:
            pending[instr.target].append(taken)
            return pc + 1, fallthrough
        # backward jump
        if fallthrough is not None and not fallthrough.dead:
            pending[pc + 1].append(fallthrough)
        if instr.counted:
            taken = taken.copy()
            count = taken.gotos.get(pc, 0) + 1
            if count > self.bound:
                self._cut(taken, BOUND, GOTO_BOUND, instr.loc)
                return pc + 1, None
            taken.gotos[pc] = count
        return instr.target, taken

    # ------------------------------------------------------------ instructions

    def _step(self, instr: n.Instr, frame: _Frame, state: State) -> State | None:
        if isinstance(instr, n.Event):
            if instr.kind == "functions":  # entering a function is a step (its signature line)
                self._record_step(state, instr.loc)
            return self._event(instr, state)
        if not isinstance(instr, n.LoopEnter | n.LoopIter | n.Declare | n.Skip) and instr.loc.line:
            self._record_step(state, instr.loc)
        method = getattr(self, f"_do_{type(instr).__name__}")
        return method(instr, state)

    def _record_step(self, state: State, loc: n.Loc) -> None:
        if loc.function != self.program.init.name:
            self.encoding.steps.append(StepInstance(state.guard, loc))

    def _do_Assign(self, instr: n.Assign, state: State) -> State:
        value = self._eval_checked(instr.value, state)
        state = state.copy()
        self._write(instr.target, value, state)
        return self._apply_ub(state, instr.loc)

    def _do_Declare(self, instr: n.Declare, state: State) -> State:
        if instr.in_memory:
            return state
        state = state.copy()
        state.regs[instr.name] = z3.BitVec(
            f"uninit!{instr.name}!{next(self.fresh)}", width(instr.type)
        )
        # Reading it before a write is undefined (C11 6.3.2.1p2: never address-taken), so
        # such runs are cut rather than reported with a value gcc would not reproduce.
        state.regs[_initialised(instr.name)] = z3.BitVecVal(0, 1)
        return state

    def _do_Assume(self, instr: n.Assume, state: State) -> State:
        cond = to_bool(self._eval_checked(instr.cond, state))
        state = self._apply_ub(state, instr.loc)
        return state.with_guard(conj(state.guard, cond))

    def _do_Assert(self, instr: n.Assert, state: State) -> State:
        cond = to_bool(self._eval_checked(instr.cond, state))
        state = self._apply_ub(state, instr.loc)
        self._terminate(state.with_guard(conj(state.guard, neg(cond))), instr.site, instr.loc)
        return state.with_guard(conj(state.guard, cond))

    def _do_Stop(self, instr: n.Stop, state: State) -> None:
        if instr.kind == "exit" and self.entry == "main":
            self._terminate(state, -1, instr.loc)
        return None

    def _do_LoopEnter(self, instr: n.LoopEnter, state: State) -> State:
        state = state.copy()
        state.loops[instr.loop] = 0
        return state

    def _do_LoopIter(self, instr: n.LoopIter, state: State) -> State | None:
        count = state.loops.get(instr.loop, 0) + 1
        if count > self.bound:
            self._cut(state, BOUND, LOOP_BOUND, instr.loc)
            return None
        state = state.copy()
        state.loops[instr.loop] = count
        return state

    def _do_Skip(self, instr: n.Skip, state: State) -> State:
        return state

    def _do_Unsupported(self, instr: n.Unsupported, state: State) -> None:
        self._cut(state, UNSUPPORTED, instr.message, instr.loc)
        return None

    def _do_Nondet(self, instr: n.Nondet, state: State) -> State:
        symbol = z3.BitVec(
            f"{instr.function}!{instr.loc.line}!{next(self.fresh)}", width(instr.type)
        )
        value = symbol
        if isinstance(instr.type, t.IntType) and instr.type.is_bool:
            value = z3.ZeroExt(7, z3.Extract(0, 0, symbol))
        if instr.function in self.program.inputs:
            self.encoding.inputs.append(
                InputInstance(state.guard, value, instr.function, instr.loc, instr.type)
            )
        state = state.copy()
        if instr.result is not None:
            self._write(instr.result, value, state)
        return self._apply_ub(state, instr.loc)

    def _do_Call(self, instr: n.Call, state: State) -> State | None:
        callee = self.program.functions[instr.function]
        args = [self._eval_checked(a, state) for a in instr.args]
        state = self._apply_ub(state, instr.loc)
        if state.dead:
            return None
        if self.call_stack.count(instr.function) >= self.bound:
            self._cut(state, BOUND, RECURSION_BOUND, instr.loc)
            return None
        after, value = self._call_function(callee, args, state)
        if after is None:
            return None
        if instr.result is not None:
            if value is None:
                value = z3.BitVec(f"noreturn!{next(self.fresh)}", width(instr.result.type))
            after = after.copy()
            self._write(instr.result, value, after)
            after = self._apply_ub(after, instr.loc)
        return after

    def _do_Alloc(self, instr: n.Alloc, state: State) -> State:
        size = self._eval_checked(instr.size, state)
        state = self._apply_ub(state, instr.loc)
        obj = self._new_object()
        self.heap_objects.append(obj)
        state = state.copy()
        # Requests beyond MAX_ALLOCATION are cut (documented); malloc never returns NULL.
        small = z3.ULE(size, z3.BitVecVal(m.MAX_ALLOCATION, 64))
        if not z3.is_true(z3.simplify(small)):
            self._cut(
                state.with_guard(conj(state.guard, neg(small))),
                UNSUPPORTED,
                ALLOCATION_TOO_LARGE,
                instr.loc,
            )
        state.guard = conj(state.guard, small)
        state.memory.allocate(obj, size)
        if instr.zeroed:
            state.memory.fill(m.base(obj), z3.BitVecVal(0, 8), size)
        if instr.result is not None:
            self._write(instr.result, m.base(obj), state)
        return self._apply_ub(state, instr.loc)

    def _do_Free(self, instr: n.Free, state: State) -> State:
        pointer = self._eval_checked(instr.pointer, state)
        state = state.copy()
        ok = [pointer == 0]
        for target in m.targets(pointer):
            if target.obj in self.heap_objects:
                alive = state.memory.alive[target.obj]
                ok.append(z3.And(target.cond, alive, target.offset == 0))
                state.memory.kill(target.obj, z3.And(target.cond, pointer != 0))
        self.ub.append((INVALID_FREE, neg(disj(*ok))))
        return self._apply_ub(state, instr.loc)

    def _do_MemSet(self, instr: n.MemSet, state: State) -> State:
        pointer = self._eval_checked(instr.pointer, state)
        byte = self._eval_checked(instr.value, state)
        count = self._eval_checked(instr.size, state)
        for reason, fault in state.memory.faults(pointer, count, frozenset(self.heap_objects)):
            self.ub.append((reason, z3.And(count != 0, fault)))
        state = self._apply_ub(state.copy(), instr.loc)
        state.memory.fill(pointer, byte, count)
        return state

    def _do_MemCopy(self, instr: n.MemCopy, state: State) -> State:
        target = self._eval_checked(instr.target, state)
        source = self._eval_checked(instr.source, state)
        count = self._eval_checked(instr.size, state)
        if not z3.is_bv_value(z3.simplify(count)):
            raise UnsupportedError(
                str(self.program.path),
                instr.loc.line,
                instr.loc.column,
                "memcpy with a size that is not a constant is not supported",
            )
        count = z3.simplify(count)
        heap = frozenset(self.heap_objects)
        faults = [
            *state.memory.faults(target, count, heap),
            *state.memory.faults(source, count, heap),
        ]
        for reason, fault in faults:
            self.ub.append((reason, z3.And(count != 0, fault)))
        overlap = z3.And(z3.ULT(target, source + count), z3.ULT(source, target + count))
        self.ub.append((OVERLAPPING_MEMCPY, z3.And(count != 0, overlap)))
        state = self._apply_ub(state.copy(), instr.loc)
        state.memory.copy_bytes(target, source, count)
        return state

    def _event(self, instr: n.Event, state: State) -> State:
        letter_id = self.encoding.letters.get(instr.letter) if instr.kind in self.kinds else None
        if letter_id is None:
            return state
        event_id = len(self.encoding.events)
        values = tuple(
            (var.display, state.regs[name], var.type)
            for name, var in self._frame.function.variables.items()
            if not name.startswith("$") and name in state.regs
        )
        self.encoding.events.append(
            EventInstance(event_id, state.guard, state.position, instr.letter, instr.loc, values)
        )
        self.encoding.constraints.append(
            z3.Implies(state.guard, z3.Select(self.encoding.word, state.position) == letter_id)
        )
        self._edges(state.last_events, instr.letter, event_id)
        return replace(state, position=state.position + 1, last_events=frozenset({event_id}))

    def _edges(self, sources: frozenset[int], letter: str, target: int) -> None:
        self.projection_edges.extend((s, letter, target) for s in sources)

    projection_edges: list[tuple[int, str, int]]

    # ------------------------------------------------------------ expressions

    def _apply_ub(self, state: State, loc: n.Loc) -> State:
        """Block the runs on which the instruction at ``loc`` is undefined, each a cut."""
        if not self.ub:
            return state
        faults, self.ub = self.ub, []
        for reason, cond in faults:
            self._cut(state.with_guard(conj(state.guard, cond)), UB, reason, loc)
        blocked = disj(*(cond for _, cond in faults))
        return state.with_guard(conj(state.guard, neg(blocked)))

    def _eval_checked(self, expr: n.Expr, state: State) -> z3.BitVecRef:
        return self._eval(expr, state, TRUE)

    def _undefined(self, context: z3.BoolRef, cond: z3.BoolRef, reason: str) -> None:
        if not z3.is_false(cond):
            self.ub.append((reason, conj(context, cond)))

    def _eval(self, expr: n.Expr, state: State, ctx: z3.BoolRef) -> z3.BitVecRef:
        if isinstance(expr, n.Const):
            return const(expr.value, expr.type)
        if isinstance(expr, n.Reg):
            regs = state.globals if expr.is_global else state.regs
            shadow = regs.get(_initialised(expr.name))
            if shadow is not None and not (z3.is_bv_value(shadow) and shadow.as_long() == 1):
                self._undefined(ctx, shadow == 0, UNINITIALISED_READ)
            if expr.name not in regs:
                regs[expr.name] = z3.BitVec(
                    f"uninit!{expr.name}!{next(self.fresh)}", width(expr.type)
                )
            return regs[expr.name]
        if isinstance(expr, n.VarAddr):
            return m.base(self._object(expr.name, expr.is_global))
        if isinstance(expr, n.Load):
            pointer = self._eval(expr.address, state, ctx)
            for reason, fault in state.memory.faults(
                pointer, expr.type.size, frozenset(self.heap_objects)
            ):
                self._undefined(ctx, fault, reason)
            return state.memory.load(pointer, expr.type.size)
        if isinstance(expr, n.Unary):
            value = self._eval(expr.operand, state, ctx)
            if expr.op == "-":
                return -value
            if expr.op == "~":
                return ~value
            return from_bool(value == 0)
        if isinstance(expr, n.Binary):
            return self._binary(expr, state, ctx)
        if isinstance(expr, n.PtrAdd):
            return self._eval(expr.pointer, state, ctx) + self._eval(expr.offset, state, ctx)
        if isinstance(expr, n.Cast):
            return convert(self._eval(expr.operand, state, ctx), expr.operand.type, expr.type)
        if isinstance(expr, n.Cond):
            cond = to_bool(self._eval(expr.cond, state, ctx))
            then = self._eval(expr.then, state, conj(ctx, cond))
            other = self._eval(expr.other, state, conj(ctx, neg(cond)))
            return ite(cond, then, other)
        raise TypeError(f"unknown expression {expr!r}")

    def _binary(self, expr: n.Binary, state: State, ctx: z3.BoolRef) -> z3.BitVecRef:
        left = self._eval(expr.left, state, ctx)
        if expr.op in ("&&", "||"):
            lb = to_bool(left)
            right_ctx = conj(ctx, lb) if expr.op == "&&" else conj(ctx, neg(lb))
            rb = to_bool(self._eval(expr.right, state, right_ctx))
            return from_bool(z3.And(lb, rb) if expr.op == "&&" else z3.Or(lb, rb))
        right = self._eval(expr.right, state, ctx)
        if expr.op in ("<<", ">>"):
            amount = convert(right, expr.right.type, t.LONG)
            bits = left.size()
            ub = z3.Or(amount < 0, amount >= bits)
            self._undefined(ctx, ub, SHIFT_OUT_OF_RANGE)
            shift = z3.Extract(bits - 1, 0, amount) if bits < 64 else amount
            if expr.op == "<<":
                return left << shift
            signed = isinstance(expr.type, t.IntType) and expr.type.signed
            return left >> shift if signed else z3.LShR(left, shift)
        value, faults = binary(expr.op, left, right, expr.type, expr.left.type)
        for reason, fault in faults:
            self._undefined(ctx, fault, reason)
        return value

    def _object(self, name: str, is_global: bool) -> int:
        if is_global:
            return self.global_objects[name]
        return self._frame.objects[name]

    def _write(self, target: n.LValue, value: z3.BitVecRef, state: State) -> None:
        if isinstance(target, n.RegLV):
            regs = state.globals if target.is_global else state.regs
            regs[target.name] = value
            if _initialised(target.name) in regs:
                regs[_initialised(target.name)] = z3.BitVecVal(1, 1)
            return
        pointer = self._eval(target.address, state, TRUE)
        for reason, fault in state.memory.faults(
            pointer, target.type.size, frozenset(self.heap_objects)
        ):
            self._undefined(TRUE, fault, reason)
        state.memory.store(pointer, value)


def _initialised(name: str) -> str:
    """The shadow register saying whether register ``name`` was written since its declaration."""
    return f"{name}?init"


def encode(
    program: IRProgram,
    entry: str,
    loop_bound: int,
    alphabet: Iterable[str] = (),
    budget: int = DEFAULT_BUDGET,
    cancel: Callable[[], bool] | None = None,
) -> tuple[Encoding, list[tuple[int, str, int]]]:
    """Encode all runs of ``program`` from ``entry`` within ``loop_bound``."""
    executor = SymbolicExecutor(program, entry, loop_bound, alphabet, budget, cancel)
    executor.projection_edges = []
    executor._frame = _Frame(program.init, {})
    encoding = executor.run()
    return encoding, executor.projection_edges
