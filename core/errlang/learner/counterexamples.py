"""Counterexample analysis shared by the learners.

Rivest & Schapire (1993): let w (|w| = m) be misclassified by a hypothesis H, ⌊x⌋ the access
string of the state H reaches on x, and α(i) = member(⌊w[:i]⌋ · w[i:]). Then α(0) = member(w)
and α(m) = member(⌊w⌋) = H(w), so α(0) ≠ α(m) and some i has α(i) ≠ α(i+1). With u = ⌊w[:i]⌋,
a = w[i], v = w[i+1:], the suffix v distinguishes u·a from ⌊w[:i+1]⌋, the access string H
uses for it: u·a is a new state and v the experiment that proves it. How i is found is a
search strategy (Isberner & Steffen 2014 compare them); Maler & Pnueli (1995) instead add
every suffix of w to the experiments.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Literal

from errlang.automata.dfa import Word
from errlang.learner.interface import InconsistentTeacher

Search = Literal["binary", "exponential", "linear"]


@dataclass(frozen=True)
class Decomposition:
    """w = w[:index] · letter · suffix with α(index) ≠ α(index + 1); ``prefix`` is
    ⌊w[:index]⌋, so ``prefix + (letter,)`` is a new state distinguished by ``suffix``."""

    index: int
    prefix: Word
    letter: str
    suffix: Word


def _binary(alpha: Callable[[int], bool], lo: int, hi: int) -> int:
    """Given α(lo) ≠ α(hi), an i in [lo, hi) with α(i) ≠ α(i + 1)."""
    low_value = alpha(lo)
    while hi - lo > 1:
        mid = (lo + hi) // 2
        if alpha(mid) == low_value:
            lo = mid
        else:
            hi = mid
    return lo


def find_breakpoint(
    word: Word,
    access: Callable[[Word], Word],
    membership: Callable[[Word], bool],
    search: Search = "binary",
) -> Decomposition:
    """The Rivest–Schapire decomposition of the counterexample ``word``.

    ``binary``: binary search over [0, m] (⌈log₂ m⌉ queries; Rivest–Schapire's own choice).
    ``exponential``: probe m−1, m−2, m−4, … until α changes, then binary search in the last
    gap (finds a breakpoint near the end, hence a short suffix, with O(log m) queries).
    ``linear``: scan from the end (the last breakpoint, the shortest suffix; up to m queries).
    """
    m = len(word)
    cache: dict[int, bool] = {}

    def alpha(i: int) -> bool:
        if i not in cache:
            cache[i] = membership(access(word[:i]) + word[i:])
        return cache[i]

    if alpha(0) == alpha(m):
        raise InconsistentTeacher(
            f"{word!r} is not a counterexample: α(0) = α(m) = {alpha(0)}", word
        )
    if search == "binary":
        i = _binary(alpha, 0, m)
    elif search == "exponential":
        hi, step = m, 1
        lo = m - 1
        while lo > 0 and alpha(lo) == alpha(m):
            hi = lo
            step *= 2
            lo = max(0, m - step)
        i = _binary(alpha, lo, hi)
    elif search == "linear":
        i = m - 1
        while alpha(i) == alpha(m):
            i -= 1
    else:  # pragma: no cover - guarded by the Literal type and learn()
        raise ValueError(f"unknown search {search!r}")
    return Decomposition(i, access(word[:i]), word[i], word[i + 1 :])


def all_suffixes(word: Word) -> list[Word]:
    """Maler–Pnueli: the non-empty suffixes of ``word``, shortest first."""
    return [word[i:] for i in range(len(word) - 1, -1, -1)]
