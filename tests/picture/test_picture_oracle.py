"""The picture on programs written for the learn tests, against their gcc oracle (issue 13):
every failing word of length ≤ n is accepted, and every word of length ≤ n that no failing run
within the bound produces and that extends no cut run's word is rejected."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

LEARN_TESTS = Path(__file__).resolve().parent.parent / "learn"
sys.path.insert(0, str(LEARN_TESTS))

from errlang.automata.operations import enumerate_accepted  # noqa: E402
from errlang.automata.picture import generalising_transitions  # noqa: E402
from errlang.encoder.encoding import ERROR_LETTER  # noqa: E402
from errlang.teacher.decided import decided_words, picture_of  # noqa: E402
from oracle import explore, have_toolchain  # noqa: E402
from oracle_cases import Case, all_cases  # noqa: E402
from picture_support import learn_at  # noqa: E402

pytestmark = pytest.mark.skipif(not have_toolchain(), reason="needs gcc, nm and addr2line")

CHOSEN = ("pin_lock", "mode_machine", "sort3", "wallet_calls")
CASES = [
    case
    for case in all_cases()
    if case.path.stem in CHOSEN and case.line is not None and not case.slow
]


def all_words(alphabet: tuple[str, ...], length: int) -> list[tuple[str, ...]]:
    words: list[tuple[str, ...]] = [()]
    layer: list[tuple[str, ...]] = [()]
    for _ in range(length):
        layer = [(*w, a) for w in layer for a in alphabet]
        words += layer
    return words


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_picture_agrees_with_the_oracle_on_decided_words(case: Case) -> None:
    exploration = explore(
        case.path, letters=case.alphabet, domain=case.domain, domains=dict(case.domains)
    )
    failing = exploration.failing_words(case.line, case.loop_bound)  # type: ignore[arg-type]
    learned = learn_at(case.path, case.line, case.loop_bound, case.alphabet, case.max_length)  # type: ignore[arg-type]
    decided = decided_words(learned.teacher, learned.exact)
    picture = picture_of(decided)
    n = decided.max_length
    cuts = decided.cuts.words
    assert cuts is not None
    alphabet = learned.teacher.alphabet
    words = (
        all_words(alphabet, n)
        if len(alphabet) ** n <= 200_000
        else list(enumerate_accepted(picture.dfa, n))  # too many: the accepted ones only
    )
    for word in words:
        if word in failing:
            assert picture.dfa.accepts(word), word
        elif not word or word[-1] != ERROR_LETTER or not any(word[: len(c)] == c for c in cuts):
            assert not picture.dfa.accepts(word), word
    for word in failing:
        if len(word) <= n:
            assert picture.dfa.accepts(word), word
    if decided.complete:
        assert picture.is_exact and picture.dfa == learned.exact
    assert generalising_transitions(picture.dfa, learned.exact, n) == picture.generalising


@pytest.mark.parametrize("case", CASES, ids=[c.id for c in CASES])
def test_decided_words_below_the_bound_never_reject_a_failing_word(case: Case) -> None:
    """At bound 1 runs are cut; the oracle (gcc, no bound) still sees them fail. None of its
    failing words may be decided as must-reject: each is a failing word within the bound, or
    extends a cut run's word (soundness of the cut words against an independent oracle)."""
    exploration = explore(
        case.path, letters=case.alphabet, domain=case.domain, domains=dict(case.domains)
    )
    failing = exploration.failing_words(case.line)  # type: ignore[arg-type]
    n = min(12, max(len(w) for w in failing))  # beyond bound 1's longest word: cut runs matter
    learned = learn_at(case.path, case.line, 1, case.alphabet, n)  # type: ignore[arg-type]
    decided = decided_words(learned.teacher, learned.exact)
    spec = decided.automaton()
    assert spec is not None
    picture = picture_of(decided)
    checked = 0
    for word in failing:
        if len(word) <= decided.max_length:
            assert spec.verdict(word) != "reject", word
            checked += 1
            assert picture.dfa.accepts(word) or spec.verdict(word) == "free", word
    assert checked  # not vacuous (most of these words lie beyond bound 1: free, via cut runs)
