"""The teacher of errlang's learners: membership and equivalence queries on a C program.

Fail(P, b, n) is the set of words α(run)·err of runs within bound b that fail the target,
|w| ≤ n (DESIGN §3). Membership: is there such a run with word w? Equivalence: a positive
counterexample is one solver query with the hypothesis encoded over the word array; negative
ones are the hypothesis's accepted words of length ≤ n that membership rejects (one word can
belong to a failing and to a passing run, so this direction needs membership, DESIGN §4).
"""

from __future__ import annotations

import contextlib
import hashlib
from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass, field

import z3

from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import enumerate_accepted
from errlang.encoder.encoding import LETTER_BITS, Encoding
from errlang.teacher.cache import QueryCache
from errlang.teacher.projection import Projection
from errlang.teacher.small_inputs import MAX_SECONDS as SHRINK_SECONDS
from errlang.teacher.small_inputs import smaller_run
from errlang.teacher.solver import BoundedSolver, Run, SolverCancelled, SolverUnknown

DEFAULT_NEGATIVE_BUDGET = 20_000  # accepted words checked per equivalence query
# Fail(P, b, n) is enumerated first (one solver call per word) when it has at most this many
# words: then every query is answered from the set, without the solver.
ENUMERATION_BUDGET = 64


@dataclass
class TeacherStats:
    """Counts of the queries this teacher answered, by how (DESIGN §4)."""

    membership_queries: int = 0
    filtered: int = 0  # rejected before z3 (shape, projection)
    cached: int = 0  # answered from memory or the persistent cache
    equivalence_queries: int = 0
    enumerated: int = 0  # membership answers from the enumerated language


@dataclass
class Guarantee:
    """What the final equivalence query proved."""

    unproven: list[str] = field(default_factory=list)


class ProgramTeacher:
    """Answers queries about the failing (or, in explanation mode, ending) runs of ``site``."""

    def __init__(
        self,
        encoding: Encoding,
        edges: list[tuple[int, str, int]],
        site: int,
        final_letter: str,
        max_length: int | None,
        cache: QueryCache | None,
        timeout: float | None = None,
        negative_budget: int = DEFAULT_NEGATIVE_BUDGET,
    ) -> None:
        self.encoding = encoding
        self.site = site
        self.final_letter = final_letter
        self.cache = cache
        self.negative_budget = negative_budget
        self.timeout = timeout
        self._alphabet = (*encoding.letters, final_letter)
        ends = encoding.failing(site)
        self.projection = Projection(
            edges, frozenset().union(*(t.last_events for t in ends)), final_letter
        )
        # n of Fail(P, b, n); by default every word of a run within the bound (DESIGN §3)
        self.max_length = max_length or max(1, self.projection.longest())
        self.stats = TeacherStats()
        self.guarantee = Guarantee()
        self._solver: BoundedSolver | None = None
        self._cancel: Callable[[], bool] | None = None  # of the run posing queries now
        self._deadline: float | None = None  # time.monotonic() instant of that run's budget
        self.known: dict[Word, bool] = {}
        self._language: frozenset[Word] | None = None
        self._language_tried = False
        self.letter_ids = {**encoding.letters, final_letter: 0}

    @property
    def alphabet(self) -> tuple[str, ...]:
        return self._alphabet

    @property
    def solver(self) -> BoundedSolver:
        if self._solver is None:  # built lazily: a fully cached run never needs it
            self._solver = BoundedSolver(
                self.encoding, self.timeout, deadline=self._deadline, cancel=self._cancel
            )
        return self._solver

    @property
    def solver_calls(self) -> int:
        return self._solver.calls if self._solver else 0

    @property
    def solver_seconds(self) -> float:
        return self._solver.seconds if self._solver else 0.0

    def set_timeout(self, seconds: float) -> None:
        """The time limit of each solver query from now on."""
        self.timeout = seconds
        if self._solver is not None:
            self._solver.set_timeout(seconds)

    @contextlib.contextmanager
    def cancellable(
        self, cancel: Callable[[], bool] | None, deadline: float | None = None
    ) -> Iterator[None]:
        """Within the block, every solver call of this teacher stops (``SolverCancelled``)
        when ``cancel()`` says so, and none runs past ``deadline`` (a ``time.monotonic()``
        instant: ``SolverUnknown`` with ``out_of_time``, z3 interrupted or abandoned, see
        :class:`BoundedSolver`); afterwards the teacher, kept for later runs, is deaf to both."""
        self._cancel, self._deadline = cancel, deadline
        if self._solver is not None:
            self._solver.set_cancel(cancel)
            self._solver.deadline = deadline
        try:
            yield
        finally:
            self._cancel, self._deadline = None, None
            if self._solver is not None and self._solver.abandoned:
                self._solver = None  # z3 may still use it: the next query gets a new one
            elif self._solver is not None:
                self._solver.set_cancel(None)
                self._solver.deadline = None

    def take_over(self, other: ProgramTeacher) -> None:
        """Answer with ``other``'s solver, answers and enumerated language: the same encoding
        asked at a smaller n (the bound driver's default n, the longest failing word within
        the bound: the 2015 tool's b_wl, docs/picture.md)."""
        if other.encoding is not self.encoding:
            raise ValueError("a teacher takes over only a teacher of the same encoding")
        self._solver = other._solver
        self.known.update(other.known)
        if other._language is not None:
            self._language = frozenset(w for w in other._language if len(w) <= self.max_length)
            self._language_tried = True

    # ------------------------------------------------------------ membership

    def _word_conditions(self, word: Word, solver: BoundedSolver | None = None) -> list[z3.BoolRef]:
        """The run ends at the target and its word is ``word``."""
        solver = solver or self.solver
        body = word[:-1]
        conditions = [solver.ends(self.site), solver.length(self.site) == len(word)]
        conditions += [
            z3.Select(self.encoding.word, z3.BitVecVal(k, LETTER_BITS)) == self.letter_ids[letter]
            for k, letter in enumerate(body)
        ]
        return conditions

    def trivially_rejected(self, word: Word) -> bool:
        """The filters before z3: last letter, final letter inside, projection automaton."""
        if not word or word[-1] != self.final_letter or self.final_letter in word[:-1]:
            return True
        return not self.projection.accepts(tuple(word))

    def membership(self, word: Word) -> bool:
        word = tuple(word)
        if (known := self._answered(word)) is not None:
            return known
        language = self.language() if len(word) <= self.max_length else None
        if language is not None:
            self.stats.enumerated += 1
            return word in language
        answer = self.solver.satisfiable(*self._word_conditions(word)) is not None
        self._learnt(word, answer)
        return answer

    def membership_query(self, word: Word) -> bool:
        """Membership of one word without enumerating the language first (:meth:`membership`
        does that for a learner's many questions; for a few words, one query each with the
        word fixed is much cheaper than the enumeration's last, "no more words", query)."""
        word = tuple(word)
        if (known := self._answered(word)) is not None:
            return known
        if self._language is not None and len(word) <= self.max_length:
            self.stats.enumerated += 1
            return word in self._language
        answer = self.solver.satisfiable(*self._word_conditions(word)) is not None
        self._learnt(word, answer)
        return answer

    def none_fails(self, words: Iterable[Word]) -> bool:
        """Whether no word of ``words`` is in Fail(P, b, n); when so, each is known to be
        rejected (a later membership query of one needs no solver call). One solver query for
        all the words not answered yet, their word conditions disjoined (issue 31: the
        candidate missing words of a picture's confirmation, 15 queries at bubble sort
        (3, 19), one now)."""
        asked: list[Word] = []
        for word in map(tuple, words):
            if self.trivially_rejected(word):
                continue
            known = self.known.get(word)
            if known is None and self.cache is not None:
                known = self.cache.membership(word)
            if known is None and self._language is not None and len(word) <= self.max_length:
                known = word in self._language
            if known:
                return False
            if known is None:
                asked.append(word)
        if not asked:
            return True
        disjoined = z3.Or(*(z3.And(*self._word_conditions(word)) for word in asked))
        if self.solver.satisfiable(disjoined) is not None:
            return False
        for word in asked:
            self._learnt(word, False)
        return True

    def _answered(self, word: Word) -> bool | None:
        """A membership query counted; its answer when no solver call is needed (a word the
        alphabet rules out, one answered before, or in the query cache), else None."""
        self.stats.membership_queries += 1
        if self.trivially_rejected(word):
            self.stats.filtered += 1
            return False
        if word in self.known:
            self.stats.cached += 1
            return self.known[word]
        if self.cache is not None and (known := self.cache.membership(word)) is not None:
            self.stats.cached += 1
            return known
        return None

    def _learnt(self, word: Word, answer: bool) -> None:
        """Remember an answer (also the words of runs found by other queries)."""
        self.known[tuple(word)] = answer
        if self.cache is not None:
            self.cache.store_membership(tuple(word), answer)

    def _same_word(self, word: Word) -> z3.BoolRef:
        letters = [
            z3.Select(self.encoding.word, z3.BitVecVal(k, LETTER_BITS)) == self.letter_ids[a]
            for k, a in enumerate(word[:-1])
        ]
        return z3.And(self.solver.length(self.site) == len(word), *letters)

    @property
    def enumerated(self) -> frozenset[Word] | None:
        """Fail(P, b, n) when :meth:`language` listed it already (no solver call here)."""
        return self._language if self._language_tried else None

    def language(self) -> frozenset[Word] | None:
        """Every word of Fail(P, b, n) when there are at most ENUMERATION_BUDGET (one solver
        call each, plus one proving there are no more); None when there are more."""
        if self._language_tried:
            return self._language
        name = f"language:{self.max_length}:{ENUMERATION_BUDGET}"
        stored = self.cache.blob(name) if self.cache is not None else None
        if isinstance(stored, dict):
            words = stored.get("words")
            self._language = None if words is None else frozenset(tuple(w) for w in words)
            self._language_tried = True
            return self._language
        found: list[Word] = []
        blocked: list[z3.BoolRef] = []
        bounded = [
            self.solver.ends(self.site),
            z3.ULE(self.solver.length(self.site), self.max_length),
        ]
        for _ in range(ENUMERATION_BUDGET + 1):
            model = self.solver.satisfiable(*bounded, *blocked)
            if model is None:
                self._language = frozenset(found)
                break
            word = self.solver.word(model, self.site)
            found.append(word)
            blocked.append(z3.Not(self._same_word(word)))
        self._language_tried = True  # only once enumerated: a cancelled run leaves it to redo
        if self.cache is not None:
            words = None if self._language is None else [list(w) for w in sorted(self._language)]
            self.cache.store_blob(name, {"words": words})
        return self._language

    def shortest_failing(self, avoiding: frozenset[Word], at_most: int) -> Word | None:
        """A shortest word of Fail(P, b, ``at_most``) not in ``avoiding`` (None: there is
        none): one solver call per shorter word found, the last one proving none is shorter
        (the bound driver's default n, ATVA 2015 §6: long enough for the failing runs that
        are new at this bound). Cached with the teacher's other answers."""
        key = hashlib.sha256(repr((sorted(avoiding), at_most)).encode()).hexdigest()[:16]
        name = f"shortest_failing:{key}"
        stored = self.cache.blob(name) if self.cache is not None else None
        if isinstance(stored, dict):
            found = stored.get("word")
            return None if found is None else tuple(found)
        blocked = [z3.Not(self._same_word(word)) for word in sorted(avoiding)]
        best: Word | None = None
        limit = at_most
        while limit >= 1:
            within = z3.ULE(self.solver.length(self.site), limit)
            model = self.solver.satisfiable(self.solver.ends(self.site), within, *blocked)
            if model is None:
                break
            best = self.solver.word(model, self.site)
            self._learnt(best, True)
            limit = len(best) - 1
        if self.cache is not None:
            self.cache.store_blob(name, {"word": None if best is None else list(best)})
        return best

    def run_of(self, word: Word) -> Run | None:
        """A concrete run whose word is ``word`` (None if there is none).

        Posed to a fresh solver over the same formula, so that the values shown for a word do
        not depend on which queries this teacher answered before (the CLI, a server that kept
        the analysis and a second explanation show the same run)."""
        word = tuple(word)
        if self.trivially_rejected(word):
            return None
        solver = BoundedSolver(
            self.encoding, self.timeout, deadline=self._deadline, cancel=self._cancel
        )
        model = solver.satisfiable(*self._word_conditions(word, solver))
        if model is None:
            return None
        return smaller_run(solver, self.site, solver.run(model, self.site))  # issue 21

    def runs_of(
        self, words: Iterable[Word], limit: int, shrink_seconds: float = SHRINK_SECONDS
    ) -> list[Run]:
        """Concrete runs of the first ``limit`` of ``words`` that have one (in that order; a
        word without a run is skipped), posed to one fresh solver like :meth:`run_of`. Given a
        learned automaton's accepted words, shortest first, these are the shortest failing
        runs: one satisfiable query each, where :meth:`shortest_runs` asks every length. Each
        run's inputs are made small (:func:`smaller_run`) within ``shrink_seconds``."""
        return self.runs_within(words, limit, shrink_seconds)[0]

    def runs_within(
        self, words: Iterable[Word], limit: int, shrink_seconds: float = SHRINK_SECONDS
    ) -> tuple[list[Run], bool]:
        """:meth:`runs_of`, keeping the runs found when the deadline or the caller stops it
        (issue 31: a view whose budget ran out after one run still lists that run; its inputs
        are then as the solver gave them), and whether it finished. Raises only when no run
        was found."""
        solver = BoundedSolver(
            self.encoding, self.timeout, deadline=self._deadline, cancel=self._cancel
        )
        runs: list[Run] = []
        for word in words:
            if len(runs) >= limit:
                break
            if self.trivially_rejected(tuple(word)):
                continue
            try:
                model = solver.satisfiable(*self._word_conditions(tuple(word), solver))
                if model is None:
                    continue
                run = solver.run(model, self.site)
            except (SolverCancelled, SolverUnknown):
                if not runs:
                    raise
                return runs, False
            try:
                runs.append(smaller_run(solver, self.site, run, shrink_seconds))
            except (SolverCancelled, SolverUnknown):
                return [*runs, run], False
        return runs, True

    def shortest_runs(self, limit: int) -> list[Run]:
        """Up to ``limit`` runs with distinct words, shortest words first."""
        runs: list[Run] = []
        blocked: list[z3.BoolRef] = []
        solver = self.solver
        for length in range(1, self.max_length + 1):
            while len(runs) < limit:
                model = solver.satisfiable(
                    solver.ends(self.site), solver.length(self.site) == length, *blocked
                )
                if model is None:
                    break
                run = smaller_run(solver, self.site, solver.run(model, self.site))
                runs.append(run)
                blocked.append(z3.Not(self._same_word(run.word)))
            if len(runs) >= limit:
                break
        return runs

    # ------------------------------------------------------------ equivalence

    def equivalence(self, hypothesis: DFA) -> Word | None:
        self.stats.equivalence_queries += 1
        key = hashlib.sha256(repr((hypothesis.canonical(), self.max_length)).encode()).hexdigest()
        if self.cache is not None and (known := self.cache.equivalence(key)) is not None:
            self.guarantee = Guarantee(list(known.get("unproven", [])))
            return None if known["word"] is None else tuple(known["word"])
        # Structural check first: a word no run can produce, at any length (no solver).
        counterexample = self.projection.shortest_outside(hypothesis)
        if counterexample is None:
            counterexample = self._missing_word(hypothesis)
        unproven: list[str] = []
        if counterexample is None:
            counterexample, complete = self._spurious_word(hypothesis)
            if counterexample is None and not complete:
                unproven.append(
                    f"no spurious accepted words up to length {self.max_length} "
                    f"(more than {self.negative_budget} accepted words)"
                )
        self.guarantee = Guarantee(unproven)
        if self.cache is not None:
            self.cache.store_equivalence(key, counterexample, {"unproven": unproven})
        return counterexample

    def missing_word(self, hypothesis: DFA) -> Word | None:
        """A word of Fail(P, b, n) that ``hypothesis`` rejects (the positive half of an
        equivalence query), None if there is none."""
        return self._missing_word(hypothesis)

    def _missing_word(self, hypothesis: DFA) -> Word | None:
        """A failing run within the bound whose word (length ≤ n) the hypothesis rejects."""
        language = self.language()
        if language is not None:
            missing = sorted((w for w in language if not hypothesis.accepts(w)),
                             key=lambda w: (len(w), w))  # fmt: skip
            return missing[0] if missing else None
        complete = hypothesis.complete()
        states = complete.states
        width = LETTER_BITS
        delta = z3.Function(
            "delta", z3.BitVecSort(width), z3.BitVecSort(LETTER_BITS), z3.BitVecSort(width)
        )
        accepting = z3.Function("accepting", z3.BitVecSort(width), z3.BoolSort())
        pins = []
        for state in states:
            pins.append(accepting(z3.BitVecVal(state, width)) == (state in complete.accepting))
            for letter, index in self.letter_ids.items():
                target = complete.step(state, letter)
                assert target is not None
                pins.append(
                    delta(z3.BitVecVal(state, width), z3.BitVecVal(index, LETTER_BITS)) == target
                )
        q = z3.BitVecVal(complete.initial, width)
        length = self.solver.length(self.site)
        rejected = []
        for k in range(self.max_length + 1):
            rejected.append(z3.Implies(length == k, z3.Not(accepting(q))))
            letter = z3.Select(self.encoding.word, z3.BitVecVal(k, LETTER_BITS))
            # the final letter is not in the word array: read it as id 0 at the last position
            letter = z3.If(length == k + 1, z3.BitVecVal(0, LETTER_BITS), letter)
            q = delta(q, letter)
        conditions = [
            self.solver.ends(self.site),
            z3.ULE(length, self.max_length),
            *pins,
            *rejected,
        ]
        model = self.solver.satisfiable(*conditions)
        if model is None:
            return None
        word = self.solver.run(model, self.site).word
        self._learnt(word, True)  # a run was found: the word is a member
        return word

    def _spurious_word(self, hypothesis: DFA) -> tuple[Word | None, bool]:
        """An accepted word of length ≤ n that no failing run produces; (None, complete?)."""
        for count, word in enumerate(enumerate_accepted(hypothesis, self.max_length)):
            if count >= self.negative_budget:
                return None, False
            if not self.membership(word):
                return tuple(word), True
        return None, True
