"""Replaying a specification violation with gcc (errlang.explain.replay).

The instrumented program is instrumented once more with a witness: its stubs count API calls
and the offending call (by position in the run's trace) calls ``reach_error``. Fed the solver's
inputs, a compiled run that reaches that call at that position *reproduces* the violation: the
concrete execution makes the same API calls up to it.
"""

from __future__ import annotations

from collections.abc import Mapping

from errlang.explain.replay import Replayer, ReplayResult
from errlang.mining.instrument import instrument
from errlang.mining.pipeline import SpecCheck, Violation
from errlang.session.analysis import Analysis


def replay_violation(
    path: str, check: SpecCheck, violation: Violation, *, text: str | None = None
) -> ReplayResult:
    """Compile the witness program and run it on the violating run's inputs."""
    original = Analysis(path, text)
    api = tuple(sorted({c.name for t in check.traces.traces for c in t.calls})) or None
    witness_text, _ = instrument(original.program, api, witness=violation.call_position + 1)
    witness = Analysis(path, witness_text).program
    run = check.traces.runs[violation.run_index]
    trace = check.traces.traces[violation.run_index]
    stub = trace.calls[violation.call_position].name
    site = next(a for a in witness.assertions if a.function == stub)
    with Replayer(witness) as replayer:
        inputs = [i.value if isinstance(i.value, int) else (i.bits or 0) for i in run.inputs]
        return replayer.replay(site, list[int | Mapping[str, object]](inputs))
