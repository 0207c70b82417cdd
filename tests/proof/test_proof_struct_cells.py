"""Arrays of structs as one cell per member (issue 33, errlang.proof.cell_arrays): an access
the cells cannot follow refuses the array, and a violation deeper than the bound
— in a member, through a byte of one, or in the partial last element of an allocation — is
never proved away."""

from __future__ import annotations

from pathlib import Path

import pytest
from cell_cases import assert_never_proved_away, cell_arrays, verdicts, written

PROGRAMS = Path(__file__).parent / "programs"
HEAD = """extern int __VERIFIER_nondet_int(void);
#include <stdlib.h>
void reach_error(void) {}
void __VERIFIER_assert(int cond) { if (!cond) { ERROR: { reach_error(); abort(); } } }
struct rec { int key; long val; };
"""
GLOBAL = """struct rec recs[1000];
int main(void) {
  int n = 0;
  while (__VERIFIER_nondet_int()) {
    if (n < 1000) { recs[n].key = n; recs[n].val = %s; n++; }
  }
  for (int i = 0; i < n; i++) __VERIFIER_assert(recs[i].val == 3 * recs[i].key + 1);
  return 0;
}
"""
# the last element of the allocation holds only its key (bytes 16n .. 16n + 4): a cell must
# be allowed there, or the violation at r[n].key after 600 iterations is proved away
PARTIAL = """int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 0;
  struct rec *r = malloc(sizeof(struct rec) * n + sizeof(int));
  if (!r) return 0;
  for (int i = 0; i < n; i++) { r[i].key = 1; r[i].val = 2; }
  r[n].key = n > 600 ? 0 : 1;
  for (int i = 0; i <= n; i++) __VERIFIER_assert(r[i].key == 1);
  return 0;
}
"""
DEEP = {
    "in a member": GLOBAL % "n == 700 ? 0 : 3 * n + 1",
    "through a byte of a member": GLOBAL % "3 * n + 1; if (n == 700) ((char *)&recs[n].val)[1] = 1",
    "through a pointer to a member": GLOBAL
    % "3 * n + 1; long *p = &recs[n].val; if (n == 700) *p = 0",
    "in the partial last element": PARTIAL,
}


def _source(tmp_path: Path, body: str) -> Path:
    return written(tmp_path, "records.c", HEAD + body)


def test_each_member_becomes_a_cell_of_its_own() -> None:
    assert cell_arrays(PROGRAMS / "records_safe.c") == "recs.key, recs.val"


def test_a_byte_access_refuses_the_array(tmp_path: Path) -> None:
    """A byte of ``recs[n].val`` written through a cast: no member's rewriting can follow it
    (the address is another member's plus one), so no member is made a cell."""
    assert cell_arrays(_source(tmp_path, DEEP["through a byte of a member"])) is None


@pytest.mark.parametrize("name", sorted(DEEP))
def test_a_deep_violation_is_never_proved_away(name: str, tmp_path: Path) -> None:
    assert_never_proved_away(_source(tmp_path, DEEP[name]))


def test_the_partial_last_element_proved_when_it_is_safe(tmp_path: Path) -> None:
    assert verdicts(_source(tmp_path, PARTIAL.replace("n > 600 ? 0 : 1", "1"))) == ["holds"]
