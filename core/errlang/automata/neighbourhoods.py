"""Neighbourhoods of an LTS for a nested inevitability property (Barbon, Leroy, Salaün, SEFM 2018).

:func:`analyse` enriches every state with its max/common prefix and suffix of the sequence of
inevitable actions ``k`` (Definitions 5–9, Algorithms 1–2, SCC by SCC), types every transition
correct / incorrect / neutral (Definitions 10–11), finds the neighbourhoods (Definition 12) and
abstracts a counterexample to its steps into and out of neighbourhood states (Section 3.4).
:func:`to_json` gives the JSON printed by ``errlang neighbourhoods --json``. The interpretations
of the paper made here are listed in ``docs/neighbourhoods.md``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, Literal

from errlang.automata.lts import LTS, State, Transition
from errlang.automata.neighbourhoods_enrich import enrich
from errlang.automata.neighbourhoods_graph import Graph, build_graph

Traces = Literal["maximal", "finite"]
"""``maximal``: the paper's traces, infinite or ending in a state without successors;
``finite``: only the finite ones (for automata of complete runs, see docs/neighbourhoods.md)."""


class TransitionType(StrEnum):
    """The type of a transition (Definitions 10–11)."""

    CORRECT = "correct"
    INCORRECT = "incorrect"
    NEUTRAL = "neutral"


class CounterexampleError(ValueError):
    """The counterexample's labels are not a path of the LTS from its initial state."""


@dataclass(frozen=True)
class StateAnnotation:
    """An enriched state ``(s, mp_s, cp_s, ms_s, cs_s)`` (Definition 9), as label tuples."""

    state: State
    mp: tuple[str, ...]
    cp: tuple[str, ...]
    ms: tuple[str, ...]
    cs: tuple[str, ...]


@dataclass(frozen=True)
class Neighbourhood:
    """A neighbourhood (Definition 12): its state, the indices (into ``LTS.transitions``) of its
    incoming and outgoing transitions, and the counts of outgoing transitions by type."""

    state: State
    incoming: tuple[int, ...]
    outgoing: tuple[int, ...]
    correct: int
    incorrect: int
    neutral: int


@dataclass(frozen=True)
class CounterexampleStep:
    """One step of a counterexample: ``transition`` is its index in ``LTS.transitions``; ``kept``
    says whether the abstracted counterexample keeps it (it enters or leaves a neighbourhood)."""

    position: int
    transition: int
    source: State
    label: str
    target: State
    kept: bool


@dataclass(frozen=True)
class NeighbourhoodAnalysis:
    """The result of :func:`analyse`.

    ``annotations`` covers the states on some trace, in ``lts.states`` order; ``excluded`` lists
    the others (unreachable, or with ``traces="finite"`` unable to terminate). ``types[i]`` is
    the type of ``lts.transitions[i]``, ``None`` when an endpoint is excluded.
    """

    lts: LTS
    inevitable: tuple[str, ...]
    traces: Traces
    annotations: Mapping[State, StateAnnotation]
    excluded: tuple[State, ...]
    types: tuple[TransitionType | None, ...]
    neighbourhoods: tuple[Neighbourhood, ...]
    counterexample: tuple[CounterexampleStep, ...] | None
    abstracted_counterexample: tuple[str, ...] | None

    def typed_transitions(self) -> list[tuple[Transition, TransitionType]]:
        """The transitions on traces with their types, in input order."""
        return [(t, kind) for t, kind in zip(self.lts.transitions, self.types, strict=True) if kind]


def analyse(
    lts: LTS,
    inevitable: Sequence[str],
    counterexample: Sequence[str] | None = None,
    *,
    traces: Traces = "maximal",
) -> NeighbourhoodAnalysis:
    """Analyse ``lts`` for ``Inev(inevitable)`` (Definition 3) and abstract ``counterexample``,
    a label sequence followed from the initial state (Section 3.4, "Abstracted Counterexample")."""
    if isinstance(inevitable, str) or isinstance(counterexample, str):
        raise TypeError("inevitable and counterexample are sequences of labels, not strings")
    k_labels = tuple(inevitable)
    if not k_labels or not all(isinstance(a, str) and a for a in k_labels):
        raise ValueError("the inevitable sequence must be one or more non-empty labels")
    if traces not in ("maximal", "finite"):
        raise ValueError(f"traces must be 'maximal' or 'finite', not {traces!r}")
    label_ids: dict[str, int] = {}
    k = [label_ids.setdefault(a, len(label_ids)) for a in k_labels]
    graph = build_graph(lts, label_ids, finite=traces == "finite")
    values = enrich(graph, k, finite=traces == "finite")
    n = len(k)
    kinds = _transition_types(graph, k, values.mp, values.cp, values.ms, values.cs)
    types: list[TransitionType | None] = [None] * len(lts.transitions)
    for e, kind in enumerate(kinds):
        types[graph.origin[e]] = kind
    annotations = {
        s: StateAnnotation(
            s,
            k_labels[: values.mp[v]],
            k_labels[: values.cp[v]],
            k_labels[n - values.ms[v] :],
            k_labels[n - values.cs[v] :],
        )
        for v, s in enumerate(lts.states)
        if graph.kept[v]
    }
    excluded = tuple(s for v, s in enumerate(lts.states) if not graph.kept[v])
    areas = _neighbourhoods(lts, graph, kinds)
    steps: tuple[CounterexampleStep, ...] | None = None
    abstracted: tuple[str, ...] | None = None
    if counterexample is not None:
        centres = {graph_state for graph_state, _ in areas}
        steps = _follow(lts, graph, label_ids, tuple(counterexample), centres)
        abstracted = tuple(step.label for step in steps if step.kept)
    return NeighbourhoodAnalysis(
        lts=lts,
        inevitable=k_labels,
        traces=traces,
        annotations=annotations,
        excluded=excluded,
        types=tuple(types),
        neighbourhoods=tuple(area for _, area in areas),
        counterexample=steps,
        abstracted_counterexample=abstracted,
    )


def _transition_types(
    graph: Graph,
    k: Sequence[int],
    mp: Sequence[int],
    cp: Sequence[int],
    ms: Sequence[int],
    cs: Sequence[int],
) -> list[TransitionType]:
    """Definitions 10–11: correct if ``|cp_s·l| + |cs_s'| ≥ |k|``, incorrect if
    ``|mp_s·l| + |ms_s'| < |k|`` (``x·l`` counted only when it is still a prefix of ``k``)."""
    n = len(k)
    forward = [*k, -1]
    kinds: list[TransitionType] = []
    for s, label, d in zip(graph.src, graph.lab, graph.dst, strict=True):
        low = cp[s] + (label == forward[cp[s]])
        high = mp[s] + (label == forward[mp[s]])
        if low + cs[d] >= n:
            kinds.append(TransitionType.CORRECT)
        elif high + ms[d] < n:
            kinds.append(TransitionType.INCORRECT)
        else:
            kinds.append(TransitionType.NEUTRAL)
    return kinds


def _neighbourhoods(
    lts: LTS, graph: Graph, kinds: Sequence[TransitionType]
) -> list[tuple[int, Neighbourhood]]:
    """Definition 12: states whose incoming transitions are all neutral (vacuously so for an
    initial state without incoming transitions) with some correct or incorrect outgoing one."""
    neutral = TransitionType.NEUTRAL
    found: list[tuple[int, Neighbourhood]] = []
    for v, state in enumerate(lts.states):
        if not graph.kept[v]:
            continue
        outgoing = graph.out[v]
        if all(kinds[e] is neutral for e in outgoing):
            continue
        incoming = graph.inc[v]
        if any(kinds[e] is not neutral for e in incoming):
            continue
        counts = {kind: 0 for kind in TransitionType}
        for e in outgoing:
            counts[kinds[e]] += 1
        area = Neighbourhood(
            state=state,
            incoming=tuple(graph.origin[e] for e in incoming),
            outgoing=tuple(graph.origin[e] for e in outgoing),
            correct=counts[TransitionType.CORRECT],
            incorrect=counts[TransitionType.INCORRECT],
            neutral=counts[neutral],
        )
        found.append((v, area))
    return found


def _follow(
    lts: LTS,
    graph: Graph,
    label_ids: Mapping[str, int],
    labels: tuple[str, ...],
    centres: set[int],
) -> tuple[CounterexampleStep, ...]:
    """The path of kept transitions from the initial state whose labels are ``labels``.

    Among several such paths the one whose sequence of transition indices is lexicographically
    least (earliest in the input at every step) is chosen: backwards we compute the states from
    which the rest of the sequence can be followed, forwards we take the first viable transition.
    """
    m = len(labels)
    ids = [label_ids.get(a, -1) for a in labels]
    by_label: dict[int, list[int]] = {}
    wanted = set(ids)
    for e, label in enumerate(graph.lab):
        if label in wanted:
            by_label.setdefault(label, []).append(e)
    reached = {graph.initial} if graph.kept[graph.initial] else set()
    for i, label in enumerate(ids):  # forward: detect the first step that cannot be taken
        reached = {graph.dst[e] for e in by_label.get(label, ()) if graph.src[e] in reached}
        if not reached:
            excluded = " on a trace" if not all(graph.kept) else ""
            raise CounterexampleError(
                f"counterexample step {i + 1} ({labels[i]!r}): no transition with this label"
                f"{excluded} after {_show_prefix(labels[:i])}"
            )
    viable: list[set[int]] = [set() for _ in range(m + 1)]
    viable[m] = set(reached)
    for i in range(m - 1, -1, -1):
        viable[i] = {
            graph.src[e] for e in by_label.get(ids[i], ()) if graph.dst[e] in viable[i + 1]
        }
    steps: list[CounterexampleStep] = []
    state = graph.initial
    for i, label in enumerate(ids):
        edge = next(
            e for e in graph.out[state] if graph.lab[e] == label and graph.dst[e] in viable[i + 1]
        )
        target = graph.dst[edge]
        steps.append(
            CounterexampleStep(
                position=i,
                transition=graph.origin[edge],
                source=lts.states[state],
                label=labels[i],
                target=lts.states[target],
                kept=state in centres or target in centres,
            )
        )
        state = target
    return tuple(steps)


def _show_prefix(labels: Sequence[str]) -> str:
    return "the initial state" if not labels else "the labels " + ", ".join(labels)


def to_json(analysis: NeighbourhoodAnalysis) -> dict[str, Any]:
    """The JSON object of ``errlang neighbourhoods --json`` (see docs/neighbourhoods.md)."""
    lts = analysis.lts
    states = {
        str(s): {"mp": list(a.mp), "cp": list(a.cp), "ms": list(a.ms), "cs": list(a.cs)}
        for s, a in analysis.annotations.items()
    }
    transitions = [
        {"source": t.source, "label": t.label, "target": t.target, "type": kind.value}
        for t, kind in analysis.typed_transitions()
    ]
    areas = [
        {"state": a.state, "correct": a.correct, "incorrect": a.incorrect, "neutral": a.neutral}
        for a in analysis.neighbourhoods
    ]
    result: dict[str, Any] = {
        "initial": lts.initial,
        "inevitable": list(analysis.inevitable),
        "traces": analysis.traces,
        "states": states,
        "excluded_states": list(analysis.excluded),
        "transitions": transitions,
        "neighbourhoods": areas,
        "abstracted_counterexample": (
            None
            if analysis.abstracted_counterexample is None
            else list(analysis.abstracted_counterexample)
        ),
    }
    if analysis.counterexample is not None:
        result["counterexample"] = [
            {"source": st.source, "label": st.label, "target": st.target, "kept": st.kept}
            for st in analysis.counterexample
        ]
    return result
