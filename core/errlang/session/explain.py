"""`explain`'s documents: why an assertion fails, as JSON (issue 5; DESIGN §5).

Learns the language of error of the assertion and the normal runs of ``main`` with the same
bounds — both with the one :class:`~errlang.session.analysis.Analysis` of the file, so the file
is parsed and encoded once — unites them into the behaviour automaton, annotates the learned
automaton with the SEFM 2018 analysis, follows each counterexample through the behaviour
automaton, adds a counterexample for every other decision point not yet shown, and summarises.
With ``replay=True`` (only when the user asked: it runs their code) each counterexample is
compiled and run. :func:`explain` is the JSON of ``errlang explain --json``;
:func:`learn_and_explain` is the document the editor shows for a target (the same JSON, with
what the edit changed, the values events read and macro expansions at the steps). The
explanation itself is computed in :mod:`errlang.session.explaining`.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from errlang.encoder.symex import EncodingBudgetExceeded
from errlang.explain.deciding import DecidingStep, condition_text, deciding_step
from errlang.explain.results import LearnedAutomaton
from errlang.explain.values import argv_strings
from errlang.session.errors import AnalysisError
from errlang.session.settings import Settings
from errlang.teacher.runs import InputValue
from errlang.teacher.solver import SolverUnknown

if TYPE_CHECKING:
    from errlang.session.analysis import Analysis
    from errlang.session.linked import LinkedProgram


def explain(
    path: str,
    text: str | None = None,
    *,
    line: int,
    settings: Settings | None = None,
    replay: bool = False,
    replay_timeout: float = 5.0,
    progress: Callable[[str, float | None], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> dict[str, Any]:
    """The JSON of ``errlang explain --json`` for the assertion on ``line`` (see
    docs/explanations.md)."""
    from errlang.session.analysis import Analysis
    from errlang.session.serialise import explanation_json

    analysis = Analysis(path, text, settings)
    explanation = analysis.explain(
        line, replay=replay, replay_timeout=replay_timeout, progress=progress, cancel=cancel
    )
    return explanation_json(explanation)


EXPLANATION_SHARE = 0.8
"""The explanation of an editor's target stops (keeping the learned automaton) when this share
of the settings' time budget has passed since the job started."""

CHANGED_WORDS = 5
"""At most this many added / removed failing sequences are listed by :func:`edit_changes`."""


def learn_and_explain(
    path: str,
    text: str | None = None,
    *,
    line: int | None = None,
    function: str | None = None,
    settings: Settings | None = None,
    previous: dict[str, Any] | None = None,
    progress: Callable[[str, float | None], None] | None = None,
    cancel: Callable[[], bool] | None = None,
    partial: Callable[[dict[str, Any]], None] | None = None,
    units: Sequence[Any] | None = None,
    project: Mapping[str, Any] | None = None,
) -> dict[str, Any]:
    """The automaton document the editor shows for a target (issue 14, item 1): the JSON of
    ``errlang learn --json`` and, for an assertion that fails, the explanation's fields
    (``transition_types``, ``neighbourhoods``, ``behaviour``, ``summary``, the counterexamples
    with their deciding steps), all from the one analysis of ``text``. The explanation is a
    bonus: if it cannot be computed within the budget, ``explanation_problem`` says why and
    the learned automaton is returned alone. With ``previous`` (the document shown for an
    older version), ``changes`` says which failing sequences the edit added and removed
    (:func:`edit_changes`; no solver call). ``partial``: given the JSON of each loop bound the
    bound driver completed while it learns the next, as ``errlang.session.api.learn``'s.
    ``units`` / ``project``: ``path`` as part of its program (:mod:`errlang.session.linked`)."""
    from errlang.session.linked import analysis_of, internal, own_target, showing
    from errlang.session.serialise import learned_json

    started = time.monotonic()
    analysis, linked = analysis_of(path, text, settings, units, project)
    if linked is not None and linked.program is not None:
        function = own_target(analysis, path, line, function)
        partial = showing(partial, linked) if partial is not None else None
        previous = internal(previous, linked) if previous is not None else None
    shown = None
    if partial is not None:
        report = partial

        def shown(automaton: LearnedAutomaton) -> None:
            report({**learned_json(automaton), "partial": True})

    learned = analysis.learn(
        line, function, progress=progress, cancel=cancel, since=started, partial=shown
    )
    document = learned_json(learned)
    if line is not None and not learned.empty:
        deadline = started + EXPLANATION_SHARE * analysis.settings.timeout
        document = _with_explanation(document, analysis, line, deadline, progress, cancel)
    return _marked(document, analysis, learned, line, previous, linked, path)


def _with_explanation(
    document: dict[str, Any],
    analysis: Analysis,
    line: int,
    deadline: float,
    progress: Callable[[str, float | None], None] | None,
    cancel: Callable[[], bool] | None,
) -> dict[str, Any]:
    """The explanation's document of the assertion on ``line``, computed by ``deadline`` (a
    ``time.monotonic()`` instant); else ``document`` (the learned automaton's) with
    ``explanation_problem`` saying why there is none."""
    from errlang.session.errors import AnalysisCancelled
    from errlang.session.serialise import explanation_json

    def stop() -> bool:
        return bool(cancel and cancel()) or time.monotonic() > deadline

    try:
        explained = analysis.explain(line, progress=progress, cancel=stop, every_word=False)
        return explanation_json(explained)
    except AnalysisCancelled:
        if cancel and cancel():
            raise
        document["explanation_problem"] = (
            "the explanation (normal runs of main) did not finish within the time budget"
        )
    except (SolverUnknown, EncodingBudgetExceeded, AnalysisError) as error:
        document["explanation_problem"] = f"the explanation could not be computed: {error}"
    return document


def _marked(
    document: dict[str, Any],
    analysis: Analysis,
    learned: LearnedAutomaton,
    line: int | None,
    previous: dict[str, Any] | None,
    linked: LinkedProgram | None,
    path: str,
) -> dict[str, Any]:
    """``document`` with what the editor shows beside the automaton: the values events read,
    argv, the deciding steps, macro expansions, what the edit changed (``previous``), and for
    a linked program the files of the steps and its units (in the user's names)."""
    from errlang.session.linked import shown as user_names
    from errlang.session.locations import mark_files, mark_unit_sources

    mark_event_values(document)
    mark_argv(document)
    if line is not None:
        fallback = [deciding_step(run, analysis.ir) for run in learned.counterexamples]
        mark_deciding(document, analysis.text, fallback)
    if analysis.text is not None:
        mark_macros(document, analysis.text)
    if previous is not None:
        changes = edit_changes(previous, learned)
        if changes is not None:
            document["changes"] = changes
    if linked is not None:
        if linked.program is not None:
            mark_files(document, linked.program)
            mark_unit_sources(document, linked, path)
            document = user_names(document, linked)
        document["program"] = linked.to_json()
    return document


def mark_event_values(document: dict[str, Any]) -> None:
    """Give each counterexample step where an event happens the values of the variables the
    event reads (``values: {amount: 1}``, from the explanation's steps)."""
    for example in document.get("counterexamples") or []:
        steps = example.get("steps") or []
        for event in (example.get("explanation") or {}).get("steps") or []:
            index, values = event.get("step_index"), event.get("values")
            if isinstance(index, int) and 0 <= index < len(steps) and values:
                steps[index]["values"] = dict(values)


def mark_deciding(
    document: dict[str, Any], text: str | None, fallback: Sequence[DecidingStep | None] = ()
) -> None:
    """Give each counterexample its ``deciding`` step (issue 21: the branch or statement that
    decides the failure, where the editor shows it): the explanation's ``decision.
    deciding_step``, else (no explanation) ``fallback[i]``, found over the whole run; a
    branch's ``condition`` is the source text of the condition on its line."""
    lines = text.splitlines() if text is not None else []
    for index, example in enumerate(document.get("counterexamples") or []):
        decision = (example.get("explanation") or {}).get("decision") or {}
        found = decision.get("deciding_step")
        if found is None and "explanation" not in example and index < len(fallback):
            step = fallback[index]
            found = step.to_json() if step is not None else None
        if not isinstance(found, dict):
            continue
        found = dict(found)
        line = found.get("line")
        if found.get("kind") == "branch" and isinstance(line, int) and 0 < line <= len(lines):
            condition = condition_text(lines[line - 1])
            if condition is not None:
                found["condition"] = condition
        example["deciding"] = found


def mark_argv(document: dict[str, Any]) -> None:
    """Give each counterexample of ``main(argc, argv)`` its command line as C strings
    (``argv: ["", "xy"]``; the inputs stay one per character, which a replay feeds)."""
    for example in document.get("counterexamples") or []:
        inputs = [InputValue.from_json(i) for i in example.get("inputs") or []]
        argv = argv_strings(inputs)
        if argv is not None:
            example["argv"] = argv


def mark_macros(document: dict[str, Any], text: str) -> None:
    """Give each counterexample step on a line that uses one of the file's macros its
    ``macro: {name, expansion}`` (the step's ``line`` is the use; docs/explanations.md)."""
    from errlang.explain.macros import defined_macros, macro_use

    macros = defined_macros(text)
    if not macros:
        return
    lines = text.split("\n")
    for example in document.get("counterexamples") or []:
        for step in example.get("steps") or []:
            line = step.get("line")
            if isinstance(line, int) and 1 <= line <= len(lines):
                use = macro_use(lines[line - 1], macros)
                if use is not None:
                    step["macro"] = {"name": use.name, "expansion": use.expansion}


def edit_changes(previous: dict[str, Any], learned: LearnedAutomaton) -> dict[str, Any] | None:
    """What an edit changed in a target's language: the failing sequences (complete runs, for a
    function) only in the new version (``added``) and only in the old (``removed``), shortest
    first, up to the smaller exactness length — from the two automata alone (the ``diff``
    machinery, ATVA 2015 §5; no solver call). ``None`` when ``previous`` is not an automaton
    document of the same kind."""
    from errlang.explain.difference import compare
    from errlang.session.serialise import learned_from_json

    try:
        old = learned_from_json(previous)
    except (KeyError, TypeError, ValueError):
        return None
    if old.final_letter != learned.final_letter:
        return None
    difference = compare(old, learned, CHANGED_WORDS)
    return {
        "same": difference.same,
        "added_count": difference.only_new.count,
        "added": [list(w) for w in difference.only_new.words],
        "added_truncated": difference.only_new.truncated,
        "removed_count": difference.only_old.count,
        "removed": [list(w) for w in difference.only_old.words],
        "removed_truncated": difference.only_old.truncated,
        "max_length": difference.max_length,
        "exact": difference.exact,
    }
