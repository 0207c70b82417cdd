"""``errlang/membership`` agrees with the automaton the editor shows, on every word up to n."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from errlang.automata.export import dfa_from_json
from errlang_lsp.testing import ErrlangClient

pytestmark = pytest.mark.asyncio

FAILING = 21  # 0-based line of the marked failing assertion in bank.c


async def test_membership_agrees_with_the_displayed_automaton(
    client: ErrlangClient, workspace: Path
) -> None:
    uri = client.open(workspace / "bank.c")
    await client.wait_for_state(uri, FAILING, "done")
    shown = (await client.automaton(uri, FAILING))["automaton"]
    assert shown["guarantee"]["unproven"] == []
    dfa = dfa_from_json(shown)
    n = shown["bounds"]["max_length"]
    letters = [e["letter"] for e in shown["alphabet"]] + [shown["error_letter"]]
    walked = 0
    for length in range(n + 1):
        for word in itertools.product(letters, repeat=length):
            answer = await client.membership(uri, FAILING, list(word))
            assert answer["member"] == dfa.accepts(word), word
            assert answer["loopBound"] == shown["bounds"]["loop_bound"]
            assert answer["maxLength"] == n
            assert (answer.get("run") is not None) == answer["member"]
            walked += 1
    assert walked == sum(len(letters) ** k for k in range(n + 1))
