"""The former separating search on z3 (issue 13), kept as the reference the SAT search of
:mod:`errlang.automata.separating` is measured and tested against (``benchmarks/picture_bench.py
--compare``, ``tests/unit/picture``); the picture no longer uses it.

Minimal separating DFAs (Neider, ATVA 2012), on z3 with counterexample-guided refinement.

The input is a *three-valued DFA* (Neider's 3DFA): a complete DFA whose states say whether a
word must be accepted, must be rejected, or is don't care. A DFA *separates* it when it
accepts every must-accept word and rejects every must-reject word. We look for one with the
fewest states (the sink, i.e. the implicit rejection of a missing transition, not counted:
it is what the user sees), and among those with the fewest transitions: the picture should
generalise only where a loop buys states, not add edges the words never asked for.

Neider's counterexample-guided scheme: a sample of labelled words is kept; z3 finds a DFA of
k states consistent with the sample (Heule–Verwer's encoding over the sample's prefix tree,
states numbered in order of first visit to break symmetries); the candidate is checked
against the 3DFA by a breadth-first search of the product; a shortest word on which it is
wrong joins the sample. k grows from 1 until a candidate survives; then the transition count
is lowered the same way. The search has a time budget: when it runs out the best correct
automaton found so far is returned (the caller's upper bound, e.g. the cover automaton), and
the result says whether minimality was proven. A candidate is only ever returned after the
check, so the result is never wrong.
"""

from __future__ import annotations

import time
from collections import deque
from dataclasses import dataclass
from typing import Literal

import z3

from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import canonical_renumbering, remove_sink
from errlang.automata.three_valued import (
    ThreeValuedDFA,
    disagreement,
    disagreements,
    distinguishing_clique,
)

COUNTEREXAMPLES_PER_ROUND = 4  # words added to the sample per wrong candidate


@dataclass(frozen=True)
class Separation:
    """The best separating DFA found, and what is known about it."""

    dfa: DFA
    minimal_states: bool  # no separating DFA with fewer states exists
    minimal_transitions: bool  # ... nor one with as many states and fewer transitions
    improved: bool  # smaller than the upper bound the search started from
    samples: int
    solver_calls: int
    seconds: float


class _Budget(Exception):
    pass


class _Encoding:
    """Heule–Verwer's encoding for ``states`` states (plus the implicit sink), grown word by
    word: one incremental SAT solver per state count. Variable x[v][q]: prefix-tree node v is in
    state q (q = states: the sink); d[q, a, p]: the a-transition of q goes to p; f[q]: q
    accepts. States are numbered in order of first visit (symmetry breaking)."""

    def __init__(self, alphabet: tuple[str, ...], states: int) -> None:
        self.alphabet = alphabet
        self.states = states
        self.solver = z3.SolverFor("QF_FD")
        dead = states
        self.d = {
            (q, a, p): z3.Bool(f"d{q}_{a}_{p}")
            for q in range(states)
            for a in alphabet
            for p in range(states + 1)
        }
        self.f = [z3.Bool(f"f{q}") for q in range(states)]
        for q in range(states):
            for a in alphabet:
                self.solver.add(z3.PbEq([(self.d[(q, a, p)], 1) for p in range(dead + 1)], 1))
        self.node: dict[Word, int] = {}
        self.x: list[list[z3.BoolRef]] = []
        self.seen: list[list[z3.BoolRef]] = []  # seen[v][q]: some node ≤ v is in state q
        self.labelled: set[Word] = set()
        self._node(())

    def _node(self, word: Word) -> int:
        if word in self.node:
            return self.node[word]
        parent = self._node(word[:-1]) if word else None
        v = len(self.x)
        self.node[word] = v
        dead = self.states
        x = [z3.Bool(f"x{v}_{q}") for q in range(dead + 1)]
        self.x.append(x)
        add = self.solver.add
        add(z3.PbEq([(var, 1) for var in x], 1))
        if parent is None:
            add(x[0])
        else:
            px, letter = self.x[parent], word[-1]
            add(z3.Implies(px[dead], x[dead]))
            for q in range(self.states):
                for p in range(dead + 1):
                    add(z3.Implies(z3.And(px[q], self.d[(q, letter, p)]), x[p]))
        previous = self.seen[-1] if self.seen else [z3.BoolVal(False)] * self.states
        if v > 0:
            for q in range(1, self.states):
                add(z3.Implies(x[q], previous[q - 1]))
        seen = [z3.Bool(f"s{v}_{q}") for q in range(self.states)]
        for q in range(self.states):
            add(seen[q] == z3.Or(previous[q], x[q]))
        self.seen.append(seen)
        return v

    def label(self, word: Word, accepted: bool) -> None:
        if word in self.labelled:
            return
        self.labelled.add(word)
        x = self.x[self._node(word)]
        if accepted:
            self.solver.add(z3.Not(x[self.states]))
        for q in range(self.states):
            self.solver.add(z3.Implies(x[q], self.f[q] if accepted else z3.Not(self.f[q])))

    def solve(self, max_transitions: int | None, timeout: float) -> DFA | Literal["unknown"] | None:
        self.solver.set("timeout", max(1, int(timeout * 1000)))
        assumptions = []
        if max_transitions is not None:
            limit = z3.Bool(f"limit{max_transitions}")
            used = [
                z3.Not(self.d[(q, a, self.states)])
                for q in range(self.states)
                for a in self.alphabet
            ]
            self.solver.add(z3.Implies(limit, z3.AtMost(*used, max_transitions)))
            assumptions.append(limit)
        result = self.solver.check(*assumptions)
        if result == z3.unknown:
            return "unknown"
        if result == z3.unsat:
            return None
        model = self.solver.model()

        def true(var: z3.BoolRef) -> bool:
            return z3.is_true(model.eval(var, model_completion=True))

        table = {(q, a): p for (q, a, p), var in self.d.items() if p < self.states and true(var)}
        accepting = frozenset(q for q in range(self.states) if true(self.f[q]))
        raw = DFA(self.alphabet, tuple(range(self.states)), 0, accepting, table)
        return canonical_renumbering(remove_sink(raw))


class _Search:
    """One search: the labelled sample, the clock and one encoding per state count."""

    def __init__(self, spec: ThreeValuedDFA, deadline: float) -> None:
        self.spec = spec
        self.deadline = deadline
        self.sample: dict[Word, bool] = {}
        self.encodings: dict[int, _Encoding] = {}
        self.calls = 0

    def remaining(self) -> float:
        left = self.deadline - time.perf_counter()
        if left <= 0:
            raise _Budget()
        return left

    def add(self, word: Word) -> None:
        """Label ``word`` in the sample (a don't-care word constrains nothing: skipped)."""
        verdict = self.spec.verdict(word)
        if verdict != "free":
            self.sample[word] = verdict == "accept"

    def candidate(self, states: int, max_transitions: int | None) -> DFA | None:
        """A DFA with ``states`` states (plus the implicit sink) consistent with the sample
        and with at most ``max_transitions`` transitions; None if there is none."""
        if max_transitions is not None and max_transitions < 0:
            return None
        encoding = self.encodings.get(states)
        if encoding is None:
            encoding = self.encodings[states] = _Encoding(self.spec.alphabet, states)
        for word, accepted in self.sample.items():
            encoding.label(word, accepted)
        self.calls += 1
        found = encoding.solve(max_transitions, self.remaining())
        if found == "unknown":
            raise _Budget()
        return found

    def separating(self, states: int, max_transitions: int | None) -> DFA | None:
        """Counterexample-guided: a DFA of ``states`` states separating the 3DFA, or None."""
        while True:
            dfa = self.candidate(states, max_transitions)
            if dfa is None:
                return None
            words = disagreements(dfa, self.spec, COUNTEREXAMPLES_PER_ROUND)
            if not words:
                return dfa
            for word in words:
                self.add(word)


def _size(dfa: DFA) -> tuple[int, int]:
    return len(dfa.states), len(dfa.transitions)


def minimal_separating_dfa(spec: ThreeValuedDFA, upper: DFA, budget: float) -> Separation:
    """A DFA separating ``spec`` with the fewest states, then the fewest transitions (Neider,
    ATVA 2012, Sec. 3, with counterexample-guided refinement). ``upper`` must separate
    ``spec`` (checked); it is returned when nothing smaller is found within ``budget``
    seconds."""
    if disagreement(upper, spec) is not None:
        raise ValueError("the upper bound does not separate the three-valued DFA")
    started = time.perf_counter()
    search = _Search(spec, started + budget)
    best = canonical_renumbering(remove_sink(upper))
    minimal_states = minimal_transitions = False
    for word in _seed_words(spec):
        search.add(word)
    proofs = distinguishing_clique(spec)
    for first, second, suffix in proofs:
        search.add(first + suffix)
        search.add(second + suffix)
    lower = len({w for first, second, _ in proofs for w in (first, second)})
    try:
        for states in range(max(1, lower), len(best.states)):
            found = search.separating(states, None)
            if found is not None:
                best = found
                break
        minimal_states = True
        while len(best.transitions) >= len(best.states):  # a trimmed DFA needs |Q| - 1
            smaller = search.separating(len(best.states), len(best.transitions) - 1)
            if smaller is None:
                break
            best = smaller
        minimal_transitions = True
    except _Budget:
        pass
    return Separation(
        dfa=best,
        minimal_states=minimal_states,
        minimal_transitions=minimal_transitions,
        improved=_size(best) < _size(canonical_renumbering(remove_sink(upper))),
        samples=len(search.sample),
        solver_calls=search.calls,
        seconds=time.perf_counter() - started,
    )


def _seed_words(spec: ThreeValuedDFA) -> list[Word]:
    """The shortest must-accept word to each must-accept state (a cheap first sample)."""
    parent: dict[int, tuple[int, str] | None] = {spec.initial: None}
    queue = deque([spec.initial])
    words: list[Word] = []
    while queue:
        s = queue.popleft()
        if s in spec.accept:
            word: list[str] = []
            node = parent[s]
            while node is not None:
                s_back, letter = node
                word.append(letter)
                node = parent[s_back]
            words.append(tuple(reversed(word)))
        if s in spec.free_forever:
            continue
        for letter in spec.alphabet:
            t = spec.transitions[(s, letter)]
            if t not in parent:
                parent[t] = (s, letter)
                queue.append(t)
    return words
