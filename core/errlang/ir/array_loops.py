"""Loops over arrays summarised in one step (issue 23): a pass over a finished goto-program.

SV-COMP's array tasks fill, copy and compare arrays of 100,000 elements in loops of as many
iterations, and their bugs lie behind them: no bounded unwinding gets there. A loop

    for (i = first; i < end; i++) { a[i] = e1; b[i] = e2; …; assert(p); }

whose trip count is a constant and whose iterations each touch only element ``i`` of named
arrays is replaced by one :class:`~errlang.ir.nodes.ArrayLoop` instruction, which the encoder
(``errlang.encoder.array_loops``) turns into its exact effect: after it, ``a[j]`` is ``e1`` at
``j`` for every ``j`` in ``[first, end)`` (a z3 lambda over the array's bytes), the nondet calls
of iteration ``j`` are an uninterpreted function of ``j``, ``i`` is ``end``; the assertion
fails iff it fails at some ``j``. That is the loop's semantics, not an abstraction, because:

* the index is a register only the loop's ``i++`` writes, set to the constant ``first`` just
  before the loop, tested against the constant ``end`` (``<``, ``<=``, ``!=``), and no jump
  enters the loop other than through its head;
* the body is straight-line: stores ``array[i] = value`` to named arrays (``first ≥ 0`` and
  ``end`` within every array accessed: no access is out of bounds), nondet calls, temporaries
  and at most one assertion, last; values read only constants, the index, the iteration's
  inputs, loop-invariant registers and elements ``[i]``; no division, remainder or shift (no
  undefined behaviour is possible), no call, no other side effect. Iteration ``j`` then reads
  and writes only index ``j``, so the iterations commute with a single simultaneous update.

Only loops of at least :data:`MIN_TRIPS` iterations are summarised (shorter ones unwind cheaply
and keep their steps and branch letters), over arrays of more than 128 bytes (the encoder's
byte-array objects; smaller ones are byte tuples). Learning asks for the pass too, but hides
from it the loops in which a letter of its alphabet can occur (a branch letter of the loop's
test, ...), whose letters the summary would not emit (:mod:`errlang.ir.kept_loops`).
"""

from __future__ import annotations

from dataclasses import replace

from errlang.ir import nodes as n
from errlang.ir.loop_bodies import LoopBody, element_address
from errlang.ir.reductions import reduction, registers

MIN_TRIPS = 64


def summarise_array_loops(function: n.Function, globals_: dict[str, n.Variable]) -> int:
    """Replace every summarisable loop of ``function`` by an ArrayLoop (the rest of the loop's
    instructions by Skip, so that jump targets stay); the number replaced."""
    body = function.body
    by_name = {variable.name: variable for variable in globals_.values()}
    replaced = 0
    for position, instr in enumerate(body):
        if isinstance(instr, n.LoopEnter):
            found = ArrayLoopMatcher(function, by_name, position).match()
            if found is not None:
                summary, last = found
                body[position] = summary
                for k in range(position + 1, last + 1):
                    body[k] = n.Skip(body[k].loc)
                replaced += 1
    return replaced


class ArrayLoopMatcher(LoopBody):
    """One loop at ``position`` (its LoopEnter), matched against the summarisable shape."""

    def __init__(self, function: n.Function, globals_: dict[str, n.Variable], position: int):
        super().__init__(function, globals_, position)
        self.stores: list[n.ArrayStore] = []
        self.reductions: list[n.Reduction] = []

    def match(self) -> tuple[n.ArrayLoop, int] | None:
        found = self._counted()
        if found is None:
            return None
        start, step_start, back = found
        enter = self.function.body[self.position]
        assert isinstance(enter, n.LoopEnter) and self.index is not None
        if self.first < 0 or self.end - self.first < MIN_TRIPS:
            return None
        body = self.function.body[start:step_start]
        if self.search is not None:
            if any(not isinstance(i, n.Skip | n.Event) for i in body):
                return None
            return self._search(enter, self.search, back)
        broken = self._broken(start, step_start, back)
        if broken is not None:
            return self._search(enter, broken, back)
        return self._body(enter, start, step_start, back)

    def _broken(self, start: int, stop: int, back: int) -> n.Expr | None:
        """``c`` when the body ``[start, stop)`` is only ``if (!c) break;`` (the lowering's
        ``goto other if c; break: goto exit; goto end; other: … end:``), so that the loop is
        ``while (i < N && c) i++;``."""
        body = self.function.body
        jump = body[start] if start < stop else None
        if not (isinstance(jump, n.Goto) and jump.cond is not None):
            return None
        other = jump.target
        closing = body[other - 1] if start + 1 < other <= stop else None
        if not (isinstance(closing, n.Goto) and closing.cond is None and closing.target <= stop):
            return None
        exits = {back + 1} | ({back + 2} if isinstance(body[back + 1], n.Event) else set())
        inside = [body[k] for k in range(start + 1, other - 1)]
        breaks = [i for i in inside if isinstance(i, n.Goto)]
        if not (
            len(breaks) == 1
            and breaks[0].cond is None
            and breaks[0].target in exits
            and all(isinstance(i, n.Goto | n.Event) for i in inside)
            and all(isinstance(body[k], n.Event | n.Skip) for k in range(other, stop))
        ):
            return None
        return jump.cond

    def _search(
        self, enter: n.LoopEnter, search: n.Expr, back: int
    ) -> tuple[n.ArrayLoop, int] | None:
        """``while (i < N && c) i++;`` (errlang.ir.reductions, kind ``find``; also ``for (i =
        0; i < N; i++) if (!c) break;``): the index ends at the first iteration whose ``c`` is
        false, or at N; ``c`` is read only below N."""
        assert self.index is not None
        condition = self._pure(search)
        if condition is None:
            return None
        find = n.Reduction(self.index, "find", condition)
        summary = n.ArrayLoop(
            enter.loc, enter.loop, self.index, self.first, self.end, (), (), None, (find,)
        )
        return summary, back

    def _body(
        self, enter: n.LoopEnter, start: int, stop: int, back: int
    ) -> tuple[n.ArrayLoop, int] | None:
        """The body ``[start, stop)`` as stores, inputs, reductions and an assertion (the
        shared walk, :meth:`LoopBody.walk`, with this matcher's :meth:`store` and
        :meth:`register`)."""
        assert self.index is not None
        walked = self.walk(start, stop)
        if walked is None:
            return None
        stores, reductions, assertion = self.stores, self.reductions, walked.assertion
        if not stores and assertion is None and not reductions:
            return None
        mirrored = self._mirrored(stores, assertion, reductions)
        if mirrored is not None:
            stores = [replace(stores[0], reads_back=True)]
        elif any(len(self.accessed[name]) > 1 for name in self.written):
            return None
        if not self._reduced_alone(reductions, stores, assertion):
            return None
        summary = n.ArrayLoop(
            enter.loc,
            enter.loop,
            self.index,
            self.first,
            self.end,
            tuple(stores),
            tuple(self.inputs),
            assertion,
            tuple(reductions),
        )
        return summary, back

    def store(self, instr: n.Assign, guard: n.Expr | None) -> bool:
        """``a[f(i)] = value`` (under ``guard``: ``a[f(i)] = guard ? value : a[f(i)]``)."""
        assert isinstance(instr.target, n.MemLV)
        element = self._element(self._substituted(instr.target.address))
        value = self._pure(instr.value)
        if element is None or value is None or element.element != instr.target.type:
            return False
        if guard is not None:  # `if (c) a[i] = v;` is `a[i] = c ? v : a[i];`
            old = n.Load(element.element, element_address(element, self._index_reg()))
            value = n.Cond(element.element, guard, value, old)
        self.written.add(element.name)
        self.stores.append(
            n.ArrayStore(
                element.array,
                element.element,
                value,
                element.scale,
                element.shift,
                element.stride,
                element.member,
                loc=instr.loc,
            )
        )
        return True

    def register(self, instr: n.Assign, guard: n.Expr | None) -> bool:
        """A register the loop reduces (:meth:`_reduction`)."""
        found = self._reduction(instr, guard, len(self.stores), self.reductions)
        if found is None:
            return False
        self.reductions.append(found)
        return True

    def _mirrored(
        self,
        stores: list[n.ArrayStore],
        assertion: n.Assert | None,
        reductions: list[n.Reduction],
    ) -> str | None:
        """The array of an in-place reversal ``a[f(i)] = e(a[g(i)])`` (the loop's only store,
        no assertion, no reduction; ``f`` and ``g`` of opposite scales, the array read at no
        other index): iteration j then reads at g(j) what the earlier iteration c - j wrote
        there, and that one read the original (it read f(j), written later) — one level of
        reading back, which the encoder makes exact."""
        if len(stores) != 1 or assertion is not None or reductions:
            return None
        (name,) = self.written
        forms = self.accessed[name]
        store = stores[0]
        written = (store.scale, store.shift)
        if len(forms) != 2 or written not in forms:
            return None
        ((scale, _),) = forms - {written}
        return name if scale == -store.scale else None

    def _reduction(
        self,
        instr: n.Assign,
        guard: n.Expr | None,
        stores_before: int,
        reductions: list[n.Reduction],
    ) -> n.Reduction | None:
        """``if (guard) register = value;`` as a reduction (errlang.ir.reductions), if it is
        one and the register is not reduced twice."""
        assert isinstance(instr.target, n.RegLV) and self.index is not None
        if instr.bitfield is not None or any(r.target == instr.target for r in reductions):
            return None
        value = self._pure(instr.value)
        if value is None:
            return None
        return reduction(instr.target, value, guard, stores_before, self.index.name)

    @staticmethod
    def _reduced_alone(
        reductions: list[n.Reduction],
        stores: list[n.ArrayStore],
        assertion: n.Assert | None,
    ) -> bool:
        """No reduced register is read in the body but by its own comparison (a minimum's
        ``if (a[i] < m)``): every iteration then sees it unchanged by the others."""
        reduced = {r.target.name for r in reductions}
        if not reduced:
            return True
        # (a guard matters where it is folded in: a guarded store's value, the assertion)
        read = [*(s.value for s in stores), *(r.value for r in reductions)]
        read += [r.guard for r in reductions if r.guard is not None and r.kind == "flag"]
        if assertion is not None:
            read.append(assertion.cond)
        own = {r.guard for r in reductions if r.kind in ("min", "max")}
        return not any(registers(e) & reduced for e in read if e not in own)
