"""Encode small C programs with the encoder alone (frontend → IR → encoder, no teacher)."""

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import build_ir

PRELUDE = (
    "#include <assert.h>\n#include <stdlib.h>\n#include <string.h>\n"
    "extern int __VERIFIER_nondet_int(void);\n"
    "extern unsigned __VERIFIER_nondet_uint(void);\n"
)


@pytest.fixture
def encode_c(tmp_path: Path) -> Callable[..., Encoding]:
    """``encode_c(source, bound=2, alphabet=())``: the encoding of ``main`` in ``source``, whose
    line 1 is the first line after a fixed prelude (so tests can name lines)."""

    def run(source: str, bound: int = 2, alphabet: tuple[str, ...] = ()) -> Encoding:
        path = tmp_path / "prog.c"
        text = textwrap.dedent(source).lstrip("\n")
        path.write_text(PRELUDE + f"#line 1\n{text}")
        encoding, _ = encode(build_ir(parse_file(str(path))), "main", bound, alphabet)
        return encoding

    return run


def _solve(encoding: Encoding, *conditions: z3.BoolRef) -> z3.ModelRef | None:
    solver = z3.Solver()
    solver.add(*encoding.constraints, *conditions)
    return solver.model() if solver.check() == z3.sat else None


@pytest.fixture
def solve() -> Callable[..., z3.ModelRef | None]:
    """``solve(encoding, *conditions)``: a model of the formula and ``conditions``, or None."""
    return _solve
