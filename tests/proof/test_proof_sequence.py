"""Loops one after another (issue 33, errlang.proof.sequence): an attempt cut short by its time
share leaves nothing half-done behind — the next attempt finds the invariants again and
tries the same k — and the proof names the other loop's invariants."""

from __future__ import annotations

import time
from pathlib import Path

from errlang.frontend import parse_file
from errlang.proof.sequence import SequenceProver
from errlang.session.check import lowered_for_check

PROGRAM = Path(__file__).parent / "programs" / "fill_check_safe.c"


def test_an_attempt_out_of_time_is_tried_again() -> None:
    ir = lowered_for_check(parse_file(str(PROGRAM)), None)
    prover = SequenceProver(ir)
    sites = [s.index for s in ir.source.assertions]
    short = prover.attempt(3, sites, time.monotonic() + 0.01)
    assert short.proved == () and short.stopped is not None and "time" in short.stopped
    assert prover.invariants is None and not prover.tried
    full = prover.attempt(3, sites, time.monotonic() + 60)
    [(site, proof)] = full.proved
    assert site == sites[0] and proof.k == 1
    assert any("every a[k] with k < i: a[k] == 2 * k + 1" in text for text in proof.invariants)
