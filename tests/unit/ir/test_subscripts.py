"""Which subscripts carry a bounds check (ir/subscripts.py): the ones gcc's
-fsanitize=bounds checks — an inner array, a member that is not the last — and no others."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from errlang.ir import nodes as n

SOURCE = """
struct tail { int n; char data[1]; };
struct head { char tag[4]; int length; };
union view { char bytes[2]; int word; };
int m[3][2];
int cube[2][3][4];
int unused;
int f(int i, struct head *h, struct tail *t, union view *u, int *p, int (*rows)[2]) {
  int r = 0;
  r += LINE_ACCESS;
  int *q = LINE_ADDRESS;
  return r + (q != 0);
}
"""


def limits(expr: object) -> Iterator[int | None]:
    """The limits of every PtrAdd in ``expr``, outermost first."""
    if isinstance(expr, n.PtrAdd):
        yield expr.limit
    if isinstance(expr, list | tuple):
        for item in expr:
            yield from limits(item)
    elif isinstance(expr, n.Expr):
        for value in vars(expr).values():
            yield from limits(value)


def line_limits(lower_c, access: str, address: str) -> tuple[list, list]:
    source = SOURCE.replace("LINE_ACCESS", access).replace("LINE_ADDRESS", address)
    body = lower_c(source).functions["f"].body
    found: dict[int, list] = {9: [], 10: []}
    for instr in body:
        if instr.loc.line in found:
            for value in vars(instr).values():
                found[instr.loc.line] += [x for x in limits(value) if x is not None]
    return found[9], found[10]


@pytest.mark.parametrize(
    ("access", "address", "checked", "address_checked"),
    [
        ("m[1][i]", "&m[1][i]", [8], [9]),  # int[2]: 8 bytes; under & one past is allowed
        ("h->tag[i]", "&h->length", [4], []),  # a member followed by another
        ("cube[1][i][0]", "cube[0][i]", [16, 49], [49]),  # int[3] of int[4]: decays, one past
        ("t->data[i]", "&t->data[i]", [], []),  # the last member: flexible for gcc
        ("u->bytes[i]", "&u->bytes[i]", [], []),  # a union's member
        ("m[i][0] + p[i]", "p + i", [8], []),  # whole objects and pointers: the memory model
        ("rows[i][1]", "&rows[0][i]", [8], [9]),  # through a pointer to arrays, as gcc
        ("(*rows)[i]", "&(*rows)[i]", [8], [9]),
    ],
)
def test_the_subscripts_gcc_checks_carry_a_limit(
    lower_c, access, address, checked, address_checked
):
    assert line_limits(lower_c, access, address) == (checked, address_checked)
