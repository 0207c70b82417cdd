"""Membership by symbolic execution of one path (Chen et al., Sec. 6) and the concrete runs."""

from __future__ import annotations

import random
from pathlib import Path

from errlang.ir import nodes as n
from errlang.pac.interpreter import Execution
from errlang.pac.membership import PathOracle
from errlang.pac.sampler import ConcolicSampler, ExplorerSettings, flip
from pac_helpers import program_from

LOOP = """
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
int main() {
  int x = __VERIFIER_nondet_int();
  int i = 0;
  while (i < x) {
    i = i + 1;
  }
  if (i == 1000000)
    __VERIFIER_error();
  return 0;
}
"""


def _concrete(values: list[int]):  # type: ignore[no-untyped-def]
    def source(index: int, instr: n.Nondet) -> int:
        return values[index] & 0xFFFFFFFF

    return source


def test_a_run_vector_is_feasible_and_its_flip_is_not(tmp_path: Path) -> None:
    ir, alphabet = program_from(tmp_path, LOOP)
    outcome = Execution(ir, alphabet, _concrete([3])).run()
    assert outcome.status == "end"
    assert outcome.vector == ("L7:T", "L7:T", "L7:T", "L7:F", "L10:F")
    oracle = PathOracle(ir, alphabet)
    assert oracle.membership(outcome.vector)
    assert oracle.membership(outcome.vector[:2])  # prefix-closed
    assert oracle.membership(())
    # after three iterations with x = 3 the loop must stop for some x: feasible; but
    # leaving the loop at once and then reaching i == 1000000 is not
    assert not oracle.membership(("L7:F", "L10:T"))
    assert not oracle.membership(("L7:T", "nonsense"))


def test_no_loop_bound_is_needed(tmp_path: Path) -> None:
    """A vector of 2000 iterations is decided exactly (the path fixes the unrolling)."""
    ir, alphabet = program_from(tmp_path, LOOP)
    oracle = PathOracle(ir, alphabet)
    word = ("L7:T",) * 2000 + ("L7:F", "L10:F")
    answer = oracle.solve(word)
    assert answer.feasible
    assert answer.inputs == (2000,)


def test_structural_filter_answers_without_execution(tmp_path: Path) -> None:
    ir, alphabet = program_from(tmp_path, LOOP)
    oracle = PathOracle(ir, alphabet)
    assert not oracle.membership(("L10:F", "L7:T"))  # L10 comes after the loop
    assert oracle.solver_calls == 0


def test_sampler_batches_are_reproducible_and_feasible(tmp_path: Path) -> None:
    ir, alphabet = program_from(tmp_path, LOOP)
    oracle = PathOracle(ir, alphabet)
    sampler = ConcolicSampler(ir, alphabet, oracle, ExplorerSettings(batch=10))
    first = [run.vector for run in sampler.batch(random.Random(7))]
    second = [run.vector for run in sampler.batch(random.Random(7))]
    assert first == second
    assert len(first) == 10
    fresh = PathOracle(ir, alphabet)
    assert all(fresh.membership(vector) for vector in first)


def test_flip() -> None:
    assert flip("L7:T") == "L7:F"
    assert flip("A12.2:F") == "A12.2:T"


SWITCH = """
extern int __VERIFIER_nondet_int(void);
int classify(int c) {
  switch (c) {
    case 1: return 10;
    case 2: return 20;
    default: return 0;
  }
}
int main() {
  int c = __VERIFIER_nondet_int();
  int r = classify(c);
  if (r == 20) {
    if (c == 2) return 1;
  }
  return 0;
}
"""


def test_hidden_decisions_are_enumerated(tmp_path: Path) -> None:
    """The switch dispatch emits no letter: its outcomes are searched depth first."""
    ir, alphabet = program_from(tmp_path, SWITCH)
    oracle = PathOracle(ir, alphabet)
    answer = oracle.solve(("L13:T", "L14:T"))
    assert answer.feasible and answer.inputs == (2,)
    assert not oracle.membership(("L13:T", "L14:F"))
    assert oracle.membership(("L13:F",))
