"""The time budget over the front end (DESIGN §2: time budgets are hard): preprocessing,
parsing, linking and lowering stop at the deadline too.

They are pure Python run in the main thread, so a ``SIGALRM`` armed at the deadline
(``setitimer``) interrupts them between two bytecodes: its handler raises
:class:`FrontEndOutOfTime`, located where the front end was by the interrupted frames (the C
function being lowered, the node's file and line: "the time budget of 5 s ran out while
lowering http_parser_parse_url at http_parser.c:2301"). Before, ``--timeout 5`` on
http-parser took 7.5 s: the front end ran to its end, the isolated child was killed 1.5 s
after the deadline and the parent parsed the file again to list the assertions.

Only in the main thread of a process that has no other ``SIGALRM`` handler (the CLI's check
child); elsewhere (the server's worker threads) the front end runs as before. The test hook
``ERRLANG_TEST_HOLD=lower`` (session/hold.py) holds the front end after parsing, before
lowering, until the deadline, as a slow front end would.
"""

from __future__ import annotations

import contextlib
import signal
import threading
import time
from collections.abc import Iterator, Sequence
from dataclasses import replace
from pathlib import Path
from types import FrameType
from typing import Any

from pycparser import c_ast

from errlang.frontend import AssertionSite, Program
from errlang.session import check_reasons as reasons
from errlang.session.check_scan import scanned_sites
from errlang.session.hold import hold
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

_PHASES = (  # the innermost errlang module of the interrupted frames names the phase
    ("errlang.frontend.preprocess", "preprocessing"),
    ("errlang.frontend.link", "linking"),
    ("errlang.frontend", "parsing"),
    ("pycparser", "parsing"),
    ("errlang.ir", "lowering"),
    (__name__, "lowering"),  # hold_before_lowering
)


# said of assertions found by check_scan: the parse did not finish
SCANNED = "; the assertions were found by a scan of the source text (the parse did not finish)"

_Handler = Any  # what signal.signal returns: a callable, SIG_DFL/SIG_IGN or None


class FrontEndOutOfTime(Exception):
    """The deadline passed in the front end; ``where``: "lowering F at file:line"."""

    def __init__(self, where: str) -> None:
        super().__init__(where)
        self.where = where

    def reason(self, budget: float) -> str:
        return f"the time budget of {budget:g} s ran out while {self.where}"


# seconds past the deadline a parse may take to list the assertions: the budget's deadline is
# 0.5 s before T (check_budget.RESERVE), the isolated child is killed at T + 1.5 s (cli/check.py)
PARSE_GRACE = 1.2


class FrontEnd:
    """The front end under its deadline: ``parsed()`` once the program is read (until then,
    the deadline is stretched once by :data:`PARSE_GRACE`, within the isolated child's own
    guard: a result that lists the assertions, each ``unknown``, says more than one that
    cannot; on a loaded machine parsing errlang's C models alone takes seconds)."""

    def __init__(self) -> None:
        self.read = False
        self.stretched = False

    def parsed(self) -> None:
        self.read = True

    def out_of_time(self, signum: int, frame: FrameType | None) -> None:
        if not self.read and not self.stretched:
            self.stretched = True
            signal.setitimer(signal.ITIMER_REAL, PARSE_GRACE)
            return
        raise FrontEndOutOfTime(where(frame))


@contextlib.contextmanager
def front_end_deadline(deadline: float) -> Iterator[FrontEnd]:
    """Raise :class:`FrontEndOutOfTime` in the block once ``time.monotonic()`` passes
    ``deadline`` (module text); a block that ends first is not touched. An alarm armed before
    (pytest-timeout's) is put back, with what is left of its time."""
    front = FrontEnd()
    armed = _arm(deadline, front)
    try:
        yield front
    finally:
        if armed is not None:
            handler, left, since = armed
            signal.setitimer(signal.ITIMER_REAL, 0)
            signal.signal(signal.SIGALRM, signal.SIG_DFL if handler is None else handler)
            if left > 0:
                signal.setitimer(signal.ITIMER_REAL, max(0.001, left - (time.monotonic() - since)))


def hold_before_lowering(deadline: float, program: Program) -> None:
    """The test hook's point ``lower`` (session/hold.py): held past the deadline, about to
    lower the program's entry function (the frame's local ``lowering`` locates it)."""
    lowering = program.functions.get(program.entry or "main")  # noqa: F841 (read by where())
    hold("lower", lambda: time.monotonic() >= deadline + 0.5)


def _arm(deadline: float, front: FrontEnd) -> tuple[_Handler, float, float] | None:
    """The previous handler, what was left of its alarm and when, once the alarm is armed
    (None: it cannot be here: another thread, or an earlier alarm that comes first)."""
    if threading.current_thread() is not threading.main_thread() or not hasattr(
        signal, "setitimer"
    ):
        return None
    left, _ = signal.getitimer(signal.ITIMER_REAL)
    wait = max(0.001, deadline - time.monotonic())
    if 0 < left <= wait:
        return None  # an earlier alarm comes first: it is left alone
    previous = signal.signal(signal.SIGALRM, front.out_of_time)
    signal.setitimer(signal.ITIMER_REAL, wait)
    return previous, left, time.monotonic()


def where(frame: FrameType | None) -> str:
    """What the front end was doing at ``frame`` (and its callers): "lowering F at
    file:line", "parsing file", … — the innermost C function definition and C node with a
    location among the frames' locals, the phase by the innermost errlang module."""
    phase = None
    function: str | None = None
    node: c_ast.Node | None = None
    while frame is not None:
        module = str(frame.f_globals.get("__name__", ""))
        if phase is None:
            phase = next((name for prefix, name in _PHASES if module.startswith(prefix)), None)
        values = list(frame.f_locals.values())
        if node is None:  # a statement or expression before a whole definition
            located = [v for v in values if isinstance(v, c_ast.Node) and _located(v)]
            inner = [v for v in located if not isinstance(v, (c_ast.FuncDef, c_ast.FileAST))]
            node = next(iter(inner or located), None)
        if function is None:
            function = next((v.decl.name for v in values if isinstance(v, c_ast.FuncDef)), None)
        frame = frame.f_back
    text = phase or "reading the program"
    if function is not None and phase == "lowering":
        text += f" {function}"
    if node is not None and node.coord is not None:  # node is _located
        text += f" at {Path(str(node.coord.file)).name}:{node.coord.line}"
    return text


def _located(node: c_ast.Node) -> bool:
    # a node whose __init__ the alarm interrupted has no coord yet (seed 6031 of the survey)
    coord = getattr(node, "coord", None)
    return coord is not None and bool(coord.file) and bool(coord.line)


def out_of_time(
    path: str, program: Program | None, reason: str, settings: Settings, text: str | None = None
) -> CheckResult:
    """The result when the budget ran out in the front end: each assertion ``unknown`` with
    ``reason`` — the parse's, or when parsing had not finished those a scan of the source
    finds (``text``: standing for the file's contents; :mod:`errlang.session.check_scan`)."""
    if program is not None:
        return unknown_result(path, program.assertions, reason, settings, out_of_time=True)
    sites = scanned_sites(path, text)
    result = unknown_result(path, sites, reason, settings, out_of_time=True)
    return replace(result, message=f"{reason}{SCANNED}") if sites else result


def unknown_result(
    path: str,
    sites: Sequence[AssertionSite],
    reason: str,
    settings: Settings,
    *,
    out_of_time: bool = False,
) -> CheckResult:
    """Every assertion of ``sites`` ``unknown`` with ``reason``, the result's message too."""
    return CheckResult(
        path,
        assertions=tuple(reasons.unknown(site, reason, settings.loop_bound) for site in sites),
        automatic=settings.loop_bound is None,
        budget=settings.timeout,
        out_of_time=out_of_time,
        message=reason,
    )
