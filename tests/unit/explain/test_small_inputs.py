"""Small inputs (issue 21): a counterexample's inputs shrink to the smallest magnitudes that
keep its word and its failure, within a time share, and the run still replays."""

from __future__ import annotations

from pathlib import Path

import pytest
import z3
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.teacher.small_inputs import smaller_run, word_conditions
from errlang.teacher.solver import BoundedSolver, Run

PROGRAM = """
extern int __VERIFIER_nondet_int(void);
void _Learn_assert(int);
void fee(void) {}
int main(void) {
  int op = __VERIFIER_nondet_int();
  int far = __VERIFIER_nondet_int();
  unsigned int mask = (unsigned int)__VERIFIER_nondet_int();
  if (op > 1 && op % 2 == 0)
    fee();
  _Learn_assert(op < 0 || far < 5000 || mask == 0u);
  return 0;
}
"""


@pytest.fixture(scope="module")
def solver(tmp_path_factory: pytest.TempPathFactory) -> BoundedSolver:
    path = tmp_path_factory.mktemp("small") / "small.c"
    path.write_text(PROGRAM)
    encoding, _ = encode(build_ir(parse_file(str(path))), "main", 1, ("functions",))
    return BoundedSolver(encoding, timeout=30.0)


def _big_run(solver: BoundedSolver, *extra: z3.BoolRef) -> Run:
    op = next(i.symbol for i in solver.encoding.inputs if i.target == "op")
    model = solver.satisfiable(solver.ends(0), op == 4194304, *extra)
    assert model is not None
    return solver.run(model, 0)


def _values(run: Run) -> dict[str | None, int | str]:
    return {i.name: i.value for i in run.inputs}


def test_each_input_shrinks_to_the_smallest_magnitude_that_fails_the_same_way(
    solver: BoundedSolver,
) -> None:
    big = _big_run(solver)
    assert big.word == ("fee", "!error") and _values(big)["op"] == 4194304
    small = smaller_run(solver, 0, big)
    # op must be even and > 1 for fee to happen: 2; mask nonzero: ±1; far must be >= 5000,
    # beyond SMALL: a few halvings toward it, not a full search
    values = _values(small)
    assert small.word == big.word
    assert (values["op"], values["mask"] in (-1, 1)) == (2, True)
    assert isinstance(values["far"], int) and 5000 <= values["far"] <= 5500


def test_the_word_is_kept(solver: BoundedSolver) -> None:
    op = next(i.symbol for i in solver.encoding.inputs if i.target == "op")
    model = solver.satisfiable(solver.ends(0), op == 4194305)  # odd: no fee
    assert model is not None
    big = solver.run(model, 0)
    assert big.word == ("!error",)
    small = smaller_run(solver, 0, big)
    assert small.word == ("!error",) and _values(small)["op"] in (-1, 0, 1)


def test_no_time_no_change(solver: BoundedSolver) -> None:
    big = _big_run(solver)
    assert smaller_run(solver, 0, big, seconds=0.0) == big


def test_a_word_with_an_unknown_letter_has_no_conditions(solver: BoundedSolver) -> None:
    assert word_conditions(solver, 0, ("nowhere", "!error")) == []
    assert len(word_conditions(solver, 0, ("fee", "!error"))) == 3


def test_the_smaller_run_replays(solver: BoundedSolver, tmp_path: Path) -> None:
    """The shrunk inputs drive the compiled program into the same failure (gcc)."""
    replay = pytest.importorskip("errlang.explain.replay")
    path = tmp_path / "small.c"
    path.write_text(PROGRAM)
    small = smaller_run(solver, 0, _big_run(solver))
    with replay.Replayer(parse_file(str(path))) as replayer:
        outcome = replayer.replay(0, [i.to_json() for i in small.inputs], timeout=10)
    if "compiler" in outcome.detail and not outcome.reproduced:
        pytest.skip(outcome.detail)
    assert outcome.reproduced, outcome.detail
