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
"""

from __future__ import annotations

from dataclasses import dataclass

import z3

from errlang.automata.dfa import DFA, Word
from errlang.automata.picture import (
    DEFAULT_BUDGET,
    Picture,
    compute_picture,
    decided_automaton,
    exact_picture,
)
from errlang.automata.separating import ThreeValuedDFA
from errlang.encoder.encoding import BOUND, LETTER_BITS, UNSUPPORTED, Encoding
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import BoundedSolver

CUT_WORDS_BUDGET = 256  # minimal cut words enumerated before giving up (then nothing is free)
OPEN_KINDS = (BOUND, UNSUPPORTED)  # cuts after which a run could go on to fail


@dataclass(frozen=True)
class CutWords:
    """The ≤-minimal words (length < n) of the runs cut by the bound or an unsupported
    construct; ``words`` is None when there were more than the budget."""

    words: frozenset[Word] | None
    any_cut: bool  # some run is cut at all (of any length): the analysis is not complete


def _emitted(encoding: Encoding, position: int) -> z3.BoolRef:
    """Some event of the run is at ``position`` (so its word is longer than ``position``)."""
    at = z3.BitVecVal(position, LETTER_BITS)
    return z3.Or(*(z3.And(e.guard, e.position == at) for e in encoding.events), z3.BoolVal(False))


def cut_words(
    encoding: Encoding, solver: BoundedSolver, max_length: int, budget: int = CUT_WORDS_BUDGET
) -> CutWords:
    """Enumerate the minimal cut words shorter than ``max_length`` (see the module text)."""
    guards = [c.guard for c in encoding.cuts if c.kind in OPEN_KINDS]
    if not guards:
        return CutWords(frozenset(), False)
    cut = z3.Or(*guards)
    if solver.satisfiable(cut) is None:
        return CutWords(frozenset(), False)
    names = {index: letter for letter, index in encoding.letters.items()}
    found: list[Word] = []
    blocked: list[z3.BoolRef] = []
    emitted = [_emitted(encoding, k) for k in range(max_length)]
    for length in range(max_length):
        exactly = [z3.Not(emitted[length]), *([emitted[length - 1]] if length else [])]
        while True:
            model = solver.satisfiable(cut, *exactly, *blocked)
            if model is None:
                break
            if len(found) >= budget:
                return CutWords(None, True)
            letters = [
                model.eval(z3.Select(encoding.word, z3.BitVecVal(k, LETTER_BITS)), True)
                for k in range(length)
            ]
            word = tuple(names[v.as_long()] for v in letters)  # type: ignore[attr-defined]
            found.append(word)
            if not word:
                return CutWords(frozenset(found), True)  # every word extends ε
            same = [
                z3.Select(encoding.word, z3.BitVecVal(k, LETTER_BITS)) == encoding.letters[a]
                for k, a in enumerate(word)
            ]
            blocked.append(z3.Not(z3.And(emitted[length - 1], *same)))
    return CutWords(frozenset(found), True)


@dataclass(frozen=True)
class DecidedWords:
    """The decided words of a target at bounds (b, n), as the exact automaton and the cut
    words (DESIGN §3)."""

    loop_bound: int
    max_length: int
    exact: DFA
    final_letter: str
    cuts: CutWords

    @property
    def complete(self) -> bool:
        """No run is cut: every word is decided and the picture is the exact automaton."""
        return not self.cuts.any_cut

    def automaton(self) -> ThreeValuedDFA | None:
        """The three-valued DFA of the decided words (None when the cut words are unknown:
        then no word may be taken as free)."""
        if self.cuts.words is None:
            return None
        return decided_automaton(self.exact, self.max_length, self.final_letter, self.cuts.words)


def decided_words(teacher: ProgramTeacher, exact: DFA) -> DecidedWords:
    """The decided words of the target ``teacher`` answers for, ``exact`` being the automaton
    learned from it (cut words cached with the teacher's other answers)."""
    name = f"cut_words:{teacher.max_length}:{CUT_WORDS_BUDGET}"
    cache = teacher.cache
    stored = cache.blob(name) if cache is not None else None
    if isinstance(stored, dict):
        words = stored["words"]
        cuts = CutWords(
            None if words is None else frozenset(tuple(w) for w in words), bool(stored["any"])
        )
    else:
        cuts = cut_words(teacher.encoding, teacher.solver, teacher.max_length)
        if cache is not None:
            listed = None if cuts.words is None else [list(w) for w in sorted(cuts.words)]
            cache.store_blob(name, {"words": listed, "any": cuts.any_cut})
    return DecidedWords(
        teacher.encoding.loop_bound, teacher.max_length, exact, teacher.final_letter, cuts
    )


def picture_of(decided: DecidedWords, budget: float = DEFAULT_BUDGET) -> Picture:
    """The picture at these bounds: the exact automaton when the analysis is complete or the
    cut words are unknown, else a smallest DFA right on the decided words."""
    if decided.complete:
        return exact_picture(decided.exact, "complete analysis: no run reaches the bound")
    spec = decided.automaton()
    if spec is None:
        return exact_picture(
            decided.exact,
            f"more than {CUT_WORDS_BUDGET} words of runs cut by the bound: none is taken as free",
        )
    return compute_picture(decided.exact, spec, decided.max_length, budget)
