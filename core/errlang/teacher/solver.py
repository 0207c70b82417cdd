"""One incremental z3 solver over a bounded program formula; queries use push/pop scopes."""

from __future__ import annotations

import time
from dataclasses import dataclass

import z3

from errlang.encoder.encoding import END_LETTER, ERROR_LETTER, Encoding, Termination
from errlang.encoder.values import disj
from errlang.ir.types import IntType


@dataclass(frozen=True)
class InputValue:
    function: str
    line: int
    value: int

    def to_json(self) -> dict[str, object]:
        return {"function": self.function, "line": self.line, "value": self.value}


@dataclass(frozen=True)
class EventValue:
    letter: str
    line: int
    function: str
    values: tuple[tuple[str, int], ...]

    def to_json(self) -> dict[str, object]:
        return {
            "letter": self.letter,
            "line": self.line,
            "function": self.function,
            "values": dict(self.values),
        }


@dataclass(frozen=True)
class Run:
    """A concrete run read from a model: replayable from ``inputs``."""

    word: tuple[str, ...]
    inputs: tuple[InputValue, ...]
    steps: tuple[tuple[int, str], ...]
    events: tuple[EventValue, ...]
    end_line: int

    def to_json(self) -> dict[str, object]:
        return {
            "word": list(self.word),
            "inputs": [i.to_json() for i in self.inputs],
            "steps": [{"line": line, "function": f} for line, f in self.steps],
            "events": [e.to_json() for e in self.events],
        }


class SolverUnknown(Exception):
    """z3 answered unknown (timeout, resource limit); ``reason`` says which."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def _signed(value: int, bits: int, signed: bool) -> int:
    if signed and value >= 1 << (bits - 1):
        return value - (1 << bits)
    return value


class BoundedSolver:
    """Poses queries against one encoding with one incremental solver."""

    def __init__(self, encoding: Encoding, timeout: float | None = None) -> None:
        self.encoding = encoding
        self.solver = z3.Solver()
        if timeout is not None:
            self.solver.set("timeout", max(1, int(timeout * 1000)))
        self.solver.add(*encoding.constraints)
        self.calls = 0
        self.seconds = 0.0

    def set_timeout(self, seconds: float) -> None:
        self.solver.set("timeout", max(1, int(seconds * 1000)))

    def terminations(self, site: int) -> list[Termination]:
        return self.encoding.failing(site)

    def ends(self, site: int) -> z3.BoolRef:
        return disj(*(t.guard for t in self.terminations(site)))

    def length(self, site: int) -> z3.ExprRef:
        """The length of the word (final letter included) of a run ending at ``site``."""
        ends = self.terminations(site)
        if not ends:
            return z3.BitVecVal(0, 16)
        value = ends[-1].position + 1
        for end in reversed(ends[:-1]):
            value = z3.If(end.guard, end.position + 1, value)
        return value

    def satisfiable(self, *conditions: z3.BoolRef) -> z3.ModelRef | None:
        """A model of the formula and ``conditions``, None if there is none."""
        self.solver.push()
        try:
            self.solver.add(*conditions)
            self.calls += 1
            started = time.perf_counter()
            result = self.solver.check()
            self.seconds += time.perf_counter() - started
            if result == z3.sat:
                return self.solver.model()
            if result == z3.unknown:
                raise SolverUnknown(self.solver.reason_unknown())
            return None
        finally:
            self.solver.pop()

    def word(self, model: z3.ModelRef, site: int) -> tuple[str, ...]:
        """Only the word of the run ``model`` describes (cheaper than :meth:`run`)."""

        def holds(term: z3.BoolRef) -> bool:
            return z3.is_true(model.eval(term, model_completion=True))

        end = next((t for t in self.terminations(site) if holds(t.guard)), None)
        events = sorted(
            (model.eval(e.position, model_completion=True).as_long(), e.letter)
            for e in self.encoding.events
            if holds(e.guard)
        )
        limit = model.eval(end.position, model_completion=True).as_long() if end else len(events)
        final = ERROR_LETTER if site >= 0 else END_LETTER
        return (*(letter for position, letter in events if position < limit), final)

    def run(self, model: z3.ModelRef, site: int) -> Run:
        """The concrete run ``model`` describes, ending at ``site`` (-1: normal end)."""

        def holds(term: z3.BoolRef) -> bool:
            return z3.is_true(model.eval(term, model_completion=True))

        def number(term: z3.BitVecRef, signed: bool) -> int:
            value = model.eval(term, model_completion=True)
            return _signed(value.as_long(), term.size(), signed)

        inputs = tuple(
            InputValue(
                i.function,
                i.loc.line,
                number(i.symbol, isinstance(i.type, IntType) and i.type.signed),
            )
            for i in self.encoding.inputs
            if holds(i.guard)
        )
        events = [(number(e.position, False), e) for e in self.encoding.events if holds(e.guard)]
        events.sort(key=lambda pair: pair[0])
        end = next((t for t in self.terminations(site) if holds(t.guard)), None)
        final = ERROR_LETTER if site >= 0 else END_LETTER
        end_position = number(end.position, False) if end else len(events)
        word = (*tuple(e.letter for p, e in events if p < end_position), final)
        steps: list[tuple[int, str]] = []
        for step in self.encoding.steps:
            key = (step.loc.line, step.loc.function)
            if holds(step.guard) and (not steps or steps[-1] != key):
                steps.append(key)
        event_values = tuple(
            EventValue(
                e.letter,
                e.loc.line,
                e.loc.function,
                tuple(
                    (name, number(term, isinstance(ctype, IntType) and ctype.signed))
                    for name, term, ctype in e.values
                ),
            )
            for p, e in events
            if p < end_position
        )
        return Run(word, inputs, tuple(steps), event_values, end.loc.line if end else 0)
