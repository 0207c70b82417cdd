"""A killed or crashed `errlang check` keeps what it finished (session/check_partial.py): the
analysis child sends its result after the parse and before each bound, and the CLI prints
the last one when the child ends without its own, with what ended it and where.

The child is ended at a known point — right after it sent its first finished bound, or its
parse — by wrapping the progress callback, never by time."""

from __future__ import annotations

import importlib
import json
import math
import os
import signal
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from errlang.cli import check as check_cli
from errlang.cli.main import main
from errlang.session.check_partial import CheckProgress
from errlang.session.settings import Settings

# assertion 1 fails at loop bound 1; assertion 2 needs five iterations (bound 6)
PROGRAM = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int main(void)
{
  int n = __VERIFIER_nondet_int();
  int i = 0;
  assert(n != 7);
  while (__VERIFIER_nondet_int())
    i++;
  assert(i != 5);
  return 0;
}
"""


def _ended_after(when: Callable[[CheckProgress], bool], end: Callable[[], None]) -> Any:
    """``check_program`` that calls ``end()`` right after its first report ``when`` holds
    of."""
    real = check_cli.check_program

    def check_program(*args: Any, progress: Any = None, **kwargs: Any) -> Any:
        def tell(report: CheckProgress) -> None:
            progress(report)
            if when(report):
                end()

        return real(*args, progress=tell, **kwargs)

    return check_program


def _settled(report: CheckProgress) -> bool:
    return report.settled  # loop bound 1 finished


def _parsed(report: CheckProgress) -> bool:
    return not report.settled  # the first: right after the parse


def _failed(report: CheckProgress) -> bool:
    return report.result.fails  # the failure at bound 1, reported before the bound finished


def _sigkill() -> None:
    os.kill(os.getpid(), signal.SIGKILL)


def _out_of_memory() -> None:
    raise MemoryError()


def _hang() -> None:
    time.sleep(60)


def _checked(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    ended: tuple[Callable[[CheckProgress], bool], Callable[[], None]],
    program: str,
    timeout: str = "60",
) -> tuple[int, dict[str, Any]]:
    """``errlang check --json`` of ``program`` with its analysis ``ended`` (when, how:
    :func:`_ended_after`): its exit code and JSON."""
    monkeypatch.setattr(check_cli, "check_program", _ended_after(*ended))
    code = main(["check", program, "--json", "--timeout", timeout])
    return code, json.loads(capsys.readouterr().out)


@pytest.fixture
def program(tmp_path: Path) -> str:
    path = tmp_path / "deep.c"
    path.write_text(PROGRAM)
    return str(path)


@pytest.mark.parametrize(
    ("end", "reason", "killed"),
    [
        (_sigkill, "the analysis process was killed by signal SIGKILL (out of memory?)", False),
        (_out_of_memory, "the analysis failed: MemoryError", False),
        (_hang, "the analysis did not end within its time budget and was stopped", True),
    ],
)
def test_an_analysis_ended_after_bound_1_keeps_bound_1(
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
    program: str,
    end: Callable[[], None],
    reason: str,
    killed: bool,
) -> None:
    timeout = "5" if killed else "60"  # the hang is stopped at the budget, 1.5 s after it
    code, data = _checked(monkeypatch, capsys, (_settled, end), program, timeout)
    first, second = data["assertions"]
    assert (first["verdict"], first["loop_bound"]) == ("fails", 1)
    assert first["counterexample"]["inputs"], "the run found at bound 1 is kept"
    assert (second["verdict"], second["loop_bound"]) == ("holds-within-bound", 1)
    assert "the loop at line 8 needs more iterations" in second["reason"]
    assert data["message"].startswith(f"{reason} while checking loop bound 2; ")
    assert "the verdicts are those of loop bound 1, the last one finished" in data["message"]
    assert data["loop_bound"] == 1 and data["out_of_time"] is killed
    assert code == 1  # an assertion fails


def test_the_text_output_keeps_the_failure_too(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], program: str
) -> None:
    monkeypatch.setattr(check_cli, "check_program", _ended_after(_settled, _sigkill))
    assert main(["check", program, "--timeout", "60", "--replay"]) == 1
    out = capsys.readouterr().out
    assert ":7:3: FAILS (loop bound 1): n != 7" in out and "inputs: n = 7" in out
    assert ":10:3: holds-within-bound (loop bound 1): i != 5" in out
    assert "while checking loop bound 2" in out
    assert "not replayed: the analysis did not end" in out


def test_an_analysis_killed_while_lowering_lists_the_parsed_assertions(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], program: str
) -> None:
    code, data = _checked(monkeypatch, capsys, (_parsed, _sigkill), program)
    assert code == 0
    reason = "the analysis process was killed by signal SIGKILL (out of memory?) while lowering"
    assert data["message"] == f"{reason} the program"
    assert [(a["line"], a["text"], a["verdict"]) for a in data["assertions"]] == [
        (7, "n != 7", "unknown"),
        (10, "i != 5", "unknown"),
    ]
    assert all(a["reason"] == data["message"] for a in data["assertions"])


def test_a_failure_found_before_its_bound_finished_is_kept(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], program: str
) -> None:
    deepening = importlib.import_module("errlang.session.check")  # the module, not check()
    monkeypatch.setattr(deepening, "REPORT_SHARE", math.inf)  # every failure reported
    code, data = _checked(monkeypatch, capsys, (_failed, _sigkill), program)
    assert code == 1
    first, second = data["assertions"]
    assert (first["verdict"], first["loop_bound"]) == ("fails", 1)
    assert first["counterexample"]["inputs"]
    reason = "the analysis process was killed by signal SIGKILL (out of memory?)"
    assert second["verdict"] == "unknown"
    assert second["reason"] == data["message"] == f"{reason} while checking loop bound 1"


def test_an_analysis_killed_while_it_prints_keeps_its_whole_result(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], program: str
) -> None:
    def ending(report: CheckProgress) -> bool:
        return report.doing == "ending the analysis"

    code, data = _checked(monkeypatch, capsys, (ending, _sigkill), program)
    assert code == 1
    assert [(a["verdict"], a["loop_bound"]) for a in data["assertions"]] == [
        ("fails", 1),
        ("fails", 6),  # the whole deepening's result: the second failure needs bound 6
    ]
    assert "while ending the analysis" in data["message"]


def test_the_editors_check_streams_what_a_killed_worker_keeps(tmp_path: Path) -> None:
    """``session.check(partial=…)`` (the server's check worker): once parsed, every assertion
    unknown; after bound 1, its failure with its run; the last document is the answer's
    verdicts, each saying the analysis ended without its result (the server says why)."""
    from errlang.session import check
    from errlang.session.check_partial import WORKER_ENDED

    source = tmp_path / "partial.c"
    source.write_text(PROGRAM)
    streamed: list[dict[str, Any]] = []
    answer = check(str(source), settings=Settings(timeout=60.0), partial=streamed.append)
    first = streamed[0]
    assert [a["verdict"] for a in first["assertions"]] == ["unknown", "unknown"]
    assert WORKER_ENDED in first["assertions"][0]["reason"]
    assert "while lowering the program" in first["assertions"][0]["reason"]
    after_bound_1 = next(d for d in streamed if d["loop_bound"] is not None)
    assert after_bound_1["loop_bound"] == 1
    assert after_bound_1["assertions"][1]["verdict"] == "holds-within-bound"
    failed = after_bound_1["assertions"][0]
    assert failed["verdict"] == "fails" and failed["counterexample"]["inputs"]
    assert "the verdicts are those of loop bound 1" in after_bound_1["message"]
    last = streamed[-1]
    assert [a["verdict"] for a in last["assertions"]] == [
        a["verdict"] for a in answer["assertions"]
    ]
    assert last["loop_bound"] == answer["loop_bound"] and last["message"].startswith(WORKER_ENDED)
