"""Cut runs that cannot matter (issue 20): a run that comes back to a loop head in the state it
had there before, without an event in between, is no cut that decides anything.

Why it is sound. Take any run ρ of the *unbounded* program. If ρ visits the head of one loop
twice in the same activation of its function, with no event in between and equal in every
register live at the head, every global and all of memory, then the part between the two visits
can be cut out: what follows depends only on that state, so the shorter run exists, has the
same word and the same outcome. Cut out such parts until none is left: a run ρ' with ρ's word
and no *repeated loop-head state*. If ρ' stays within the bound, its word is decided exactly;
otherwise the bounded program cuts ρ' somewhere, and the part of ρ' up to that cut is a cut run
without a repeated loop-head state. So the words that may extend beyond the bound are the words
of the cut runs *without* a repetition — the cut runs with one can be left out of the cut words,
and a word is still decided-reject only if no run at any bound produces it.

The common case is a *stutter*: an iteration that emits no event and leaves the live state as
it was (``op = 5`` in a command loop with no command 5). Such a cut run has two consecutive
visits with equal state. The check is made per run by the solver, in the bounded formula (the
encoder records every loop-head visit: ``Encoding.loop_heads``): the cut words are enumerated
under "no two visits of one loop head in one activation are equal" (:func:`repetition`).

Liveness (:func:`live_registers`) is the classical backward analysis over the IR function's
goto graph, for registers (locals whose address is never taken); globals and memory are
compared in full (conservative: a difference in a dead global only means no reduction).
"""

from __future__ import annotations

import dataclasses
from collections import defaultdict
from typing import Any

import z3

from errlang.encoder.encoding import Encoding, LoopHead
from errlang.encoder.values import and_
from errlang.ir import nodes as n

MAX_PAIRS = 4096  # pairs of loop-head visits compared; past it, no reduction (still sound)
MAX_TERMS = 200_000  # equalities in the repetition formula, about; past it, no reduction

_LIVE: dict[tuple[int, int], frozenset[str] | None] = {}


def _reads(value: Any, found: set[str]) -> None:
    """Every local register an expression (or any IR value) reads."""
    if isinstance(value, n.Reg):
        if not value.is_global:
            found.add(value.name)
        return
    if isinstance(value, n.RegLV):
        return
    if isinstance(value, tuple | list):
        for item in value:
            _reads(item, found)
        return
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        for f in dataclasses.fields(value):
            if f.name in ("loc", "type"):
                continue
            _reads(getattr(value, f.name), found)


def _uses_and_defs(instr: n.Instr) -> tuple[set[str], set[str]]:
    reads: set[str] = set()
    writes: set[str] = set()
    if isinstance(instr, n.Declare):
        if not instr.in_memory:
            writes.add(instr.name)
        return reads, writes
    _reads(instr, reads)
    target = getattr(instr, "target", None) if isinstance(instr, n.Assign) else None
    if target is None:
        target = getattr(instr, "result", None)
    if isinstance(target, n.RegLV) and not target.is_global:
        if isinstance(instr, n.Assign) and instr.bitfield is not None:
            reads.add(target.name)  # a bit-field store keeps the other bits
        else:
            writes.add(target.name)
    return reads, writes


def _successors(body: list[n.Instr], pc: int) -> list[int]:
    instr = body[pc]
    if isinstance(instr, n.Return | n.Stop):
        return []
    if isinstance(instr, n.Goto):
        targets = [instr.target]
        if instr.cond is not None:
            targets.append(pc + 1)
        return [t for t in targets if t < len(body)]
    return [pc + 1] if pc + 1 < len(body) else []


def live_registers(function: n.Function, loop: int) -> frozenset[str] | None:
    """The local registers live at the head (``LoopIter``) of ``loop`` in ``function``; None
    when the head is not found (then nothing is reduced)."""
    key = (id(function), loop)
    if key in _LIVE:
        return _LIVE[key]
    body = function.body
    heads = [pc for pc, i in enumerate(body) if isinstance(i, n.LoopIter) and i.loop == loop]
    result: frozenset[str] | None = None
    if len(heads) == 1:
        uses_defs = [_uses_and_defs(i) for i in body]
        live: list[set[str]] = [set() for _ in body]
        changed = True
        while changed:
            changed = False
            for pc in range(len(body) - 1, -1, -1):
                out: set[str] = set()
                for succ in _successors(body, pc):
                    out |= live[succ]
                reads, writes = uses_defs[pc]
                new = reads | (out - writes)
                if new != live[pc]:
                    live[pc] = new
                    changed = True
        result = frozenset(live[heads[0]])
    if len(_LIVE) > 4096:
        _LIVE.clear()
    _LIVE[key] = result
    return result


def _bits_equal(a: Any, b: Any) -> z3.BoolRef:
    if a is b:
        return z3.BoolVal(True)
    if isinstance(a, tuple) or isinstance(b, tuple):
        if not (isinstance(a, tuple) and isinstance(b, tuple)) or len(a) != len(b):
            return z3.BoolVal(False)
        return and_(*(_bits_equal(x, y) for x, y in zip(a, b, strict=True)), z3.BoolVal(True))
    if a.sort() != b.sort():
        return z3.BoolVal(False)
    return a == b


def same_state(first: LoopHead, second: LoopHead) -> z3.BoolRef | None:
    """The two visits have equal live state and no event between them (None: cannot be)."""
    live = live_registers(first.function, first.loop)  # type: ignore[arg-type]
    if live is None:
        return None
    a: Any = first.state
    b: Any = second.state
    parts = [a.position == b.position]
    for name in live:
        if name in a.regs and name in b.regs:
            parts.append(_bits_equal(a.regs[name], b.regs[name]))
        elif name in a.regs or name in b.regs:
            return None
    for name in set(a.globals) | set(b.globals):
        if name not in a.globals or name not in b.globals:
            return None
        parts.append(_bits_equal(a.globals[name], b.globals[name]))
    ma, mb = a.memory, b.memory
    false = z3.BoolVal(False)
    for obj in set(ma.alive) | set(mb.alive):
        alive_a, alive_b = ma.alive.get(obj, false), mb.alive.get(obj, false)
        parts.append(alive_a == alive_b)
        if obj in ma.arrays and obj in mb.arrays:
            same = and_(
                _bits_equal(ma.arrays[obj], mb.arrays[obj]),
                _bits_equal(ma.sizes[obj], mb.sizes[obj]),
            )
            parts.append(z3.Implies(alive_a, same))
        else:
            parts.append(z3.Not(z3.Or(alive_a, alive_b)))
    return and_(*parts)  # z3.And(*parts), built in one call (z3.And's coercions cost more)


def _state_size(state: Any) -> int:
    """About how many equalities one comparison of two visits takes."""
    return 1 + len(state.regs) + len(state.globals) + 2 * len(state.memory.alive)


def repetition(encoding: Encoding, max_pairs: int = MAX_PAIRS) -> z3.BoolRef | None:
    """The run visits some loop head twice in one activation with the same live state and no
    event in between (module text); None when no encoding records loop heads, or when there
    are more than ``max_pairs`` pairs (then no run is left out)."""
    groups: dict[tuple[int, int], list[LoopHead]] = defaultdict(list)
    for head in encoding.loop_heads:
        groups[(id(head.frame), head.loop)].append(head)
    pairs = sum(len(g) * (len(g) - 1) // 2 for g in groups.values())
    if pairs == 0 or pairs > max_pairs:
        return None
    size = sum(len(g) * (len(g) - 1) // 2 * _state_size(g[0].state) for g in groups.values())
    if size > MAX_TERMS:
        return None  # too large a formula: no run is left out (still sound)
    options = []
    for visits in groups.values():
        for i, first in enumerate(visits):
            for second in visits[i + 1 :]:
                same = same_state(first, second)
                if same is not None:
                    options.append(z3.And(first.guard, second.guard, same))
    return z3.Or(*options) if options else None
