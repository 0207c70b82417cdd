"""A learn asked for right after a file was opened is never lost (issue 32).

In real VS Code, with the workers forked from the fork server, the automaton view's learn
(asked ~3 s after the server started) stayed "queued · Waiting to learn…" and never ran in 2 of
3 runs of ``partial.test.ts``, and the code lens still offered "Learn error language". The
cause was in ``Analyses``: ``errlang.learn`` adds the target, then waits for the document's
settings (a ``workspace/configuration`` round trip) before it submits the run; when the open
file's markers arrived in that wait, ``_retarget`` rebuilt the targets and dropped the one
asked for (no marker, no job yet, no result). The run was then submitted for a target no longer
in the document: ``errlang/status`` never listed it, so the view waited for ever. The fork
server made the markers arrive just when the view asks (its workers are ready sooner).

The test holds the client's answer to the learn's ``workspace/configuration`` until the
markers and the check have arrived, which makes that order certain (fake engine, one worker:
no timing involved)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from errlang_lsp.testing import ErrlangClient, errlang_client
from errlang_lsp.worker import DELAY_ENV

PROGRAM = "int main(void) {\n  int x = 0;\n  assert(x == 1);\n  return 0;\n}\n"
ASSERTION = 2  # 0-based


async def _running(client: ErrlangClient, kind: str) -> None:
    """Until a worker runs a job of ``kind`` (its analysis had its settings)."""

    async def probe() -> bool:
        return any((w["job"] or {}).get("kind") == kind for w in await client.workers())

    for _ in range(1500):
        if await probe():
            return
        await asyncio.sleep(0.02)
    raise TimeoutError(f"no {kind} job ran")


@pytest.mark.asyncio
async def test_a_learn_asked_while_the_markers_run_is_run_and_reported(
    workspace: Path, fake_engine_env: dict[str, str]
) -> None:
    env = {**fake_engine_env, DELAY_ENV: "markers=2"}  # the markers run while we ask
    async with errlang_client(workspace, env=env, workers=1) as client:
        path = workspace / "asked_early.c"
        path.write_text(PROGRAM)
        uri = client.open(path)
        await _running(client, "markers")
        client.configuration_hold = asyncio.Event()  # the learn waits for its settings
        answer = await client.learn(uri, ASSERTION)
        assert answer["state"] == "queued"
        await client.wait_for_diagnostics(uri, lambda p: bool(p.diagnostics), timeout=60)
        client.configuration_hold.set()  # the markers and the check have arrived
        done: dict[str, Any] = await client.wait_for_state(uri, ASSERTION, "done", timeout=30)
        assert done["kind"] == "assertion"
        automaton = await client.automaton(uri, ASSERTION)
        assert automaton["status"] == "done" and automaton["automaton"]["states"]
