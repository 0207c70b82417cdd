"""A proof attempt run apart from the check, in a forked child (errlang.proof.isolated, issue 30:
a check's time from run to run): it proves what the attempt in the check's process proves, its
prover keeps what it learnt, and the check's z3 context is left exactly as it was — whatever the
attempt did, the check's next question is asked of the same context. A child killed (its
deadline, a cancel) is an attempt out of its share; one that dies is an abandoned proof."""

from __future__ import annotations

import os
import signal
import time
from collections.abc import Sequence
from pathlib import Path

import z3
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram
from errlang.proof.induction import LoopProver, ProofAttempt
from errlang.proof.invariants import Candidate
from errlang.proof.isolated import OUT_OF_SHARE, Carried, attempt_apart
from errlang.proof.sequence import SequenceProver
from errlang.proof.solving import Share
from errlang.session.check import lowered_for_check
from errlang.session.check_proof import apart

PROGRAMS = Path(__file__).parent / "programs"
FAR = 600.0  # seconds: a clock that never fires in these tests
UNITS = 200_000_000  # work to spare for fill_check_safe's proof (~4.2 million units)


def _ir(name: str) -> IRProgram:
    return lowered_for_check(parse_file(str(PROGRAMS / name)), None)


def _sites(ir: IRProgram) -> list[int]:
    return [s.index for s in ir.source.assertions]


def _context_units() -> int:
    """z3's resource units spent in the main context so far (a trivial question asks it)."""
    solver = z3.Solver()
    solver.check(z3.Bool("apart!probe"))
    return int(solver.statistics().get_key_value("rlimit count"))


def test_an_attempt_apart_proves_what_it_proves_here_and_leaves_the_context_alone() -> None:
    ir = _ir("fill_check_safe.c")
    here = SequenceProver(ir)
    work_here = Share(time.monotonic() + FAR, UNITS)
    expected = here.attempt(3, _sites(ir), work_here)
    assert expected.proved and expected.stopped is None

    prover = SequenceProver(ir)
    work = Share(time.monotonic() + FAR, UNITS)
    before = _context_units()
    done = attempt_apart(prover, 3, _sites(ir), work, apart(None))
    after = _context_units()
    # the two probes alone: nothing of the proof's encodings and questions in between
    assert after - before == _context_units() - after
    assert done == expected  # the same proofs, invariants and all
    # the child's work counted (not the same units as here: z3's search depends on the
    # context's history, and the child's starts after the attempt above)
    assert work_here.spent // 2 < work.spent < 2 * work_here.spent
    assert prover.tried == here.tried and prover.invariants == here.invariants


def test_an_attempt_in_this_process_changes_the_context() -> None:
    # the difference the child removes (the test above is not vacuous)
    ir = _ir("fill_check_safe.c")
    before = _context_units()
    SequenceProver(ir).attempt(3, _sites(ir), Share(time.monotonic() + FAR, UNITS))
    after = _context_units()
    assert after - before > 10 * (_context_units() - after)


def test_a_later_attempt_keeps_what_an_earlier_one_learnt() -> None:
    ir = _ir("fill_check_safe.c")
    prover = SequenceProver(ir)
    first = attempt_apart(prover, 3, _sites(ir), Share(time.monotonic() + FAR, UNITS), apart(None))
    assert first.proved and prover.tried == {1, 2, 3} and prover.invariants
    # every k up to 3 was tried: a second attempt at bound 3 has nothing left to try
    again = attempt_apart(prover, 3, _sites(ir), Share(time.monotonic() + FAR, UNITS), apart(None))
    assert not again.proved and again.stopped is not None


class _Dying(LoopProver):
    """A prover whose process dies in the middle of its attempt."""

    def attempt(self, bound: int, sites: Sequence[int], deadline: float | Share) -> ProofAttempt:
        os.kill(os.getpid(), signal.SIGKILL)
        return ProofAttempt()


class _Slow(LoopProver):
    """A prover that never ends by itself (its encoder deaf to the clock)."""

    def attempt(self, bound: int, sites: Sequence[int], deadline: float | Share) -> ProofAttempt:
        time.sleep(FAR)
        return ProofAttempt()


def _loop_prover(kind: type[LoopProver]) -> LoopProver:
    ir = _ir("counter_safe.c")
    line = next(i.loc.line for i in ir.functions["main"].body if type(i).__name__ == "LoopEnter")
    return kind(ir, line)


def test_a_child_that_dies_is_an_abandoned_proof_not_a_proof() -> None:
    done = attempt_apart(_loop_prover(_Dying), 2, [0], Share(time.monotonic() + FAR), apart(None))
    assert not done.proved and done.stopped is not None
    assert "abandoned" in done.stopped and "SIGKILL" in done.stopped


def test_a_child_is_killed_at_its_deadline_and_on_cancel() -> None:
    prover = _loop_prover(_Slow)
    started = time.monotonic()
    done = attempt_apart(prover, 2, [0], Share(time.monotonic() + 0.2), apart(None))
    assert done == ProofAttempt(stopped=OUT_OF_SHARE)
    assert time.monotonic() - started < FAR / 10
    asked: list[float] = []

    def cancel() -> bool:
        asked.append(time.monotonic())
        return len(asked) > 2

    done = attempt_apart(prover, 2, [0], Share(time.monotonic() + FAR), apart(cancel))
    assert done == ProofAttempt(stopped=OUT_OF_SHARE) and len(asked) == 3


def test_the_carried_outcome_is_what_the_prover_adopts() -> None:
    ir = _ir("fill_check_safe.c")
    prover = SequenceProver(ir)
    none: list[list[Candidate]] = [[]]
    told = Carried(ProofAttempt(stopped="x"), 1234, frozenset({1}), none)

    def run(work: object, deadline: float) -> Carried:
        return told

    work = Share(time.monotonic() + FAR, UNITS)
    work.spent = 10
    assert attempt_apart(prover, 3, _sites(ir), work, run) == ProofAttempt(stopped="x")
    assert work.spent == 1244 and prover.tried == {1} and prover.invariants == [[]]
