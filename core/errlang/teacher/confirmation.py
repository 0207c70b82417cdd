"""Confirming a picture at a larger bound with queries, without learning there (DESIGN §3:
"its generalisation is then confirmed or refuted at the next bound (one equivalence check on
the new decided words)").

A picture learned at bound b is *confirmed* at b' > b when it is right on every word b'
decides: it accepts every word of Fail(P, b', n) (one solver query for a failing run whose
word it rejects, as in an equivalence query) and every other word of length ≤ n it accepts is
*free*: it extends the word of a run cut at b' (a run beyond the bound could still produce it).
That is :func:`errlang.teacher.decided.confirm` on the decided words of b', asked of the
teacher of b' directly instead of from the automaton learned there — the same verdict, for
one encoding and a few queries instead of a whole learning run.

Freeness is first asked word by word (one query: a cut run whose word is a prefix of it), so a
picture that is wrong is refuted after a handful of queries; only when more than FREE_QUERIES
accepted words need it are all the minimal cut words enumerated
(:func:`errlang.teacher.decided.cut_words`, about two queries per cut word).
"""

from __future__ import annotations

from dataclasses import replace

import z3

from errlang.automata.dfa import Word
from errlang.automata.operations import enumerate_accepted
from errlang.encoder.encoding import LETTER_BITS
from errlang.teacher.decided import OPEN_KINDS, ConfirmedPicture, _emitted, cut_words
from errlang.teacher.program_teacher import ProgramTeacher

ACCEPTED_BUDGET = 20_000  # accepted words of the picture checked before giving up
FREE_QUERIES = 8  # words asked about one by one before the cut words are enumerated


def confirm_by_queries(
    confirmed: ConfirmedPicture, teacher: ProgramTeacher, budget: int = ACCEPTED_BUDGET
) -> ConfirmedPicture | None:
    """``confirmed`` checked against the decided words of the bound ``teacher`` answers for
    (confirmed or refuted there), or None when this check cannot decide: the cut words are too
    many, no run is cut there (then every word is decided, and only the exact automaton, of any
    length, is right), or the picture accepts more than ``budget`` words of length ≤ n."""
    bound = teacher.encoding.loop_bound
    free = _Freeness(teacher)
    if not free.any_cut():
        return None
    picture = confirmed.picture.dfa
    right = teacher.missing_word(picture) is None
    if right:
        for count, word in enumerate(enumerate_accepted(picture, teacher.max_length)):
            if count >= budget:
                return None
            word = tuple(word)
            if teacher.membership(word):
                continue
            known = free.of(word)
            if known is None:
                return None
            if not known:
                right = False
                break
    if right:
        return replace(confirmed, confirmed_at=(*confirmed.confirmed_at, bound))
    return replace(confirmed, refuted_at=(*confirmed.refuted_at, bound))


class _Freeness:
    """Whether words extend the word of a run cut by the bound (module text)."""

    def __init__(self, teacher: ProgramTeacher) -> None:
        self.teacher = teacher
        encoding = teacher.encoding
        guards = [c.guard for c in encoding.cuts if c.kind in OPEN_KINDS]
        self.cut = z3.Or(*guards) if guards else None
        self.asked = 0
        self.words: frozenset[Word] | None = None  # the minimal cut words, once enumerated
        self.enumerated = False
        self.emitted = [_emitted(encoding, k) for k in range(teacher.max_length + 1)]

    def any_cut(self) -> bool:
        """Some run is cut at this bound (else every word is decided)."""
        return self.cut is not None and self.teacher.solver.satisfiable(self.cut) is not None

    def of(self, word: Word) -> bool | None:
        """Whether ``word`` is free; None when the cut words are too many to tell."""
        events = (
            word[: word.index(self.teacher.final_letter)]
            if self.teacher.final_letter in word
            else word
        )
        prefixes = [events[:k] for k in range(len(events) + 1) if k < self.teacher.max_length]
        if self.asked < FREE_QUERIES:
            self.asked += 1
            exact = z3.Or(*(self._exactly(prefix) for prefix in prefixes))
            return self.teacher.solver.satisfiable(self.cut, exact) is not None
        if not self.enumerated:
            teacher = self.teacher
            self.words = cut_words(teacher.encoding, teacher.solver, teacher.max_length).words
            self.enumerated = True
        if self.words is None:
            return None
        return any(prefix in self.words for prefix in prefixes)

    def _exactly(self, word: Word) -> z3.BoolRef:
        """The cut run's word is exactly ``word``."""
        encoding = self.teacher.encoding
        letters = [
            z3.Select(encoding.word, z3.BitVecVal(k, LETTER_BITS)) == encoding.letters[a]
            for k, a in enumerate(word)
        ]
        longer = self.emitted[len(word)]
        reaches = [self.emitted[len(word) - 1]] if word else []
        return z3.And(z3.Not(longer), *reaches, *letters)
