"""Floating inputs (item 3 of 2026-11-24): counterexamples show them as exact C literals with
their IEEE encoding, and the replay harness feeds those exact bits."""

from __future__ import annotations

import math
import struct
from pathlib import Path

import pytest
from errlang.explain.harness_runtime import BadInput, normalise_inputs, parse_float_literal
from errlang.explain.replay import find_compiler, replay
from errlang.explain.results import run_from_json
from errlang.frontend import parse_file
from errlang.session.check import check_program
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings
from errlang.teacher.runs import InputValue, float_literal

PROGRAM = Path(__file__).resolve().parents[2] / "check" / "programs" / "float_inputs.c"


def double_bits(value: float) -> int:
    bits: int = struct.unpack("<Q", struct.pack("<d", value))[0]
    return bits


def single_bits(value: float) -> int:
    bits: int = struct.unpack("<I", struct.pack("<f", value))[0]
    return bits


@pytest.mark.parametrize(
    ("value", "double", "single"),
    [
        (2.5, "2.5", "2.5f"),
        (0.1, "0.1", "0.1f"),
        (3.0, "3.0", "3.0f"),
        (-0.0, "-0.0", "-0.0f"),
        (1e30, "1e+30", "1e+30f"),
        (math.inf, "INFINITY", "INFINITY"),
        (-math.inf, "-INFINITY", "-INFINITY"),
        (math.nan, "NAN", "NAN"),
    ],
)
def test_float_literals_are_shortest_and_exact(value: float, double: str, single: str) -> None:
    assert float_literal(double_bits(value), 64) == double
    assert float_literal(single_bits(value), 32) == single
    if math.isfinite(value):  # reading the literal back gives the same bits
        assert double_bits(parse_float_literal(double)) == double_bits(value)
        rounded = struct.unpack("<f", struct.pack("<f", parse_float_literal(single)))[0]
        assert single_bits(rounded) == single_bits(value)


def test_inputs_take_the_bits_when_given_and_refuse_non_numbers() -> None:
    bits = single_bits(0.1)
    (given,) = normalise_inputs([{"function": "f", "line": 3, "value": "0.1f", "bits": bits}])
    assert single_bits(given.value) == bits and given.value != 0.1  # the float, not 0.1
    (literal,) = normalise_inputs(["0x1.8p+1"])
    assert literal.value == 3.0
    with pytest.raises(BadInput):
        normalise_inputs(["one"])


def test_a_float_counterexample_is_literal_and_round_trips_through_json() -> None:
    result = check_program(str(PROGRAM), None, Settings(loop_bound=1, timeout=60))
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.counterexample is not None
    x, y = verdict.counterexample.inputs
    assert (x.value, x.bits) == ("1.5", double_bits(1.5))
    assert (y.value, y.bits) == ("0.1f", single_bits(0.1))
    assert x.text() == "x = 1.5"
    data = verdict.counterexample.to_json()
    assert run_from_json(data).inputs == verdict.counterexample.inputs
    assert InputValue.from_json({"function": "f", "line": 1, "value": 7}).value == 7


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
def test_a_failing_float_assertion_replays_in_gcc() -> None:
    result = check_program(str(PROGRAM), None, Settings(loop_bound=1, timeout=60))
    counterexample = result.assertions[0].counterexample
    assert counterexample is not None
    inputs = [i.to_json() for i in counterexample.inputs]
    outcome = replay(parse_file(PROGRAM), 0, inputs)
    assert outcome.status == "reproduced", outcome.detail
    # a value off by one ulp is not the counterexample: the harness feeds the exact bits
    nudged = [inputs[0], {**inputs[1], "bits": single_bits(0.1) + 1}]
    assert replay(parse_file(PROGRAM), 0, nudged).status == "not-reproduced"


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
def test_a_finding_with_a_double_input_replays_under_the_sanitizers() -> None:
    path = PROGRAM.with_name("float_ub.c")
    settings = Settings(loop_bound=1, timeout=60)
    result = check_program(str(path), None, settings)
    (finding,) = result.findings
    assert finding.reason == "division by zero" and finding.line == 7
    (replayed,) = replay_check(str(path), result, settings)
    assert replayed.status == "reproduced", replayed.detail
