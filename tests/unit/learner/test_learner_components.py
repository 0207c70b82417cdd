"""The learners' parts on their own: counterexample analysis, observation table, classification
tree, memoised queries and the refinement loop's progress check."""

from __future__ import annotations

import itertools

import pytest
from errlang.automata.dfa import DFA, Word
from errlang.learner.base import InconsistentTeacher
from errlang.learner.classification_tree import ClassificationTree
from errlang.learner.counterexamples import all_suffixes, find_breakpoint
from errlang.learner.observation_table import ObservationTable
from errlang.learner.queries import Hypothesis, Queries, run_learning_loop
from errlang.learner.testing import DFATeacher


def ends_with_ab(word: Word) -> bool:
    return word[-2:] == ("a", "b")


def one_state_rejecting() -> Hypothesis:
    dfa = DFA(("a", "b"), (0,), 0, frozenset(), {(0, "a"): 0, (0, "b"): 0})
    return Hypothesis(dfa, ((),))


# -- counterexamples ---------------------------------------------------------------------------


@pytest.mark.parametrize("search", ["binary", "exponential", "linear"])
def test_breakpoint_satisfies_the_rivest_schapire_condition(search: str) -> None:
    word = ("b", "a", "a", "b", "b", "a", "b")
    hyp = one_state_rejecting()
    asked: list[Word] = []

    def member(w: Word) -> bool:
        asked.append(w)
        return ends_with_ab(w)

    split = find_breakpoint(word, hyp.access_string, member, search)  # type: ignore[arg-type]
    i = split.index
    assert split.prefix == () and split.letter == word[i] and split.suffix == word[i + 1 :]
    # α(i) ≠ α(i+1) with ⌊x⌋ = ε for the one-state hypothesis
    assert ends_with_ab(word[i:]) != ends_with_ab(word[i + 1 :])
    if search == "linear":
        assert split.suffix == ("b",)  # the last breakpoint: the shortest suffix
    assert len(set(asked)) <= len(word) + 1


def test_exponential_search_finds_a_late_breakpoint_cheaply() -> None:
    # Only the last letter matters: the breakpoint is at m - 1.
    word = ("a",) * 40 + ("b",)
    calls: list[Word] = []

    def member(w: Word) -> bool:
        calls.append(w)
        return w[-1:] == ("b",) and len(w) > 1

    split = find_breakpoint(word, one_state_rejecting().access_string, member, "exponential")
    assert split.index == 39 and split.suffix == ("b",)
    assert len(calls) <= 4


def test_a_word_that_is_no_counterexample_is_refused() -> None:
    with pytest.raises(InconsistentTeacher):
        find_breakpoint(("a", "a"), one_state_rejecting().access_string, ends_with_ab, "binary")


def test_all_suffixes_shortest_first() -> None:
    assert all_suffixes(("a", "b", "c")) == [("c",), ("b", "c"), ("a", "b", "c")]
    assert all_suffixes(()) == []


# -- observation table -------------------------------------------------------------------------


def test_table_closes_and_builds_angluins_acceptor() -> None:
    table = ObservationTable(("a", "b"), ends_with_ab)
    assert table.find_unclosed() is None  # one experiment (ε): every row is (False,)
    table.add_suffixes([("b",)])
    assert table.find_unclosed() == ("a",)
    table.close_and_make_consistent()
    hyp = table.hypothesis()
    assert hyp.access[0] == ()
    assert len(hyp.dfa.states) == 3
    for n in range(6):
        for w in itertools.product("ab", repeat=n):
            assert hyp.dfa.accepts(w) == ends_with_ab(w)
    assert table.add_suffixes([("b",)]) == 0


def test_table_detects_and_repairs_inconsistency() -> None:
    # With E = {ε}, the rows of ε and a agree, but after b they differ on ε ("ab" accepted).
    table = ObservationTable(("a", "b"), ends_with_ab)
    table.add_prefix(("a",))
    assert table.find_inconsistency() == ("b",)
    table.close_and_make_consistent()
    assert table.find_inconsistency() is None and table.find_unclosed() is None
    assert table.prefixes[:2] == [(), ("a",)]


def test_add_prefix_keeps_s_prefix_closed() -> None:
    table = ObservationTable(("a", "b"), ends_with_ab)
    table.add_prefix(("a", "b", "a"))
    assert table.prefixes == [(), ("a",), ("a", "b"), ("a", "b", "a")]
    assert ("a", "a") in table.lower() and ("a", "b") not in table.lower()


# -- classification tree -----------------------------------------------------------------------


def test_tree_sift_split_and_separator() -> None:
    tree = ClassificationTree(ends_with_ab)
    eps, created = tree.sift(())
    assert created and eps.state == 0
    again, created = tree.sift(("a",))  # same root branch (rejecting): sifts to ε's leaf
    assert not created and again is eps
    accepting, created = tree.sift(("a", "b"))  # empty accepting branch: a new state
    assert created and accepting.state == 1
    assert tree.accepting(1) and not tree.accepting(0)
    inner, new = tree.split(tree.leaves[0], ("a",), ("b",))
    assert inner.discriminator == ("b",)
    assert new.state == 2 and new.access == ("a",)
    assert tree.leaves[0].access == () and tree.leaves[0].parent is inner
    assert tree.separator(0, 2) == ("b",)
    assert tree.separator(0, 1) == ()
    assert tree.sift(("b", "a"))[0].state == 2
    assert not tree.accepting(2)
    with pytest.raises(ValueError):
        tree.split(tree.leaves[2], ("b", "a"), ("b",))


# -- queries and the loop ----------------------------------------------------------------------


def test_membership_is_memoised_and_counted_once() -> None:
    target = DFA(("a",), (0, 1), 0, frozenset({1}), {(0, "a"): 1})
    teacher = DFATeacher(target)
    queries = Queries(teacher)
    assert queries.membership(("a",)) and queries.membership(("a",))
    assert not queries.membership(())
    assert queries.membership_queries == 2 == teacher.membership_queries


class StuckLearner:
    """A learner whose refinement never adds a state."""

    def hypothesis(self) -> Hypothesis:
        return one_state_rejecting()

    def refine(self, hypothesis: Hypothesis, counterexample: Word) -> None:
        pass


def test_loop_refuses_a_refinement_without_progress() -> None:
    target = DFA(("a", "b"), (0, 1, 2), 0, frozenset({2}), {(0, "a"): 1, (1, "b"): 2})
    queries = Queries(DFATeacher(target))
    with pytest.raises(InconsistentTeacher, match="did not add a state"):
        run_learning_loop(StuckLearner(), queries, None)
