"""A killed worker of ``errlang check A.c B.c`` / ``--project`` (and the editor's "check
workspace", which runs that command) keeps the bounds its check finished, as single-file
and linked checks in the editor do: the worker streams its check's JSON (with files) to the
executor after each bound (``project.kept.streaming``), and a worker killed at the budget or
dead leaves that document, its reasons saying how it ended, beside the error. Before, the
result was the error alone: main.c's failure found at bound 1 was lost.

The hook ``ERRLANG_TEST_HOLD=bound:stuck`` (:mod:`errlang.session.hold`) holds the check after
bound 1 forever, as an analysis that does not stop at its deadline: the executor kills it at
the command's budget (``--timeout 12``, bound 1 done under any load: within about 1.5 s past it)."""

from __future__ import annotations

import json
import time
from pathlib import Path

import errlang.session.hold as hold
import pytest
from errlang.cli.main import main

PROGRAM = Path(__file__).parent / "fixtures" / "deepening"  # main.c fails at bound 1


def test_a_killed_workers_finished_bound_is_kept(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in ("main.c", "ledger.c"):
        (tmp_path / name).write_text((PROGRAM / name).read_text())
    monkeypatch.chdir(tmp_path)
    monkeypatch.setattr(hold, "_POINT", "bound:stuck")  # forked workers inherit it
    started = time.monotonic()
    code = main(["check", "main.c", "ledger.c", "--json", "--timeout", "12"])
    elapsed = time.monotonic() - started
    check = json.loads(capsys.readouterr().out)  # one program: its check's JSON
    assert code == 1  # main.c's assertion fails
    failure = check["errors"][-1]["message"]
    assert "past its time budget, and was killed" in failure
    verdicts = {(a["file"], a["line"]): a["verdict"] for a in check["assertions"]}
    assert verdicts == {("main.c", 6): "fails", ("ledger.c", 7): "holds-within-bound"}
    assert check["loop_bound"] == 1 and check["out_of_time"]
    assert check["message"].startswith(f"{failure} while checking loop bound 2")
    assert "the verdicts are those of loop bound 1" in check["message"]
    assert elapsed < 12 + 1.5 + 5  # killed at the budget, not 30 s past it (load: slack)
