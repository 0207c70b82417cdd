"""The picture shown beside the automaton of each bound the driver learned (DESIGN §3): its
cut words within the budget, its search within a small share of it, killable (the search's
SAT calls cannot be interrupted), or the exact automaton with the reason nothing is
generalised."""

from __future__ import annotations

from dataclasses import replace

from errlang.automata.picture import exact_picture
from errlang.session.confirm_ahead import shows_generalisation
from errlang.session.errors import AnalysisCancelled
from errlang.session.forked import best_within
from errlang.session.learn_attempt import Attempt, LearningAnalysis
from errlang.session.learn_budget import LearnBudget, Phases
from errlang.teacher.decided import ConfirmedPicture, DecidedWords, decided_words, follow
from errlang.teacher.solver import SolverCancelled, SolverUnknown

PICTURE_SHARE = 0.05  # of the learn budget, at most, for the picture search of one bound
PICTURE_AT_LEAST = 0.5  # seconds the picture search gets even when learning was quick
PICTURE_SLACK = 0.25  # seconds after its budget before the picture search is killed


def picture_after(
    analysis: LearningAnalysis,
    previous: ConfirmedPicture | None,
    attempt: Attempt,
    budget: LearnBudget,
    phases: Phases,
) -> tuple[ConfirmedPicture, DecidedWords | None]:
    """The picture after ``attempt`` (DESIGN §3): its cut words within the budget, its search
    within a small share of it (:func:`_picture_seconds`); the exact automaton when the cut
    words are out of reach or the search does not stop in time. With it, the decided words
    of the attempt's bound (None when its cut words are unknown). An empty language needs no
    cut words: with no word to accept, the smallest automaton right on the decided words is
    the empty one, whatever the bound leaves free."""
    teacher = attempt.teacher
    if not attempt.dfa.accepting:
        reason = f"no run within loop bound {attempt.bound} fails: there is nothing to generalise"
        return ConfirmedPicture(
            exact_picture(attempt.dfa, reason), attempt.bound, teacher.max_length
        ), None
    try:
        with phases.timing("cut_words"), teacher.cancellable(budget.cancel, budget.deadline):
            decided = decided_words(teacher, attempt.dfa, analysis.ir, analysis.settings.alphabet)
    except (SolverUnknown, SolverCancelled) as error:
        if budget.cancelled():
            raise AnalysisCancelled() from error
        reason = "the words of the runs cut by the bound are unknown (the time budget ran out)"
        if isinstance(error, SolverUnknown) and not error.out_of_time:
            reason = f"the words of the runs cut by the bound are unknown ({error.reason})"
        if shows_generalisation(previous) and previous is not None:
            # not refuted, only not checked: the larger exact automaton does not replace it
            why = f"not checked at loop bound {attempt.bound}: {reason}"
            return replace(previous, unchecked=why), None
        return ConfirmedPicture(
            exact_picture(attempt.dfa, reason), attempt.bound, teacher.max_length
        ), None
    seconds = _picture_seconds(budget, phases)
    with phases.timing("picture"):
        found = _search_within(previous, decided, seconds)
    if found is None:
        reason = (
            f"the picture's search did not stop within its {seconds:.1f} s: nothing is generalised"
        )
        if shows_generalisation(previous) and previous is not None:
            return replace(previous, unchecked=f"not checked at loop bound {attempt.bound}: "
                                               f"{reason}"), decided  # fmt: skip
        return ConfirmedPicture(
            exact_picture(attempt.dfa, reason), attempt.bound, teacher.max_length
        ), decided
    return found, decided


def _picture_seconds(budget: LearnBudget, phases: Phases) -> float:
    """The picture search's budget: a quarter of the time learning took so far (at least
    PICTURE_AT_LEAST), at most PICTURE_SHARE of the whole budget and what is left of it."""
    learning = sum(phases.seconds[p] for p in ("encoding", "solver", "learner", "cut_words"))
    wanted = min(PICTURE_SHARE * budget.seconds, max(PICTURE_AT_LEAST, learning / 4))
    return max(0.0, min(wanted, budget.remaining()))


def _search_within(
    previous: ConfirmedPicture | None, decided: DecidedWords, seconds: float
) -> ConfirmedPicture | None:
    """:func:`follow` given ``seconds``, computed in a child process that is killed
    PICTURE_SLACK after them (the search's SAT calls cannot be interrupted): then the best
    picture it had found and checked (it says it was not proven smallest), or None."""
    found, _ = best_within(
        lambda send: follow(previous, decided, seconds, send), seconds + PICTURE_SLACK
    )
    return found
