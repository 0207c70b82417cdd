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

import copy
from collections import deque
from collections.abc import Mapping
from typing import Any

from errlang.automata.lts import State
from errlang.automata.neighbourhoods import NeighbourhoodAnalysis, TransitionType

StateId = Any
"""A state id as the learn JSON writes it (an integer, or a string in hand-made documents)."""


def annotate(result: Mapping[str, Any], analysis: NeighbourhoodAnalysis) -> dict[str, Any]:
    """A copy of ``result`` (a learn JSON document) with ``transition_types`` and
    ``neighbourhoods`` for its own ``states`` / ``transitions``, from ``analysis``.

    * ``transition_types``: ``[{source, letter, target, type}]`` with ``type`` one of
      ``correct`` / ``incorrect`` / ``neutral`` (SEFM 2018, Definitions 10–11), for every
      transition of ``result`` that runs in step with a typed transition of the analysed LTS
      from a reachable pair of states. A transition that meets several types (its meaning
      depends on the path taken to it) is ``neutral`` with ``"contexts": [types…]``; a
      transition on no analysed trace is left out.
    * ``neighbourhoods``: the ids of the states of ``result`` that run in step with a
      neighbourhood state of the analysis (Definition 12), in the order of ``result["states"]``.
    """
    pairs, seen = _product(result, analysis)
    neighbourhoods = {a.state for a in analysis.neighbourhoods}
    outlined = {r for r, s in pairs if s in neighbourhoods}
    typed = []
    for t in result["transitions"]:
        kinds = seen.get((_key(t["source"]), t["letter"]), set())
        if not kinds:
            continue
        entry: dict[str, Any] = {"source": t["source"], "letter": t["letter"],
                                 "target": t["target"]}  # fmt: skip
        if len(kinds) == 1:
            entry["type"] = next(iter(kinds)).value
        else:
            entry["type"] = TransitionType.NEUTRAL.value
            entry["contexts"] = sorted(kind.value for kind in kinds)
        typed.append(entry)
    annotated = copy.deepcopy(dict(result))
    annotated["transition_types"] = typed
    annotated["neighbourhoods"] = [s["id"] for s in result["states"] if _key(s["id"]) in outlined]
    return annotated


def _key(state: StateId) -> str:
    """States are compared by their printed name (the JSON may hold ``1`` or ``"1"``)."""
    return str(state)


def _product(
    result: Mapping[str, Any], analysis: NeighbourhoodAnalysis
) -> tuple[set[tuple[str, State]], dict[tuple[str, str], set[TransitionType]]]:
    """The reachable pairs (result state, LTS state) of the synchronous product over typed
    transitions, and for each result transition ``(source, letter)`` the types it meets."""
    drawn: dict[str, list[tuple[str, str]]] = {}
    for t in result["transitions"]:
        drawn.setdefault(_key(t["source"]), []).append((t["letter"], _key(t["target"])))
    analysed: dict[tuple[State, str], list[tuple[State, TransitionType]]] = {}
    for t, kind in analysis.typed_transitions():
        analysed.setdefault((t.source, t.label), []).append((t.target, kind))
    start = (_key(result["initial"]), analysis.lts.initial)
    pairs = {start}
    queue = deque([start])
    seen: dict[tuple[str, str], set[TransitionType]] = {}
    while queue:
        r, s = queue.popleft()
        for letter, r_next in drawn.get(r, ()):
            for s_next, kind in analysed.get((s, letter), ()):
                seen.setdefault((r, letter), set()).add(kind)
                pair = (r_next, s_next)
                if pair not in pairs:
                    pairs.add(pair)
                    queue.append(pair)
    return pairs, seen
