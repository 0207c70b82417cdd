"""The Problems entry of a learned target on ``examples/bank.c`` (issue 14): the bounds of the
automaton shown, and the run's values in its related information."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from errlang_lsp import summaries
from errlang_lsp.testing import errlang_client
from lsprotocol import types

pytestmark = pytest.mark.asyncio

BANK = Path(__file__).parents[2] / "examples" / "bank.c"
ASSERTION = 33  # 0-based line of `assert(credit >= 0);`
WITHDRAWN = 15  # 0-based line of `credit -= amount;`


ANY = types.Range(
    start=types.Position(line=0, character=0), end=types.Position(line=0, character=0)
)


def _failing(params: types.PublishDiagnosticsParams) -> types.Diagnostic | None:
    return next((d for d in params.diagnostics if d.code == "fails"), None)


def _message(params: types.PublishDiagnosticsParams) -> str:
    failing = _failing(params)
    return failing.message if failing is not None else ""


async def test_problems_entry_has_the_automatons_bound_and_the_runs_values(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    shutil.copy(BANK, tmp_path / "bank.c")
    async with errlang_client(tmp_path, env=server_env) as client:
        uri = client.open(tmp_path / "bank.c")
        await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        answer = await client.automaton(uri, ASSERTION)
        bound = summaries.loop_bound(answer["automaton"])
        assert bound is not None and bound > 1  # the check alone stops at loop bound 1
        published = await client.wait_for_diagnostics(
            uri,
            lambda p: (
                (_failing(p) or types.Diagnostic(range=ANY, message="")).data
                == {"loopBound": bound}
            ),
        )
        error = _failing(published)
        assert error is not None and error.range.start.line == ASSERTION
        assert "withdraw · assertion fails" in error.message
        assert "loop bound" not in error.message  # a failing run is real whatever the bound
        # the answer ends with the count and where to look next, before the related information
        # VS Code shows above the hover (issue 31)
        assert error.message.split("\n")[-1] == (
            "altogether 14 failing sequences of at most 3 events (all runs);"
            " errlang: Show automaton draws them; the hover lists the run's steps"
        )
        related = error.related_information or []
        at_assertion = [r.message for r in related if r.location.range.start.line == ASSERTION]
        assert "inputs: rounds = 1, op = 1" in at_assertion
        assert "fails with: credit = -1" in at_assertion
        withdrawn = [r.message for r in related if r.location.range.start.line == WITHDRAWN]
        assert any(m.endswith("line 16 in withdraw: credit = -1") for m in withdrawn)
        # short: only the steps with an event, a value, a call or the end (VS Code shows the
        # list above the errlang hover): the 11-step run keeps 8
        assert not any(r.message.endswith("line 26 in main") for r in related)
        assert len(related) <= 2 + 8 + 1, [r.message for r in related]
