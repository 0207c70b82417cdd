"""The behaviour automaton of a target and its neighbourhoods (DESIGN §5; issue 5, item 2).

The *behaviour automaton* of an assertion is the minimal DFA of the target's complete runs: the
failing runs (its language of error, each word ending in the error letter) united with the
normal runs of ``main`` (each word ending in the end letter), learned with the same bounds.
Read as an LTS whose finite traces are exactly those words, the property ``Inev(end)``
(Barbon, Leroy, Salaün, SEFM 2018, Definition 3) says "the run ends normally": an *incorrect*
transition (Definition 11) commits the run to failure, a *correct* one (Definition 10) rules
failure out, and a *neighbourhood* (Definition 12) is a state where that choice is made.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cached_property

from errlang.automata.dfa import DFA, Word
from errlang.automata.lts import LTS
from errlang.automata.neighbourhoods import NeighbourhoodAnalysis, TransitionType, analyse
from errlang.automata.operations import intersection, minimise, union, union_alphabet
from errlang.automata.postprocess import dominating_letters
from errlang.explain.results import LearnedAutomaton

ERROR_LETTER = "!error"
END_LETTER = "!end"


class BehaviourError(ValueError):
    """The two automata cannot be combined (e.g. a final letter is missing)."""


def runs_ending_in(alphabet: Sequence[str], finals: Sequence[str]) -> DFA:
    """The DFA of ``(Σ∖F)*·F``: words with exactly one final letter, at their end.

    Every word of a language of error (or of a function's complete runs) has this shape; a
    learned DFA is exact only up to its length bound and may accept longer words that repeat
    the final letter, so both operands are cut to this shape before they are united.
    """
    letters = tuple(dict.fromkeys((*alphabet, *finals)))
    table: dict[tuple[int, str], int] = {(0, a): 0 for a in letters if a not in finals}
    table.update({(0, f): 1 for f in finals})
    return DFA(letters, (0, 1), 0, frozenset({1}), table)


def up_to(alphabet: Sequence[str], length: int) -> DFA:
    """The DFA of the words over ``alphabet`` of length at most ``length``."""
    table = {(i, a): i + 1 for i in range(length) for a in alphabet}
    return DFA(tuple(alphabet), tuple(range(length + 1)), 0, frozenset(range(length + 1)), table)


def well_formed(dfa: DFA, final: str) -> DFA:
    """``L(dfa) ∩ (Σ∖F)*·final`` with ``F`` the error and end letters, minimised."""
    shape = runs_ending_in(dfa.alphabet, (final,))
    others = tuple(f for f in (ERROR_LETTER, END_LETTER) if f != final and f in dfa.alphabet)
    return minimise(intersection(dfa, _without(shape, others)))


def _without(dfa: DFA, letters: Sequence[str]) -> DFA:
    """``dfa`` with the transitions on ``letters`` removed (they reject)."""
    table = {key: dst for key, dst in dfa.transitions.items() if key[1] not in letters}
    return DFA(dfa.alphabet, dfa.states, dfa.initial, dfa.accepting, table)


def behaviour_dfa(failing: DFA, normal: DFA) -> DFA:
    """The minimal DFA of ``Fail ∪ End`` (DESIGN §5) for operands already cut by
    :func:`well_formed`, over the union of their alphabets. Minimisation merges the two end
    states (both accept only the empty word): the last letter tells a failure from an end."""
    combined = minimise(union(failing, normal))
    alphabet = union_alphabet(union_alphabet(failing.alphabet, normal.alphabet), combined.alphabet)
    return DFA(
        alphabet, combined.states, combined.initial, combined.accepting, combined.transitions
    )


def _widen(dfa: DFA, letters: Sequence[str]) -> DFA:
    alphabet = union_alphabet(dfa.alphabet, tuple(letters))
    return DFA(alphabet, dfa.states, dfa.initial, dfa.accepting, dfa.transitions)


def as_lts(dfa: DFA) -> LTS:
    """The DFA as an LTS (Definition 1): same states and transitions, acceptance dropped.

    For a trimmed DFA of well-formed words the states without successors are exactly the
    accepting ones, so the finite maximal traces of the LTS are exactly the accepted words.
    """
    triples = [(src, letter, dst) for (src, letter), dst in sorted(dfa.transitions.items())]
    return LTS.from_triples(dfa.initial, triples, dfa.states)


@dataclass(frozen=True)
class Behaviour:
    """A target's behaviour automaton and its neighbourhood analysis for ``Inev(end)``.

    ``failing`` and ``normal`` are the two operands cut to well-formed words (and to ``longest``
    when given); ``dfa`` is their minimal union and ``analysis`` the SEFM 2018 analysis of
    ``dfa`` read as an LTS with finite traces (the runs are finite: an infinite path is not a
    run).
    """

    failing: DFA
    normal: DFA
    dfa: DFA
    analysis: NeighbourhoodAnalysis
    longest: int | None = None  # the words were cut to this length (exact behaviour)

    @property
    def lts(self) -> LTS:
        return self.analysis.lts

    def type_of(self, source: int, letter: str) -> TransitionType | None:
        """The type of the transition leaving ``source`` on ``letter`` (``None``: none)."""
        return self.transition_types.get((source, letter))

    @cached_property
    def transition_types(self) -> dict[tuple[int, str], TransitionType]:
        """The type of every transition on a trace, by ``(source, letter)``."""
        return {(int(t.source), t.label): kind for t, kind in self.analysis.typed_transitions()}

    @property
    def neighbourhood_states(self) -> frozenset[int]:
        return frozenset(int(a.state) for a in self.analysis.neighbourhoods)

    def fails_always(self) -> bool:
        """Whether no complete run ends normally (every run that ends fails)."""
        return not self.normal.accepting

    def shortest_path_to(self, state: int) -> Word | None:
        """A shortest word leading from the initial state to ``state`` (SEFM 2018 §3.4, "shortest
        path to a neighbourhood"), the least in alphabet order among the shortest."""
        parent: dict[int, tuple[int, str] | None] = {self.dfa.initial: None}
        queue = deque([self.dfa.initial])
        while queue:
            q = queue.popleft()
            if q == state:
                word: list[str] = []
                node = parent[q]
                while node is not None:
                    word.append(node[1])
                    node = parent[node[0]]
                return tuple(reversed(word))
            for letter, dst in self.dfa.successors(q):
                if dst not in parent:
                    parent[dst] = (q, letter)
                    queue.append(dst)
        return None

    def doomed_states(self) -> frozenset[int]:
        """States from which every complete run fails: no end letter is reachable (the
        behaviour automaton's counterpart of the 2015 paper's doomed states)."""
        predecessors: dict[int, set[int]] = {}
        for (src, _), dst in self.dfa.transitions.items():
            predecessors.setdefault(dst, set()).add(src)
        ending = {src for (src, a) in self.dfa.transitions if a == END_LETTER}
        stack = list(ending)
        while stack:
            for p in predecessors.get(stack.pop(), ()):
                if p not in ending:
                    ending.add(p)
                    stack.append(p)
        final = self.dfa.accepting
        return frozenset(q for q in self.dfa.states if q not in ending and q not in final)

    def dominating_failure_letters(self) -> frozenset[str]:
        """Letters every failing word contains (ATVA 2015 §6.1, dominating events), without the
        error letter."""
        return dominating_letters(self.failing) - {ERROR_LETTER}


def build_behaviour(failing: DFA, normal: DFA, longest: int | None = None) -> Behaviour:
    """Cut both operands to well-formed words (and, with ``longest``, to words of at most that
    length), unite, minimise and analyse for ``Inev(end)`` with finite traces (Definitions
    10–12)."""
    for dfa, final in ((failing, ERROR_LETTER), (normal, END_LETTER)):
        if dfa.accepting and final not in dfa.alphabet:
            raise BehaviourError(f"an automaton of runs ending in {final!r} lacks that letter")
    fail = well_formed(_widen(failing, (ERROR_LETTER,)), ERROR_LETTER)
    end = well_formed(_widen(normal, (END_LETTER,)), END_LETTER)
    if longest is not None:
        fail = minimise(intersection(fail, up_to(fail.alphabet, longest)))
        end = minimise(intersection(end, up_to(end.alphabet, longest)))
    dfa = behaviour_dfa(fail, end)
    analysis = analyse(as_lts(dfa), [END_LETTER], traces="finite")
    return Behaviour(fail, end, dfa, analysis, longest)


def behaviour_from_results(failing: LearnedAutomaton, normal: LearnedAutomaton) -> Behaviour:
    """:func:`build_behaviour` from two learned automata (an assertion and ``main``).

    When both checked every word of a run within their loop bound (their guarantee's
    ``longest_word`` is at most ``exact_up_to_length``), longer accepted words are not runs but
    generalisation, and the behaviour automaton is cut to the longest word: it is then exact.
    """
    return build_behaviour(failing.dfa, normal.dfa, exact_length(failing, normal))


def exact_length(*results: LearnedAutomaton) -> int | None:
    """The longest word of the runs when every result covers all of its runs, else ``None``."""
    longest = 0
    for result in results:
        guarantee = result.guarantee
        if guarantee.longest_word > guarantee.exact_up_to_length:
            return None
        longest = max(longest, guarantee.longest_word)
    return longest
