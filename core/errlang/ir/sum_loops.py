"""Sums and counts over arrays (issue 23): ``for (i = 0; i < N; i++) s += a[i];``, ``if (a[i] >
0) c++;`` — a pass over a finished goto-program, for ``check``'s automatic depth.

A sum over the contents of an array has no closed form in general: after ``a[i] =
nondet()`` the sum of 100,000 inputs is a chain of 100,000 additions, whatever the encoding.
It has one when the summand is an affine function of the iteration, ``d(j) = c0 + c1·(j −
first)`` (``c0``, ``c1`` any values the loop does not change): the accumulator is then ``s0 +
T·c0 + c1·T(T−1)/2`` modulo 2^w after the ``T`` iterations. That is the common case of
SV-COMP's array tasks, which sum or count what an earlier loop (summarised by
:mod:`errlang.ir.array_loops`) just wrote: ``a[i] = 1``, ``a[i] = i``, ``a[i] = x``, ``b[i] =
a[i]``; a count ``if (a[i] > 0) c++`` is the sum of ``a[i] > 0 ? 1 : 0``. Whether the summand
is affine is a question about the contents at the loop's entry, which only the encoder knows
(``errlang.encoder.sum_loops`` asks the solver whether ``d(j) = d(first) + (d(first + 1) −
d(first))·(j − first)`` for every ``j`` in range, for all values of everything else); when it
cannot show it, the loop unwinds as it would without this pass. So the loop's
:class:`~errlang.ir.nodes.LoopEnter` becomes a :class:`SumLoop` (a LoopEnter that also carries
the summands) and the loop itself stays, as for :mod:`errlang.ir.scalar_loops`: after the
summary the index is ``end`` and the loop's test exits at once.

The shape (exact when the summand is affine, because): a counted loop
(:class:`~errlang.ir.counted_loops.CountedLoop`: constant bounds, ``i++``, entered only at its
head) whose body is straight-line code and ``if``/``else`` over it (no ``break``) made of
temporaries and of assignments ``s = s + d`` (``d + s``, ``s - d``; ``s++``; through casts that
keep ``s`` modulo its width) to registers, each written once per iteration and read nowhere
else in the body, with ``d`` and the guards pure (:mod:`errlang.ir.loop_bodies`: constants, the
index, registers the loop does not write, elements ``a[±i + k]`` inside named arrays, no
operator that can be undefined; no call, no input, no store, no assertion). Iteration ``j``
then adds ``guard(j) ? d(j) : 0`` to ``s``, and nothing it reads is written by the loop, so
``s`` ends as ``s0`` plus the sum of those values modulo 2^w. Where C's ``s + d`` is signed
(``int s``), a partial sum outside the type is undefined (a finding, docs/semantics.md "Signed
overflow"): the encoder then asks that none is, and the loop unwinds where one may be (the
unwinding reports it); ``s - d`` and a sum computed in a wider type than ``s`` are not
summarised when signed.
"""

from __future__ import annotations

from dataclasses import dataclass

from errlang.ir import nodes as n
from errlang.ir import types as t
from errlang.ir.loop_bodies import LoopBody
from errlang.ir.reductions import registers

MIN_TRIPS = 64  # as errlang.ir.array_loops: shorter loops unwind cheaply and keep their steps


@dataclass(frozen=True)
class Summand:
    """Register ``target`` gains ``value`` (of ``target``'s type; 0 where the iteration's
    guard is false) in every iteration."""

    target: n.RegLV
    value: n.Expr
    # C's ``target + d`` is signed (marked by the lowering, ir/operators.may_overflow): the
    # summary holds only where no partial sum leaves the type (encoder/sum_loops.py asks)
    overflow: bool = False


@dataclass(frozen=True)
class SumLoop(n.LoopEnter):
    """The entry of loop ``loop`` (as a LoopEnter) with its sums: ``for (index = first; index
    < end; index++)`` adding each summand's value of the iteration to its register."""

    index: n.RegLV
    first: int
    end: int
    sums: tuple[Summand, ...]


def summarise_sum_loops(function: n.Function, globals_: dict[str, n.Variable]) -> int:
    """Turn the LoopEnter of every loop of ``function`` in the shape above into a SumLoop;
    the number turned."""
    by_name = {variable.name: variable for variable in globals_.values()}
    turned = 0
    for position, instr in enumerate(function.body):
        if type(instr) is n.LoopEnter:
            found = _Matcher(function, by_name, position).match()
            if found is not None:
                function.body[position] = found
                turned += 1
    return turned


class _Matcher(LoopBody):
    """One loop at ``position`` (its LoopEnter), matched against the sum shape."""

    def __init__(self, function: n.Function, globals_: dict[str, n.Variable], position: int):
        super().__init__(function, globals_, position)
        self.sums: list[Summand] = []

    def match(self) -> SumLoop | None:
        found = self._counted()
        if found is None or self.search is not None:
            return None
        start, stop, _ = found
        enter = self.function.body[self.position]
        assert self.index is not None and isinstance(enter, n.LoopEnter)
        if self.end - self.first < MIN_TRIPS:
            return None  # short loops unwind cheaply and keep their steps
        # the shared walk (LoopBody.walk): only temporaries and summands (register); no input,
        # store or assertion
        walked = self.walk(start, stop)
        if walked is None or walked.assertion is not None or self.inputs or not self.sums:
            return None
        sums = self.sums
        written = {s.target.name for s in sums} | {self.index.name}
        read = set().union(*(registers(s.value) for s in sums))
        if read & (written - {self.index.name}) or self.index.name in {s.target.name for s in sums}:
            return None  # a summand reads an accumulator: not a sum of the iterations' values
        return SumLoop(enter.loc, enter.loop, self.index, self.first, self.end, tuple(sums))

    def register(self, instr: n.Assign, guard: n.Expr | None) -> bool:
        """``if (guard) s = s + d;``: a summand of ``s``, each register summed once."""
        assert isinstance(instr.target, n.RegLV)
        if instr.bitfield is not None:
            return False
        summand = self._summand(instr.target, instr.value, guard)
        if summand is None or any(s.target.name == instr.target.name for s in self.sums):
            return False
        self.sums.append(summand)
        return True

    def _summand(self, target: n.RegLV, value: n.Expr, guard: n.Expr | None) -> Summand | None:
        """What ``if (guard) target = value;`` adds to ``target``, if it is ``target + d``
        modulo ``target``'s width (``d + target``, ``target - d``)."""
        ctype = target.type
        if not isinstance(ctype, t.IntType) or ctype.is_bool:
            return None
        core = _unwrapped(self._substituted(value), ctype.bits)
        if not (isinstance(core, n.Binary) and core.op in ("+", "-")):
            return None
        if not isinstance(core.type, t.IntType) or core.type.bits < ctype.bits:
            return None
        left, right = self._pure(core.left), self._pure(core.right)
        if left is not None and _is_register(left, target):
            added = core.right
        elif core.op == "+" and right is not None and _is_register(right, target):
            added = core.left
        else:
            return None
        pure = self._pure(added)
        if pure is None:
            return None
        if core.overflow and (core.op == "-" or core.type != ctype):
            return None  # a signed overflow the summary's partial sums would not show
        if target.name in registers(pure):
            return None
        term: n.Expr = n.Cast(ctype, pure)
        if core.op == "-":
            term = n.Binary(ctype, "-", n.Const(ctype, 0), term)
        if guard is not None:
            if target.name in registers(guard):
                return None
            term = n.Cond(ctype, guard, term, n.Const(ctype, 0))
        return Summand(target, term, core.overflow)


def _unwrapped(expr: n.Expr, bits: int) -> n.Expr:
    """``expr`` without outer integer casts at least ``bits`` wide (they keep the value modulo
    2^bits, all the assignment keeps)."""
    while (
        isinstance(expr, n.Cast)
        and isinstance(expr.type, t.IntType)
        and isinstance(expr.operand.type, t.IntType)
        and expr.type.bits >= bits
    ):
        expr = expr.operand
    return expr


def _is_register(expr: n.Expr, target: n.RegLV) -> bool:
    """``expr`` is ``target``'s value, modulo its width (under casts at least as wide)."""
    assert isinstance(target.type, t.IntType)
    expr = _unwrapped(expr, target.type.bits)
    return (
        isinstance(expr, n.Reg) and expr.name == target.name and expr.is_global == target.is_global
    )
