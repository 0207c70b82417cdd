"""``_Static_assert`` on ``sizeof`` of a variable, as gcc accepts it (R's finding in google
cpu_features, tenth session: a block's ``sizeof(packed) == 48`` was "not an integer constant"
and every run through the function was cut; at file scope the whole file was refused)."""

from __future__ import annotations

from collections.abc import Callable

from errlang.ir.program import IRProgram

Lower = Callable[[str], IRProgram]


def test_sizeof_a_local_in_a_blocks_static_assertion(lower_c: Lower) -> None:
    ir = lower_c(
        """
        typedef struct { unsigned a, b, c, d; } Leaf;
        int main(void) {
          const Leaf packed[3] = {{1, 2, 3, 4}};
          _Static_assert(sizeof(packed) == 48, "Leaves must be packed");
          return (int)packed[0].a;
        }
        """
    )
    assert not ir.refused


def test_sizeof_a_global_in_a_file_scope_static_assertion(lower_c: Lower) -> None:
    ir = lower_c('int g[4];\n_Static_assert(sizeof g == 16, "g");\nint main(void) { return 0; }')
    assert not ir.refused


def test_a_false_one_is_still_an_error(lower_c: Lower) -> None:
    ir = lower_c('int main(void) { int x[4]; _Static_assert(sizeof(x) == 15, "no"); return 0; }')
    assert any("static assertion failed" in str(error) for error in ir.refused), ir.refused
