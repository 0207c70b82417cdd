"""Which variables live in memory: a local's ``&x`` is its declaration's fact, not its name's
(errlang.ir.unit._AddressTaken). Before, ``&i`` in one function put every ``i`` of the unit in
memory, and ``main``'s fill loop over ``a[i]`` was no longer summarised."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.frontend import parse_file
from errlang.ir.open_loops import OpenArrayLoop
from errlang.ir.program import IRProgram, build_ir


def _ir(tmp_path: Path, source: str, **options: bool) -> IRProgram:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    ir = build_ir(parse_file(str(path)), **options)
    # the lowering refuses the address of a register ("internal: address of a register
    # variable"): every ``&x`` found its variable in memory
    assert not ir.refused
    return ir


def _in_memory(ir: IRProgram, function: str) -> dict[str, bool]:
    variables = ir.functions[function].variables.values()
    return {v.name: v.in_memory for v in variables if not v.name.startswith("$")}


_FILL = """
extern int __VERIFIER_nondet_int(void);
int a[1000];
void touch(void) { int i = 0; int *p = &i; *p = 1; }
int main(void) {
  int n = __VERIFIER_nondet_int();
  if (n <= 0 || n > 1000) return 0;
  for (int i = 0; i < n; i++) a[i] = 2 * i;
  touch();
  return a[0];
}
"""


def test_another_functions_address_of_i_leaves_mains_loop_summarised(tmp_path):
    ir = _ir(tmp_path, _FILL, summarise_loops=True, accelerate=True)
    assert _in_memory(ir, "touch")["i"] is True
    assert _in_memory(ir, "main")["i"] is False
    assert sum(isinstance(i, OpenArrayLoop) for i in ir.functions["main"].body) == 1


def test_block_scopes_tell_shadowed_declarations_apart(tmp_path):
    ir = _ir(
        tmp_path,
        """
        int g(int i);
        int main(void) {
          int i = 1, j = 2, k = 3;
          struct { int j; } s = {0};
          { int i = 4; int *p = &i; *p = 5; }
          for (int k = 0; k < 2; k++) s.j += k;
          int *q = &k;
          int *r = &j;
          int f(int j);
          return i + *q + *r + s.j;
        }
        """,
    )
    memory = _in_memory(ir, "main")
    # the outer i is a register, the block's i (the second) lives in memory
    assert (memory["i"], memory["i#2"]) == (False, True)
    # the loop's k is a register; the outer k, whose address is taken after the loop, is not;
    # neither a member j nor a prototype's parameter j hides the local j from &j
    assert (memory["k"], memory["k#2"], memory["j"]) == (True, False, True)


def test_parameters_statics_and_self_reference(tmp_path):
    ir = _ir(
        tmp_path,
        """
        int set(int x, int y) { int *p = &x; *p = y; return x + y; }
        int count(void) { static int calls, other; int *p = &calls; return ++*p + other; }
        int main(void) { void *self = &self; int x = set(1, 2); return x + count() + !self; }
        """,
    )
    assert _in_memory(ir, "set") == {"x": True, "y": False, "p": False}
    assert _in_memory(ir, "main")["x"] is False
    assert _in_memory(ir, "main")["self"] is True
    statics = {v.display: v.in_memory for v in ir.globals.values() if "::" in v.name}
    assert statics == {"calls": True, "other": False}


def test_globals_are_addressed_by_name(tmp_path):
    ir = _ir(
        tmp_path,
        """
        int g, h, k;
        int *take(void) { extern int h; int g = 0; int *p = &h; return g ? p : &k; }
        int main(void) { int k = 1; int *p = take(); return *p + k + g; }
        int inner(void) { int h = 1; { extern int h; int *p = &h; return *p; } }
        """,
    )
    memory = {v.display: v.in_memory for v in ir.globals.values()}
    # &g does not occur (take's g is its own local), &h names the global through the local
    # extern declaration, &k in take is the global k (main's k is another variable); in inner,
    # the block's extern declaration hides nothing, as in the lowering's scopes (not refused)
    assert (memory["g"], memory["h"], memory["k"]) == (False, True, True)
    assert _in_memory(ir, "main")["k"] is False
