"""The deciding step in a linked project (issue 31): a failure caused by a library function
that is not an event is decided by the branch in that library, in its unit — not by the
statement that writes the failing value (``balance += amount``) nor by the input.

main.c's only event is ``deposit``; the amount it adds is ``scale(n)``, computed in lib.c,
whose ``if (x > 2)`` makes it 9 instead of 6 — the last branch whose other side leads to no
failure. The Problems message and the hover say ``lib.c line 3``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types

pytestmark = pytest.mark.asyncio

MAIN = """\
#include <assert.h>
#include <errlang.h>
extern int __VERIFIER_nondet_int(void);
int scale(int x);
int balance = 0;
void deposit(int amount) { ERRLANG_EVENT(deposit); balance += amount; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n < 0 || n > 3) return 0;
  int k = scale(n);
  deposit(k);
  assert(balance <= 6);
  return 0;
}
"""
ASSERTION = 11  # 0-based line of the assertion
LIB = """\
int scale(int x) {
  int y = x * 2;
  if (x > 2)
    y = y + x;
  return y;
}
"""


def _failing(params: types.PublishDiagnosticsParams) -> types.Diagnostic | None:
    return next((d for d in params.diagnostics if d.code == "fails"), None)


async def test_a_library_branch_that_is_no_event_decides_the_failure(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    project = tmp_path / "project"
    project.mkdir()
    (project / "main.c").write_text(MAIN)
    (project / "lib.c").write_text(LIB)
    entries = [
        {"directory": str(project), "file": name, "arguments": ["cc", "-c", name]}
        for name in ("main.c", "lib.c")
    ]
    (project / "compile_commands.json").write_text(json.dumps(entries))
    settings = {"alphabet": "events", "loopBound": 1}
    async with errlang_client(project, env=server_env, settings=settings) as client:
        uri = client.open(project / "main.c")
        published = await client.wait_for_diagnostics(
            uri, lambda p: _failing(p) is not None, timeout=60
        )
        error = _failing(published)
        assert error is not None
        # the check's deciding step (before any learning): the library's branch
        assert "\ndecided at lib.c line 3: tests x = 3; so line 6 writes balance = 9" in (
            error.message
        ), error.message
        related = [r for r in error.related_information or [] if "decides" in r.message]
        assert [Path(r.location.uri).name for r in related] == ["lib.c"]
        assert related[0].location.range.start.line == 2  # 0-based: `if (x > 2)`

        await client.learn(uri, ASSERTION)
        await client.wait_for_state(uri, ASSERTION, ("done", "error"), timeout=60)
        answer = await client.automaton(uri, ASSERTION)
        assert answer["status"] == "done", answer
        assert answer["automaton"]["alphabet_kinds"] == ["events"]  # scale is no event
        hover = await client.hover_text(uri, ASSERTION)
        assert "Decided at lib.c line 3: " in hover, hover
        assert "writes n = " not in hover and "Decided at line 6" not in hover
