"""Named arrays of a constant size as one symbolic cell (issue 33, errlang.proof.cell_arrays): a
global or a local of main whose every use is an element access is rewritten; a use the cell
could not follow refuses, and a deep violation the rewriting would hide is never proved away."""

from __future__ import annotations

from pathlib import Path

import pytest
from cell_cases import cell_arrays, verdicts, written
from errlang.session.settings import Settings

HEAD = """extern int __VERIFIER_nondet_int(void);
extern void abort(void);
extern void *memset(void *, int, unsigned long);
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
"""
GLOBAL = "int events[1000];\n"
LOG = """  int n = 0;
  while (__VERIFIER_nondet_int()) {
    if (n < 1000) { events[n] = 2 * n + 1; n++; }
  }
"""
CHECK = "  for (int i = 0; i < n; i++) __VERIFIER_assert(events[i] % 2 == 1);\n  return 0;\n}\n"

# each a use the cell cannot follow
REFUSED = {
    "another function": GLOBAL + "void clear(void) { events[0] = 1; }\nint main(void) {\n" + LOG,
    "copy": GLOBAL + "int main(void) {\n  int *p = events;\n  p[0] = 1;\n" + LOG,
    "bytes": GLOBAL + "int main(void) {\n  ((char *)events)[1] = 1;\n" + LOG,
    "call": GLOBAL + "int main(void) {\n  memset(events, 0, sizeof events);\n" + LOG,
    "a global pointer to it": GLOBAL + "int *gp = events;\nint main(void) {\n" + LOG,
}


def _source(tmp_path: Path, text: str) -> Path:
    return written(tmp_path, "named.c", HEAD + text + CHECK)


@pytest.mark.parametrize("where", ["global", "local"])
def test_a_named_array_becomes_one_cell(where: str, tmp_path: Path) -> None:
    text = GLOBAL + "int main(void) {\n" if where == "global" else "int main(void) {\n" + GLOBAL
    assert cell_arrays(_source(tmp_path, text + LOG)) == "events"


@pytest.mark.parametrize("name", sorted(REFUSED))
def test_other_uses_of_a_named_array_refuse_the_rewriting(name: str, tmp_path: Path) -> None:
    assert cell_arrays(_source(tmp_path, REFUSED[name])) is None


def test_an_array_declared_in_a_loop_is_not_one_cell(tmp_path: Path) -> None:
    """Each iteration starts a new object: one cell chosen once would carry a stale value."""
    source = tmp_path / "inner.c"
    source.write_text(
        HEAD + "int main(void) {\n  while (__VERIFIER_nondet_int()) {\n    int events[1000];\n"
        "    events[0] = 1;\n    __VERIFIER_assert(events[0] == 1);\n  }\n  return 0;\n}\n"
    )
    assert cell_arrays(source) is None


# each a violation after 700 appends, deeper than any bound the proof rests on
DEEP = {
    "through a function": GLOBAL + "void bad(int n) { if (n == 699) events[n] = 4; }\n"
    "int main(void) {\n  int n = 0;\n  while (__VERIFIER_nondet_int()) {\n"
    "    if (n < 1000) { events[n] = 2 * n + 1; bad(n); n++; }\n  }\n",
    "through a copy": GLOBAL + "int main(void) {\n  int *p = events;\n  int n = 0;\n"
    "  while (__VERIFIER_nondet_int()) {\n"
    "    if (n < 1000) { events[n] = 2 * n + 1; if (n == 699) p[n] = 4; n++; }\n  }\n",
    "through a global pointer": GLOBAL + "int *gp = events;\nint main(void) {\n  int n = 0;\n"
    "  while (__VERIFIER_nondet_int()) {\n"
    "    if (n < 1000) { events[n] = 2 * n + 1; if (n == 699) gp[n] = 4; n++; }\n  }\n",
}


@pytest.mark.parametrize("name", sorted(DEEP))
def test_a_deep_violation_is_never_proved_away(name: str, tmp_path: Path) -> None:
    source = _source(tmp_path, DEEP[name])
    assert verdicts(source, Settings(loop_bound=2)) == ["holds-within-bound"]


TABLE = """int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    if (n < 1000) { table[n] = table[n] * 2; n++; }
  }
  for (int i = 0; i < n; i++) __VERIFIER_assert(table[i] == 0);
  return 0;
}
"""


def test_a_global_is_zero_at_first_only_without_an_initialiser(tmp_path: Path) -> None:
    """``table[700] = 5`` by its initialiser (doubled, it fails after 701 appends): the cell's
    first value is then arbitrary, and "every table[k]: table[k] == 0" is not proved (it would
    be with a first value of 0); without the initialiser it is."""
    found = []
    for table in ("int table[1000];\n", "int table[1000] = {[700] = 5};\n"):
        source = written(tmp_path, "table.c", HEAD + table + TABLE)
        found += verdicts(source, Settings(loop_bound=2))
    assert found == ["holds", "holds-within-bound"]
