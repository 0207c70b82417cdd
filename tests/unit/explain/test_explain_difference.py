"""compare(): the words only in one version, both directions (ATVA 2015 §5, Figs. 7–9)."""

from __future__ import annotations

from errlang.automata.dfa import DFA
from errlang.explain.difference import compare
from errlang.explain.results import LearnedAutomaton
from errlang.session.serialise import learned_from_json, one_sided_json
from explain_fixtures import END, ERR, dfa_of_words, learn_document

LETTERS = ("functionA", "functionB", "functionC", "functionZ", END)

# The paper's Fig. 7: branch A calls functionZ (which calls functionB); the merge makes
# functionZ call functionC as well.
BRANCH_A = dfa_of_words([("functionA", "functionZ", "functionB", END)], LETTERS)
MERGED = dfa_of_words([("functionA", "functionZ", "functionB", "functionC", END)], LETTERS)


def _document(dfa: DFA, longest: int = 5, final: str = END) -> LearnedAutomaton:
    return learned_from_json(learn_document(dfa, final=final, longest=longest))


def test_merge_scenario_shows_the_new_behaviour_in_both_directions() -> None:
    diff = compare(_document(BRANCH_A), _document(MERGED))
    assert not diff.same and diff.exact and diff.final == END
    assert diff.only_new.words == (("functionA", "functionZ", "functionB", "functionC", END),)
    assert diff.only_old.words == (("functionA", "functionZ", "functionB", END),)
    assert diff.only_new.dfa.accepts(("functionA", "functionZ", "functionB", "functionC", END))
    assert not diff.only_new.dfa.accepts(("functionA", "functionZ", "functionB", END))


def test_same_language_different_automata() -> None:
    letters = ("a", "b", ERR)
    two_states = DFA(letters, (0, 1), 0, frozenset({1}), {(0, "a"): 0, (0, ERR): 1})
    three_states = DFA(letters, (0, 1, 2), 0, frozenset({2}),
                       {(0, "a"): 1, (1, "a"): 0, (0, ERR): 2, (1, ERR): 2})  # fmt: skip
    diff = compare(_document(two_states, final=ERR), _document(three_states, final=ERR))
    assert diff.same
    assert diff.only_old.words == () and diff.only_new.words == ()


def test_words_are_listed_shortest_first_and_limited() -> None:
    letters = ("a", "b", ERR)
    old = dfa_of_words([("a", ERR)], letters)
    many = dfa_of_words([("a", ERR), ("b", ERR), ("a", "b", ERR), ("b", "b", ERR),
                         ("a", "a", "a", ERR)], letters)  # fmt: skip
    diff = compare(_document(old, final=ERR), _document(many, final=ERR), limit=2)
    assert diff.only_new.words == (("b", ERR), ("a", "b", ERR))
    assert diff.only_new.truncated
    assert diff.only_old.words == () and not diff.only_old.truncated


def test_generalisation_beyond_the_longest_word_is_not_a_difference_when_exact() -> None:
    letters = ("a", ERR)
    exact = dfa_of_words([("a", ERR)], letters)
    looping = DFA(letters, (0, 1, 2), 0, frozenset({2}),
                  {(0, "a"): 1, (1, "a"): 1, (1, ERR): 2})  # a+ !error  # fmt: skip
    diff = compare(_document(exact, longest=2, final=ERR), _document(looping, longest=2, final=ERR))
    assert diff.same and diff.exact
    cut = learn_document(looping, longest=2, final=ERR)
    cut["guarantee"]["longest_word"] = 9  # the bound was cut: a+ is the learned extrapolation
    inexact = compare(_document(exact, longest=2, final=ERR), learned_from_json(cut))
    assert not inexact.exact and not inexact.same
    assert inexact.only_new.words == ()  # nothing within the checked length …
    assert inexact.only_new.dfa.accepts(("a", "a", ERR))  # … but the automaton shows the rest


def test_to_json_is_an_automaton_document() -> None:
    diff = compare(_document(BRANCH_A), _document(MERGED))
    data = one_sided_json(diff.only_new, diff.final)
    assert data["words"] == [["functionA", "functionZ", "functionB", "functionC", END]]
    automaton = data["automaton"]
    assert automaton["end_letter"] == END
    assert {e["letter"] for e in automaton["alphabet"]} == set(LETTERS) - {END}
    assert automaton["initial"] in {s["id"] for s in automaton["states"]}
