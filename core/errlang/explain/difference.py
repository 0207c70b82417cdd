"""Words in one version's language but not in the other's (ATVA 2015 §5, merge scenario).

Chapman et al. compare the automata of two versions of a program by their difference ("the
difference between the merged program and each branch is computed as a difference between
automata", Figs. 8–9). Both directions are computed here, each as a minimal DFA, with its words
listed shortest first.
"""

from __future__ import annotations

from dataclasses import dataclass

from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import (
    difference,
    enumerate_accepted,
    intersection,
    minimise,
    union_alphabet,
)
from errlang.explain.behaviour import exact_length, up_to, well_formed
from errlang.explain.results import LearnedAutomaton


@dataclass(frozen=True)
class OneSided:
    """``L(left) ∖ L(right)``: its minimal DFA and its words up to ``max_length``, shortest
    first (at most ``limit``; ``truncated`` when there are more)."""

    dfa: DFA
    words: tuple[Word, ...]
    truncated: bool
    count: int = 0  # all its words of length ≤ max_length

    @property
    def empty(self) -> bool:
        return not self.dfa.accepting


@dataclass(frozen=True)
class LanguageDiff:
    """Both one-sided differences of two languages of the same kind (both of error, or both of
    complete runs of a function), the length up to which words are listed, and whether the
    comparison is exact (no generalisation beyond the checked lengths)."""

    final: str
    only_old: OneSided
    only_new: OneSided
    max_length: int
    exact: bool

    @property
    def same(self) -> bool:
        return self.only_old.empty and self.only_new.empty


def language(result: LearnedAutomaton, final: str, longest: int | None) -> DFA:
    """The well-formed part of a learned automaton, cut to ``longest`` when given."""
    dfa = result.dfa
    alphabet = union_alphabet(dfa.alphabet, (final,))
    dfa = well_formed(DFA(alphabet, dfa.states, dfa.initial, dfa.accepting, dfa.transitions), final)
    if longest is not None:
        dfa = minimise(intersection(dfa, up_to(dfa.alphabet, longest)))
    return dfa


def one_sided(left: DFA, right: DFA, max_length: int, limit: int) -> OneSided:
    """``L(left) ∖ L(right)`` minimised, with up to ``limit`` words of length ≤ ``max_length``."""
    dfa = minimise(difference(left, right))
    words = tuple(enumerate_accepted(dfa, max_length, limit + 1))
    return OneSided(dfa, words[:limit], len(words) > limit, count_accepted(dfa, max_length))


def count_accepted(dfa: DFA, max_length: int) -> int:
    """|L(dfa) ∩ Σ^{≤max_length}|, by counting paths per length (no enumeration)."""
    ways = {dfa.initial: 1}
    total = 0
    for length in range(max_length + 1):
        total += sum(k for state, k in ways.items() if state in dfa.accepting)
        if length == max_length:
            break
        following: dict[int, int] = {}
        for (source, _letter), target in dfa.transitions.items():
            if source in ways:
                following[target] = following.get(target, 0) + ways[source]
        ways = following
    return total


def compare(old: LearnedAutomaton, new: LearnedAutomaton, limit: int = 10) -> LanguageDiff:
    """Compare two learn results (same kind of target, same loop bound).

    When both results checked every word of their runs (see :func:`exact_length`), each
    language is cut to its runs' longest word and the difference is exact; otherwise words are
    listed up to the smaller exactness length and longer ones are generalisation.
    """
    final = old.final_letter
    longest = exact_length(old, new)
    left, right = language(old, final, longest), language(new, final, longest)
    if longest is not None:
        max_length = longest
    else:
        max_length = min(old.bounds.max_length, new.bounds.max_length)
    return LanguageDiff(
        final,
        one_sided(left, right, max_length, limit),
        one_sided(right, left, max_length, limit),
        max_length,
        longest is not None,
    )
