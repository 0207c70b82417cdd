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

Given the decided words of the bound the picture was learned at (``before``, issue 19), the
check asks far easier questions:

* **missing words**: a word of Fail(P, b', n) that the picture rejects cannot be a decided
  word of b (the picture is right on those, and a decided word is decided correctly for every
  bound: a failing word is must-accept, a must-reject word has no run at all), so it is a word
  b left free. The projection automaton of b' over-approximates the words of its runs. So the
  only candidates are the words of length ≤ n that b' 's projection accepts, the picture
  rejects and b leaves free: a product search lists them (a handful, usually), and one query
  with the word fixed answers each — instead of one query over every run of b' with the
  picture's complement encoded in it (on the bubble sort at (3, 19): 15 word queries, 2.6 s,
  against 36–74 s for that one query on the shared machine). More than CANDIDATES of them: the
  one query, as before;
* **accepted words**: a word of Fail(P, b, n) fails at b' too (a run within b is within b');
  the others are asked one by one with the word fixed, never by enumerating the whole
  language of b' first (the teacher's :meth:`membership` does that for the learner, and its
  last "no more words" query is as hard as the missing-word query).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Iterator
from dataclasses import replace

import z3

from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import enumerate_accepted
from errlang.automata.three_valued import ThreeValuedDFA
from errlang.encoder.encoding import LETTER_BITS
from errlang.teacher.decided import (
    OPEN_KINDS,
    ConfirmedPicture,
    DecidedWords,
    _emitted,
    cut_words,
)
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.projection import START, Projection

ACCEPTED_BUDGET = 20_000  # accepted words of the picture checked before giving up
FREE_QUERIES = 8  # words asked about one by one before the cut words are enumerated
CANDIDATES = 64  # candidate missing words asked one by one before the one query over all runs
SEARCH_NODES = 50_000  # words the candidate search may extend before it gives up (~0.2 s)


def confirm_by_queries(
    confirmed: ConfirmedPicture,
    teacher: ProgramTeacher,
    budget: int = ACCEPTED_BUDGET,
    before: DecidedWords | None = None,
) -> ConfirmedPicture | None:
    """``confirmed`` checked against the decided words of the bound ``teacher`` answers for
    (confirmed or refuted there), or None when this check cannot decide: the cut words are too
    many, no run is cut there (then every word is decided, and only the exact automaton, of any
    length, is right), or the picture accepts more than ``budget`` words of length ≤ n.
    ``before``: the decided words of the bound the picture was computed at (the picture is
    right on them), which make the check cheaper (module text)."""
    bound = teacher.encoding.loop_bound
    free = _Freeness(teacher)
    picture = confirmed.picture.dfa
    candidates = _candidates(picture, teacher, before)
    if candidates is None:  # too many: one query over all runs first, as before
        missing = teacher.missing_word(picture)
        candidates = [] if missing is None else [tuple(missing)]
    # one query for every candidate at once: when none fails (a picture that is confirmed),
    # the word-by-word loop below answers them from the teacher's memory; when one does, it
    # finds the same shortest refutation as before, one query per word
    if len(candidates) > 1:
        teacher.none_fails(candidates)
    for count, (word, rejected) in enumerate(_by_length(candidates, picture, teacher)):
        if count >= budget + len(candidates):
            return None
        if rejected:  # a candidate missing word: refuted when it fails at b'
            if teacher.membership_query(word):
                refuted = (*confirmed.refuted_at, bound)
                return replace(confirmed, refuted_at=refuted, refuted_by=word, refuted_failing=True)
            continue
        if _fails(teacher, word, before):
            continue
        known = free.of(word)
        if known is None:
            return None
        if not known:
            refuted = (*confirmed.refuted_at, bound)
            return replace(confirmed, refuted_at=refuted, refuted_by=word, refuted_failing=False)
    if not free.any_cut():
        return None
    return replace(confirmed, confirmed_at=(*confirmed.confirmed_at, bound))


def _by_length(
    candidates: list[Word], picture: DFA, teacher: ProgramTeacher
) -> Iterator[tuple[Word, bool]]:
    """The candidate missing words (``True``) and the picture's accepted words (``False``),
    shortest first, merged (issue 31): a wrong picture is usually refuted by a short word of
    either kind (bubble sort (2, 16): ``gl_read`` and two insertions then the error, which no
    run at bound 3 produces), found before the longer words of the other kind are asked."""
    pending = sorted(candidates, key=lambda w: (len(w), w))
    index = 0
    for accepted in enumerate_accepted(picture, teacher.max_length):
        word = tuple(accepted)
        while index < len(pending) and len(pending[index]) <= len(word):
            yield pending[index], True
            index += 1
        yield word, False
    for missing in pending[index:]:
        yield missing, True


def _fails(teacher: ProgramTeacher, word: Word, before: DecidedWords | None) -> bool:
    """Whether ``word`` is in Fail(P, b', n): without a query when it fails within the
    smaller bound of ``before``, else one query with the word fixed."""
    if teacher.trivially_rejected(word):
        return False
    if before is not None and len(word) <= before.max_length and before.exact.accepts(word):
        return True
    return teacher.membership_query(word)


def _candidates(
    picture: DFA, teacher: ProgramTeacher, before: DecidedWords | None
) -> list[Word] | None:
    """The words of length ≤ n that may fail at b' while ``picture`` rejects them: those
    ``before`` leaves (module text), or None when they are too many or unknown (then the one
    query over all runs decides whether there is one)."""
    spec = before.automaton() if before is not None else None
    if spec is not None and set(spec.alphabet) == set(teacher.alphabet):
        found = missing_candidates(
            picture, spec, teacher.projection, teacher.final_letter, teacher.max_length
        )
        return None if found is None else [tuple(w) for w in found]
    return None


def missing_candidates(
    picture: DFA,
    spec: ThreeValuedDFA,
    projection: Projection,
    final_letter: str,
    max_length: int,
    limit: int = CANDIDATES,
) -> list[Word] | None:
    """The words of length ≤ ``max_length`` that ``projection`` accepts, ``picture`` rejects
    and ``spec`` (the decided words of a smaller bound) does not decide as must-reject,
    shortest first; None when there are more than ``limit`` (or the search passes
    SEARCH_NODES words). A depth-first search over words, pruned where the projection has no
    run and where no word ``spec`` leaves open can be reached within the length."""
    distance = _open_distance(spec, final_letter)
    letters = [a for a in spec.alphabet if a != final_letter]
    found: list[Word] = []
    Node = tuple[Word, int | None, int, frozenset[int]]
    stack: list[Node] = [((), picture.initial, spec.initial, frozenset({START}))]
    visited = 0
    while stack:
        word, state, place, runs = stack.pop()
        visited += 1
        if visited > SEARCH_NODES:
            return None
        if place not in spec.free_forever and len(word) + distance.get(place, max_length + 1) > (
            max_length
        ):
            continue
        if len(word) < max_length and projection.step(runs, final_letter):
            ended = None if state is None else picture.step(state, final_letter)
            verdict = spec.transitions[(place, final_letter)]
            open_word = place in spec.free_forever or verdict not in spec.reject
            if open_word and (ended is None or ended not in picture.accepting):
                found.append((*word, final_letter))
                if len(found) > limit:
                    return None
        if len(word) + 1 >= max_length:
            continue
        for letter in letters:
            after = projection.step(runs, letter)
            if not after:
                continue
            following = None if state is None else picture.step(state, letter)
            stack.append(((*word, letter), following, spec.transitions[(place, letter)], after))
    return sorted(found, key=lambda w: (len(w), w))


def _open_distance(spec: ThreeValuedDFA, final_letter: str) -> dict[int, int]:
    """Per 3DFA state, the length of the shortest word leading from it to a word the 3DFA
    leaves open (must-accept or free, ending with the final letter) or into its free-forever
    states; states that reach neither are missing."""
    reverse: dict[int, list[int]] = {}
    for (source, _), target in spec.transitions.items():
        reverse.setdefault(target, []).append(source)
    distance: dict[int, int] = {}
    for state in range(spec.count):
        if state in spec.free_forever:
            distance[state] = 0
        elif spec.transitions[(state, final_letter)] not in spec.reject:
            distance[state] = 1
    # backwards, breadth first from the seeds (0 before 1), a state again when it gets closer
    queue = deque(sorted(distance, key=distance.__getitem__))
    while queue:
        state = queue.popleft()
        for source in reverse.get(state, ()):
            if source not in distance or distance[source] > distance[state] + 1:
                distance[source] = distance[state] + 1
                queue.append(source)
    return distance


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
        if self.cut is None:
            return False  # no run is cut at all
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
