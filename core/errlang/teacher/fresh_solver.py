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

from errlang.encoder.term_order import post_order

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


def bit_vectors_as_they_are(terms: Iterable[z3.BoolRef], ctx: z3.Context | None = None) -> bool:
    """Whether ``terms`` are quantifier-free bit-vector formulas before any preprocessing
    (z3's ``is-qfbv`` probe: milliseconds, where :func:`pure_bit_vectors` may preprocess)."""
    goal = z3.Goal(ctx=ctx or z3.main_ctx())
    goal.add(*terms)
    return bool(z3.Probe("is-qfbv", ctx=goal.ctx)(goal))


def fresh_solver(ctx: z3.Context | None = None, *, bit_vectors: bool = True) -> z3.Solver:
    """A non-incremental solver for one query: :data:`PREPROCESS`, then :data:`BITVECTORS`,
    for a formula of quantifier-free bit-vectors (``bit_vectors``: :func:`pure_bit_vectors`);
    z3's default solver for any other."""
    ctx = ctx or z3.main_ctx()
    if not bit_vectors:
        return z3.Solver(ctx=ctx)
    return z3.Then(*PREPROCESS, *BITVECTORS, ctx=ctx).solver()


# No arithmetic rewriting before bit-blasting: z3's rewriter turns c * (a + b) into c*a + c*b
# whatever its options (this z3 has no ``hoist_cmul``), so a number parser's v = v * 10 + d,
# N steps, becomes N^2/2 products 10^j * d_i, each step's value a flat sum unshared with the
# last (docs/benchmarks-scaling.md, "Fourth session"). ``simplify`` between two bit-blasts only
# sees bits: it turns what bit-blasting leaves (``distinct``, equalities of blasted terms) into
# gates the second one blasts. Arrays are left as opaque atoms (a relaxation): only "unsat" is
# final.
UNREWRITTEN = ("max-bv-sharing", "bit-blast", "simplify", "bit-blast", "aig", "sat")
_CHAINED = {z3.Z3_OP_BADD, z3.Z3_OP_BSUB, z3.Z3_OP_SIGN_EXT, z3.Z3_OP_ZERO_EXT, z3.Z3_OP_ITE}


def unrewritten_solver(ctx: z3.Context | None = None) -> z3.Solver:
    """:data:`UNREWRITTEN` as a solver (its "unsat" is final, nothing else is)."""
    return z3.Then(*UNREWRITTEN, ctx=ctx or z3.main_ctx()).solver()


def _numeral_product(term: z3.ExprRef) -> z3.ExprRef | None:
    """The other operand of a multiplication of two terms one of which is a numeral."""
    if not z3.is_app_of(term, z3.Z3_OP_BMUL) or term.num_args() != 2:
        return None
    left, right = term.arg(0), term.arg(1)
    if z3.is_bv_value(left) and not z3.is_bv_value(right):
        return right
    if z3.is_bv_value(right) and not z3.is_bv_value(left):
        return left
    return None


def constant_product_chains(terms: Iterable[z3.ExprRef]) -> bool:
    """Whether some multiplication by a numeral has, below its other operand through sums,
    extensions and if-then-elses, another multiplication by a numeral (``10 * (10 * v + d)``):
    the shape z3's rewriter distributes into a quadratic number of products. One visit per
    distinct subterm (post-order, no recursion: formulas are deep)."""
    below: dict[int, bool] = {}  # a product by a numeral at or below the term through _CHAINED
    for term, kids in post_order(terms, below):
        operand = _numeral_product(term)
        if operand is not None:
            if below.get(operand.get_id(), False):
                return True
            below[term.get_id()] = True
        else:
            chained = z3.is_app(term) and term.decl().kind() in _CHAINED
            below[term.get_id()] = chained and any(below[kid.get_id()] for kid in kids)
    return False
