"""End to end over stdio with the real engine: PAC verification of one assertion (issue 10)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from errlang_lsp.testing import ErrlangClient, plain
from lsprotocol import types

pytestmark = pytest.mark.asyncio

PROGRAM = """\
int nondet_int(void);

int add(int a, int b) {
    if (b == 0) return a;
    return add(a + 1, b - 1);
}

int main(void) {
    int n = nondet_int();
    int k = nondet_int();
    if (n < 0 || n > 20) return 0;
    int r = add(0, n);
    assert(r == n);
    assert(k != 7 || r != 5);
    return 0;
}
"""
HOLDS, FAILS = 12, 13  # 0-based lines of the two assertions


async def _verify(client: ErrlangClient, uri: str, line: int, **options: Any) -> dict[str, Any]:
    answer = await client.workspace_execute_command_async(
        types.ExecuteCommandParams(
            command="errlang.verifyPac", arguments=[uri, line, {"timeout": 30, **options}]
        )
    )
    return dict(plain(answer))


async def _pac_model(client: ErrlangClient, uri: str, line: int) -> dict[str, Any]:
    params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": 0}}
    return dict(plain(await client.protocol.send_request_async("errlang/pacModel", params)))


def _pac_diagnostics(client: ErrlangClient, uri: str) -> list[types.Diagnostic]:
    published = client.published.get(uri) or []
    last = published[-1].diagnostics if published else []
    return [d for d in last if str(d.code).startswith("pac-")]


async def test_holds_with_pac_guarantee_and_model_in_the_view(
    client: ErrlangClient, workspace: Path
) -> None:
    path = workspace / "pac.c"
    path.write_text(PROGRAM)
    uri = client.open(path)
    answer = await _verify(client, uri, HOLDS)
    assert answer["verdict"] == "holds" and answer["shown"] == "holds, PAC(0.1, 0.9)"
    assert answer["version"] == 1 and "with confidence 0.9" in answer["guarantee"]
    diagnostics = await client.wait_for(lambda: _pac_diagnostics(client, uri))
    (holds,) = diagnostics
    assert holds.code == "pac-holds" and holds.range.start.line == HOLDS
    assert holds.severity == types.DiagnosticSeverity.Information
    # short and in plain words: what was sampled, what the numbers promise, not a proof
    assert holds.message.startswith("holds (statistical guarantee): no run fails it, neither")
    assert "with confidence 90 %, a batch of 10 random runs" in holds.message
    assert "at most 10 %" in holds.message and holds.message.endswith("Not a proof.")
    assert "PAC(" not in holds.message and "vector" not in holds.message
    assert len(holds.message.split()) <= 60
    model = await _pac_model(client, uri, HOLDS)
    assert model["status"] == "done" and model["verdict"]["verdict"] == "holds"
    automaton = model["automaton"]
    assert automaton["pac"]["kind"] == "feasible-decision-vectors"
    assert automaton["target"]["line"] == HOLDS + 1 and automaton["error_letter"] == "A13:F"
    assert any(t["letter"] == "A13:T" for t in automaton["transitions"])
    titles = [lens.command.title for lens in await client.code_lenses(uri) if lens.command]
    assert "PAC: holds (statistical guarantee) · Show model" in titles
    # An edit makes the result stale: no diagnostic, the view says so.
    client.edit(uri, 0, "// edited\n")
    assert (await _pac_model(client, uri, HOLDS))["status"] == "stale"


async def test_fails_with_the_replayable_run_as_related_information(
    client: ErrlangClient, workspace: Path
) -> None:
    path = workspace / "pac.c"
    path.write_text(PROGRAM)
    uri = client.open(path)
    answer = await _verify(client, uri, FAILS, epsilon=0.2, confidence=0.8)
    assert answer["verdict"] == "fails"
    (fails,) = await client.wait_for(lambda: _pac_diagnostics(client, uri))
    assert fails.code == "pac-fails" and fails.severity == types.DiagnosticSeverity.Error
    assert "replay: reproduced" in fails.message and "= 7" in fails.message
    # inputs named as check names them (issue 31: was `nondet_int() on line 10 = 7`)
    assert "k = 7" in fails.message and "on line" not in fails.message, fails.message
    related = fails.related_information or []
    assert {r.location.range.start.line for r in related} == {8, 9}  # the two inputs
    model = await _pac_model(client, uri, FAILS)
    assert model["status"] == "done" and "automaton" not in model
    # never an empty box that says "done" (issue 31): the answer says why there is no model
    assert model["message"].startswith("no PAC model: a sampled run fails the assertion (inputs")
    assert "k = 7" in model["message"]
    assert model["verdict"]["run"]["replay"]["status"] == "reproduced"
    # Bad arguments and bad input are readable (same server, to keep the tests fast).
    path = workspace / "broken.c"
    path.write_text("int main(void) { assert(1) }\n")
    uri = client.open(path)
    answer = await _verify(client, uri, 0)
    assert answer["state"] == "error" and "line 1" in answer["reason"]
    with pytest.raises(Exception, match="epsilon"):
        await _verify(client, uri, 0, epsilon=2)


async def test_the_pac_settings_are_the_options_not_given(
    workspace: Path, server_env: dict[str, str]
) -> None:
    """``errlang.pac.*`` (nested, as VS Code sends them) apply to a command without options;
    an option the command gives wins over the setting."""
    from errlang_lsp.testing import errlang_client

    settings = {"pac": {"epsilon": 0.2, "confidence": 0.8, "timeout": 30}}
    async with errlang_client(workspace, env=server_env, settings=settings) as client:
        path = workspace / "pac.c"
        path.write_text(PROGRAM)
        uri = client.open(path)
        command = types.ExecuteCommandParams(command="errlang.verifyPac", arguments=[uri, HOLDS])
        answer = plain(await client.workspace_execute_command_async(command))
        assert answer["verdict"] == "holds" and answer["shown"] == "holds, PAC(0.2, 0.8)"
        answer = await _verify(client, uri, HOLDS, confidence=0.9)
        assert answer["shown"] == "holds, PAC(0.2, 0.9)"


@pytest.mark.slow
async def test_progress_and_cancel_stop_the_run_in_its_worker(
    client: ErrlangClient, workspace: Path
) -> None:
    """McCarthy 91 takes tens of seconds: a cancel on the run's progress token ends it at once
    (the worker is stopped and replaced); the begin and a report arrived before."""
    source = Path(__file__).parents[2] / "benchmarks/programs/recursive/mccarthy91_safe.c"
    path = workspace / "mccarthy.c"
    path.write_text(source.read_text())
    uri = client.open(path)
    line = next(
        i for i, text in enumerate(source.read_text().splitlines()) if "reach_error();" in text
    )
    running = asyncio.ensure_future(_verify(client, uri, line, timeout=60))

    def token() -> str | None:
        return next(
            (str(t) for t in client.progress_reports if str(t).startswith("errlang/pac/")), None
        )

    started = await client.wait_for(token)
    await client.wait_for(lambda: len(client.progress_reports[started]) >= 2)  # begin, a report
    assert any("PAC, line" in getattr(r, "title", "") for r in client.progress_reports[started])
    assert (await _pac_model(client, uri, line))["status"] == "running"
    client.window_work_done_progress_cancel(types.WorkDoneProgressCancelParams(token=started))
    answer = await asyncio.wait_for(running, 10)
    assert answer["state"] == "error" and answer["reason"].startswith("cancelled")
    workers = await client.workers()
    assert len(workers) == 2 and not any(w["job"] and w["job"]["kind"] == "pac" for w in workers)
