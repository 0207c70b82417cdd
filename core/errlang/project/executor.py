"""The local executor: a project's tasks in a pool of worker processes (``--workers N``).

Each task runs in a process of its own, forked from this one (at most ``workers`` at a time):
the engine's memory goes back to the system after each program, and a worker that dies (killed,
out of memory, a crash in z3) ends its own task only — with a readable result saying how it
ended — while the others go on. A task running well past its time budget is killed the same
way. Results are handed to ``on_result`` as they finish (the progress line, streaming writers)
and returned in the tasks' order. The query cache is the one sqlite file every process of the
machine shares (``errlang.teacher.cache``, content-addressed: a result one worker computed is
reused by the others).
"""

from __future__ import annotations

import multiprocessing
import os
import signal
import time
from collections import deque
from collections.abc import Callable, Sequence
from multiprocessing.connection import Connection, wait
from multiprocessing.process import BaseProcess

from errlang.project.tasks import ProgramResult, ProgramTask, failed_result, run_task

OnResult = Callable[[ProgramResult], None]
Runner = Callable[[ProgramTask], ProgramResult]
GRACE_SECONDS = 30.0  # past a task's own time budget before its worker is killed


def default_workers() -> int:
    """The number of cores this process may use."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except (AttributeError, OSError):
        return max(1, os.cpu_count() or 1)


def run_local(
    tasks: Sequence[ProgramTask],
    workers: int | None = None,
    on_result: OnResult | None = None,
    runner: Runner = run_task,
) -> list[ProgramResult]:
    """Run ``tasks`` in at most ``workers`` processes at a time (see the module docstring)."""
    workers = max(1, workers or default_workers())
    warm_up()
    context = multiprocessing.get_context("fork")
    pending = deque(enumerate(tasks))
    running: dict[Connection, tuple[int, BaseProcess, float]] = {}
    results: list[ProgramResult | None] = [None] * len(tasks)

    def finish(index: int, result: ProgramResult) -> None:
        results[index] = result
        if on_result is not None:
            on_result(result)

    try:
        while pending or running:
            while pending and len(running) < workers:
                index, task = pending.popleft()
                reader, writer = context.Pipe(duplex=False)
                process: BaseProcess = context.Process(
                    target=_work, args=(runner, task, writer), daemon=True
                )
                process.start()
                writer.close()
                running[reader] = (index, process, time.monotonic())
            for connection in wait(list(running), timeout=1.0):
                assert isinstance(connection, Connection)
                index, process, started = running.pop(connection)
                finish(index, _collect(connection, process, tasks[index], started))
            _kill_overdue(running, tasks, finish)
    finally:
        for connection, (_, process, _) in running.items():
            process.kill()
            connection.close()
    return [r for r in results if r is not None]


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


def _work(runner: Runner, task: ProgramTask, connection: Connection) -> None:
    """A worker process: run one task, send its result, and leave without finalising z3."""
    try:
        result = runner(task)
    except BaseException as error:  # a crash of the engine is this task's result
        result = failed_result(task, f"the worker failed: {type(error).__name__}: {error}", 0)
    try:
        connection.send(result)
        connection.close()
    finally:
        os._exit(0)


def _collect(
    connection: Connection, process: BaseProcess, task: ProgramTask, started: float
) -> ProgramResult:
    try:
        result: ProgramResult = connection.recv()
    except (EOFError, OSError):
        process.join(5)
        result = failed_result(task, died(process.exitcode), time.monotonic() - started)
    finally:
        connection.close()
    process.join(5)
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
    running: dict[Connection, tuple[int, BaseProcess, float]],
    tasks: Sequence[ProgramTask],
    finish: Callable[[int, ProgramResult], None],
) -> None:
    now = time.monotonic()
    for connection, (index, process, started) in list(running.items()):
        limit = tasks[index].options.timeout + GRACE_SECONDS
        if now - started > limit:
            process.kill()
            process.join(5)
            connection.close()
            del running[connection]
            message = f"the worker ran {limit:g} s, past its time budget, and was killed"
            finish(index, failed_result(tasks[index], message, now - started))
