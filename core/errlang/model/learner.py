"""Passive learners (the paper's Section II-B: given traces T, return an automaton accepting at
least T) and the learned model.

Default: :class:`SuccessorLearner`. From positive traces alone the smallest consistent
automaton is the one-state automaton accepting every word over the letters seen, which is
useless as a model and makes every condition of Eq. (2) a claim about all valuations. The bias
used instead is the one the completeness conditions check: the model's state after a step is
determined by the valuation just observed (1-tails; Biermann–Feldman with k = 1). Valuations
with the same set of observed successors are merged (this is DFA minimisation for that
automaton, so the result is the smallest DFA of its language), and the transitions between two
merged states carry the exact predicate of their valuations (:mod:`errlang.model.predicates`).
Each condition's incoming predicate is then exactly the set of valuations of its state, so a
condition holds iff every step from those valuations stays in the state's successors — which
is what makes the loop converge to the machine's states when the observables determine them.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from typing import Protocol

from errlang.model.traces import Trace, Valuation


@dataclass(frozen=True)
class ModelTransition:
    source: int
    target: int
    valuations: tuple[Valuation, ...]  # the letters of this edge (sorted)


@dataclass(frozen=True)
class Model:
    """An automaton over valuations, all states accepting (the paper's NFA M; ours is
    deterministic): the trace ``v1 … vn`` is admitted iff it has a path from ``initial``.
    ``states[q]``: the valuations whose last observation leads to ``q`` (its incoming
    letters; empty for an initial state nothing enters)."""

    initial: int
    states: tuple[tuple[Valuation, ...], ...]
    transitions: tuple[ModelTransition, ...]

    def successors(self, state: int) -> dict[Valuation, int]:
        return {
            v: tr.target for tr in self.transitions if tr.source == state for v in tr.valuations
        }

    def outgoing(self, state: int) -> frozenset[Valuation]:
        return frozenset(self.successors(state))

    def incoming(self, state: int) -> frozenset[Valuation]:
        return frozenset(v for tr in self.transitions if tr.target == state for v in tr.valuations)

    def accepts(self, trace: Iterable[Valuation]) -> bool:
        """The paper's acceptance: a run from the initial state over every valuation."""
        table = {q: self.successors(q) for q in range(len(self.states))}
        state = self.initial
        for valuation in trace:
            following = table[state].get(valuation)
            if following is None:
                return False
            state = following
        return True

    def first_rejection(self, trace: Sequence[Valuation]) -> int | None:
        """The index of the first valuation the model cannot read, or None."""
        table = {q: self.successors(q) for q in range(len(self.states))}
        state = self.initial
        for index, valuation in enumerate(trace):
            following = table[state].get(valuation)
            if following is None:
                return index
            state = following
        return None


class PassiveLearner(Protocol):
    """Any algorithm returning an automaton that accepts (at least) the given traces."""

    def learn(self, traces: Iterable[Trace]) -> Model: ...


class SuccessorLearner:
    """1-tails with minimisation (see the module docstring). With at most ``merge_above``
    distinct valuations every valuation keeps its own state (a mode variable then gives the
    machine's states one for one, as a reader expects, even where two modes have the same
    successors); only the start state joins the state of a valuation with its successors."""

    def __init__(self, merge_above: int = 12) -> None:
        self.merge_above = merge_above

    def learn(self, traces: Iterable[Trace]) -> Model:
        successors: dict[Valuation | None, set[Valuation]] = defaultdict(set)
        for trace in traces:
            previous: Valuation | None = None
            for valuation in trace:
                successors[previous].add(valuation)
                previous = valuation
                successors.setdefault(valuation, set())
        # states = classes of "last valuation" with equal successors (all of them when there
        # are many valuations, else only the start, "nothing read yet", joins a valuation's)
        valuations = sorted(v for v in successors if v is not None)
        merge = len(valuations) > self.merge_above
        start = frozenset(successors[None])
        same_as_start = [v for v in valuations if frozenset(successors[v]) == start]
        classes: dict[object, int] = {}
        block: dict[Valuation | None, int] = {}
        first: Valuation | None = same_as_start[0] if same_as_start else None
        for key in [first, *(v for v in valuations if v != first)]:
            signature = frozenset(successors[key])
            identity = signature if merge or key == first else (signature, key)
            block[key] = classes.setdefault(identity, len(classes))
        block[None] = block[first]
        order: list[Valuation | None] = [None, *valuations]
        members: list[list[Valuation]] = [[] for _ in classes]
        for key, q in block.items():
            if key is not None:
                members[q].append(key)
        edges: dict[tuple[int, int], list[Valuation]] = defaultdict(list)
        seen: set[tuple[int, Valuation]] = set()
        for key in order:
            q = block[key]
            for valuation in successors[key]:
                if (q, valuation) not in seen:
                    seen.add((q, valuation))
                    edges[(q, block[valuation])].append(valuation)
        transitions = tuple(
            ModelTransition(source, target, tuple(sorted(vals)))
            for (source, target), vals in sorted(edges.items())
        )
        return Model(block[None], tuple(tuple(sorted(m)) for m in members), transitions)
