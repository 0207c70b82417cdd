"""Minimal cover automata of finite languages (Câmpeanu, Santean, Yu, TCS 267, 2001).

A *cover automaton* of a finite language L ⊆ Σ^{≤l} is a DFA A with L(A) ∩ Σ^{≤l} = L: it is
exact on every word of length ≤ l and free on longer ones, so it can fold a chain of states
into a loop. This is the first, polynomial step of the picture (DESIGN §3): with l = n, the
cover automaton of Fail(P, b, n) is right on every word the bounded analysis decides.

The construction follows the paper: states of the minimal complete DFA of L are *similar*
(p ∼ q) when no word of length ≤ l − max(level(p), level(q)) distinguishes them, level being
the length of a shortest word reaching the state; taking the states in order of level, each
one joins the class of the first earlier representative it is similar to (the paper's
Lemma 3 and Theorem 3 show the result is a minimal DFCA). Similarity is computed from the
length of a shortest distinguishing word of every pair (a breadth-first search backwards over
pairs, O(|Q|²·|Σ|)). The result is checked against L up to length l before it is returned, so
it is never wrong: if the check failed, the minimal DFA of L would be returned instead.
"""

from __future__ import annotations

from collections import deque

from errlang.automata.dfa import DFA
from errlang.automata.operations import canonical_renumbering, minimise, remove_sink

INFINITE = 1 << 30


def bounded_language(dfa: DFA, length: int) -> DFA:
    """The minimal DFA of L(dfa) ∩ Σ^{≤length} (the product with a length counter)."""
    index: dict[tuple[int, int], int] = {(dfa.initial, 0): 0}
    queue = deque([(dfa.initial, 0)])
    table: dict[tuple[int, str], int] = {}
    while queue:
        state, depth = queue.popleft()
        if depth == length:
            continue
        for letter, target in dfa.successors(state):
            node = (target, depth + 1)
            if node not in index:
                index[node] = len(index)
                queue.append(node)
            table[(index[(state, depth)], letter)] = index[node]
    accepting = frozenset(i for (q, _), i in index.items() if q in dfa.accepting)
    return minimise(DFA(dfa.alphabet, tuple(range(len(index))), 0, accepting, table))


def levels(dfa: DFA) -> list[int]:
    """The length of a shortest word reaching each state (INFINITE when unreachable)."""
    level = [INFINITE] * len(dfa.states)
    level[dfa.initial] = 0
    queue = deque([dfa.initial])
    while queue:
        q = queue.popleft()
        for _, target in dfa.successors(q):
            if level[target] == INFINITE:
                level[target] = level[q] + 1
                queue.append(target)
    return level


def distinguishing_lengths(dfa: DFA) -> list[list[int]]:
    """gap[p][q]: the length of a shortest word w with δ(p,w) ∈ F ⟺̸ δ(q,w) ∈ F (INFINITE when
    p and q are equivalent). ``dfa`` must be complete."""
    count = len(dfa.states)
    gap = [[INFINITE] * count for _ in range(count)]
    predecessors: dict[tuple[int, str], list[int]] = {}
    for (src, letter), dst in dfa.transitions.items():
        predecessors.setdefault((dst, letter), []).append(src)
    queue: deque[tuple[int, int]] = deque()
    for p in dfa.states:
        for q in dfa.states:
            if (p in dfa.accepting) != (q in dfa.accepting):
                gap[p][q] = 0
                queue.append((p, q))
    while queue:
        p, q = queue.popleft()
        for letter in dfa.alphabet:
            for r in predecessors.get((p, letter), ()):
                for s in predecessors.get((q, letter), ()):
                    if gap[r][s] == INFINITE:
                        gap[r][s] = gap[p][q] + 1
                        queue.append((r, s))
    return gap


def agrees_up_to(a: DFA, b: DFA, length: int) -> bool:
    """Whether ``a`` and ``b`` accept the same words of length ≤ ``length``."""
    seen = {(a.initial, b.initial)}
    layer = [(a.initial, b.initial)]
    for depth in range(length + 1):
        following: list[tuple[int | None, int | None]] = []
        for p, q in layer:
            if (p in a.accepting) != (q in b.accepting):
                return False
            if depth == length:
                continue
            for letter in a.alphabet:
                pair = (
                    None if p is None else a.step(p, letter),
                    None if q is None else b.step(q, letter),
                )
                if pair != (None, None) and (pair, depth + 1) not in seen:
                    seen.add((pair, depth + 1))  # type: ignore[arg-type]
                    following.append(pair)
        layer = following  # type: ignore[assignment]
    return True


def minimal_cover_automaton(dfa: DFA, length: int) -> DFA:
    """A minimal DFA agreeing with ``dfa`` on every word of length ≤ ``length`` (a minimal
    deterministic finite cover automaton of L(dfa) ∩ Σ^{≤length}, Câmpeanu–Santean–Yu 2001,
    Def. 1 and Theorem 3), sink removed, in canonical numbering."""
    exact = bounded_language(dfa, length)
    complete = exact.complete()
    level = levels(complete)
    gap = distinguishing_lengths(complete)
    order = sorted(complete.states, key=lambda q: (level[q], q))
    representative: dict[int, int] = {}
    for position, q in enumerate(order):
        if q in representative:
            continue
        representative[q] = q
        for r in order[position + 1 :]:
            if r not in representative and gap[q][r] > length - max(level[q], level[r]):
                representative[r] = q
    classes = sorted(set(representative.values()), key=lambda q: (level[q], q))
    number = {q: i for i, q in enumerate(classes)}
    table = {
        (number[q], letter): number[representative[target]]
        for q in classes
        for letter, target in complete.successors(q)
    }
    cover = DFA(
        complete.alphabet,
        tuple(range(len(classes))),
        number[representative[complete.initial]],
        frozenset(number[q] for q in classes if q in complete.accepting),
        table,
    )
    result = canonical_renumbering(remove_sink(cover))
    if not agrees_up_to(result, exact, length):  # the theorem says never; the check is cheap
        return exact
    return result
