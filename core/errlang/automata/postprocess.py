"""Post-processing of a learned automaton (Chapman et al., ATVA 2015, §6.1 "Post-processing").

The paper removes the non-accepting sink, marks *dominating edges* ("events that must occur in
order to reach the accepting state", found by removing each event in turn and checking
whether acceptance is still reachable) and *doomed states* ("states such that the accepting
state is inevitable", after Hoenicke et al.). The definitions below make these precise for a
partial DFA whose missing transitions reject; every analysis is a graph reachability or
attractor computation, never an enumeration of words, so cycles are handled exactly.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterable
from dataclasses import dataclass

from errlang.automata.dfa import DFA, TransitionKey
from errlang.automata.operations import remove_sink


def _accepting_reachable(
    dfa: DFA, skip: Iterable[TransitionKey] = (), letter: str | None = None
) -> bool:
    """Whether an accepting state is reachable from the initial state without using the
    transitions in ``skip`` nor any transition labelled ``letter``."""
    banned = set(skip)
    seen = {dfa.initial}
    queue = deque([dfa.initial])
    while queue:
        q = queue.popleft()
        if q in dfa.accepting:
            return True
        for a, dst in dfa.successors(q):
            if a == letter or (q, a) in banned or dst in seen:
                continue
            seen.add(dst)
            queue.append(dst)
    return False


def dominating_letters(dfa: DFA) -> frozenset[str]:
    """Letters that every accepted word contains.

    Definition: for a non-empty language L, letter ``a`` dominates iff every w ∈ L contains
    ``a``; equivalently, deleting every ``a``-labelled transition makes acceptance unreachable
    from the initial state (the paper's "remove each event in turn" test). By convention no
    letter dominates the empty language.
    """
    if not _accepting_reachable(dfa):
        return frozenset()
    return frozenset(a for a in dfa.alphabet if not _accepting_reachable(dfa, letter=a))


def dominating_transitions(dfa: DFA) -> frozenset[TransitionKey]:
    """Transitions that every accepting path uses.

    Definition: for a non-empty language, the transition ``(q, a) -> q'`` dominates iff every
    path from the initial state to an accepting state traverses it; equivalently, deleting
    that single transition makes acceptance unreachable. (So the empty word, when accepted,
    leaves no transition dominating.) None dominate the empty language. Each dominating
    transition's letter is a dominating letter, not conversely.
    """
    if not _accepting_reachable(dfa):
        return frozenset()
    return frozenset(key for key in dfa.transitions if not _accepting_reachable(dfa, skip=[key]))


def dominating_edges(dfa: DFA) -> frozenset[TransitionKey]:
    """The paper's bold edges: the transitions labelled by a dominating letter."""
    letters = dominating_letters(dfa)
    return frozenset(key for key in dfa.transitions if key[1] in letters)


def doomed_states(dfa: DFA) -> frozenset[int]:
    """States from which acceptance is inevitable.

    Definition: state q is doomed iff every word w over the alphabet has a prefix u (possibly
    ε) with δ(q, u) accepting, a missing transition leading to a rejecting sink. For a
    non-empty alphabet this is: every path from q eventually reaches an accepting state, and
    no path (through the implicit sink or a non-accepting cycle) avoids acceptance forever.
    Accepting states are doomed; a state with a missing transition is not (unless accepting).
    Computed as the attractor of the accepting states: the least set D containing the
    accepting states and every state all of whose |Σ| transitions exist and lead into D.
    """
    doomed = set(dfa.accepting)
    if not dfa.alphabet:
        return frozenset(doomed)
    predecessors: dict[int, list[int]] = {}
    pending: dict[int, int] = {}
    for q in dfa.states:
        if q in doomed:
            continue
        outgoing = list(dfa.successors(q))
        if len(outgoing) == len(dfa.alphabet):
            pending[q] = len(outgoing)
            for _, dst in outgoing:
                predecessors.setdefault(dst, []).append(q)
    queue = deque(sorted(doomed))
    while queue:
        q = queue.popleft()
        for p in predecessors.get(q, ()):
            if p in doomed:
                continue
            pending[p] -= 1
            if pending[p] == 0:
                doomed.add(p)
                queue.append(p)
    return frozenset(doomed)


def edges_leaving_acceptance(dfa: DFA) -> frozenset[TransitionKey]:
    """Transitions whose source is accepting (the paper's "back edges": after a failing
    assertion aborts the run nothing can follow, so their presence means the bounds are too
    small, §6.1 LearnUpToBound)."""
    return frozenset(key for key in dfa.transitions if key[0] in dfa.accepting)


@dataclass(frozen=True)
class PostProcessed:
    """The result of :func:`postprocess`; every state id refers to ``dfa``."""

    dfa: DFA
    dominating_letters: frozenset[str]
    dominating_transitions: frozenset[TransitionKey]
    dominating_edges: frozenset[TransitionKey]
    doomed_states: frozenset[int]
    edges_leaving_acceptance: frozenset[TransitionKey]


def postprocess(dfa: DFA) -> PostProcessed:
    """Remove the sink (and unreachable states), then compute the paper's markings on the
    result. Removing the sink does not change which states are doomed: a missing transition
    rejects exactly like the removed sink did."""
    trimmed = remove_sink(dfa)
    return PostProcessed(
        dfa=trimmed,
        dominating_letters=dominating_letters(trimmed),
        dominating_transitions=dominating_transitions(trimmed),
        dominating_edges=dominating_edges(trimmed),
        doomed_states=doomed_states(trimmed),
        edges_leaving_acceptance=edges_leaving_acceptance(trimmed),
    )
