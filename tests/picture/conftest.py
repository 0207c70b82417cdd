"""Learn a target at one bound through the engine's layers (no session), for the picture tests."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
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


def learn_at(name: str, line: int, bound: int) -> Learned:
    """The exact automaton of the assertion on ``line`` of ``programs/name`` at ``bound``."""
    ir = build_ir(parse_file(str(PROGRAMS / name), None, (), ()))
    site = ir.source.assertion_at(line)
    assert site is not None, f"no assertion on line {line}"
    encoding, edges = encode(ir, "main", bound, ("functions",))
    teacher = ProgramTeacher(encoding, edges, site.index, ERROR_LETTER, 1, None)
    teacher.max_length = max(1, teacher.projection.longest())
    return Learned(minimise(learn(teacher).dfa), teacher)


@pytest.fixture(autouse=True)
def _cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ERRLANG_CACHE_DIR", str(tmp_path / "cache"))
