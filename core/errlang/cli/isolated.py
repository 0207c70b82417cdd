"""Running a command's analysis in a child process, so that its output always comes (issue 23).

A crash of the analysis — a signal (a C stack overflow in z3 or in a thread of the encoder, the
kernel's out-of-memory killer), ``MemoryError``, an exception escaping a thread, a hang past
the budget — must not leave ``errlang check --json`` without its JSON. The analysis runs in a
``fork()``ed child with its ``stdout``/``stderr`` written into buffers; the child sends the text
and the exit code through a pipe and ends with ``os._exit`` (z3's objects are never finalised,
which also covers abandoned solver threads). The parent, which never touches z3, prints what the
child sent, or when the child ended without sending it (or did not end by the deadline: it is
killed), calls ``on_failure`` with the reason, which prints a result saying so.

Where ``fork`` is not available the work runs in this process, as before.
"""

from __future__ import annotations

import io
import os
import pickle
import select
import signal
import sys
import time
import traceback
from collections.abc import Callable

__all__ = ["run_isolated"]


def run_isolated(
    work: Callable[[], int],
    on_failure: Callable[[str], int],
    deadline: float | None = None,
) -> int:
    """``work()``'s exit code, its printed output copied to this process' stdout and stderr;
    ``deadline``: a ``time.monotonic()`` instant after which the child is killed."""
    if not hasattr(os, "fork"):
        return work()
    sys.stdout.flush()
    sys.stderr.flush()
    read_end, write_end = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: never returns
        os.close(read_end)
        _child(work, write_end)
    os.close(write_end)
    data, reason = _collect(pid, read_end, deadline)
    if data is not None:
        try:
            code, out, err = pickle.loads(data)
        except Exception as error:  # a truncated message: the child died while sending
            reason = f"the analysis process sent an unreadable result ({error})"
        else:
            sys.stdout.write(out)
            sys.stderr.write(err)
            sys.stdout.flush()
            sys.stderr.flush()
            return int(code)
    return on_failure(reason)


def _child(work: Callable[[], int], write_end: int) -> None:
    out, err = io.StringIO(), io.StringIO()
    real_out, real_err = sys.stdout, sys.stderr
    status = 0
    try:
        sys.stdout, sys.stderr = out, err
        try:
            code = work()
        except BaseException as error:  # reported by the parent, with its reason
            message = "".join(traceback.format_exception_only(type(error), error)).strip()
            print(traceback.format_exc(), file=real_err)
            code, status = 0, 3
            out, err = io.StringIO(), io.StringIO()
            err.write(f"\0{message}")
        finally:
            sys.stdout, sys.stderr = real_out, real_err
        payload = (
            pickle.dumps((code, out.getvalue(), err.getvalue()))
            if status == 0
            else err.getvalue().encode()
        )
        with os.fdopen(write_end, "wb") as pipe:
            pipe.write(payload)
    except BaseException:
        status = 3
    finally:
        os._exit(status)


def _collect(pid: int, read_end: int, deadline: float | None) -> tuple[bytes | None, str]:
    """The child's message (None if it sent none) and, if none, why."""
    chunks: list[bytes] = []
    killed = False
    with os.fdopen(read_end, "rb", buffering=0) as pipe:
        while True:
            wait = None if deadline is None else max(0.0, deadline - time.monotonic())
            ready, _, _ = select.select([pipe], [], [], wait)
            if not ready:  # the deadline passed without the child finishing
                os.kill(pid, signal.SIGKILL)
                killed = True
                break
            chunk = pipe.read(1 << 16)
            if not chunk:
                break
            chunks.append(chunk)
    _, status = os.waitpid(pid, 0)
    data = b"".join(chunks)
    if killed:
        return None, "the analysis did not end within its time budget and was stopped"
    if os.WIFEXITED(status) and os.WEXITSTATUS(status) == 0 and data:
        return data, ""
    if data.startswith(b"\0"):
        return None, "the analysis failed: " + data[1:].decode(errors="replace")
    if os.WIFSIGNALED(status):
        number = os.WTERMSIG(status)
        try:
            name = signal.Signals(number).name
        except ValueError:
            name = str(number)
        return None, f"the analysis process was killed by signal {name}" + (
            " (out of memory?)" if number == signal.SIGKILL else ""
        )
    code = os.WEXITSTATUS(status) if os.WIFEXITED(status) else status
    return None, f"the analysis process ended (status {code}) without a result"
