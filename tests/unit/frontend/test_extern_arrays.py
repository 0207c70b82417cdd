"""An extern array of unknown size that no unit defines (Python.h's ``_Py_ascii_whitespace[]``,
found by the seventh session's probe of bitarray, regex and ujson) refuses its uses, with a
message that says why; declared first and defined later in the program, it is the definition."""

from __future__ import annotations

from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings

SOURCE = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern const unsigned char outside[];
extern int table[];
int table[3] = {4, 5, 6};
static int space(int c) { return outside[c & 127]; }
int main(void) {
  int i = __VERIFIER_nondet_int();
  if (i < 0 || i > 2) return 0;
  assert(table[i] >= 4);
  if (i == 2) return space(i);
  assert(table[i] != 5);
  return 0;
}
"""


def test_an_extern_array_defined_nowhere_refuses_its_uses_only(tmp_path: Path) -> None:
    path = tmp_path / "extern.c"
    path.write_text(SOURCE)
    result = check_program(str(path), None, Settings(timeout=30))
    (error,) = result.errors
    assert error.line == 6 and "extern array of unknown size defined in no unit" in error.message
    assert [a.verdict for a in result.assertions] == ["holds", "fails"]
