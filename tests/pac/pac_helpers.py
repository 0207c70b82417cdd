"""Shared helpers of the PAC tests: build a program's IR from C text."""

from __future__ import annotations

from pathlib import Path

from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir
from errlang.pac.alphabet import DecisionAlphabet, decision_alphabet

PROGRAMS = Path(__file__).parent / "programs"


def program_from(
    tmp_path: Path, text: str, name: str = "p.c"
) -> tuple[IRProgram, DecisionAlphabet]:
    path = tmp_path / name
    path.write_text(text)
    ir = build_ir(parse_file(path))
    return ir, decision_alphabet(ir)
