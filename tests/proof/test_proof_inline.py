"""Loops in a function called once from main, proved with the function inlined into main
(issue 33, errlang.proof.inline): the helper's loop and main's assertion after it are proved;
a violation deeper than the bound — through the value returned, through an argument — is
never proved away; a function called twice or recursively is not inlined."""

from __future__ import annotations

from pathlib import Path

import pytest
from cell_cases import verdicts, written
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.proof.inline import inlined
from errlang.session.check import check_program
from errlang.session.settings import Settings

PROGRAMS = Path(__file__).parent / "programs" / "helpers"
SAFE = (PROGRAMS / "helper_loop_safe.c").read_text()
# each fails after 7,000 iterations, far deeper than the bound the proof rests on
DEEP = {
    "through the value returned": SAFE.replace("return x;", "return i == 7000 ? x + 1 : x;"),
    "through an argument": SAFE.replace("count(n)", "count(n + (n == 7000))"),
    "through a register named as main's": SAFE.replace("return x;", "return i == 7000 ? 0 : x;")
    .replace("int i = 7;", "int i = 7, x = 0;")
    .replace("i == 7);", "i == 7 && x == 0);"),
}
TWICE = SAFE.replace("int r = count(n);", "int r = count(n) + count(0);")
RECURSIVE = SAFE.replace("if (i >= n) return x;", "if (i >= n) return n > 0 ? x : count(1) - 2;")


def _inlined(text: str, tmp_path: Path) -> frozenset[str]:
    source = written(tmp_path, "inline.c", text)
    return inlined(build_ir(parse_file(str(source)), summarise_loops=True))[1]


def test_a_helper_called_once_is_inlined(tmp_path: Path) -> None:
    ir = build_ir(parse_file(str(PROGRAMS / "helper_loop_safe.c")), summarise_loops=True)
    program, names = inlined(ir)
    assert names == {"count"}
    main = program.functions["main"]
    assert 8 in main.loop_lines.values()
    assert not any(getattr(i, "function", None) == "count" for i in main.body)
    assert {"count::i", "count::x", "count::n", "i"} <= set(main.variables)


@pytest.mark.parametrize("text", [TWICE, RECURSIVE], ids=["twice", "recursive"])
def test_a_helper_called_twice_or_recursive_is_not_inlined(text: str, tmp_path: Path) -> None:
    assert _inlined(text, tmp_path) == frozenset()


def test_the_helpers_loop_and_mains_assertion_are_proved() -> None:
    result = check_program(
        str(PROGRAMS / "helper_loop_safe.c"), settings=Settings(loop_bound=2, timeout=50)
    )
    for verdict in result.assertions:
        assert verdict.verdict == "holds" and verdict.proof is not None, verdict.reason
        assert "loop at line 8" in verdict.reason


@pytest.mark.parametrize("name", sorted(DEEP))
def test_a_deep_violation_is_never_proved_away(name: str, tmp_path: Path) -> None:
    source = written(tmp_path, "deep.c", DEEP[name])
    assert verdicts(source)[1] == "holds-within-bound"  # main's assertion, line 20


def test_the_unsafe_twin_still_fails() -> None:
    """x += 3 at the third iteration: the helper's assertion fails at loop bound 3."""
    result = check_program(str(PROGRAMS / "helper_loop_unsafe.c"), settings=Settings(timeout=20))
    helper, main = result.assertions
    assert helper.verdict == "fails"
    # every run past the loop passed its assertion: r == 2 * n (proved, or within the bound
    # when the proof's share of wall time runs out under load)
    assert main.verdict in ("holds", "holds-within-bound"), main.reason
