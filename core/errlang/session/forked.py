"""Work with a hard time limit, or that may crash, in a ``fork()``ed child (DESIGN §2: time
budgets are hard) — the one primitive behind both of errlang's uses of a child process:

* :func:`call_within` / :func:`best_within`: a computation killed when it overruns. The
  picture's separating-automaton search runs so: its SAT solver (CaDiCaL through python-sat)
  cannot be interrupted and holds the GIL while it solves, so neither a timer nor a thread can
  stop it; a child process can be killed. :func:`best_within` also keeps the last value the
  child sent before it was killed (the best automaton found so far).
* ``errlang check`` in a child (:mod:`errlang.cli.isolated`): a crash of the analysis (a
  signal, ``MemoryError``, a hang past the budget) must still give its output.

The child ends with ``os._exit``: z3's objects (and threads a solver abandoned) are never
finalised there. Values travel back pickled through a pipe, each message framed (a tag and a
length), so a child killed while sending leaves the earlier messages readable. Where ``fork``
is not available the work runs in this process, without the hard limit.
"""

from __future__ import annotations

import contextlib
import os
import pickle
import select
import signal
import struct
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any, TypeVar

T = TypeVar("T")
Send = Callable[[Any], None]  # the child's way to send a value before its result

_HEADER = struct.Struct(">cQ")  # tag, length of the pickled payload
_PARTIAL, _RESULT, _ERROR = b"P", b"R", b"E"
POLL = 0.05  # seconds between two polls of a waiting parent's cancel callback


class Overran(Exception):
    """The computation did not end within its limit (it was killed)."""


@dataclass(frozen=True)
class ChildOutcome:
    """How a forked child ended: its result (``finished``), or the exception it raised
    (``error``, its one-line text in ``error_text``), or else why there is neither
    (``reason``); ``partial`` is the last value it sent before (None if none)."""

    finished: bool
    value: Any = None
    partial: Any = None
    error: BaseException | None = None
    error_text: str = ""
    reason: str = ""
    killed: bool = False  # the deadline passed and the child was killed


def run_forked(work: Callable[[Send], Any], deadline: float | None = None) -> ChildOutcome:
    """``work(send)`` in a child process, killed at ``deadline`` (a ``time.monotonic()``
    instant; None: waited for). ``send(value)`` hands the parent a value before the result
    (the last one is ``partial``)."""
    child = start_forked(work)
    if child is None:
        return _in_process(work)
    return child.outcome(deadline)


@dataclass
class Forked:
    """A child started by :func:`start_forked`: its outcome is collected (:meth:`outcome`) or
    it is stopped (:meth:`stop`); either way it is killed and waited for once."""

    pid: int
    read_end: int
    done: bool = False

    def outcome(
        self, deadline: float | None, cancel: Callable[[], bool] | None = None
    ) -> ChildOutcome:
        """What the child sent until it ended or ``deadline`` came (then it is killed);
        ``cancel``, polled every POLL seconds, kills it earlier (``killed``, no result)."""
        status: int | None = None
        try:
            data, killed = _collect(self.read_end, deadline, cancel)
        finally:
            status = self.stop()
        return _outcome(data, killed, status)

    def stop(self) -> int | None:
        """Kill the child (if still running) and wait for it; its wait status."""
        if self.done:
            return None
        self.done = True
        os.close(self.read_end)
        with contextlib.suppress(OSError):
            os.kill(self.pid, signal.SIGKILL)
        with contextlib.suppress(OSError):
            return os.waitpid(self.pid, 0)[1]
        return None


def start_forked(work: Callable[[Send], Any]) -> Forked | None:
    """``work(send)`` started in a child process (None where there is no ``fork``): the parent
    goes on meanwhile (the check of a picture at b+1 encodes b+1 while b's picture is
    searched, issue 31)."""
    if not hasattr(os, "fork"):
        return None
    sys.stdout.flush()
    sys.stderr.flush()
    read_end, write_end = os.pipe()
    try:
        pid = os.fork()
    except OSError:  # no process to be had: the pipe is not left open
        os.close(read_end)
        os.close(write_end)
        raise
    if pid == 0:  # the child: never returns
        os.close(read_end)
        _child(work, write_end)
    os.close(write_end)
    return Forked(pid, read_end)


def call_within(work: Callable[[], T], seconds: float) -> T:
    """``work()``, computed in a child process killed after ``seconds`` (:class:`Overran`);
    an exception ``work`` raises is raised here (as :class:`RuntimeError` if it does not
    pickle)."""
    outcome = run_forked(lambda send: work(), time.monotonic() + seconds)
    if outcome.finished:
        return outcome.value
    if outcome.error is not None:
        raise outcome.error
    raise Overran(outcome.reason or f"did not end within {seconds:.1f} s")


def best_within(work: Callable[[Callable[[T], None]], T], seconds: float) -> tuple[T | None, bool]:
    """``work(send)`` in a child killed after ``seconds``: (its result, True), or when it was
    killed (or died) first (the last value it sent, or None; False). An exception ``work``
    raises is raised here."""
    outcome = run_forked(work, time.monotonic() + seconds)
    if outcome.finished:
        return outcome.value, True
    if outcome.error is not None:
        raise outcome.error
    return outcome.partial, False


def _in_process(work: Callable[[Send], Any]) -> ChildOutcome:
    sent: list[Any] = []
    try:
        value = work(sent.append)
    except Exception as error:
        text = "".join(traceback.format_exception_only(type(error), error)).strip()
        return ChildOutcome(False, None, sent[-1] if sent else None, error, text)
    return ChildOutcome(True, value, sent[-1] if sent else None)


def _child(work: Callable[[Send], Any], write_end: int) -> None:
    code = 0
    try:

        def send(value: Any) -> None:
            _write(write_end, _PARTIAL, pickle.dumps(value))

        try:
            _write(write_end, _RESULT, pickle.dumps(work(send)))
        except BaseException as error:  # sent to the parent, raised there
            text = "".join(traceback.format_exception_only(type(error), error)).strip()
            try:
                payload = pickle.dumps((error, text))
            except Exception:
                payload = pickle.dumps((RuntimeError(repr(error)), text))
            _write(write_end, _ERROR, payload)
    except BaseException:
        code = 3
    finally:
        os._exit(code)


def _write(fd: int, tag: bytes, payload: bytes) -> None:
    view = memoryview(_HEADER.pack(tag, len(payload)) + payload)
    while view:
        written = os.write(fd, view)
        view = view[written:]


def _collect(
    read_end: int, deadline: float | None, cancel: Callable[[], bool] | None = None
) -> tuple[bytes, bool]:
    """Everything the child writes until it closes the pipe, and whether the deadline (or
    ``cancel``) came first."""
    chunks: list[bytes] = []
    while True:
        left = None if deadline is None else deadline - time.monotonic()
        if (left is not None and left <= 0) or (cancel is not None and cancel()):
            return b"".join(chunks), True
        wait = left if cancel is None else min(POLL, POLL if left is None else left)
        ready, _, _ = select.select([read_end], [], [], wait)
        if not ready:
            continue
        chunk = os.read(read_end, 1 << 16)
        if not chunk:
            return b"".join(chunks), False
        chunks.append(chunk)


def _outcome(data: bytes, killed: bool, status: int | None) -> ChildOutcome:
    """What the child's messages ``data`` and its exit ``status`` say (module text)."""
    partial: Any = None
    at = 0
    unreadable = ""
    while at + _HEADER.size <= len(data):
        tag, length = _HEADER.unpack_from(data, at)
        start = at + _HEADER.size
        if start + length > len(data):
            break  # cut off: the child was killed while sending it
        try:
            value = pickle.loads(data[start : start + length])
        except Exception as error:
            unreadable = f"the analysis process sent an unreadable result ({error})"
            break
        at = start + length
        if tag == _RESULT:
            return ChildOutcome(True, value, partial)
        if tag == _ERROR:
            raised, text = value
            return ChildOutcome(False, None, partial, raised, text)
        partial = value
    if killed:
        reason = "the analysis did not end within its time budget and was stopped"
    else:
        reason = unreadable or _ended(status)
    return ChildOutcome(False, None, partial, reason=reason, killed=killed)


def _ended(status: int | None) -> str:
    """Why a child that sent no result ended, from its wait status."""
    if status is not None and os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = str(number)
        return f"the analysis process was killed by signal {name}" + (
            " (out of memory?)" if number == signal.SIGKILL else ""
        )
    code = os.WEXITSTATUS(status) if status is not None and os.WIFEXITED(status) else status
    return f"the analysis process ended (status {code}) without a result"
