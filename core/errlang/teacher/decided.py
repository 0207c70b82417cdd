"""The decided words of a target at bounds (b, n) (DESIGN §3), and the picture they allow.

Must-accept: Fail(P, b, n), i.e. the exact automaton's words of length ≤ n. Must-reject: the
other words of length ≤ n, except those that extend the word of a run cut by the bound (or by
an unsupported construct: its continuation is unknown too) — a run beyond the bound could
still produce those. So the one thing the encoder must tell us is the set of *cut words*: the
words α(π) of the runs π the bounded program cuts, up to the cut. Only the ≤-minimal ones
matter (a word extending a longer cut word also extends its shorter prefix), and only those
shorter than n. We enumerate them shortest first, one solver call each, blocking every
extension of a word found (a cut run's word is the letters of its events: event guards of
one run are exclusive with the guards of events on paths it did not take, so a model of a
cut guard shows exactly the events before the cut). Undefined behaviour is not a cut here:
by DESIGN §2 it blocks the run for good.

Cut runs that cannot matter are left out (issue 20, :mod:`errlang.teacher.stutter`): a cut run
that visits a loop head twice in one activation with the same live state and no event in
between (an event-free iteration that changes nothing live, for one) has the future of a run
with that part cut out; only cut runs without such a repetition can be the prefix of a run
beyond the bound that the bounded analysis does not already cover.
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable
from dataclasses import dataclass, replace

import z3

from errlang.automata.dfa import DFA, Word
from errlang.automata.operations import minimise
from errlang.automata.picture import (
    DEFAULT_BUDGET,
    Picture,
    compute_picture,
    decided_automaton,
    exact_picture,
)
from errlang.automata.three_valued import ThreeValuedDFA, disagreement
from errlang.encoder.encoding import (
    BOUND,
    ERROR_LETTER,
    LETTER_BITS,
    LOOP_BOUND,
    UNSUPPORTED,
    Encoding,
)
from errlang.encoder.values import and_, or_
from errlang.ir.program import IRProgram
from errlang.teacher.event_paths import EventPaths
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import BoundedSolver
from errlang.teacher.stutter import repetition

CUT_WORDS_BUDGET = 256  # minimal cut words enumerated before giving up (then nothing is free)
OPEN_KINDS = (BOUND, UNSUPPORTED)  # cuts after which a run could go on to fail


@dataclass(frozen=True)
class CutWords:
    """The ≤-minimal words (length < n) of the runs cut by the bound or an unsupported
    construct; ``words`` is None when there were more than the budget."""

    words: frozenset[Word] | None
    any_cut: bool  # some run is cut at all (of any length): the analysis is not complete
    # the cut runs repeating a loop-head state (stutters) were left out, if there were any
    # (with ``any_cut`` False: there were, and every cut run was one)
    subsumed: bool = False


def _emitted(encoding: Encoding, position: int) -> z3.BoolRef:
    """Some event of the run is at ``position`` (so its word is longer than ``position``)."""
    at = z3.BitVecVal(position, LETTER_BITS)
    # z3.Or(z3.And(...), ...) built one call each (z3.And's coercions cost more than z3)
    return or_(*(and_(e.guard, e.position == at) for e in encoding.events), z3.BoolVal(False))


def cut_words(
    encoding: Encoding,
    solver: BoundedSolver,
    max_length: int,
    budget: int = CUT_WORDS_BUDGET,
    reduce: bool = True,
    shorter_than: int | None = None,
) -> CutWords:
    """Enumerate the minimal cut words shorter than ``shorter_than`` (default ``max_length``;
    see the module text): a cut run with such a word, shortened while a cut run has a proper
    prefix of its word, then all extensions of that word blocked; about two solver calls per
    minimal word. ``reduce``: leave out the cut runs that repeat a loop-head state."""
    limit = max_length if shorter_than is None else min(shorter_than, max_length)
    guards = [c.guard for c in encoding.cuts if c.kind in OPEN_KINDS]
    if not guards:
        return CutWords(frozenset(), False)
    cut = z3.Or(*guards)
    if solver.satisfiable(cut) is None:
        return CutWords(frozenset(), False)
    repeated = repetition(encoding) if reduce else None
    subsumed = False
    if repeated is not None:
        # the cut runs that repeat a loop-head state are left out, if there are any: asking
        # whether there are (cut ∧ repeated) is needed only when no other run is cut, and it
        # can cost more than everything else here (1.7 s of 2.3 on the bubble sort at b = 3)
        subsumed = True
        cut = z3.And(cut, z3.Not(repeated))
        if solver.satisfiable(cut) is None:  # every cut run repeats (and some run is cut)
            return CutWords(frozenset(), False, True)
    if limit < 1:
        return CutWords(frozenset(), True, subsumed)
    emitted = [_emitted(encoding, k) for k in range(limit)]

    def starts_with(word: Word) -> z3.BoolRef:
        letters = [
            z3.Select(encoding.word, z3.BitVecVal(k, LETTER_BITS)) == encoding.letters[a]
            for k, a in enumerate(word)
        ]
        return z3.And(*([emitted[len(word) - 1]] if word else []), *letters)

    def exactly(word: Word) -> z3.BoolRef:
        return z3.And(z3.Not(emitted[len(word)]), starts_with(word))

    found: list[Word] = []
    blocked: list[z3.BoolRef] = []
    while True:
        model = solver.satisfiable(cut, z3.Not(emitted[limit - 1]), *blocked)
        if model is None:
            return CutWords(frozenset(found), True, subsumed)
        if len(found) >= budget:
            return CutWords(None, True, subsumed)
        word = _run_word(encoding, model)
        while word:  # a minimal one: no cut run's word is a proper prefix of it
            shorter = solver.satisfiable(cut, z3.Or(*(exactly(word[:k]) for k in range(len(word)))))
            if shorter is None:
                break
            word = _run_word(encoding, shorter)
        if not word:
            return CutWords(frozenset({()}), True, subsumed)  # every word extends ε
        found.append(word)
        blocked.append(z3.Not(starts_with(word)))


def _run_word(encoding: Encoding, model: z3.ModelRef) -> Word:
    """The word of the (cut) run ``model`` describes: the letters of its events."""
    events = sorted(
        (model.eval(e.position, model_completion=True).as_long(), e.letter)
        for e in encoding.events
        if z3.is_true(model.eval(e.guard, model_completion=True))
    )
    return tuple(letter for _, letter in events)


@dataclass(frozen=True)
class DecidedWords:
    """The decided words of a target at bounds (b, n), as the exact automaton and the cut
    words (DESIGN §3)."""

    loop_bound: int
    max_length: int
    exact: DFA
    final_letter: str
    cuts: CutWords
    final_after_cut: bool = True  # a run may go on from a cut to the final letter at once

    @property
    def complete(self) -> bool:
        """No run is cut: every word is decided and the picture is the exact automaton."""
        return not self.cuts.any_cut

    def automaton(self) -> ThreeValuedDFA | None:
        """The three-valued DFA of the decided words (None when the cut words are unknown:
        then no word may be taken as free)."""
        if self.cuts.words is None:
            return None
        return decided_automaton(
            self.exact, self.max_length, self.final_letter, self.cuts.words, self.final_after_cut
        )


def decided_words(
    teacher: ProgramTeacher,
    exact: DFA,
    program: IRProgram | None = None,
    kinds: Collection[str] = (),
) -> DecidedWords:
    """The decided words of the target ``teacher`` answers for, ``exact`` being the automaton
    learned from it (cut words cached with the teacher's other answers). ``program`` (the IR
    the teacher's encoding was built from) and the alphabet ``kinds``: the final-letter rule
    may also follow its control flow (:mod:`errlang.teacher.event_paths`)."""
    paths = None
    if program is not None:
        paths = EventPaths(program, teacher.site, kinds, teacher.encoding.letters)
    after = final_after_cut(teacher.encoding, teacher.site, teacher.final_letter, paths)
    # without the final letter right after a cut, a cut word c frees only the words c·w·err
    # with w not empty, so only cut words shorter than n - 1 matter
    shorter_than = teacher.max_length if after else teacher.max_length - 1
    name = f"cut_words:{shorter_than}:{CUT_WORDS_BUDGET}:subsumed"
    cache = teacher.cache
    stored = cache.blob(name) if cache is not None else None
    if isinstance(stored, dict):
        words = stored["words"]
        cuts = CutWords(
            None if words is None else frozenset(tuple(w) for w in words),
            bool(stored["any"]),
            bool(stored.get("subsumed", False)),
        )
    else:
        cuts = cut_words(
            teacher.encoding, teacher.solver, teacher.max_length, shorter_than=shorter_than
        )
        if cache is not None:
            listed = None if cuts.words is None else [list(w) for w in sorted(cuts.words)]
            cache.store_blob(
                name, {"words": listed, "any": cuts.any_cut, "subsumed": cuts.subsumed}
            )
    return DecidedWords(
        teacher.encoding.loop_bound,
        teacher.max_length,
        exact,
        teacher.final_letter,
        cuts,
        after,
    )


def final_after_cut(
    encoding: Encoding, site: int, final_letter: str, paths: EventPaths | None = None
) -> bool:
    """Whether a run could go on from a cut straight to the target's failure, with no event in
    between (docs/picture.md, *The final letter right after a cut*). False — so a cut word
    followed by the error letter alone is decided — when every open cut lies in the entry
    function (only it is active there) and either the failing assertion lies in another
    function whose entry is an event (the ``functions`` alphabet: a failure after the cut must
    first enter it), or (with ``paths``, issue 19) every open cut is a loop bound and every
    path of the program from that loop's head to the assertion passes an event."""
    if final_letter != ERROR_LETTER:
        return True
    failing = encoding.failing(site)
    if not failing:
        return True
    cuts = [c for c in encoding.cuts if c.kind in OPEN_KINDS]
    if any(c.loc.function != encoding.entry for c in cuts):
        return True
    functions = {t.loc.function for t in failing}
    if encoding.entry not in functions and all(name in encoding.letters for name in functions):
        return False
    if paths is None:
        return True
    for cut in cuts:
        if cut.kind != BOUND or cut.reason != LOOP_BOUND:
            return True
        if paths.fails_after_loop(encoding.entry, cut.loc.line):
            return True
    return False


def picture_of(
    decided: DecidedWords,
    budget: float = DEFAULT_BUDGET,
    report: Callable[[Picture], None] | None = None,
) -> Picture:
    """The picture at these bounds: the exact automaton when the analysis is complete or the
    cut words are unknown, else a smallest DFA right on the decided words (``report``: given
    each better one as the search finds it, :func:`compute_picture`)."""
    if decided.complete:
        if decided.cuts.subsumed:
            return exact_picture(
                decided.exact,
                "complete analysis: every run that reaches the bound repeats a loop-head state",
            )
        return exact_picture(decided.exact, "complete analysis: no run reaches the bound")
    spec = decided.automaton()
    if spec is None:
        return exact_picture(
            decided.exact,
            f"more than {CUT_WORDS_BUDGET} words of runs cut by the bound: none is taken as free",
        )
    if () in (decided.cuts.words or ()):
        # Every word extends the empty word: only the failing words would be decided, and the
        # smallest automaton for them alone ("any of these letters, then err") says nothing.
        return exact_picture(
            decided.exact,
            "a run is cut by the bound before its first event, so the bound decides no word "
            "beyond the failing ones: nothing is generalised",
        )
    return compute_picture(decided.exact, spec, decided.max_length, budget, report)


@dataclass(frozen=True)
class ConfirmedPicture:
    """A picture with the bounds it was learned and confirmed at (DESIGN §3: its
    generalisation is confirmed or refuted at the next bound by the decided words there)."""

    picture: Picture
    learned_at: int  # the loop bound whose decided words it was computed from
    max_length: int  # n at that bound
    confirmed_at: tuple[int, ...] = ()  # larger bounds whose decided words it is right on
    refuted_at: tuple[int, ...] = ()  # bounds at which an earlier picture was wrong
    # the word that refuted it last, when known, and whether that word is a failure it
    # rejects (True) or a word no run produces that it accepts (False)
    refuted_by: Word = ()
    refuted_failing: bool = False
    # why a larger bound learned after it could not check it (its cut words unknown), if so
    unchecked: str = ""

    @property
    def stable(self) -> bool:
        """Confirmed at a larger bound than it was learned at (the bound driver may stop)."""
        return bool(self.confirmed_at)

    def guarantee(self) -> str:
        """What the picture promises, in words."""
        picture = self.picture
        if picture.is_exact and not picture.loops:
            return f"the picture is the exact automaton ({picture.reason})"
        text = (
            f"every word of length ≤ {self.max_length} decided within loop bound "
            f"{self.learned_at} is right"
        )
        loops = sorted(picture.loops)
        if loops:
            states = sorted({q for q, _ in loops})
            letters = sorted({a for _, a in loops})
            text += (
                f"; the loop{'s' if len(loops) > 1 else ''} at state"
                f"{'s' if len(states) > 1 else ''} {_and(map(str, states))} "
                f"({_and(letters)}) generalise{'' if len(loops) > 1 else 's'}"
            )
        if picture.generalising:
            text += f"; {len(picture.generalising)} transition(s) only undecided words use"
        later = [b for b in self.refuted_at if b > self.learned_at]
        if self.confirmed_at:
            plural = "s" if len(self.confirmed_at) > 1 else ""
            text += f", confirmed at bound{plural} {_and(map(str, self.confirmed_at))}"
        if later:
            text += f", refuted at bound {later[0]} (it is wrong on a word decided there)"
        if not self.confirmed_at and not later:
            text += ", not confirmed at a larger bound"
        if self.unchecked:
            text += f" ({self.unchecked})"
        if not picture.minimal or picture.timed_out:
            text += f" ({picture.reason})"
        return text


def _and(items: Iterable[str]) -> str:
    words = list(items)
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " and " + words[-1]


def confirm(previous: ConfirmedPicture, decided: DecidedWords) -> ConfirmedPicture:
    """``previous`` checked against the decided words of a larger bound: confirmed there when
    it is right on all of them, refuted there otherwise (DESIGN §3)."""
    if _right_on(previous.picture, decided):
        return replace(previous, confirmed_at=(*previous.confirmed_at, decided.loop_bound))
    return replace(previous, refuted_at=(*previous.refuted_at, decided.loop_bound))


def follow(
    previous: ConfirmedPicture | None,
    decided: DecidedWords,
    budget: float = DEFAULT_BUDGET,
    report: Callable[[ConfirmedPicture], None] | None = None,
) -> ConfirmedPicture:
    """The picture after one more bound of the bound driver: the previous picture when it is
    right on the new decided words (confirmed there; a smallest one stays smallest, since the
    decided words only grow with the bound), else the picture computed at this bound.
    ``report``: given each better picture while the search goes on (what a caller that kills
    the search at its budget has in hand)."""
    checked = None if previous is None else confirm(previous, decided)
    if checked is not None and checked.confirmed_at[-1:] == (decided.loop_bound,):
        return checked
    refuted = () if checked is None else checked.refuted_at

    def confirmed(picture: Picture) -> ConfirmedPicture:
        return ConfirmedPicture(picture, decided.loop_bound, decided.max_length, (), refuted)

    found = picture_of(
        decided, budget, None if report is None else lambda picture: report(confirmed(picture))
    )
    return confirmed(found)


def _right_on(picture: Picture, decided: DecidedWords) -> bool:
    """Whether ``picture`` is right on every word ``decided`` decides (all of them when the
    analysis is complete: then only the exact language is right)."""
    if decided.complete:
        return minimise(picture.dfa) == minimise(decided.exact)
    spec = decided.automaton()
    return spec is not None and disagreement(picture.dfa, spec) is None
