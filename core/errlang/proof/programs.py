"""The programs whose bounded encodings make the k-induction's questions (issue 33): the IR of
the checked program with instructions inserted, given to the existing encoder unchanged.

* *step(k)*: the code before the loop runs as written; at the loop's entry every register the
  loop writes gets an arbitrary value (a ``Nondet``) and the invariants are assumed; a global
  counter ``$proof!seg`` counts the arrivals at the loop's head. Every assertion of the program
  ``assert(c)`` becomes ``assume(seg > k || c); assert(c)``: the runs that fail it in the
  first k segments (from an arrival to the next one, or to the end) are left out (the
  induction hypothesis), and arrivals beyond k + 1 are blocked. A failing assertion of this
  program is a violation in segment k + 1 after k segments without one.
* *entry(candidates)*: the program up to the first arrival, where each candidate invariant
  is an assertion of its own (site ``CANDIDATE_SITE + i``).
* *consecution(candidates)*: from an arbitrary state satisfying every candidate, one
  iteration; each candidate is asserted at the second arrival.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram
from errlang.proof.loops import LoopShape
from errlang.proof.walks import OFFSET

SEGMENT = "$proof!seg"  # the global register counting arrivals at the loop's head
HAVOC = "$proof!havoc"  # the "input" function of the arbitrary values
CANDIDATE_SITE = 1_000_000  # assertion sites of candidate invariants start here
PICK = "$proof!pick"  # which candidate a run checks (an arbitrary choice per run)
USE = "$proof!use!"  # USE + i: whether invariant i is assumed (an input the solver sets)
BYTE = "$proof!byte"  # an arbitrary byte stored into an object the loop writes

_SEG = n.Reg(t.INT, SEGMENT, is_global=True)
_SEG_LV = n.RegLV(SEGMENT, t.INT, is_global=True)
_PICK = n.Reg(t.INT, PICK, is_global=True)
_PICK_LV = n.RegLV(PICK, t.INT, is_global=True)


def _int(value: int) -> n.Const:
    return n.Const(t.INT, value)


def _compare(op: str, left: n.Expr, right: n.Expr) -> n.Binary:
    return n.Binary(t.INT, op, left, right)


def rewritten(
    body: Sequence[n.Instr],
    instead: dict[int, list[n.Instr]],
    after: dict[int, list[n.Instr]],
) -> list[n.Instr]:
    """``body`` with ``instead[pc]`` in place of instruction ``pc`` (jumps to ``pc`` land on
    its first instruction) and ``after[pc]`` after it (jumps to ``pc + 1`` land after them);
    every jump target renumbered."""
    starts: list[int] = []
    out: list[n.Instr] = []
    for pc, instr in enumerate(body):
        starts.append(len(out))
        out.extend(instead.get(pc, [instr]))
        out.extend(after.get(pc, []))
    starts.append(len(out))
    return [replace(i, target=starts[i.target]) if isinstance(i, n.Goto) else i for i in out]


def _with_main(ir: IRProgram, main: list[n.Instr], asserts: int | None, uses: int = 0) -> IRProgram:
    """``ir`` with ``main``'s new body, the counter register declared, and (``asserts`` = k)
    every assertion of the functions main calls turned into the step case's pair."""
    functions = dict(ir.functions)
    if asserts is not None:
        for name in ir.reachable("main"):
            if name != "main":
                body = functions[name].body
                instead = _hypotheses(body, asserts)
                functions[name] = replace(functions[name], body=rewritten(body, instead, {}))
    functions["main"] = replace(ir.functions["main"], body=main)
    globals_ = dict(ir.globals)
    for name in (SEGMENT, PICK, *(f"{USE}{i}" for i in range(uses))):
        globals_[name] = n.Variable(name, name, t.INT, in_memory=False, is_global=True)
    globals_[BYTE] = n.Variable(BYTE, BYTE, t.UCHAR, in_memory=False, is_global=True)
    globals_[OFFSET] = n.Variable(OFFSET, OFFSET, t.LONG, in_memory=False, is_global=True)
    return replace(ir, functions=functions, globals=globals_, _graph=None)


def _hypotheses(body: Sequence[n.Instr], k: int) -> dict[int, list[n.Instr]]:
    """``assert(c)`` → ``assume(seg > k || c); assert(c)`` (the step case's hypothesis)."""
    return {
        pc: [n.Assume(i.loc, n.Binary(t.INT, "||", _compare(">", _SEG, _int(k)), i.cond)), i]
        for pc, i in enumerate(body)
        if isinstance(i, n.Assert)
    }


def _entry(shape: LoopShape, body: Sequence[n.Instr]) -> list[n.Instr]:
    """The loop's own entry, plain: a summary on it would run every iteration from the
    values before the arbitrary ones."""
    instr = body[shape.enter]
    assert isinstance(instr, n.LoopEnter)
    return [n.LoopEnter(instr.loc, instr.loop)]


def _havoc(shape: LoopShape, loc: n.Loc) -> list[n.Instr]:
    """Arbitrary values of the registers the loop writes, and arbitrary bytes in the objects
    it writes (errlang.proof.frames)."""
    made: list[n.Instr] = [n.Nondet(loc, reg, HAVOC, reg.type) for reg in shape.written]
    for walk in shape.walks:  # inside its object, at an arbitrary offset (errlang.proof.walks)
        made += walk.havoc(loc, HAVOC)
    byte = n.RegLV(BYTE, t.UCHAR, is_global=True)
    to_byte = t.PointerType(t.UCHAR)
    for obj in shape.objects:
        start = n.Cast(to_byte, n.VarAddr(to_byte, obj.name, obj.is_global))
        for offset in range(obj.size):
            place = n.PtrAdd(to_byte, start, n.Const(t.LONG, offset))
            made.append(n.Nondet(loc, byte, HAVOC, t.UCHAR))
            made.append(n.Assign(loc, n.MemLV(place, t.UCHAR), n.Reg(t.UCHAR, BYTE, True)))
    return made


def _arrival(shape: LoopShape, body: Sequence[n.Instr], limit: int) -> list[n.Instr]:
    """At the head: count the arrival, block those beyond ``limit``."""
    loc = body[shape.head].loc
    count = n.Assign(loc, _SEG_LV, n.Binary(t.INT, "+", _SEG, _int(1)))
    return [count, n.Assume(loc, _compare("<=", _SEG, _int(limit)))]


@dataclass(frozen=True)
class Abstracted:
    """Another loop of ``main``, replaced in a proof program by its invariants: at its entry
    the registers and objects it writes get arbitrary values and ``invariants`` are assumed;
    then one pass through its head and body, and every back edge is blocked (a conditional
    one becomes ``assume(!cond)``). Every run of the loop leaves it from an arrival at its
    head, whose state satisfies the (proved) invariants and agrees with the entry's on what
    the loop does not write: that state, then the same path out, is a run of the
    abstraction (docs/proofs.md, "Loops one after another")."""

    shape: LoopShape
    invariants: tuple[n.Expr, ...] = ()


def _abstract(
    body: Sequence[n.Instr], others: Sequence[Abstracted]
) -> tuple[dict[int, list[n.Instr]], dict[int, list[n.Instr]]]:
    """The ``instead`` and ``after`` insertions that abstract ``others``."""
    instead: dict[int, list[n.Instr]] = {}
    after: dict[int, list[n.Instr]] = {}
    for other in others:
        shape = other.shape
        loc = body[shape.enter].loc
        instead[shape.enter] = _entry(shape, body)
        after[shape.enter] = [*_havoc(shape, loc), *(n.Assume(loc, c) for c in other.invariants)]
        for pc in range(shape.enter + 1, shape.back + 1):
            instr = body[pc]
            if isinstance(instr, n.Goto) and instr.target == shape.head:
                never = _int(0) if instr.cond is None else n.Unary(t.INT, "!", instr.cond)
                instead[pc] = [n.Assume(instr.loc, never)]
    return instead, after


def _merged(
    first: dict[int, list[n.Instr]], second: dict[int, list[n.Instr]], replacing: bool
) -> dict[int, list[n.Instr]]:
    """Both sets of insertions: ``after`` ones at one pc one after the other; ``instead``
    ones (``replacing``) never at one pc (the proof's own changes and an abstraction touch
    different instructions: refused otherwise)."""
    out = dict(first)
    for pc, instrs in second.items():
        if replacing and pc in out:
            raise ValueError(f"two replacements of instruction {pc}")
        out[pc] = [*out.get(pc, []), *instrs]
    return out


def _built(
    body: Sequence[n.Instr],
    instead: dict[int, list[n.Instr]],
    after: dict[int, list[n.Instr]],
    others: Sequence[Abstracted],
) -> list[n.Instr]:
    """``rewritten`` with the abstractions of ``others`` too."""
    around, following = _abstract(body, others)
    return rewritten(body, _merged(instead, around, True), _merged(after, following, False))


def step_program(
    ir: IRProgram,
    shape: LoopShape,
    k: int,
    invariants: Sequence[n.Expr],
    others: Sequence[Abstracted] = (),
) -> IRProgram:
    """The step case of k-induction (module docstring). Invariant i is assumed as
    ``use_i == 0 || inv_i`` with ``use_i`` an input (``Nondet`` of function USE + i): the
    solver assumes the ones a question names (:func:`uses`), so that one encoding answers
    with any subset of them."""
    body = ir.functions["main"].body
    loc = body[shape.enter].loc
    instead = _hypotheses(body, k)
    instead[shape.enter] = _entry(shape, body)
    instead[shape.head] = [*_arrival(shape, body, k + 1), body[shape.head]]
    assumed: list[n.Instr] = []
    for i, inv in enumerate(invariants):
        use = n.RegLV(f"{USE}{i}", t.INT, is_global=True)
        unused = _compare("==", n.Reg(t.INT, use.name, is_global=True), _int(0))
        assumed.append(n.Nondet(loc, use, f"{USE}{i}", t.INT))
        assumed.append(n.Assume(loc, n.Binary(t.INT, "||", unused, inv)))
    after = {shape.enter: [*_havoc(shape, loc), *assumed]}
    main = _counted(_built(body, instead, after, others), loc)
    return _with_main(ir, main, k, len(invariants))


def entry_program(
    ir: IRProgram,
    shape: LoopShape,
    candidates: Sequence[n.Expr],
    others: Sequence[Abstracted] = (),
) -> IRProgram:
    """The runs up to the first arrival, each candidate asserted there."""
    body = ir.functions["main"].body
    loc = body[shape.enter].loc
    after = {shape.enter: [*_checks(loc, candidates, None), n.Assume(loc, _int(0))]}
    instead = {shape.enter: _entry(shape, body)}
    return _with_main(ir, _built(body, instead, after, others), None)


def _counted(body: list[n.Instr], loc: n.Loc) -> list[n.Instr]:
    """``body`` after ``seg = 0`` (a jump to the first instruction lands after it)."""
    shifted = [replace(i, target=i.target + 1) if isinstance(i, n.Goto) else i for i in body]
    return [n.Assign(loc, _SEG_LV, _int(0)), *shifted]


def _checks(loc: n.Loc, candidates: Sequence[n.Expr], unless: n.Expr | None) -> list[n.Instr]:
    """Candidate i asserted (site CANDIDATE_SITE + i) on the runs that pick it: a run checks
    one candidate, so a failing one (which ends its run) hides no other."""
    checks: list[n.Instr] = [n.Nondet(loc, _PICK_LV, HAVOC, t.INT)]
    for i, cond in enumerate(candidates):
        skip = _compare("!=", _PICK, _int(i))
        if unless is not None:
            skip = n.Binary(t.INT, "||", unless, skip)
        checks.append(n.Assert(loc, n.Binary(t.INT, "||", skip, cond), CANDIDATE_SITE + i))
    return checks


def consecution_program(
    ir: IRProgram,
    shape: LoopShape,
    candidates: Sequence[n.Expr],
    others: Sequence[Abstracted] = (),
) -> IRProgram:
    """From an arbitrary state satisfying every candidate, one iteration; each candidate is
    asserted at the second arrival."""
    body = ir.functions["main"].body
    loc = body[shape.enter].loc
    head = body[shape.head].loc
    checks = _checks(head, candidates, _compare("!=", _SEG, _int(2)))
    instead = {
        shape.enter: _entry(shape, body),
        shape.head: [*_arrival(shape, body, 2), *checks, body[shape.head]],
    }
    after = {shape.enter: [*_havoc(shape, loc), *(n.Assume(loc, c) for c in candidates)]}
    return _with_main(ir, _counted(_built(body, instead, after, others), loc), None)


def base_program(ir: IRProgram, shape: LoopShape, others: Sequence[Abstracted]) -> IRProgram:
    """The program with ``others`` abstracted and ``shape``'s loop run plain (no summary: the
    base case's runs when other loops than the proof's would cut them)."""
    body = ir.functions["main"].body
    return _with_main(ir, _built(body, {shape.enter: _entry(shape, body)}, {}, others), None)
