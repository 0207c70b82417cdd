"""The typed result of learning one target: what ``errlang learn`` computes (DESIGN §3).

A :class:`LearnedAutomaton` is the post-processed DFA of a target's language (of error, or of a
function's complete runs) with the bounds it was learned at, what its equivalence query proved
(:class:`LearnGuarantee`), the query counts (:class:`LearnStats`) and the shortest concrete runs.
It crosses every layer above the learner (explain, diff, the HTML report, the CLI, the
server's worker) as this object; JSON is made from it once, by
:func:`errlang.session.serialise.learned_json`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from errlang.automata.dfa import DFA, TransitionKey
from errlang.encoder.encoding import END_LETTER, ERROR_LETTER
from errlang.teacher.decided import ConfirmedPicture
from errlang.teacher.runs import EventValue, InputValue, NamedValue, Run

TargetKind = Literal["assertion", "function"]


@dataclass(frozen=True)
class Location:
    """A source location of an event site (1-based line and column)."""

    line: int
    column: int | None
    function: str | None


@dataclass(frozen=True)
class Letter:
    """A letter of the alphabet with the sites where its event happens."""

    letter: str
    locations: tuple[Location, ...] = ()


@dataclass(frozen=True)
class TargetInfo:
    """What is learned: the failing runs of an assertion, or the complete runs of a function."""

    kind: TargetKind
    file: str
    line: int
    function: str | None
    column: int | None = None
    text: str | None = None


@dataclass(frozen=True)
class Bounds:
    """The loop bound *b* and exactness length *n* of the result, and the bounds the driver
    tried (DESIGN §3, bound driver)."""

    loop_bound: int
    max_length: int
    bounds_tried: tuple[int, ...]
    stopped: str = ""  # why the bound driver stopped where it did (a budget, stability, ...)
    empty: str = ""  # why no run within the bound fails, when the language is empty (issue 31)


@dataclass(frozen=True)
class LearnGuarantee:
    """DESIGN §3: w ∈ L(A) ⟺ w ∈ Fail(P, b, n) for |w| ≤ ``exact_up_to_length``, except for
    what ``unproven`` lists; ``bound_reached``: some run was cut by the loop bound;
    ``longest_word``: the longest word of a run within the bound."""

    exact_up_to_length: int
    unproven: tuple[str, ...]
    bound_reached: bool
    longest_word: int

    @property
    def exact(self) -> bool:
        """Every word of a run within the bound was checked and nothing is unproven."""
        return not self.unproven and self.longest_word <= self.exact_up_to_length


@dataclass(frozen=True)
class LearnStats:
    """Query counts over every bound the driver tried (DESIGN §4: solver calls apart)."""

    membership_queries: int
    filtered: int
    cached: int
    solver_calls: int
    equivalence_queries: int
    answered_by_enumeration: int
    seconds: float
    solver_seconds: float
    # seconds by phase (front end, encoding, solver, learner, cut words, picture, ...)
    phases: tuple[tuple[str, float], ...] = ()


@dataclass(frozen=True)
class LearnedAutomaton:
    """The learned DFA of a target (sink removed, ATVA 2015 §6.1 marks) with its guarantee."""

    target: TargetInfo
    alphabet: tuple[Letter, ...]  # the event letters, without the final letter
    alphabet_kinds: tuple[str, ...]
    final_letter: str  # ERROR_LETTER for an assertion, END_LETTER for a function
    dfa: DFA
    dominating_transitions: frozenset[TransitionKey]
    doomed_states: frozenset[int]
    dominating_letters: frozenset[str]
    bounds: Bounds
    guarantee: LearnGuarantee
    stats: LearnStats
    counterexamples: tuple[Run, ...]
    picture: ConfirmedPicture | None = None  # DESIGN §3: right on the decided words

    @property
    def letters(self) -> tuple[str, ...]:
        return tuple(entry.letter for entry in self.alphabet)

    @property
    def empty(self) -> bool:
        return not self.dfa.accepting

    def sites(self) -> dict[str, tuple[Location, ...]]:
        return {entry.letter: entry.locations for entry in self.alphabet}


def run_from_json(data: Mapping[str, Any]) -> Run:
    """The :class:`Run` that ``Run.to_json`` wrote (runs are cached as JSON)."""
    steps = data["steps"]
    return Run(
        word=tuple(data["word"]),
        inputs=tuple(InputValue.from_json(i) for i in data["inputs"]),
        steps=tuple((int(s["line"]), str(s["function"])) for s in steps),
        events=tuple(
            EventValue(
                e["letter"],
                int(e["line"]),
                e["function"],
                tuple((str(k), int(v)) for k, v in _raw_values(e).items()),
                tuple(
                    (str(k), v)
                    for k, v in e.get("values", {}).items()
                    if "raw_values" in e and v != e["raw_values"].get(k)
                ),
            )
            for e in data.get("events", [])
        ),
        end_line=int(data.get("end_line", 0)),
        assignments=tuple(_named_values(s.get("assignments")) for s in steps),
        violation=_named_values(data.get("violation")),
        tests=tuple((k, _named_values(s["tests"])) for k, s in enumerate(steps) if "tests" in s),
    )


def _named_values(data: Any) -> tuple[NamedValue, ...]:
    return tuple(NamedValue(str(v["name"]), v["value"], v.get("shown")) for v in data or ())


def final_letter_of(kind: TargetKind) -> str:
    return ERROR_LETTER if kind == "assertion" else END_LETTER


def _raw_values(event: Mapping[str, Any]) -> Mapping[str, Any]:
    """An event's values as the bits the run holds (``raw_values`` when the shown ones
    differ: pointers, floating values)."""
    raw = event.get("raw_values")
    return raw if isinstance(raw, Mapping) else event.get("values", {})
