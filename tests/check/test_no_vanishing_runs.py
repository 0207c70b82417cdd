"""No run vanishes (issue 28): every place of the audit in docs/trust.md ("Runs that end or
vanish") either models C or cuts the run visibly. Each program here gave a wrong complete
``holds`` (or a refusal) before its fix; gcc's verdict is in the comments of the programs.

* designators/: function designators of libc functions, C models and own functions used as
  values (static and automatic initialisers, hook structs, dispatch tables, casts,
  comparisons, arguments) and called through the pointer: the direct call's semantics, and
  the failures replay under gcc.
* vanishing/: what errlang cannot follow cuts the run with its reason (``unknown``), or is a
  finding (a call through a null pointer).
"""

from __future__ import annotations

import pytest
from check_testing import PROGRAMS, checked
from errlang.encoder.encoding import NULL_DEREFERENCE, UNREACHABLE_REACHED
from errlang.explain.replay import Replayer, find_compiler
from errlang.frontend import parse_file
from errlang.ir.nodes import BUILTIN_ZERO, INVALID_BOOL, VLA_BOUND
from errlang.session.ub_replay import SanitizedProgram

FAILING = {
    "designators/static_initialiser.c": ["fails"],
    "designators/hooks.c": ["fails"],
    "designators/dispatch_table.c": ["fails"],
    "designators/automatic.c": ["holds", "holds", "fails"],
    "designators/own_functions.c": ["holds", "fails"],
    "designators/forms.c": ["holds", "holds", "fails"],
}


@pytest.mark.parametrize("name", sorted(FAILING))
def test_a_function_designator_as_a_value_is_called_as_directly(name: str) -> None:
    result = checked(name)
    assert not result.errors, result.errors  # `alloc_fn a = malloc;` is accepted
    assert [a.verdict for a in result.assertions] == FAILING[name]
    assert all(a.complete for a in result.assertions if a.verdict == "holds")


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
@pytest.mark.parametrize("name", sorted(FAILING))
def test_the_failures_through_pointers_replay_under_gcc(name: str) -> None:
    result = checked(name)
    with Replayer(parse_file(PROGRAMS / name)) as replayer:
        for verdict in result.assertions:
            if verdict.verdict == "fails":
                assert verdict.counterexample is not None
                inputs = [int(i.value) for i in verdict.counterexample.inputs]
                outcome = replayer.replay(verdict.index, inputs, timeout=30)
                assert outcome.reproduced, outcome.detail


CUT = {
    # program: (verdicts, the reason the first unknown names)
    "vanishing/unknown_target.c": (["unknown"], "the call through `f` at line 7"),
    "vanishing/refused_global.c": (["unknown"], "'v': long double is not supported"),
    "vanishing/refused_target.c": (["unknown", "fails"], "undefined function 'remote'"),
    "vanishing/va_arg_promoted.c": (["unknown"], "va_arg of char"),
    "vanishing/unknown_writes.c": (["holds", "unknown"], "what it writes through its pointer"),
    "vanishing/callback_atexit.c": (["unknown"], "'atexit' has no definition or model"),
    "vanishing/callback_hooks.c": (["unknown"], "'install' has no definition or model"),
}


@pytest.mark.parametrize("name", sorted(CUT))
def test_a_run_errlang_cannot_follow_is_cut_with_its_reason(name: str) -> None:
    verdicts, reason = CUT[name]
    result = checked(name)
    assert [a.verdict for a in result.assertions] == verdicts
    unknown = next(a for a in result.assertions if a.verdict == "unknown")
    assert reason in unknown.reason, unknown.reason


def test_a_call_through_a_null_pointer_is_undefined() -> None:
    result = checked("vanishing/null_call.c")
    assert [(f.reason, f.line) for f in result.findings] == [(NULL_DEREFERENCE, 7)]
    (verdict,) = result.assertions
    assert verdict.verdict == "holds"
    assert "null dereference at line 7" in verdict.reason  # the cut is said


def test_builtin_unreachable_reached_is_undefined() -> None:
    """Seventh session: reaching __builtin_unreachable() is a finding, as UBSan's
    -fsanitize=unreachable reports it (it cut the run before: the first assertion was
    unknown); the assertion after it holds for the defined runs, the cut is said."""
    result = checked("vanishing/unreachable.c")
    assert [(f.reason, f.line) for f in result.findings] == [(UNREACHABLE_REACHED, 5)]
    assert [a.verdict for a in result.assertions] == ["holds", "fails"]
    assert "__builtin_unreachable() reached at line 5" in result.assertions[0].reason


@pytest.mark.parametrize(
    ("name", "reason", "line"),
    [
        ("vanishing/clz_zero.c", BUILTIN_ZERO, 5),
        ("vanishing/vla_bound.c", VLA_BOUND, 6),
        ("vanishing/bool_bytes.c", INVALID_BOOL, 11),
    ],
)
def test_what_ubsan_stops_at_is_undefined(name: str, reason: str, line: int) -> None:
    """Eighth session: ``__builtin_clz(0)`` (cut as unsupported before: the assertion was
    unknown) and a variable-length array of length 0 (read on before: the assertion FAILED
    with n = 0, where gcc's -fsanitize=vla-bound stops the run) are findings, as gcc's
    sanitizers report them ("passing zero to clz()", "variable length array bound evaluates
    to non-positive value 0"), and replay there; the assertions hold for the defined runs. So
    is a _Bool whose byte is neither 0 nor 1, copied in as bytes (``memcpy`` of input into a
    struct with a flag: -fsanitize=bool's "load of value 2, which is not a valid value for type
    '_Bool'"; before, the assertion after it FAILED with the byte 2). A
    variable-length array's storage was said to assume that "malloc always succeeds": no
    longer."""
    result = checked(name)
    assert [(f.reason, f.line) for f in result.findings] == [(reason, line)]
    assert [a.verdict for a in result.assertions] == ["holds"]
    assert f"{reason} at line {line}" in result.assertions[0].reason
    assert result.assumptions == ()  # a variable-length array is no malloc that could fail
    if find_compiler() is None:
        return
    path = PROGRAMS / name
    with SanitizedProgram(path, parse_file(path).nondet_functions) as built:
        assert built.executable is not None, built.detail
        (finding,) = result.findings
        report = built.replay([int(i.value) for i in finding.run.inputs])
        assert report.confirms(reason, line), report


def test_an_attribute_that_runs_code_is_followed() -> None:
    """The cleanup function runs at the end of fd's scope: refused before the seventh
    session, now written out as a call (errlang/frontend/cleanup.py), and its assertion
    fails as in gcc (fd = 7)."""
    result = checked("vanishing/cleanup_attribute.c")
    assert not any(a.verdict == "holds" for a in result.assertions)
    assert not result.errors
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.line == 5
    assert verdict.counterexample is not None
    assert [i.value for i in verdict.counterexample.inputs] == [7]
