"""Resource limits of the analysis workers (issue 9, item 4; used by :mod:`errlang_lsp.pool`).

A worker whose resident set size goes above the limit is killed by the pool and replaced; its
job fails with a message that says so. The worker's address space is also capped
(``RLIMIT_AS``, twice the limit plus 1 GiB) so that an allocation faster than the pool's poll
ends in a ``MemoryError`` inside the engine, not in the kernel's out-of-memory killer.
"""

from __future__ import annotations

import contextlib
import logging
import os
import resource
from multiprocessing.connection import Connection
from typing import Any

from errlang_lsp.worker import worker_main

log = logging.getLogger(__name__)

MEMORY_ENV = "ERRLANG_LSP_WORKER_MEMORY_MB"
DEFAULT_MEMORY_MB = 4096.0


def memory_limit_from_environment() -> int | None:
    """The per-worker memory limit in bytes (``ERRLANG_LSP_WORKER_MEMORY_MB``; 0: none)."""
    text = os.environ.get(MEMORY_ENV, "").strip()
    try:
        megabytes = float(text) if text else DEFAULT_MEMORY_MB
    except ValueError:
        log.warning("ignoring %s=%r (not a number)", MEMORY_ENV, text)
        megabytes = DEFAULT_MEMORY_MB
    return int(megabytes * 2**20) if megabytes > 0 else None


def resident_bytes(pid: int) -> int | None:
    """The resident set size of process ``pid`` (Linux ``/proc``; None elsewhere or if gone)."""
    try:
        with open(f"/proc/{pid}/statm") as statm:
            return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")
    except (OSError, ValueError, IndexError):
        return None


def address_space_cap(memory_limit: int) -> int:
    return 2 * memory_limit + 2**30


def limited_worker_main(
    conn: Connection, cancelled: Any, engine_name: str, address_cap: int | None
) -> None:
    """The worker's entry point with its address space capped (see the module docstring)."""
    if address_cap is not None:
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_AS, (address_cap, address_cap))
    worker_main(conn, cancelled, engine_name)
