"""One interpreter of the IR for concrete runs and for the symbolic execution of one path.

With concrete inputs every value stays a Python ``int`` and the interpreter is a plain
(instrumented) execution that records the run's decision vector (Chen et al., Sec. 5: the
samples). With symbolic inputs (z3 variables) and a decision vector ``follow`` to obey, it is
the symbolic execution of the single path of that vector (Sec. 6): at every conditional the
outcome named by the next letter is taken and its condition joins the path condition; the run
stops right after the last letter. No loop bound is needed: the vector fixes the path.

Conditionals that emit no letter (a ``switch`` dispatch, ``?:`` or ``&&`` with side effects)
are *hidden* decisions: the caller supplies their outcomes (``hidden``), see
:mod:`errlang.pac.membership`.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import z3

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram
from errlang.pac import values as v
from errlang.pac.alphabet import BRANCHES, DecisionAlphabet
from errlang.pac.memory import Memory, SymbolicPointer
from errlang.pac.outcome import InputValue, Outcome, PacUnsupported
from errlang.pac.values import Value

InputSource = Callable[[int, n.Nondet], Value]
"""The value of the i-th input of the run (0-based), given its nondet call."""


class _Stop(Exception):
    def __init__(self, status: str, detail: str = "", site: int | None = None):
        super().__init__(status)
        self.status, self.detail, self.site = status, detail, site


@dataclass
class _Frame:
    function: n.Function
    pc: int = 0
    regs: dict[str, Value] = field(default_factory=dict)
    addrs: dict[str, int] = field(default_factory=dict)
    result: n.LValue | None = None


class Execution:
    """One run of ``program`` from its global initialisation through ``main``."""

    def __init__(
        self,
        program: IRProgram,
        alphabet: DecisionAlphabet,
        inputs: InputSource,
        *,
        follow: Sequence[str] | None = None,
        hidden: Sequence[bool] = (),
        max_steps: int = 200_000,
        max_decisions: int = 2_000,
        check: Callable[[list[z3.BoolRef]], bool] | None = None,
    ):
        self.program = program
        self.alphabet = alphabet
        self.inputs = inputs
        self.follow = tuple(follow) if follow is not None else None
        self.hidden = list(hidden)
        self.max_steps = max_steps
        self.max_decisions = max_decisions
        self.check = check
        self.memory = Memory()
        self.global_regs: dict[str, Value] = {}
        self.global_addrs: dict[str, int] = {}
        self.vector: list[str] = []
        self.constraints: list[z3.BoolRef] = []
        self.input_values: list[InputValue] = []
        self.input_terms: list[Value] = []
        self.hidden_taken: list[bool] = []
        self.frames: list[_Frame] = []
        self.steps = 0

    # ------------------------------------------------------------------ driver

    def run(self) -> Outcome:
        try:
            if self.follow is not None and not self.follow:
                raise _Stop("done")
            self._start()
            while True:
                self._step()
        except _Stop as stop:
            return Outcome(
                stop.status,
                tuple(self.vector),
                self.input_values,
                self.input_terms,
                self.constraints,
                stop.site,
                self.hidden_taken,
                stop.detail,
            )

    def _start(self) -> None:
        if "main" not in self.program.functions:
            raise _unsupported(self, n.Loc(1, 1, ""), "the program has no main function")
        for name, var in self.program.globals.items():
            if var.in_memory:
                self.global_addrs[name] = self.memory.allocate(var.type.size, zeroed=True)
            elif isinstance(var.type, t.IntType | t.PointerType):
                self.global_regs[name] = 0  # static storage is zero-initialised
        self._enter(self.program.init, [], None)  # globals first; main when it returns

    def _enter(self, function: n.Function, args: list[Value], result: n.LValue | None) -> None:
        frame = _Frame(function, result=result)
        for param, value in zip(function.params, args, strict=False):
            if param.in_memory:
                frame.addrs[param.name] = self.memory.allocate(param.type.size)
                self.memory.store(frame.addrs[param.name], value, param.type.size, self)
            else:
                frame.regs[param.name] = value
        self.frames.append(frame)

    def _step(self) -> None:
        self.steps += 1
        if self.steps > self.max_steps:
            raise _Stop("cut", f"more than {self.max_steps} steps")
        frame = self.frames[-1]
        instr = frame.function.body[frame.pc]
        frame.pc += 1
        method = _DISPATCH.get(type(instr))
        if method is None:
            raise _unsupported(self, instr.loc, f"pac cannot run {type(instr).__name__}")
        try:
            method(self, frame, instr)
        except (SymbolicPointer, _Refused) as error:
            raise _unsupported(self, instr.loc, str(error)) from None

    # ------------------------------------------------------------------ decisions

    def decide(self, letter: str) -> None:
        """Record one decision; in follow mode check it and stop after the last letter."""
        if self.follow is not None:
            position = len(self.vector)
            if self.follow[position] != letter:
                raise _Stop("mismatch", f"decision {position} is {letter}")
            self.vector.append(letter)
            if len(self.vector) == len(self.follow):
                raise _Stop("done")
            if self.check is not None and not self.check(self.constraints):
                raise _Stop("mismatch", "the path condition is unsatisfiable")
            return
        self.vector.append(letter)
        if len(self.vector) >= self.max_decisions:
            raise _Stop("cut", f"more than {self.max_decisions} decisions")

    def require(self, cond: v.Bool, status: str = "blocked", detail: str = "") -> None:
        """Continue only where ``cond`` holds (an assumption, or defined behaviour)."""
        if isinstance(cond, bool):
            if not cond:
                raise _Stop(status, detail)
            return
        if self.follow is None:
            raise _Stop("blocked", "symbolic condition in a concrete run")
        self.constraints.append(cond)

    def _expected(self) -> str | None:
        assert self.follow is not None
        return self.follow[len(self.vector)]

    # ------------------------------------------------------------------ instructions

    def _assign(self, frame: _Frame, instr: n.Assign) -> None:
        self.store(frame, instr.target, self.eval(frame, instr.value))

    def _declare(self, frame: _Frame, instr: n.Declare) -> None:
        if instr.in_memory:
            frame.addrs[instr.name] = self.memory.allocate(instr.type.size, zeroed=True)
        else:
            frame.regs.pop(instr.name, None)

    def _end_of_life(self, frame: _Frame, instr: n.EndOfLife) -> None:
        for name in instr.names:
            address = frame.addrs.get(name)
            if address is not None:
                self.memory.end_life(address)

    def _revive(self, frame: _Frame, instr: n.Revive) -> None:
        for name in instr.names:
            address = frame.addrs.get(name)
            if address is not None:
                self.memory.revive(address)

    def _assume(self, frame: _Frame, instr: n.Assume) -> None:
        self.require(v.truth(self.eval(frame, instr.cond)), "blocked", "assumption is false")

    def _assert(self, frame: _Frame, instr: n.Assert) -> None:
        holds, fails = self.alphabet.assertion_letters[instr.site]
        cond = v.truth(self.eval(frame, instr.cond))
        if not isinstance(cond, bool):
            cond = self._choose(cond, holds, fails)
        if cond:
            self.decide(holds)
            return
        self.decide(fails)
        raise _Stop("fail", "assertion fails", instr.site)

    def _choose(self, cond: z3.BoolRef, if_true: str | None, if_false: str | None) -> bool:
        """Follow mode: the outcome of a symbolic condition, by the next letter or, for a
        hidden decision, by the caller's choices (true first)."""
        if self.follow is None:
            raise _Stop("blocked", "symbolic condition in a concrete run")
        if if_true is None and if_false is None:
            index = len(self.hidden_taken)
            outcome = self.hidden[index] if index < len(self.hidden) else True
            self.hidden_taken.append(outcome)
        else:
            expected = self._expected()
            if expected == if_true:
                outcome = True
            elif expected == if_false:
                outcome = False
            else:
                raise _Stop("mismatch", f"the path cannot take {expected}")
        self.constraints.append(cond if outcome else z3.Not(cond))
        return outcome

    def _call(self, frame: _Frame, instr: n.Call) -> None:
        callee = self.program.functions[instr.function]
        args = [self.eval(frame, a) for a in instr.args]
        self._enter(callee, args, instr.result)

    def _nondet(self, frame: _Frame, instr: n.Nondet) -> None:
        index = len(self.input_terms)
        value = self.inputs(index, instr)
        self.input_terms.append(value)
        if not isinstance(value, int) and isinstance(instr.type, t.IntType) and instr.type.is_bool:
            self.constraints.append(z3.ULE(value, 1))
        if isinstance(value, int):
            shown = v.signed(value, instr.type.bits) if v.is_signed(instr.type) else value
            self.input_values.append(InputValue(instr.function, instr.loc.line, shown))
        if instr.result is not None:
            self.store(frame, instr.result, value)

    def _alloc(self, frame: _Frame, instr: n.Alloc) -> None:
        size = v.concrete(self.eval(frame, instr.size))
        if size is None:
            raise _unsupported(self, instr.loc, "allocation of a symbolic size")
        address = self.memory.allocate(min(size, 1 << 20), zeroed=True, heap=True)
        if instr.result is not None:
            self.store(frame, instr.result, address)

    def _free(self, frame: _Frame, instr: n.Free) -> None:
        address = v.concrete(self.eval(frame, instr.pointer))
        if address is None:
            raise _unsupported(self, instr.loc, "free of a symbolic pointer")
        if not self.memory.free(address):
            raise _Stop("blocked", "invalid free")

    def _memset(self, frame: _Frame, instr: n.MemSet) -> None:
        size = v.concrete(self.eval(frame, instr.size))
        if size is None:
            raise _unsupported(self, instr.loc, "memset of a symbolic size")
        pointer = self.eval(frame, instr.pointer)
        byte = self.eval(frame, instr.value)
        for i in range(size):
            self.memory.store(_offset(pointer, i), byte, 1, self)

    def _memcopy(self, frame: _Frame, instr: n.MemCopy) -> None:
        size = v.concrete(self.eval(frame, instr.size))
        if size is None:
            raise _unsupported(self, instr.loc, "memcpy of a symbolic size")
        target, source = self.eval(frame, instr.target), self.eval(frame, instr.source)
        data = [self.memory.load(_offset(source, i), 1, self) for i in range(size)]
        for i, byte in enumerate(data):
            self.memory.store(_offset(target, i), byte, 1, self)

    def _event(self, frame: _Frame, instr: n.Event) -> None:
        if instr.kind == BRANCHES:
            self.decide(instr.letter)

    def _goto(self, frame: _Frame, instr: n.Goto) -> None:
        if instr.cond is None:
            frame.pc = instr.target
            return
        cond = v.truth(self.eval(frame, instr.cond))
        if not isinstance(cond, bool):
            body = frame.function.body
            cond = self._choose(cond, _letter_at(body, instr.target), _letter_at(body, frame.pc))
        if cond:
            frame.pc = instr.target

    def _return(self, frame: _Frame, instr: n.Return) -> None:
        value = None if instr.value is None else self.eval(frame, instr.value)
        self.frames.pop()
        for address in frame.addrs.values():
            self.memory.release(address)
        if frame.function is self.program.init:
            self._enter(self.program.functions["main"], [], None)
            return
        if not self.frames:
            raise _Stop("end")
        if frame.result is not None and value is not None:
            self.store(self.frames[-1], frame.result, value)

    def _stop(self, frame: _Frame, instr: n.Stop) -> None:
        raise _Stop("abort" if instr.kind == "abort" else "end")

    def _skip(self, frame: _Frame, instr: n.Instr) -> None:
        return

    def _unsupported_instr(self, frame: _Frame, instr: n.Unsupported) -> None:
        raise _unsupported(self, instr.loc, instr.message)

    # ------------------------------------------------------------------ expressions

    def store(self, frame: _Frame, target: n.LValue, value: Value) -> None:
        if isinstance(target, n.RegLV):
            (self.global_regs if target.is_global else frame.regs)[target.name] = value
        else:
            self.memory.store(self.eval(frame, target.address), value, target.type.size, self)

    def eval(self, frame: _Frame, expr: n.Expr) -> Value:
        if isinstance(expr, n.Const):
            return v.mask(expr.value, v.width(expr.type))
        if isinstance(expr, n.Reg):
            regs = self.global_regs if expr.is_global else frame.regs
            if expr.name not in regs:
                raise _Stop("blocked", f"'{expr.name}' is read before it is written")
            return regs[expr.name]
        if isinstance(expr, n.VarAddr):
            addrs = self.global_addrs if expr.is_global else frame.addrs
            return addrs[expr.name]
        if isinstance(expr, n.Load):
            return self.memory.load(self.eval(frame, expr.address), expr.type.size, self)
        if isinstance(expr, n.Unary | n.Binary | n.Cast) and not _integral(expr.type):
            raise _Refused(f"pac supports integers and pointers only, not {expr.type}")
        if isinstance(expr, n.Unary):
            return v.unary(expr.op, self.eval(frame, expr.operand), v.width(expr.type))
        if isinstance(expr, n.Binary):
            return self._binary(frame, expr)
        if isinstance(expr, n.PtrAdd):
            return v.binary(
                "+", self.eval(frame, expr.pointer), self.eval(frame, expr.offset), t.ULONG, t.ULONG
            )
        if isinstance(expr, n.Cast):
            if not _integral(expr.operand.type):
                raise _Refused(f"pac supports integers and pointers only, not {expr.operand.type}")
            return v.convert(self.eval(frame, expr.operand), expr.operand.type, expr.type)
        if isinstance(expr, n.Cond):
            test = self.eval(frame, expr.cond)
            truth = v.truth(test)
            if isinstance(truth, bool):
                return self.eval(frame, expr.then if truth else expr.other)
            bits = v.width(expr.type)
            return v.ite(test, self.eval(frame, expr.then), self.eval(frame, expr.other), bits)
        raise _Refused(f"pac cannot evaluate {type(expr).__name__}")

    def _binary(self, frame: _Frame, expr: n.Binary) -> Value:
        if not _integral(expr.left.type):
            raise _Refused(f"pac supports integers and pointers only, not {expr.left.type}")
        left = self.eval(frame, expr.left)
        if expr.op in ("&&", "||"):
            first = v.truth(left)
            if isinstance(first, bool) and first == (expr.op == "||"):
                return int(first)
        right = self.eval(frame, expr.right)
        operand = expr.left.type
        defined = v.ub_condition(expr.op, left, right, expr.type, expr.right.type)
        if defined is not True:
            self.require(defined, "blocked", f"undefined behaviour in '{expr.op}'")
        return v.binary(expr.op, left, right, expr.type, operand)


class _Refused(Exception):
    """An expression outside what the PAC interpreter runs (floating point, …)."""


def _integral(ctype: t.CType) -> bool:
    return isinstance(ctype, t.IntType | t.PointerType)


def _offset(pointer: Value, delta: int) -> Value:
    return v.binary("+", pointer, delta, t.ULONG, t.ULONG)


def _letter_at(body: list[n.Instr], pc: int) -> str | None:
    instr = body[pc] if 0 <= pc < len(body) else None
    if isinstance(instr, n.Event) and instr.kind == BRANCHES:
        return instr.letter
    return None


def _unsupported(execution: Execution, loc: n.Loc, message: str) -> PacUnsupported:
    return PacUnsupported(str(execution.program.path), loc.line, loc.column, message)


_DISPATCH: dict[type, Callable[[Execution, _Frame, n.Instr], None]] = {
    n.Assign: Execution._assign,  # type: ignore[dict-item]
    n.Declare: Execution._declare,  # type: ignore[dict-item]
    n.EndOfLife: Execution._end_of_life,  # type: ignore[dict-item]
    n.Revive: Execution._revive,  # type: ignore[dict-item]
    n.Assume: Execution._assume,  # type: ignore[dict-item]
    n.Assert: Execution._assert,  # type: ignore[dict-item]
    n.Call: Execution._call,  # type: ignore[dict-item]
    n.Nondet: Execution._nondet,  # type: ignore[dict-item]
    n.Alloc: Execution._alloc,  # type: ignore[dict-item]
    n.Free: Execution._free,  # type: ignore[dict-item]
    n.MemSet: Execution._memset,  # type: ignore[dict-item]
    n.MemCopy: Execution._memcopy,  # type: ignore[dict-item]
    n.Event: Execution._event,  # type: ignore[dict-item]
    n.Goto: Execution._goto,  # type: ignore[dict-item]
    n.Return: Execution._return,  # type: ignore[dict-item]
    n.Stop: Execution._stop,  # type: ignore[dict-item]
    n.LoopEnter: Execution._skip,
    n.LoopIter: Execution._skip,
    n.Skip: Execution._skip,
    n.Unsupported: Execution._unsupported_instr,  # type: ignore[dict-item]
}

__all__ = ["Execution", "InputSource", "InputValue", "Outcome", "PacUnsupported"]
