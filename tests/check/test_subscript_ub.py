"""A subscript out of an inner array's range but inside its object (``m[0][2]`` of an
``int m[2][2]``, ``h.tag[4]`` of a member followed by another) is undefined (C11 J.2) and
gcc's ``-fsanitize=bounds`` stops the run there; errlang read on inside the object and could
say an assertion fails on a run gcc never completes (engineer K's construct differential,
seventh session). Checked where UBSan checks and no wider (ir/subscripts.py)."""

from __future__ import annotations

import pytest
from check_testing import PROGRAMS, checked
from errlang.encoder.encoding import OUT_OF_BOUNDS
from errlang.explain.replay import find_compiler
from errlang.frontend import parse_file
from errlang.session.sanitizer_reports import sanitizer_reason
from errlang.session.ub_replay import SanitizedProgram


def test_subscripts_outside_inner_arrays_are_findings_at_their_lines() -> None:
    result = checked("subscript_ub.c")
    found = {(f.reason, f.line) for f in result.findings}
    assert found == {(OUT_OF_BOUNDS, 15), (OUT_OF_BOUNDS, 18)}
    # the runs that would read m[1][0] = 3 or write into h.length end at the subscript
    assert [a.verdict for a in result.assertions] == ["holds", "holds"]


def test_what_gcc_lets_pass_is_no_finding() -> None:
    """One past the end under ``&``, a subscript through a pointer, one kept in range by
    ``&&``, a trailing member (the struct hack)."""
    result = checked("subscript_clean.c")
    assert not result.findings
    assert [a.verdict for a in result.assertions] == ["holds"] * 4


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
@pytest.mark.parametrize("name", ["subscript_ub.c", "subscript_members.c"])
def test_findings_replay_under_the_bounds_sanitizer(name: str) -> None:
    path = PROGRAMS / name
    result = checked(name)
    program = parse_file(path)
    with SanitizedProgram(path, program.nondet_functions) as built:
        assert built.executable is not None, built.detail
        for finding in result.findings:
            report = built.replay([int(i.value) for i in finding.run.inputs])
            assert report.confirms(OUT_OF_BOUNDS, finding.line), report


def test_the_sanitizer_words_map_to_the_reason() -> None:
    assert sanitizer_reason("index 2 out of bounds for type 'int [2]'") == OUT_OF_BOUNDS


def test_through_a_pointer_to_arrays_too() -> None:
    """``rows[1][i]`` of an ``int (*rows)[2]`` and ``(*row)[i]``: gcc 12 reports both."""
    result = checked("subscript_rows_ub.c")
    found = {(f.reason, f.line) for f in result.findings}
    assert found == {(OUT_OF_BOUNDS, 8), (OUT_OF_BOUNDS, 9)}
    [assertion] = result.assertions
    assert assertion.verdict == "fails"  # v = 3: rows[1][0], with i = 0 (gcc too)
    assert int(assertion.counterexample.inputs[0].value) == 0


def test_member_arrays_as_gcc_checks_them() -> None:
    """A member array is checked unless it is trailing and reached through a pointer (gcc's
    flexible-array rule): in a declared object (``one.y``, ``pts[0].y``, a union ``gu.a``) and
    under a non-trailing member (``po->p.y``) it is; ``po2->p.y``, ``pu->a``, ``pp[0].y`` are
    not (the struct hack). Measured with gcc 12, written in the program's comment."""
    result = checked("subscript_members.c")
    assert {(f.reason, f.line) for f in result.findings} == {
        (OUT_OF_BOUNDS, line) for line in range(27, 34)
    }
    [assertion] = result.assertions
    assert assertion.verdict == "fails"  # pp->y[2] is pp[1].x, as in gcc
    assert [int(i.value) for i in assertion.counterexample.inputs] == [9, 2]


def test_loops_past_an_inner_array_end_at_the_subscript() -> None:
    """A loop summary never reads on past an inner array: a grid row and a declared array's
    trailing member written past their ends (inside the object) end every run at the
    subscript; the loop over whole rows is still summarised (the bound stays small)."""
    result = checked("subscript_loops_ub.c")
    assert {(f.reason, f.line) for f in result.findings} == {
        (OUT_OF_BOUNDS, 15),
        (OUT_OF_BOUNDS, 18),
    }
    assert [a.verdict for a in result.assertions] == ["holds"] * 3
    assert result.complete and result.loop_bound is not None and result.loop_bound < 8
