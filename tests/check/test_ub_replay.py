"""Undefined-behaviour findings replay under gcc's sanitizers: same kind, same line (issue 16)."""

from __future__ import annotations

import pytest
from check_testing import PROGRAMS, checked
from errlang.encoder.encoding import (
    DIVISION_BY_ZERO,
    NULL_DEREFERENCE,
    OUT_OF_BOUNDS,
    SHIFT_OUT_OF_RANGE,
    SIGNED_DIVISION_OVERFLOW,
    SIGNED_OVERFLOW,
    USE_AFTER_FREE,
)
from errlang.explain.replay import find_compiler
from errlang.frontend import parse_file
from errlang.session.sanitizer_reports import read_report, sanitizer_reason
from errlang.session.ub_replay import SanitizedProgram

# the value of `choice` (the first input) that leads to each kind in ub_kinds.c
CHOICE = {
    DIVISION_BY_ZERO: 0,
    NULL_DEREFERENCE: 1,
    OUT_OF_BOUNDS: 2,
    SHIFT_OUT_OF_RANGE: 3,
    SIGNED_OVERFLOW: 3,
    USE_AFTER_FREE: 4,
}


def test_every_kind_is_found_once_at_its_line() -> None:
    result = checked("ub_kinds.c")
    found = {(f.reason, f.line) for f in result.findings}
    assert found == {
        (DIVISION_BY_ZERO, 11),
        (NULL_DEREFERENCE, 17),
        (OUT_OF_BOUNDS, 21),
        (SHIFT_OUT_OF_RANGE, 25),
        (SIGNED_OVERFLOW, 25),  # 1 << 31: into the sign bit (C11 6.5.7p4), the run goes on
        (USE_AFTER_FREE, 31),
    }
    for finding in result.findings:
        assert finding.severity == "error"
        # the run ends at the offending line (a signed overflow's goes on: its steps go past)
        assert finding.reason == SIGNED_OVERFLOW or finding.run.steps[-1][0] == finding.line
        assert finding.run.inputs[0].value == CHOICE[finding.reason]  # the branch taken


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
def test_findings_replay_under_the_sanitizers() -> None:
    path = PROGRAMS / "ub_kinds.c"
    program = parse_file(path)
    result = checked("ub_kinds.c")
    assert result.findings
    used = {i.function for f in result.findings for i in f.run.inputs}
    for wrapping in (True, False):  # a signed overflow is seen without -fwrapv only
        replayed = [f for f in result.findings if (f.reason == SIGNED_OVERFLOW) != wrapping]
        with SanitizedProgram(
            path, program.nondet_functions, used=used, wrapping=wrapping
        ) as built:
            assert built.executable is not None, built.detail
            for finding in replayed:
                wanted = (finding.reason, finding.line)
                report = built.replay([i.value for i in finding.run.inputs], wanted=wanted)
                assert (report.reason, report.line) == wanted, report


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
def test_int_min_by_minus_one_traps_at_its_line() -> None:
    path = PROGRAMS / "ub_int_min.c"
    (finding,) = checked("ub_int_min.c").findings
    assert (finding.reason, finding.line) == (SIGNED_DIVISION_OVERFLOW, 8)
    assert [i.value for i in finding.run.inputs] == [-(2**31), -1]
    with SanitizedProgram(path, parse_file(path).nondet_functions) as built:
        report = built.replay([i.value for i in finding.run.inputs])
    assert report.confirms(SIGNED_DIVISION_OVERFLOW, 8), report  # the divide trap, SIGFPE


def test_sanitizer_words_map_to_errlang_reasons() -> None:
    assert sanitizer_reason("division by zero") == DIVISION_BY_ZERO
    assert sanitizer_reason("load of null pointer of type 'int'") == NULL_DEREFERENCE
    assert sanitizer_reason("index 6 out of bounds for type 'int [4]'") == OUT_OF_BOUNDS
    assert sanitizer_reason("shift exponent 40 is too large for 32-bit type 'int'") == (
        SHIFT_OUT_OF_RANGE
    )
    assert sanitizer_reason("heap-use-after-free") == USE_AFTER_FREE
    assert sanitizer_reason("SEGV on unknown address 0x000000000000") == NULL_DEREFERENCE
    assert sanitizer_reason("something else") is None


def test_straddling_accesses_and_signed_overflows_are_named() -> None:
    """ASan's "unknown-crash" (an access straddling an object's end: zstd's MEM_read16 at the
    end of a frame, held-out round three) and UBSan's object-size report are out-of-bounds
    accesses; UBSan's signed overflow and shift-base reports are errlang's signed overflow,
    told apart from INT_MIN / -1, which is also "cannot be represented"."""
    assert sanitizer_reason("unknown-crash on address 0x602000000017") == OUT_OF_BOUNDS
    load = "load of address 0x7f8b with insufficient space for an object of type 'const void'"
    assert sanitizer_reason(load) == OUT_OF_BOUNDS
    overflow = "signed integer overflow: 2147483647 * 10 cannot be represented in type 'int'"
    assert sanitizer_reason(overflow) == SIGNED_OVERFLOW
    shift = "left shift of 200 by 24 places cannot be represented in type 'int'"
    assert sanitizer_reason(shift) == SIGNED_OVERFLOW
    assert sanitizer_reason("left shift of negative value -1") == SIGNED_OVERFLOW
    negation = "negation of -2147483648 cannot be represented in type 'int'"
    assert sanitizer_reason(negation) == SIGNED_OVERFLOW
    division = "division of -2147483648 by -1 cannot be represented in type 'int'"
    assert sanitizer_reason(division) == SIGNED_DIVISION_OVERFLOW


def test_the_wanted_report_is_read_past_an_earlier_one() -> None:
    stderr = (
        "/tmp/x/prog.c:7:9: runtime error: signed integer overflow: 2147483647 + 1 cannot be "
        "represented in type 'int'\n"
        "/tmp/x/prog.c:12:5: runtime error: left shift of 255 by 24 places cannot be "
        "represented in type 'int'\n"
    )
    assert read_report(stderr, "prog.c").line == 7
    assert read_report(stderr, "prog.c", (SIGNED_OVERFLOW, 12)).line == 12


def test_asan_report_is_located_in_the_users_file() -> None:
    stderr = (
        "==1==ERROR: AddressSanitizer: heap-use-after-free on address 0x602000000010\n"
        "READ of size 4 at 0x602000000010 thread T0\n"
        "    #0 0x401234 in main /tmp/x/prog.c:31\n"
        "    #1 0x7f0 in __libc_start_main ../csu/libc-start.c:308\n"
    )
    report = read_report(stderr, "/elsewhere/prog.c")
    assert (report.reason, report.line) == (USE_AFTER_FREE, 31)
