"""End to end over stdio with the real engine: Cable's lattice, a concept's automaton, a label
and mining again from the good scenarios (issue 12 item 4; features/cable.py)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from errlang_lsp.testing import ErrlangClient, plain

PROGRAM = Path(__file__).parents[2] / "benchmarks/programs/api/mutex.c"


async def _ask(client: ErrlangClient, method: str, params: dict[str, Any]) -> dict[str, Any]:
    return dict(plain(await client.protocol.send_request_async(method, params)))


@pytest.mark.asyncio
async def test_cable_lattice_concept_label_good(client: ErrlangClient, workspace: Path) -> None:
    path = workspace / "mutex.c"
    shutil.copy(PROGRAM, path)
    uri = client.open(path)
    with pytest.raises(Exception, match="mine the lattice first"):
        await _ask(client, "errlang/mineConcept", {"uri": uri, "concept": 0})
    answer = await _ask(
        client, "errlang/mineLattice", {"uri": uri, "seed": "m_lock", "trusted": True}
    )
    lattice = answer["lattice"]
    concepts = lattice["concepts"]
    assert len(concepts) >= 2 and lattice["labelled"] == 0 and lattice["decisions"] == 0
    assert {k["state"] for k in concepts if k["scenarios"]} == {"Unlabeled"}
    top = lattice["top"]
    assert len(concepts[top]["scenarios"]) == lattice["distinct_scenarios"]
    shown = await _ask(client, "errlang/mineConcept", {"uri": uri, "concept": top})
    letters = {t["letter"] for t in shown["specification"]["transitions"]}
    assert "m_lock(X0)" in letters
    # Label one concept below the top good: it becomes Labeled, the top PartlyLabeled.
    below = next(i for i in concepts[top]["children"] if concepts[i]["scenarios"])
    labelled = await _ask(
        client, "errlang/mineLabel", {"uri": uri, "concept": below, "label": "good"}
    )
    after = labelled["lattice"]
    assert after["decisions"] == 1
    assert after["concepts"][below]["state"] == "Labeled"
    assert after["concepts"][top]["state"] in ("PartlyLabeled", "Labeled")
    saved = json.loads((workspace / ".vscode/errlang-labels.json").read_text())
    assert saved["decisions"] == 1 and all(i["label"] == "good" for i in saved["labels"])
    again = await _ask(client, "errlang/mineGood", {"uri": uri})
    assert again["scenarios"] >= again["distinct"] >= 1 and again["specification"]["transitions"]
    # Untrusted: the same seed keeps the session's labels in memory, nothing is saved.
    (workspace / ".vscode/errlang-labels.json").unlink()
    untrusted = await _ask(client, "errlang/mineLattice", {"uri": uri, "seed": "m_lock"})
    assert untrusted["labelsFile"] is None and untrusted["lattice"]["decisions"] == 1
    await _ask(client, "errlang/mineLabel", {"uri": uri, "concept": top, "label": "bad"})
    assert not (workspace / ".vscode/errlang-labels.json").exists()
    # Bad input is a readable error, not a crash.
    with pytest.raises(Exception, match="no concept"):
        await _ask(client, "errlang/mineLabel", {"uri": uri, "concept": 99, "label": "bad"})
    with pytest.raises(Exception, match="seed"):
        await _ask(client, "errlang/mineLattice", {"uri": uri, "seed": "X = = ("})
    kept = await _ask(client, "errlang/mineConcept", {"uri": uri, "concept": top})
    assert kept["specification"] is not None  # a failed lattice keeps the last session
