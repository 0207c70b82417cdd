"""``long double`` stays refused (gcc's is x87's 80-bit format on x86-64, errlang has none),
but only where it is: a function using it inside is refused alone, a struct with such a
member where the struct is used, a prototype (glibc's ``strtold``) where it is called; the
rest of the file is checked (docs/semantics.md, "The C dialect")."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings

GCC = shutil.which("gcc")
PROGRAM = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct wide { long double v; int k; };
long double strtold(const char *, char **);
static int twice(int x) { long double y = x; return (int)(y * 2); }
static int key(struct wide *w) { return w->k; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 100) return twice(x);
  assert(x != 3);
  assert(x != 100);
  return 0;
}
"""
RUNTIME = Path(__file__).resolve().parent / "dialect_runtime.c"  # PROBE_INPUTS: the inputs


def test_long_double_refuses_the_functions_it_is_in_only(tmp_path: Path) -> None:
    path = tmp_path / "wide.c"
    path.write_text(PROGRAM)
    result = check_program(str(path), None, Settings(timeout=30))
    # twice is reached (x == 100): an error; key is never called: a warning
    assert [(e.line, "'long double' is not supported" in e.message) for e in result.errors] == [
        (5, True)
    ]
    assert [(w.line, "no run calls key" in w.message) for w in result.warnings] == [(6, True)]
    verdicts = [(a.line, a.verdict, a.complete) for a in result.assertions]
    assert verdicts == [(10, "fails", False), (11, "holds", True)]
    counterexample = result.assertions[0].counterexample
    assert counterexample is not None
    (value,) = [i.value for i in counterexample.inputs]
    if GCC is None:
        return
    binary = tmp_path / "wide"
    command = [GCC, "-std=gnu11", "-w", "-fsanitize=address,undefined", str(path), str(RUNTIME)]
    subprocess.run([*command, "-o", str(binary)], check=True, timeout=120)
    for x, line in ((value, b"wide.c:10"), (100, None), (7, None)):
        env = {"PROBE_INPUTS": str(x)}
        done = subprocess.run([binary], env=env, capture_output=True, timeout=60)
        assert (line is not None and line in done.stderr) or (line is None and not done.stderr)


SIGNATURE = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
static long double widen(int x) { return x; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  int r = 0;
  if (x == 100) r = (int)widen(x);
  assert(r == 0);
  assert(x != 3);
  return 0;
}
"""


def test_a_long_double_signature_cuts_the_runs_at_the_call_only(tmp_path: Path) -> None:
    """A call of a function with ``long double`` in its signature: the runs making the call
    are cut there (before, eighth session, the caller was refused whole and ``x != 3`` was
    unknown too)."""
    path = tmp_path / "signature.c"
    path.write_text(SIGNATURE)
    result = check_program(str(path), None, Settings(timeout=30))
    assert not result.errors
    verdicts = [(a.line, a.verdict) for a in result.assertions]
    assert verdicts == [(8, "unknown"), (9, "fails")]  # gcc: x = 100 fails line 8, 3 line 9
    assert "calls 'widen', refused" in result.assertions[0].reason
