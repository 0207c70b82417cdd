"""k-induction when ``main`` has several loops one after another (issue 33).

The single-loop prover (:mod:`errlang.proof.induction`) needs the code before its loop explored
in full and the bounded check cut only at its loop. With loops ``L1; L2; …`` in ``main`` no
bound explores either. Here every loop but the one the proof is about, ``Lj``, is *abstracted*
by its invariants (:class:`errlang.proof.programs.Abstracted`: arbitrary values of what it
writes, its invariants assumed, one pass out, back edges blocked), which over-approximates its
runs — every concrete pass through it is a run of the abstraction with the arbitrary values
chosen as the state of its last arrival. Then, for an assertion A:

* the invariants of each loop are found by Houdini on the program with the others abstracted
  (those of earlier loops already known: they hold at every arrival of every run, so
  assuming them after an earlier loop only removes runs that do not exist);
* base case: on the program with every other loop abstracted, at loop bound k, no run fails A
  and only ``Lj``'s bound cuts runs: no run fails A within k iterations of ``Lj``;
* step case: the same program with ``Lj`` started from an arbitrary state satisfying its
  invariants (:func:`errlang.proof.programs.step_program`) never fails A in segment k + 1
  after k segments without a violation.

A run of the program failing A in segment m of ``Lj`` is a run of the abstracted program (the
other loops' passes chosen as above): m ≤ k contradicts the base case, m > k the step case
(docs/proofs.md, "Loops one after another"). No early stop is claimed from such a proof: the
abstraction may add runs, so undefined behaviour of the program is left to the bounded check.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

from errlang.encoder.encoding import BOUND, LOOP_BOUND, UNSUPPORTED
from errlang.ir import nodes as n
from errlang.ir.program import IRProgram
from errlang.proof.cell_arrays import Cell
from errlang.proof.cell_invariants import cell_candidates
from errlang.proof.cells import morphed
from errlang.proof.induction import MAX_K, InductionProof, ProofAttempt, Step
from errlang.proof.invariants import Candidate, candidates, houdini, samples, variables
from errlang.proof.loops import LoopShape, Refused, shape_of
from errlang.proof.programs import Abstracted, base_program
from errlang.proof.solving import OutOfTime, Questions, Share, shared

MAX_LOOPS = 4  # loops of main one after another
SAMPLE_BOUND = 3


def top_loops(ir: IRProgram) -> list[LoopShape]:
    """The shapes of ``main``'s loops in program order, or :class:`Refused` (one that does
    not qualify, or more than MAX_LOOPS)."""
    body = ir.functions["main"].body
    loops = [i.loop for i in body if isinstance(i, n.LoopEnter)]
    if len(loops) > MAX_LOOPS:
        raise Refused(f"main has more than {MAX_LOOPS} loops")
    return [shape_of(ir, loop) for loop in loops]


def home(ir: IRProgram, shapes: Sequence[LoopShape], site: int) -> int:
    """The loop whose k-induction proves assertion ``site``: the loop of main holding it (or
    the call that reaches it), else the last loop before it, else the first."""
    body = ir.functions["main"].body
    reaching = {name for name in ir.reachable("main") if _asserts(ir.functions[name].body, site)}
    places = [
        pc
        for pc, i in enumerate(body)
        if (isinstance(i, n.Assert) and i.site == site)
        or (isinstance(i, n.Call) and (i.function in reaching or _calls_into(ir, i, reaching)))
    ]
    if not places:
        return 0
    pc = places[0]
    for j, shape in enumerate(shapes):
        if shape.enter < pc <= shape.back:
            return j
    before = [j for j, shape in enumerate(shapes) if shape.back < pc]
    return before[-1] if before else 0


def _asserts(body: Sequence[n.Instr], site: int) -> bool:
    return any(isinstance(i, n.Assert) and i.site == site for i in body)


def _calls_into(ir: IRProgram, call: n.Call, reaching: set[str]) -> bool:
    return call.function in ir.functions and bool(set(ir.reachable(call.function)) & reaching)


@dataclass
class SequenceProver:
    """Proofs about the runs of ``main`` with several loops one after another."""

    ir: IRProgram
    cancel: Callable[[], bool] = lambda: False
    shapes: list[LoopShape] | None = None
    refusal: str | None = None
    invariants: list[list[Candidate]] | None = None
    tried: set[int] = field(default_factory=set)

    cells: tuple[Cell, ...] = ()  # the arrays made cells (errlang.proof.cells), if any

    def __post_init__(self) -> None:
        try:
            self.shapes = top_loops(self.ir)
        except Refused as error:
            self.refusal = str(error)
            cells = morphed(self.ir)
            if cells is not None:
                try:
                    self.shapes = top_loops(cells.ir)
                except Refused:
                    return
                self.ir, self.cells, self.refusal = cells.ir, cells.cells, None

    def attempt(self, bound: int, sites: Sequence[int], deadline: float | Share) -> ProofAttempt:
        """Try k = 1 .. min(bound, MAX_K) for ``sites`` (each k once per check)."""
        deadline = shared(deadline)  # every encoding and question spends the same share
        if self.shapes is None:
            return ProofAttempt(stopped=self.refusal)
        shapes = self.shapes
        proved: dict[int, InductionProof] = {}
        k = 0
        try:
            if self.invariants is None:
                try:
                    self.invariants = self._houdini(shapes, deadline)
                except OutOfTime:
                    self.invariants = None  # found in part: found again by a later attempt
                    raise
            for k in range(1, min(bound, MAX_K) + 1):
                if k in self.tried:
                    continue
                self.tried.add(k)
                for site in sites:
                    if site not in proved:
                        proof = self._prove(shapes, home(self.ir, shapes, site), k, site, deadline)
                        if proof is not None:
                            proved[site] = proof
        except OutOfTime:
            self.tried.discard(k)  # the k being tried, if any: tried again after a deeper bound
            left = "the proof ran out of its share of the time budget"
            return ProofAttempt(tuple(proved.items()), left)
        stopped = None
        if len(proved) < len(sites):
            stopped = (
                f"k-induction up to k = {min(bound, MAX_K)} with the other loops of main "
                "replaced by their invariants did not prove it"
            )
        return ProofAttempt(tuple(proved.items()), stopped)

    def _others(self, shapes: Sequence[LoopShape], j: int) -> list[Abstracted]:
        known = self.invariants or []
        return [
            Abstracted(s, tuple(c.cond for c in known[i]) if i < len(known) else ())
            for i, s in enumerate(shapes)
            if i != j
        ]

    def _houdini(self, shapes: Sequence[LoopShape], deadline: Share) -> list[list[Candidate]]:
        """Each loop's invariants, earlier loops first (their invariants abstract them)."""
        self.invariants = []
        for j, shape in enumerate(shapes):
            others = self._others(shapes, j)
            program = base_program(self.ir, shape, others)
            sampled = Questions(program, SAMPLE_BOUND, deadline, self.cancel)
            seen = samples(sampled, shape, variables(self.ir, shape))
            guesses = candidates(self.ir, shape, seen)
            for cell in self.cells:
                guesses += cell_candidates(self.ir, shape, cell)
            kept = houdini(self.ir, shape, guesses, 2, deadline, self.cancel, others)
            self.invariants.append(kept)
        return self.invariants

    def _prove(
        self, shapes: Sequence[LoopShape], j: int, k: int, site: int, deadline: Share
    ) -> InductionProof | None:
        others = self._others(shapes, j)
        shape = shapes[j]
        base = Questions(base_program(self.ir, shape, others), k, deadline, self.cancel)
        if not _cut_only_at(base, self.ir, shape) or base.fails(site):
            return None
        invariants = (self.invariants or [])[j]
        step = Step(self.ir, shape, k, k + 1, invariants, deadline, self.cancel, others)
        if step.holding([site], step.assuming(range(len(invariants)))) != [site]:
            return None
        used = step.needed([site])
        shown = [invariants[i].text for i in used]
        for i, other in enumerate(shapes):
            if i != j and (self.invariants or [])[i]:
                texts = " && ".join(c.text for c in tightest((self.invariants or [])[i]))
                shown.append(f"at the loop at line {other.line}: {texts}")
        return InductionProof(k, shape.line, tuple(shown))


def _cut_only_at(questions: Questions, ir: IRProgram, shape: LoopShape) -> bool:
    """Whether every run the bounded encoding loses is cut at ``shape``'s own bound (its
    iterations' places; another loop's iteration at the same place refuses)."""
    body = ir.functions["main"].body
    own = {i.loc for i in body[shape.enter : shape.back + 1] if isinstance(i, n.LoopIter)}
    if any(isinstance(i, n.LoopIter) and i.loop != shape.loop and i.loc in own for i in body):
        return False
    for cut in questions.encoding.cuts:
        if cut.kind not in (BOUND, UNSUPPORTED):
            continue
        mine = cut.kind == BOUND and cut.reason == LOOP_BOUND and cut.loc in own
        if not mine and questions.possible(cut.guard):
            return False
    return True


def tightest(invariants: Sequence[Candidate]) -> list[Candidate]:
    """``invariants`` without the bounds ``x >= c`` / ``x <= c`` another one implies (``x >=
    13`` makes ``x >= 4`` idle): what is shown of another loop's invariants."""
    best: dict[tuple[str, str], int] = {}
    for c in invariants:
        bound = _bound(c.cond)
        if bound is not None:
            name, op, value = bound
            old = best.get((name, op))
            if old is None or (value > old if op == ">=" else value < old):
                best[(name, op)] = value
    kept = []
    for c in invariants:
        bound = _bound(c.cond)
        if bound is None or best[(bound[0], bound[1])] == bound[2]:
            kept.append(c)
    return kept


def _bound(cond: n.Expr) -> tuple[str, str, int] | None:
    if (
        isinstance(cond, n.Binary)
        and cond.op in (">=", "<=")
        and isinstance(cond.left, n.Reg)
        and isinstance(cond.right, n.Const)
    ):
        return cond.left.name, cond.op, cond.right.value
    return None
