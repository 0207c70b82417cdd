"""End to end over stdio with the real engine: the automaton document the editor reads carries
the general picture beside the exact automaton (DESIGN §3, issue 13 item 4)."""

from __future__ import annotations

import json
from pathlib import Path

import jsonschema
import pytest
from errlang_lsp.testing import ErrlangClient

pytestmark = pytest.mark.asyncio

SCHEMA = Path(__file__).parents[2] / "core" / "errlang" / "schema" / "automaton.schema.json"
# `for (i = 0; i < n; i++) g(); f(x);` with n an unconstrained input: f fails for some x
PROGRAM = """\
int nondet_int(void);
int calls;

void g(void) { calls++; }

void f(int x) {
    // errlang: learn loop-bound=2
    assert(x != 42);
}

int main(void) {
    int n = nondet_int();
    int i;
    for (i = 0; i < n; i++)
        g();
    f(nondet_int());
    return 0;
}
"""
ASSERTION = 7  # 0-based line of `assert(x != 42);`


def _triples(member: dict) -> set[tuple[int, str, int]]:
    return {(t["source"], t["letter"], t["target"]) for t in member["transitions"]}


async def test_the_automaton_document_carries_the_picture_of_a_loop(
    client: ErrlangClient, workspace: Path
) -> None:
    uri = client.open(workspace / "loop.c", PROGRAM)
    await client.wait_for_state(uri, ASSERTION, "done", timeout=90)
    answer = await client.automaton(uri, ASSERTION)
    assert answer["status"] == "done"
    document = answer["automaton"]
    err = document["error_letter"]
    assert document["bounds"]["loop_bound"] == 2
    # the exact automaton: the loop unrolled (f err, g f err, g g f err): 5 states
    assert len(document["states"]) == 5
    picture = document["picture"]
    # the picture: g* f err, 3 states with the sink removed, its g-loop marked
    assert len(picture["states"]) == 3 and not picture["exact"]
    start = picture["initial"]
    loops = [t for t in picture["transitions"] if t["letter"] == "g"]
    assert [(t["source"], t["target"], t["loop"]) for t in loops] == [(start, start, True)]
    (after_f,) = {t["target"] for t in picture["transitions"] if t["letter"] == "f"}
    assert (start, "f", after_f) in _triples(picture)
    assert any(t["source"] == after_f and t["letter"] == err for t in picture["transitions"])
    assert picture["learned_at_bound"] <= 2 and 3 in picture["confirmed_at_bounds"]
    assert "the loop at state 0 (g) generalises, confirmed at bound" in picture["guarantee"]
    # beside the explanation of the exact automaton, in one schema
    assert document["transition_types"] and document["counterexamples"]
    jsonschema.validate(document, json.loads(SCHEMA.read_text()))
