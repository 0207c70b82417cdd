"""What one bound's encoding is made of, as ``check`` reads it (:mod:`errlang.session.
check_bound`): the loops that run in one step, the cut sites with their guards, and the
formula's size in distinct z3 nodes (the benchmarks' measure of growth, issue 30)."""

from __future__ import annotations

from collections.abc import Iterable

import z3

from errlang.encoder.encoding import LOOP_BOUND, Encoding, LoopBounds
from errlang.encoder.values import disj
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.session.verdicts import CutKind, CutSite

FORMULA_SIZE_LIMIT = 1_000_000  # nodes; bigger formulas are not measured (it costs seconds)


def summarised_loops(ir: IRProgram) -> dict[tuple[int, str], frozenset[int] | None]:
    """(line, function) of each loop of ``ir`` that may run in one step, with the other lines
    of its body: an ArrayLoop always does (None: its body is gone); a loop entry that carries
    its summary (a subclass of LoopEnter: ScalarLoop, SumLoop, OpenArrayLoop) does on the runs
    the encoder can summarise, and unwinds on the others (whose steps then pass its body)."""
    found: dict[tuple[int, str], frozenset[int] | None] = {}
    for name, function in ir.functions.items():
        body = function.body
        for pc, instr in enumerate(body):
            if isinstance(instr, n.ArrayLoop):
                found[(instr.loc.line, name)] = None
            elif isinstance(instr, n.LoopEnter) and type(instr) is not n.LoopEnter:
                back = max(
                    (q for q, i in enumerate(body) if isinstance(i, n.Goto) and i.target == pc + 1),
                    default=pc,
                )
                lines = {i.loc.line for i in body[pc + 1 : back + 1]} - {instr.loc.line}
                found[(instr.loc.line, name)] = frozenset(lines)
    return found


def cut_sites(
    encoding: Encoding, bounds: LoopBounds | None = None
) -> list[tuple[CutSite, z3.BoolRef]]:
    """Every place the encoding cuts runs, one guard per site (guards of a site are joined);
    a loop kept below the encoding's bound by ``bounds`` has its own bound in its site."""
    joined: dict[CutSite, list[z3.BoolRef]] = {}
    for cut in encoding.cuts:
        loc = cut.loc
        kind: CutKind = cut.kind  # type: ignore[assignment]  # one of CUT_KINDS
        own = bounds.of(loc) if bounds is not None and cut.reason == LOOP_BOUND else None
        below = own if own is not None and own < encoding.loop_bound else None
        site = CutSite(kind, cut.reason, loc.line, loc.column, loc.function, bound=below)
        joined.setdefault(site, []).append(cut.guard)
    return [(site, disj(*guards)) for site, guards in joined.items()]


def formula_size(terms: Iterable[z3.ExprRef], limit: int = FORMULA_SIZE_LIMIT) -> int | None:
    """Number of distinct z3 nodes in ``terms`` (shared subterms once, a quantifier's body
    counted); None above ``limit``. Walked through z3's C API: ``ExprRef.children()`` makes a
    Python object per child and took 3.4 times longer (0.26 s on a formula of 8,000 nodes, a
    tenth of a bound's questions)."""
    given = list(terms)
    if not given:
        return 0
    ctx = given[0].ctx_ref()
    ast_id, kind, app_of = z3.Z3_get_ast_id, z3.Z3_get_ast_kind, z3.Z3_to_app
    arity, argument = z3.Z3_get_app_num_args, z3.Z3_get_app_arg
    seen: set[int] = set()
    stack = [term.as_ast() for term in given]
    while stack:
        node = stack.pop()
        key = ast_id(ctx, node)
        if key in seen:
            continue
        seen.add(key)
        if len(seen) > limit:
            return None
        found = kind(ctx, node)
        if found == z3.Z3_APP_AST:
            app = app_of(ctx, node)
            stack.extend(argument(ctx, app, k) for k in range(arity(ctx, app)))
        elif found == z3.Z3_QUANTIFIER_AST:
            stack.append(z3.Z3_get_quantifier_body(ctx, node))
    return len(seen)
