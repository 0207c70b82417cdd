"""When a command's time budget starts."""

from __future__ import annotations

import os
import time
from pathlib import Path


def process_start() -> float | None:
    """The ``time.monotonic()`` instant this process started (Linux), so that the budget of
    ``--timeout`` also covers Python's start-up; None where it cannot be known."""
    try:
        start_ticks = int(Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()[19])
        uptime = float(Path("/proc/uptime").read_text().split()[0])
    except (OSError, ValueError, IndexError):
        return None
    age = uptime - start_ticks / os.sysconf("SC_CLK_TCK")
    return time.monotonic() - max(0.0, age)
