"""Learn a target at one bound through the engine's layers (no session), for the picture tests."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from errlang.automata.dfa import DFA
from errlang.automata.operations import minimise
from errlang.encoder.encoding import ERROR_LETTER
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.learner.base import learn
from errlang.teacher.program_teacher import ProgramTeacher

PROGRAMS = Path(__file__).parent / "programs"


@dataclass
class Learned:
    exact: DFA
    teacher: ProgramTeacher


def learn_at(
    name: str | Path,
    line: int,
    bound: int,
    alphabet: tuple[str, ...] = ("functions",),
    max_length: int | None = None,
) -> Learned:
    """The exact automaton of the assertion on ``line`` of ``programs/name`` at ``bound``."""
    ir = build_ir(parse_file(str(PROGRAMS / name), None, (), ()))
    site = ir.source.assertion_at(line)
    assert site is not None, f"no assertion on line {line}"
    encoding, edges = encode(ir, "main", bound, alphabet)
    teacher = ProgramTeacher(encoding, edges, site.index, ERROR_LETTER, 1, None)
    teacher.max_length = max_length or max(1, teacher.projection.longest())
    return Learned(minimise(learn(teacher).dfa), teacher)
