"""The encoder says whether a formula has floating-point terms (``Encoding.floating``), so that
the solver need not walk the formula to choose its tactic; the flag agrees with that walk."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.session.analysis import Analysis
from errlang.teacher.floating_terms import has_floating_point, query_terms

PROGRAMS = {
    "ints": "int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assert(x != 3); }",
    "literal": "int main(void) { double d = 2.5; int x = (int)4; __VERIFIER_assert(x != 3); }",
    "doubles": (
        "int main(void) { double d = __VERIFIER_nondet_double(); "
        "__VERIFIER_assert(d * 2.0 != 3.0); }"
    ),
    "conversion": (
        "int main(void) { int x = __VERIFIER_nondet_int(); float f = x; "
        "__VERIFIER_assert(f != 3.0f); }"
    ),
}
HEADER = (
    "extern int __VERIFIER_nondet_int(void);\nextern double __VERIFIER_nondet_double(void);\n"
    "extern void __VERIFIER_assert(int);\n"
)


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_the_floating_flag_agrees_with_the_formula(tmp_path: Path, name: str) -> None:
    path = tmp_path / f"{name}.c"
    path.write_text(HEADER + PROGRAMS[name] + "\n")
    encoding, _ = Analysis(str(path)).encoding("main", 2)
    assert encoding.floating is not None
    assert encoding.floating == has_floating_point(query_terms(encoding))
    if name in ("doubles", "conversion"):
        assert encoding.floating
    if name == "ints":
        assert not encoding.floating
