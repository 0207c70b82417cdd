"""What the lowering marks as a signed operation that may overflow (``Binary.overflow``,
``Unary.overflow``; ir/operators.may_overflow): C's own signed ``+ - * <<`` and negation where
the operands' shapes allow a result the type cannot hold — not a C model's code, not a char plus
one, not a masked byte shifted by 6."""

from __future__ import annotations

from collections.abc import Callable

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.operators import may_overflow, value_range
from errlang.ir.program import IRProgram


def _marked(program: IRProgram, function: str) -> list[str]:
    found: list[str] = []

    def walk(expr: object) -> None:
        if isinstance(expr, n.Binary | n.Unary) and expr.overflow:
            found.append(expr.op)
        if isinstance(expr, n.Expr):
            for value in vars(expr).values():
                walk(value)

    for instr in program.functions[function].body:
        for value in vars(instr).values():
            walk(value)
    return found


def test_the_lowering_marks_what_can_overflow(lower_c: Callable[[str], IRProgram]) -> None:
    program = lower_c(
        """
        #include <string.h>
        int f(int n, char c, unsigned char b, long l) {
          int a = n * 10;       /* marked */
          int d = c + 1;        /* not: a char plus one */
          int e = (b & 0x3f) << 6;  /* not: at most 63 << 6 */
          int g = b << 24;      /* marked: into the sign bit */
          unsigned u = (unsigned)n * 3u;  /* not: unsigned wraps */
          int h = -n;           /* marked: -INT_MIN */
          return a + d + e + g + (int)u + h + (int)strlen("x") + (int)l;
        }
        int main(void) { return f(1, 2, 3, 4); }
        """
    )
    marked = _marked(program, "f")
    assert marked.count("*") == 1 and marked.count("<<") == 1 and marked.count("-") == 1
    # C models compute as gcc -fwrapv would (strlen's counter is not C's code of the user)
    assert _marked(program, "strlen") == []


def test_value_ranges_from_shapes() -> None:
    byte = n.Reg(t.UCHAR, "b")
    widened = n.Cast(t.INT, byte)
    assert value_range(widened) == (0, 255)
    masked = n.Binary(t.INT, "&", widened, n.Const(t.INT, 0x3F))
    assert value_range(masked) == (0, 63)
    assert not may_overflow("<<", masked, n.Const(t.INT, 6), t.INT)
    assert may_overflow("<<", widened, n.Const(t.INT, 24), t.INT)
    assert not may_overflow("+", n.Cast(t.INT, n.Reg(t.CHAR, "c")), n.Const(t.INT, 1), t.INT)
    assert may_overflow("*", n.Reg(t.INT, "n"), n.Const(t.INT, 10), t.INT)
