"""The SAT separating search (python-sat) against the former z3 search and brute force, the
state-merging candidate, and the budget flag (issue 20, item 3)."""

from __future__ import annotations

import itertools

import pytest
from errlang.automata import separating_z3
from errlang.automata.cover import minimal_cover_automaton
from errlang.automata.merging import merged_candidate
from errlang.automata.picture import compute_picture, decided_automaton
from errlang.automata.separating import Separation, minimal_separating_dfa
from errlang.automata.three_valued import (
    disagreement,
    distinguishing_clique,
    quotient,
    relevant_states,
    transition_floor,
)
from test_picture_algorithms import ERR, as_dfa, chain, random_instance, random_three_valued


@pytest.mark.parametrize("seed", range(30))
def test_sat_and_z3_agree_on_the_minimum(seed: int) -> None:
    spec = random_three_valued(seed)
    sat = minimal_separating_dfa(spec, as_dfa(spec), budget=10.0)
    z3 = separating_z3.minimal_separating_dfa(spec, as_dfa(spec), budget=10.0)
    assert disagreement(sat.dfa, spec) is None
    assert sat.minimal_states and sat.minimal_transitions and not sat.timed_out
    assert z3.minimal_states and z3.minimal_transitions
    assert (len(sat.dfa.states), len(sat.dfa.transitions)) == (
        len(z3.dfa.states),
        len(z3.dfa.transitions),
    )


@pytest.mark.parametrize("seed", range(40))
def test_merged_candidate_is_right_on_every_decided_word(seed: int) -> None:
    exact, n, cuts = random_instance(seed)
    spec = decided_automaton(exact, n, ERR, cuts)
    candidate = merged_candidate(spec, deadline=float("inf"))
    if spec.initial in relevant_states(spec):
        assert candidate is not None
        assert disagreement(candidate, spec) is None


def test_merged_candidate_gives_up_past_its_deadline() -> None:
    spec = decided_automaton(chain(4), 6, ERR, frozenset({("g",) * 4}))
    assert merged_candidate(spec, deadline=0.0) is None


def test_budget_out_is_flagged_and_the_picture_says_so() -> None:
    exact = chain(4)
    spec = decided_automaton(exact, 6, ERR, frozenset({("g",) * 4}))
    result = minimal_separating_dfa(spec, exact, budget=0.0)
    assert result.timed_out and not result.minimal_states
    assert disagreement(result.dfa, spec) is None
    # a picture whose transitions only the SAT search makes fewest (9 from the cover, 4)
    exact, n, cuts = random_instance(1)
    spec = decided_automaton(exact, n, ERR, cuts)
    picture = compute_picture(exact, spec, n, budget=0.0)
    assert picture.timed_out and "budget" in picture.reason and "not proven" in picture.reason
    done = compute_picture(exact, spec, n, budget=5.0)
    assert not done.timed_out and done.minimal
    assert len(done.dfa.transitions) < len(picture.dfa.transitions)


def test_the_clique_proves_the_transitions_fewest_without_a_solver_call() -> None:
    """g*·f·err: the cover automaton's 3 states are the clique's, and its 3 transitions the
    clique's floor (a transition out of each clique state on each letter that still leads to
    a failing word), so even a search with no time proves it smallest."""
    spec = decided_automaton(chain(4), 6, ERR, frozenset({("g",) * 4}))
    assert transition_floor(spec, distinguishing_clique(spec)) == 3
    result = minimal_separating_dfa(spec, minimal_cover_automaton(chain(4), 6), budget=0.0)
    assert result.minimal_states and result.minimal_transitions and result.solver_calls == 0
    assert (len(result.dfa.states), len(result.dfa.transitions)) == (3, 3)


@pytest.mark.parametrize("seed", range(30))
def test_the_transition_floor_is_below_every_separating_dfa(seed: int) -> None:
    spec = random_three_valued(seed)
    result = minimal_separating_dfa(spec, as_dfa(spec), budget=10.0)
    assert result.minimal_transitions
    assert transition_floor(spec, distinguishing_clique(spec)) <= len(result.dfa.transitions)


@pytest.mark.parametrize("seed", range(40))
def test_the_quotient_gives_every_word_the_same_verdict(seed: int) -> None:
    exact, n, cuts = random_instance(seed)
    spec = decided_automaton(exact, n, ERR, cuts)
    small = quotient(spec)
    assert small.count <= spec.count
    for length in range(n + 2):
        for word in itertools.product(spec.alphabet, repeat=length):
            assert small.verdict(word) == spec.verdict(word)


def test_each_better_automaton_is_reported_checked_before_the_end() -> None:
    exact, n, cuts = random_instance(1)
    spec = decided_automaton(exact, n, ERR, cuts)
    reported: list[Separation] = []
    final = minimal_separating_dfa(spec, exact, budget=5.0, report=reported.append)
    assert reported and reported[-1].dfa == final.dfa
    sizes = [(len(r.dfa.states), len(r.dfa.transitions)) for r in reported]
    assert sizes == sorted(sizes, reverse=True) and len(set(sizes)) == len(sizes)
    for r in reported:
        assert disagreement(r.dfa, spec) is None and r.timed_out and not r.minimal_transitions


def test_g_star_f_needs_no_counterexample_rounds() -> None:
    """One SAT call per state count: the product encoding decides k exactly."""
    for b in (2, 3, 5):
        spec = decided_automaton(chain(b), b + 2, ERR, frozenset({("g",) * b}))
        result = minimal_separating_dfa(spec, chain(b), budget=5.0)
        assert len(result.dfa.states) == 3 and result.minimal_states
        assert result.solver_calls <= 3


def test_words_through_lists_facts_first_then_what_only_the_picture_accepts() -> None:
    from errlang.automata.picture import generalised_words, words_through

    exact = chain(1)  # {f !, g f !}, exact up to length 3
    spec = decided_automaton(exact, 3, ERR, frozenset({("g",)}))
    picture = compute_picture(exact, spec, 3, budget=5.0).dfa  # g* f !
    shown = words_through(picture, exact, 3)[picture.initial]
    assert [(w.word, w.decided) for w in shown] == [
        (("f", ERR), True),
        (("g", "f", ERR), True),
        (("g", "g", "f", ERR), False),
    ]
    assert generalised_words(picture, exact, 3, limit=2) == [
        ("g", "g", "f", ERR),
        ("g",) * 3 + ("f", ERR),
    ]
    assert generalised_words(picture, exact, -1, limit=1) == [("f", ERR)]  # unproven: no fact


def test_a_cut_word_followed_by_the_error_letter_is_decided_when_no_run_can_do_it() -> None:
    exact = chain(2)  # {g^k f ! : k ≤ 2}, the run cut after g g
    free = decided_automaton(exact, 4, ERR, frozenset({("g", "g")}))
    strict = decided_automaton(exact, 4, ERR, frozenset({("g", "g")}), final_after_cut=False)
    assert free.verdict(("g", "g", ERR)) == "free"
    assert strict.verdict(("g", "g", ERR)) == "reject"
    for spec in (free, strict):
        assert spec.verdict(("g", "g", "g", ERR)) == "free"
        assert spec.verdict(("g", "g", "f", ERR)) == "accept"
        assert spec.verdict(("g", "g", "f")) == "reject"
        assert spec.verdict(("g", ERR)) == "reject"
    empty = decided_automaton(exact, 4, ERR, frozenset({()}), final_after_cut=False)
    assert empty.verdict((ERR,)) == "reject" and empty.verdict(("g", ERR)) == "free"


@pytest.mark.parametrize("seed", range(30))
def test_words_through_finds_a_fact_through_every_state_some_fact_passes(seed: int) -> None:
    import itertools

    from errlang.automata.picture import words_through

    exact, n, cuts = random_instance(seed)
    spec = decided_automaton(exact, n, ERR, cuts)
    picture = compute_picture(exact, spec, n, budget=5.0).dfa
    shown = words_through(picture, exact, n)
    through: dict[int, set[tuple[str, ...]]] = {q: set() for q in picture.states}
    for k in range(n + 1):
        for word in itertools.product(exact.alphabet, repeat=k):
            if exact.accepts(word):
                state = picture.initial
                through[state].add(word)
                for letter in word:
                    state = picture.step(state, letter)
                    through[state].add(word)
    for q in picture.states:
        facts = [w.word for w in shown[q] if w.decided]
        assert bool(facts) == bool(through[q]), q
        assert all(w in through[q] for w in facts)
        if facts:
            assert len(facts[0]) == min(len(w) for w in through[q])


def test_the_guarantee_says_when_the_budget_ran_out() -> None:
    from errlang.teacher.decided import ConfirmedPicture

    exact, n, cuts = random_instance(1)  # the transitions need the SAT search
    spec = decided_automaton(exact, n, ERR, cuts)
    timed_out = ConfirmedPicture(compute_picture(exact, spec, n, budget=0.0), 4, n)
    assert "budget of 0 s ran out" in timed_out.guarantee()
    done = ConfirmedPicture(compute_picture(exact, spec, n, budget=5.0), 4, n)
    assert "budget" not in done.guarantee()


def test_merging_the_unrolled_chain_folds_it_into_the_loop() -> None:
    from errlang.automata.merging import merged_upper

    exact = chain(3)  # the cover of {g^k f ! : k ≤ 3} at n = 5 is the chain itself
    spec = decided_automaton(exact, 5, ERR, frozenset({("g",) * 3}))
    merged = merged_upper(spec, exact, deadline=float("inf"))
    assert merged is not None and len(merged.states) == 3
    assert merged.accepts(("g",) * 7 + ("f", ERR)) and disagreement(merged, spec) is None
    result = minimal_separating_dfa(spec, exact, budget=5.0)
    assert result.merged and result.minimal_states and len(result.dfa.states) == 3


@pytest.mark.parametrize("seed", range(40))
def test_merged_upper_is_right_on_every_decided_word(seed: int) -> None:
    from errlang.automata.cover import minimal_cover_automaton
    from errlang.automata.merging import merged_upper

    exact, n, cuts = random_instance(seed)
    spec = decided_automaton(exact, n, ERR, cuts)
    cover = minimal_cover_automaton(exact, n)
    merged = merged_upper(spec, cover, deadline=float("inf"))
    if merged is not None:
        assert disagreement(merged, spec) is None
        assert len(merged.states) < len(cover.states)
