"""A concrete run read from a model (DESIGN §5: counterexamples with values): its word, its
inputs in call order (named by the variable that receives them), its steps with the values
written on each, the values of variables at its events and the values that make the failing
assertion false. Plain data, serialised by ``to_json`` and read back by
:func:`errlang.explain.results.run_from_json`; read from a z3 model by
:meth:`errlang.teacher.solver.BoundedSolver.run`.
"""

from __future__ import annotations

import math
import struct
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from errlang.encoder.pointers import OBJECT_BITS, OFFSET_BITS
from errlang.frontend.library import COMPANIONS

# errlang's headers' macros that call a model of another name (include/libc/cpuid.h)
WRITTEN_AS = {"__errlang_cpuid": "__cpuid() or __cpuid_count()"}


def call_words(function: str, line: int | None) -> str:
    """An input drawn by a call, in the program's words: ``read() at line 5``; a conversion
    of a scanf call (``fscanf:1``) as ``fscanf() at line 7, conversion 1``; a value drawn by
    the model errlang calls beside a library call (``__errlang_after_scanf``,
    :data:`errlang.frontend.library.COMPANIONS`) by the calls it serves, ``fscanf() at line 7
    (the stream's state after it)``, never by errlang's own name; a model that errlang's
    headers' macros call by the macros (``__cpuid() or __cpuid_count() at line 11``)."""
    base, _, conversion = function.partition(":")
    served = sorted(user for user, models in COMPANIONS.items() if base in models)
    call = " or ".join(f"{user}()" for user in served) if served else f"{base}()"
    call = WRITTEN_AS.get(base, call)
    text = f"{call} at line {line}" if line else call
    if conversion.isdigit():
        return f"{text}, conversion {conversion}"
    if conversion:  # another suffix (``f:null``): as the engine names it
        return f"{function}() at line {line}" if line else f"{function}()"
    return f"{text} (the stream's state after it)" if served else text


@dataclass(frozen=True)
class InputValue:
    """An input of a run in call order; ``name``: the variable or expression that receives it
    (``op`` for ``int op = __VERIFIER_nondet_int();``), when the encoder knows it."""

    function: str
    line: int
    value: int | str  # an integer, or a floating value as a C literal (:func:`float_literal`)
    name: str | None = None
    bits: int | None = None  # a floating value's IEEE encoding (what the solver chose)
    # how C shows the value by the input's type, when not as the number: 'a' (a char)
    shown: str | None = field(default=None, compare=False)

    def text(self) -> str:
        """``op = 1`` (by the receiving variable, parameter or condition), else
        ``__VERIFIER_nondet_int() at line 28 = 1``; ``c = 'a'`` for a char."""
        return f"{self.label()} = {self.shown if self.shown is not None else self.value}"

    def label(self) -> str:
        """Who receives the input: ``op``, ``gl_insert(value)``, else the call and its line."""
        if self.name:
            return self.name
        if self.function.startswith("parameter "):
            return f"{self.function} at line {self.line}" if self.line else self.function
        return call_words(self.function, self.line)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"function": self.function, "line": self.line}
        if self.name:
            data["name"] = self.name
        data["value"] = self.value
        if self.bits is not None:
            data["bits"] = self.bits
        if self.shown is not None:
            data["shown"] = self.shown
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> InputValue:
        """The input :meth:`to_json` wrote."""
        value = data["value"]
        bits = data.get("bits")
        return InputValue(
            str(data["function"]),
            int(data["line"]),
            str(value) if bits is not None else int(value),
            data.get("name"),
            int(bits) if bits is not None else None,
            data.get("shown") if isinstance(data.get("shown"), str) else None,
        )


@dataclass(frozen=True)
class NamedValue:
    """A value a run gives a C lvalue (DESIGN §5: ``credit = -1``)."""

    name: str
    value: int | float | str  # a pointer: "NULL", "&n2", "&n2 + 8" (see _pointer_text)
    # how C shows the value by its type, when not as the number: 'x' (char), BLUE (enum)
    shown: str | None = field(default=None, compare=False)

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {"name": self.name, "value": self.value}
        if self.shown is not None:
            data["shown"] = self.shown
        return data


@dataclass(frozen=True)
class EventValue:
    """The values of variables at an event: ``values`` as the bits the run holds (integers:
    the miner compares pointers by them), ``shown`` how C shows those that read otherwise
    (pointers as ``&list``, floating values, uninitialised ones)."""

    letter: str
    line: int
    function: str
    values: tuple[tuple[str, int], ...]
    shown: tuple[tuple[str, int | float | str], ...] = ()

    def display(self) -> dict[str, int | float | str]:
        """``{amount: 1, node: "&list"}``: the values as C shows them."""
        return {**dict(self.values), **dict(self.shown)}

    def to_json(self) -> dict[str, object]:
        data: dict[str, object] = {
            "letter": self.letter,
            "line": self.line,
            "function": self.function,
            "values": self.display(),
        }
        if self.shown:
            data["raw_values"] = dict(self.values)
        return data


@dataclass(frozen=True)
class Run:
    """A concrete run read from a model: replayable from ``inputs``. ``assignments[i]``: the
    values written on step ``i`` (in order; empty when unknown), ``violation``: the values the
    failing assertion reads (DESIGN §5)."""

    word: tuple[str, ...]
    inputs: tuple[InputValue, ...]
    steps: tuple[tuple[int, str], ...]
    events: tuple[EventValue, ...]
    end_line: int
    assignments: tuple[tuple[NamedValue, ...], ...] = ()
    violation: tuple[NamedValue, ...] = ()
    # the branches the run passed: (step index, the named values the condition tests there)
    tests: tuple[tuple[int, tuple[NamedValue, ...]], ...] = ()

    def written(self, index: int) -> str:
        """``credit = -1``: the values written on step ``index`` ("" when none is known)."""
        values = self.assignments[index] if index < len(self.assignments) else ()
        return ", ".join(f"{v.name} = {v.value}" for v in values)

    def violation_text(self) -> str:
        """``credit = -1``: the values that make the failing assertion false ("" if unknown)."""
        return ", ".join(f"{v.name} = {v.value}" for v in self.violation)

    def to_json(self) -> dict[str, object]:
        steps: list[dict[str, object]] = []
        tests = dict(self.tests)
        for index, (line, function) in enumerate(self.steps):
            step: dict[str, object] = {"line": line, "function": function}
            written = self.assignments[index] if index < len(self.assignments) else ()
            if written:
                step["assignments"] = [a.to_json() for a in written]
            if index in tests:
                step["tests"] = [v.to_json() for v in tests[index]]
            steps.append(step)
        data: dict[str, object] = {
            "word": list(self.word),
            "inputs": [i.to_json() for i in self.inputs],
            "steps": steps,
            "events": [e.to_json() for e in self.events],
        }
        if self.violation:
            data["violation"] = [v.to_json() for v in self.violation]
        return data


POINTER_BITS = OBJECT_BITS + OFFSET_BITS  # the encoder's pointers: object << 48 | offset


def float_from_bits(bits: int, size: int) -> float:
    """The IEEE 754 binary32/binary64 number whose encoding is ``bits``."""
    fmt, raw = ("<f", "<I") if size == 32 else ("<d", "<Q")
    value: float = struct.unpack(fmt, struct.pack(raw, bits))[0]
    return value


def float_literal(bits: int, size: int) -> str:
    """A C literal denoting exactly the binary32 (``size`` 32) or binary64 value encoded by
    ``bits`` (IEEE 754-2008 §3.4): the shortest decimal that converts back to the same value
    (``2.5``, ``0.1f``, ``1e+100``, ``-0.0``), or ``NAN``, ``INFINITY``, ``-INFINITY`` (the
    macros of ``<math.h>``; a NaN's sign and payload are not shown)."""
    value = float_from_bits(bits, size)
    if math.isnan(value):
        return "NAN"
    if math.isinf(value):
        return "INFINITY" if value > 0 else "-INFINITY"
    if size == 64:
        text = repr(value)  # Python's repr is the shortest decimal that round-trips
    else:
        text = f"{value:.9g}"  # 9 significant digits always round-trip a binary32
        for digits in range(1, 9):
            if _single_bits(float(shorter := f"{value:.{digits}g}")) == bits:
                text = shorter
                break
    if not any(c in text for c in ".e"):
        text += ".0"
    return text + ("f" if size == 32 else "")


def _single_bits(value: float) -> int | None:
    """The binary32 encoding of ``value`` rounded to binary32 (None: beyond its range)."""
    try:
        bits: int = struct.unpack("<I", struct.pack("<f", value))[0]
    except OverflowError:
        return None
    return bits
