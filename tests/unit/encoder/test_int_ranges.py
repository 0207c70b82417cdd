"""encoder.int_ranges: after a branch that compares an integer register with a constant, each
side keeps only the register's values that its runs can have (issue 30) — fewer values, the
same runs: every assertion fails or holds as without it, and a failing run stays a run."""

from __future__ import annotations

from pathlib import Path

import z3
from errlang.encoder.encoding import LETTER_BITS
from errlang.encoder.int_ranges import restricted
from errlang.encoder.memory import Memory
from errlang.encoder.state import State
from errlang.encoder.symex import encode
from errlang.encoder.value_sets import cases
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram, build_ir
from errlang.teacher.solver import BoundedSolver

INT = t.IntType("int", 4, True, 3)
CHAR = t.IntType("char", 1, True, 1)


def _values(value: z3.BitVecRef) -> list[int]:
    found = cases(value)
    assert found is not None
    return sorted(v for _, v in found)


def _state(name: str, value: z3.BitVecRef) -> State:
    return State(
        z3.BoolVal(True), {name: value}, {}, Memory({}, {}, {}), z3.BitVecVal(0, LETTER_BITS)
    )


def _named(guard: z3.BoolRef) -> z3.BoolRef:
    return guard  # the test's stand-in for the executor's ``define``


def _cmp(op: str, left: n.Expr, right: n.Expr) -> n.Binary:
    return n.Binary(INT, op, left, right)


def test_each_side_keeps_the_values_its_comparison_allows() -> None:
    count = n.Reg(INT, "next")
    value = z3.If(z3.Bool("a"), z3.BitVecVal(0, 32), z3.If(z3.Bool("b"), z3.BitVecVal(3, 32), 5))
    state = _state("next", value)
    full = _cmp(">=", count, n.Const(INT, 4))
    assert _values(restricted(state, full, True, _named).regs["next"]) == [5]
    assert _values(restricted(state, full, False, _named).regs["next"]) == [0, 3]
    # the constant on the left, the comparison negated, a conjunction that holds
    inside = n.Binary(
        INT, "&&", _cmp("<", count, n.Const(INT, 9)), _cmp(">", n.Const(INT, 4), count)
    )
    assert _values(restricted(state, n.Unary(INT, "!", inside), False, _named).regs["next"]) == [
        0,
        3,
    ]
    # no value allows it: the side has no run
    assert restricted(state, _cmp(">", count, n.Const(INT, 9)), True, _named).dead
    # a disjunction that holds, or a conjunction that fails, says nothing of either operand
    either = n.Binary(INT, "||", full, _cmp("==", count, n.Const(INT, 0)))
    assert restricted(state, either, True, _named) is state
    assert restricted(state, n.Unary(INT, "!", either), True, _named).regs["next"] is not value


def test_the_comparison_is_of_c_values_through_casts_and_constant_registers() -> None:
    c = n.Reg(CHAR, "c")
    # 200 is -56 as a signed char: below 0 once converted to int
    state = _state("c", z3.If(z3.Bool("g"), z3.BitVecVal(200, 8), z3.BitVecVal(5, 8)))
    state.regs["zero"] = z3.BitVecVal(0, 32)
    negative = _cmp("<", n.Cast(INT, c), n.Reg(INT, "zero"))
    assert _values(restricted(state, negative, True, _named).regs["c"]) == [200]
    assert _values(restricted(state, negative, False, _named).regs["c"]) == [5]
    unsigned = t.IntType("unsigned int", 4, False, 3)
    above = n.Binary(INT, ">", n.Cast(unsigned, c), n.Const(unsigned, 100))
    assert _values(restricted(state, above, True, _named).regs["c"]) == [200]


# a tokenizer's counter: tested against the array's size before each store, so 0..4 at most
TOKENS = """
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assert(int);
#define N 6
struct tok { int start; int end; };
static int tokens(const char *s, int len, struct tok *toks, int max) {
  int next = 0;
  for (int pos = 0; pos < len && s[pos]; pos++) {
    if (s[pos] == ' ') continue;
    if (next >= max) return -1;
    toks[next].start = pos;
    while (pos < len && s[pos] && s[pos] != ' ') pos++;
    toks[next].end = pos;
    next++;
    pos--;
  }
  return next;
}
int main(void) {
  char in[N + 1];
  for (int i = 0; i < N; i++) in[i] = __VERIFIER_nondet_char();
  in[N] = 0;
  struct tok toks[2];
  int count = tokens(in, N, toks, 2);
  __VERIFIER_assert(count <= 2);
  if (count > 0) __VERIFIER_assert(toks[count - 1].end <= N);
  __VERIFIER_assert(count != 2);
  return 0;
}
"""


def _ir(tmp_path: Path) -> IRProgram:
    path = tmp_path / "tokens.c"
    path.write_text(TOKENS)
    return build_ir(parse_file(str(path)), summarise_loops=True)


def _fails(ir: IRProgram, site: int, narrowing: bool) -> bool:
    encoding, _ = encode(ir, "main", 7, nests=narrowing)
    solver = BoundedSolver(encoding)
    model = solver.satisfiable(solver.ends(site))
    if model is not None:  # a run of the program: it fails with count == 2
        run = solver.run(model, site)
        assert run.word
    return model is not None


def test_the_same_assertions_fail_with_and_without(tmp_path: Path) -> None:
    ir = _ir(tmp_path)
    for narrowing in (False, True):
        assert not _fails(ir, 0, narrowing)
        assert not _fails(ir, 1, narrowing)
        assert _fails(ir, 2, narrowing)


def test_the_counter_keeps_only_the_values_its_runs_have(tmp_path: Path) -> None:
    ir = _ir(tmp_path)
    most = {}
    for narrowing in (False, True):
        encoding, _ = encode(ir, "main", 7, nests=narrowing)
        states = [h.state for h in encoding.loop_heads]
        counts = [s.regs["next"] for s in states if isinstance(s, State) and "next" in s.regs]
        found = [cases(c) for c in counts]
        most[narrowing] = max(v for f in found if f is not None for _, v in f)
    assert most[True] <= 2 < most[False]
