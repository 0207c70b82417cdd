"""Bounded symbolic execution of the IR into one z3 formula (DESIGN §2, §4).

Loops run at most ``b`` iterations (with ``nests``, for ``check``: a loop nest sharing an index
at most ``b`` together, :mod:`errlang.encoder.loop_nests`) and recursion nests at most ``b``
deep. Runs going further,
and runs with undefined behaviour or reaching a refused function, are cut (blocked): each site
is a :class:`~errlang.encoder.encoding.Cut` with the guard of the runs it blocks. Join points
merge states with ``if-then-else`` over (named) path guards, so the formula is linear in the
size of the unrolled program.
"""

from __future__ import annotations

import itertools
from collections import defaultdict
from collections.abc import Callable, Iterable, Iterator
from dataclasses import replace

import z3

from errlang.encoder import floats, runs, value_sets
from errlang.encoder import memory as m
from errlang.encoder.array_loops import loop_limit
from errlang.encoder.branch_conditions import Conditions
from errlang.encoder.cancel import EncodingCancelled as EncodingCancelled  # re-exported
from errlang.encoder.cancel import poll, watching
from errlang.encoder.certain_faults import CertainFaults
from errlang.encoder.deep import EncodingTooDeep, run_deep
from errlang.encoder.encoding import (
    BOUND,
    GOTO_BOUND,
    LETTER,
    LETTER_BITS,
    LOOP_BOUND,
    NON_BLOCKING,
    RECURSION_BOUND,
    UB,
    WARNING,
    Cut,
    Encoding,
    InputInstance,
    LoopBounds,
    MemoryObject,
    Read,
    Release,
    StepInstance,
    Termination,
    Write,
)
from errlang.encoder.expressions import Scope, evaluate, store
from errlang.encoder.frame import Frame
from errlang.encoder.in_bounds import narrowed
from errlang.encoder.inline_scans import inline_scans
from errlang.encoder.input_loops import input_loops
from errlang.encoder.instructions import Effect, InstructionHandlers
from errlang.encoder.loop_nests import (
    CAP_SLACK,
    Key,
    capped_beyond,
    capped_loops,
    count_capped,
    shared_index_nests,
    testless_loops,
)
from errlang.encoder.loop_nests import waiting_key as _key
from errlang.encoder.names import FunctionNames, field_value
from errlang.encoder.path_facts import decided, learned
from errlang.encoder.state import State, merge
from errlang.encoder.values import FALSE, TRUE, Fault, conj, disj, ite, neg, width
from errlang.frontend.errors import UnsupportedError
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram

DEFAULT_BUDGET = 200_000  # executed instructions, all paths together


class EncodingBudgetExceeded(Exception):
    """The unrolled program is too large for the instruction budget (or too deep: calls nest
    deeper than the encoder's stack allows)."""


Returns = list[tuple[State, z3.BitVecRef | None]]


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
        nests: bool = False,
        bounds: LoopBounds | None = None,
    ) -> None:
        if loop_bound < 1:
            raise ValueError("the loop bound must be at least 1")
        if nests:  # scanning helpers inlined where a nest then counts them too
            program = inline_scans(program)
        self.program = program
        self.entry = entry
        self.bound = loop_bound  # recursion, backward gotos, and every loop ``bounds`` leaves
        self.bounds = bounds or LoopBounds(loop_bound)
        self.conditions = Conditions()  # branch conditions folded once per subterm
        self.kinds = frozenset(alphabet)
        self.budget = budget
        self.cancel = cancel
        self.executed = 0
        self.fresh: Iterator[int] = itertools.count()
        self.objects = itertools.count(1)
        self.heap: set[int] = set()
        self.global_objects: dict[str, int] = {}
        self.object_counts: dict[tuple[str, str | None, int, str], int] = {}
        # the location faults of an instruction without a line of its own are reported at
        self.where = n.Loc(0, 0, entry)
        self.nearest: dict[str, list[n.Loc]] = {}  # per function: each pc's _located
        self.call_stack: list[str] = []
        self.names: dict[str, FunctionNames] = {}
        self.handlers = InstructionHandlers(self)
        # counted loops that fill the input run all their iterations at every bound
        self.input_loops = input_loops(program)
        # loops sharing an index counted together (check only: encoder/loop_nests.py)
        self.nests = shared_index_nests(program) if nests else {}
        self.nested = frozenset(
            loop for found in self.nests.values() for nest in found for loop in nest.loops
        )
        # nests that write memory: unwound loop by loop, their iterations capped together
        self.capped = capped_loops(program) if nests else {}
        self.capped_open = testless_loops(program) & set(self.capped)
        self.narrowing = nests  # check only, as the nests (encoder/in_bounds.py)
        self.certain = CertainFaults()  # faults certain on a path end it (issue 31)
        letters = program.letters(entry, self.kinds)
        self.encoding = Encoding(
            entry=entry,
            loop_bound=loop_bound,
            letters={letter: i + 1 for i, letter in enumerate(letters)},
            locations=letters,
            word=z3.Array("word", z3.BitVecSort(LETTER_BITS), LETTER),
            words=not nests,  # check's runs have their words from their events (Encoding.words)
        )
        for obj, name in program.function_objects.items():  # a function pointer's target
            self.encoding.objects[obj] = MemoryObject("function", name, None, 0, "")

    # ------------------------------------------------------------ driver

    def run(self) -> Encoding:
        """Execute the initialiser of the globals, then the entry function (the cancel
        callback watched in this thread: the memory's long loops poll it too)."""
        with watching(self.cancel):
            return self._run()

    def _run(self) -> Encoding:
        state = State(
            guard=TRUE,
            regs={},
            globals={},
            memory=m.Memory({}, {}, {}),
            position=z3.BitVecVal(0, LETTER_BITS),
        )
        for var in self.program.globals.values():
            if var.in_memory:
                obj = self.new_object()
                self.global_objects[var.name] = obj
                self.record_object(obj, "global", var.display, var.type, 0, "")
                record = isinstance(var.type, t.StructType)
                state.memory.allocate(obj, z3.BitVecVal(var.type.size, 64), record)
        after_init, _ = self.call_function(self.program.init, [], state)
        if after_init is None:
            return self.encoding
        entry = self.program.functions.get(self.entry)
        if entry is None:
            raise UnsupportedError(
                str(self.program.path), 1, 1, f"no function '{self.entry}' is defined"
            )
        args = [self._entry_argument(var) for var in entry.params]
        final, _ = self.call_function(entry, args, after_init)
        if final is not None:
            self.terminate(final, -1, entry.body[-1].loc)
        return self.encoding

    def _entry_argument(self, var: n.Variable) -> z3.BitVecRef:
        loc = self.program.functions[self.entry].loc or n.Loc(0, 0, self.entry)
        if not isinstance(var.type, t.IntType):
            raise UnsupportedError(
                str(self.program.path),
                loc.line or 1,
                1,
                f"the entry function's parameter '{var.display}' must be an integer",
            )
        symbol = z3.BitVec(f"param!{var.display}!{next(self.fresh)}", width(var.type))
        self.encoding.inputs.append(
            InputInstance(TRUE, symbol, f"parameter {var.display}", loc, var.type, var.display)
        )
        return symbol

    def new_object(self) -> int:
        obj = next(self.objects)
        if obj > m.MAX_OBJECTS:
            raise EncodingBudgetExceeded("too many memory objects")
        return obj

    def record_object(
        self, obj: int, kind: str, name: str | None, ctype: t.CType | None, line: int, where: str
    ) -> None:
        """What object ``obj`` is (``Encoding.objects``: pointers shown as C writes them)."""
        key = (kind, name, line, where)
        self.object_counts[key] = self.object_counts.get(key, 0) + 1
        self.encoding.objects[obj] = MemoryObject(
            kind, name, ctype, line, where, self.object_counts[key]
        )

    def define(self, guard: z3.BoolRef) -> z3.BoolRef:
        """A Boolean constant standing for ``guard`` (its definition joins the formula)."""
        if z3.is_const(guard):
            return guard
        name = z3.Bool(f"guard!{next(self.fresh)}")
        self.encoding.constraints.append(name == guard)
        return name

    # ------------------------------------------------------------ what the handlers record

    def terminate(self, state: State, site: int, loc: n.Loc, reads: tuple[Read, ...] = ()) -> None:
        if not state.dead:
            self.encoding.terminations.append(
                Termination(site, state.guard, state.position, loc, state.last_events, reads)
            )

    def cut(self, state: State, kind: str, reason: str, loc: n.Loc) -> None:
        loc = loc if loc.line else self.where  # every reported location is a real one
        if not state.dead:
            self.encoding.cuts.append(Cut(kind, reason, state.guard, loc))

    def block(self, state: State, faults: Iterable[Fault], loc: n.Loc) -> State:
        """``state`` without the runs on which the instruction at ``loc`` is undefined; each
        fault is recorded as a cut (DESIGN §2: undefined behaviour ends the run), except the
        NON_BLOCKING ones: recorded as warnings, the run goes on."""
        faults = list(faults)
        if not faults:
            return state
        loc = loc if loc.line else self.where  # every reported location is a real one
        for reason, cond in faults:
            if reason in NON_BLOCKING and not state.dead:
                guard = conj(state.guard, cond)
                self.encoding.warnings.append(Cut(WARNING, reason, guard, loc))
        faults = [(reason, cond) for reason, cond in faults if reason not in NON_BLOCKING]
        if not faults:
            return state
        # in evaluation order (operands before their operator): a fault's runs are those that
        # no earlier fault of the instruction ended, so that its run reaches it (a division
        # by zero of '*p / d' is not shown with a null p: the replay stops at the load)
        earlier: list[z3.BoolRef] = []
        for reason, cond in faults:
            before = neg(disj(*earlier))
            self.cut(state.with_guard(conj(state.guard, before, cond)), UB, reason, loc)
            earlier.append(cond)
        blocked = disj(*earlier)
        if self.certain.certain(state.guard, neg(blocked)):
            return state.with_guard(FALSE)  # certain UB: nothing more of this path (issue 31)
        return state.with_guard(conj(state.guard, neg(blocked)))

    def write(
        self,
        frame: Frame,
        target: n.LValue,
        value: z3.BitVecRef,
        state: State,
        loc: n.Loc,
        bitfield: n.BitFieldStore | None = None,
    ) -> Effect:
        """Store ``value`` into ``target`` (in a copy of ``state``), block the faulting runs,
        and name what was written for the step."""
        after = state.copy()
        faults = store(target, value, after, frame.scope)
        after = self.block(after, faults, loc)
        return after, self._written(frame, target, value, after, bitfield)

    def _written(
        self,
        frame: Frame,
        target: n.LValue,
        value: z3.BitVecRef,
        state: State,
        bitfield: n.BitFieldStore | None,
    ) -> tuple[Write, ...]:
        """What a step shows was written: for a store to a bit-field's storage unit, the
        field's own value (its bits, sign-extended when it is signed), named by the field."""
        if state.dead:
            return ()
        if bitfield is not None:
            name = frame.names.bitfield(target, bitfield.bit, bitfield.width)
            if name is None:
                return ()
            return (Write(name, field_value(value, bitfield), bitfield.type, state.guard),)
        name = frame.names.lvalue(target)
        if name is None:
            return ()
        return (Write(name, value, target.type, state.guard),)

    def reads(self, frame: Frame, cond: n.Expr, state: State) -> tuple[Read, ...]:
        """The named values an assertion's condition reads, in ``state``."""
        return tuple(
            Read(name, evaluate(expr, state, frame.scope).value, expr.type)
            for name, expr in frame.names.reads(cond)
        )

    # ------------------------------------------------------------ functions

    def _frame(self, function: n.Function, state: State) -> Frame:
        """A new frame for ``function``: an object per in-memory variable, allocated in
        ``state`` (which the caller owns)."""
        objects: dict[str, int] = {}
        for var in function.variables.values():
            if var.in_memory:
                obj = self.new_object()
                objects[var.name] = obj
                line = function.loc.line if function.loc else 0
                self.record_object(obj, "local", var.display, var.type, line, function.name)
                record = isinstance(var.type, t.StructType)
                state.memory.allocate(obj, z3.BitVecVal(var.type.size, 64), record)
        names = self.names.get(function.name)
        if names is None:
            names = self.names[function.name] = FunctionNames(
                function, self.program.globals, self.program.functions
            )
        return Frame(function, Scope(objects, self.global_objects, self.heap, self.fresh), names)

    def _fallen_off(
        self,
        function: n.Function,
        returns: list[tuple[State, z3.BitVecRef | None]],
        valued: list[tuple[State, z3.BitVecRef]],
    ) -> list[tuple[State, z3.BitVecRef]]:
        """``valued`` with the live returns that have no value (a non-void function falling
        off its end, or ``return;``) given one: an arbitrary value of the result's sort (the
        caller reads whatever the register held, C11 6.9.1p12), 0 for ``main`` (5.1.2.2.3).
        Before, those runs took the other returns' value through the if-then-else."""
        sort = valued[-1][1].sort()
        found: list[tuple[State, z3.BitVecRef]] = []
        for state, value in returns:
            if state.dead:
                continue
            if value is None:
                if function.name == "main" and z3.is_bv_sort(sort):
                    value = z3.BitVecVal(0, sort.size(), sort.ctx)
                else:
                    value = z3.Const(f"noreturn!{next(self.fresh)}", sort)
            found.append((state, value))
        return found

    def call_function(
        self, function: n.Function, args: list[z3.BitVecRef], caller: State
    ) -> tuple[State | None, z3.BitVecRef | None]:
        """Execute a call: the state after it returns (None: no run returns) and the value."""
        state = replace(
            caller, regs={}, loops={}, gotos={}, memory=caller.memory.copy(), nest_time=0
        )
        frame = self._frame(function, state)
        for var, value in zip(function.params, args, strict=True):
            if var.in_memory:
                state.memory.store(m.base(frame.scope.locals[var.name]), value)
            else:
                state.regs[var.name] = value
        self.call_stack.append(function.name)
        try:
            returns = self._execute(frame, state)
        finally:
            self.call_stack.pop()
        exit_state = merge([s for s, _ in returns], self.define)
        if exit_state is None:
            return None, None
        value = None
        valued = [(s, v) for s, v in returns if v is not None and not s.dead]
        if valued:
            valued = self._fallen_off(function, returns, valued)
            value = valued[-1][1]
            for s, v in reversed(valued[:-1]):
                value = ite(s.guard, v, value)
        exit_state = replace(
            exit_state,
            regs=caller.regs,
            loops=caller.loops,
            gotos=caller.gotos,
            nest_time=caller.nest_time,
            memory=exit_state.memory.copy(),
        )
        for obj in frame.scope.locals.values():
            exit_state.memory.kill(obj)
        if frame.scope.locals and not exit_state.dead:  # pointers to them dangle from here
            ended = Release(
                exit_state.guard, len(self.encoding.steps), None, tuple(frame.scope.locals.values())
            )
            self.encoding.releases.append(ended)
        return exit_state, value

    def _execute(self, frame: Frame, start: State) -> Returns:
        """Run ``frame``'s body forward from ``start``: states waiting at a later instruction
        are merged when it is reached (the body's jumps are forward, or bounded back edges).
        Waiting states are keyed by ``loop_nests.waiting_key``: by the instruction, and inside
        a nest sharing an index by the nest's time too, the earliest first."""
        body = frame.function.body
        nests = self.nests.get(frame.function.name, ())
        pending: dict[Key, list[State]] = defaultdict(list)
        returns: Returns = []
        pc = 0
        current: State | None = start
        time = start.nest_time
        while True:
            key = _key(nests, pc, time)
            waiting = pending.pop(key, [])
            if waiting:
                current = merge([*waiting, *([current] if current else [])], self.define)
            if current is not None and current.nest_time != key[1]:
                current = replace(current, nest_time=key[1])  # out of the nest: time 0
            if current is None or current.dead:
                if not pending:
                    return returns
                (_, time, pc), current = min(pending), None
                continue
            self._count_instruction()
            instr = body[pc]
            self.where = instr.loc if instr.loc.line else self._located(frame.function, pc)
            if isinstance(instr, n.Goto):
                step = None
                if instr.cond is not None and instr.loc.line:
                    step = self._record_step(current, instr.loc)  # unconditional jumps repeat
                pc, current = self._goto(frame, instr, pc, current, pending, step)
            elif isinstance(instr, n.Return):
                if instr.loc.line:
                    self._record_step(current, instr.loc)
                returns.append(self._return(frame, instr, current))
                pc, current = pc + 1, None
            else:
                current = self._step(frame, instr, current)
                pc += 1
            time = current.nest_time if current is not None else time

    def _located(self, function: n.Function, pc: int) -> n.Loc:
        """The location of the nearest instruction before ``pc`` that has a line (a lowering
        temporary's instruction has none: its undefined behaviour is reported there). The
        function's table is made in one pass on its first use: searching back from each ``pc``
        was a quarter of encoding llhttp's 10,000-instruction state machine."""
        table = self.nearest.get(function.name)
        if table is None:
            found = function.loc or n.Loc(0, 0, function.name)
            if not found.function:
                found = replace(found, function=function.name)
            table = self.nearest[function.name] = []
            for instr in function.body:
                table.append(found)  # before the instruction: the nearest earlier line
                if instr.loc.line:
                    found = (
                        instr.loc
                        if instr.loc.function
                        else replace(instr.loc, function=function.name)
                    )
        return table[pc]

    def _count_instruction(self) -> None:
        self.executed += 1
        if self.executed > self.budget:
            raise EncodingBudgetExceeded(
                f"the unrolled program exceeds {self.budget} instructions; lower the loop bound"
            )
        poll()  # the callback itself is asked at most every cancel.POLL_SECONDS

    def _return(
        self, frame: Frame, instr: n.Return, state: State
    ) -> tuple[State, z3.BitVecRef | None]:
        if instr.value is None:
            return state, None
        checked = evaluate(instr.value, state, frame.scope)
        return self.block(state, checked.faults, instr.loc), checked.value

    def _goto(
        self,
        frame: Frame,
        instr: n.Goto,
        pc: int,
        state: State,
        pending: dict[Key, list[State]],
        step: int | None = None,
    ) -> tuple[int, State | None]:
        """Jump; ``step``: the branch's recorded step, given its condition and the values the
        condition tests."""
        if instr.cond is None:
            taken, fallthrough = state, None
        else:
            checked = evaluate(instr.cond, state, frame.scope)
            state = self.block(state, checked.faults, instr.loc)
            if self.narrowing:  # a cursor read here keeps only the values the read allows
                state = narrowed(state, instr.cond)
            # folded only to a constant (a dead side the loop above drops), else unrewritten
            cond = self.conditions.of(checked.value)
            if self.narrowing:  # decided by what the path's branches say (check only)
                cond = decided(cond, state.facts)
            if step is not None and not state.dead:
                steps = self.encoding.steps
                tested = self.reads(frame, instr.cond, state)
                steps[step] = replace(steps[step], condition=cond, reads=tested)
            taken = state.with_guard(conj(state.guard, cond))
            fallthrough = state.with_guard(conj(state.guard, neg(cond)))
            if self.narrowing and not (z3.is_true(cond) or z3.is_false(cond)):
                taken = replace(taken, facts=learned(state.facts, cond, True))
                fallthrough = replace(fallthrough, facts=learned(state.facts, cond, False))
        nests = self.nests.get(frame.function.name, ())
        if instr.target > pc:
            pending[_key(nests, instr.target, taken.nest_time)].append(taken)
            return pc + 1, fallthrough
        # backward jump
        if fallthrough is not None and not fallthrough.dead:
            pending[_key(nests, pc + 1, fallthrough.nest_time)].append(fallthrough)
        if any(pc in nest.back_edges for nest in nests):  # the nest's time advances
            taken = replace(taken, nest_time=taken.nest_time + 1)
            pending[_key(nests, instr.target, taken.nest_time)].append(taken)
            return pc + 1, None
        if instr.counted:
            taken = taken.copy()
            count = taken.gotos.get(pc, 0) + 1
            if count > self.bound:
                self.cut(taken, BOUND, GOTO_BOUND, instr.loc)
                return pc + 1, None
            taken.gotos[pc] = count
        return instr.target, taken

    # ------------------------------------------------------------ instructions

    def _step(self, frame: Frame, instr: n.Instr, state: State) -> State | None:
        """Execute one instruction other than a jump or return; record it as a step of the
        run (with the values it writes) when it has a line of its own."""
        step = None
        if isinstance(instr, n.Event):
            if instr.kind == "functions":  # entering a function is a step (its signature line)
                self._record_step(state, instr.loc)
        elif not isinstance(instr, n.LoopEnter | n.LoopIter | n.Declare | n.Skip) and (
            instr.loc.line
        ):
            step = self._record_step(state, instr.loc)
        after, writes = self.handlers.handle(frame, instr, state)
        if after is not None and isinstance(instr, n.LoopEnter | n.LoopIter):
            count_capped(self.capped, instr, after.loops)
        if writes and step is not None:
            steps = self.encoding.steps
            steps[step] = replace(steps[step], writes=writes)
        return after

    def _record_step(self, state: State, loc: n.Loc) -> int | None:
        if loc.function == self.program.init.name:
            return None
        self.encoding.steps.append(StepInstance(state.guard, loc))
        return len(self.encoding.steps) - 1

    def cut_at_bound(self, state: State, instr: n.LoopIter | n.Call) -> bool:
        """Whether ``instr`` goes beyond the bound (then its runs are cut there): a loop's own
        bound (``bounds``, by its LoopIter's location, as its cut is reported), also where its
        iterations are counted with its nest's."""
        if isinstance(instr, n.LoopIter) and instr.loop in self.nested:
            bound = self.bounds.of(instr.loc)
            beyond = state.nest_time + 1 > bound  # the nest's back edges so far
            reason = LOOP_BOUND
        elif isinstance(instr, n.LoopIter):
            bound = self.bounds.of(instr.loc)
            limit = loop_limit(self.program, instr, bound)
            limit = max(limit, self.input_loops.get(instr.loop, 0))
            if instr.loop in self.capped_open:  # its exit after its body: N + 1 entries
                limit = max(limit, bound + CAP_SLACK)
            beyond = state.loops.get(instr.loop, 0) + 1 > limit
            beyond = beyond or capped_beyond(self.capped, instr.loop, state.loops, bound)
            reason = LOOP_BOUND
        else:
            beyond = self.call_stack.count(instr.function) >= self.bound
            reason = RECURSION_BOUND
        if beyond:
            self.cut(state, BOUND, reason, instr.loc)
        return beyond


def encode(
    program: IRProgram,
    entry: str,
    loop_bound: int,
    alphabet: Iterable[str] = (),
    budget: int = DEFAULT_BUDGET,
    cancel: Callable[[], bool] | None = None,
    nests: bool = False,
    bounds: LoopBounds | None = None,
) -> tuple[Encoding, list[tuple[int, str, int]]]:
    """Encode all runs of ``program`` from ``entry`` within ``loop_bound``. The projection
    edges are also returned on their own (``encoding.projection_edges``) for older callers.
    ``nests``: the loops of a nest sharing an index count their iterations together
    (:mod:`errlang.encoder.loop_nests`; ``check`` only); ``bounds``: a bound per loop (None:
    ``loop_bound`` for every loop)."""
    executor = SymbolicExecutor(program, entry, loop_bound, alphabet, budget, cancel, nests, bounds)
    floating = floats.sorts_made()
    try:
        encoding = run_deep(executor.run)
    except EncodingTooDeep as error:
        raise EncodingBudgetExceeded(str(error)) from None
    finally:
        runs.forget()
        value_sets.forget()
    encoding.floating = floats.sorts_made() != floating
    return encoding, encoding.projection_edges
