"""A loop on one line in the editor (issue 21): the values of a line that writes a name 1000
times read as the command line reads them (``s = 1, 2, 3, …, 1000 (1000 writes)``, the engine's
``errlang.explain.grouping.named_values_text``) in the diagnostic's related information, the
hover and the view's steps, never as its 2000 writes; the JSON keeps every write."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from errlang_lsp import decisions, summaries, worker
from errlang_lsp.testing import errlang_client
from lsprotocol import types

# the command line shows the same program (tests/explain/test_values_cli.py)
LOOP_ONE_LINE = (Path(__file__).parents[1] / "explain" / "programs" / "loop_one_line.c").read_text()
ASSERTION = 6  # 0-based
LOOP = 5
GROUPED = "i = 0, 1, 2, …, 1000 (1001 writes), s = 1, 2, 3, …, 1000 (1000 writes)"


def _loop_writes() -> list[dict[str, Any]]:
    writes = [{"name": "i", "value": 0}]
    for k in range(1000):
        writes += [{"name": "s", "value": k + 1}, {"name": "i", "value": k + 1}]
    return writes


def test_a_step_s_many_writes_are_grouped_as_the_command_line_groups_them() -> None:
    step = {"line": 6, "function": "main", "assignments": _loop_writes()}
    assert summaries.step_values(step) == GROUPED
    assert summaries.step_text(step) == f"line 6 in main: {GROUPED}"
    few = {"line": 3, "assignments": [{"name": "x", "value": 1}, {"name": "y", "value": "&x"}]}
    assert summaries.step_values(few) == "x = 1, y = &x"  # a few writes: each one
    harness = {"line": 1, "assignments": [{"name": "__errlang_argv", "value": 1}]}
    assert summaries.step_values(harness) is None  # the harness's writes are not the program's
    argv = [{"name": "p", "value": "&__errlang_argv_text[1][2]"}]
    assert summaries.named_text(argv) == "p = &argv[1][2]"


def test_values_read_by_their_c_type_as_the_engine_says() -> None:
    written = [
        {"name": "d", "value": 2, "shown": "BLUE"},
        {"name": "c", "value": 120, "shown": "'x'"},
        *({"name": f"s[{k}]", "value": v, "shown": f"'{chr(v)}'"} for k, v in enumerate(b"ab")),
        {"name": "s[2]", "value": 0, "shown": "'\\0'"},
        {"name": "n", "value": 120},
    ]
    assert summaries.named_text(written) == "d = BLUE, c = 'x', s = \"ab\", n = 120"
    given = {"function": "__VERIFIER_nondet_char", "line": 6, "name": "c", "value": 97}
    assert summaries.input_text({**given, "shown": "'a'"}) == "c = 'a'"
    assert summaries.input_text(given) == "c = 97"  # no type said: the number
    semicolon = [
        {"name": f"t[{k}]", "value": v, "shown": f"'{chr(v)}'"} for k, v in enumerate(b"a;")
    ]
    semicolon.append({"name": "t[2]", "value": 0, "shown": "'\\0'"})
    given = {"kind": "branch", "line": 3, "values": semicolon, "write": {"line": 4, "values": []}}
    found = decisions.deciding_step(None, {"deciding": given}, 9)
    assert found is not None and decisions.decision_label(found) == '◀ decides: t = "a;"'


def test_the_deciding_step_of_a_loop_s_line_says_first_time_and_groups_its_write() -> None:
    given = {
        "kind": "branch",
        "line": 6,
        "values": [{"name": "i", "value": 0}],
        "repeated": True,
        "write": {"line": 6, "values": [{"name": "s", "value": k} for k in range(1, 1001)]},
    }
    found = decisions.deciding_step(None, {"deciding": given}, 7)
    assert found is not None and found.line == 6
    assert found.tested == (
        "tests i = 0 the first time; so line 6 writes s = 1, 2, 3, …, 1000 (1000 writes)"
    )
    assert decisions.decision_label(found) == "◀ decides: i = 0 the first time"


def test_the_view_gets_the_grouped_texts_without_the_stored_run_changing() -> None:
    run: dict[str, Any] = {
        "word": ["!error"],
        "steps": [{"line": 4, "function": "main"}, {"line": 6, "assignments": _loop_writes()}],
        "violation": [{"name": "s", "value": 1000}],
        "explanation": {
            "decision": {"line": 6, "deciding_step": {"kind": "branch", "line": 6, "values": []}}
        },
    }
    shown = summaries.with_shown_values(run)
    assert shown["steps"][1]["written_text"] == GROUPED
    assert "written_text" not in shown["steps"][0]
    assert len(shown["steps"][1]["assignments"]) == 2001  # the JSON keeps every write
    assert shown["violation_text"] == "s = 1000"
    assert shown["explanation"]["decision"]["deciding_step"]["text"] == "decides here"
    assert "written_text" not in run["steps"][1] and "violation_text" not in run
    assert "text" not in run["explanation"]["decision"]["deciding_step"]
    automaton = {"counterexamples": [run]}
    assert summaries.with_shown_runs(automaton)["counterexamples"][0]["violation_text"]
    assert "violation_text" not in automaton["counterexamples"][0]


@pytest.mark.asyncio
async def test_the_editor_shows_a_loop_on_one_line_in_a_few_values(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    folder = tmp_path / "workspace"
    folder.mkdir()
    (folder / "sum.c").write_text(LOOP_ONE_LINE)
    async with errlang_client(folder, env=server_env) as client:
        uri = client.open(folder / "sum.c")

        def failing(params: types.PublishDiagnosticsParams) -> bool:
            return any(d.code == "fails" for d in params.diagnostics)

        published = await client.wait_for_diagnostics(uri, failing, timeout=90)
        (error,) = [d for d in published.diagnostics if d.code == "fails"]
        assert error.range.start.line == ASSERTION
        assert "decided at line 6:" in error.message and "the first time" in error.message
        # the deciding step's line (since issue 31 a last line follows: the count and where next)
        decided = error.message.split("\n")[1]
        assert decided.endswith("tests i = 0 the first time; so line 6 writes s = 1000")
        related = [r.message for r in error.related_information or []]
        assert "fails with: s = 1000" in related
        loop = [m for m in related if m.startswith("step ") and m.endswith(GROUPED)]
        assert loop, related
        assert all(m.count("=") < 12 for m in related), related  # never 2000 values
        assert sum(len(m) for m in related) < 2000

        text = await client.hover_text(uri, ASSERTION)
        assert f"line 6 in main: {GROUPED}" in text
        assert text.count("=") < 60 and len(text) < 3000, text


BUFFER = """#include <assert.h>
extern char __VERIFIER_nondet_char(void);
int main(void) {
    char buf[3];
    int i = 1;
    buf[i] = __VERIFIER_nondet_char();
    assert(buf[1] != 'q');
    return 0;
}
"""


@pytest.mark.asyncio
async def test_the_editor_reads_values_as_errlang_check_does(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    # the worker gives the runs errlang check's own texts: the index by its value, a char by
    # its character, the input by who receives it (the JSON keeps buf[i] and 113)
    folder = tmp_path / "workspace"
    folder.mkdir()
    (folder / "buf.c").write_text(BUFFER)
    async with errlang_client(folder, env=server_env) as client:
        uri = client.open(folder / "buf.c")

        def failing(params: types.PublishDiagnosticsParams) -> bool:
            return any(d.code == "fails" for d in params.diagnostics)

        published = await client.wait_for_diagnostics(uri, failing, timeout=90)
        (error,) = [d for d in published.diagnostics if d.code == "fails"]
        related = [r.message for r in error.related_information or []]
        assert "inputs: buf[1] = 'q'" in related and "fails with: buf[1] = 'q'" in related
        assert any(m.endswith("line 6 in main: buf[1] = 'q'") for m in related), related
        assert "decided at line 6: `buf[i] = __VERIFIER_nondet_char();` writes buf[1] = 'q'" in (
            error.message
        )
        text = await client.hover_text(uri, 6)
        assert "`fails with` " not in text and "`buf[1] = 'q'`" in text


def test_the_worker_marks_every_run_of_a_result() -> None:
    run = {
        "word": ["!error"],
        "inputs": [{"function": "f", "line": 2, "name": "k", "value": 3}],
        "steps": [{"line": 2, "function": "main", "assignments": _loop_writes()}],
        "events": [],
        "end_line": 2,
    }
    check = {"assertions": [{"counterexample": dict(run)}, {}], "findings": [{"run": dict(run)}]}
    worker.mark_shown_runs("check", check)
    marked = [check["assertions"][0]["counterexample"], check["findings"][0]["run"]]
    assert all(r["steps"][0]["written_text"] == GROUPED for r in marked)
    assert all(r["inputs_text"] == ["k = 3"] for r in marked)
    learned = {"counterexamples": [dict(run), {"word": []}]}
    worker.mark_shown_runs("learn", learned)  # a run it cannot read is left as it is
    assert learned["counterexamples"][0]["steps"][0]["written_text"] == GROUPED
    assert learned["counterexamples"][1] == {"word": []}
