"""Array loops whose trip count is an input (errlang.ir.open_loops, errlang.encoder.open_loops,
issue 23) against unwinding them: for several values of the limit, the elements read
afterwards and whether the assertion inside fails are the same; the runs whose accesses leave
the array are the unwinding's (an out-of-bounds finding on them)."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
import z3
from errlang.encoder.encoding import Encoding
from errlang.encoder.symex import encode
from errlang.frontend import parse_file
from errlang.ir.open_loops import OpenArrayLoop
from errlang.ir.program import build_ir

N = 70
_PROGRAM = f"""
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int a[{N}]; short b[{N + 3}];
int main(void) {{
  int i; int n = __VERIFIER_nondet_int(); int x = __VERIFIER_nondet_int();
  for (i = 2; i < n; i++) {{ a[i] = 3 * i - x; if (i != x) b[i + 3] = i; }}
  int m = n - 1; for (i = 0; i <= m; i++) __VERIFIER_assert(a[i] != 7 * x + 1);
  __VERIFIER_assert(a[2] + a[5] * 100 + a[69] * 10000 + b[5] + b[8] * 7 + b[72] * 3 == 12345);
}}
"""
LIMITS = [-3, 0, 2, 3, 6, 30, 70, 71]
XS = [-1, 2, 5, 11]


def _outcome(encoding: Encoding, n: int, x: int, site: int) -> tuple[bool, int | None]:
    """(some run with these inputs fails assertion ``site``, the value it reads if one does)."""
    failures = [t for t in encoding.terminations if t.site == site]
    solver = z3.Solver()
    solver.add(*encoding.constraints, z3.Or(*(t.guard for t in failures)))
    solver.add(encoding.inputs[0].symbol == n, encoding.inputs[1].symbol == x)
    solver.add(*(passed for _, passed in encoding.array_loop_checks))
    if solver.check() != z3.sat:
        return False, None
    if site == 0:
        return True, None
    model = solver.model()
    (failing,) = [t for t in failures if z3.is_true(model.eval(t.guard, True))]
    return True, model.eval(failing.reads[0].value, True).as_signed_long()


def test_summarised_equals_unwound(tmp_path: Path) -> None:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_PROGRAM))
    summarised = build_ir(parse_file(str(path)), summarise_loops=True, accelerate=True)
    body = summarised.functions["main"].body
    assert [type(i) for i in body if isinstance(i, OpenArrayLoop)] == [OpenArrayLoop] * 2
    unwound, _ = encode(build_ir(parse_file(str(path))), "main", N + 2)
    summed, _ = encode(summarised, "main", 1)
    seen = set()
    for n in LIMITS:
        for x in XS:
            for site in (0, 1):
                expected = _outcome(unwound, n, x, site)
                if n > N:  # out of bounds: the unwinding's runs, cut at bound 1 here
                    assert _outcome(summed, n, x, site)[0] is False
                    continue
                assert _outcome(summed, n, x, site) == expected, (n, x, site)
                seen.add(expected)
    assert len(seen) > 4


@pytest.mark.parametrize(
    "loop",
    [
        "for (i = 0; i < n; i++) a[i] = __VERIFIER_nondet_int();",  # inputs: unwound
        "for (i = 0; i < n; i++) b[i] = a[i];",  # a copy: unwound
        "for (i = 0; i < n; i++) a[39 - i] = 1;",  # the scale -1
        "for (i = 0; i < 40; i++) a[i] = i;",  # a constant end (an ArrayLoop)
        "long m = n; for (i = 0; i < m; i++) a[i] = i;",  # compared in a wider type
        "for (i = 0; i < n; i++) { a[i] = i; n = 3; }",  # the limit written
    ],
)
def test_not_open(tmp_path: Path, loop: str) -> None:
    path = tmp_path / "prog.c"
    path.write_text(
        "extern int __VERIFIER_nondet_int(void); int a[40]; int b[40];\n"
        f"int main(void) {{ int i; int n = __VERIFIER_nondet_int(); {loop} return a[3]; }}\n"
    )
    ir = build_ir(parse_file(str(path)), summarise_loops=True, accelerate=True)
    assert not any(isinstance(i, OpenArrayLoop) for i in ir.functions["main"].body)
