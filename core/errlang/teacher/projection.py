"""The projection filter: the unrolled program's control flow projected to the alphabet.

An NFA whose states are the event instances of the bounded unrolling (plus the start); a word
it rejects has no run at all within the bound, so membership answers it without z3 (DESIGN §4).
It over-approximates (it ignores guards), so it never rejects a word that has a run.
"""

from __future__ import annotations

from collections import defaultdict, deque
from collections.abc import Iterable

from errlang.automata.dfa import DFA

START = -1


class Projection:
    def __init__(
        self,
        edges: Iterable[tuple[int, str, int]],
        final_sources: Iterable[int],
        final_letter: str,
    ) -> None:
        self.successors: dict[tuple[int, str], set[int]] = defaultdict(set)
        self.out: dict[int, set[str]] = defaultdict(set)
        for source, letter, target in edges:
            self.successors[(source, letter)].add(target)
            self.out[source].add(letter)
        self.final_sources = frozenset(final_sources)
        self.final_letter = final_letter

    def step(self, states: frozenset[int], letter: str) -> frozenset[int]:
        if letter == self.final_letter:
            return frozenset({-2}) if states & self.final_sources else frozenset()
        found: set[int] = set()
        for state in states:
            found |= self.successors.get((state, letter), set())
        return frozenset(found)

    def accepts(self, word: tuple[str, ...]) -> bool:
        states = frozenset({START})
        for letter in word:
            if -2 in states:
                return False
            states = self.step(states, letter)
            if not states:
                return False
        return -2 in states

    def shortest_outside(self, dfa: DFA) -> tuple[str, ...] | None:
        """The shortest word ``dfa`` accepts that no run can produce, of any length.

        Breadth-first over pairs (hypothesis state, set of projection states): the projection's
        language is finite, so this terminates and bounds the hypothesis beyond length n too."""
        start = (dfa.initial, frozenset({START}))
        parents: dict[tuple[int, frozenset[int]], tuple[tuple[int, frozenset[int]], str] | None]
        parents = {start: None}
        queue = deque([start])
        while queue:
            node = queue.popleft()
            state, nfa = node
            for letter in dfa.alphabet:
                target = dfa.step(state, letter)
                if target is None:
                    continue
                after = self.step(nfa, letter) if -2 not in nfa else frozenset()
                child = (target, after)
                if child in parents:
                    continue
                parents[child] = (node, letter)
                if target in dfa.accepting and -2 not in after:
                    word: list[str] = []
                    walk: tuple[int, frozenset[int]] | None = child
                    while walk is not None and parents[walk] is not None:
                        walk, letter_back = parents[walk]  # type: ignore[misc]
                        word.append(letter_back)
                    return tuple(reversed(word))
                queue.append(child)
        return None

    def longest(self) -> int:
        """Length of the longest accepted word (the instance graph is acyclic)."""
        order = sorted({START, *(s for s, _ in self.successors), *self._targets()})
        depth = {state: 0 if state == START else -(10**9) for state in order}
        for state in order:  # event ids grow along every edge
            for letter in self.out.get(state, ()):
                for target in self.successors[(state, letter)]:
                    depth[target] = max(depth[target], depth[state] + 1)
        reachable = [depth[s] for s in self.final_sources if depth.get(s, -1) >= 0]
        return max(reachable) + 1 if reachable else 0

    def _targets(self) -> set[int]:
        found: set[int] = set()
        for targets in self.successors.values():
            found |= targets
        return found
