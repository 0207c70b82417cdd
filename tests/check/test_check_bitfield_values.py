"""A counterexample's values of bit-fields: the field's own value (sign-extended when the field
is signed), named by the field, in a normal and a ``#pragma pack(1)`` struct; never the raw
storage unit named after the unit's first member (``s.mode = 412``)."""

from __future__ import annotations

from typing import Any

from check_testing import checked
from errlang.session.check_json import check_json

PROGRAM = "bitfield_values.c"


def _counterexample() -> dict[str, Any]:
    document = check_json(checked(PROGRAM, loop_bound=1))
    failing = [a for a in document["assertions"] if a["verdict"] == "fails"]
    assert len(failing) == 1
    counterexample: dict[str, Any] = failing[0]["counterexample"]
    return counterexample


def _written(counterexample: dict[str, Any]) -> dict[int, list[tuple[str, int]]]:
    return {
        step["line"]: [(a["name"], a["value"]) for a in step.get("assignments", [])]
        for step in counterexample["steps"]
    }


def test_steps_show_each_bit_field_s_value() -> None:
    written = _written(_counterexample())
    assert written[25] == [("p.lo", 0), ("p.mid", 0), ("p.hi", 0)]  # the initialiser
    assert written[26] == [("q.a", 0), ("q.f", 0), ("q.g", 0)]
    assert written[30] == [("p.lo", 5)]
    assert written[31] == [("p.mid", -5)]  # signed 5-bit field
    assert written[21] == [("s->mid", -6)]  # through a pointer
    assert written[33] == [("p.hi", 200)]
    assert written[34] == [("q.a", 7)]
    assert written[35] == [("q.f", -15)]  # signed 20-bit field of a packed struct
    assert written[36] == [("q.g", 300)]  # 9 bits straddling bytes of a packed struct


def test_fails_with_shows_the_fields_read() -> None:
    violation = [(v["name"], v["value"]) for v in _counterexample()["violation"]]
    assert violation == [("p.mid", -6), ("q.f", -15), ("q.g", 300)]
