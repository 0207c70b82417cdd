"""The bound driver's default word length n at loop bound b (issue 31).

The 2015 tool (Chapman et al., ATVA 2015, §6 *Determining the bounds*) grew its word-length
bound b^wl from the shortest possible word until the automaton stopped changing: long enough
for the failing runs at the loop bound, no longer (the bubble sort: (b, b^wl) = (2, 16) and
(3, 19)). errlang's former default, the longest word of *any* run within the bound (the
projection automaton's longest path, an over-approximation), is much longer on programs whose
failure comes early: on the Linux-list bubble sort at bound 3 it is 42 letters where the
failing words have 15–23, and every word up to 42 letters that does not fail is then a decided
reject the picture must honour (docs/picture.md: 21 states instead of 16, 27 for the exact
automaton instead of 19), while the learner's equivalence checks and bound 4's "no more words"
queries go to 42 and beyond (bound 4 did not finish in the editor's 60 s).

The rule, for an assertion's language of error when neither a length nor a loop bound is given
(a function's language of complete runs keeps every word: its explanation needs them all): n(b)
= the length of the shortest failing word that is new at b (not a failing word of bound b − 1)
plus one — every bound's new failing runs have a word within n, and the word after it is decided
too — and never less than n(b − 1). On the bubble sort that is 16 at bound 2 (the one failing
word has 15 letters) and 19 at bound 3 (the shortest word with three insertions has 18), the
paper's values. With no new failing word, n stays n(b − 1) (or, before any failure, the
projection's length, as before). The shortest new word is one solver query per shorter word
found, over the bound's formula with the length bounded
(:meth:`ProgramTeacher.shortest_failing`). Failing words longer than n are left out of Fail(P,
b, n) — the guarantee says "exact up to length n", as the 2015 tool's did.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from errlang.automata.dfa import Word
from errlang.encoder.encoding import ERROR_LETTER

if TYPE_CHECKING:
    from errlang.session.learn_budget import LearnBudget
    from errlang.session.questions import AnalysisTeachers
    from errlang.session.targets import Target
    from errlang.teacher.program_teacher import ProgramTeacher


@dataclass(frozen=True)
class Previous:
    """What the driver knows of the bound before: its n and its failing words (None when
    they were not enumerated: then n is not narrowed)."""

    max_length: int
    failing: frozenset[Word] | None


@dataclass(frozen=True)
class BoundTeacher:
    """The teacher of one bound, and the solver's calls and seconds before n was chosen (the
    learn's stats count the queries that chose it)."""

    teacher: ProgramTeacher
    solver_before: tuple[int, float] = (0, 0.0)
    # n(b) as the rule gives it (None: the rule did not choose it), before it is capped at the
    # longest word of a run within the bound: the next bound's n is never below it
    length: int | None = None


def teacher_at(
    analysis: AnalysisTeachers,
    target: Target,
    bound: int,
    budget: LearnBudget,
    previous: Previous | None,
    driven: bool = True,
) -> BoundTeacher:
    """The teacher at ``bound`` with the settings' n, or (none given, the bound driver
    choosing the bounds: ``driven``) with n chosen as the 2015 tool's b^wl (module docstring);
    a loop bound given alone keeps the longest word of a run within it. Solver errors
    propagate (the budget ran out)."""
    given = analysis.settings.max_length
    teacher = analysis.teacher(target, bound, given, budget.stop, budget.deadline)
    before = (teacher.solver_calls, teacher.solver_seconds)
    if not driven or given is not None:
        return BoundTeacher(teacher, before)
    if previous is not None and previous.failing is None:
        return BoundTeacher(teacher, before)
    if target.final_letter != ERROR_LETTER:  # a function's complete runs: every word counts
        return BoundTeacher(teacher, before)
    avoiding = previous.failing if previous is not None and previous.failing else frozenset()
    with teacher.cancellable(budget.cancel, budget.deadline):
        new = teacher.shortest_failing(avoiding, teacher.max_length)
    floor = previous.max_length if previous is not None else 0
    if new is None and not floor:
        return BoundTeacher(teacher, before)  # nothing fails yet: n as before
    rule = max(len(new) + 1 if new is not None else 0, floor)
    if rule >= teacher.max_length:
        return BoundTeacher(teacher, before, rule)
    narrowed = analysis.teacher(target, bound, rule, budget.stop, budget.deadline)
    narrowed.take_over(teacher)
    return BoundTeacher(narrowed, before, rule)
