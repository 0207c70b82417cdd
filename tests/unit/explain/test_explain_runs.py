"""Runs with values (DESIGN §5): their JSON reads back, and values read as C shows them."""

from __future__ import annotations

from errlang.explain.results import run_from_json
from errlang.teacher.runs import InputValue, NamedValue, Run, float_from_bits, pointer_text


def test_a_run_with_values_reads_back_from_its_json() -> None:
    run = Run(
        word=("withdraw", "!error"),
        inputs=(InputValue("nondet_int", 25, 1, "rounds"), InputValue("nondet_int", 28, 7)),
        steps=((25, "main"), (16, "withdraw"), (34, "main")),
        events=(),
        end_line=34,
        assignments=((NamedValue("rounds", 1),), (NamedValue("credit", -1),), ()),
        violation=(NamedValue("credit", -1),),
    )
    data = run.to_json()
    steps = data["steps"]
    assert isinstance(steps, list)
    assert data["inputs"] == [
        {"function": "nondet_int", "line": 25, "name": "rounds", "value": 1},
        {"function": "nondet_int", "line": 28, "value": 7},
    ]
    assert steps[1] == {
        "line": 16,
        "function": "withdraw",
        "assignments": [{"name": "credit", "value": -1}],
    }
    assert "assignments" not in steps[2]
    assert data["violation"] == [{"name": "credit", "value": -1}]
    back = run_from_json({**data, "end_line": 34})
    assert back == run
    assert [i.text() for i in back.inputs] == ["rounds = 1", "nondet_int@28 = 7"]
    assert back.written(1) == "credit = -1" and back.written(2) == ""
    assert back.violation_text() == "credit = -1"


def test_pointers_and_floats_as_c_shows_them() -> None:
    assert pointer_text(0, {}) == "NULL"
    assert pointer_text(2 << 48, {2: "n2"}) == "&n2"
    assert pointer_text((3 << 48) + 8, {}) == "&object 3 + 8"
    assert float_from_bits(0x3F000000, 32) == 0.5
    assert float_from_bits(0xBFF0000000000000, 64) == -1.0
