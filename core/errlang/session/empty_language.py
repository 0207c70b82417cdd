"""Why a learned language is empty, in the words `check` uses (issue 31 item 2).

An empty language said only "no run within the bound fails this assertion", where `check` on
the same file said why: which loops cut the runs, which undefined behaviour ended the others
(DESIGN §2: never a bare holds-within-bound). On a list program whose every run dereferences
an uninitialised pointer in its first call, `learn` must say that, and where.

The reasons are the cuts of the bound's encoding (``Encoding.cuts``) that some run reaches:
one solver query per distinct (kind, reason, line), the shortest-guard first, at most
``MAX_QUERIES``, each within the caller's budget (an unknown answer leaves that cut out).
"""

from __future__ import annotations

from errlang.encoder.encoding import BOUND, LOOP_BOUND, UB, Cut
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import SolverUnknown

MAX_QUERIES = 8
MAX_LISTED = 4


def _listing(items: list[str]) -> str:
    shown = items[:MAX_LISTED]
    if len(items) > MAX_LISTED:
        shown.append(f"{len(items) - MAX_LISTED} more")
    return shown[0] if len(shown) == 1 else ", ".join(shown[:-1]) + " and " + shown[-1]


def _reached(teacher: ProgramTeacher) -> tuple[list[Cut], list[Cut]]:
    """The bound cuts and the undefined-behaviour cuts some run reaches, one per site."""
    sites: dict[tuple[str, str, int], Cut] = {}
    for cut in teacher.encoding.cuts:
        if cut.kind in (BOUND, UB):
            sites.setdefault((cut.kind, cut.reason, cut.loc.line), cut)
    bounds: list[Cut] = []
    ub: list[Cut] = []
    for cut in list(sites.values())[:MAX_QUERIES]:
        try:
            model = teacher.solver.satisfiable(cut.guard)
        except SolverUnknown:
            continue
        if model is not None:
            (bounds if cut.kind == BOUND else ub).append(cut)
    return bounds, ub


def why_empty(teacher: ProgramTeacher, loop_bound: int) -> str:
    """``no run within loop bound 1 fails: every run ends earlier in undefined behaviour:
    null dereference at line 34 and out-of-bounds access at line 34`` (raises
    ``SolverCancelled`` when the caller's budget is cancelled)."""
    bounds, ub = _reached(teacher)
    ub_text = _listing([f"{c.reason} at line {c.loc.line}" for c in ub]) if ub else ""
    head = f"no run within loop bound {loop_bound} fails"
    if not bounds and ub:
        return f"{head}: every run ends earlier in undefined behaviour: {ub_text}"
    if bounds:
        cut = sorted({(c.loc.line, c.reason) for c in bounds})
        where = _listing(
            [f"line {line}" if r == LOOP_BOUND else f"line {line} ({r})" for line, r in cut]
        )
        text = f"{head}: the bound cuts the runs at {where}"
        return text + (f"; the other runs end in undefined behaviour: {ub_text}" if ub else "")
    return f"{head}, and none is cut by the bound or by undefined behaviour"
