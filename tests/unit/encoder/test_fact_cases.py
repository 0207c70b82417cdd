"""encoder.fact_cases: an access's fault condition leaves out the offsets the path's facts rule
out (issue 30) — a store ``toks[next]`` after ``if (next >= 2) return -1`` has no out-of-bounds
case, a read ``js[pos]`` under ``pos < len`` none — and nothing else changes: a real
out-of-bounds access is still found, the same assertions fail and hold with and without."""

from __future__ import annotations

import pytest
import z3
from errlang.encoder import contents, memory
from errlang.encoder.fact_cases import Known, ruled_out, ruled_out_under
from errlang.encoder.path_facts import NO_FACTS, learned
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir
from errlang.teacher.solver import BoundedSolver


def _chain(values: list[int], leaf: z3.BitVecRef | None = None) -> z3.BitVecRef:
    term: z3.BitVecRef = leaf if leaf is not None else z3.BitVecVal(values[-1], 32)
    for i, value in enumerate(values):
        term = z3.If(z3.Bool(f"g{i}"), z3.BitVecVal(value, 32), term)
    return term


SIZE, ONE = z3.BitVecVal(17, 64), z3.BitVecVal(1, 64)


def test_a_fact_rules_out_the_values_past_the_buffer() -> None:
    pos = _chain(list(range(21)))  # 0..20: its value set
    offset = z3.simplify(z3.SignExt(32, pos))
    assert not z3.is_true(contents.within(offset, SIZE, ONE))  # 17..20 are outside
    facts = learned(NO_FACTS, pos < 16, True)
    assert z3.is_true(contents.within(offset, SIZE, ONE, ruled_out(facts)))
    wider = learned(NO_FACTS, pos < 18, True)  # 17 is still possible
    inside = contents.within(offset, SIZE, ONE, ruled_out(wider))
    assert inside is not None and not z3.is_true(inside)
    proof = z3.Solver()  # outside exactly where pos == 17, under the fact
    proof.add(pos < 18, z3.Not(inside), pos != 17)
    assert proof.check() == z3.unsat
    failed = learned(NO_FACTS, pos >= 16, False)  # a test that failed says the same
    assert z3.is_true(contents.within(offset, SIZE, ONE, ruled_out(failed)))


def test_a_fact_bounds_an_index_with_more_values_than_a_value_set_keeps() -> None:
    pos = _chain(list(range(100)))  # past value_sets.MAX_VALUES: no cases
    offset = z3.simplify(z3.SignExt(32, pos + 1))
    assert contents.within(offset, SIZE, ONE) is None
    known = ruled_out_under(NO_FACTS, z3.If(pos < 16, z3.BitVecVal(1, 32), 0) != 0)
    assert known.signed_range(offset) == (1, 16)
    assert z3.is_true(contents.within(offset, SIZE, ONE, known))
    free = _chain(list(range(100)), z3.BitVec("free", 32))  # no least value
    unknown = ruled_out_under(NO_FACTS, free < 16)
    assert unknown.signed_range(z3.simplify(z3.SignExt(32, free))) is None
    assert 5 not in Known() and not Known()


def test_a_merged_index_whose_extension_z3_rewrote_is_still_bounded() -> None:
    """z3 pushes a merged index's if-then-else into the pieces of its sign extension
    (``Concat(If(c, Extract(31, 31, a), Extract(31, 31, b)), ..., If(c, a, b))``): the
    tokenizer's read after its string scan."""
    pos = z3.If(z3.Bool("c"), 2 + _chain(list(range(50))), 1 + _chain(list(range(40, 90))))
    offset = z3.simplify(z3.SignExt(32, pos))
    assert z3.is_app_of(offset.arg(0), z3.Z3_OP_ITE)  # the rewritten form
    known = ruled_out_under(NO_FACTS, z3.Not(z3.simplify(pos) >= 16))
    assert known.signed_range(offset) == (2, 15)
    assert z3.is_true(contents.within(offset, SIZE, ONE, known))
    other = z3.simplify(z3.SignExt(32, z3.If(z3.Bool("d"), 2 + _chain([1, 2]), z3.BitVec("y", 32))))
    assert Known().signed_range(other) is None  # a leaf with no range: not bounded


TOKENIZER = """
extern char __VERIFIER_nondet_char(void);
extern void __VERIFIER_assert(int);
#define N 5
struct tok { int start; int end; };
static int tokenize(const char *js, int len, struct tok *toks) {
  int pos = 0, next = 0;
  for (; pos < len && js[pos] != '\\0'; pos++) {
    if (js[pos] == ',') continue;
    if (next LIMIT) return -1;
    toks[next].start = pos;
    while (pos < len && js[pos] != '\\0' && js[pos] != ',') pos++;
    toks[next].end = pos; next++;
    pos--;
  }
  return next;
}
int main(void) {
  char buf[N + 1];
  for (int i = 0; i < N; i++) buf[i] = __VERIFIER_nondet_char();
  buf[N] = 0;
  struct tok toks[2];
  int n = tokenize(buf, N, toks);
  if (n > 0) {
    __VERIFIER_assert(toks[n - 1].end <= N);
    __VERIFIER_assert(n < 2);
  }
  return 0;
}
"""


def _program(tmp_path_factory: pytest.TempPathFactory, limit: str) -> IRProgram:
    path = tmp_path_factory.mktemp("fact_cases") / "tokens.c"
    path.write_text(TOKENIZER.replace("LIMIT", limit))
    return build_ir(parse_file(str(path)), summarise_loops=True)


def _outcome(ir: IRProgram) -> tuple[int, set[int], list[bool]]:
    """Bound N on N bytes: the undefined-behaviour instances, the lines some run reaches one
    at, and which assertions some run fails."""
    encoding, _ = encode(ir, "main", 5, nests=True)
    solver = BoundedSolver(encoding)
    faults = [cut for cut in encoding.cuts if cut.kind == "ub"]
    lines = {cut.loc.line for cut in faults if solver.satisfiable(cut.guard) is not None}
    fails = [solver.satisfiable(solver.ends(site)) is not None for site in range(2)]
    return len(faults), lines, fails


@pytest.mark.parametrize(
    ("limit", "lines", "fails"),
    [(">= 2", set(), [False, True]), ("> 2", {11}, [False, True])],
)
def test_the_same_faults_and_failures_with_and_without_the_facts(
    tmp_path_factory: pytest.TempPathFactory,
    monkeypatch: pytest.MonkeyPatch,
    limit: str,
    lines: set[int],
    fails: list[bool],
) -> None:
    ir = _program(tmp_path_factory, limit)
    count, found, failed = _outcome(ir)
    assert (found, failed) == (lines, fails)  # "> 2": toks[2] written with 3 tokens
    monkeypatch.setattr(memory, "ruled_out_under", lambda _facts, _ctx: Known())
    count_before, found_before, failed_before = _outcome(ir)
    assert (found_before, failed_before) == (found, failed)
    assert count < count_before  # the cases no run has are gone from the formula
