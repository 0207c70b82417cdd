"""gcc's initialised flexible array member (``static struct S s = {0, {1, 2}}``, multidict's
``empty_htkeys``): gcc makes the object longer than ``sizeof(struct S)`` (whose value stays
the same), which errlang's objects, sized by their type, cannot be; refused with what it is
where the object is used (before: "too many initializers", as if the program were wrong)."""

from __future__ import annotations

from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings

PROGRAM = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
struct keys { int size; char indices[]; };
static const struct keys empty = { .size = 0, .indices = {-1, -1, -1, -1} };
static const struct keys none = { 0 };
static int first(const struct keys *k) { return k->indices[0]; }
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 7) return first(&empty);
  assert(x != 3 || none.size == 0);
  return 0;
}
"""


def test_an_initialised_flexible_array_member_is_refused_as_such(tmp_path: Path) -> None:
    path = tmp_path / "flexible.c"
    path.write_text(PROGRAM)
    result = check_program(str(path), None, Settings(timeout=30))
    (error,) = result.errors
    assert "'empty': an initialised flexible array member" in error.message
    assert "too many initializers" not in error.message
    assert [a.verdict for a in result.assertions] == ["unknown"]
