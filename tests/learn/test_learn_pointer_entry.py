"""``learn --function F`` takes the entry points ``check --entry F`` takes (issue 29's gap,
item 3): a NUL-terminated string, a struct pointer, a buffer and its length. The runs start in
a harness built as check's (frontend/entry.py ``learning_harness``; session/targets.py), lowered
as a C model is (no letters of its own), so the alphabet is F's. Before: "the entry function's
parameter 'data' must be an integer"."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from errlang.cli.main import main

PROGRAM = Path(__file__).parent / "programs" / "entry" / "pointer_parameters.c"


def _learned(function: str, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    options = ["--max-bytes", "2", "--alphabet", "branches", "--timeout", "60", "--json"]
    main(["learn", str(PROGRAM), "--function", function, *options])
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize(
    ("function", "lines", "input_name"),
    [
        ("count_a", {6, 7}, "s_text[0]"),  # a string (its characters, as check names them)
        ("quadrant", {15, 16, 17}, "p->x"),  # a struct pointer
        ("checksum", {22}, "data[0]"),  # a buffer and its length
    ],
)
def test_learn_takes_a_function_with_pointer_parameters(
    function: str, lines: set[int], input_name: str, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _learned(function, capsys)
    assert data["target"]["function"] == function
    located = [loc for letter in data["alphabet"] for loc in letter["locations"]]
    assert located and {loc["function"] for loc in located} == {function}  # no harness letter
    assert {loc["line"] for loc in located} <= lines
    inputs = [i for c in data["counterexamples"] for i in c["inputs"]]
    assert any(i.get("name") == input_name for i in inputs), inputs


def test_a_pointer_to_a_function_pointer_is_refused_where_it_is(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "pp.c"  # (char **argv is built since: a slot holding a string)
    source.write_text("int first(int (**argv)(void)) { return (*argv)(); }\n")
    assert main(["learn", str(source), "--function", "first", "--timeout", "30"]) == 2
    err = capsys.readouterr().err
    assert "pp.c:1" in err and "learn --function first: parameter 'argv'" in err, err
