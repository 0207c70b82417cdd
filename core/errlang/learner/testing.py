"""An exact teacher for a known DFA, for tests and benchmarks of the learners."""

from __future__ import annotations

import random

from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import (
    distance_to_acceptance,
    equivalent,
    symmetric_difference,
    with_alphabet,
)


class DFATeacher:
    """Answers membership by running ``target`` and equivalence by comparing with ``target``.

    With ``padding = 0`` the counterexample is the shortest distinguishing word (the least in
    alphabet order). With ``padding > 0`` it is a random distinguishing word of length up to
    ``padding`` more than the shortest (seeded by ``seed``) — closer to what a solver returns,
    and a harder test of counterexample analysis. Counts the queries it receives.
    """

    def __init__(
        self,
        target: DFA,
        alphabet: tuple[str, ...] | None = None,
        *,
        padding: int = 0,
        seed: int = 0,
    ):
        self.target = target if alphabet is None else with_alphabet(target, alphabet)
        self.padding = padding
        self._rng = random.Random(seed)
        self.membership_queries = 0
        self.equivalence_queries = 0

    @property
    def alphabet(self) -> tuple[str, ...]:
        return self.target.alphabet

    def membership(self, word: Word) -> bool:
        self.membership_queries += 1
        return self.target.accepts(word)

    def equivalence(self, hypothesis: DFA) -> Word | None:
        self.equivalence_queries += 1
        shortest = equivalent(hypothesis, self.target)
        if shortest is None or self.padding == 0:
            return shortest
        difference = symmetric_difference(hypothesis, self.target)
        return self._random_accepted(difference, len(shortest) + self._rng.randint(0, self.padding))

    def _random_accepted(self, dfa: DFA, length: int) -> Word:
        """A random accepted word of length ≤ ``length`` (≥ the shortest accepted length)."""
        dist = distance_to_acceptance(dfa)
        word: list[str] = []
        state = dfa.initial
        while True:
            remaining = length - len(word)
            options = [
                (a, q) for a, q in dfa.successors(state) if q in dist and dist[q] <= remaining - 1
            ]
            if state in dfa.accepting and (not options or self._rng.random() < 0.15):
                return tuple(word)
            letter, state = self._rng.choice(options)
            word.append(letter)
