"""`explain`: why an assertion fails — the JSON of ``errlang explain --json`` (issue 5).

Learns the language of error of the assertion and the normal runs of ``main`` with the same
bounds, unites them into the behaviour automaton (DESIGN §5), and returns the learn JSON of the
assertion annotated with the SEFM 2018 analysis (``transition_types``, ``neighbourhoods``), the
behaviour automaton itself (``behaviour``), each counterexample followed through it
(``explanation``: steps with types, the abstracted counterexample, the deciding step), a
counterexample for every other decision point not yet shown, and a summary in words. With
``replay=True`` (only when the user asked: it runs their code) each counterexample is compiled
and run, and marked ``replayed``.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from errlang.automata.dfa import DFA
from errlang.automata.operations import shortest_accepted
from errlang.encoder.symex import EncodingBudgetExceeded
from errlang.explain.annotate import annotate
from errlang.explain.behaviour import (
    ERROR_LETTER,
    Behaviour,
    behaviour_from_results,
    behaviour_json,
)
from errlang.explain.counterexample import Abstraction, abstract
from errlang.explain.summary import choices, summarise
from errlang.frontend import FrontendError, parse_file
from errlang.session.api import membership
from errlang.session.errors import AnalysisError
from errlang.session.learn import Progress, learn
from errlang.session.settings import Settings
from errlang.teacher.solver import SolverUnknown

EXTRA_COUNTEREXAMPLES = 3
"""At most this many counterexamples are added for decision points the learned ones miss."""


def explain(
    path: str,
    text: str | None = None,
    *,
    line: int,
    settings: Settings | None = None,
    replay: bool = False,
    replay_timeout: float = 5.0,
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
) -> dict[str, Any]:
    """The explanation of the assertion on ``line`` (see the module docstring and
    docs/explanations.md for the JSON)."""
    settings = settings or Settings()
    failing: dict[str, Any] = learn(
        path, text, line=line, settings=settings, progress=progress, cancel=cancel
    )
    if not failing.get("counterexamples"):
        result = dict(failing, transition_types=[], neighbourhoods=[])
        result["summary"] = summarise(failing, None, [])
        result["explanation"] = {"fails": False, "choices": []}
        return result
    bounds = failing["bounds"]
    # Same loop bound; the length bound stays the user's: by default each target is exact up
    # to its own longest word (a failing run may be cut short by the failure).
    same = replace(settings, loop_bound=bounds["loop_bound"])
    if progress:
        progress("learning the normal runs of main", None)
    normal: dict[str, Any] = learn(
        path, text, function="main", settings=same, progress=progress, cancel=cancel
    )
    behaviour = behaviour_from_results(failing, normal)
    result = annotate(failing, behaviour.analysis)
    result["behaviour"] = behaviour_json(behaviour, failing, normal)
    counterexamples: list[dict[str, Any]] = result["counterexamples"]
    counterexamples += _missing_decisions(path, text, line, same, behaviour, failing)
    abstractions = []
    for example in counterexamples:
        abstraction = abstract(behaviour, example, failing["target"], failing["alphabet"])
        abstractions.append(abstraction)
        example["explanation"] = abstraction.to_json()
        _mark_events(example, abstraction)
    if replay:
        _replay_all(path, text, line, settings, counterexamples, replay_timeout)
    result["summary"] = summarise(failing, behaviour, abstractions)
    result["explanation"] = {
        "fails": True,
        "fails_always": behaviour.fails_always(),
        "dominating": [e["letter"] for e in failing["alphabet"]
                       if e["letter"] in behaviour.dominating_failure_letters()],
        "choices": [c.to_json() for c in choices(behaviour)],
    }  # fmt: skip
    return result


def _mark_events(example: dict[str, Any], abstraction: Abstraction) -> None:
    """Name the event on the run step where it happens (the editor protocol's ``event``)."""
    steps = example.get("steps", [])
    for step in abstraction.steps:
        if step.step_index is not None and step.letter != ERROR_LETTER:
            steps[step.step_index]["event"] = step.letter
            if step.deciding:
                steps[step.step_index]["deciding"] = True


def _missing_decisions(
    path: str,
    text: str | None,
    line: int,
    settings: Settings,
    behaviour: Behaviour,
    failing: dict[str, Any],
) -> list[dict[str, Any]]:
    """Concrete runs, from the solver, for the committing transitions no learned
    counterexample takes: for each, the shortest failing word through it."""
    covered = set()
    for example in failing.get("counterexamples", []):
        state = behaviour.dfa.initial
        for letter in example["word"]:
            kind = behaviour.type_of(state, letter)
            if kind is not None and kind.value == "incorrect":
                covered.add((state, letter))
                break
            state = behaviour.dfa.step(state, letter)  # type: ignore[assignment]
            if state is None:
                break
    added: list[dict[str, Any]] = []
    for choice in choices(behaviour):
        for letter in choice.commits:
            if len(added) >= EXTRA_COUNTEREXAMPLES or (choice.state, letter) in covered:
                continue
            word = _shortest_failing_through(behaviour, choice.path, letter)
            if word is None:
                continue
            try:
                answer = membership(path, text, line=line, word=word, settings=settings)
            except (SolverUnknown, EncodingBudgetExceeded):
                continue  # an extra example is a nicety: the explanation stands without it
            if answer["member"] and answer["run"]:
                run = dict(answer["run"])  # type: ignore[call-overload]
                run["added_for"] = {"state": choice.state, "letter": letter}
                added.append(run)
    return added


def _shortest_failing_through(
    behaviour: Behaviour, path: tuple[str, ...], letter: str
) -> list[str] | None:
    """``path · letter · w`` with ``w`` a shortest word from there to a failure."""
    state = behaviour.dfa.run((*path, letter))
    if state is None:
        return None
    dfa = behaviour.dfa
    rest = shortest_accepted(DFA(dfa.alphabet, dfa.states, state, dfa.accepting, dfa.transitions))
    if rest is None or (*path, letter, *rest)[-1] != ERROR_LETTER:
        return None
    return [*path, letter, *rest]


def _replay_all(
    path: str,
    text: str | None,
    line: int,
    settings: Settings,
    counterexamples: list[dict[str, Any]],
    timeout: float,
) -> None:
    """Compile the program once and run it on each counterexample's inputs (runs user code)."""
    from errlang.explain.replay import Replayer

    try:
        program = parse_file(path, text, settings.include_dirs, settings.defines)
    except FrontendError as error:
        raise AnalysisError(
            [{"line": d.line, "column": d.column, "message": d.message} for d in error.diagnostics],
            path,
        ) from error
    site = program.assertion_at(line)
    assert site is not None  # learn found it
    with Replayer(program) as replayer:
        for example in counterexamples:
            outcome = replayer.replay(site, example["inputs"], timeout=timeout)
            example["replayed"] = outcome.reproduced
            example["replay"] = outcome.to_json()
