"""Running a command's analysis in a child process, so that its output always comes (issue 23).

A crash of the analysis — a signal (a C stack overflow in z3 or in a thread of the encoder, the
kernel's out-of-memory killer), ``MemoryError``, an exception escaping a thread, a hang past
the budget — must not leave ``errlang check --json`` without its JSON. The analysis runs in a
``fork()``ed child (:func:`errlang.session.forked.run_forked`, the primitive the picture's
search uses too) with its ``stdout``/``stderr`` written into buffers; the child sends the text
and the exit code back (z3's objects are never finalised there, which also covers abandoned
solver threads). Before that the child may ``send`` the parent what it has established (the
check's :class:`~errlang.session.check_partial.CheckProgress` after each loop bound, a small
pickled message over the same pipe). The parent, which never touches z3, prints what the child
sent, or when the child ended without sending it (or did not end by the deadline: it is
killed), calls ``on_failure`` with an :class:`Ended` — the reason and the last value the child
sent — which prints a result saying so, keeping what was finished.

Where ``fork`` is not available the work runs in this process, as before.
"""

from __future__ import annotations

import io
import os
import sys
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from errlang.session.forked import Send, run_forked

__all__ = ["Ended", "run_isolated"]


@dataclass(frozen=True)
class Ended:
    """How a child that gave no result ended: why (``reason``), the last value it sent
    before (``partial``, None if none) and whether it was killed at the deadline."""

    reason: str
    partial: Any = None
    killed: bool = False


def run_isolated(
    work: Callable[[Send], int],
    on_failure: Callable[[Ended], int],
    deadline: float | None = None,
) -> int:
    """``work(send)``'s exit code, its printed output copied to this process' stdout and
    stderr; ``deadline``: a ``time.monotonic()`` instant after which the child is killed;
    ``send(value)``: hands this process a value before the end (the last is ``partial``)."""
    if not hasattr(os, "fork"):
        return work(lambda _value: None)
    outcome = run_forked(lambda send: _captured(work, send), deadline)
    if outcome.finished:
        code, out, err = outcome.value
        sys.stdout.write(out)
        sys.stderr.write(err)
        sys.stdout.flush()
        sys.stderr.flush()
        return int(code)
    if outcome.error is not None:
        return on_failure(Ended(f"the analysis failed: {outcome.error_text}", outcome.partial))
    return on_failure(Ended(outcome.reason, outcome.partial, outcome.killed))


def _captured(work: Callable[[Send], int], send: Send) -> tuple[int, str, str]:
    """In the child: ``work()`` with its output captured; an exception's traceback goes to
    the real stderr (for whoever reads the log) before it is sent to the parent."""
    out, err = io.StringIO(), io.StringIO()
    real_out, real_err = sys.stdout, sys.stderr
    try:
        sys.stdout, sys.stderr = out, err
        try:
            code = work(send)
        except KeyboardInterrupt:  # Ctrl-C (or SIGTERM) reaches the parent too: it says so
            raise
        except BaseException:
            print(traceback.format_exc(), file=real_err)
            raise
    finally:
        sys.stdout, sys.stderr = real_out, real_err
    return code, out.getvalue(), err.getvalue()
