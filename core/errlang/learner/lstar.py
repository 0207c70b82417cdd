"""Angluin's L* (1987) over an :class:`~errlang.learner.observation_table.ObservationTable`.

Counterexamples are processed by adding experiments only, so the upper rows stay pairwise
distinct: Rivest–Schapire (one distinguishing suffix, found by binary search, ``"rs"``, or
exponential-then-binary search, ``"binary"``) or Maler–Pnueli (all suffixes,
``"all-suffixes"``). Closedness and consistency are both restored after each change.
"""

from __future__ import annotations

from errlang.automata.dfa import Word
from errlang.learner.counterexamples import Search, all_suffixes, find_breakpoint
from errlang.learner.interface import CounterexampleStrategy, InconsistentTeacher
from errlang.learner.observation_table import ObservationTable
from errlang.learner.queries import Hypothesis, Queries


class LStarLearner:
    """L* with a choice of counterexample processing."""

    def __init__(self, queries: Queries, counterexample: CounterexampleStrategy = "rs"):
        self.queries = queries
        self.counterexample = counterexample
        self.table = ObservationTable(queries.alphabet, queries.membership)

    def hypothesis(self) -> Hypothesis:
        self.table.close_and_make_consistent()
        return self.table.hypothesis()

    def refine(self, hypothesis: Hypothesis, counterexample: Word) -> None:
        if self.counterexample == "all-suffixes":
            added = self.table.add_suffixes(all_suffixes(counterexample))
        else:
            search: Search = "binary" if self.counterexample == "rs" else "exponential"
            split = find_breakpoint(
                counterexample, hypothesis.access_string, self.queries.membership, search
            )
            added = self.table.add_suffixes([split.suffix])
        if not added:
            raise InconsistentTeacher(
                f"counterexample {counterexample!r} yields no new experiment", counterexample
            )
