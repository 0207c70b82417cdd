"""The plug-in interface of the loop summaries (issue 32): a :class:`LoopSummary` runs a whole
loop in one step, and the instruction handlers (:mod:`errlang.encoder.instructions`) find it in
one table (:data:`errlang.encoder.loop_summaries.LOOP_SUMMARIES`) by the instruction its IR pass
leaves in place of the loop; they import no summary.

Also the pieces the summaries share: :func:`assertion_at_some_iteration`, the "fails at some
iteration, the others pass under a free Boolean" encoding of an assertion in the loop's body,
and :func:`overflows_in_iterations`, the signed overflows of the body's values at some
iteration.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Protocol, TypeVar

import z3

from errlang.encoder.encoding import SIGNED_OVERFLOW
from errlang.encoder.expressions import evaluate
from errlang.encoder.frame import Frame
from errlang.encoder.machine import Effect, Machine
from errlang.encoder.state import State
from errlang.encoder.values import conj, neg, to_bool
from errlang.ir import nodes as n
from errlang.ir.loop_passes import LoopPass
from errlang.ir.summary_overflows import marked

Instr = TypeVar("Instr", bound=n.Instr, contravariant=True)


class LoopSummary(Protocol[Instr]):
    """A loop in one step: ``matches`` is what it matches in the IR (the pass of
    :data:`errlang.ir.loop_passes.LOOP_PASSES` that puts a ``matches.instruction`` in place of
    each loop of its shape, and says in its module why that instruction is the loop's
    semantics); :meth:`encode` gives that instruction's effect on a symbolic state.

    An implementation's docstring is its soundness argument: why the state it returns holds
    exactly the runs past the loop (or, for the runs it cannot summarise, why leaving them to
    unwind as a LoopEnter does loses none), and how a failing assertion inside the loop is
    reported. A summary that cannot apply cuts the runs as unsupported or lets the loop unwind
    — never drops a run silently.
    """

    @property
    def matches(self) -> LoopPass: ...

    def encode(self, machine: Machine, frame: Frame, instr: Instr, state: State) -> Effect: ...


def assertion_at_some_iteration(
    machine: Machine,
    frame: Frame,
    assertion: n.Assert,
    where: State,
    reaching: z3.BoolRef,
    iteration: Sequence[z3.BoolRef],
    after: State,
    name: str,
) -> State:
    """The runs past a summarised loop whose body ends with ``assertion``.

    ``where`` is the state at a fresh iteration (its symbols are free, constrained to the
    loop's iterations by ``iteration``), on the runs ``reaching`` the loop. The runs on which
    the assertion fails there terminate at it: the loop stops at its first failing iteration,
    at this assertion (the iteration a counterexample shows is one that fails, not necessarily
    the first). The runs passing the loop are those where it holds at every iteration — a
    quantifier, which made z3 give up on every query of the formula — so they go on, ``after``
    the loop, under a free Boolean ``array_loop_passed!<name>`` instead, recorded in
    ``Encoding.array_loop_checks``: exact when the assertion cannot fail (every run passes),
    and ``check`` excludes those runs (the Boolean false) when it can."""
    overflows_in_iterations(machine, frame, [assertion.cond], where, iteration, assertion.loc)
    cond = to_bool(evaluate(assertion.cond, where, frame.scope).value)
    failing = where.with_guard(conj(reaching, *iteration, neg(cond)))
    if not failing.dead:
        reads = machine.reads(frame, assertion.cond, where)
        machine.terminate(failing, assertion.site, assertion.loc, reads)
    passed = z3.Bool(f"array_loop_passed!{name}")
    machine.encoding.array_loop_checks.append((assertion.site, passed))
    return after.with_guard(conj(after.guard, passed))


def overflows_in_iterations(
    machine: Machine,
    frame: Frame,
    values: Sequence[n.Expr | None],
    where: State,
    iteration: Sequence[z3.BoolRef],
    loc: n.Loc,
) -> None:
    """Report C's signed overflows in ``values`` (what a summarised loop's body computes, read
    at a fresh iteration: ``where``, its symbols constrained to the loop's iterations by
    ``iteration``) as findings at ``loc`` (docs/semantics.md, "Signed overflow"): the run goes
    on, the values wrapped as the summary computes them and as gcc's run goes on after its
    report. The IR keeps the mark only on operations whose operands' bounds over the loop do
    not rule an overflow out (:meth:`errlang.ir.loop_bodies.LoopBody._pure`)."""
    faults: list[tuple[str, z3.BoolRef]] = []
    for value in values:
        if value is None or next(marked(value), None) is None:
            continue
        checked = evaluate(value, where, frame.scope)
        faults += [(r, conj(*iteration, c)) for r, c in checked.faults if r == SIGNED_OVERFLOW]
    if faults:
        machine.block(where, faults, loc)
