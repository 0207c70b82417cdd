"""What an edit changed (issue 14, item 7): from the two versions' automata, no solver call."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.session.analysis import Analysis
from errlang.session.explain import edit_changes
from errlang.session.serialise import learned_json
from errlang.teacher.solver import BoundedSolver

BANK = Path(__file__).parents[3] / "examples" / "bank.c"


def test_added_and_removed_sequences_without_a_solver_call(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    text = BANK.read_text()
    old = Analysis(str(BANK), text).learn(34)
    new = Analysis(str(BANK), text.replace("if (credit > 0)", "if (credit >= 0)")).learn(34)

    def no_solver(*args: object) -> None:
        raise AssertionError("edit_changes asked the solver")

    monkeypatch.setattr(BoundedSolver, "satisfiable", no_solver)
    added = edit_changes(learned_json(old), new)
    assert added is not None and not added["same"] and added["exact"]
    assert added["added"][0] == ["fee", "!error"] and added["removed"] == []
    assert added["added_count"] >= len(added["added"]) and added["removed_count"] == 0
    removed = edit_changes(learned_json(new), old)
    assert removed is not None and removed["removed"] == added["added"]
    assert removed["removed_count"] == added["added_count"]
    same = edit_changes(learned_json(old), old)
    assert same is not None and same["same"] and same["added_count"] == 0


def test_a_document_of_another_kind_is_no_previous_version() -> None:
    learned = Analysis(str(BANK)).learn(34)
    function = {**learned_json(learned), "end_letter": "!end"}
    function.pop("error_letter")
    assert edit_changes(function, learned) is None
    assert edit_changes({"states": "nonsense"}, learned) is None
