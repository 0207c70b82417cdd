"""End to end over stdio: learned targets — lenses, hovers, inlay hints, requests, progress."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from errlang.explain.values import mark_shown
from errlang_lsp.testing import ErrlangClient, lens_at
from lsprotocol import types

pytestmark = pytest.mark.asyncio

FAILING = 21  # 0-based line of the marked failing assertion in bank.c
HOLDING = 18


async def _learned(client: ErrlangClient, workspace: Path) -> tuple[str, dict[str, Any]]:
    uri = client.open(workspace / "bank.c")
    await client.wait_for_state(uri, FAILING, "done")
    answer = await client.automaton(uri, FAILING)
    assert answer["status"] == "done" and answer["version"] == 1
    return uri, answer["automaton"]


async def test_marked_assertion_is_learned_with_the_cli_automaton(
    client: ErrlangClient, workspace: Path, server_env: dict[str, str]
) -> None:
    """``errlang/automaton`` returns what ``errlang explain --json`` prints (bar timings): the
    learned automaton with its explanation (transition types, neighbourhoods)."""
    uri, automaton = await _learned(client, workspace)
    path = workspace / "bank.c"
    command = [sys.executable, "-m", "errlang", "explain", str(path), "--line", "22", "--json"]
    printed = subprocess.run(
        command, capture_output=True, text=True, env={**os.environ, **server_env}
    )
    expected = json.loads(printed.stdout)
    for example in expected.get("counterexamples", []):
        mark_shown(example)  # the texts the worker adds for the editor, as `errlang check`'s

    def untimed(document: dict[str, Any]) -> dict[str, Any]:
        """Without timings, and without what only the editor's document adds to steps (the
        values an event reads, macro expansions; the CLI prints those in its text) and to
        counterexamples (``deciding``: where the editor shows the deciding step, from the
        explanation's ``decision.deciding_step`` that both have)."""
        behaviour = {k: v for k, v in document.get("behaviour", {}).items() if k != "stats"}
        examples = [
            {
                **{k: v for k, v in example.items() if k != "deciding"},
                "steps": [
                    {k: v for k, v in step.items() if k not in ("values", "macro")}
                    for step in example["steps"]
                ],
            }
            for example in document.get("counterexamples", [])
        ]
        rest = {k: v for k, v in document.items() if k != "stats"}
        return {**rest, "behaviour": behaviour, "counterexamples": examples}

    assert untimed(automaton) == untimed(expected)
    assert automaton["transition_types"] and "neighbourhoods" in automaton
    word = automaton["counterexamples"][0]["word"]
    assert word[:2] == ["deposit", "withdraw"] and word[-1] == automaton["error_letter"]
    assert (await client.automaton(uri, HOLDING))["status"] == "none"


async def test_code_lenses(client: ErrlangClient, workspace: Path) -> None:
    uri, automaton = await _learned(client, workspace)
    lenses = await client.code_lenses(uri)
    learn = lens_at(lenses, HOLDING)
    assert learn is not None and learn.title == "Learn error language"
    assert learn.command == "errlang.learn" and list(learn.arguments or []) == [uri, HOLDING]
    shown = lens_at(lenses, FAILING)
    assert shown is not None and shown.command == "errlang.showAutomaton"
    n = automaton["guarantee"]["exact_up_to_length"]
    bound = automaton["bounds"]["loop_bound"]
    assert shown.title.startswith("Error language: ")
    assert "failing sequence" in shown.title
    # no run of the fixture reaches its loop bound: the count is of every run
    assert automaton["guarantee"]["bound_reached"] is False and bound >= 1
    assert shown.title.endswith(f"of at most {n - 1} events (all runs) · Show automaton")
    assert client.refreshes["codeLens"] > 0
    # each assertion the check found also offers PAC verification, after its learning lens
    for line in (HOLDING, FAILING):
        pac = lens_at(lenses, line, {"errlang.verifyPac"})
        assert pac is not None and pac.title == "Verify with PAC guarantee"
        assert list(pac.arguments or []) == [uri, line]
        on_line = [lens.command for lens in lenses if lens.range.start.line == line]
        assert on_line.index(lens_at(lenses, line)) < on_line.index(pac)


async def test_hover_on_assertion_and_on_event_site(client: ErrlangClient, workspace: Path) -> None:
    uri, automaton = await _learned(client, workspace)
    await client.wait_for_diagnostics(uri, lambda p: bool(p.diagnostics))
    text = await client.hover_text(uri, FAILING)
    # the answer first: verdict and shortest sequence on the first line, the values next
    first, second = text.split("\n")[:2]
    assert first.startswith("**`balance >= 0` fails** — shortest failing sequence: **deposit · ")
    assert first.rstrip().endswith("assertion fails**") and second.startswith("Values: ")
    assert "`n = " in second  # the input by name
    assert "Altogether 1 failing sequence of at most 2 events (all runs)" in text  # no run is cut
    assert "loop bound" not in text.split("<details>")[0]  # so the bound is not said
    assert "command:errlang.showAutomaton" in text and text.count(" of at most ") == 1
    site = next(e for e in automaton["alphabet"] if e["letter"] == "withdraw")["locations"][0]
    event = await client.hover_text(uri, site["line"] - 1)
    assert "`withdraw` in the failing runs of assertion at line 22" in event
    assert "in every failing run" in event


async def test_inlay_hints_at_event_sites(client: ErrlangClient, workspace: Path) -> None:
    """What a user can act on, or nothing: dominating letters say ``in every failing run``."""
    uri, automaton = await _learned(client, workspace)
    hints = await client.text_document_inlay_hint_async(
        types.InlayHintParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=types.Range(
                start=types.Position(line=0, character=0),
                end=types.Position(line=30, character=0),
            ),
        )
    )
    dominating = {
        (location["line"] - 1, entry["letter"])
        for entry in automaton["alphabet"]
        for location in entry["locations"]
        if entry["letter"] in automaton["dominating_letters"]
    }
    assert hints and dominating
    found = {
        (h.position.line, str(h.label).split(": ")[0])
        for h in hints
        if str(h.label).endswith(": in every failing run")
    }
    assert found == dominating
    assert all("▸" not in str(h.label) for h in hints)
    assert all("1 failing sequence of at most 2 events (all runs)" in str(h.tooltip) for h in hints)


async def test_membership_request(client: ErrlangClient, workspace: Path) -> None:
    uri, automaton = await _learned(client, workspace)
    word = automaton["counterexamples"][0]["word"]
    member = await client.membership(uri, FAILING, word)
    assert member["member"] is True and member["version"] == 1
    assert member["run"]["steps"]
    outsider = await client.membership(uri, FAILING, ["withdraw", automaton["error_letter"]])
    assert outsider["member"] is False


async def test_learn_command_on_unmarked_assertion_with_progress(
    client: ErrlangClient, workspace: Path
) -> None:
    uri = client.open(workspace / "bank.c")
    await client.wait_for_state(uri, FAILING, "done")
    queued = await client.learn(uri, HOLDING)
    assert queued["line"] == HOLDING and queued["state"] == "queued"
    await client.wait_for_state(uri, HOLDING, "done")
    answer = await client.automaton(uri, HOLDING)
    assert answer["status"] == "done"
    assert not any(s["accepting"] for s in answer["automaton"]["states"])  # it cannot fail
    kinds = [[type(v).__name__ for v in values] for values in client.progress_reports.values()]
    assert len(kinds) == 2
    tokens = {
        t["progress"]
        for status in client.statuses
        for t in status["targets"]
        if t["line"] == HOLDING and "progress" in t
    }
    assert tokens and tokens <= set(client.progress_reports)  # the run's token, by target
    assert all(k[0] == "WorkDoneProgressBegin" and k[-1] == "WorkDoneProgressEnd" for k in kinds)


async def test_marked_function_is_explained_on_demand(
    workspace: Path, server_env: dict[str, str]
) -> None:
    from errlang_lsp.testing import errlang_client

    async with errlang_client(workspace, env=server_env, settings={"learnOnSave": False}) as client:
        uri = client.open(workspace / "explain.c")
        await client.wait_for_diagnostics(uri, lambda p: True, timeout=30)
        function_line = 7

        async def lens_title() -> str | None:
            command = lens_at(await client.code_lenses(uri), function_line)
            return command.title if command is not None else None

        await client.wait_for(lambda: bool(client.statuses), timeout=10)
        assert await lens_title() == "Explain behaviour"
        await client.learn(uri, function_line)
        entry = await client.wait_for_state(uri, function_line, "done")
        assert entry["kind"] == "function" and entry["name"] == "pick"
        title = await lens_title()
        assert title is not None and title.startswith("Behaviour: ")
        automaton = (await client.automaton(uri, function_line))["automaton"]
        assert automaton["end_letter"]


async def test_save_relearns_from_the_cache(client: ErrlangClient, workspace: Path) -> None:
    """An edit outside the target's slice, saved: re-learned with zero solver calls."""
    uri, first = await _learned(client, workspace)
    assert first["stats"]["solver_calls"] > 0
    lines = (workspace / "bank.c").read_text().count("\n")
    version = client.edit(uri, lines, "// a trailing comment\n")
    await client.wait_for_state(uri, FAILING, "stale")
    client.save(uri)
    await client.wait_for_state(uri, FAILING, "done")
    answer = await client.automaton(uri, FAILING)
    assert answer["version"] == version
    assert answer["automaton"]["stats"]["solver_calls"] == 0
    assert answer["automaton"]["transitions"] == first["transitions"]
