"""Symbolic states of the bounded symbolic execution and their merge at join points."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace

import z3

from errlang.encoder.memory import Memory, merge_memories
from errlang.encoder.path_facts import NO_FACTS, Facts, common
from errlang.encoder.values import disj, is_false, ite


@dataclass
class State:
    """Everything a path (or a merged set of paths, under ``guard``) knows at one point."""

    guard: z3.BoolRef
    regs: dict[str, z3.BitVecRef]
    globals: dict[str, z3.BitVecRef]
    memory: Memory
    position: z3.BitVecRef  # number of events so far
    loops: dict[int, int] = field(default_factory=dict)
    gotos: dict[int, int] = field(default_factory=dict)
    last_events: frozenset[int] = frozenset({-1})
    nest_time: int = 0  # back edges of the loop nest it is in (encoder/loop_nests.py)
    facts: Facts = field(
        default_factory=lambda: NO_FACTS
    )  # what the branches taken say of its runs (encoder/path_facts.py)

    @property
    def dead(self) -> bool:
        return is_false(self.guard)

    def with_guard(self, guard: z3.BoolRef) -> State:
        return replace(self, guard=guard)

    def copy(self) -> State:
        return replace(
            self,
            regs=dict(self.regs),
            globals=dict(self.globals),
            loops=dict(self.loops),
            gotos=dict(self.gotos),
            memory=self.memory.copy(),
        )


def _merge_values(states: list[State], values: list[z3.ExprRef | None]) -> z3.ExprRef | None:
    present = [(s.guard, v) for s, v in zip(states, values, strict=True) if v is not None]
    if not present:
        return None
    result = present[-1][1]
    if all(value is result for _, value in present):
        return result  # no branch rewrote it since the fork (what the chain of ``ite`` gives)
    for guard, value in reversed(present[:-1]):
        result = ite(guard, value, result)
    return result


def _merge_dict(states: list[State], attribute: str) -> dict[str, z3.BitVecRef]:
    keys: dict[str, None] = {}
    for state in states:
        keys.update(dict.fromkeys(getattr(state, attribute)))
    merged = {}
    for key in keys:
        value = _merge_values(states, [getattr(s, attribute).get(key) for s in states])
        assert value is not None
        merged[key] = value
    return merged


def _merge_counts(
    states: list[State], attribute: str, pick: Callable[..., int] = min
) -> dict[int, int]:
    # min: a merged path never gets fewer iterations than it may take (never unsound)
    keys: set[int] = set()
    for state in states:
        keys |= getattr(state, attribute).keys()
    return {k: pick(getattr(s, attribute).get(k, 0) for s in states) for k in keys}


Define = Callable[[z3.BoolRef], z3.BoolRef]


def merge(states: list[State], define: Define | None = None) -> State | None:
    """The state that is ``states[i]`` on the paths of its guard (guards are disjoint).

    ``define(g)`` returns a Boolean constant equal to ``g`` (the caller asserts the
    definition): merged values then test small named guards rather than whole path formulas,
    so terms stay small and z3's rewriter stays cheap (as CBMC names its guards)."""
    live = [s for s in states if not s.dead]
    if not live:
        return None
    if len(live) == 1:
        return live[0]
    if define is not None:
        live = [s.with_guard(define(s.guard)) for s in live]
    guard = disj(*(s.guard for s in live))
    return State(
        guard=guard,
        regs=_merge_dict(live, "regs"),
        globals=_merge_dict(live, "globals"),
        memory=merge_memories([s.guard for s in live], [s.memory for s in live]),
        position=_merge_values(live, [s.position for s in live]),
        loops=_merge_counts(live, "loops"),
        # max: a backward goto's lap count never falls by a merge with an earlier lap's state
        # (with min, a retry goto out of a loop looped forever: each lap met the last's state);
        # a path merged with a later lap's is cut a lap early at worst, and the cut is said
        gotos=_merge_counts(live, "gotos", max),
        last_events=frozenset().union(*(s.last_events for s in live)),
        nest_time=min(s.nest_time for s in live),
        facts=common([s.facts for s in live]),
    )
