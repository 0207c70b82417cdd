"""A test hook that holds the analysis at a known point (issue 32).

Tests of what happens *during* an analysis (Ctrl-C, SIGTERM, a budget running out, z3 work
abandoned at a deadline) used to start a program "z3 needs many seconds on" and hope: on a
fast day z3 decided it first and the test failed. The environment variable
``ERRLANG_TEST_HOLD`` (read once, when this module is imported; a forked child inherits it)
names the point and how to hold there:

* ``encode``: the encoding thread of :func:`errlang.session.deadline.encode_until` says
  ``errlang: held at encode`` on file descriptor 2 (the real stderr, also in ``check``'s
  child, whose ``sys.stderr`` is captured) and waits until it is told to stop — a signal, a
  cancel, or the budget's deadline — exactly as a slow encoding is stopped; the encoding then
  ends with :class:`~errlang.encoder.symex.EncodingCancelled`.
* ``encode:stuck``: the same, but it never stops, as a z3 call that does not see the stop: the
  thread is abandoned at the deadline (:func:`errlang.teacher.solver.abandon`), and a
  long-lived process must not run z3 work after it (the server's and the project's workers
  retire).
* ``bound`` (``bound:stuck``): ``check``'s main thread, after a loop bound finished and its
  verdicts were reported (streamed to the editor, sent to the CLI), before the next bound; it
  waits until the budget's deadline (forever): a worker or child killed there has a finished
  bound to keep (tests/lsp/test_lsp_linked_kept.py).
* ``…@FILE``: only while ``FILE`` exists, once: the first analysis to reach the point removes
  it (across processes: a replacement worker is not held again).

Unset, nothing changes.
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
    """Wait at ``point`` until ``until()`` is true (forever when ``stuck``), if the hook names
    ``point`` (see the module text)."""
    if not _POINT:
        return
    spec, _, token = _POINT.partition("@")
    name, _, how = spec.partition(":")
    if name != point:
        return
    if token:
        try:
            os.unlink(token)  # the first to remove it is held
        except FileNotFoundError:
            return
    os.write(2, (held_line(point) + "\n").encode())
    while how == "stuck" or not until():
        time.sleep(POLL_SECONDS)
