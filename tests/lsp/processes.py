"""The processes of a server's tree, read from ``/proc`` (the fork server tests)."""

from __future__ import annotations

import os


def processes() -> dict[int, tuple[int, str]]:
    """Every process: pid → (parent pid, state letter)."""
    found: dict[int, tuple[int, str]] = {}
    for name in os.listdir("/proc"):
        if name.isdigit():
            try:
                with open(f"/proc/{name}/stat") as stat:
                    fields = stat.read().rsplit(")", 1)[1].split()
            except OSError:
                continue
            found[int(name)] = (int(fields[1]), fields[0])
    return found


def children(parent: int) -> set[int]:
    return {pid for pid, (ppid, _) in processes().items() if ppid == parent}


def descendants(root: int) -> set[int]:
    found: set[int] = set()
    frontier = [root]
    while frontier:
        parent = frontier.pop()
        below = children(parent)
        found.update(below)
        frontier.extend(below)
    return found


def command(pid: int) -> str:
    """``pid``'s command line ("" once it ended)."""
    try:
        with open(f"/proc/{pid}/cmdline", "rb") as cmdline:
            return cmdline.read().replace(b"\0", b" ").decode(errors="replace")
    except OSError:
        return ""


def fork_servers(server: int) -> list[int]:
    """The ``multiprocessing`` fork servers the process ``server`` started."""
    return [pid for pid in children(server) if "multiprocessing.forkserver" in command(pid)]


def alive(pids: set[int]) -> set[int]:
    """The processes of ``pids`` still running (a zombie has ended)."""
    table = processes()
    return {pid for pid in pids if pid in table and table[pid][1] != "Z"}
