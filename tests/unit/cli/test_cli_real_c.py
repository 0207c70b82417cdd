"""The command line on real C (engineer E's list): a library file without ``main`` checked
alone is ``unknown``, not ``holds`` beside the ``no main`` error; conditions are printed as
written, as the editor shows them (not macro-expanded); ``learn --json`` steps in an
``#include``d file name it, as ``check --json``'s do."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_FAILS, main

TESTS = Path(__file__).resolve().parents[2]
CMARK = TESTS / "realc" / "cmark"
PROGRAMS = Path(__file__).parent / "programs"


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_a_library_file_alone_is_not_checked(capsys: pytest.CaptureFixture[str]) -> None:
    """cmark's buffer.c has assertions and no main: nothing ran, so nothing holds."""
    code, out = _run(capsys, "check", str(CMARK / "buffer.c"), "-I", str(CMARK))
    lines = [line for line in out.splitlines() if line.startswith(str(CMARK / "buffer.c"))]
    verdicts = [line for line in lines if ": note: " not in line]
    assert code == EXIT_BAD_INPUT
    assert verdicts and all(": unknown: " in line for line in verdicts), out
    assert "holds" not in out and "--entry cmark_strbuf_grow" in out


def test_conditions_are_printed_as_written(capsys: pytest.CaptureFixture[str]) -> None:
    program = TESTS / "differential" / "replay_programs" / "incomplete_pointee.c"
    code, out = _run(capsys, "check", str(program), "--loop-bound", "1")
    assert code == EXIT_FAILS
    assert "FAILS (loop bound 1): s != NULL || load(buffer, sizeof buffer) == 0\n" in out
    assert "((void *) 0)" not in out


def test_learn_json_steps_in_an_included_file_name_it(
    capsys: pytest.CaptureFixture[str],
) -> None:
    harness = PROGRAMS / "grow_harness.c"
    code, out = _run(capsys, "learn", str(harness), "--line", "6", "--json")
    assert code == 0
    document = json.loads(out)
    steps = [s for run in document["counterexamples"] for s in run["steps"]]
    in_header = [s for s in steps if s["function"] == "grow"]
    assert in_header and all(Path(s["file"]).name == "grow.h" for s in in_header)
    assert all("file" not in s for s in steps if s["function"] == "main")
    letters = document["alphabet"][0]["locations"]
    assert Path(letters[0]["file"]).name == "grow.h"
