"""`analyse` equals the brute-force evaluation of Definitions 7–12 on random small LTSs."""

from __future__ import annotations

import random

import pytest
from errlang.automata.lts import LTS
from errlang.automata.neighbourhoods import NeighbourhoodAnalysis, Traces, analyse

from . import _oracle
from ._random import Case, random_case


def lengths(analysis: NeighbourhoodAnalysis) -> dict[object, tuple[int, int, int, int]]:
    return {
        s: (len(a.mp), len(a.cp), len(a.ms), len(a.cs)) for s, a in analysis.annotations.items()
    }


def check(case: Case, values: dict[object, tuple[int, int, int, int]], traces: Traces) -> None:
    lts = LTS.from_triples(case.initial, case.triples, case.states)
    result = analyse(lts, case.k, traces=traces)
    context = f"{case} traces={traces}"
    assert lengths(result) == values, context
    want = _oracle.expected(case.states, case.initial, case.triples, case.k, values)
    by_triple = {
        (t.source, t.label, t.target): kind
        for t, kind in zip(lts.transitions, result.types, strict=True)
    }
    for triple, kind in zip(case.triples, want.types, strict=True):
        assert (kind_value(by_triple[triple])) == kind, (triple, context)
    got_areas = {a.state: (a.correct, a.incorrect, a.neutral) for a in result.neighbourhoods}
    assert got_areas == want.neighbourhoods, context
    assert set(result.excluded) == set(case.states) - set(values), context


def kind_value(kind: object) -> str | None:
    return None if kind is None else kind.value  # type: ignore[attr-defined]


def small_cases(seed: int, count: int, limit: int = 20_000) -> list[Case]:
    rng = random.Random(seed)
    cases: list[Case] = []
    while len(cases) < count:
        case = random_case(rng)
        bound = len(case.states) * (len(case.k) + 1)
        if _oracle.count_paths(case.states, case.triples, bound) <= limit:
            cases.append(case)
    return cases


@pytest.mark.parametrize("traces", ["maximal", "finite"])
@pytest.mark.parametrize("seed", range(6))
def test_explicit_path_enumeration(seed: int, traces: Traces) -> None:
    for case in small_cases(seed, 40):
        values = _oracle.explicit(
            case.states, case.initial, case.triples, case.k, finite=traces == "finite"
        )
        check(case, values, traces)


@pytest.mark.parametrize("traces", ["maximal", "finite"])
@pytest.mark.parametrize("seed", range(4))
def test_product_oracle_on_larger_lts(seed: int, traces: Traces) -> None:
    rng = random.Random(1000 + seed)
    for _ in range(40):
        case = random_case(rng, max_states=18, max_extra=22)
        values = _oracle.product(
            case.states, case.initial, case.triples, case.k, finite=traces == "finite"
        )
        check(case, values, traces)


def test_oracles_agree() -> None:
    """The two oracles check each other (same definitions, different evaluation)."""
    for case in small_cases(99, 60):
        for finite in (False, True):
            a = _oracle.explicit(case.states, case.initial, case.triples, case.k, finite)
            b = _oracle.product(case.states, case.initial, case.triples, case.k, finite)
            assert a == b, case


@pytest.mark.parametrize("seed", range(3))
def test_counterexample_is_lexicographically_least_path(seed: int) -> None:
    rng = random.Random(500 + seed)
    checked = 0
    while checked < 40:
        case = random_case(rng, max_states=5, max_extra=6)
        lts = LTS.from_triples(case.initial, case.triples, case.states)
        walk = random_walk(rng, case, rng.randint(0, 6))
        result = analyse(lts, case.k, walk)
        assert result.counterexample is not None
        want = _oracle.follow(case.initial, case.triples, walk, set(case.states))
        got = [lts.transitions.index(case_triple(case, i)) for i in (want or [])]
        assert [step.transition for step in result.counterexample] == got
        centres = {a.state for a in result.neighbourhoods}
        kept = [
            step.label
            for step in result.counterexample
            if step.source in centres or step.target in centres
        ]
        assert list(result.abstracted_counterexample or ()) == kept
        checked += 1


def case_triple(case: Case, index: int) -> object:
    from errlang.automata.lts import Transition

    s, label, d = case.triples[index]
    return Transition(s, label, d)


def random_walk(rng: random.Random, case: Case, length: int) -> list[str]:
    state, labels = case.initial, []
    for _ in range(length):
        options = [t for t in case.triples if t[0] == state]
        if not options:
            break
        _, label, state = rng.choice(options)
        labels.append(label)
    return labels


def test_types_mean_what_section_3_3_says() -> None:
    """A correct transition: every trace through it matches k; incorrect: none does (checked on
    enumerated traces, independently of the prefix/suffix values)."""
    checked = {"correct": 0, "incorrect": 0, "neutral": 0}
    for case in small_cases(31, 80, limit=3_000):
        lts = LTS.from_triples(case.initial, case.triples, case.states)
        result = analyse(lts, case.k)
        heads, tails = _oracle.trace_parts(case.states, case.initial, case.triples, case.k)
        for t, kind in result.typed_transitions():
            step = (t.label,) if t.label in case.k else ()
            good = [
                _oracle.matches(case.k, head + step + tail)
                for head in heads[t.source]
                for tail in tails[t.target]
            ]
            if kind.value == "correct":
                assert all(good), (case, t)
            elif kind.value == "incorrect":
                assert not any(good), (case, t)
            else:
                assert any(good) and not all(good), (case, t)
            checked[kind.value] += 1
    assert min(checked.values()) > 10, checked
