"""A view whose budget runs out after one counterexample still lists it (issue 31: the final
view of the bubble sort in the editor said "2 failing sequences" with an empty counterexample
list: the runs' deadline passed while their inputs were made small, and every run was lost)."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.session.analysis import Analysis
from errlang.session.settings import Settings
from errlang.teacher import program_teacher
from errlang.teacher.solver import SolverCancelled

BANK = Path(__file__).resolve().parents[2] / "examples" / "bank.c"


def test_runs_found_before_the_deadline_are_kept(monkeypatch: pytest.MonkeyPatch) -> None:
    analysis = Analysis(str(BANK), settings=Settings(loop_bound=2, timeout=30.0))
    learned = analysis.learn(34)
    target = analysis.target(34, None)
    teacher = analysis.teacher(target, 2, learned.bounds.max_length)
    words = [("withdraw", "!error"), ("withdraw", "withdraw", "!error")]
    shrunk: list[int] = []

    def smaller_run(solver, site, run, seconds=0.0):  # type: ignore[no-untyped-def]
        if shrunk:  # the deadline passes while the second run's inputs are made small
            raise SolverCancelled()
        shrunk.append(1)
        return run

    monkeypatch.setattr(program_teacher, "smaller_run", smaller_run)
    runs, finished = teacher.runs_within(words, 3)
    assert not finished
    assert [run.word for run in runs] == words  # the second as the solver gave it
