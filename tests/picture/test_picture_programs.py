"""The picture on C programs (issue 13, "Done when"), through the engine's layers.

Each test learns the exact automaton at a bound, computes the decided words from the bounded
program (its cut runs) and the picture, and checks the issue's claims; the decided words are
also checked word by word against membership queries to the program itself.
"""

from __future__ import annotations

import itertools

import pytest
from errlang.automata.dfa import Word
from errlang.automata.picture import confirms
from errlang.encoder.encoding import ERROR_LETTER as ERR
from errlang.teacher.decided import (
    ConfirmedPicture,
    DecidedWords,
    confirm,
    decided_words,
    follow,
    picture_of,
)
from picture_support import Learned, learn_at

G_STAR_F_ERR = {(0, "g"): 0, (0, "f"): 1, (1, ERR): 2}


def words_up_to(alphabet: tuple[str, ...], length: int) -> list[Word]:
    return [w for k in range(length + 1) for w in itertools.product(alphabet, repeat=k)]


def assert_right_on_decided_words(learned: Learned, decided: DecidedWords) -> None:
    """Against the program: a failing word (membership query) is accepted; a word of length
    ≤ n that is no failing word and extends no cut word is rejected."""
    picture = picture_of(decided)
    cuts = decided.cuts.words
    assert cuts is not None
    for word in words_up_to(learned.teacher.alphabet, decided.max_length):
        if learned.teacher.membership(word):
            assert picture.dfa.accepts(word), word
        elif not any(word[: len(c)] == c for c in cuts) or not word or word[-1] != ERR:
            assert not picture.dfa.accepts(word), word


@pytest.mark.parametrize("bound", [1, 2, 3, 5])
def test_loop_then_fail_picture_is_g_star_f_err(bound: int) -> None:
    learned = learn_at("loop_then_fail.c", 9, bound)
    # the exact automaton is the unrolled chain g^k f err, k ≤ b
    for k in range(bound + 3):
        assert learned.exact.accepts(("g",) * k + ("f", ERR)) == (k <= bound)
    decided = decided_words(learned.teacher, learned.exact)
    assert decided.cuts.words == {("g",) * bound}
    picture = picture_of(decided)
    assert dict(picture.dfa.transitions) == G_STAR_F_ERR
    assert picture.dfa.accepting == {2} and picture.minimal
    assert picture.loops == {(0, "g")}
    assert_right_on_decided_words(learned, decided)


def test_list_picture_loops_on_insertions_and_is_confirmed_at_the_next_bound() -> None:
    learned = learn_at("list_insert.c", 25, 3)
    decided = decided_words(learned.teacher, learned.exact)
    picture = picture_of(decided)
    assert len(picture.dfa.states) < len(learned.exact.states)
    looping = {letter for _, letter in picture.loops}
    assert looping == {"insert"}
    for k in range(1, 8):  # beyond the bound too: the loop generalises
        assert picture.dfa.accepts(("insert",) * k + ("inspect", ERR))
    assert not picture.dfa.accepts(("inspect", ERR))
    assert_right_on_decided_words(learned, decided)
    following = learn_at("list_insert.c", 25, 4)
    spec = decided_words(following.teacher, following.exact).automaton()
    assert spec is not None
    assert confirms(picture, spec) is None


def test_complete_analysis_picture_is_the_exact_automaton() -> None:
    learned = learn_at("bounded_input.c", 9, 3)
    decided = decided_words(learned.teacher, learned.exact)
    assert decided.complete
    picture = picture_of(decided)
    assert picture.is_exact and picture.dfa == learned.exact
    assert not picture.loops


def test_cut_runs_make_the_same_program_generalise_at_a_smaller_bound() -> None:
    learned = learn_at("bounded_input.c", 9, 1)
    decided = decided_words(learned.teacher, learned.exact)
    assert not decided.complete
    assert dict(picture_of(decided).dfa.transitions) == G_STAR_F_ERR
    assert_right_on_decided_words(learned, decided)


def pictures_across(name: str, line: int, bounds: list[int]) -> list[ConfirmedPicture]:
    """The picture after each bound, as the bound driver follows it."""
    followed: list[ConfirmedPicture] = []
    for bound in bounds:
        learned = learn_at(name, line, bound)
        decided = decided_words(learned.teacher, learned.exact)
        followed.append(follow(followed[-1] if followed else None, decided))
    return followed


def test_loop_picture_is_confirmed_at_every_next_bound() -> None:
    first, second, third = pictures_across("loop_then_fail.c", 9, [1, 2, 3])
    assert not first.stable and second.stable
    assert third.learned_at == 1 and third.confirmed_at == (2, 3) and not third.refuted_at
    assert dict(third.picture.dfa.transitions) == G_STAR_F_ERR
    assert third.guarantee() == (
        "every word of length ≤ 3 decided within loop bound 1 is right; the loop at state 0 (g) "
        "generalises, confirmed at bounds 2 and 3"
    )


def test_list_picture_refuted_at_2_is_relearned_and_confirmed_at_3_and_4() -> None:
    *_, last = pictures_across("list_insert.c", 25, [1, 2, 3, 4])
    assert last.refuted_at == (2,) and last.learned_at == 2 and last.confirmed_at == (3, 4)
    assert {letter for _, letter in last.picture.loops} == {"insert"}


def test_complete_analysis_refutes_a_generalising_picture() -> None:
    first, second = pictures_across("bounded_input.c", 9, [1, 2])
    assert first.picture.loops  # at bound 1 the runs with n = 2 are cut: g* f err
    assert second.refuted_at == (2,) and second.picture.is_exact
    assert second.guarantee().startswith("the picture is the exact automaton (complete analysis")


def test_a_fixed_bound_picture_refuted_at_the_next_bound_says_so() -> None:
    first = learn_at("bounded_input.c", 9, 1)
    picture = follow(None, decided_words(first.teacher, first.exact))
    assert picture.picture.loops  # g* f err, refuted by the complete analysis at bound 2
    second = learn_at("bounded_input.c", 9, 2)
    checked = confirm(picture, decided_words(second.teacher, second.exact))
    assert checked.picture == picture.picture and checked.refuted_at == (2,)
    assert checked.guarantee().endswith("refuted at bound 2 (it is wrong on a word decided there)")
