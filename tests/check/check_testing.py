"""Shared helpers of the check tests: the programs folder and one check per program."""

from __future__ import annotations

import functools
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

PROGRAMS = Path(__file__).resolve().parent / "programs"


@functools.cache
def checked(name: str, loop_bound: int | None = None, timeout: float = 60.0) -> CheckResult:
    """``check`` of ``programs/<name>`` (once per test process)."""
    settings = Settings(loop_bound=loop_bound, timeout=timeout)
    return check_program(str(PROGRAMS / name), None, settings)
