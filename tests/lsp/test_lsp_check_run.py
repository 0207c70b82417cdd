"""The view's counterexample list is never empty while Problems shows a failure (issue 31):
a learned automaton that accepts words but lists no failing run (the bound driver's reserve
for runs ran out) is sent with the check's failing run of the same text — when the automaton
accepts that run's word. With the fake engine (``NO_RUNS``), so the test is cheap."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client

pytestmark = pytest.mark.asyncio

SOURCE = """\
int main(void) {
  // errlang: learn
  assert(x); // NO_RUNS
  return 0;
}
"""
ASSERTION = 2  # 0-based


async def test_an_automaton_without_runs_gets_the_checks_failing_run(
    tmp_path: Path, fake_engine_env: dict[str, str]
) -> None:
    (tmp_path / "a.c").write_text(SOURCE)
    async with errlang_client(tmp_path, env=fake_engine_env) as client:
        uri = client.open(tmp_path / "a.c")
        await client.wait_for_state(uri, ASSERTION, "done", timeout=30)
        published = await client.wait_for_diagnostics(uri, lambda p: bool(p.diagnostics))
        assert any(d.code == "fails" for d in published.diagnostics)  # Problems shows one
        answer = await client.automaton(uri, ASSERTION)
    runs = answer["automaton"]["counterexamples"]
    assert [run["word"] for run in runs] == [["err"]]  # the check's run: accepted
    assert runs[0]["inputs"][0]["value"] == 7  # (the fake check's input; learned runs have none)
