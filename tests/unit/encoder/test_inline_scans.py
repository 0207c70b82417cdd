"""encoder.inline_scans: scanning helpers called inside a loop nest are inlined so that the nest
counts their loops (issue 30), exactly: the runs, failures and faults are those of the program
with its calls (the encoding without nests, where helpers are frames of their own), and a run
the nest's bound cuts is still a cut. Ground truth for the numbers' program: gcc
-fsanitize=address,undefined over all 81 strings of ' ', '1', 'x' (4 chars): ``count <= 1``
fails, ``count <= 2`` never; with BUG the digit test reads s[4] (54 of 81 strings)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import z3
from errlang.encoder.encoding import LOOP_BOUND, UB
from errlang.encoder.inline_scans import inline_scans
from errlang.encoder.loop_nests import shared_index_nests
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.nodes import Function
from errlang.ir.program import IRProgram, build_ir

NUMBERS = """
extern char __VERIFIER_nondet_char(void);
static void skip_spaces(const char *s, int n, int *pos) {
  while (*pos < n && s[*pos] == ' ') (*pos)++;
}
static int read_number(const char *s, int n, int *pos, int *out) {
  int v = 0, digits = 0;
  while (CONDITION) {
    v = v * 10 + (s[*pos] - '0');
    (*pos)++;
    digits++;
  }
  *out = v;
  return digits;
}
static int count_numbers(const char *s, int n) {
  int pos = 0, count = 0, v;
  while (pos < n) {
    skip_spaces(s, n, &pos);
    if (read_number(s, n, &pos, &v)) count++;
    else if (pos < n) pos++;
  }
  return count;
}
int main(void) {
  char s[4];
  for (int i = 0; i < 4; i++) s[i] = __VERIFIER_nondet_char();
  int count = count_numbers(s, 4);
  __VERIFIER_assert(count <= LIMIT);
  return 0;
}
"""
SAFE = "*pos < n && s[*pos] >= '0' && s[*pos] <= '9'"
BUG = "s[*pos] >= '0' && s[*pos] <= '9' && *pos < n"

WRITES_ITS_PARAMETER = """
static void advance(int *pos, int n) {
  while (n > 0) { (*pos)++; n--; }
}
int main(void) {
  int pos = 0;
  while (pos < 8) advance(&pos, 2);
  return pos;
}
"""


def _ir(tmp_path: Path, source: str, **names: str) -> IRProgram:
    text = textwrap.dedent(source).lstrip("\n")
    for name, value in names.items():
        text = text.replace(name, value)
    path = tmp_path / "prog.c"
    path.write_text("extern void __VERIFIER_assert(int);\n" + text)
    return build_ir(parse_file(str(path)), summarise_loops=True)


def _satisfiable(ir: IRProgram, bound: int, nests: bool, *, failing: bool, reason: str) -> bool:
    """Whether some run of the encoding fails an assertion (``failing``) or is cut for
    ``reason`` (else)."""
    encoding, _ = encode(ir, "main", bound, nests=nests)
    if failing:
        guards = [t.guard for t in encoding.terminations if t.site >= 0]
    else:
        guards = [c.guard for c in encoding.cuts if c.reason == reason or c.kind == reason]
    solver = z3.Solver()
    solver.add(*encoding.constraints, z3.Or(False, *guards))
    return solver.check() == z3.sat


def test_the_helpers_loops_join_the_callers_nest(tmp_path: Path) -> None:
    ir = _ir(tmp_path, NUMBERS, CONDITION=SAFE, LIMIT="2")
    assert shared_index_nests(ir) == {}  # the helpers' loops are frames of their own
    inlined = inline_scans(ir)
    [nest] = shared_index_nests(inlined)["count_numbers"]
    assert len(nest.loops) == 3  # the caller's loop and both helpers'
    function = inlined.functions["count_numbers"]
    assert not any(type(i).__name__ == "Call" for i in function.body)
    assert not function.variables["pos"].in_memory  # its address went to the helpers only
    assert function.variables["v#in" + _suffix(function, "v")].display == "v"
    assert ir.functions["count_numbers"].variables["pos"].in_memory  # the input is unchanged


def _suffix(function: Function, name: str) -> str:
    names = [v for v in function.variables if v.startswith(name + "#in")]
    return names[0].split("#in")[1]


def test_the_failures_are_those_of_the_calls(tmp_path: Path) -> None:
    # bound 9 completes the nest on 4 chars (one back edge per char at most, plus the
    # caller's), bound 5 the per-loop unwinding: both decide the assertion, and agree
    for limit, fails in (("1", True), ("2", False)):
        ir = _ir(tmp_path, NUMBERS, CONDITION=SAFE, LIMIT=limit)
        for bound, nests in ((9, True), (5, False)):
            assert not _satisfiable(ir, bound, nests, failing=False, reason=LOOP_BOUND)
            assert _satisfiable(ir, bound, nests, failing=True, reason="") == fails, (limit, nests)


def test_the_read_past_the_string_is_found_in_the_helper(tmp_path: Path) -> None:
    ir = _ir(tmp_path, NUMBERS, CONDITION=BUG, LIMIT="2")
    encoding, _ = encode(ir, "main", 9, nests=True)
    where = [c.guard for c in encoding.cuts if c.kind == UB and c.loc.line == 8]
    assert {c.loc.function for c in encoding.cuts if c.loc.line == 8} == {"read_number"}
    solver = z3.Solver()
    solver.add(*encoding.constraints, z3.Or(False, *where))
    assert solver.check() == z3.sat  # the loop test's s[*pos] at pos == 4
    assert not _satisfiable(
        _ir(tmp_path, NUMBERS, CONDITION=SAFE, LIMIT="2"), 9, True, failing=False, reason=UB
    )


def test_below_the_input_the_nest_is_cut_at_a_helpers_loop(tmp_path: Path) -> None:
    ir = _ir(tmp_path, NUMBERS, CONDITION=SAFE, LIMIT="2")
    encoding, _ = encode(ir, "main", 2, nests=True)
    cut = {(c.loc.line, c.loc.function) for c in encoding.cuts if c.reason == LOOP_BOUND}
    assert (8, "read_number") in cut and (4, "skip_spaces") in cut, cut
    assert _satisfiable(ir, 2, True, failing=False, reason=LOOP_BOUND)


def test_a_helper_writing_its_parameter_is_left_a_call(tmp_path: Path) -> None:
    ir = _ir(tmp_path, WRITES_ITS_PARAMETER)
    assert inline_scans(ir) is ir


# expat's latin1_toUtf16 in small (R's finding, eighth session): the helper's body ends in an
# if/else whose arms both return, so its lowering jumps past its last instruction (the join)
CONVERTER = """
extern unsigned char __VERIFIER_nondet_uchar(void);
static int convert(const char **fromP, const char *fromLim, char **toP, const char *toLim) {
  while (*fromP < fromLim && *toP < toLim)
    *(*toP)++ = *(*fromP)++;
  if ((*toP == toLim) && (*fromP < fromLim))
    return 1;
  else
    return 0;
}
int main(void) {
  char in[4] = {__VERIFIER_nondet_uchar(), 2, 3, 4}, out[2];
  const char *from = in;
  int rounds = 0;
  while (from < in + 4) {
    char *to = out;
    convert(&from, in + 4, &to, out + 2);
    rounds++;
  }
  __VERIFIER_assert(rounds == LIMIT);
  return 0;
}
"""


def test_a_helper_whose_arms_both_return_is_inlined(tmp_path: Path) -> None:
    # gcc: two rounds of two bytes each, whatever the input byte
    for limit, fails in (("2", False), ("3", True)):
        ir = _ir(tmp_path, CONVERTER, LIMIT=limit)
        assert _satisfiable(ir, 6, True, failing=True, reason="") == fails
