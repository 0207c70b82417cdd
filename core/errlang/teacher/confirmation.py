"""Confirming a picture at a larger bound with queries, without learning there (DESIGN §3:
"its generalisation is then confirmed or refuted at the next bound (one equivalence check on
the new decided words)").

A picture learned at bound b is *confirmed* at b' > b when it is right on every word b'
decides: it accepts every word of Fail(P, b', n) (one solver query for a failing run whose
word it rejects, as in an equivalence query) and every other word of length ≤ n it accepts
extends the word of a run cut at b' (membership of each accepted word that extends none).
That is :func:`errlang.teacher.decided.confirm` on the decided words of b', asked of the
teacher of b' directly instead of from the automaton learned there — the same verdict, for
one encoding, the cut words and a few queries instead of a whole learning run.
"""

from __future__ import annotations

from dataclasses import replace

from errlang.automata.dfa import Word
from errlang.automata.operations import enumerate_accepted
from errlang.teacher.decided import ConfirmedPicture, cut_words
from errlang.teacher.program_teacher import ProgramTeacher

ACCEPTED_BUDGET = 20_000  # accepted words of the picture checked before giving up


def confirm_by_queries(
    confirmed: ConfirmedPicture, teacher: ProgramTeacher, budget: int = ACCEPTED_BUDGET
) -> ConfirmedPicture | None:
    """``confirmed`` checked against the decided words of the bound ``teacher`` answers for
    (confirmed or refuted there), or None when this check cannot decide: the cut words are too
    many, no run is cut there (then every word is decided, and only the exact automaton, of any
    length, is right), or the picture accepts more than ``budget`` words of length ≤ n."""
    bound = teacher.encoding.loop_bound
    cuts = cut_words(teacher.encoding, teacher.solver, teacher.max_length)
    if cuts.words is None or not cuts.any_cut:
        return None
    free = cuts.words
    picture = confirmed.picture.dfa

    def extends_cut(word: Word) -> bool:
        return any(word[:k] in free for k in range(len(word)))

    right = teacher.missing_word(picture) is None
    if right:
        for count, word in enumerate(enumerate_accepted(picture, teacher.max_length)):
            if count >= budget:
                return None
            if not extends_cut(tuple(word)) and not teacher.membership(tuple(word)):
                right = False
                break
    if right:
        return replace(confirmed, confirmed_at=(*confirmed.confirmed_at, bound))
    return replace(confirmed, refuted_at=(*confirmed.refuted_at, bound))
