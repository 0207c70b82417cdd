"""The local executor: a project's tasks in a pool of worker processes (``--workers N``).

Workers are forked from this process after the engine is loaded and the query cache opened
(:func:`warm_up`), and each runs tasks one at a time, up to :data:`TASKS_PER_WORKER` of them,
then is replaced (z3's memory goes back to the system). A worker whose task abandoned z3 work
at a deadline (:func:`errlang.teacher.solver.abandoned`: a thread may still run on z3's global
context, which is not safe for two threads) retires after sending that task's result, and
the next task goes to a fresh worker (issue 32). A worker that dies — killed, out of
memory, a crash in z3 — ends its own task only, with a readable result saying how it ended,
and is replaced; a task running past its time budget has its worker killed the same way
(:func:`kill_time`). Such a result keeps the bounds the check finished: the worker streams
its check's JSON after each bound (:func:`errlang.project.kept.streaming`), the last one is
kept per worker and becomes the result's verdicts (``failed_result(kept=…)``).
Results are handed to ``on_result`` as they finish (the progress line, streaming writers) and
returned in the tasks' order. The query cache is the one sqlite file every process of the
machine shares (``errlang.teacher.cache``, content-addressed: a result one worker computed is
reused by the others).
"""

from __future__ import annotations

import contextlib
import multiprocessing
import os
import signal
import time
from collections import deque
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from multiprocessing.connection import Connection, wait
from multiprocessing.context import ForkContext
from multiprocessing.process import BaseProcess

from errlang.project.kept import Json, streaming
from errlang.project.tasks import ProgramResult, ProgramTask, failed_result, run_task

OnResult = Callable[[ProgramResult], None]
Runner = Callable[[ProgramTask], ProgramResult]
GRACE_SECONDS = 30.0  # past a task's own time budget before its worker is killed
# past the budget of a task that counts from the command's start (one program named on the
# command line, without --replay): `check a.c b.c --timeout T` ends within about T + 2 s
# even when its analysis does not stop at its deadline, keeping the bounds it finished
COMMAND_GRACE_SECONDS = 1.5
TASKS_PER_WORKER = 16  # then the worker is replaced (memory z3 keeps)


def default_workers() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def warm_up() -> None:
    """Load the engine, hash its sources and open the query cache once, before forking: each
    worker then starts with them (measured: a program whose result is cached took 0.85 s in a
    worker that loaded the engine itself, 0.07 s in one forked after this), and workers
    starting together on an empty cache directory do not race to create its schema (seen: one
    found a half-made file, moved it aside and started an empty one)."""
    from errlang.session.check import check_program  # noqa: F401
    from errlang.session.driver import learn_target  # noqa: F401  (the learner, for --sarif)
    from errlang.session.targets import engine_fingerprint
    from errlang.teacher.cache import QueryCache

    engine_fingerprint()
    QueryCache("errlang-project-warm-up").close()


@dataclass
class _Worker:
    process: BaseProcess
    connection: Connection
    done: int = 0
    index: int | None = None  # the task it runs
    started: float = 0.0
    retiring: bool = False  # its last task abandoned z3 work: it exits after the result
    kept: Json | None = None  # the last check its task streamed (what a kill leaves)

    def stop(self) -> None:
        with contextlib.suppress(OSError):
            self.connection.send(None)
        self.connection.close()
        self.process.join(5)
        if self.process.is_alive():
            self.process.kill()

    def kill(self) -> None:
        self.process.kill()
        self.process.join(5)
        self.connection.close()


def run_local(
    tasks: Sequence[ProgramTask],
    workers: int | None = None,
    on_result: OnResult | None = None,
    runner: Runner = run_task,
) -> list[ProgramResult]:
    """Run ``tasks`` in at most ``workers`` processes (see the module docstring)."""
    workers = max(1, workers or default_workers())
    warm_up()
    context = multiprocessing.get_context("fork")
    pending = deque(enumerate(tasks))
    idle: list[_Worker] = []
    busy: dict[Connection, _Worker] = {}
    results: list[ProgramResult | None] = [None] * len(tasks)

    def finish(index: int, result: ProgramResult) -> None:
        results[index] = result
        if on_result is not None:
            on_result(result)

    try:
        while pending or busy:
            while pending and len(busy) < workers:
                worker = idle.pop() if idle else _start(context, runner)
                index, task = pending.popleft()
                worker.index, worker.started, worker.kept = index, time.monotonic(), None
                try:
                    worker.connection.send(task)
                except OSError:  # it died idle: the task goes to a new worker
                    worker.kill()
                    pending.appendleft((index, task))
                    continue
                busy[worker.connection] = worker
            for connection in wait(list(busy), timeout=0.25):  # and overdue workers killed
                assert isinstance(connection, Connection)
                worker = busy[connection]
                result = _collect(worker, tasks)
                if result is None:  # a streamed check, kept: the task goes on
                    continue
                del busy[connection]
                assert worker.index is not None
                finish(worker.index, result)
                if result.failure is not None and not worker.process.is_alive():
                    worker.kill()
                elif worker.retiring or worker.done >= TASKS_PER_WORKER:
                    worker.stop()
                else:
                    idle.append(worker)
            _kill_overdue(busy, tasks, finish)
    finally:
        for worker in idle:
            worker.stop()
        for worker in busy.values():
            worker.kill()
    return [r for r in results if r is not None]


def _start(context: ForkContext, runner: Runner) -> _Worker:
    parent, child = context.Pipe(duplex=True)
    process: BaseProcess = context.Process(target=_serve, args=(runner, child), daemon=True)
    process.start()
    child.close()
    return _Worker(process, parent)


def _serve(runner: Runner, connection: Connection) -> None:
    """A worker process: run the tasks it is sent, one at a time, until told to stop or until
    a task abandoned z3 work (it retires); leave without finalising z3 (it takes a second on big
    formulas, and an abandoned thread may still use its objects)."""
    from errlang.teacher.solver import abandoned

    try:
        while True:
            try:
                task = connection.recv()
            except (EOFError, OSError):
                break
            if task is None:
                break
            result = _run_one(runner, task, connection)
            retiring = abandoned()
            connection.send(("result", result, retiring))
            if retiring:
                break
    finally:
        os._exit(0)


def _run_one(runner: Runner, task: ProgramTask, connection: Connection) -> ProgramResult:
    """In a worker: ``task``'s result, its check streamed to the parent as it goes; a crash
    of the engine is this task's result, with the bounds it finished."""
    kept: list[Json] = []

    def send(document: Json) -> None:  # the check so far
        kept[:] = [document]
        connection.send(("partial", document))

    try:
        with streaming(send):
            return runner(task)
    except BaseException as error:
        message = f"the worker failed: {type(error).__name__}: {error}"
        return failed_result(task, message, 0, kept=kept[0] if kept else None)


def _collect(worker: _Worker, tasks: Sequence[ProgramTask]) -> ProgramResult | None:
    """The result ``worker`` sent, or how it died (with what its check streamed before);
    None when it sent a streamed check (kept in ``worker.kept``: the task goes on)."""
    assert worker.index is not None
    task = tasks[worker.index]
    try:
        message = worker.connection.recv()
    except (EOFError, OSError):
        worker.process.join(5)
        seconds = time.monotonic() - worker.started
        return failed_result(task, died(worker.process.exitcode), seconds, kept=worker.kept)
    if message[0] == "partial":
        worker.kept = message[1]
        return None
    result: ProgramResult
    _, result, worker.retiring = message
    worker.done += 1
    return result


def died(exitcode: int | None) -> str:
    """A readable account of a worker's end without a result."""
    if exitcode is not None and exitcode < 0:
        try:
            name = signal.Signals(-exitcode).name
        except ValueError:
            name = f"signal {-exitcode}"
        killed = " (killed: out of memory, or by a user)" if -exitcode == signal.SIGKILL else ""
        return f"the worker died from {name}{killed} before giving a result"
    return f"the worker ended (exit code {exitcode}) before giving a result"


def _kill_overdue(
    busy: dict[Connection, _Worker],
    tasks: Sequence[ProgramTask],
    finish: Callable[[int, ProgramResult], None],
) -> None:
    now = time.monotonic()
    for connection, worker in list(busy.items()):
        assert worker.index is not None
        task = tasks[worker.index]
        if now <= kill_time(task, worker.started):
            continue
        del busy[connection]
        worker.kill()
        ran = now - worker.started
        message = f"the worker ran {ran:.1f} s, past its time budget, and was killed"
        kept = worker.kept  # the bounds it finished
        finish(worker.index, failed_result(task, message, ran, kept=kept, killed=True))


def kill_time(task: ProgramTask, started: float) -> float:
    """When a worker that began ``task`` at ``started`` is killed: its budget from the
    command's start (or its start, when the budget ran out before: the check then says so
    itself) and :data:`COMMAND_GRACE_SECONDS` for the one program of a command,
    else (a project's programs; replays, which run after the budget) :data:`GRACE_SECONDS`
    past its budget from the task's start."""
    if task.since is not None and not task.options.replay:  # (begun late: its own answer)
        return max(task.since + task.options.timeout, started) + COMMAND_GRACE_SECONDS
    return started + task.options.timeout + GRACE_SECONDS
