"""Transition types and neighbourhoods drawn on a learn result's own automaton (issue 5, item 5).

The editor's webview draws the automaton of a learn JSON document and colours its transitions
from ``transition_types`` and outlines the states of ``neighbourhoods``; both must name that
automaton's states. The analysis, however, is usually made on another automaton: the behaviour
automaton, of which the language of error is a part. :func:`annotate` carries the analysis over
by a synchronous product: a transition of the drawn automaton gets the type of the analysed
transitions it runs in step with, a state is outlined when it runs in step with a neighbourhood.
When the analysed LTS is the drawn automaton itself, the product is its diagonal and the
annotation is the analysis unchanged.
"""

from __future__ import annotations

from collections import deque

from errlang.automata.dfa import DFA
from errlang.automata.lts import State
from errlang.automata.neighbourhoods import NeighbourhoodAnalysis, TransitionType
from errlang.explain.explanation import Annotation, TypedTransition


def annotate(drawn: DFA, analysis: NeighbourhoodAnalysis) -> Annotation:
    """Transition types and neighbourhoods for the states and transitions of ``drawn``, from
    ``analysis``.

    * ``transition_types``: every transition of ``drawn`` that runs in step with a typed
      transition of the analysed LTS from a reachable pair of states, with its type
      (``correct`` / ``incorrect`` / ``neutral``, SEFM 2018, Definitions 10–11). A transition
      that meets several types (its meaning depends on the path taken to it) is ``neutral``
      with its ``contexts``; a transition on no analysed trace is left out.
    * ``neighbourhoods``: the states of ``drawn`` that run in step with a neighbourhood state
      of the analysis (Definition 12), in state order.
    """
    pairs, seen = _product(drawn, analysis)
    neighbourhoods = {a.state for a in analysis.neighbourhoods}
    outlined = {r for r, s in pairs if s in neighbourhoods}
    typed = []
    rank = {letter: i for i, letter in enumerate(drawn.alphabet)}
    # by source, then alphabet order: the order of the automaton JSON
    in_order = sorted(drawn.transitions.items(), key=lambda kv: (kv[0][0], rank[kv[0][1]]))
    for (source, letter), target in in_order:
        kinds = seen.get((source, letter), set())
        if not kinds:
            continue
        if len(kinds) == 1:
            typed.append(TypedTransition(source, letter, target, next(iter(kinds)).value))
        else:
            contexts = tuple(sorted(kind.value for kind in kinds))
            typed.append(
                TypedTransition(source, letter, target, TransitionType.NEUTRAL.value, contexts)
            )
    return Annotation(tuple(typed), tuple(q for q in drawn.states if q in outlined))


def _product(
    drawn: DFA, analysis: NeighbourhoodAnalysis
) -> tuple[set[tuple[int, State]], dict[tuple[int, str], set[TransitionType]]]:
    """The reachable pairs (drawn state, LTS state) of the synchronous product over typed
    transitions, and for each drawn transition ``(source, letter)`` the types it meets."""
    analysed: dict[tuple[State, str], list[tuple[State, TransitionType]]] = {}
    for t, kind in analysis.typed_transitions():
        analysed.setdefault((t.source, t.label), []).append((t.target, kind))
    start = (drawn.initial, analysis.lts.initial)
    pairs = {start}
    queue = deque([start])
    seen: dict[tuple[int, str], set[TransitionType]] = {}
    while queue:
        r, s = queue.popleft()
        for letter, r_next in drawn.successors(r):
            for s_next, kind in analysed.get((s, letter), ()):
                seen.setdefault((r, letter), set()).add(kind)
                pair = (r_next, s_next)
                if pair not in pairs:
                    pairs.add(pair)
                    queue.append(pair)
    return pairs, seen
