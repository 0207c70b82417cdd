"""A check whose worker is killed at its budget or dies keeps the bounds it finished in the
editor: the worker streams the check's document after every bound
(``errlang.session.check_partial.streamed``, tests/check/test_check_partial.py for the real
engine's documents) and the server shows the last one, beside the failure that says why
(``errlang_lsp.jobs.kept_check``). With the fake engine (``STREAM_THEN_EXIT``: bound 1's
verdicts, then the worker exits), so the test is cheap and never waits on a clock."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from errlang_lsp.jobs import Job, JobKind, JobOutcome, JobSpec, kept_check, timeout_reason
from errlang_lsp.testing import errlang_client

SOURCE = """\
int main(void) {
  int x = nondet_int();
  assert(x != 7); // STREAM_THEN_EXIT
  return 0;
}
"""
ASSERTION = 2  # 0-based
STREAMED = {"assertions": [{"line": 3, "verdict": "fails"}], "message": "bound 1 kept"}


@pytest.mark.asyncio
async def test_a_dead_check_worker_leaves_its_finished_bounds_in_the_editor(
    tmp_path: Path, fake_engine_env: dict[str, str]
) -> None:
    (tmp_path / "a.c").write_text(SOURCE)
    async with errlang_client(tmp_path, env=fake_engine_env) as client:
        uri = client.open(tmp_path / "a.c")
        published = await client.wait_for_diagnostics(
            uri, lambda p: any(d.code == "failed" for d in p.diagnostics)
        )
    codes = {d.code: d for d in published.diagnostics}
    assert "exited with status 3" in codes["failed"].message  # why the analysis ended
    kept = codes["fails"]  # and bound 1's verdict, with its run, at the assertion
    assert kept.range.start.line == ASSERTION


def _job(kind: JobKind) -> Job:
    loop = asyncio.new_event_loop()
    try:
        job = Job(1, JobSpec(kind, {}, timeout=5.0), loop.create_future())
    finally:
        loop.close()
    job.partial = STREAMED
    return job


def test_only_a_failed_checks_streamed_document_is_kept() -> None:
    killed = JobOutcome("failed", message=f"{timeout_reason(5.0)}; it was restarted")
    died = JobOutcome("failed", message="the analysis worker (pid 9) was killed by SIGKILL")
    kept = kept_check(_job("check"), killed)
    assert kept is not None and kept["assertions"] == STREAMED["assertions"]
    assert kept["out_of_time"] is True  # killed at its budget: out of time, as the CLI says
    assert "out_of_time" not in (kept_check(_job("check"), died) or {})
    assert kept_check(_job("check"), JobOutcome("cancelled")) is None  # superseded: nobody's
    assert kept_check(_job("learn"), killed) is None  # a learn job's partials are automata
    assert STREAMED.get("out_of_time") is None  # the job's own document is not changed
