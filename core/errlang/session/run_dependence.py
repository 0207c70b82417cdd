"""What a run found by the solver rests on besides its inputs (tenth session, K): the values
no input of gcc's run sets, so that the result can say so rather than let the run read as one
of the program's.

* :func:`undetermined`: whether a run with the same inputs as a failing run passes the
  assertion (memory read before any write, padding bytes, a library result errlang leaves
  free decide the failure);
* :func:`unset_lines`: the lines where a finding's run reads an automatic variable before any
  write (the encoding's uninitialised-read sites its model takes).
"""

from __future__ import annotations

import z3
from z3.z3util import get_vars

from errlang.encoder.encoding import UNINITIALISED_READ, Encoding
from errlang.teacher.solver import BoundedSolver, SolverUnknown

UNDETERMINED_SECONDS = 1.0  # the query whether a failure's inputs decide it, at most
MAX_UNSET_SITES = 400  # uninitialised-read sites a finding's run is evaluated at


def undetermined(solver: BoundedSolver, site: int, model: z3.ModelRef) -> bool:
    """Whether some run with the inputs of ``model``'s run does not fail assertion ``site``:
    then the failure rests on values no input sets, which gcc's run of those inputs need not
    have. One query of at most UNDETERMINED_SECONDS; not known in time: False (nothing said).
    Every nondet symbol of the encoding's inputs is pinned to its value in ``model``."""
    pins = [
        symbol == model.eval(symbol, model_completion=True)
        for given in solver.encoding.inputs
        for symbol in get_vars(given.symbol)
    ]
    try:
        other = solver.satisfiable(z3.Not(solver.ends(site)), *pins, limit=UNDETERMINED_SECONDS)
    except SolverUnknown:
        return False
    return other is not None


def unset_lines(encoding: Encoding, model: z3.ModelRef) -> tuple[int, ...]:
    """The lines where the run of ``model`` reads an automatic variable before any write (the
    uninitialised-read sites whose guard it takes, the first MAX_UNSET_SITES): its value there
    is the run's choice, not an input a replay can set."""
    lines = {
        cut.loc.line
        for cut in encoding.warnings[:MAX_UNSET_SITES]
        if cut.reason == UNINITIALISED_READ and z3.is_true(model.eval(cut.guard, True))
    }
    return tuple(sorted(lines))
