"""The encoder on its own: C values, memory, pointers and bounds, checked by solving the
formula of small programs (an assertion holds iff its failing guard is unsatisfiable)."""

import pytest
import z3
from errlang.encoder import pointers
from errlang.encoder.memory import Memory, merge_memories
from errlang.encoder.symex import SymbolicExecutor, encode
from errlang.frontend import parse_file
from errlang.ir.program import build_ir

HOLDS = [
    # C conversions and operators (LP64, wrap-around)
    "unsigned u = 0; u = u - 1; assert(u == 4294967295u);",
    "int i = -1; long l = i; unsigned long ul = (unsigned) i;"
    " assert(l == -1 && ul == 4294967295ul);",
    "int x = __VERIFIER_nondet_int(); if (x > 0) assert(x / 2 < x);",
    "signed char c = (signed char) 200; assert(c == -56);",
    # memory: aliasing, arrays with symbolic indices, structs, heap lists
    "int a = 1; int *p = &a; *p = 5; assert(a == 5);",
    "int a[4] = {1, 2, 3, 4}; int i = __VERIFIER_nondet_int();"
    " if (i >= 0 && i < 4) { a[i] = 9; assert(a[i] == 9 && a[0] + a[1] + a[2] + a[3] >= 9); }",
    "struct s { char c; long l; } v; v.c = 1; v.l = -2; assert(v.c + v.l == -1);",
    "struct n { int v; struct n *next; };"
    " struct n *h = 0; for (int i = 0; i < 3; i++) { struct n *x = malloc(sizeof *x);"
    " x->v = i; x->next = h; h = x; }"
    " int sum = 0; for (struct n *p = h; p; p = p->next) sum += p->v; assert(sum == 3);",
    "int *p = calloc(3, sizeof(int)); assert(p[2] == 0); free(p);",
    "char b[4]; memset(b, 7, 4); assert(b[3] == 7);",
]

FAILS = [
    "int x = __VERIFIER_nondet_int(); assert(x + 1 > x);",  # wraps at INT_MAX
    "int a[2] = {0, 0}; int i = __VERIFIER_nondet_int();"
    " if (i >= 0 && i < 2) a[i] = 1; assert(a[1] == 0);",
    "struct n { int v; struct n *next; }; struct n *p = malloc(sizeof *p), *q = p;"
    " p->v = __VERIFIER_nondet_int(); assert(q->v != 42);",
]


def _failing(encoding, solve):
    ends = [t.guard for t in encoding.terminations if t.site >= 0]
    return solve(encoding, z3.Or(*ends)) if ends else None


@pytest.mark.parametrize("body", HOLDS)
def test_assertion_holds(encode_c, solve, body):
    encoding = encode_c(f"int main(void) {{ {body} return 0; }}", bound=3)
    assert encoding.terminations, "no assertion was encoded"
    assert _failing(encoding, solve) is None


@pytest.mark.parametrize("body", FAILS)
def test_assertion_fails(encode_c, solve, body):
    encoding = encode_c(f"int main(void) {{ {body} return 0; }}", bound=3)
    assert _failing(encoding, solve) is not None


def test_loop_runs_exactly_the_bound(encode_c, solve):
    source = """
    int main(void) {
      int n = __VERIFIER_nondet_int(), i = 0;
      while (i < n) i++;
      assert(i < 2);
      return 0;
    }
    """
    assert _failing(encode_c(source, bound=1), solve) is None
    assert _failing(encode_c(source, bound=2), solve) is not None


def test_recursion_depth_is_bounded(encode_c, solve):
    source = """
    int depth(int n) { return n <= 0 ? 0 : 1 + depth(n - 1); }
    int main(void) { assert(depth(__VERIFIER_nondet_int()) < 3); return 0; }
    """
    # at most b active calls of depth: depth(b - 1) is the deepest that returns
    assert _failing(encode_c(source, bound=3), solve) is None
    assert _failing(encode_c(source, bound=4), solve) is not None


def test_executor_is_complete_after_construction(tmp_path):
    path = tmp_path / "p.c"
    path.write_text("void f(void) {}\nint main(void) { f(); f(); return 0; }\n")
    program = build_ir(parse_file(str(path)))
    encoding = SymbolicExecutor(program, "main", 1, ("functions",)).run()
    assert [letter for _, letter, _ in encoding.projection_edges] == ["f", "f"]
    again, edges = encode(program, "main", 1, ("functions",))
    assert edges == again.projection_edges == encoding.projection_edges


def test_merged_pointer_keeps_its_objects():
    """A pointer stored in memory on two paths loads back as an if-then-else whose leaves are
    the two objects (not a concatenation of per-byte choices)."""
    memory = Memory({}, {}, {})
    for obj in (1, 2, 3):
        memory.allocate(obj, z3.BitVecVal(16, 64))
    left, right = memory.copy(), memory.copy()
    left.store(pointers.base(3) + 8, pointers.base(1))
    right.store(pointers.base(3) + 8, pointers.base(2) + 4)
    g = z3.Bool("g")
    merged = merge_memories([g, z3.Not(g)], [left, right])
    loaded = merged.load(pointers.base(3) + 8, 8)
    found = {(t.obj, z3.simplify(t.offset).as_long()) for t in pointers.targets(loaded)}
    assert found == {(1, 0), (2, 4)}
    solver = z3.Solver()
    solver.add(g, loaded != pointers.base(1))
    assert solver.check() == z3.unsat


def test_pointer_leaves_are_grouped():
    g, h = z3.Bools("g h")
    p = z3.If(g, z3.If(h, pointers.base(1), pointers.base(2)), pointers.base(1))
    found = pointers.targets(p + 8)
    assert sorted(t.obj for t in found) == [1, 2]
    one = next(t for t in found if t.obj == 1)
    solver = z3.Solver()
    solver.add(one.cond != z3.Or(z3.And(g, h), z3.Not(g)))
    assert solver.check() == z3.unsat
