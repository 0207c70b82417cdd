"""The behaviour automaton and its transition types, on hand-made and random DFAs."""

from __future__ import annotations

import random

import pytest
from errlang.automata.dfa import DFA, Word
from errlang.automata.export import validate_automaton_json
from errlang.automata.neighbourhoods import TransitionType
from errlang.automata.random_dfa import random_dfa
from errlang.explain.behaviour import (
    BehaviourError,
    behaviour_from_results,
    build_behaviour,
    exact_length,
    runs_ending_in,
    up_to,
    well_formed,
)
from errlang.explain.results import LearnedAutomaton
from errlang.session.serialise import behaviour_json, learned_from_json
from explain_fixtures import (
    DOOR_FAILING,
    DOOR_LOCATIONS,
    DOOR_NORMAL,
    END,
    ERR,
    dfa_of_words,
    learn_document,
    learned,
    words_upto,
)

CORRECT, INCORRECT, NEUTRAL = (TransitionType.CORRECT, TransitionType.INCORRECT,
                               TransitionType.NEUTRAL)  # fmt: skip


def test_runs_ending_in_accepts_one_final_letter_at_the_end() -> None:
    shape = runs_ending_in(("a", "b"), (ERR,))
    assert shape.accepts(("a", "b", ERR))
    assert shape.accepts((ERR,))
    assert not shape.accepts(("a", ERR, "a", ERR))
    assert not shape.accepts(("a",))


def test_well_formed_cuts_generalisation_that_repeats_the_final_letter() -> None:
    # What the learner may return beyond its length bound: a cycle through the error letter.
    looping = DFA(("a", ERR), (0, 1, 2), 0, frozenset({2}),
                  {(0, "a"): 1, (1, ERR): 2, (2, "a"): 1})  # fmt: skip
    assert looping.accepts(("a", ERR, "a", ERR))
    cut = well_formed(looping, ERR)
    assert cut.accepts(("a", ERR))
    assert not cut.accepts(("a", ERR, "a", ERR))


def test_well_formed_drops_words_with_the_other_final_letter() -> None:
    mixed = dfa_of_words([("a", END, ERR), ("a", ERR)], ("a", ERR, END))
    cut = well_formed(mixed, ERR)
    assert not cut.accepts(("a", END, ERR))
    assert cut.accepts(("a", ERR))


def test_up_to_bounds_the_length() -> None:
    dfa = up_to(("a", "b"), 2)
    assert dfa.accepts(()) and dfa.accepts(("a", "b"))
    assert not dfa.accepts(("a", "a", "a"))


def test_door_behaviour_language_is_the_union() -> None:
    behaviour = build_behaviour(DOOR_FAILING, DOOR_NORMAL)
    for word in words_upto(DOOR_FAILING.alphabet, 4):
        expected = DOOR_FAILING.accepts(word) or DOOR_NORMAL.accepts(word)
        assert behaviour.dfa.accepts(word) == expected, word


def test_door_types_and_neighbourhoods() -> None:
    behaviour = build_behaviour(DOOR_FAILING, DOOR_NORMAL)
    dfa = behaviour.dfa
    after_lock = dfa.run(("lock",))
    assert after_lock is not None
    assert behaviour.type_of(dfa.initial, "lock") is NEUTRAL
    assert behaviour.type_of(dfa.initial, "unlock") is CORRECT
    assert behaviour.type_of(after_lock, "open_door") is INCORRECT
    assert behaviour.type_of(after_lock, "unlock") is CORRECT
    assert behaviour.neighbourhood_states == {dfa.initial, after_lock}
    assert behaviour.shortest_path_to(after_lock) == ("lock",)
    assert behaviour.dominating_failure_letters() == {"lock", "open_door"}
    assert behaviour.doomed_states() == {dfa.run(("lock", "open_door"))}
    assert not behaviour.fails_always()


def test_every_run_failing_makes_every_transition_incorrect() -> None:
    failing = dfa_of_words([("a", ERR), ("b", ERR)], ("a", "b", ERR, END))
    normal = DFA(("a", "b", ERR, END), (0,), 0, frozenset(), {})
    behaviour = build_behaviour(failing, normal)
    assert behaviour.fails_always()
    kinds = {kind for _, kind in behaviour.analysis.typed_transitions()}
    assert kinds == {INCORRECT}


def test_an_automaton_without_its_final_letter_is_refused() -> None:
    no_error = dfa_of_words([("a",)], ("a",))
    with pytest.raises(BehaviourError):
        build_behaviour(no_error, DOOR_NORMAL)


def _with_guarantee(longest: int, exact: int) -> LearnedAutomaton:
    document = learn_document(DOOR_FAILING)
    document["guarantee"] = {"longest_word": longest, "exact_up_to_length": exact}
    return learned_from_json(document)


def test_exact_length_needs_every_result_to_cover_its_runs() -> None:
    exact, longer, cut = _with_guarantee(4, 4), _with_guarantee(5, 5), _with_guarantee(9, 5)
    assert exact_length(exact, longer) == 5
    assert exact_length(exact, cut) is None


def test_behaviour_from_results_cuts_generalisation_when_exact() -> None:
    # The normal-run DFA generalises lock* beyond its exactness length 4.
    normal = DFA(DOOR_NORMAL.alphabet, (0, 1, 2, 3), 0, frozenset({3}),
                 {(0, "lock"): 0, (0, "unlock"): 1, (1, "open_door"): 2, (2, END): 3})  # fmt: skip
    failing = learned(DOOR_FAILING, longest=4)
    ending = learn_document(normal, final=END, longest=4)
    behaviour = behaviour_from_results(failing, learned_from_json(ending))
    assert behaviour.dfa.accepts(("lock", "unlock", "open_door", END))
    assert not behaviour.dfa.accepts(("lock", "lock", "unlock", "open_door", END))
    ending["guarantee"]["longest_word"] = 7  # the bound was cut: keep the generalisation
    assert behaviour_from_results(failing, learned_from_json(ending)).dfa.accepts(
        ("lock", "lock", "unlock", "open_door", END)
    )


def test_behaviour_json_is_an_automaton_document_with_explanation_fields() -> None:
    behaviour = build_behaviour(DOOR_FAILING, DOOR_NORMAL)
    failing = learn_document(DOOR_FAILING, locations=DOOR_LOCATIONS)
    normal = learn_document(DOOR_NORMAL, final=END, locations=DOOR_LOCATIONS)
    normal["guarantee"]["unproven"] = ["no spurious words"]
    normal["stats"] = {"membership_queries": 3, "filtered": 1, "cached": 0, "solver_calls": 2,
                       "equivalence_queries": 1, "seconds": 0.5}  # fmt: skip
    document = behaviour_json(behaviour, learned_from_json(failing), learned_from_json(normal))
    validate_automaton_json(document)
    assert document["guarantee"]["unproven"] == ["normal runs: no spurious words"]
    assert document["target"]["kind"] == "behaviour"
    ids = {s["id"] for s in document["states"]}
    assert document["initial"] in ids
    edges = {(t["source"], t["letter"], t["target"]) for t in document["transitions"]}
    typed = {(t["source"], t["letter"], t["target"]) for t in document["transition_types"]}
    assert typed == edges  # every transition of the trimmed automaton is on a trace
    assert set(document["neighbourhoods"]) <= ids
    lock = next(e for e in document["alphabet"] if e["letter"] == "lock")
    assert [loc["line"] for loc in lock["locations"]] == [6]
    counts = {c["state"]: c for c in document["neighbourhood_counts"]}
    after_lock = behaviour.dfa.run(("lock",))
    assert counts[after_lock]["incorrect"] == 1 and counts[after_lock]["correct"] == 1


# -- brute force on random automata ----------------------------------------------------------

LETTERS = ("a", "b", ERR, END)
LENGTH = 5


def _words_through(dfa: DFA) -> dict[tuple[int, str], set[Word]]:
    """For each transition, the accepted words whose path uses it (all words ≤ LENGTH)."""
    through: dict[tuple[int, str], set[Word]] = {}
    for word in words_upto(LETTERS, LENGTH):
        if not dfa.accepts(word):
            continue
        state = dfa.initial
        for letter in word:
            through.setdefault((state, letter), set()).add(word)
            state = dfa.transitions[(state, letter)]
    return through


def _random_pair(seed: int) -> tuple[DFA, DFA]:
    rng = random.Random(seed)
    failing = random_dfa(rng, rng.randint(2, 6), LETTERS, density=0.9, accepting_ratio=0.6)
    normal = random_dfa(rng, rng.randint(1, 6), LETTERS, density=0.9, accepting_ratio=0.6)
    return failing, normal


@pytest.mark.parametrize("seed", range(60))
def test_types_match_the_definitions_by_brute_force(seed: int) -> None:
    """Definitions 10–11 for Inev(!end) on finite runs: a transition is correct iff every run
    through it ends normally, incorrect iff every run through it fails."""
    failing, normal = _random_pair(seed)
    behaviour = build_behaviour(failing, normal, longest=LENGTH)
    for word in words_upto(LETTERS, LENGTH):
        fails = failing.accepts(word) and word[-1:] == (ERR,) and word.count(ERR) == 1
        ends = normal.accepts(word) and word[-1:] == (END,) and word.count(END) == 1
        ends = ends and ERR not in word
        fails = fails and END not in word
        assert behaviour.dfa.accepts(word) == (fails or ends), word
    through = _words_through(behaviour.dfa)
    expected: dict[tuple[int, str], TransitionType] = {}
    for key, words in through.items():
        finals = {w[-1] for w in words}
        expected[key] = CORRECT if finals == {END} else INCORRECT if finals == {ERR} else NEUTRAL
        assert behaviour.type_of(*key) is expected[key], key
    assert len(behaviour.analysis.typed_transitions()) == len(through)
    incoming: dict[int, list[TransitionType]] = {}
    for (src, letter), kind in expected.items():
        incoming.setdefault(behaviour.dfa.transitions[(src, letter)], []).append(kind)
    areas = {
        q for q in behaviour.dfa.states
        if all(k is NEUTRAL for k in incoming.get(q, []))
        and any(expected.get((q, a)) not in (None, NEUTRAL) for a in LETTERS)
    }  # fmt: skip
    assert behaviour.neighbourhood_states == areas
    failing_words = [w for ws in through.values() for w in ws if w[-1] == ERR]
    if failing_words:
        shared = {a for a in ("a", "b") if all(a in w for w in failing_words)}
        assert behaviour.dominating_failure_letters() == shared
