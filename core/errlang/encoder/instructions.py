"""The effect of each IR instruction (other than jumps and returns) on a symbolic state.

Each ``visit_<Instr>`` takes the state before the instruction and returns the state after it
(None when no run gets past) with the values it writes. What a handler needs from the
executor around it — recording cuts and terminations, calls, fresh objects — is the
:class:`~errlang.encoder.machine.Machine` protocol, so the handlers stay one screen each and
typed. A summarised loop's instruction is encoded by its loop summary, found in the table
:data:`errlang.encoder.loop_summaries.LOOP_SUMMARIES`: this module names none.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from functools import partial

import z3

from errlang.encoder import memory as m
from errlang.encoder.encoding import (
    ALLOCATION_TOO_LARGE,
    INVALID_FREE,
    OVERLAPPING_MEMCPY,
    UB,
    UNSUPPORTED,
    EventInstance,
    InputInstance,
    LoopHead,
    Release,
)
from errlang.encoder.expressions import evaluate, initialised
from errlang.encoder.frame import Frame
from errlang.encoder.loop_summaries import by_instruction
from errlang.encoder.machine import Effect, Machine
from errlang.encoder.state import State
from errlang.encoder.values import TRUE, conj, disj, is_true, neg, to_bool, width
from errlang.frontend.conventions import SCANF_FUNCTIONS, is_nondet_name
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.lower_asm import ASM_INPUT

UNINITIALISED = "<uninitialised>"  # the ``function`` of an uninitialised variable's value


Handler = Callable[["Frame", n.Instr, State], Effect]


class InstructionHandlers:
    """``visit_<Instr>`` for every instruction the executor steps through."""

    def __init__(self, machine: Machine) -> None:
        self.machine = machine
        # the calls being executed, outermost first: (callee, call site); a value a C model
        # draws is named by the program's call of the model (``time() at line 12``)
        self.call_sites: list[tuple[str, n.Loc]] = []
        self.table: dict[type, Handler] = {
            n.Assign: self.visit_Assign,  # type: ignore[dict-item]
            n.Declare: self.visit_Declare,  # type: ignore[dict-item]
            n.EndOfLife: self.visit_EndOfLife,  # type: ignore[dict-item]
            n.Revive: self.visit_Revive,  # type: ignore[dict-item]
            n.Assume: self.visit_Assume,  # type: ignore[dict-item]
            n.Assert: self.visit_Assert,  # type: ignore[dict-item]
            n.Stop: self.visit_Stop,  # type: ignore[dict-item]
            n.LoopEnter: self.visit_LoopEnter,  # type: ignore[dict-item]
            n.LoopIter: self.visit_LoopIter,  # type: ignore[dict-item]
            n.Skip: self.visit_Skip,  # type: ignore[dict-item]
            n.Unsupported: self.visit_Unsupported,  # type: ignore[dict-item]
            n.Nondet: self.visit_Nondet,  # type: ignore[dict-item]
            n.Call: self.visit_Call,  # type: ignore[dict-item]
            n.Alloc: self.visit_Alloc,  # type: ignore[dict-item]
            n.Free: self.visit_Free,  # type: ignore[dict-item]
            n.Realloc: self.visit_Realloc,  # type: ignore[dict-item]
            n.MemSet: self.visit_MemSet,  # type: ignore[dict-item]
            n.MemCopy: self.visit_MemCopy,  # type: ignore[dict-item]
            n.Event: self.visit_Event,  # type: ignore[dict-item]
        }
        # a summarised loop: its summary's encoding (the table: errlang.encoder.loop_summaries)
        for instruction, summary in by_instruction().items():
            self.table[instruction] = partial(summary.encode, machine)

    def handle(self, frame: Frame, instr: n.Instr, state: State) -> Effect:
        handler = self.table.get(type(instr))
        if handler is None:
            raise TypeError(f"no handler for the instruction {instr!r}")
        return handler(frame, instr, state)

    def visit_Assign(self, frame: Frame, instr: n.Assign, state: State) -> Effect:
        checked = evaluate(instr.value, state, frame.scope)
        state = self.machine.block(state, checked.faults, instr.loc)
        return self.machine.write(
            frame, instr.target, checked.value, state, instr.loc, instr.bitfield
        )

    def visit_Declare(self, frame: Frame, instr: n.Declare, state: State) -> Effect:
        if instr.in_memory:  # its block entered anew: live again if its end ended it
            obj = frame.scope.locals.get(instr.name)
            if obj is None or is_true(state.memory.alive.get(obj, TRUE)):
                return state, ()
            state = state.copy()
            state.memory.revive(obj)
            return state, ()
        state = state.copy()
        fresh = next(self.machine.fresh)
        symbol = z3.BitVec(f"uninit!{instr.name}!{fresh}", width(instr.type))
        state.regs[instr.name] = symbol
        # Read before a write, it is an arbitrary value (DESIGN §2, CBMC's convention; C11
        # 6.3.2.1p2 calls it undefined): the read is a warning (NON_BLOCKING), the value an
        # input-like symbol named after the variable
        state.regs[initialised(instr.name)] = z3.BitVecVal(0, 1)
        name = frame.names.variable(instr.name, False)
        if name is not None:  # a lowering temporary is written before it is read
            self.machine.encoding.uninitialised.append(
                InputInstance(state.guard, symbol, UNINITIALISED, instr.loc, instr.type, name)
            )
        return state, ()

    def visit_EndOfLife(self, frame: Frame, instr: n.EndOfLife, state: State) -> Effect:
        """C11 6.2.4p6: the block of ``instr.names`` ended; an access to one of them before
        its declaration is executed again is undefined (``use after scope``, gcc's ASan's
        stack-use-after-scope: :meth:`errlang.encoder.memory.Memory.faults`)."""
        objects = [frame.scope.locals[name] for name in instr.names if name in frame.scope.locals]
        if not objects or state.dead:
            return state, ()
        state = state.copy()
        for obj in objects:
            state.memory.end_scope(obj)
        return state, ()

    def visit_Revive(self, frame: Frame, instr: n.Revive, state: State) -> Effect:
        """Where gcc's ASan unpoisons ``instr.names`` without their declaration (a case label,
        a goto's label): live again, their bytes kept."""
        objects = [frame.scope.locals[name] for name in instr.names if name in frame.scope.locals]
        ended = [obj for obj in objects if not is_true(state.memory.alive.get(obj, TRUE))]
        if not ended or state.dead:
            return state, ()
        state = state.copy()
        for obj in ended:
            state.memory.revive(obj)
        return state, ()

    def visit_Assume(self, frame: Frame, instr: n.Assume, state: State) -> Effect:
        checked = evaluate(instr.cond, state, frame.scope)
        state = self.machine.block(state, checked.faults, instr.loc)
        return state.with_guard(conj(state.guard, to_bool(checked.value))), ()

    def visit_Assert(self, frame: Frame, instr: n.Assert, state: State) -> Effect:
        checked = evaluate(instr.cond, state, frame.scope)
        state = self.machine.block(state, checked.faults, instr.loc)
        cond = to_bool(checked.value)
        failing = state.with_guard(conj(state.guard, neg(cond)))
        if not failing.dead:
            reads = self.machine.reads(frame, instr.cond, state)
            self.machine.terminate(failing, instr.site, instr.loc, reads)
        return state.with_guard(conj(state.guard, cond)), ()

    def visit_Stop(self, frame: Frame, instr: n.Stop, state: State) -> Effect:
        if instr.kind == "exit" and self.machine.entry == "main":
            self.machine.terminate(state, -1, instr.loc)
        return None, ()

    def visit_LoopEnter(self, frame: Frame, instr: n.LoopEnter, state: State) -> Effect:
        state = state.copy()
        state.loops[instr.loop] = 0
        return state, ()

    def visit_LoopIter(self, frame: Frame, instr: n.LoopIter, state: State) -> Effect:
        heads = self.machine.encoding.loop_heads  # issue 20: the picture's subsumption
        heads.append(LoopHead(instr.loop, frame.function, frame, state.guard, state.copy()))
        if self.machine.cut_at_bound(state, instr):
            return None, ()
        state = state.copy()
        state.loops[instr.loop] = state.loops.get(instr.loop, 0) + 1
        return state, ()

    def visit_Skip(self, frame: Frame, instr: n.Skip, state: State) -> Effect:
        return state, ()

    def visit_Unsupported(self, frame: Frame, instr: n.Unsupported, state: State) -> Effect:
        self.machine.cut(state, UB if instr.undefined else UNSUPPORTED, instr.message, instr.loc)
        return None, ()

    def visit_Nondet(self, frame: Frame, instr: n.Nondet, state: State) -> Effect:
        fresh = next(self.machine.fresh)
        symbol = z3.BitVec(f"{instr.function}!{instr.loc.line}!{fresh}", width(instr.type))
        value = symbol
        if isinstance(instr.type, t.IntType) and instr.type.is_bool:
            value = z3.ZeroExt(7, z3.Extract(0, 0, symbol))
        # ``f:null``: whether an undefined function returning a pointer gives null (the IR's
        # fresh_object) is an input of ``f``, so that a replay can set it
        function = instr.function.removesuffix(":null")
        drawn = self._model_call(frame, function)
        if drawn is not None:  # a value drawn inside a C model: an input of the model's call
            called, site = drawn
            self.machine.encoding.inputs.append(
                InputInstance(state.guard, value, called, site, instr.type, None)
            )
            if instr.result is None:
                return state, ()
            return self.machine.write(frame, instr.result, value, state, instr.loc)
        # scanf's count and conversions (ir/scanf.py: ``scanf``, ``scanf:1``…) are inputs too:
        # a counterexample shows them as the text read (explain/stdin.py) and a replay feeds it
        if (
            function != instr.function
            or function in self.machine.program.inputs
            or function.partition(":")[0] in SCANF_FUNCTIONS
            or function == ASM_INPUT  # an asm output: any value (ir/lower_asm.py)
        ):
            target = (
                f"{function}() == NULL"
                if function != instr.function
                else frame.names.receiver(instr.result)
            )
            # a read inside a C model (fgets' bytes: fgetc): at the program's call of it
            outer = self._program_call(frame)
            site = outer[1] if outer is not None else instr.loc
            self.machine.encoding.inputs.append(
                InputInstance(state.guard, value, function, site, instr.type, target)
            )
        if instr.result is None:
            return state, ()
        return self.machine.write(frame, instr.result, value, state, instr.loc)

    def _model_call(self, frame: Frame, function: str) -> tuple[str, n.Loc] | None:
        """For a ``__VERIFIER_nondet_*`` call inside a bundled C model (``time``, ``read``,
        ``fopen``, ``__get_cpuid``: their clock, bytes, failures and registers): the model
        the program called and where (the outermost call made from a line of the program),
        so that the counterexample lists the value and a replay can feed it back."""
        if frame.function.name not in self.machine.program.source.library:
            return None
        if not is_nondet_name(function):
            return None
        return self._program_call(frame) or (frame.function.name, n.Loc(0, 0, frame.function.name))

    def _program_call(self, frame: Frame) -> tuple[str, n.Loc] | None:
        """In a C model's frame: the model the program called and where (the outermost call
        made from a line of the program); None outside a model or when there is none."""
        library = self.machine.program.source.library
        if frame.function.name not in library:
            return None
        for callee, site in self.call_sites:
            if callee in library and site.line > 0:
                return callee, site
        return None

    def visit_Call(self, frame: Frame, instr: n.Call, state: State) -> Effect:
        machine = self.machine
        callee = machine.program.functions[instr.function]
        arguments = [evaluate(a, state, frame.scope) for a in instr.args]
        faults = [fault for argument in arguments for fault in argument.faults]
        state = machine.block(state, faults, instr.loc)
        if state.dead or machine.cut_at_bound(state, instr):
            return None, ()
        self.call_sites.append((instr.function, instr.loc))
        try:
            after, value = machine.call_function(callee, [a.value for a in arguments], state)
        finally:
            self.call_sites.pop()
        if after is None or instr.result is None:
            return after, ()
        if value is None:  # a function that falls off its end without a value
            fresh = next(machine.fresh)
            value = z3.BitVec(f"noreturn!{fresh}", width(instr.result.type))
        return machine.write(frame, instr.result, value, after, instr.loc)

    def visit_Alloc(self, frame: Frame, instr: n.Alloc, state: State) -> Effect:
        checked = evaluate(instr.size, state, frame.scope)
        state = self.machine.block(state, checked.faults, instr.loc)
        state, obj = self._allocate(state, checked.value, instr.loc, frame, instr.result)
        if instr.zeroed:
            state.memory.fill(m.base(obj), z3.BitVecVal(0, 8), checked.value)
        if instr.result is None:
            return state, ()
        return self.machine.write(frame, instr.result, m.base(obj), state, instr.loc)

    def _allocate(
        self,
        state: State,
        size: z3.BitVecRef,
        loc: n.Loc,
        frame: Frame | None = None,
        result: n.LValue | None = None,
    ) -> tuple[State, int]:
        """A new heap object of ``size`` bytes in a copy of ``state`` (recorded with the type
        its pointer is stored as, when ``frame`` knows the receiver of ``result``)."""
        obj = self.machine.new_object()
        self.machine.heap.add(obj)
        stored_as = frame.names.receiver_type(result) if frame is not None else None
        ctype = stored_as.target if isinstance(stored_as, t.PointerType) else None
        if isinstance(ctype, t.VoidType) or (ctype is not None and ctype.size <= 0):
            ctype = None
        self.machine.record_object(obj, "heap", None, ctype, loc.line, loc.function)
        # Requests beyond MAX_ALLOCATION are cut (documented); malloc never returns NULL.
        small = z3.ULE(size, z3.BitVecVal(m.MAX_ALLOCATION, 64))
        if not z3.is_true(z3.simplify(small)):
            large = state.with_guard(conj(state.guard, neg(small)))
            self.machine.cut(large, UNSUPPORTED, ALLOCATION_TOO_LARGE, loc)
            state = state.with_guard(conj(state.guard, small))
        state = state.copy()
        state.memory.allocate(obj, size)
        return state, obj

    def visit_Realloc(self, frame: Frame, instr: n.Realloc, state: State) -> Effect:
        """C11 7.22.3.5, as glibc: ``realloc(NULL, n)`` is ``malloc(n)``; ``realloc(p, 0)``
        frees ``p`` and returns NULL; otherwise a new object of ``n`` bytes receives the first
        ``min(old size, n)`` bytes of ``p``'s object, which is freed (never fails, as malloc).
        ``p`` not null nor the start of a live heap object: undefined (invalid free)."""
        m_ = self.machine
        checked = evaluate(instr.pointer, state, frame.scope)
        pointer = checked.value
        ok = [pointer == 0]
        sources: list[tuple[z3.BoolRef, int]] = []
        for cond, old, offset in state.memory.resolve(pointer):
            if old in m_.heap:
                ok.append(z3.And(cond, state.memory.alive[old], offset == 0))
                sources.append((cond, old))
        size = evaluate(instr.size, state, frame.scope)
        faults = [*checked.faults, *size.faults, (INVALID_FREE, neg(disj(*ok)))]
        state = m_.block(state, faults, instr.loc)
        after, obj = self._allocate(state, size.value, instr.loc, frame, instr.result)
        after.memory.move(obj, sources)
        self._released(after, pointer)  # realloc(NULL, n) releases nothing: NULL is no object
        for cond, old in sources:
            after.memory.kill(old, z3.And(cond, pointer != 0))
        result = z3.If(z3.And(pointer != 0, size.value == 0), z3.BitVecVal(0, 64), m.base(obj))
        if instr.result is None:
            return after, ()
        return m_.write(frame, instr.result, result, after, instr.loc)

    def visit_Free(self, frame: Frame, instr: n.Free, state: State) -> Effect:
        """C11 7.22.3.3: free(NULL) does nothing; anything but the start of a live heap
        object is undefined."""
        checked = evaluate(instr.pointer, state, frame.scope)
        pointer = checked.value
        state = state.copy()
        ok = [pointer == 0]
        # every case of the pointer, also those whose object is known only by its bits 63..48
        # (``targets`` alone gave no case for them: a valid free reported as invalid)
        for cond, obj, offset in state.memory.resolve(pointer):
            if obj in self.machine.heap:
                alive = state.memory.alive[obj]
                ok.append(z3.And(cond, alive, offset == 0))
                state.memory.kill(obj, z3.And(cond, pointer != 0))
        faults = [*checked.faults, (INVALID_FREE, neg(disj(*ok)))]
        state = self.machine.block(state, faults, instr.loc)
        self._released(state, pointer)
        return state, ()

    def _released(self, state: State, pointer: z3.BitVecRef) -> None:
        """The object ``pointer`` points into ends here (a pointer into it dangles)."""
        if not state.dead:
            steps = len(self.machine.encoding.steps)
            self.machine.encoding.releases.append(Release(state.guard, steps, pointer))

    def visit_MemSet(self, frame: Frame, instr: n.MemSet, state: State) -> Effect:
        pointer = evaluate(instr.pointer, state, frame.scope)
        byte = evaluate(instr.value, state, frame.scope)
        count = evaluate(instr.size, state, frame.scope)
        access = state.memory.faults(pointer.value, count.value, self.machine.heap, state.facts)
        faults = [
            *pointer.faults,
            *byte.faults,
            *count.faults,
            *((reason, z3.And(count.value != 0, cond)) for reason, cond in access),
        ]
        state = self.machine.block(state.copy(), faults, instr.loc)
        state.memory.fill(pointer.value, byte.value, count.value)
        return state, ()

    def visit_MemCopy(self, frame: Frame, instr: n.MemCopy, state: State) -> Effect:
        target = evaluate(instr.target, state, frame.scope)
        source = evaluate(instr.source, state, frame.scope)
        size = evaluate(instr.size, state, frame.scope)
        count = z3.simplify(size.value)
        heap = self.machine.heap
        access = [
            *state.memory.faults(target.value, count, heap, state.facts),
            *state.memory.faults(source.value, count, heap, state.facts),
        ]
        # gcc's AddressSanitizer (the truth for verdicts) exempts memcpy(p, p, n): its
        # ASAN_MEMCPY_IMPL checks the ranges only when the pointers differ
        overlap = z3.And(
            target.value != source.value,
            z3.ULT(target.value, source.value + count),
            z3.ULT(source.value, target.value + count),
        )
        faults = [
            *target.faults,
            *source.faults,
            *size.faults,
            *((reason, z3.And(count != 0, cond)) for reason, cond in access),
            (OVERLAPPING_MEMCPY, z3.And(count != 0, overlap)),
        ]
        state = self.machine.block(state.copy(), faults, instr.loc)
        state.memory.copy_bytes(target.value, source.value, count)
        return state, ()

    def visit_Event(self, frame: Frame, instr: n.Event, state: State) -> Effect:
        """A letter of the chosen alphabets: an event at ``position`` on its runs, and
        ``word[position] = letter`` where the encoding keeps its word (``Encoding.words``)."""
        encoding = self.machine.encoding
        letter = encoding.letters.get(instr.letter) if instr.kind in self.machine.kinds else None
        if letter is None:
            return state, ()
        event = len(encoding.events)
        values = tuple(
            (var.display, state.regs[name], var.type)
            for name, var in frame.function.variables.items()
            if not name.startswith("$") and name in state.regs
        )
        encoding.events.append(
            EventInstance(event, state.guard, state.position, instr.letter, instr.loc, values)
        )
        if encoding.words:
            encoding.constraints.append(
                z3.Implies(state.guard, z3.Select(encoding.word, state.position) == letter)
            )
        encoding.projection_edges.extend((s, instr.letter, event) for s in state.last_events)
        return replace(state, position=state.position + 1, last_events=frozenset({event})), ()
