"""The solver a slow query is asked again of (``BoundedSolver``'s ``switch_after``, issue 30).

z3's default solver, given a whole formula at once, runs its ``qfbv`` tactic on bit-vector
formulas: simplification, then bit-blasting, then its SAT solver. Measured on the queries
``check`` asks of the parser harnesses (exported as SMT-LIB and replayed one by one, CPU
seconds; docs/benchmarks-scaling.md, "The formula and the solver"), a shorter pipeline does
better: equalities solved and unconstrained terms eliminated as ``qfbv`` does, then the
bit-vector terms shared as much as possible (``max-bv-sharing``), bit-blasted, and the Boolean
circuit reduced as an and-inverter graph (``aig``: structurally equal gates merged) before the
SAT solver sees it. The multiplication chains of a number parser and the muxes of a tokenizer
become fewer clauses that way (0.43 s against 1.1 s on the number parser's hardest query at 8
bytes; 0.39 s against 0.79 s on a tokenizer's).

A formula that is not pure bit-vectors (arrays, uninterpreted functions: z3's ``is-qfbv`` probe)
gets z3's default solver, as before: its SMT core alone took 1.4 s where the default solver took
0.13 s, on cmark-gfm's UTF-8 decoder with its 256-entry table. The choice is made here, not by a
``Cond`` inside one tactic: setting up z3's default tactic cost 0.2 s per query even where the
``Cond`` did not take it (the escape decoder's small queries at 16 bytes: 0.27 s against 0.08 s).
Every step is an equivalence-preserving transformation (z3's model converters give the models of
the original formula back), so the verdicts are z3's; only the time differs. A timeout or an
interrupt ends the check with ``unknown``, as for any solver.
"""

from __future__ import annotations

from collections.abc import Iterable

import z3

# z3 tactics, in order: the preprocessing of z3's qfbv tactic that pays on these formulas
PREPROCESS = ("simplify", "propagate-values", "solve-eqs", "elim-uncnstr", "simplify")
# pure bit-vector formulas: shared terms, bit-blasting, an and-inverter graph, SAT
BITVECTORS = ("max-bv-sharing", "bit-blast", "aig", "sat")


def pure_bit_vectors(terms: Iterable[z3.BoolRef], ctx: z3.Context | None = None) -> bool:
    r"""Whether ``terms`` are quantifier-free bit-vector formulas (z3's ``is-qfbv`` probe) as
    they are or once :data:`PREPROCESS`\ ed: a store at a constant index read back at one, say,
    is simplified away (the number parser's formula has such arrays and needs none)."""
    goal = z3.Goal(ctx=ctx or z3.main_ctx())
    goal.add(*terms)
    pure = z3.Probe("is-qfbv", ctx=goal.ctx)
    if pure(goal):
        return True
    return all(pure(sub) for sub in z3.Then(*PREPROCESS, ctx=goal.ctx)(goal))


def fresh_solver(ctx: z3.Context | None = None, *, bit_vectors: bool = True) -> z3.Solver:
    """A non-incremental solver for one query: :data:`PREPROCESS`, then :data:`BITVECTORS`,
    for a formula of quantifier-free bit-vectors (``bit_vectors``: :func:`pure_bit_vectors`);
    z3's default solver for any other."""
    ctx = ctx or z3.main_ctx()
    if not bit_vectors:
        return z3.Solver(ctx=ctx)
    return z3.Then(*PREPROCESS, *BITVECTORS, ctx=ctx).solver()
