"""What one execution of the PAC interpreter produces, and its refusal."""

from __future__ import annotations

from dataclasses import dataclass, field

import z3

from errlang.pac.values import Value


@dataclass(frozen=True)
class InputValue:
    """The value a nondet call returned, as the replay harness wants it."""

    function: str
    line: int
    value: int

    def to_json(self) -> dict[str, object]:
        return {"function": self.function, "line": self.line, "value": self.value}


@dataclass
class Outcome:
    """How an execution ended. ``status``: ``end`` (main returned or ``exit``), ``abort``,
    ``fail`` (assertion ``site`` failed), ``blocked`` (a false assumption or undefined
    behaviour), ``cut`` (step or decision limit), and for a followed vector ``done`` (every
    letter consumed) or ``mismatch`` (the path cannot take the next letter)."""

    status: str
    vector: tuple[str, ...]
    inputs: list[InputValue] = field(default_factory=list)
    input_terms: list[Value] = field(default_factory=list)
    constraints: list[z3.BoolRef] = field(default_factory=list)
    site: int | None = None
    hidden_taken: list[bool] = field(default_factory=list)
    detail: str = ""


class PacUnsupported(Exception):
    """A run reached a construct the PAC interpreter cannot execute; ``diagnostic`` is
    located."""

    def __init__(self, file: str, line: int, column: int, message: str):
        super().__init__(f"{file}:{line}:{column}: {message}")
        self.file, self.line, self.column, self.message = file, line, column, message
