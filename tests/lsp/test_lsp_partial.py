"""Partial automata in the editor (issue 19: "the view shows bound 1's automaton while bound 2
is learned"), end to end with the real engine: the bound driver's completed bounds reach the
client before the final automaton — in ``errlang/status`` (``partial``), in the work-done
progress ("loop bound 2 shown; learning loop bound 3…") and in ``errlang/automaton``
(``partial: true``) — and are never a final result: no diagnostic, gone once the run ends, and
a run superseded by a newer save shows nothing of its partial automata."""

from __future__ import annotations

import time
from pathlib import Path
from typing import Any

import pytest
from errlang.session.driver import EMPTY_DRIVER_BOUND
from errlang_lsp.testing import ErrlangClient, errlang_client, extension_capabilities
from lsprotocol import types

pytestmark = pytest.mark.asyncio

# The bound driver goes through loop bounds 1, 2, 3 (partial) and 4 (final) in about a second
# (tests/learn/test_learn_partial.py).
COUNT = """\
#include <assert.h>
int nondet(void);
void a(void) {}
void b(void) {}
int main(void) {
  int n = 0;
  while (nondet()) {
    if (nondet()) { a(); n++; } else { b(); }
  }
  assert(n < 2);
  return 0;
}
"""
# The same shape with arithmetic that makes loop bound 4 slow (~10 s alone; bounds 1-3 in
# under a second): the partial automaton of bound 3 can be asked for while bound 4 is learned.
SLOW_LAST_BOUND = """\
#include <assert.h>
int nondet(void);
void a(void) {}
void b(void) {}
int main(void) {
  int n = 0, m = 1;
  while (nondet()) {
    if (nondet()) { a(); n++; m = m * 3 + nondet(); } else { b(); m = m * m + 1; }
  }
  assert(n < 2 || m % 7 != 3);
  return 0;
}
"""
ASSERTION = 9  # 0-based line of the assertion in both programs
FAST_BODY = "    if (nondet()) { a(); n++; } else { b(); }\n"  # line 7 made fast


def _partials(client: ErrlangClient, uri: str) -> list[tuple[Any, str | None, int]]:
    """(partial bound, message, index) of every status entry of the target with ``partial``."""
    found = []
    for index, status in enumerate(client.statuses):
        if status["uri"] != uri:
            continue
        for entry in status["targets"]:
            if entry["line"] == ASSERTION and "partial" in entry:
                found.append((entry["partial"], entry.get("message"), index))
    return found


def _first_done(client: ErrlangClient, uri: str) -> int:
    return next(
        index
        for index, status in enumerate(client.statuses)
        if status["uri"] == uri
        and any(t["line"] == ASSERTION and t["state"] == "done" for t in status["targets"])
    )


def _progress_messages(client: ErrlangClient) -> list[str]:
    return [
        value.message
        for values in client.progress_reports.values()
        for value in values
        if isinstance(value, types.WorkDoneProgressReport) and value.message
    ]


async def test_partial_automata_arrive_before_the_final_one(
    workspace: Path, server_env: dict[str, str]
) -> None:
    (workspace / "count.c").write_text(COUNT)
    async with errlang_client(workspace, env=server_env) as client:
        uri = client.open(workspace / "count.c")
        started = time.monotonic()
        await client.learn(uri, ASSERTION)
        await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        seconds = time.monotonic() - started
        answer = await client.automaton(uri, ASSERTION)
        diagnostics = client.published.get(uri, [])
    final_bound = answer["automaton"]["bounds"]["loop_bound"]
    assert final_bound >= 2  # the driver went through several bounds (1-4 when written)
    partials = _partials(client, uri)
    # every bound before the final one was shown, in order, before the final one (since issue
    # 31 the final bound's own picture too, while it is checked at the next bound by queries)
    # a status is the whole state of the document, sent again when anything in it changes (the
    # check's result arriving while bound 2 is shown): the same partial may be in several
    shown = [
        bound for i, (bound, _, _) in enumerate(partials) if i == 0 or partials[i - 1][0] != bound
    ]
    assert shown in (list(range(1, final_bound)), list(range(1, final_bound + 1))), partials
    assert partials[0][1] == "loop bound 1 shown; learning loop bound 2…"
    assert all(index < _first_done(client, uri) for _, _, index in partials)
    messages = _progress_messages(client)
    for bound in range(1, final_bound):  # what a client without the view reads
        assert f"loop bound {bound} shown; learning loop bound {bound + 1}…" in messages
    assert answer["status"] == "done" and "partial" not in answer
    assert "partial" not in answer["automaton"]
    for published in diagnostics:  # nothing published from a partial automaton
        for diagnostic in published.diagnostics:
            assert "loop bound 1 shown" not in diagnostic.message
    print(f"count.c: 3 partial automata, then the final one, {seconds:.2f} s")


async def test_the_partial_automaton_is_shown_while_the_run_goes_on_and_never_after_a_newer_save(
    workspace: Path, server_env: dict[str, str]
) -> None:
    path = workspace / "slow_last.c"
    path.write_text(SLOW_LAST_BOUND)
    async with errlang_client(workspace, env=server_env) as client:
        uri = client.open(path)
        await client.learn(uri, ASSERTION)
        await client.wait_for(lambda: any(b == 3 for b, _, _ in _partials(client, uri)), 60)
        answer = await client.automaton(uri, ASSERTION)
        assert answer["status"] == "running" and answer["partial"] is True, answer
        assert answer["version"] == 1
        assert answer["message"] == "loop bound 3 shown; learning loop bound 4…"
        automaton = answer["automaton"]
        # since issue 31 a partial result carries its bound's counterexamples (real failures)
        assert automaton["partial"] is True
        assert all(run["word"][-1] == "!error" for run in automaton["counterexamples"])
        assert automaton["bounds"]["loop_bound"] == 3
        assert automaton["bounds"]["stopped"] == "still learning: loop bound 4 is being learned"
        # a newer text (the loop's body without the slow arithmetic), saved: its run
        # supersedes the one whose partial automaton was shown
        version = client.edit(uri, 7, FAST_BODY, end_line=8)
        client.save(uri)
        await client.wait_for(lambda: client.statuses[-1]["version"] == version, 10)
        during = await client.automaton(uri, ASSERTION)
        assert during.get("automaton") is None or during["version"] == version, during
        state = await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
        newest = await client.automaton(uri, ASSERTION)
        after_save = len(client.statuses)
        later = await client.automaton(uri, ASSERTION)
    assert "partial" not in state
    assert newest["version"] == version and "partial" not in newest
    assert "partial" not in newest["automaton"]
    # the new text cannot fail (m stays 1): the driver deepens while nothing fails (issue 19)
    assert newest["automaton"]["bounds"]["loop_bound"] == EMPTY_DRIVER_BOUND
    assert later == newest  # the superseded run's partial automata never come back
    for status in client.statuses[after_save:]:
        assert all("partial" not in t for t in status["targets"])


async def test_a_client_without_work_done_progress_is_told_in_the_log(
    workspace: Path, server_env: dict[str, str]
) -> None:
    (workspace / "count.c").write_text(COUNT)
    capabilities = extension_capabilities()
    assert capabilities.window is not None
    capabilities.window.work_done_progress = False
    async with errlang_client(workspace, env=server_env, capabilities=capabilities) as client:
        uri = client.open(workspace / "count.c")
        await client.learn(uri, ASSERTION)
        await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
    logged = [m.message for m in client.log_messages if "shown; learning" in m.message]
    assert logged == [
        f"errlang: assertion at line 10: loop bound {b} shown; learning loop bound {b + 1}…"
        for b in (1, 2, 3)
    ]
    assert not client.progress_reports
