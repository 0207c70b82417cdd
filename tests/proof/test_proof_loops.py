"""The loops k-induction refuses to start from an arbitrary state, the IR rewriting behind the
proof programs, and Houdini keeping only proved candidates (issue 33)."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.proof.invariants import candidates, houdini
from errlang.proof.loops import Refused, loop_shape
from errlang.proof.programs import rewritten
from errlang.session.check import check_program, lowered_for_check
from errlang.session.settings import Settings

LOC = n.Loc(1, 1, "main")


def _ir(tmp_path: Path, text: str) -> tuple[IRProgram, str]:
    source = tmp_path / "p.c"
    source.write_text(text)
    return lowered_for_check(parse_file(str(source)), 3), str(source)


def test_rewritten_renumbers_jumps() -> None:
    body: list[n.Instr] = [n.Skip(LOC), n.Goto(LOC, 0), n.Goto(LOC, 3), n.Skip(LOC)]
    new = rewritten(body, {1: [n.Skip(LOC), body[1]]}, {0: [n.Skip(LOC), n.Skip(LOC)]})
    gotos = [(pc, i.target) for pc, i in enumerate(new) if isinstance(i, n.Goto)]
    # jumps to 0 land on instruction 0; a jump to 3 lands on the old instruction 3, now 6
    assert gotos == [(4, 0), (5, 6)]
    assert isinstance(new[6], n.Skip) and len(new) == 7


NONDET = "extern int __VERIFIER_nondet_int(void);\n"


@pytest.mark.parametrize(
    ("body", "why"),
    [
        (
            "int x = 0; int *p = &x; int y = 1;\n"
            " while (__VERIFIER_nondet_int()) { *p = *p + 1; y = *p; }\n assert(y >= 1);",
            "through a pointer",
        ),
        (
            "int *p = 0; int x = 0;\n while (__VERIFIER_nondet_int()) { p = &x; }\n"
            " assert(p == 0 || *p == 0);",
            "not a number",
        ),
        (
            "int i = 0, j;\n while (i < 9) {\n for (j = 0; j < i; j++) {}\n i++; }\n"
            " assert(i == 9);",
            "another loop",
        ),
    ],
)
def test_loops_that_cannot_start_anywhere_are_refused(tmp_path: Path, body: str, why: str) -> None:
    ir, path = _ir(tmp_path, NONDET + "int main(void) {\n " + body + "\n return 0;\n}\n")
    with pytest.raises(Refused, match=why):
        loop_shape(ir, 4)
    result = check_program(path, settings=Settings(loop_bound=2, timeout=20))
    assert all(a.verdict != "holds" or a.proof is None for a in result.assertions)


def test_houdini_keeps_only_proved_candidates(tmp_path: Path) -> None:
    ir, _ = _ir(
        tmp_path,
        NONDET + "int main(void) {\n int x = 0, y = 5;\n while (__VERIFIER_nondet_int()) "
        "{ if (x < 7) { x = x + 1; y = y + 1; } }\n assert(y - x == 5);\n return 0;\n}\n",
    )
    shape = loop_shape(ir, 4)
    guesses = candidates(ir, shape, [{"x": 0, "y": 5}, {"x": 1, "y": 6}])
    kept = {c.text for c in houdini(ir, shape, guesses, 3, time.monotonic() + 30, lambda: False)}
    assert {"x >= 0", "x <= 7", "y - x == 5"} <= kept or {"x >= 0", "x <= 7"} <= kept
    assert "x <= 5" not in kept and "x == y" not in kept and "x >= 1" not in kept


def test_a_loop_writing_numbers_only_is_accepted(tmp_path: Path) -> None:
    ir, _ = _ir(
        tmp_path,
        NONDET + "int main(void) {\n double x = 0.0; unsigned char c = 0;\n"
        " while (__VERIFIER_nondet_int()) { x = x / 2.0 + 1.0; c++; }\n"
        " assert(x <= 2.0);\n return 0;\n}\n",
    )
    shape = loop_shape(ir, 4)
    assert {r.name for r in shape.written} >= {"x", "c"}


def test_a_loop_writing_named_arrays_havocs_their_bytes(tmp_path: Path) -> None:
    ir, path = _ir(
        tmp_path,
        NONDET + "unsigned char a[4];\nint main(void) {\n int i = 0;\n"
        " while (__VERIFIER_nondet_int()) { a[i] = 1; i = (i + 1) % 4; }\n"
        " assert(a[2] <= 1);\n return 0;\n}\n",
    )
    shape = loop_shape(ir, 5)
    assert [(o.name, o.size) for o in shape.objects] == [("a", 4)]
    result = check_program(path, settings=Settings(loop_bound=2, timeout=20))
    [verdict] = result.assertions
    assert verdict.verdict == "holds" and verdict.proof is not None, verdict.reason


def test_a_candidate_with_undefined_behaviour_proves_nothing(tmp_path: Path) -> None:
    """``100 / d > 0`` (the assertion after the loop) is undefined at every state, d being 0:
    as a candidate it survived Houdini vacuously and, assumed, removed every state from the
    step case, which then 'proved' ``d != 0`` inside the loop; gcc fails that assertion at the
    11th iteration (errlang.proof.defined keeps only candidates defined everywhere)."""
    _, path = _ir(
        tmp_path,
        NONDET + "int main(void) {\n int d = 0;\n int i = 0;\n"
        " while (__VERIFIER_nondet_int()) {\n  i++;\n  if (i > 10) assert(d != 0);\n }\n"
        " assert(100 / d > 0);\n return 0;\n}\n",
    )
    result = check_program(path, settings=Settings(loop_bound=3, timeout=20))
    assert result.assertions[0].verdict == "holds-within-bound"
