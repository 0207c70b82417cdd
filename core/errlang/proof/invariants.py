"""Invariants at a loop's head (issue 33): candidates guessed from the program and from sample
states, kept only when proved (Houdini: Flanagan and Leino, FME 2001 — assume all candidates,
drop every one that is not preserved, repeat until none is dropped).

Candidates are in the shapes of the interval and octagon domains (``x >= c``, ``x <= c``,
``x <= y``, ``x - y <= c``, ``x + y == c``) and linear equalities between two variables
(``x == a*y + b``), plus the program's own assertions. The constants come from the program
text and from states at the head in bounded runs (Daikon's idea: what every sample satisfies
is worth trying). Whatever a guess is, it becomes an invariant only when the solver proves
that every first arrival satisfies it (initiation) and that one iteration from any state
satisfying all kept candidates preserves it (consecution): a wrong guess costs time, never a
wrong verdict. Arithmetic is the program's (bit-vectors of the variable's type, two's
complement), so an invariant is true of the C program exactly as the encoder reads it.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass

import z3

from errlang.encoder.pointers import OFFSET_BITS
from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.program import IRProgram
from errlang.proof.defined import defined
from errlang.proof.loops import LoopShape
from errlang.proof.programs import (
    CANDIDATE_SITE,
    Abstracted,
    consecution_program,
    entry_program,
)
from errlang.proof.solving import Questions, Share

MAX_VARIABLES = 6  # variables related pairwise
MAX_CONSTANTS = 6  # program constants tried as interval ends, per variable
MAX_CANDIDATES = 240
MAX_ROUNDS = 12  # Houdini rounds


@dataclass(frozen=True)
class Candidate:
    """A guessed invariant: the IR condition and how C would write it."""

    cond: n.Expr
    text: str


@dataclass(frozen=True)
class _Var:
    name: str
    display: str
    type: t.IntType
    offset: n.Expr | None = None  # a walking pointer's offset in its object
    pointer: str | None = None  # then the pointer register whose value the samples read

    @property
    def reg(self) -> n.Expr:
        return self.offset if self.offset is not None else n.Reg(self.type, self.name)


def variables(ir: IRProgram, shape: LoopShape) -> list[_Var]:
    """main's named integer registers, those the loop writes first."""
    main = ir.functions["main"]
    written = {r.name for r in shape.written}
    written |= {f"{w.register.name}!{part}" for w in shape.walks for part in ("offset", "int")}
    inside = {
        i.name for i in main.body[shape.head : shape.back + 1] if isinstance(i, n.Declare)
    }  # a variable of one iteration means nothing at the head
    found = [
        _Var(v.name, v.display, v.type)
        for v in main.variables.values()
        if isinstance(v.type, t.IntType)
        and not v.in_memory
        and not v.name.startswith("$")
        and v.name not in inside
    ]
    walks = []
    for w in shape.walks:  # the whole offset (bounds), and as an int (relations with counters)
        pointer = w.register.name
        walks.append(_Var(f"{pointer}!offset", w.display, t.LONG, w.offset(t.LONG), pointer))
        int_offset = w.offset(t.INT)
        walks.append(_Var(f"{pointer}!int", f"(int){w.display}", t.INT, int_offset, pointer))
    found.sort(key=lambda v: v.name not in written)
    return [*walks, *found][:MAX_VARIABLES]


def _subexpressions(value: object) -> Iterator[object]:
    yield value
    if isinstance(value, t.CType):  # types may refer to themselves (a list node's struct)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            yield from _subexpressions(getattr(value, f.name))
    elif isinstance(value, tuple | list):
        for item in value:
            yield from _subexpressions(item)


def program_constants(ir: IRProgram) -> list[int]:
    """Integer constants of main, nearest to zero first."""
    found = {0, 1}
    for instr in ir.functions["main"].body:
        for e in _subexpressions(instr):
            if isinstance(e, n.Const) and isinstance(e.type, t.IntType) and not e.type.is_bool:
                found.add(e.value)
    return sorted(found, key=lambda c: (abs(c), c))


def _in_range(value: int, ctype: t.IntType) -> bool:
    bits = 8 * ctype.size
    if ctype.signed:
        return -(1 << (bits - 1)) <= value < 1 << (bits - 1)
    return 0 <= value < 1 << bits


def _const(value: int, ctype: t.IntType) -> n.Const:
    return n.Const(ctype, value)


def _cmp(op: str, left: n.Expr, right: n.Expr) -> n.Expr:
    return n.Binary(t.INT, op, left, right)


def _bounds(v: _Var, constants: Sequence[int]) -> Iterator[Candidate]:
    for c in constants:
        if _in_range(c, v.type):
            if c != 0 or v.type.signed:  # an unsigned value is >= 0 anyway
                yield Candidate(_cmp(">=", v.reg, _const(c, v.type)), f"{v.display} >= {c}")
            yield Candidate(_cmp("<=", v.reg, _const(c, v.type)), f"{v.display} <= {c}")


def _pair(x: _Var, y: _Var, samples: Sequence[dict[str, int]]) -> Iterator[Candidate]:
    for op in ("<=", "<", "==", ">=", ">"):
        yield Candidate(_cmp(op, x.reg, y.reg), f"{x.display} {op} {y.display}")
    seen = [s for s in samples if x.name in s and y.name in s]
    if not seen:
        return
    minus = n.Binary(x.type, "-", x.reg, y.reg)
    plus = n.Binary(x.type, "+", x.reg, y.reg)
    differences = [s[x.name] - s[y.name] for s in seen]
    sums = [s[x.name] + s[y.name] for s in seen]
    for low, high, expr, shown in (
        (min(differences), max(differences), minus, f"{x.display} - {y.display}"),
        (min(sums), max(sums), plus, f"{x.display} + {y.display}"),
    ):
        if not (_in_range(low, x.type) and _in_range(high, x.type)):
            continue
        if low == high:
            yield Candidate(_cmp("==", expr, _const(low, x.type)), f"{shown} == {low}")
            continue  # the bounds follow from the equality
        yield Candidate(_cmp("<=", expr, _const(high, x.type)), f"{shown} <= {high}")
        if low > 0 or x.type.signed:
            yield Candidate(_cmp(">=", expr, _const(low, x.type)), f"{shown} >= {low}")
    yield from _linear(x, y, seen)
    yield from _linear(y, x, seen)


def _linear(x: _Var, y: _Var, seen: Sequence[dict[str, int]]) -> Iterator[Candidate]:
    """``x == a*y + b`` when every sample agrees (two distinct values of y at least)."""
    points = sorted({(s[y.name], s[x.name]) for s in seen})
    if len({p[0] for p in points}) < 2:
        return
    (y0, x0), (y1, x1) = points[0], points[-1]
    if (x1 - x0) % (y1 - y0):
        return
    a = (x1 - x0) // (y1 - y0)
    b = x0 - a * y0
    if a in (0, 1, -1) or not all(px == a * py + b for py, px in points):
        return  # 0: a bound; ±1: a sum or difference, already tried
    if not (_in_range(a, x.type) and _in_range(b, x.type)):
        return
    times = n.Binary(x.type, "*", _const(a, x.type), y.reg)
    expr = n.Binary(x.type, "+", times, _const(b, x.type))
    shown = f"{a}*{y.display}" + (f" + {b}" if b > 0 else f" - {-b}" if b < 0 else "")
    yield Candidate(_cmp("==", x.reg, expr), f"{x.display} == {shown}")


def _sums(
    vars_: Sequence[_Var], written: set[str], samples: Sequence[dict[str, int]]
) -> Iterator[Candidate]:
    """``a + b == c`` over three variables of one type (a count split in two: ``y + z ==
    i``), when at least two samples agree and differ."""
    for a, b, c in itertools.permutations(vars_, 3):
        if a.name > b.name or not (a.type == b.type == c.type):
            continue
        if not {a.name, b.name, c.name} & written:
            continue
        seen = [s for s in samples if a.name in s and b.name in s and c.name in s]
        if len({s[c.name] for s in seen}) < 2:
            continue
        if all(_wrapped(s[a.name] + s[b.name], a.type) == s[c.name] for s in seen):
            total = n.Binary(a.type, "+", a.reg, b.reg)
            text = f"{a.display} + {b.display} == {c.display}"
            yield Candidate(_cmp("==", total, c.reg), text)


def _assertions(ir: IRProgram, names: set[str]) -> Iterator[Candidate]:
    """main's own assertions whose condition reads only named variables."""
    texts = {site.index: site.text for site in ir.source.assertions}
    for instr in ir.functions["main"].body:
        if isinstance(instr, n.Assert) and instr.site in texts:
            regs = {e.name for e in _subexpressions(instr.cond) if isinstance(e, n.Reg)}
            if regs <= names:
                yield Candidate(instr.cond, texts[instr.site])


_COMPARE = {
    "<": lambda a, b: a < b,
    "<=": lambda a, b: a <= b,
    ">": lambda a, b: a > b,
    ">=": lambda a, b: a >= b,
    "==": lambda a, b: a == b,
    "!=": lambda a, b: a != b,
}
_ARITHMETIC = {"+": lambda a, b: a + b, "-": lambda a, b: a - b, "*": lambda a, b: a * b}


def _wrapped(value: int, ctype: t.CType) -> int | None:
    """``value`` as C's integer type ``ctype`` holds it (None: not an integer type)."""
    if not isinstance(ctype, t.IntType):
        return None
    bits = 8 * ctype.size
    value &= (1 << bits) - 1
    return value - (1 << bits) if ctype.signed and value >> (bits - 1) else value


def value_in(expr: n.Expr, sample: dict[str, int]) -> int | None:
    """``expr``'s value in a sample state (None: it reads something the sample lacks, or an
    operator not evaluated here). Only used to discard guesses a sample refutes."""
    if isinstance(expr, n.Const):
        return _wrapped(expr.value, expr.type)
    if isinstance(expr, n.Reg):
        return sample.get(expr.name)
    if isinstance(expr, n.Cast):
        inner = value_in(expr.operand, sample)
        return None if inner is None else _wrapped(inner, expr.type)
    if isinstance(expr, n.Unary) and expr.op in ("!", "-"):
        inner = value_in(expr.operand, sample)
        if inner is None:
            return None
        return int(not inner) if expr.op == "!" else _wrapped(-inner, expr.type)
    if not isinstance(expr, n.Binary):
        return None
    left, right = value_in(expr.left, sample), value_in(expr.right, sample)
    if left is None or right is None:
        return None
    if expr.op in _COMPARE:
        return int(_COMPARE[expr.op](left, right))
    if expr.op in ("&&", "||"):
        return int(bool(left) and bool(right) if expr.op == "&&" else bool(left) or bool(right))
    if expr.op in _ARITHMETIC:
        return _wrapped(_ARITHMETIC[expr.op](left, right), expr.type)
    if expr.op == "%" and right:
        return _wrapped(abs(left) % abs(right) * (-1 if left < 0 else 1), expr.type)
    return None


def _refuted(candidate: Candidate, samples: Sequence[dict[str, int]]) -> bool:
    return any(value_in(candidate.cond, s) == 0 for s in samples)


def candidates(
    ir: IRProgram, shape: LoopShape, samples: Sequence[dict[str, int]]
) -> list[Candidate]:
    """The guesses (module docstring), each once, at most MAX_CANDIDATES."""
    found: dict[str, Candidate] = {}
    vars_ = variables(ir, shape)
    written = {r.name for r in shape.written}
    written |= {f"{w.register.name}!{part}" for w in shape.walks for part in ("offset", "int")}
    named = {
        v.name
        for v in ir.functions["main"].variables.values()
        if not v.in_memory and not v.name.startswith("$")
    }
    for c in _assertions(ir, named):
        found.setdefault(c.text, c)
    constants = program_constants(ir)[:MAX_CONSTANTS]
    for v in vars_:
        if v.name in written:
            observed = [s[v.name] for s in samples if v.name in s]
            extra = [min(observed), max(observed)] if observed else []
            for c in _bounds(v, [*constants, *extra]):
                found.setdefault(c.text, c)
    for c in _sums(vars_, written, samples):
        found.setdefault(c.text, c)
    for x, y in itertools.permutations(vars_, 2):
        if x.type == y.type and (x.name in written or y.name in written) and x.name < y.name:
            for c in _pair(x, y, samples):
                found.setdefault(c.text, c)
    kept = [c for c in found.values() if not _refuted(c, samples)]
    return kept[:MAX_CANDIDATES]


def samples(
    questions: Questions, shape: LoopShape, vars_: Sequence[_Var], count: int = 8
) -> list[dict[str, int]]:
    """Values of ``vars_`` at the loop's head in some bounded runs (as C reads them)."""
    found: list[dict[str, int]] = []
    heads = [h for h in questions.encoding.loop_heads if h.loop == shape.loop]
    for head in heads[:count]:
        model = questions.model(head.guard)
        regs = getattr(head.state, "regs", {})
        if model is None:
            continue
        sample: dict[str, int] = {}
        for v in vars_:
            value = regs.get(v.pointer or v.name)
            if isinstance(value, z3.BitVecRef):
                number = model.eval(value, model_completion=True)
                assert isinstance(number, z3.BitVecNumRef)
                if v.offset is not None:  # a pointer: its object's base, then the offset
                    offset = _wrapped(number.as_long() % (1 << OFFSET_BITS), v.type)
                    if offset is not None:
                        sample[v.name] = offset
                    continue
                sample[v.name] = number.as_signed_long() if v.type.signed else number.as_long()
        found.append(sample)
    return found


def houdini(
    ir: IRProgram,
    shape: LoopShape,
    guesses: list[Candidate],
    bound: int,
    deadline: Share,
    stop: Callable[[], bool],
    others: Sequence[Abstracted] = (),
) -> list[Candidate]:
    """The largest subset of ``guesses`` that holds at the first arrival and is preserved by
    every iteration (Houdini's fixpoint); ``bound``: a loop bound at which the code before
    the loop is explored in full."""
    guesses = [c for c in guesses if defined(c.cond)]  # no undefined behaviour to hide in
    conds = [c.cond for c in guesses]
    entry = Questions(entry_program(ir, shape, conds, others), bound, deadline, stop)
    if entry.runs_lost() is not None:
        return []
    sites = range(CANDIDATE_SITE, CANDIDATE_SITE + len(guesses))
    wrong = entry.failing(sites)
    kept = [c for i, c in enumerate(guesses) if CANDIDATE_SITE + i not in wrong]
    for _ in range(MAX_ROUNDS):
        if not kept:
            return []
        program = consecution_program(ir, shape, [c.cond for c in kept], others)
        step = Questions(program, max(bound, 2), deadline, stop)
        if step.runs_lost() is not None:
            return []
        wrong = _not_preserved(step, len(kept))
        if not wrong:
            return kept
        kept = [c for i, c in enumerate(kept) if CANDIDATE_SITE + i not in wrong]
    return []


def _not_preserved(step: Questions, count: int) -> set[int]:
    """The candidate sites some run fails: one question finds one (a run checks the
    candidate it picks), asked again without it until none is left (most candidates that
    reach this point hold, so this asks fewer questions than one per candidate)."""
    guards: dict[int, list[z3.BoolRef]] = {}
    for termination in step.encoding.terminations:
        if CANDIDATE_SITE <= termination.site < CANDIDATE_SITE + count:
            guards.setdefault(termination.site, []).append(termination.guard)
    wrong: set[int] = set()
    while True:
        left = [z3.Or(*g) for site, g in guards.items() if site not in wrong]
        model = step.model(z3.Or(*left)) if left else None
        if model is None:
            if left and step.possible(z3.Or(*left)):  # z3 could not tell: keep none
                return set(guards)
            return wrong
        found = {
            site
            for site, g in guards.items()
            if site not in wrong and z3.is_true(model.eval(z3.Or(*g), model_completion=True))
        }
        if not found:
            return set(guards)
        wrong |= found
