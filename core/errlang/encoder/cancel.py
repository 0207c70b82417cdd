"""Cancelling an encoding from inside its long loops (a deadline must take effect within about
half a second, and one instruction over a large memory can take seconds).

The executor installs its cancel callback for the thread it runs in (:func:`watching`); the
loops over objects, bytes and merges call :func:`poll`, which asks the callback at most every
``POLL_SECONDS`` and raises :class:`EncodingCancelled` when it says stop.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager

POLL_SECONDS = 0.05  # between two questions to the callback (a clock read in between)


class EncodingCancelled(Exception):
    """The encoding was stopped by its cancel callback (deadline, or the caller gave up)."""


class _Watch(threading.local):
    cancel: Callable[[], bool] | None = None
    last: float = 0.0


_WATCH = _Watch()


@contextmanager
def watching(cancel: Callable[[], bool] | None) -> Iterator[None]:
    """Within the block, :func:`poll` in this thread asks ``cancel``."""
    previous = _WATCH.cancel, _WATCH.last
    _WATCH.cancel, _WATCH.last = cancel, time.monotonic()
    try:
        yield
    finally:
        _WATCH.cancel, _WATCH.last = previous


def poll() -> None:
    """Raise EncodingCancelled if the watched callback says stop (asked at most every
    POLL_SECONDS; a no-op outside :func:`watching`)."""
    cancel = _WATCH.cancel
    if cancel is None:
        return
    now = time.monotonic()
    if now - _WATCH.last < POLL_SECONDS:
        return
    _WATCH.last = now
    if cancel():
        raise EncodingCancelled()
