"""``errlang check`` run as the tests of this directory read it: through ``main`` in the test's
process (its analysis in check's forked child, its budget counted from the call), with no
Python start-up and import of errlang per check (issue 32: in-process unless the test is about
the process)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest
from errlang.cli.main import main

CliCheck = Callable[..., tuple[int, str, str]]


@pytest.fixture
def cli_check(capsys: pytest.CaptureFixture[str]) -> CliCheck:
    """``cli_check(program, *options)``: ``errlang check``'s exit code, stdout and stderr."""

    def run(program: Path | str, *options: str) -> tuple[int, str, str]:
        capsys.readouterr()  # only this command's output
        code = main(["check", *options, str(program)])
        captured = capsys.readouterr()
        return code, captured.out, captured.err

    return run
