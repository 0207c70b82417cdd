"""End to end over stdio with the real engine on ``examples/bank.c`` (issue 14): the
explanation in the automaton document, the values in counterexamples, the hover's answer, the
deciding step in the editor, and what an edit changed."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import jsonschema
import pytest
from errlang_lsp.testing import ErrlangClient, errlang_client
from lsprotocol import types

pytestmark = pytest.mark.asyncio

BANK = Path(__file__).parents[2] / "examples" / "bank.c"
SCHEMA = Path(__file__).parents[2] / "core" / "errlang" / "schema" / "automaton.schema.json"
ASSERTION = 33  # 0-based line of `assert(credit >= 0);`
FEE_TEST = 19  # 0-based line of `if (credit > 0)` in fee()
CONDITION = 14  # 0-based line of `if (amount <= credit + 1)`: the deciding step


@pytest.fixture
def bank(tmp_path: Path) -> Path:
    folder = tmp_path / "workspace"
    folder.mkdir()
    shutil.copy(BANK, folder / "bank.c")
    return folder


async def _learned(client: ErrlangClient, folder: Path) -> tuple[str, dict[str, Any]]:
    uri = client.open(folder / "bank.c")
    await client.wait_for_state(uri, ASSERTION, "done", timeout=60)
    answer = await client.automaton(uri, ASSERTION)
    assert answer["status"] == "done"
    return uri, answer["automaton"]


def _values(items: list[dict[str, Any]]) -> list[tuple[Any, Any]]:
    return [(item.get("name"), item["value"]) for item in items]


async def test_explanation_values_hover_and_deciding_step(
    bank: Path, server_env: dict[str, str]
) -> None:
    async with errlang_client(bank, env=server_env) as client:
        uri, automaton = await _learned(client, bank)

        # (1) the explanation of the real engine in the document the view reads
        ids = {state["id"] for state in automaton["states"]}
        edges = {(t["source"], t["letter"], t["target"]) for t in automaton["transitions"]}
        typed = automaton["transition_types"]
        assert typed and all((t["source"], t["letter"], t["target"]) in edges for t in typed)
        assert {t["type"] for t in typed} <= {"correct", "incorrect", "neutral"}
        assert "incorrect" in {t["type"] for t in typed}
        assert automaton["neighbourhoods"] and set(automaton["neighbourhoods"]) <= ids
        assert automaton["behaviour"]["neighbourhoods"]
        assert any(s.get("deciding") for c in automaton["counterexamples"] for s in c["steps"])

        # (2) values: inputs by the variable that receives them, the violating value,
        # the value written by the assignment that breaks the invariant
        first = automaton["counterexamples"][0]
        assert first["word"] == ["withdraw", automaton["error_letter"]]
        assert _values(first["inputs"]) == [("rounds", 1), ("op", 1)]
        assert _values(first["violation"]) == [("credit", -1)]
        written = [a for s in first["steps"] for a in s.get("assignments", [])]
        assert ("credit", -1) in _values(written)
        assert {"event": "withdraw", "values": {"amount": 1}}.items() <= next(
            s for s in first["steps"] if s.get("event")
        ).items()
        jsonschema.validate(automaton, json.loads(SCHEMA.read_text()))  # one schema

        # (3) the hover: the answer in a few lines, then the links, the steps collapsed after
        text = await client.hover_text(uri, ASSERTION)
        lines = text.split("\n")
        assert lines[0].startswith(
            "**`credit >= 0` fails** — shortest failing sequence: **withdraw · assertion fails**"
        )
        assert lines[1].startswith("Values: `credit = -1` · inputs `rounds = 1`, `op = 1`")
        assert automaton["guarantee"]["bound_reached"] is False  # rounds <= 3: no run is cut
        assert "Altogether 14 failing sequences of at most 3 events (all runs)" in text
        assert "loop bound" not in text.split("<details>")[0]
        assert "command:errlang.showAutomaton" in text and "command:errlang.nextStep" in text
        assert text.index("command:errlang.showAutomaton") < text.index("<details>")
        assert "line 16 in withdraw: credit = -1" in text.split("<details>")[1]

        # the deciding step in the code (issue 21): the overdraft test on line 15, with the values
        # it tested and the write it lets happen, in the hover's third line
        assert lines[2].startswith(
            "Decided at line 15: after withdraw, `if (amount <= credit + 1)` tests amount = 1,"
            " credit = 0; so line 16 writes credit = -1"
        )
        assert "8. line 15 in withdraw ◀ **decides**" in text.split("<details>")[1]

        # the decision: never "the values tested here" on the assertion's own line
        hints = await client.text_document_inlay_hint_async(
            types.InlayHintParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                range=types.Range(
                    start=types.Position(line=0, character=0),
                    end=types.Position(line=40, character=0),
                ),
            )
        )
        assert hints is not None
        labels = {h.position.line: str(h.label) for h in hints}
        assert ASSERTION not in labels and "Decided at line 34" not in text
        assert labels[CONDITION] == "◀ decides: amount = 1, credit = 0"
        (deciding,) = [h for h in hints if h.position.line == CONDITION]
        assert str(deciding.tooltip).startswith("after withdraw, `if (amount <= credit + 1)` tests")
        # and in Problems: the message and the related information point at line 15
        (error,) = [d for d in client.diagnostics[uri] if d.code == "fails"]
        assert "\ndecided at line 15: " in error.message
        related = error.related_information or []
        assert any(
            r.location.range.start.line == CONDITION and r.message.startswith("decides the failure")
            for r in related
        )
        assert labels[13] == "withdraw: in every failing run"  # the dominating event
        assert all("14 failing sequences of at most 3 events" in str(h.tooltip) for h in hints)


async def test_an_edit_that_adds_failing_sequences_says_so(
    bank: Path, server_env: dict[str, str]
) -> None:
    """Saving an edit that opens new ways to fail: the status and the hover say what changed,
    from the two automata (no solver call: ``edit_changes`` is tested alone in the unit
    tests); undoing it says what it removed."""
    async with errlang_client(bank, env=server_env) as client:
        uri, before = await _learned(client, bank)
        assert "changes" not in before
        client.edit(uri, FEE_TEST, "  if (credit >= 0)\n", FEE_TEST + 1)  # fee() overdraws
        client.save(uri)

        def changed() -> dict[str, Any] | None:
            entry = client.target_state(uri, ASSERTION)
            return entry if entry and entry["state"] == "done" and "changed" in entry else None

        entry = await client.wait_for(changed, timeout=60)
        assert entry["changed"].startswith("this edit added ")
        assert "fee · assertion fails" in entry["changed"]
        after = (await client.automaton(uri, ASSERTION))["automaton"]
        assert after["changes"]["added"][0] == ["fee", "!error"]
        assert not after["changes"]["removed"]
        hover = await client.hover_text(uri, ASSERTION)
        assert f"_T{entry['changed'][1:]}._" in hover  # the same sentence in the hover

        client.edit(uri, FEE_TEST, "  if (credit > 0)\n", FEE_TEST + 1)
        client.save(uri)

        def removed() -> dict[str, Any] | None:
            found = changed()
            return found if found and "removed" in found["changed"] else None

        entry = await client.wait_for(removed, timeout=60)
        assert entry["changed"].startswith("this edit removed ")
