"""memcpy with a size only known at run time (C11 7.24.2.1; was refused: "memcpy with a size
that is not a constant"), and pointer subtraction across objects (C11 6.5.6p9: undefined, was
an arbitrary value) — found by the second held-out set (tests/check/programs/heldout2)."""

from collections.abc import Callable

import pytest
import z3
from errlang.encoder.encoding import POINTER_SUBTRACTION, UB, Encoding

NONDET = "extern int __VERIFIER_nondet_int(void);\n"


def _fails(encoding: Encoding, solve: Callable) -> bool:
    return any(solve(encoding, t.guard) is not None for t in encoding.terminations if t.site >= 0)


def _ub(encoding: Encoding, solve: Callable) -> set[str]:
    return {
        c.reason for c in encoding.cuts if c.kind == UB and solve(encoding, c.guard) is not None
    }


# n bytes copied, n an input: into a small object (bytes kept as terms), a large one (an
# array), a heap object, at an offset, and from a string
COPIES = [
    'char s[8] = "abcdefg", d[8] = "XXXXXXX"; memcpy(d, s, n);'
    " assert(n == 0 ? d[0] == 'X' : d[n - 1] == s[n - 1]); assert(n == 7 || d[n] == 'X');",
    "char s[300], d[300]; s[0] = 1; s[5] = 6; d[6] = 9; memcpy(d, s, n);"
    " assert(n < 6 || d[5] == 6); assert(n > 6 || d[6] == 9);",
    "char *d = malloc(8); d[7] = 5; memcpy(d, \"1234567\", n); assert(n < 3 || d[2] == '3');"
    " assert(d[7] == 5); free(d);",
    "int s[4] = {1, 2, 3, 4}, d[6] = {0}; memcpy(d + 1, s, n); assert(d[0] == 0);"
    " assert(n < 5 || (d[2] & 0xff) == 2); assert(n > 0 || d[1] == 0);"
    " assert(n < 4 || d[1] == 1); assert(d[3] == 0);",
]


@pytest.mark.parametrize("body", COPIES)
def test_memcpy_of_an_input_size_holds(encode_c, solve, body: str) -> None:
    source = NONDET + (
        "int main(void) { int n = __VERIFIER_nondet_int(); if (n < 0 || n > 7) return 0; "
        f"{body} return 0; }}"
    )
    encoding = encode_c(source)
    assert not _fails(encoding, solve)
    assert not _ub(encoding, solve)


def test_memcpy_of_an_input_size_copies_exactly(encode_c, solve) -> None:
    # a wrong copy of byte n - 1 or of byte n must be seen: each assertion fails for some n
    for claim in ("n == 0 || d[n - 1] != s[n - 1]", "n == 7 || d[n] != 'X'"):
        encoding = encode_c(
            NONDET + "int main(void) { int n = __VERIFIER_nondet_int(); if (n < 0 || n > 7)"
            ' return 0; char s[8] = "abcdefg", d[8] = "XXXXXXX"; memcpy(d, s, n);'
            f" assert({claim}); return 0; }}"
        )
        assert _fails(encoding, solve), claim


def test_memcpy_past_the_end_for_some_size_is_undefined(encode_c, solve) -> None:
    encoding = encode_c(
        NONDET + "int main(void) { int n = __VERIFIER_nondet_int(); if (n < 0 || n > 9)"
        " return 0; char s[9] = {0}, d[8]; memcpy(d, s, n); return d[0]; }"
    )
    assert "out-of-bounds access" in _ub(encoding, solve)


@pytest.mark.parametrize(
    "body",
    [
        "int a[4]; int *p = &a[3]; assert(p - a == 3 && (a + 4) - p == 1);",
        "const char *s = \"hello\"; assert(strchr(s, 'l') - s == 2);",
        "int *h = malloc(16); int *e = h + 4; assert(e - h == 4); free(h);",
        "int *p = 0, *q = 0; assert(p - q == 0);",
        'assert("hello" - "hello" == 0);',  # one text, one file: one object, as gcc makes it
    ],
)
def test_pointer_subtraction_within_one_object(encode_c, solve, body: str) -> None:
    encoding = encode_c(f"int main(void) {{ {body} return 0; }}", bound=8)
    assert not _fails(encoding, solve)
    assert POINTER_SUBTRACTION not in _ub(encoding, solve)


@pytest.mark.parametrize(
    "body",
    [
        "int a[4], b[4]; return (int)(&b[1] - &a[0]);",
        "int a[4], b[4]; int *p = __VERIFIER_nondet_int() ? a : b; return (int)(p - a);",
        'return (int)("hello" - "world");',  # two literals of different texts: two objects
    ],
)
def test_pointer_subtraction_across_objects_is_undefined(encode_c, solve, body: str) -> None:
    encoding = encode_c(NONDET + f"int main(void) {{ {body} }}")
    assert POINTER_SUBTRACTION in _ub(encoding, solve)


def test_pointer_read_at_a_symbolic_index_keeps_its_objects() -> None:
    """``nodes[i]`` for an array of pointers stored whole is an if-then-else of the pointers,
    whose leaves are known objects (read byte by byte it was an unknown pointer, resolved
    against every object: a sentinel list's unlink through ``nodes[victim]`` took minutes)."""
    from errlang.encoder import pointers
    from errlang.encoder.memory import Memory

    memory = Memory({}, {}, {})
    for obj in (1, 2, 3, 4):
        memory.allocate(obj, z3.BitVecVal(16, 64))
    memory.store(pointers.base(4), pointers.base(1) + 8)
    memory.store(pointers.base(4) + 8, pointers.base(2))
    i = z3.BitVec("i", 64)
    loaded = memory.load(pointers.base(4) + 8 * i, 8)
    found = {(t.obj, z3.simplify(t.offset).as_long()) for t in pointers.targets(loaded)}
    assert found == {(1, 8), (2, 0)}
    solver = z3.Solver()  # and it is the element: i == 1 reads the second pointer
    solver.add(i == 1, loaded != pointers.base(2))
    assert solver.check() == z3.unsat
    # bytes written piecemeal are still read byte by byte (no whole element to choose)
    memory.store(pointers.base(3), z3.BitVecVal(7, 8))
    assert memory.load(pointers.base(3) + 8 * i, 8) is not None


def test_unlinking_a_node_chosen_by_input_encodes_quickly(encode_c, solve) -> None:
    encoding = encode_c(
        NONDET + "struct d { int v; struct d *prev, *next; };\n"
        "int main(void) { struct d head = {0, &head, &head}; struct d *nodes[4];"
        " for (int i = 0; i < 4; i++) { struct d *n = malloc(sizeof *n); nodes[i] = n;"
        " n->v = i; struct d *pos = __VERIFIER_nondet_int() ? &head : head.prev;"
        " n->prev = pos; n->next = pos->next; pos->next->prev = n; pos->next = n; }"
        " struct d *x = nodes[__VERIFIER_nondet_int() & 3];"
        " x->prev->next = x->next; x->next->prev = x->prev;"
        " int k = 0; for (struct d *p = head.next; p != &head; p = p->next) k++;"
        " assert(k == 3); return 0; }",
        bound=4,
    )
    assert not _fails(encoding, solve)
