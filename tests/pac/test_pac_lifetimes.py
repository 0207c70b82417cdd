"""The PAC interpreter runs the lowering's lifetime instructions (errlang.ir.lifetimes, W's
EndOfLife and Revive; before, a run reaching one was refused, "pac cannot run EndOfLife"): a
block's object is dead after the block (an access through a pointer to it blocks the run, as
a dangling access does), and alive again, with its bytes, where gcc unpoisons it (a label a
``goto`` names)."""

from __future__ import annotations

from pathlib import Path

from errlang.ir import nodes as n
from errlang.pac.interpreter import Execution
from pac_helpers import program_from

AFTER_THE_BLOCK = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
  int *p = 0;
  int x = __VERIFIER_nondet_int();
  { int y = x; p = &y; }
  assert(*p == x);
  return 0;
}
"""

INSIDE_THE_BLOCK = AFTER_THE_BLOCK.replace(
    "{ int y = x; p = &y; }\n  assert(*p == x);", "{ int y = x; p = &y; assert(*p == x); }"
)

BACK_INTO_THE_BLOCK = """#include <assert.h>
int main(void) {
  int *p = 0;
  int k = 0;
  {
    int y = 7;
  inside:
    p = &y;
    assert(*p == 7);
    k++;
  }
  if (k < 2) goto inside;
  return 0;
}
"""


def _run(tmp_path: Path, text: str) -> tuple[str, str, tuple[str, ...], bool]:
    ir, alphabet = program_from(tmp_path, text)
    lifetimes = any(isinstance(i, n.EndOfLife) for f in ir.functions.values() for i in f.body)
    outcome = Execution(ir, alphabet, lambda index, instr: 5).run()
    return outcome.status, outcome.detail, outcome.vector, lifetimes


def test_an_access_after_the_block_blocks_the_run(tmp_path: Path) -> None:
    status, detail, _, lifetimes = _run(tmp_path, AFTER_THE_BLOCK)
    assert lifetimes  # the lowering marked y's end (its address escapes)
    assert status == "blocked" and "dangling" in detail


def test_an_access_inside_the_block_runs(tmp_path: Path) -> None:
    status, _, vector, lifetimes = _run(tmp_path, INSIDE_THE_BLOCK)
    assert lifetimes and status == "end" and len(vector) == 1  # the assertion, held


def test_a_goto_back_into_the_block_revives_its_object(tmp_path: Path) -> None:
    status, _, vector, lifetimes = _run(tmp_path, BACK_INTO_THE_BLOCK)
    assert lifetimes and status == "end"
    holds = [letter for letter in vector if letter.startswith("A")]
    assert len(holds) == 2  # the assertion held on both entries, y's 7 kept
