"""Three-valued DFAs (Neider's 3DFA): which words must be accepted, which rejected, which are
free; the product search that finds where a DFA is wrong on them, and the clique lower bound.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from errlang.automata.dfa import DFA, Word

Verdict = Literal["accept", "reject", "free"]


@dataclass(frozen=True)
class ThreeValuedDFA:
    """A complete DFA with three kinds of states: ``accept`` (the word must be accepted),
    ``reject`` (must be rejected) and the rest (don't care). States are 0..count-1."""

    alphabet: tuple[str, ...]
    count: int
    initial: int
    transitions: dict[tuple[int, str], int]
    accept: frozenset[int]
    reject: frozenset[int]
    free_forever: frozenset[int] = frozenset()  # every word from here on is don't care

    def state_of(self, word: Word) -> int:
        state = self.initial
        for letter in word:
            state = self.transitions[(state, letter)]
        return state

    def verdict(self, word: Word) -> Verdict:
        state = self.state_of(word)
        if state in self.accept:
            return "accept"
        return "reject" if state in self.reject else "free"


def disagreement(dfa: DFA, spec: ThreeValuedDFA) -> Word | None:
    """A shortest word on which ``dfa`` contradicts ``spec`` (accepts a must-reject word or
    rejects a must-accept one); None when ``dfa`` separates ``spec``."""
    found = disagreements(dfa, spec, 1)
    return found[0] if found else None


def disagreements(dfa: DFA, spec: ThreeValuedDFA, limit: int) -> list[Word]:
    """Up to ``limit`` words on which ``dfa`` contradicts ``spec``, shortest first, each
    reaching a different pair of states (a breadth-first search of the product)."""
    Pair = tuple[int | None, int]
    start: Pair = (dfa.initial, spec.initial)
    parent: dict[Pair, tuple[Pair, str] | None] = {start: None}
    queue: deque[Pair] = deque([start])
    found: list[Word] = []
    while queue and len(found) < limit:
        pair = queue.popleft()
        p, s = pair
        accepted = p is not None and p in dfa.accepting
        if (accepted and s in spec.reject) or (not accepted and s in spec.accept):
            found.append(_path(parent, pair))
        if s in spec.free_forever:
            continue
        for letter in spec.alphabet:
            nxt: Pair = (None if p is None else dfa.step(p, letter), spec.transitions[(s, letter)])
            if nxt not in parent:
                parent[nxt] = (pair, letter)
                queue.append(nxt)
    return found


def _path(parent: Mapping[Any, tuple[Any, str] | None], node: Any) -> Word:
    """The word spelled by the breadth-first search tree ``parent`` from its root to ``node``."""
    word: list[str] = []
    step = parent[node]
    while step is not None:
        node, letter = step
        word.append(letter)
        step = parent[node]
    return tuple(reversed(word))


def distinguishing_clique(spec: ThreeValuedDFA, limit: int = 24) -> list[tuple[Word, Word, Word]]:
    """A lower bound on the states of every separating DFA, with words proving it.

    Two states of ``spec`` are *incompatible* when some suffix w leads one to must-accept and
    the other to must-reject; states that can reach must-accept cannot be the sink. A set of
    pairwise incompatible such states (found greedily) needs as many states in any separating
    DFA (the clique bound of DFA identification, Heule–Verwer 2010). Returns, for each pair of
    the clique, the two access words and the suffix that separates them ([] when the 3DFA is
    too large for the O(|S|²·|Σ|) pair search); the clique's size is the number of distinct
    access words."""
    if spec.count > 1500:
        return []
    predecessors: dict[tuple[int, str], list[int]] = {}
    for (src, letter), dst in spec.transitions.items():
        predecessors.setdefault((dst, letter), []).append(src)
    witness: dict[tuple[int, int], tuple[str, tuple[int, int]] | None] = {}
    queue: deque[tuple[int, int]] = deque()
    for a in spec.accept:
        for r in spec.reject:
            for pair in ((a, r), (r, a)):
                witness[pair] = None
                queue.append(pair)
    while queue:
        p, q = queue.popleft()
        for letter in spec.alphabet:
            for r in predecessors.get((p, letter), ()):
                for s in predecessors.get((q, letter), ()):
                    if (r, s) not in witness:
                        witness[(r, s)] = (letter, (p, q))
                        queue.append((r, s))
    access: dict[int, tuple[int, str] | None] = {spec.initial: None}
    order = deque([spec.initial])
    while order:
        state = order.popleft()
        for letter in spec.alphabet:
            target = spec.transitions[(state, letter)]
            if target not in access:
                access[target] = (state, letter)
                order.append(target)
    live = [s for s in _can_reach(spec, spec.accept) if s in access]
    degree = {s: sum(1 for t in live if (s, t) in witness) for s in live}
    clique: list[int] = []
    for state in sorted(live, key=lambda s: (-degree[s], s)):
        if len(clique) < limit and all((state, other) in witness for other in clique):
            clique.append(state)
    proofs = []
    for i, s in enumerate(clique):
        for t in clique[i + 1 :]:
            suffix: list[str] = []
            step = witness[(s, t)]
            while step is not None:
                letter, pair = step
                suffix.append(letter)
                step = witness[pair]
            proofs.append((_path(access, s), _path(access, t), tuple(suffix)))
    if len(clique) == 1:
        proofs.append((_path(access, clique[0]), _path(access, clique[0]), ()))
    return proofs


def transition_floor(spec: ThreeValuedDFA, proofs: list[tuple[Word, Word, Word]]) -> int:
    """A lower bound on the transitions (the sink's not counted) of every DFA separating
    ``spec``, from a clique of :func:`distinguishing_clique`: its states lead to pairwise
    different states of such a DFA, and from each, a letter after which a must-accept word
    still follows must have a transition that is not the sink (a separating DFA has at least
    one transition per such state and letter)."""
    live = set(_can_reach(spec, spec.accept))
    clique = {spec.state_of(word) for first, second, _ in proofs for word in (first, second)}
    return sum(
        1 for s in clique for letter in spec.alphabet if spec.transitions[(s, letter)] in live
    )


def quotient(spec: ThreeValuedDFA) -> ThreeValuedDFA:
    """The smallest 3DFA that gives every word the same verdict as ``spec`` (Moore's partition
    refinement, starting from the classes must-accept, must-reject, free with a decided word
    ahead, and free forever): the same DFAs separate both, and the SAT encoding of the
    separating search is over fewer states (the product with the length counter repeats many
    states that only the length tells apart)."""
    decided = set(_can_reach(spec, spec.accept | spec.reject))
    forever = -1

    def label(s: int) -> int:
        if s not in decided:
            return forever
        return 1 if s in spec.accept else 2 if s in spec.reject else 0

    states = range(spec.count)
    block = {s: label(s) for s in states}
    count = len(set(block.values()))
    while True:
        signature = {
            s: (block[s], *(block[spec.transitions[(s, a)]] for a in spec.alphabet))
            if block[s] != forever
            else (forever,)
            for s in states
        }
        ids: dict[tuple[int, ...], int] = {}
        for s in sorted(states, key=lambda s: s != spec.initial):  # the initial class is 0
            ids.setdefault(signature[s], len(ids))
        block = {s: ids[signature[s]] for s in states}
        if len(ids) == count:
            break
        count = len(ids)
    return ThreeValuedDFA(
        alphabet=spec.alphabet,
        count=count,
        initial=block[spec.initial],
        transitions={
            (block[s], a): block[spec.transitions[(s, a)]] for s in states for a in spec.alphabet
        },
        accept=frozenset(block[s] for s in spec.accept),
        reject=frozenset(block[s] for s in spec.reject),
        free_forever=frozenset(block[s] for s in states if s not in decided),
    )


def _can_reach(spec: ThreeValuedDFA, goal: frozenset[int]) -> list[int]:
    predecessors: dict[int, list[int]] = {}
    for (src, _), dst in spec.transitions.items():
        predecessors.setdefault(dst, []).append(src)
    seen = set(goal)
    stack = list(goal)
    while stack:
        for p in predecessors.get(stack.pop(), ()):
            if p not in seen:
                seen.add(p)
                stack.append(p)
    return sorted(seen)


def relevant_states(spec: ThreeValuedDFA) -> list[int]:
    """The states a separating DFA must care about, in breadth-first order from the initial
    state: reachable, not don't-care forever, and with some decided word ahead (a state from
    which every word is don't care constrains nothing)."""
    order = [spec.initial]
    seen = {spec.initial}
    for s in order:
        if s in spec.free_forever:
            continue
        for letter in spec.alphabet:
            t = spec.transitions[(s, letter)]
            if t not in seen:
                seen.add(t)
                order.append(t)
    decided = set(_can_reach(spec, spec.accept | spec.reject))
    return [s for s in order if s in decided and s not in spec.free_forever]
