"""A floating value converted to an integer type that cannot represent it is undefined
behaviour (C11 6.3.1.4p1; issue 28 item 3): a finding with its run, confirmed by gcc's
``-fsanitize=float-cast-overflow``. Before, nothing reported it and the function was clean."""

from __future__ import annotations

import pytest
from check_testing import PROGRAMS, checked
from errlang.encoder.encoding import FLOAT_CAST_OVERFLOW
from errlang.explain.replay import find_compiler
from errlang.frontend import parse_file
from errlang.session.check_replay import floating_inputs
from errlang.session.sanitizer_reports import sanitizer_reason
from errlang.session.ub_replay import SanitizedProgram


def test_out_of_range_and_nan_are_findings_at_their_lines() -> None:
    result = checked("float_cast_ub.c")
    found = {(f.reason, f.line) for f in result.findings}
    assert found == {(FLOAT_CAST_OVERFLOW, 9), (FLOAT_CAST_OVERFLOW, 13)}
    for finding in result.findings:
        assert finding.severity == "error"
        assert finding.run.steps[-1][0] == finding.line


def test_conversions_inside_the_range_are_defined() -> None:
    result = checked("float_cast_clean.c")
    assert not result.findings
    assert [(a.verdict, a.complete) for a in result.assertions] == [("holds", True)] * 3


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
def test_findings_replay_under_float_cast_overflow() -> None:
    path = PROGRAMS / "float_cast_ub.c"
    result = checked("float_cast_ub.c")
    used = {i.function for f in result.findings for i in f.run.inputs}
    program = parse_file(path)
    floating = floating_inputs(program)
    with SanitizedProgram(path, program.nondet_functions, used=used, floating=floating) as built:
        assert built.executable is not None, built.detail
        for finding in result.findings:
            # a floating input is given as its IEEE encoding (as check --replay does)
            values = [i.bits if i.bits is not None else int(i.value) for i in finding.run.inputs]
            report = built.replay(values)
            assert report.confirms(FLOAT_CAST_OVERFLOW, finding.line), report


def test_the_sanitizer_words_map_to_the_reason() -> None:
    words = "1.40737e+14 is outside the range of representable values of type 'int'"
    assert sanitizer_reason(words) == FLOAT_CAST_OVERFLOW
