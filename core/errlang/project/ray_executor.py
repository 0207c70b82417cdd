"""The distributed executor: a project's tasks on Ray (``--ray local`` / ``--ray ADDRESS``).

Imported only when asked (Ray is the optional extra ``errlang[ray]``). Each program is one Ray
task with resource hints (one CPU, ``ERRLANG_RAY_TASK_MEMORY_MB`` of memory, default 1024, so
that Ray does not pack more analyses on a node than its memory holds), retried up to
``RETRIES`` times when its worker process dies (killed, out of memory, a node lost): Ray's own
fault tolerance, not errlang's. Results stream back as they finish (``ray.wait``) to the same
``on_result`` as the local pool's, and are the same :class:`ProgramResult` values.

Ray reuses its worker processes. z3's global context is not safe for two threads, and a task
that timed out may have left z3 work running (:func:`errlang.teacher.solver.abandoned`): a
worker starts a task only when that work has ended (waited for up to ``SETTLE_SECONDS``);
otherwise it exits, and Ray runs the task again in a fresh worker (one of its retries; issue
32).

The query cache: on one machine every worker opens the same sqlite file (the driver's
``ERRLANG_CACHE_DIR``, or the user's cache directory); on a cluster, ``ERRLANG_CACHE_DIR`` set
on the driver is passed to every worker (``runtime_env``), so a directory on shared storage is
one cache for the whole cluster. The key is content-addressed (the located slice fingerprint,
``tasks.result_key``): a result computed on one node is reused by every other.
"""

from __future__ import annotations

import logging
import os
import time
from collections.abc import Sequence
from typing import Any

from errlang.project.executor import OnResult, Runner, default_workers
from errlang.project.tasks import ProgramResult, ProgramTask, failed_result, run_task

RETRIES = 2
SETTLE_SECONDS = 5.0  # waited for z3 work an earlier task of the worker abandoned
DEFAULT_MEMORY_MB = 1024.0
MEMORY_ENV = "ERRLANG_RAY_TASK_MEMORY_MB"
PASSED_ENVIRONMENT = ("ERRLANG_CACHE_DIR", "ERRLANG_CACHE")


def task_memory_bytes() -> int:
    try:
        megabytes = float(os.environ.get(MEMORY_ENV, DEFAULT_MEMORY_MB))
    except ValueError:
        megabytes = DEFAULT_MEMORY_MB
    return int(max(64.0, megabytes) * 2**20)


def _guarded(runner: Runner, task: ProgramTask) -> ProgramResult:
    """What a Ray worker runs: an exception of the engine is this task's result (a worker that
    dies is Ray's to retry). A worker whose earlier task left z3 work running exits instead
    (:func:`fit_for_z3`)."""
    if not fit_for_z3(SETTLE_SECONDS):
        os._exit(EXIT_UNFIT)  # without finalising z3's objects: Ray retries the task elsewhere
    try:
        return runner(task)
    except Exception as error:
        return failed_result(task, f"the worker failed: {type(error).__name__}: {error}", 0)


EXIT_UNFIT = 75  # a worker that exits before a task because of abandoned z3 work


def fit_for_z3(seconds: float) -> bool:
    """Whether this process may start z3 work: no z3 work abandoned here is still running
    after waiting up to ``seconds`` for it."""
    from errlang.teacher.solver import abandoned, settle

    return not abandoned() or settle(seconds)


def run_ray(
    tasks: Sequence[ProgramTask],
    address: str = "local",
    workers: int | None = None,
    on_result: OnResult | None = None,
    runner: Runner = run_task,
) -> list[ProgramResult]:
    """Run ``tasks`` on Ray: a local Ray of ``workers`` CPUs (``address`` "local"), else the
    cluster at ``address`` (see the module docstring); results in the tasks' order."""
    import ray

    from errlang.teacher.cache import QueryCache

    QueryCache("errlang-project-warm-up").close()  # the schema made once (executor.warm_up)
    started_here = not ray.is_initialized()
    if started_here:
        environment = {k: os.environ[k] for k in PASSED_ENVIRONMENT if k in os.environ}
        options: dict[str, Any] = {
            "include_dashboard": False,
            "log_to_driver": False,
            "logging_level": logging.WARNING,
            "configure_logging": False,
        }
        if address == "local":  # a new instance, even beside a cluster started by `ray start`
            ray.init(address="local", num_cpus=workers or default_workers(), **options)
        else:
            runtime_env = {"env_vars": environment} if environment else None
            ray.init(address=address, runtime_env=runtime_env, **options)
    try:
        return _run(ray, tasks, on_result, runner)
    finally:
        if started_here:
            ray.shutdown()


def _run(
    ray: Any, tasks: Sequence[ProgramTask], on_result: OnResult | None, runner: Runner
) -> list[ProgramResult]:
    remote = ray.remote(num_cpus=1, memory=task_memory_bytes(), max_retries=RETRIES)(_guarded)
    runner_ref = ray.put(runner)
    submitted = time.monotonic()
    index_of = {remote.remote(runner_ref, task): i for i, task in enumerate(tasks)}
    results: list[ProgramResult | None] = [None] * len(tasks)
    pending = list(index_of)
    while pending:
        done, pending = ray.wait(pending, num_returns=1)
        for ref in done:
            index = index_of[ref]
            try:
                result: ProgramResult = ray.get(ref)
            except ray.exceptions.RayError as error:  # retries spent: the last error, readable
                message = f"the Ray task failed after {RETRIES} retries: {_first_line(error)}"
                result = failed_result(
                    tasks[index], message, time.monotonic() - submitted, RETRIES + 1
                )
            results[index] = result
            if on_result is not None:
                on_result(result)
    return [r for r in results if r is not None]


def _first_line(error: BaseException) -> str:
    text = str(error).strip()
    return text.splitlines()[0] if text else type(error).__name__
