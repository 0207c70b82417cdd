"""A command's --timeout counts from the process's start only when errlang runs as a program;
main() called in a long-lived process (tests, an embedding tool) gets its whole budget."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from errlang.cli import main as cli_main

BANK = Path(__file__).resolve().parents[3] / "examples" / "bank.c"


def test_an_in_process_call_counts_its_budget_from_the_call(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    # as if this process had started an hour ago: a budget counted from then is long spent
    monkeypatch.setattr(cli_main, "process_start", lambda: time.monotonic() - 3600)
    code = cli_main.main(["learn", str(BANK), "--line", "34", "--timeout", "30", "--json"])
    assert code == 0, capsys.readouterr().err
    assert '"states"' in capsys.readouterr().out
