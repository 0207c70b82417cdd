"""The picture beside the exact automaton in `learn` (DESIGN §3, issue 13): followed bound
after bound by the bound driver, serialised once, and shown by text, DOT and HTML.

:func:`picture_after` is the driver's hook (decided words of one attempt, then
:func:`errlang.teacher.decided.follow`), :func:`confirm_after` checks a picture at a fixed
bound against the next one; :func:`picture_json` / :func:`picture_from_json` are
the one serialiser of :class:`~errlang.teacher.decided.ConfirmedPicture` (the ``picture``
member of an automaton document); :func:`general_view` is the learned automaton with the
picture in place of the exact DFA, for the outputs that draw one automaton.
"""

from __future__ import annotations

import dataclasses
import time
from collections.abc import Mapping
from typing import Any

from errlang.automata.dfa import DFA
from errlang.automata.export import dfa_from_json, dfa_to_json_fields
from errlang.automata.picture import (
    DEFAULT_BUDGET,
    PICTURE_SHARE,
    Picture,
    exact_picture,
    generalised_words,
    words_through,
)
from errlang.automata.postprocess import postprocess
from errlang.explain.results import LearnedAutomaton
from errlang.teacher.decided import ConfirmedPicture, confirm, decided_words, follow
from errlang.teacher.program_teacher import ProgramTeacher
from errlang.teacher.solver import SolverUnknown

PICTURE_MODES = ("general", "exact")  # --picture: what text, DOT and HTML draw


def picture_after(
    previous: ConfirmedPicture | None,
    teacher: ProgramTeacher,
    dfa: DFA,
    deadline: float,
    budget_seconds: float | None = None,
) -> ConfirmedPicture:
    """The picture once the driver has learned ``dfa`` with ``teacher`` at one more bound: the
    previous one if the new decided words confirm it, else a new one. Its search gets
    ``budget_seconds`` if given, else ``PICTURE_SHARE`` of what is left until ``deadline``
    (at least 0.5 s, at most ``DEFAULT_BUDGET``); when the budget runs out the picture is the
    best checked automaton and says so (``Picture.timed_out``, its ``reason``)."""
    if budget_seconds is not None:
        budget = max(0.0, budget_seconds)
    else:
        left = deadline - time.perf_counter()
        budget = max(0.5, min(DEFAULT_BUDGET, PICTURE_SHARE * left))
    try:
        decided = decided_words(teacher, dfa)
    except SolverUnknown as error:  # the cut runs' words are unknown: nothing is free
        reason = f"the words of the runs cut by the bound are unknown ({error.reason})"
        return ConfirmedPicture(
            exact_picture(dfa, reason), teacher.encoding.loop_bound, teacher.max_length
        )
    return follow(previous, decided, budget)


def confirm_after(
    confirmed: ConfirmedPicture, teacher: ProgramTeacher, dfa: DFA
) -> ConfirmedPicture:
    """``confirmed`` checked against the decided words of a larger bound, learned there as
    ``dfa`` with ``teacher`` (unchanged when the solver cannot list that bound's cut words)."""
    try:
        return confirm(confirmed, decided_words(teacher, dfa))
    except SolverUnknown:
        return confirmed


def picture_json(
    confirmed: ConfirmedPicture, exact: DFA | None = None, exact_length: int = -1
) -> dict[str, Any]:
    """The ``picture`` member of an automaton document (schema: ``picture``). With the exact
    automaton ``exact`` (exact for words of length ≤ ``exact_length``; -1: not proven, so no
    word is a fact), it also lists the words shown for each state (``words_through``: facts
    first, each word marked ``decided``) and the shortest words only the picture accepts
    (``generalised_words``: the picture assumes them; they are not checked)."""
    picture = confirmed.picture
    post = postprocess(picture.dfa)
    fields = dfa_to_json_fields(picture.dfa, post.dominating_transitions, post.doomed_states)
    loops = picture.loops
    for transition in fields["transitions"]:
        key = (transition["source"], transition["letter"])
        transition["generalising"] = key in picture.generalising
        transition["loop"] = key in loops
    return {
        "alphabet": list(picture.dfa.alphabet),
        **fields,
        "exact": picture.is_exact,
        "method": picture.method,
        "minimal": picture.minimal,
        "timed_out": picture.timed_out,
        "reason": picture.reason,
        "learned_at_bound": confirmed.learned_at,
        "max_length": confirmed.max_length,
        "confirmed_at_bounds": list(confirmed.confirmed_at),
        "refuted_at_bounds": list(confirmed.refuted_at),
        "guarantee": confirmed.guarantee(),
        "seconds": round(picture.seconds, 3),
        **(_shown_words(picture.dfa, exact, exact_length) if exact is not None else {}),
    }


def _shown_words(picture: DFA, exact: DFA, exact_length: int) -> dict[str, Any]:
    through = words_through(picture, exact, exact_length)
    return {
        "words_through": [
            {
                "state": state,
                "words": [{"word": list(w.word), "decided": w.decided} for w in words],
            }
            for state, words in sorted(through.items())
        ],
        "generalised_words": [list(w) for w in generalised_words(picture, exact, exact_length)],
    }


def picture_from_json(data: Mapping[str, Any]) -> ConfirmedPicture:
    """The :class:`ConfirmedPicture` that :func:`picture_json` wrote."""
    dfa: DFA = dfa_from_json(data)
    generalising = frozenset(
        (int(t["source"]), str(t["letter"])) for t in data["transitions"] if t.get("generalising")
    )
    method = data.get("method", "exact")
    picture = Picture(
        dfa,
        generalising,
        method if method in ("exact", "cover", "separating") else "exact",
        bool(data.get("minimal", False)),
        str(data.get("reason", "")),
        float(data.get("seconds", 0.0)),
        bool(data.get("timed_out", False)),
    )
    return ConfirmedPicture(
        picture,
        int(data.get("learned_at_bound", 0)),
        int(data.get("max_length", 0)),
        tuple(int(b) for b in data.get("confirmed_at_bounds", ())),
        tuple(int(b) for b in data.get("refuted_at_bounds", ())),
    )


def general_view(learned: LearnedAutomaton, confirmed: ConfirmedPicture | None) -> LearnedAutomaton:
    """``learned`` with the picture ``confirmed`` drawn instead of the exact DFA (the marks
    recomputed on it); ``learned`` itself when there is no picture."""
    if confirmed is None:
        return learned
    post = postprocess(confirmed.picture.dfa)
    return dataclasses.replace(
        learned,
        dfa=post.dfa,
        dominating_transitions=frozenset(post.dominating_transitions),
        doomed_states=frozenset(post.doomed_states),
        dominating_letters=frozenset(post.dominating_letters),
    )
