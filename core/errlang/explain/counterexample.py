"""Concrete counterexamples abstracted to their neighbourhood steps (DESIGN §5; issue 5, item 2).

A counterexample of ``errlang learn`` is a failing run: its word (events, then the error
letter), its inputs in call order, the source lines it passes, and the values of variables at
each event. Followed through the behaviour automaton, each of its steps gets a transition type;
the *abstracted counterexample* keeps the steps that enter or leave a neighbourhood state (SEFM
2018 §3.4), and the *deciding step* is the first incorrect one: the step that commits the run to
failure. Each step is linked to its source location (the event's line in the run, and the event
sites of its letter in the alphabet).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from typing import Any

from errlang.automata.neighbourhoods import CounterexampleError, TransitionType, analyse
from errlang.explain.behaviour import END_LETTER, ERROR_LETTER, Behaviour
from errlang.explain.deciding import DecidingStep, deciding_step
from errlang.explain.results import Location, TargetInfo
from errlang.ir.program import IRProgram
from errlang.teacher.solver import NamedValue, Run


@dataclass(frozen=True)
class Step:
    """One event of a counterexample in the behaviour automaton.

    ``line`` / ``function`` locate the event in the run (the assertion for the error letter);
    ``step_index`` is the index of that location in the run's ``steps`` (``None`` if not found);
    ``kept``: the abstracted counterexample keeps it; ``deciding``: it commits to failure.
    """

    position: int
    letter: str
    source: int
    target: int
    type: str | None
    kept: bool
    deciding: bool
    line: int | None
    function: str | None
    step_index: int | None
    values: Mapping[str, int | float | str]

    def to_json(self) -> dict[str, Any]:
        return {
            "position": self.position, "letter": self.letter, "source": self.source,
            "target": self.target, "type": self.type, "kept": self.kept,
            "deciding": self.deciding, "line": self.line, "function": self.function,
            "step_index": self.step_index, "values": dict(self.values),
        }  # fmt: skip


@dataclass(frozen=True)
class Alternative:
    """Another transition out of the deciding state: its letter, type and event sites."""

    letter: str
    type: str
    lines: tuple[int, ...]

    def to_json(self) -> dict[str, Any]:
        return {"letter": self.letter, "type": self.type, "lines": list(self.lines)}


@dataclass(frozen=True)
class Decision:
    """Where a counterexample is committed to failure: the deciding step's index into
    ``steps``, the events before it, the other choices at its state, the lines the run passed
    between the previous event and the deciding one, and a shortest word to its state."""

    step: int
    state: int
    letter: str
    line: int | None
    function: str | None
    visible: bool
    after: str | None
    alternatives: tuple[Alternative, ...]
    lines_between: tuple[int, ...]
    shortest_path: tuple[str, ...]
    # the branch or statement in the code that decides (issue 21; errlang.explain.deciding)
    deciding_step: DecidingStep | None = None

    def to_json(self) -> dict[str, Any]:
        return {
            "step": self.step, "state": self.state, "letter": self.letter, "line": self.line,
            "function": self.function, "visible": self.visible, "after": self.after,
            "alternatives": [a.to_json() for a in self.alternatives],
            "lines_between": list(self.lines_between), "shortest_path": list(self.shortest_path),
            "deciding_step": None if self.deciding_step is None else self.deciding_step.to_json(),
        }  # fmt: skip


@dataclass(frozen=True)
class Abstraction:
    """A counterexample followed through the behaviour automaton."""

    word: tuple[str, ...]
    steps: tuple[Step, ...]
    decision: Decision | None
    problem: str | None = None  # why the word could not be followed, if it could not

    @property
    def abstracted(self) -> tuple[Step, ...]:
        return tuple(step for step in self.steps if step.kept)

    def to_json(self) -> dict[str, Any]:
        return {
            "steps": [s.to_json() for s in self.steps],
            "abstracted": [s.letter for s in self.abstracted],
            "decision": None if self.decision is None else self.decision.to_json(),
            "problem": self.problem,
        }


def abstract(
    behaviour: Behaviour,
    run: Run,
    target: TargetInfo,
    sites: Mapping[str, tuple[Location, ...]],
    program: IRProgram | None = None,
) -> Abstraction:
    """Follow ``run`` (a counterexample) through ``behaviour``; keep the steps entering or
    leaving a neighbourhood (SEFM 2018 §3.4, "Abstracted Counterexample") and find the deciding
    step (the first incorrect transition, Definition 11). ``sites``: each letter's event
    sites; ``program``: the program's IR, to find the deciding step in the code."""
    word = tuple(run.word)
    try:
        analysis = analyse(behaviour.lts, [END_LETTER], word, traces="finite")
    except CounterexampleError as error:
        return Abstraction(word, (), None, f"not a run of the behaviour automaton: {error}")
    assert analysis.counterexample is not None
    located = _locate(run, target)
    steps: list[Step] = []
    decided = behaviour.fails_always()  # no choice decides an inevitable failure
    for step in analysis.counterexample:
        kind = analysis.types[step.transition]
        deciding = not decided and kind is TransitionType.INCORRECT
        decided = decided or deciding
        line, function, index, values = located[step.position]
        steps.append(
            Step(step.position, step.label, int(step.source), int(step.target),
                 None if kind is None else kind.value, step.kept, deciding, line, function,
                 index, values)
        )  # fmt: skip
    decision = _decision(behaviour, steps, run, sites)
    if decision is not None and program is not None:
        decision = replace(decision, deciding_step=_in_code(decision, steps, run, program))
    return Abstraction(word, tuple(steps), decision)


def _in_code(
    decision: Decision, steps: Sequence[Step], run: Run, program: IRProgram
) -> DecidingStep | None:
    """The deciding step in the code (:func:`deciding_step`) within the part of the run the
    decision is about: after the event before it for a choice no event shows; from the
    committing event on otherwise, else over the whole run, else that event with the values it
    reads."""
    step = steps[decision.step]
    if not decision.visible:
        previous = steps[decision.step - 1] if decision.step > 0 else None
        start = 0 if previous is None or previous.step_index is None else previous.step_index + 1
        # the value may have been put in place before the neighbourhood: then by that step
        return deciding_step(run, program, start) or deciding_step(run, program, 0)
    if step.step_index is None or step.line is None or step.function is None:
        return None
    # the values the assertion reads may be put in place before the committing event (bank's
    # `withdraw fee fee`, committed at a `fee` that writes nothing: line 15's test decides,
    # not the event on line 19; issue 31): then the whole run is searched for that branch. A
    # write found there decides nothing (door.c's `locked = 1` in lock(): an unlock() may
    # still follow), so the committing event is shown with the values it reads
    found = deciding_step(run, program, step.step_index)
    if found is None:
        earlier = deciding_step(run, program, 0)
        found = earlier if earlier is not None and earlier.kind == "branch" else None
    if found is not None:
        return found
    values = tuple(NamedValue(k, v) for k, v in step.values.items())
    return DecidingStep("event", step.step_index, step.line, step.function, values)


Located = tuple[int | None, str | None, int | None, Mapping[str, int | float | str]]


def _locate(run: Run, target: TargetInfo) -> list[Located]:
    """The location of each letter of the word: the ``i``-th event for the ``i``-th letter, the
    assertion for the error letter; each matched to a run step by :func:`_find_step`."""
    found: list[Located] = []
    cursor = 0
    for position, letter in enumerate(run.word):
        values: Mapping[str, int | float | str] = {}
        line: int | None
        function: str | None
        if letter == ERROR_LETTER or position >= len(run.events):
            line, function = target.line, target.function
        else:
            event = run.events[position]
            line, function, values = event.line, event.function, event.display()
        failure = letter == ERROR_LETTER
        # the failing assertion may be on the last event's own step (a one-line function)
        start = max(cursor - 1, 0) if failure else cursor
        index = _find_step(run.steps, start, line, function, entry=not failure)
        if index is not None:
            cursor = index + 1
        found.append((line, function, index, values))
    return found


def _find_step(
    steps: Sequence[tuple[int, str]],
    start: int,
    line: int | None,
    function: str | None,
    *,
    entry: bool,
) -> int | None:
    """The first step from ``start`` in ``function`` on ``line``; failing that, with ``entry``,
    the first step entering ``function`` (a function event is located at its definition's
    line, which the run's steps need not pass)."""
    for i in range(start, len(steps)):
        if steps[i] == (line, function):
            return i
    if entry:
        for i in range(start, len(steps)):
            if steps[i][1] == function and (i == 0 or steps[i - 1][1] != function):
                return i
    return None


def _decision(
    behaviour: Behaviour,
    steps: Sequence[Step],
    run: Run,
    sites: Mapping[str, tuple[Location, ...]],
) -> Decision | None:
    deciding = next((i for i, s in enumerate(steps) if s.deciding), None)
    if deciding is None:
        return None
    step = steps[deciding]
    alternatives = []
    for letter, _ in behaviour.dfa.successors(step.source):
        kind = behaviour.type_of(step.source, letter)
        if letter != step.letter and kind is not None:
            lines = tuple(loc.line for loc in sites.get(letter, ()))
            alternatives.append(Alternative(letter, kind.value, lines))
    previous = steps[deciding - 1] if deciding > 0 else None
    start = 0 if previous is None or previous.step_index is None else previous.step_index + 1
    stop = len(run.steps) if step.step_index is None else step.step_index
    if step.letter == ERROR_LETTER:
        stop += 1  # the failing assertion's own line is part of the hidden choice
    between = tuple(dict.fromkeys(line for line, _ in run.steps[start:stop]))
    return Decision(
        step=deciding,
        state=step.source,
        letter=step.letter,
        line=step.line,
        function=step.function,
        visible=step.letter != ERROR_LETTER,
        after=None if previous is None else previous.letter,
        alternatives=tuple(alternatives),
        lines_between=between,
        shortest_path=behaviour.shortest_path_to(step.source) or (),
    )
