"""Angluin's observation table (S, E, T) (Angluin 1987, "Learning regular sets from queries
and counterexamples").

S is a prefix-closed set of access strings (the upper rows), S·Σ the lower rows, E a
suffix set of experiments containing ε, and T(u·e) the membership of u·e. row(u) is the
vector (T(u·e))_{e ∈ E}. The table is *closed* when every lower row equals some upper row,
and *consistent* when equal upper rows stay equal after any letter.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable

from errlang.automata.dfa import DFA, Word
from errlang.learner.queries import Hypothesis

Row = tuple[bool, ...]


class ObservationTable:
    """An observation table whose entries are answered by ``membership`` on demand."""

    def __init__(self, alphabet: tuple[str, ...], membership: Callable[[Word], bool]):
        self.alphabet = alphabet
        self.membership = membership
        self.prefixes: list[Word] = [()]  # S, in insertion order (prefix-closed)
        self.suffixes: list[Word] = [()]  # E, in insertion order
        self._prefix_set: set[Word] = {()}
        self._suffix_set: set[Word] = {()}

    def row(self, word: Word) -> Row:
        """row(word) over the current experiments E."""
        return tuple(self.membership(word + e) for e in self.suffixes)

    def lower(self) -> list[Word]:
        """S·Σ \\ S, in the order of S then of the alphabet."""
        return [
            (*s, a) for s in self.prefixes for a in self.alphabet if (*s, a) not in self._prefix_set
        ]

    def add_prefix(self, word: Word) -> None:
        """Add ``word`` and its prefixes to S (keeping S prefix-closed)."""
        for k in range(len(word) + 1):
            if word[:k] not in self._prefix_set:
                self._prefix_set.add(word[:k])
                self.prefixes.append(word[:k])

    def add_suffixes(self, suffixes: Iterable[Word]) -> int:
        """Add new experiments to E; the number actually added."""
        added = 0
        for e in suffixes:
            if e not in self._suffix_set:
                self._suffix_set.add(e)
                self.suffixes.append(e)
                added += 1
        return added

    def find_unclosed(self) -> Word | None:
        """The first lower row u·a whose row equals no upper row (closedness witness)."""
        upper = {self.row(s) for s in self.prefixes}
        for word in self.lower():
            if self.row(word) not in upper:
                return word
        return None

    def find_inconsistency(self) -> Word | None:
        """An experiment a·e separating s1·a and s2·a for upper rows row(s1) = row(s2), or
        ``None`` when the table is consistent."""
        by_row: dict[Row, Word] = {}
        for s in self.prefixes:
            r = self.row(s)
            first = by_row.setdefault(r, s)
            if first == s:
                continue
            for a in self.alphabet:
                for e in self.suffixes:
                    if self.membership((*first, a, *e)) != self.membership((*s, a, *e)):
                        return (a, *e)
        return None

    def close_and_make_consistent(self) -> None:
        """Extend S and E until the table is closed and consistent."""
        while True:
            unclosed = self.find_unclosed()
            if unclosed is not None:
                self.add_prefix(unclosed)
                continue
            experiment = self.find_inconsistency()
            if experiment is not None:
                self.add_suffixes([experiment])
                continue
            return

    def hypothesis(self) -> Hypothesis:
        """The acceptor M(S, E, T) of a closed, consistent table: one state per distinct upper
        row (represented by its first access string in S), δ(row(s), a) = row(s·a), accepting
        iff T(s) (Angluin's Definition of M(S, E, T))."""
        representative: dict[Row, int] = {}
        access: list[Word] = []
        for s in self.prefixes:
            r = self.row(s)
            if r not in representative:
                representative[r] = len(access)
                access.append(s)
        table = {
            (q, a): representative[self.row((*s, a))]
            for q, s in enumerate(access)
            for a in self.alphabet
        }
        accepting = frozenset(q for q, s in enumerate(access) if self.membership(s))
        initial = representative[self.row(())]
        if initial != 0:  # pragma: no cover - ε is the first prefix, so its row comes first
            raise AssertionError("the initial state must be the row of ε")
        dfa = DFA(self.alphabet, tuple(range(len(access))), 0, accepting, table)
        return Hypothesis(dfa, tuple(access))
