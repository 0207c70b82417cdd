"""Encoding with a hard deadline (DESIGN §2: time budgets are hard) — the one primitive for
``learn`` (:meth:`errlang.session.analysis.Analysis.encoding`) and, to be shared, ``check``.

The encoder polls its cancel callback between instructions and in its long loops, but one z3
call inside an instruction can take seconds, so the encoding runs in a thread that is told to
stop and no longer waited for (abandoned, :func:`errlang.teacher.solver.abandon`) at the
deadline plus ABANDON_SLACK. Before a new encoding starts, z3 work abandoned earlier in this
process is waited for (:func:`errlang.teacher.solver.settle`), up to the new encoding's
deadline, which it is cancelled at if that work still runs: z3's global context is not safe
for two threads at once (thirteenth session: analysis processes died of heap corruption or
SIGSEGV, 1 run in 8 to 40 on some harnesses; z3 work abandoned and still running beside new
work is the likely cause, not proven; before, the wait was 2 s at most). A new check waits the
same way (teacher/guarded_calls.py).
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable

from errlang.encoder.encoding import Encoding, LoopBounds
from errlang.encoder.symex import EncodingBudgetExceeded, EncodingCancelled, encode
from errlang.ir.program import IRProgram
from errlang.session.hold import hold
from errlang.teacher.solver import ABANDON_SLACK, abandon, settle

Edges = list[tuple[int, str, int]]


def encode_until(
    ir: IRProgram,
    entry: str,
    bound: int,
    alphabet: tuple[str, ...],
    cancel: Callable[[], bool] | None,
    deadline: float,
    nests: bool = False,
    bounds: LoopBounds | None = None,
) -> tuple[Encoding, Edges]:
    """:func:`encode`, stopped at ``deadline`` (a ``time.monotonic()`` instant; plus
    ABANDON_SLACK) at the latest (module text): :class:`EncodingCancelled` then, and
    :class:`EncodingBudgetExceeded` when calls nest deeper than the encoder's stack allows.
    ``bounds``: a bound per loop (None: ``bound`` for every loop)."""
    if not settle(max(0.0, deadline - time.monotonic())):
        # z3 work abandoned earlier still runs: z3's context is not safe for two threads (an
        # analysis process died of heap corruption beside one), so no encoding starts beside it
        raise EncodingCancelled()
    stop = threading.Event()
    done = threading.Event()
    outcome: list[tuple[Encoding, Edges] | BaseException] = []

    def stopping() -> bool:
        return stop.is_set() or time.monotonic() >= deadline or bool(cancel and cancel())

    def work() -> None:
        try:
            hold("encode", stopping)  # a test's known point (session/hold.py); unset: nothing
            outcome.append(
                encode(ir, entry, bound, alphabet, cancel=stopping, nests=nests, bounds=bounds)
            )
        except BaseException as error:  # handed to the waiting thread
            outcome.append(error)
        finally:
            done.set()

    thread = threading.Thread(target=work, name="errlang-encode", daemon=True)
    thread.start()
    try:
        finished = done.wait(max(0.0, deadline - time.monotonic()) + ABANDON_SLACK)
    except BaseException:  # Ctrl-C or SIGTERM: the encoder is told to stop, z3 left to it
        stop.set()
        abandon(thread)
        raise
    if not finished:
        stop.set()
        abandon(thread)
        raise EncodingCancelled()
    result = outcome[0]
    if not isinstance(result, BaseException):
        return result
    # deep recursion in the encoder (z3's ctypes layer wraps it in an ArgumentError)
    if isinstance(result, RecursionError) or "RecursionError" in str(result):
        raise EncodingBudgetExceeded("calls nest deeper than the encoder's stack allows")
    raise result
