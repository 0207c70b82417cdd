"""`check --sarif`: the shortest failing sequences of a program are learned within what is left
of the program's `--timeout` after its check (issue 19, item 4). Before they had a budget of
their own: `check p.c --sarif out --timeout 5` ran 9.3 s (the program 8.5 s)."""

from __future__ import annotations

import time
from pathlib import Path

from errlang.frontend.program import parse_file
from errlang.project.tasks import CheckOptions, add_shortest

BANK = Path(__file__).resolve().parents[2] / "examples" / "bank.c"


def _failing() -> dict[str, object]:
    return {"assertions": [{"verdict": "fails", "line": 34, "loop_bound": 1}]}


def test_no_learning_once_the_programs_budget_is_spent() -> None:
    data = _failing()
    options = CheckOptions(timeout=30.0, shortest=True)
    complete = add_shortest(parse_file(str(BANK)), data, options, time.monotonic() - 1.0)
    assert complete is False
    (item,) = data["assertions"]  # type: ignore[misc]
    assert item["shortest_missing"] == "the time budget for learning ran out"


def test_what_is_left_is_enough_for_a_small_program() -> None:
    data = _failing()
    options = CheckOptions(timeout=30.0, shortest=True)
    assert add_shortest(parse_file(str(BANK)), data, options, time.monotonic() + 30.0)
    (item,) = data["assertions"]  # type: ignore[misc]
    assert "shortest" in item and "shortest_missing" not in item
