"""ASan's strcpy/strcat interceptors report overlapping arguments (strcpy-param-overlap:
[dst, dst + n + 1) and [src, src + n + 1) with n = strlen(src)); errlang's strcpy model is one
memcpy of the string and its NUL, whose overlap the IR's memcpy checks (models/string.c).
What gcc 12 -fsanitize=address reports on each line was measured (R2, tenth session)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings

PROGRAM = """
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int a = __VERIFIER_nondet_int();
  char s[16] = "abcdef";
  char t[16] = "xy";
  if (a == 1) CALL;
  if (a == 2) { strcpy(t, s); return strcmp(t, "abcdef"); }
  return 0;
}
"""


@pytest.mark.parametrize(
    ("call", "reported"),
    [
        ("strcpy(s + 6, s)", True),  # ASan: strcpy-param-overlap
        ("strcpy(s, s + 6)", False),  # "" onto s: one byte, no overlap
        ("strcpy(s + 7, s)", False),  # [s + 7, s + 14) and [s, s + 7)
        ("strcat(s + 3, s)", True),  # ASan: strcat-param-overlap
        ("strcat(s + 7, s)", False),
        ("strcat(t, s)", False),
        ("strncpy(s + 2, s, 4)", True),  # ASan: strncpy-param-overlap (4 bytes each)
        ("strncpy(s + 3, s, 4)", True),
        ("strncpy(s + 3, s, 3)", False),  # [s + 3, s + 6) and [s, s + 3)
        ("strncpy(s + 6, s, 4)", False),
        ("strncpy(s + 7, s, 8)", False),  # min(8, 6 + 1) = 7 bytes: [s + 7, ...) and [s, s + 7)
        ("strncpy(s, s + 3, 2)", False),
    ],
)
def test_overlap_found_where_asan_reports_it(call: str, reported: bool, tmp_path: Path) -> None:
    path = tmp_path / "overlap.c"
    path.write_text(textwrap.dedent(PROGRAM).replace("CALL", call))
    result = check_program(str(path), None, Settings(timeout=60, loop_bound=8))
    assert any(f.line == 8 for f in result.findings) == reported, result.findings
    assert not any(f.line == 9 for f in result.findings)


SEMANTICS = """
#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int n = __VERIFIER_nondet_int();
  char t[8] = "xyzwvut";
  if (n < 0 || n > 6) return 0;
  strncpy(t, "ab", (size_t)n);
  assert(n < 1 || t[0] == 'a');
  assert(n < 3 || (t[1] == 'b' && t[2] == 0 && (n < 4 || t[n - 1] == 0)));
  assert(t[n] == "xyzwvut"[n]);
  assert(n != 2 || (t[1] == 'b' && t[2] == 'z'));
  return 0;
}
"""


def test_strncpy_copies_and_pads_as_c_says(tmp_path: Path) -> None:
    path = tmp_path / "strncpy.c"
    path.write_text(textwrap.dedent(SEMANTICS))
    result = check_program(str(path), None, Settings(timeout=60, loop_bound=8))
    assert not result.findings
    assert [a.verdict for a in result.assertions] == ["holds"] * 4
