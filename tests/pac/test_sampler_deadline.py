"""A time budget given to PAC sampling is kept run by run, not batch by batch
(errlang.pac.sampler.ConcolicSampler.deadline): no run of a batch starts past the deadline, the
cut batch is dropped (no sample of the distribution), and a failing run made before the cut is
still a failure. The clock is the sampler's own (``clock``), here one tick per run started, so
that what is counted — runs started after the deadline — does not depend on the machine."""

from __future__ import annotations

import random
from collections.abc import Sequence
from pathlib import Path

import pytest
from errlang.automata.dfa import DFA
from errlang.pac.error_automaton import ErrorAutomaton
from errlang.pac.membership import PathOracle
from errlang.pac.oracle import FailureFound, PacTeacher
from errlang.pac.outcome import Outcome
from errlang.pac.sampler import BatchCut, ConcolicSampler, ExplorerSettings
from pac_helpers import program_from

LOOP = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  int s = 0;
  for (int i = 0; i < n && i < 20; i++) {
    if (__VERIFIER_nondet_int() > 3) s += i; else s -= 1;
  }
  assert(s != 1000000);
  return 0;
}
"""

FAILS = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int x = __VERIFIER_nondet_int();
  assert(x == 12345);
  return 0;
}
"""


def _sampler(tmp_path: Path, text: str) -> ConcolicSampler:
    ir, alphabet = program_from(tmp_path, text)
    return ConcolicSampler(ir, alphabet, PathOracle(ir, alphabet), ExplorerSettings(batch=10))


def _counted(sampler: ConcolicSampler, deadline: float) -> list[float]:
    """The sampler's clock ticking once per run started, its deadline set, and the clock's
    reading at the start of every run (returned, filled as runs start)."""
    started: list[float] = []
    sampler.clock = lambda: float(sampler.runs)
    sampler.deadline = deadline
    run = sampler.run

    def timed(rng: random.Random, preset: Sequence[int | None] = ()) -> Outcome:
        started.append(sampler.clock())
        return run(rng, preset)

    setattr(sampler, "run", timed)  # noqa: B010 (a method, counted)
    return started


@pytest.mark.parametrize("deadline", [0.5, 3.0, 6.5])
def test_no_run_of_a_batch_starts_past_the_deadline(tmp_path: Path, deadline: float) -> None:
    sampler = _sampler(tmp_path, LOOP)
    started = _counted(sampler, deadline)
    with pytest.raises(BatchCut) as cut:
        sampler.batch(random.Random(7))
    assert started and all(tick <= deadline for tick in started)  # none started after it
    # every run the deadline allowed was made: the batch stopped at the first tick past it
    assert len(started) == int(deadline) + 1 == len(cut.value.runs)


def test_a_batch_within_its_deadline_is_the_batch_without_one(tmp_path: Path) -> None:
    timed = _sampler(tmp_path, LOOP)
    _counted(timed, 100.0)
    free = _sampler(tmp_path, LOOP)
    first = [run.vector for run in timed.batch(random.Random(7))]
    assert first == [run.vector for run in free.batch(random.Random(7))] and len(first) == 10


def test_a_failing_run_before_the_cut_is_a_failure(tmp_path: Path) -> None:
    sampler = _sampler(tmp_path, FAILS)
    _counted(sampler, 0.5)  # one run, then the deadline
    teacher = PacTeacher(
        sampler.alphabet,
        sampler.oracle,
        sampler,
        {0: ErrorAutomaton(sampler.program, sampler.alphabet, 0)},
        epsilon=0.1,
        confidence=0.9,
        seed=0,
    )
    only_empty = DFA(
        sampler.alphabet.letters, (0,), 0, frozenset({0}), {}
    )  # no error word: sampling
    with pytest.raises(FailureFound) as found:
        teacher.equivalence(only_empty)
    assert found.value.failure.found_by == "sampling" and sampler.runs == 1
