"""Calls through function pointers dispatch by the pointer's type, not its arity alone
(``ir/lower_call.callable_as``): a call through ``int (*)(int, int)`` no longer lists
``realloc`` among its targets (its assumption note was located at that call), a pointer cast
to another integer type (``(op_t)mul`` of a ``long (long, long)``) still reaches its function
as gcc's run does, and a pointer holding a function of another kind (``(op_t)realloc``,
undefined: C11 6.5.2.2p9) cuts the run with the reason — never a ``holds``. Fails replay
under gcc (:func:`fnptr_oracle.compare_file`).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings
from fnptr_oracle import compare_file

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")

PROGRAM = """\
#include <assert.h>
#include <stdlib.h>
extern int __VERIFIER_nondet_int(void);
typedef int (*op_t)(int, int);
static int add(int x, int y) { return x + y; }
static int sub(int x, int y) { return x - y; }
static long mul(long x, long y) { return x * y; }
static struct { const char *name; op_t fn; } ops[] = { { "add", add }, { "sub", sub },
                                                       { "mul", (op_t)mul } };
int main(void) {
  int a = __VERIFIER_nondet_int();
  int b = __VERIFIER_nondet_int();
  if (a < -3 || a > 3 || b < 0 || b > 2) return 0;
  int r = ops[b].fn(a, 2);
  assert(r != 6);
  void *(*re)(void *, size_t) = realloc;
  char *p = re(NULL, 4);
  if (p) { p[0] = 1; free(p); }
  op_t bad = (op_t)realloc;
  if (a == -3 && b == 2) { int q = bad(0, 0); assert(q == 12345); }
  assert(r < 9);
  return 0;
}
"""


def test_dispatch_by_type(tmp_path: Path) -> None:
    path = tmp_path / "ops.c"
    path.write_text(PROGRAM)
    result = check_program(str(path), None, Settings(timeout=60))
    verdicts = [(a.line, a.verdict) for a in result.assertions]
    # 21 holds on every run errlang follows; the cut run reaches it too: unknown, not holds
    assert verdicts == [(15, "fails"), (20, "unknown"), (21, "unknown")], verdicts
    failing = result.assertions[0].counterexample
    assert failing is not None and [i.value for i in failing.inputs] == [3, 2]  # mul reached
    assert "the call through `bad` at line 20" in (result.assertions[1].reason or "")
    (note,) = [n for n in result.assumptions if "realloc" in n.message]
    assert note.line == 17  # the call of realloc, not the dispatch through ops[b].fn at 14
    compared = compare_file(path, Settings(timeout=60), seed=3)
    assert not compared.problems, compared.problems
