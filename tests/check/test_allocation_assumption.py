"""Every result of a program that allocates says that errlang's allocations never fail
(issue 29's gap, item 5; session/assumptions.py): located at the first allocation, in the
JSON's ``assumptions``, the text's ``note:`` lines and SARIF's notifications. A program that
does not allocate has none."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from errlang.cli.main import main

ALLOCATES = """#include <stdlib.h>
int __VERIFIER_nondet_int(void);
void reach_error(void);
int main(void)
{
  int *p = malloc(4 * sizeof *p);
  p[0] = __VERIFIER_nondet_int();
  if (p[0] == 3) reach_error();
  free(p);
  return 0;
}
"""
READS_A_LINE = """#include <stdio.h>
#include <stdlib.h>
int main(void)
{
  char *line = NULL;
  size_t capacity = 0;
  if (getline(&line, &capacity, stdin) > 0)
    free(line);
  return 0;
}
"""
NO_ALLOCATION = """int __VERIFIER_nondet_int(void);
void reach_error(void);
int main(void) { if (__VERIFIER_nondet_int() == 3) reach_error(); return 0; }
"""


def _json(tmp_path: Path, text: str, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    source = tmp_path / "prog.c"
    source.write_text(text)
    main(["check", str(source), "--json", "--loop-bound", "1", "--timeout", "60"])
    return json.loads(capsys.readouterr().out)


def test_a_program_that_allocates_is_told_malloc_never_fails(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _json(tmp_path, ALLOCATES, capsys)
    [assumed] = data["assumptions"]
    assert (Path(assumed["file"]).name, assumed["line"]) == ("prog.c", 6)
    assert "malloc/calloc always succeeds" in assumed["message"]
    assert "never return NULL" in assumed["message"]
    assert data["warnings"] == []  # an assumption, not a problem of the program


def test_an_allocation_inside_a_model_is_named_by_the_call(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    [assumed] = _json(tmp_path, READS_A_LINE, capsys)["assumptions"]
    assert assumed["line"] == 7 and "getline's allocation always succeeds" in assumed["message"]


def test_no_allocation_no_assumption(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert _json(tmp_path, NO_ALLOCATION, capsys)["assumptions"] == []


def test_the_text_says_it(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    source = tmp_path / "prog.c"
    source.write_text(ALLOCATES)
    main(["check", str(source), "--loop-bound", "1", "--timeout", "60"])
    assert f"{source}:6:12: note: assumed: malloc/calloc always succeeds" in capsys.readouterr().out
