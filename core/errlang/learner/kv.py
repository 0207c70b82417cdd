"""Kearns–Vazirani learning (Kearns & Vazirani 1994, ch. 8) with Rivest–Schapire
counterexample analysis, the combination LearnLib and AALpy call "KV".

Hypothesis states are the leaves of a :class:`ClassificationTree`; the target of the
transition (q, a) is the leaf that ⌊q⌋·a sifts to. A counterexample w is decomposed as
⌊w[:i]⌋ · a · v (:func:`find_breakpoint`); the leaf of the state the hypothesis reaches on
⌊w[:i]⌋·a is split by the discriminator v into the old state and the new state ⌊w[:i]⌋·a, and
only the transitions that pointed to the split leaf are sifted further.
"""

from __future__ import annotations

from collections import deque

from errlang.automata.dfa import DFA, Word
from errlang.learner.classification_tree import ClassificationTree
from errlang.learner.counterexamples import Search, find_breakpoint
from errlang.learner.interface import CounterexampleStrategy, InconsistentTeacher
from errlang.learner.queries import Hypothesis, Queries

_SEARCH: dict[CounterexampleStrategy, Search] = {
    "rs": "binary",
    "binary": "exponential",
    "all-suffixes": "linear",
}


class KVLearner:
    """Kearns–Vazirani with a choice of breakpoint search (``"rs"``: binary, ``"binary"``:
    exponential from the end, ``"all-suffixes"``: linear from the end, i.e. the shortest
    distinguishing suffix)."""

    def __init__(self, queries: Queries, counterexample: CounterexampleStrategy = "rs"):
        self.queries = queries
        self.search = _SEARCH[counterexample]
        self.tree = ClassificationTree(queries.membership)
        self.targets: dict[tuple[int, str], int] = {}
        self._pending: deque[tuple[int, str]] = deque()
        self.tree.sift(())  # the initial state ε, under the root branch member(ε)
        self._queue_outgoing(0)

    def _queue_outgoing(self, state: int) -> None:
        self._pending.extend((state, a) for a in self.queries.alphabet)

    def _close(self) -> None:
        """Sift every pending transition from the root; a word that falls into an empty root
        branch becomes a new state (whose transitions are then sifted too)."""
        while self._pending:
            state, letter = self._pending.popleft()
            leaf, created = self.tree.sift((*self.tree.leaves[state].access, letter))
            if created:
                self._queue_outgoing(leaf.state)
            self.targets[(state, letter)] = leaf.state

    def hypothesis(self) -> Hypothesis:
        self._close()
        access = tuple(leaf.access for leaf in self.tree.leaves)
        accepting = frozenset(q for q, u in enumerate(access) if self.queries.membership(u))
        dfa = DFA(self.queries.alphabet, tuple(range(len(access))), 0, accepting, self.targets)
        return Hypothesis(dfa, access)

    def refine(self, hypothesis: Hypothesis, counterexample: Word) -> None:
        split = find_breakpoint(
            counterexample, hypothesis.access_string, self.queries.membership, self.search
        )
        source = hypothesis.dfa.run(counterexample[: split.index])
        assert source is not None, "hypotheses are complete"
        old_state = self.targets[(source, split.letter)]
        try:
            inner, new = self.tree.split(
                self.tree.leaves[old_state], (*split.prefix, split.letter), split.suffix
            )
        except ValueError as error:
            raise InconsistentTeacher(str(error), counterexample) from None
        for key, target in list(self.targets.items()):
            if target == old_state:
                state, letter = key
                leaf, _ = self.tree.sift((*self.tree.leaves[state].access, letter), inner)
                self.targets[key] = leaf.state
        self._queue_outgoing(new.state)
