"""Worked examples: the paper's Figure 2 (as described in its text), automata of program runs
with Inev(end), finite versus maximal traces, and the corner cases of Definition 12."""

from __future__ import annotations

from errlang.automata.lts import LTS
from errlang.automata.neighbourhoods import (
    NeighbourhoodAnalysis,
    TransitionType,
    analyse,
    to_json,
)


def kinds(analysis: NeighbourhoodAnalysis) -> dict[tuple[object, str, object], str]:
    return {(t.source, t.label, t.target): k.value for t, k in analysis.typed_transitions()}


def test_figure_2_values_stated_in_the_paper() -> None:
    """k = A·B·C; SCC {1, 2, 3} entered by 0 -A-> 1; the text of Section 3.2 states: mp = k in
    the SCC, cp = A, A, A·B in 1, 2, 3; ms = B·C; cs initialised to B·C in 1 (MINSUFFIXLOOP),
    ε and C in the outgoing states 2 and 3, then lowered to ε in 1."""
    lts = LTS.from_triples(
        0, [(0, "A", 1), (1, "X", 2), (2, "B", 3), (3, "C", 1), (2, "D", 4), (3, "C", 5)]
    )
    result = analyse(lts, ["A", "B", "C"])
    a = result.annotations
    assert [a[s].mp for s in (1, 2, 3)] == [("A", "B", "C")] * 3
    assert [a[s].cp for s in (1, 2, 3)] == [("A",), ("A",), ("A", "B")]
    assert [a[s].ms for s in (1, 2, 3)] == [("B", "C")] * 3
    assert [a[s].cs for s in (1, 2, 3)] == [(), (), ("C",)]
    assert a[0].cp == () and a[0].ms == ("A", "B", "C")


def program_automaton() -> LTS:
    """Runs of a target: f, then a choice g (always ends) or h; after h, err or end."""
    return LTS.from_triples(
        0,
        [
            (0, "f", 1),
            (1, "g", 2),
            (1, "h", 3),
            (2, "end", 4),
            (3, "err", 5),
            (3, "end", 6),
        ],
    )


def test_program_automaton_with_inev_end() -> None:
    result = analyse(program_automaton(), ["end"], ["f", "h", "err"])
    assert kinds(result) == {
        (0, "f", 1): "neutral",
        (1, "g", 2): "correct",
        (1, "h", 3): "neutral",
        (2, "end", 4): "correct",
        (3, "err", 5): "incorrect",
        (3, "end", 6): "correct",
    }
    centres = {a.state: (a.correct, a.incorrect, a.neutral) for a in result.neighbourhoods}
    assert centres == {1: (1, 0, 1), 3: (1, 1, 0)}
    assert result.abstracted_counterexample == ("f", "h", "err")
    assert [s.kept for s in result.counterexample or ()] == [True, True, True]


def test_program_loop_finite_versus_maximal_traces() -> None:
    """(a·b)*·end: with maximal traces the infinite run (a·b)^ω violates Inev(end), with finite
    traces (complete runs of a program) every run ends with end."""
    lts = LTS.from_triples(0, [(0, "a", 1), (1, "b", 0), (1, "end", 2)])
    maximal = analyse(lts, ["end"])
    assert kinds(maximal)[(0, "a", 1)] == "neutral"
    assert [a.state for a in maximal.neighbourhoods] == [1]
    finite = analyse(lts, ["end"], traces="finite")
    assert set(kinds(finite).values()) == {"correct"}
    assert finite.neighbourhoods == ()
    assert finite.annotations[0].cs == ("end",)


def test_finite_traces_exclude_a_sink() -> None:
    lts = LTS.from_triples(0, [(0, "x", 9), (9, "x", 9), (0, "end", 1), (0, "err", 2)])
    finite = analyse(lts, ["end"], traces="finite")
    assert finite.excluded == (9,)
    assert finite.types[0] is None and finite.types[1] is None
    assert [(a.state, a.correct, a.incorrect, a.neutral) for a in finite.neighbourhoods] == [
        (0, 1, 1, 0)
    ]
    assert to_json(finite)["excluded_states"] == [9]
    maximal = analyse(lts, ["end"])
    assert maximal.types[0] is TransitionType.INCORRECT  # x^ω never ends


def test_unreachable_states_are_excluded() -> None:
    lts = LTS.from_triples(0, [(0, "A", 1), (7, "A", 0)], states=[0, 1, 7])
    result = analyse(lts, ["A"])
    assert result.excluded == (7,)
    assert set(to_json(result)["states"]) == {"0", "1"}
    assert len(to_json(result)["transitions"]) == 1
    assert [a.state for a in result.neighbourhoods] == [0]  # its only predecessor is excluded


def test_initial_state_with_incoming_transition() -> None:
    """Definition 12 literally: an incoming non-neutral transition (here a correct self-loop on
    the initial state) makes it no neighbourhood; without it the initial state is one."""
    looping = analyse(LTS.from_triples(0, [(0, "A", 0), (0, "B", 1)]), ["B"])
    assert kinds(looping) == {(0, "A", 0): "neutral", (0, "B", 1): "correct"}
    assert [a.state for a in looping.neighbourhoods] == [0]
    correct_loop = analyse(LTS.from_triples(0, [(0, "A", 0), (0, "B", 1)]), ["A"])
    assert kinds(correct_loop) == {(0, "A", 0): "correct", (0, "B", 1): "neutral"}
    assert correct_loop.neighbourhoods == ()


def test_deadlock_initial_state_and_repeated_labels() -> None:
    alone = analyse(LTS(initial="s"), ["A", "A"])
    assert alone.annotations["s"].cs == () and alone.neighbourhoods == ()
    twice = analyse(LTS.from_triples(0, [(0, "A", 0), (0, "B", 1)]), ["A", "A"])
    assert twice.annotations[0].mp == ("A", "A") and twice.annotations[0].cp == ()
    assert kinds(twice) == {(0, "A", 0): "neutral", (0, "B", 1): "neutral"}


def test_counterexample_choice_in_a_nondeterministic_lts() -> None:
    """Among the paths labelled a·b the one using the earliest transitions is followed, but
    only among paths that can follow the whole sequence (0 -a-> 1 has no b)."""
    lts = LTS.from_triples(
        0, [(0, "a", 1), (0, "a", 2), (0, "a", 3), (3, "b", 4), (2, "b", 4), (2, "c", 5)]
    )
    result = analyse(lts, ["c"], ["a", "b"])
    steps = result.counterexample or ()
    assert [(s.source, s.target, s.transition) for s in steps] == [(0, 2, 1), (2, 4, 4)]
