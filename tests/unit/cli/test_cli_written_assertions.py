"""The command line prints an assertion as the user wrote it (the source at its location):
``a[k] % 2 == 0`` for ``assert(a[k] % 2 == 0)``, not the engine's ``(a[k] % 2) == 0``; the
macro ``ERROR`` the user wrote, not ``__VERIFIER_error()``; ``CHECK(k != 2)`` when the
macro's expansion moved the column (before: the text of the *next* line's ``if (k == 0)``).
``--json`` keeps the engine's expanded text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.cli.main import EXIT_FAILS, main
from errlang.explain.conditions import source_condition, written_text

PROGRAM = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
#define ERROR __VERIFIER_error()
#define CHECK(c) if (!(c)) { ERROR; }
void reach_error(void) {}
int main(void) {
  int a[3] = {1, 2, 3};
  int k = __VERIFIER_nondet_int();
  if (k < 0 || k > 2) return 0;
  assert(a[k] % 2 == 0);
  if (k == 1) { ERROR; }
  CHECK(k != 2);
  if (k == 0) { reach_error(); }
  return 0;
}
"""


def test_assertions_are_printed_as_written(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "m.c"
    source.write_text(PROGRAM)
    assert main(["check", str(source), "--loop-bound", "1"]) == EXIT_FAILS
    printed = capsys.readouterr().out
    lines = [line for line in printed.splitlines() if line.startswith(str(source))]
    heads = [line.split(": ", 2)[2] for line in lines]
    assert heads == ["a[k] % 2 == 0", "ERROR", "CHECK(k != 2)", "reach_error()"], printed
    assert main(["check", str(source), "--loop-bound", "1", "--json"]) == EXIT_FAILS
    document = json.loads(capsys.readouterr().out)
    assert [a["text"] for a in document["assertions"]] == [
        "(a[k] % 2) == 0",
        "__VERIFIER_error()",
        "__VERIFIER_error()",
        "reach_error()",
    ]


def test_the_written_text_of_a_call() -> None:
    text = 'x;\n  __CPROVER_assert(f(a, ")") > 0, "msg");\n  assert_eq(a, b); ASSERT(c);\n'
    assert written_text("?", text, 2, 3) == 'f(a, ")") > 0'  # the condition, not the message
    assert written_text("?", text, 3, 3) == "assert_eq(a, b)"  # two arguments: the call
    assert written_text("c", text, 3, 20) == "c"
    assert written_text("?", text, 3, 40) is None  # past the line's end: nothing there
    assert written_text("?", "é; assert(x);", 1, 4) is None  # the engine counts bytes


def test_a_column_inside_a_macro_name_reads_the_whole_macro() -> None:
    """tree-sitter-python's ``array_back(&scanner->delimiters)`` (array.h's ``array_get``
    expands to ``(assert(...), ...)``): the engine's column is the expansion's ``assert``, one
    character into the macro's name; the text and the editor's quote start at the name."""
    text = "int main(void) {\n  int *p = back(a);\n"
    assert written_text("(3) < 4", text, 2, 13) == "back(a)"
    assert source_condition(text, 2, 13) == "back(a)"  # not a condition: the call, whole
    assert source_condition("  assert(x < 4);\n", 1, 3) == "x < 4"
