"""encoder.in_bounds: after a branch that reads through a cursor register, the register keeps
only the values the read leaves valid (issue 30) — fewer values, the same runs: every
assertion fails or holds as without it, and a failing run stays a run of the program."""

from __future__ import annotations

from pathlib import Path

import z3
from errlang.encoder.encoding import LETTER_BITS
from errlang.encoder.in_bounds import narrowed
from errlang.encoder.memory import Memory
from errlang.encoder.pointers import OFFSET_BITS
from errlang.encoder.state import State
from errlang.encoder.symex import encode
from errlang.encoder.value_sets import cases
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram, build_ir
from errlang.teacher.solver import BoundedSolver

# an escape decoder's cursor: 1, 2 or 4 bytes a step, stopped by the NUL at in[N]
DECODER = """
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assert(int);
#define N 8
int main(void) {
  char in[N + 1];
  for (int i = 0; i < N; i++) in[i] = __VERIFIER_nondet_char();
  in[N] = 0;
  int o = 0;
  for (const char *p = in; *p; p++) {
    if (*p != '\\\\') { o++; continue; }
    p++;
    if (*p == 'x') {
      if (!p[1] || !p[2]) return 1;
      p += 2;
    } else if (*p != 'n') {
      return 2;
    }
    o++;
  }
  __VERIFIER_assert(o <= N);
  __VERIFIER_assert(o < LIMIT);
  return 0;
}
"""
SIZE = 8


def _ir(tmp_path: Path, limit: int) -> IRProgram:
    path = tmp_path / "decoder.c"
    path.write_text(DECODER.replace("LIMIT", str(limit)))
    return build_ir(parse_file(str(path)), summarise_loops=True)


def _offsets(value: z3.BitVecRef) -> list[int]:
    found = cases(value)
    assert found is not None
    return sorted(v & ((1 << OFFSET_BITS) - 1) for _, v in found)


def _cursor_at_last_head(ir: IRProgram, narrowing: bool) -> list[int]:
    encoding, _ = encode(ir, "main", SIZE + 1, nests=narrowing)
    states = [h.state for h in encoding.loop_heads]  # the cursor lives in main only
    cursors = [s.regs["p"] for s in states if isinstance(s, State) and "p" in s.regs]
    return _offsets(cursors[-1])


def test_the_cursor_keeps_only_offsets_inside_the_buffer(tmp_path: Path) -> None:
    ir = _ir(tmp_path, 3)
    before = _cursor_at_last_head(ir, narrowing=False)
    after = _cursor_at_last_head(ir, narrowing=True)
    assert max(before) > SIZE  # values of runs that stopped at an out-of-bounds read
    assert max(after) <= SIZE and set(after) <= set(before)
    assert len(after) < len(before)


def _fails(ir: IRProgram, site: int, narrowing: bool) -> bool:
    encoding, _ = encode(ir, "main", SIZE + 1, nests=narrowing)
    solver = BoundedSolver(encoding)
    return solver.satisfiable(solver.ends(site)) is not None


def test_the_same_assertions_fail_with_and_without(tmp_path: Path) -> None:
    ir = _ir(tmp_path, 3)  # o < 3 fails (three plain bytes), o <= N holds
    for narrowing in (False, True):
        assert not _fails(ir, 0, narrowing)
        assert _fails(ir, 1, narrowing)


def test_a_read_under_a_short_circuit_narrows_nothing() -> None:
    char = t.IntType("char", 1, True, 1)
    pointer = t.PointerType(char)
    integer = t.IntType("int", 4, True, 3)
    p = n.Reg(pointer, "p")
    # object 1 (4 bytes) at offset 9 (outside) or 0 (inside)
    outside, inside = z3.BitVecVal((1 << OFFSET_BITS) + 9, 64), z3.BitVecVal(1 << OFFSET_BITS, 64)
    value = z3.If(z3.Bool("g"), outside, inside)
    memory = Memory({}, {}, {1: z3.BitVecVal(4, 64)})
    state = State(z3.BoolVal(True), {"p": value}, {}, memory, z3.BitVecVal(0, LETTER_BITS))
    direct = narrowed(state, n.Load(char, p))
    assert _offsets(direct.regs["p"]) == [0]
    guarded = n.Binary(integer, "&&", n.Reg(integer, "c"), n.Load(char, p))
    assert narrowed(state, guarded) is state
