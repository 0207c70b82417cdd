"""Issue 20 over stdio with the real engine: on a session API whose command loop has silent
iterations, neither the hover nor the picture's words present an undecided sequence as a
failing one (the issue's panel said "s_open · assertion fails")."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.testing import ErrlangClient

pytestmark = pytest.mark.asyncio

PROGRAM = """\
#include <assert.h>
int nondet(void);
static int is_open;
void s_open(void) { is_open = 1; }
void s_read(void) {}
void s_write(void) {
    // errlang: learn loop-bound=3
    assert(is_open);
}
void s_close(void) { is_open = 0; }
int main(void) {
    s_open();
    while (nondet()) {
        int op = nondet();
        if (op == 0) s_read();
        else if (op == 1) s_write();
        else if (op == 2) s_close();
    }
    return 0;
}
"""
ASSERTION = 7  # 0-based line of `assert(is_open);`
NEVER = ("s_open · assertion fails", "s_open · s_write · assertion fails")


async def test_hover_and_picture_words_list_only_decided_failing_sequences(
    client: ErrlangClient, workspace: Path
) -> None:
    uri = client.open(workspace / "session.c", PROGRAM)
    await client.wait_for_state(uri, ASSERTION, "done", timeout=90)
    document = (await client.automaton(uri, ASSERTION))["automaton"]
    picture = document["picture"]
    err = document["error_letter"]
    listed = [
        tuple(w["word"])
        for entry in picture["words_through"]
        for w in entry["words"]
        if w["decided"]
    ]
    assert listed and ("s_open", err) not in listed and ("s_open", "s_write", err) not in listed
    assert all(w[-1] == err for w in listed)
    hover = await client.hover_text(uri, ASSERTION)
    assert "s_open · s_close · s_write · assertion fails" in hover  # the shortest real run
    for claim in NEVER:
        assert claim not in hover, hover
