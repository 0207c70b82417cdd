"""A fresh query solved in a z3 context of its own (issue 30, docs/benchmarks-scaling.md,
"Eighth session: the solver").

A fresh solver (:mod:`errlang.teacher.fresh_solver`) preprocesses, bit-blasts and solves the
whole formula, and how long its SAT solver takes depends on the order of its variables, which
z3 derives from its terms' ids. In the context that built the encoding those ids depend on
everything the process did before (terms of earlier bounds freed, their ids reused, what an
incremental trial created): the tokenizer's bound-12 question took 10.1 s of CPU (13,222
conflicts) after one history and 27.2 s (25,306 conflicts) after another, the same formula.
Translated into a new context, the formula's terms get their ids in the translation's own
order, so the same formula is solved the same way whatever came before. The new context is
also the only one the check's thread uses: the encoding's context is not touched by z3 while
the check runs (nor by an interrupt at the deadline).
"""

from __future__ import annotations

from collections.abc import Sequence

import z3


def translated(terms: Sequence[z3.BoolRef], ctx: z3.Context) -> list[z3.BoolRef]:
    """``terms`` in ``ctx`` (themselves when they are in it already). 0.01 s for the
    tokenizer's 30,000-node formula at 16 bytes."""
    if not terms or terms[0].ctx is ctx:
        return list(terms)
    vector = z3.AstVector(ctx=terms[0].ctx)
    for term in terms:
        vector.push(term)
    moved = vector.translate(ctx)
    return [moved[index] for index in range(len(moved))]


def model_in(model: z3.ModelRef, ctx: z3.Context) -> z3.ModelRef:
    """``model`` in ``ctx``: its values for the encoding's own terms."""
    return model if model.ctx is ctx else model.translate(ctx)
