"""`errlang check` always ends with its result and a reason, whatever ends the analysis: a
signal, an exception (MemoryError), a crash in a thread, a hang past the budget (issue 23).
Each failure is injected into the analysis, which runs in a forked child process."""

from __future__ import annotations

import json
import os
import signal
import threading
import time

import pytest
from check_testing import PROGRAMS
from errlang.cli import check as check_cli
from errlang.cli.main import main

PROGRAM = str(PROGRAMS / "bounded_safe.c")


def _segfault(*_args, **_kwargs):
    os.kill(os.getpid(), signal.SIGSEGV)


def _out_of_memory(*_args, **_kwargs):
    raise MemoryError()


def _abort_in_a_thread(*_args, **_kwargs):
    thread = threading.Thread(target=os.abort)
    thread.start()
    thread.join()


def _hang(*_args, **_kwargs):
    time.sleep(60)


@pytest.mark.parametrize(
    ("failure", "reason"),
    [
        (_segfault, "killed by signal SIGSEGV"),
        (_out_of_memory, "the analysis failed: MemoryError"),
        (_abort_in_a_thread, "killed by signal SIGABRT"),
        (_hang, "did not end within its time budget"),
    ],
)
def test_check_json_ends_with_json_and_a_reason(monkeypatch, capsys, failure, reason):
    monkeypatch.setattr(check_cli, "check_program", failure)
    code = main(["check", PROGRAM, "--json", "--timeout", "2"])
    data = json.loads(capsys.readouterr().out)
    assert reason in data["message"]
    assert data["assertions"], "the assertions are listed, found by parsing again"
    assert {a["verdict"] for a in data["assertions"]} == {"unknown"}
    assert all(reason in a["reason"] for a in data["assertions"])
    assert code == 0


def test_check_text_ends_with_the_reason(monkeypatch, capsys):
    monkeypatch.setattr(check_cli, "check_program", _segfault)
    main(["check", PROGRAM, "--timeout", "2"])
    out = capsys.readouterr().out
    assert "unknown" in out and "killed by signal SIGSEGV" in out


def test_a_normal_check_is_printed_from_the_child(capsys):
    code = main(["check", PROGRAM, "--json", "--loop-bound", "2", "--timeout", "20"])
    data = json.loads(capsys.readouterr().out)
    assert data["message"] is None and data["assertions"]
    assert code == check_cli.exit_code(check_cli.check_program(PROGRAM, None, None))
