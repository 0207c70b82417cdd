"""A test hook that holds the analysis at a known point until it is told to stop (issue 32).

Tests of what happens *during* an analysis (Ctrl-C, SIGTERM, a budget running out) used to
start a program "z3 needs many seconds on" and hope the signal came first: on a fast day z3
decided it and the test failed. With ``ERRLANG_TEST_HOLD=encode`` in the environment (read
once, when this module is imported) the encoding thread of :func:`errlang.session.deadline.
encode_until` says ``errlang: held at encode`` on file descriptor 2 (the real stderr, also in
``check``'s child, whose ``sys.stderr`` is captured) and waits until it is told to stop — a
signal, a cancel, or the budget's deadline — exactly as a slow encoding is stopped; the
encoding then ends with :class:`~errlang.encoder.symex.EncodingCancelled`. Unset, nothing
changes.
"""

from __future__ import annotations

import os
import time
from collections.abc import Callable

HOLD_VARIABLE = "ERRLANG_TEST_HOLD"
POLL_SECONDS = 0.05

_POINT = os.environ.get(HOLD_VARIABLE, "")


def held_line(point: str) -> str:
    """The line written when the analysis is held at ``point``."""
    return f"errlang: held at {point} ({HOLD_VARIABLE})"


def hold(point: str, until: Callable[[], bool]) -> None:
    """Wait at ``point`` until ``until()`` is true, if the hook names ``point``."""
    if point != _POINT:
        return
    os.write(2, (held_line(point) + "\n").encode())
    while not until():
        time.sleep(POLL_SECONDS)
