"""The one stand-in for ``errlang.session`` in the server's tests: the worker pool on its own.

Selected with ``ERRLANG_LSP_ENGINE=fake_engine`` (tests/lsp on ``PYTHONPATH``). Only the
analyses are faked: ``Settings``, ``Marker`` and the errors are the engine's own, so the
vocabulary cannot drift. Behaviour is steered by the C text: ``SLEEP(s)`` makes check/learn run
``s`` seconds (polling ``cancel``), ``HANG(s)`` sleeps without polling (``HANG_AT_BOUND(b, s)``:
only a check run at loop bound ``b``), ``CRASH`` raises, ``DIE`` exits the process, ``BAD``
raises :class:`AnalysisError`, ``ABANDON`` records z3 work abandoned at a deadline (as the
engine's solver does) and answers. A check reports the loop bound it was given (else 3).
``STREAM_THEN_EXIT`` makes ``check`` hand ``partial`` its verdicts at loop bound 1 (as the
engine streams a check's finished bounds) and exit the process.
``LINGER(s)`` leaves a thread running ``s`` seconds after the job answered; ``PARTIALS(k, s)``
makes ``learn`` report the automata of loop bounds 1..k through ``partial`` (``s`` seconds
before each, polling ``cancel``), as the bound driver does, and answer loop bound k+1.
``NO_RUNS`` makes ``learn`` answer an automaton with no counterexamples (the driver's reserve for
runs ran out). ``FAKE_ENGINE_FORKSERVER_HOLD=path`` makes the server's fork server, which imports
this module once for its workers, wait in that import until ``path`` exists: a test acts while
the fork server warms up (a spawned worker's import is not held).
"""

from __future__ import annotations

import os
import re
import threading
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

from errlang.session import AnalysisCancelled, AnalysisError, Marker, Settings

__all__ = [
    "AnalysisCancelled",
    "AnalysisError",
    "Marker",
    "Settings",
    "check",
    "learn",
    "markers",
    "membership",
]

DEFAULT_SETTINGS = Settings()
HOLD_ENV = "FAKE_ENGINE_FORKSERVER_HOLD"


def _hold_in_fork_server(gate: str | None, limit: float = 120.0) -> None:
    """Wait until ``gate`` exists (at most ``limit`` seconds) when this process is a
    ``multiprocessing`` fork server."""
    if not gate:
        return
    with open(f"/proc/{os.getpid()}/cmdline", "rb") as cmdline:
        if b"multiprocessing.forkserver" not in cmdline.read():
            return
    deadline = time.monotonic() + limit
    while not os.path.exists(gate) and time.monotonic() < deadline:
        time.sleep(0.02)


_hold_in_fork_server(os.environ.get(HOLD_ENV))


OPTIONS = ("alphabet", "loop-bound", "max-length")


def markers(text: str) -> list[Marker]:
    """A marker applies to the line after it; an unknown option (a word after
    ``// errlang: learn``) makes it malformed, as the engine's (``errlang.session.markers``)."""
    found = []
    lines = text.splitlines()
    for index, line in enumerate(lines):
        if "// errlang: learn" in line:
            rest = line.split("// errlang: learn", 1)[1]
            words = rest.split() if rest[:1].isspace() else []
            unknown = [w.partition("=")[0] for w in words if w.partition("=")[0] not in OPTIONS]
            if unknown:
                error = f"unknown marker option '{unknown[0]}'"
                found.append(Marker(index + 2, "assertion", None, {}, index + 1, error))
            else:
                found.append(Marker(index + 2, "assertion", None))
    return found


def _behave(
    text: str, cancel: Callable[[], bool] | None, settings: Settings = DEFAULT_SETTINGS
) -> None:
    if "CRASH" in text:
        raise RuntimeError("fake engine crashed")
    if "DIE" in text:
        os._exit(3)
    if "BAD" in text:
        raise AnalysisError([{"line": 1, "column": 1, "message": "bad input"}])
    if "ABANDON" in text:
        from errlang.teacher.solver import abandon

        abandon(object())
    if match := re.search(r"LINGER\(([\d.]+)\)", text):
        threading.Thread(target=time.sleep, args=(float(match.group(1)),), daemon=True).start()
    if match := re.search(r"HANG\(([\d.]+)\)", text):
        time.sleep(float(match.group(1)))
    for bound, seconds in re.findall(r"HANG_AT_BOUND\((\d+), ([\d.]+)\)", text):
        if settings.loop_bound == int(bound):  # slower under one setting than under another
            time.sleep(float(seconds))
    if match := re.search(r"SLEEP\(([\d.]+)\)", text):
        deadline = time.monotonic() + float(match.group(1))
        while time.monotonic() < deadline:
            if cancel is not None and cancel():
                raise AnalysisCancelled()
            time.sleep(0.01)


def check(
    path: str,
    text: str | None = None,
    settings: Settings = DEFAULT_SETTINGS,
    *,
    cancel: Callable[[], bool] | None = None,
    partial: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    text = text if text is not None else Path(path).read_text()
    if "STREAM_THEN_EXIT" in text and partial is not None:  # loop bound 1 done, then dies
        partial({**_checked(path, text, Settings(loop_bound=1)), "message": STREAMED})
        os._exit(3)
    _behave(text, cancel, settings)
    return _checked(path, text, settings)


# what the engine's streamed document says (errlang.session.check_partial.WORKER_ENDED …)
STREAMED = (
    "the analysis ended without its result while checking loop bound 2; the verdicts are "
    "those of loop bound 1, the last one finished"
)


def _checked(path: str, text: str, settings: Settings) -> dict[str, Any]:
    assertions = [
        {
            "line": index + 1,
            "column": len(line[: line.index("assert(")].encode()) + 1,  # UTF-8 bytes, as cpp
            "text": line.split("assert(", 1)[1].rsplit(")", 1)[0],
            "verdict": "fails",
            "loop_bound": settings.loop_bound or 3,
            "reason": None,
            "counterexample": {
                "word": ["err"],
                "inputs": [{"function": "nondet_int", "line": 1, "value": 7}],
                "steps": [{"line": 1, "function": "main"}, {"line": index + 1, "function": "main"}],
            },
        }
        for index, line in enumerate(text.splitlines())
        if "assert(" in line
    ]
    return {"file": path, "assertions": assertions, "errors": [], "pid": os.getpid()}


def learn(
    path: str,
    text: str | None = None,
    *,
    line: int | None = None,
    function: str | None = None,
    settings: Settings = DEFAULT_SETTINGS,
    progress: Callable[[str, float | None], None] | None = None,
    cancel: Callable[[], bool] | None = None,
    partial: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    text = text if text is not None else Path(path).read_text()
    if progress is not None:
        progress("starting", 0.0)
    _behave(text, cancel)
    if match := re.search(r"PARTIALS\((\d+), ([\d.]+)\)", text):
        bounds, pause = int(match.group(1)), float(match.group(2))
        for bound in range(1, bounds + 1):
            if progress is not None:
                progress(f"learning with loop bound {bound} · {bound} queries", None)
            _behave(f"SLEEP({pause})", cancel)
            if partial is not None:
                shown = _automaton(text, line, function, Settings(loop_bound=bound))
                going_on = f"still learning: loop bound {bound + 1} is being learned"
                shown["bounds"]["stopped"] = going_on
                partial({**shown, "counterexamples": [], "partial": True})
        settings = Settings(loop_bound=bounds + 1, max_length=settings.max_length)
    learned = _automaton(text, line, function, settings)
    return {**learned, "counterexamples": []} if "NO_RUNS" in text else learned


def _automaton(
    text: str, line: int | None, function: str | None, settings: Settings
) -> dict[str, Any]:
    sites = [{"line": i + 1} for i, source in enumerate(text.splitlines()) if "step();" in source]
    return {
        "target": {"line": line, "function": function},
        "alphabet": [{"letter": "step", "locations": sites}],
        "error_letter": "err",
        "initial": 0,
        "states": [
            {"id": 0, "accepting": False, "doomed": False},
            {"id": 1, "accepting": True, "doomed": True},
        ],
        "transitions": [
            {"source": 0, "letter": "step", "target": 0, "dominating": False},
            {"source": 0, "letter": "err", "target": 1, "dominating": True},
        ],
        "bounds": {"loop_bound": settings.loop_bound or 2, "max_length": settings.max_length or 3},
        "guarantee": {"exact_up_to_length": 3, "unproven": []},
        "stats": {
            "membership_queries": 1,
            "filtered": 0,
            "cached": 0,
            "solver_calls": 1,
            "equivalence_queries": 1,
            "seconds": 0.0,
        },
        "counterexamples": [{"word": ["err"], "inputs": [], "steps": []}],
    }


def membership(
    path: str,
    text: str | None = None,
    *,
    line: int | None = None,
    function: str | None = None,
    word: Sequence[str],
    settings: Settings = DEFAULT_SETTINGS,
    loop_bound: int | None = None,
    max_length: int | None = None,
) -> dict[str, Any]:
    bound = loop_bound or 2
    return {"member": list(word) == ["a", "err"], "run": None, "loop_bound": bound,
            "max_length": max_length or 3}  # fmt: skip
