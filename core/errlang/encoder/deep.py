"""Running the encoder where deep programs fit: the executor recurses once per active C call
(``call_function`` → ``_execute`` → the call's handler → ``call_function``), so mutual
recursion at bound 128 nests ~2,000 Python frames, beyond Python's default limit of 1,000.

The encoder therefore runs in a thread of its own with a large C stack and a raised recursion
limit, and a program deeper still ends in :class:`EncodingTooDeep` (an encoding budget, which
``check`` reports as ``unknown`` with its reason) — never in a Python ``RecursionError``.
"""

from __future__ import annotations

import ctypes
import sys
import threading
from collections.abc import Callable
from typing import TypeVar

RECURSION_LIMIT = 12_000  # Python frames; the thread's stack below holds them with room to spare
STACK_BYTES = 256 * 1024 * 1024  # virtual memory: pages are used only as deep as the run goes

T = TypeVar("T")


class EncodingTooDeep(Exception):
    """Calls (or terms) nest deeper than the encoder's stack allows."""


def _too_deep(error: BaseException) -> bool:
    # z3's ctypes layer wraps a RecursionError raised under it in an ArgumentError
    return isinstance(error, RecursionError) or (
        isinstance(error, ctypes.ArgumentError) and "RecursionError" in str(error)
    )


def run_deep(work: Callable[[], T]) -> T:
    """``work()`` in a thread with a ``STACK_BYTES`` stack and at least ``RECURSION_LIMIT``
    frames; its exception is raised here, a too-deep recursion as :class:`EncodingTooDeep`.

    The recursion limit is process-wide and only ever raised (another encoding may be running);
    Python 3.11 calls between Python functions do not use the C stack, so other threads are
    not put at risk by it."""
    if sys.getrecursionlimit() < RECURSION_LIMIT:
        sys.setrecursionlimit(RECURSION_LIMIT)
    outcome: list[T] = []
    failure: list[BaseException] = []

    def target() -> None:
        try:
            outcome.append(work())
        except BaseException as error:  # handed to the waiting thread
            failure.append(error)

    previous = threading.stack_size()
    try:
        threading.stack_size(STACK_BYTES)
        thread = threading.Thread(target=target, name="errlang-symex", daemon=True)
        thread.start()
    except (RuntimeError, ValueError, MemoryError):  # no room for such a stack: run here
        thread = None
    finally:
        threading.stack_size(previous)
    if thread is None:
        target()
    else:
        thread.join()
    if failure:
        error = failure[0]
        if _too_deep(error):
            raise EncodingTooDeep(
                "calls nest deeper than the encoder's stack allows; give a smaller loop bound"
            ) from None
        raise error
    return outcome[0]
