"""The words of ``check``'s verdicts: what cut the runs toward an assertion, and where
(DESIGN §2: never a bare ``holds-within-bound``)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from errlang.encoder.encoding import LOOP_BOUND
from errlang.frontend import AssertionSite
from errlang.ir.program import IRProgram
from errlang.session.assumptions import unset_reads
from errlang.session.check_bound import BoundOutcome
from errlang.session.check_schedule import fixed_loops
from errlang.session.verdicts import AssertionVerdict, CutSite, Verdict
from errlang.teacher.solver import Run

MAX_LISTED_CUTS = 4


def listing(cuts: Sequence[CutSite]) -> str:
    """``the loop at line 19 needs more iterations, division by zero at line 12 and 2 more``."""
    named = [c.describe() for c in cuts[:MAX_LISTED_CUTS]]
    if len(cuts) > MAX_LISTED_CUTS:
        named.append(f"{len(cuts) - MAX_LISTED_CUTS} more")
    if len(named) == 1:
        return named[0]
    return ", ".join(named[:-1]) + " and " + named[-1]


def holds_reason(outcome: BoundOutcome, site: int) -> str:
    """Why assertion ``site``, with no failing run within ``outcome``'s bound, holds, and how
    far."""
    bound = outcome.loop_bound
    reached = outcome.reached.get(site)
    limits = [c for c in outcome.cuts if c.limits_runs]
    ub = outcome.ub_before.get(site, outcome.cut_kinds("ub"))
    ub_note = f"; runs with undefined behaviour end there: {listing(ub)}" if ub else ""
    if reached is False:
        if limits:
            return f"no run reaches this assertion within loop bound {bound}: {listing(limits)}" + (
                f"; other runs end in undefined behaviour: {listing(ub)}" if ub else ""
            )
        if ub:
            return (
                "no run reaches this assertion: runs end earlier in undefined behaviour: "
                + listing(ub)
            )
        return "no run reaches this assertion (for all runs: it is dead code)"
    if outcome.complete:
        return (
            f"no failing run; no run reaches loop bound {bound}, so this holds for all runs"
            + ub_note
        )
    if limits:
        return (
            f"no failing run within loop bound {bound}; longer runs were cut: {listing(limits)}"
            + ub_note
        )
    return f"no failing run within loop bound {bound}" + ub_note


def relevant_cuts(outcome: BoundOutcome, site: int) -> list[CutSite]:
    """The cuts that concern assertion ``site``: every limit of the bound, the undefined
    behaviour that runs reach before passing it, and the unsupported constructs from which a
    path leads to it."""
    before = outcome.ub_before.get(site)
    unsupported = outcome.unsupported_before.get(site)
    return [
        c
        for c in outcome.cuts
        if (c.kind != "ub" or before is None or c in before)
        and (c.kind != "unsupported" or c.limits_runs or unsupported is None or c in unsupported)
    ]


# a failure whose inputs do not decide it (check_bound._undetermined), when the run shows no
# value read uninitialised (those say so themselves: session/assumptions.py)
UNDETERMINED = (
    "; with these inputs errlang also finds runs that do not fail it: the failure rests on a "
    "value no input sets (memory read before any write, padding bytes, a library result "
    "errlang leaves free), which gcc's run of these inputs need not have"
)


def failed(site: AssertionSite, outcome: BoundOutcome) -> AssertionVerdict:
    run = outcome.failures[site.index]
    # said only when the run shown went through such a loop in one step, with the lines:
    # their steps list no values the loop writes
    through = one_step_loops(run, outcome.summarised)
    lines = ", ".join(map(str, through))
    said = f"line {lines}" if len(through) == 1 else f"lines {lines}"
    return _verdict(
        site,
        "fails",
        outcome.loop_bound,
        f"a run within loop bound {outcome.loop_bound} fails it"
        + (
            f" (loops run in one step make all their iterations: {said}, whose writes are "
            "not listed)"
            if through
            else ""
        )
        + (UNDETERMINED if site.index in outcome.undetermined and not unset_reads(run) else ""),
        reached=True,
        counterexample=run,
    )


def one_step_loops(run: Run, loops: Mapping[tuple[int, str], frozenset[int] | None]) -> list[int]:
    """The lines of the loops ``run`` passes in one step: a step on the loop's line entered
    from outside its body and left to outside it (an unwound iteration passes its body's
    lines; an unwound loop on one line writes its variables again within the step)."""
    lines = set()
    for k, (line, function) in enumerate(run.steps):
        if (line, function) not in loops:
            continue
        body = loops[(line, function)]
        if body is None:
            lines.add(line)  # an array loop: always in one step
            continue
        around = [run.steps[j] for j in (k - 1, k + 1) if 0 <= j < len(run.steps)]
        written = [v.name for v in run.assignments[k]] if k < len(run.assignments) else []
        looped = len(set(written)) < len(written)
        if not looped and not any(f == function and at in body for at, f in around):
            lines.add(line)
    return sorted(lines)


def settled(site: AssertionSite, outcome: BoundOutcome) -> AssertionVerdict:
    """The verdict of a finished bound on an assertion that did not fail there."""
    unsupported = [c for c in outcome.cut_kinds("unsupported") if not c.limits_runs]
    # only a construct from which a path leads to the assertion can hide a failure of it
    unsupported = outcome.unsupported_before.get(site.index, unsupported)
    reached = outcome.reached.get(site.index)
    if site.index in outcome.unknown:
        return unknown(site, outcome.unknown[site.index], outcome.loop_bound)
    if unsupported:
        reason = "unsupported construct reached: " + "; ".join(
            sorted({c.reason for c in unsupported})
        )
        return _verdict(site, "unknown", outcome.loop_bound, reason, reached, outcome.cuts)
    complete = bool(outcome.complete)
    verdict: Verdict = "holds" if complete else "holds-within-bound"
    return _verdict(
        site,
        verdict,
        outcome.loop_bound,
        holds_reason(outcome, site.index),
        reached,
        relevant_cuts(outcome, site.index),
        complete=complete,
    )


def never_called(site: AssertionSite, entry: str = "main") -> AssertionVerdict:
    """An assertion in a function no run calls: runs start in ``entry`` (``main``, ``--entry
    F``, a fuzz target)."""
    reason = f"no run reaches this assertion: {site.function} is never called from {entry}"
    return _verdict(site, "holds", None, reason, reached=False, complete=True)


def not_checked_alone(site: AssertionSite, entry: str = "main") -> AssertionVerdict:
    """An assertion of a file without its entry function (a library file checked alone): no
    run was examined, so nothing holds (the editor says "not checked alone")."""
    reason = (
        f"not checked: no function '{entry}' is defined, and runs start there; check this "
        f"file with a program whose {entry} calls {site.function} (errlang check main.c "
        f"FILE.c), or start the runs in it (--entry {site.function})"
    )
    return _verdict(site, "unknown", None, reason, reached=False)


def unknown(site: AssertionSite, reason: str, bound: int | None) -> AssertionVerdict:
    return _verdict(site, "unknown", bound, reason)


def _verdict(
    site: AssertionSite,
    verdict: Verdict,
    bound: int | None,
    reason: str,
    reached: bool | None = None,
    cuts: Sequence[CutSite] = (),
    *,
    complete: bool = False,
    counterexample: Run | None = None,
) -> AssertionVerdict:
    return AssertionVerdict(
        index=site.index,
        line=site.line,
        column=site.column,
        text=site.text,
        function=site.function,
        verdict=verdict,
        loop_bound=bound,
        reason=reason,
        complete=complete,
        reached=reached,
        cuts=tuple(cuts),
        counterexample=counterexample,
    )


def search_summary(loop_bound: int | None, complete: bool, findings: int) -> str:
    """What the search for undefined behaviour covered, for a program without assertions
    (DESIGN §2: the analysis is complete when no run reaches the bound)."""
    found = "none found" if not findings else f"{findings} found"
    if loop_bound is None:
        return "no assertions; the search for undefined behaviour finished no loop bound"
    if complete:
        return (
            f"no assertions; the search for undefined behaviour is complete ({found}): every "
            f"run ends within loop bound {loop_bound}"
        )
    return (
        f"no assertions; undefined behaviour searched in the runs within loop bound "
        f"{loop_bound} only ({found}): some runs go on past it or were cut where errlang "
        "cannot follow them"
    )


def unsupported_cuts(finished: BoundOutcome | None, here: str) -> str | None:
    """Where runs were cut at a construct errlang cannot follow (an unmodelled library call,
    an unsupported construct reached): nothing past those points was searched, so the analysis
    is not complete there whatever the bound (a bound's ``complete`` counts the bound's cuts
    only: deepening cannot follow these runs further)."""
    cuts = finished.cut_kinds("unsupported") if finished is not None else []
    if not cuts:
        return None
    where = ", ".join(c.describe(here) for c in cuts)
    return (
        f"runs were cut where errlang cannot follow them ({where}): undefined behaviour "
        "and failures past those points were not searched"
    )


def allocation_limit(finished: BoundOutcome | None) -> str | None:
    """Why a bound that stopped the deepening is not complete when only errlang's allocation
    limit cut runs there (no loop or recursion bound: deeper bounds cannot complete them)."""
    if finished is None or not finished.stalled or finished.complete:
        return None
    cuts = [c for c in finished.cuts if c.limits_runs]
    if not cuts or any(c.kind == "bound" for c in cuts):
        return None
    where = ", ".join(c.describe(c.file) for c in cuts)
    return (
        f"runs were cut by errlang's allocation limit ({where}; allocations never fail): "
        "deeper loop bounds cannot complete them"
    )


def kept_loops(ir: IRProgram, finished: BoundOutcome | None) -> str | None:
    """The loops the deepest bound finished kept below its bound (issue 30: per-loop bounds)
    that no run took past their own bound there (the loops of a known trip count left out:
    the encoder gives them their iterations); a kept loop some run did take past it is among
    the cuts, named with its bound. Said of a bound that is not complete."""
    if finished is None or finished.complete or not finished.kept:
        return None  # complete: every run was followed to its end
    cut = {(c.function, c.line) for c in finished.cuts if c.reason == LOOP_BOUND}
    skipped = cut | fixed_loops(ir)
    kept = sorted(
        (line, bound)
        for (function, line), bound in finished.kept.items()
        if (function, line) not in skipped and line > 0
    )
    if not kept:
        return None
    loops = ", ".join(f"line {line} at {bound}" for line, bound in kept)
    return (
        f"loops kept below loop bound {finished.loop_bound} (no run went past their own "
        f"bound, so the deeper bounds did not deepen them): {loops}"
    )
