"""The encoder's end of a block's objects (C11 6.2.4p6; ``EndOfLife``, W's part of the tenth
session): an access after it is a ``use after scope`` (gcc's ASan: stack-use-after-scope), a
``Declare`` executed again makes the object live, and a returned frame's object is dangling."""

from __future__ import annotations

from collections.abc import Callable

import z3
from errlang.encoder.encoding import DANGLING_POINTER, UB, USE_AFTER_SCOPE, Encoding
from errlang.encoder.memory import Memory, base, merge_memories

Encode = Callable[..., Encoding]


def _memory() -> Memory:
    memory = Memory({}, {}, {})
    memory.allocate(1, z3.BitVecVal(4, 64))
    return memory


def _reasons(memory: Memory) -> list[str]:
    return [reason for reason, _ in memory.faults(base(1), 4, heap=set())]


def test_an_ended_object_is_out_of_scope_until_revived() -> None:
    memory = _memory()
    assert _reasons(memory) == []
    memory.end_scope(1)
    assert _reasons(memory) == [USE_AFTER_SCOPE]
    memory.revive(1)
    assert _reasons(memory) == []


def test_a_returned_frames_object_is_dangling_not_out_of_scope() -> None:
    memory = _memory()
    memory.end_scope(1)
    memory.kill(1)  # its frame returned (encoder/symex.py)
    assert _reasons(memory) == [DANGLING_POINTER]


def test_a_merge_keeps_the_end_on_the_runs_that_ended_it() -> None:
    ended, kept = _memory(), _memory()
    ended.end_scope(1)
    went = z3.Bool("went")
    merged = merge_memories([went, z3.Not(went)], [ended, kept])
    assert merged.scoped == frozenset({1})
    ((reason, cond),) = merged.faults(base(1), 4, heap=set())
    assert reason == USE_AFTER_SCOPE
    solver = z3.Solver()
    solver.add(cond, z3.Not(went))
    assert solver.check() == z3.unsat  # only where the block ended


def _scope_cuts(encoding: Encoding) -> list[int]:
    return sorted(
        {cut.loc.line for cut in encoding.cuts if cut.kind == UB and cut.reason == USE_AFTER_SCOPE}
    )


def test_a_pointer_kept_past_its_block_is_a_use_after_scope(encode_c: Encode) -> None:
    encoding = encode_c(
        """
        int main(void) {
          int *p = 0;
          for (int i = 0; i < 2; i++) {
            int v = i;
            p = &v;
          }
          return *p;
        }
        """,
        bound=3,
    )
    assert _scope_cuts(encoding) == [7]


def test_a_loop_variable_is_live_again_each_iteration(encode_c: Encode) -> None:
    encoding = encode_c(
        """
        int main(void) {
          int *p = 0, r = 0;
          for (int i = 0; i < 3; i++) {
            int v = i;
            if (p) r += *p;
            p = &v;
          }
          return r;
        }
        """,
        bound=4,
    )
    assert _scope_cuts(encoding) == []
