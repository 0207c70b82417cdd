"""A short explanation in words of why an assertion fails (issue 5, item 3).

Three facts, each from one analysis:

* the events every failing run shares: the dominating letters of the language of error
  (Chapman et al., ATVA 2015, §6.1);
* the choices that decide between failure and success: the neighbourhoods of the behaviour
  automaton for ``Inev(end)`` (Barbon et al., SEFM 2018, Definition 12) with their incorrect
  transitions (commit the run to failure) and correct ones (rule failure out);
* where the shortest counterexample is decided: its first incorrect step.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errlang.automata.neighbourhoods import TransitionType
from errlang.explain.behaviour import END_LETTER, ERROR_LETTER, Behaviour
from errlang.explain.conditions import written_text
from errlang.explain.counterexample import Abstraction
from errlang.explain.results import LearnedAutomaton, Letter, TargetInfo

HINT = " (a finer alphabet, e.g. --alphabet branches, may show it)"


@dataclass(frozen=True)
class Choice:
    """A neighbourhood of the behaviour automaton: the choice made at ``state``, reached by
    ``path`` at the shortest; letters grouped by the type of their transition."""

    state: int
    path: tuple[str, ...]
    commits: tuple[str, ...]  # incorrect: the run will fail
    rules_out: tuple[str, ...]  # correct: the run will end normally
    keeps_open: tuple[str, ...]  # neutral

    def to_json(self) -> dict[str, Any]:
        return {
            "state": self.state, "path": list(self.path), "commits": list(self.commits),
            "rules_out": list(self.rules_out), "keeps_open": list(self.keeps_open),
        }  # fmt: skip


def choices(behaviour: Behaviour) -> list[Choice]:
    """Every neighbourhood with the letters of its outgoing transitions by type, nearest to the
    initial state first."""
    found = []
    for area in behaviour.analysis.neighbourhoods:
        state = int(area.state)
        groups: dict[TransitionType, list[str]] = {kind: [] for kind in TransitionType}
        for letter, _ in behaviour.dfa.successors(state):
            kind = behaviour.type_of(state, letter)
            if kind is not None:
                groups[kind].append(letter)
        path = behaviour.shortest_path_to(state) or ()
        found.append(
            Choice(state, path, tuple(groups[TransitionType.INCORRECT]),
                   tuple(groups[TransitionType.CORRECT]), tuple(groups[TransitionType.NEUTRAL]))
        )  # fmt: skip
    found.sort(key=lambda c: (len(c.path), c.state))
    return found


class Sites:
    """The source lines of each letter's event sites (from the learn result's alphabet)."""

    def __init__(self, alphabet: Sequence[Letter], target: TargetInfo):
        self.lines = {e.letter: sorted({loc.line for loc in e.locations}) for e in alphabet}
        self.lines[ERROR_LETTER] = [target.line]
        self.lines[END_LETTER] = []

    def name(self, letter: str) -> str:
        """``lock (line 6)``, ``lock (lines 6, 9)``, ``the failure of the assertion (line 8)``."""
        lines = self.lines.get(letter, [])
        shown = {ERROR_LETTER: "the failure of the assertion",
                 END_LETTER: "the normal end of the run"}.get(letter, f"`{letter}`")  # fmt: skip
        if not lines:
            return shown
        word = "line" if len(lines) == 1 else "lines"
        return f"{shown} ({word} {', '.join(map(str, lines))})"

    def names(self, letters: Sequence[str]) -> str:
        return _join([self.name(a) for a in letters])


def _join(items: Sequence[str], last: str = "and") -> str:
    if len(items) <= 1:
        return "".join(items)
    return f"{', '.join(items[:-1])} {last} {items[-1]}"


def _after(path: Sequence[str]) -> str:
    return "At the start" if not path else f"After {' '.join(path)}"


def _as_written(target: TargetInfo) -> str:
    """The assertion's condition as written in its file (``offsetof(z_stream, data_type) ==
    88``, not the preprocessor's ``((size_t) (&((z_stream *) 0)->data_type)) == 88``), as
    ``check`` shows it; the engine's text when the file cannot say."""
    shown = target.text or ""
    if not shown or target.column is None:
        return shown
    try:
        text = Path(target.file).read_text(errors="replace")
    except OSError:
        return shown
    return written_text(shown, text, target.line, target.column) or shown


def summarise(
    result: LearnedAutomaton,
    behaviour: Behaviour | None,
    abstractions: Sequence[Abstraction],
) -> list[str]:
    """Sentences explaining the failure of the target of ``result`` (its language of error)."""
    target = result.target
    sites = Sites(result.alphabet, target)
    where = f"assert({_as_written(target)}) at line {target.line}"
    bounds = result.bounds
    scope = f"loop bound {bounds.loop_bound}, words up to length {bounds.max_length}"
    if behaviour is None:
        return [f"{where} cannot fail within the bounds ({scope}).", *_unexamined(result)]
    sentences = [f"{where} fails ({scope})."]
    shared = [a for a in result.letters if a in behaviour.dominating_failure_letters()]
    if shared:
        sentences.append(f"Every failing run contains {sites.names(shared)}.")
    else:
        sentences.append("No event is common to every failing run.")
    if behaviour.fails_always():
        sentences.append(
            "No run of main ends normally within the bounds: every complete run fails, so no "
            "choice decides the failure."
        )
    else:
        hint = "" if "branches" in result.alphabet_kinds else HINT
        sentences += [_choice_sentence(c, sites, hint) for c in choices(behaviour)]
        if abstractions and abstractions[0].decision is not None:
            sentences.append(_shortest_sentence(abstractions[0], sites))
    return sentences + _unexamined(result)


def _unexamined(result: LearnedAutomaton) -> list[str]:
    """What the bounds left out, when a run could fail outside them."""
    guarantee = result.guarantee
    notes = []
    longest, exact = guarantee.longest_word, guarantee.exact_up_to_length
    if longest > exact:
        notes.append(f"Runs with words longer than {exact} (up to {longest}) were not checked: "
                     f"raise --max-length.")  # fmt: skip
    if guarantee.bound_reached:
        notes.append(f"Some runs need more than {result.bounds.loop_bound} loop iterations or "
                     f"recursive calls and were not examined: raise --loop-bound.")  # fmt: skip
    return notes


def _choice_sentence(choice: Choice, sites: Sites, hint: str) -> str:
    if ERROR_LETTER not in choice.commits:
        parts = _parts(choice.commits, choice.rules_out, choice.keeps_open, sites)
        return f"{_after(choice.path)}, {parts}."
    where = sites.lines[ERROR_LETTER][0]
    commits = [a for a in choice.commits if a != ERROR_LETTER]
    rules_out = [a for a in choice.rules_out if a != END_LETTER]
    if END_LETTER in choice.rules_out:
        hidden = f"the run either fails at line {where} or ends normally with no further event"
    else:
        hidden = f"the run can fail at line {where} with no further event"
    hidden += f": the choice is not among the events{hint}"
    rest = _parts(commits, rules_out, choice.keeps_open, sites)
    return f"{_after(choice.path)}, {hidden}" + (f"; otherwise {rest}." if rest else ".")


def _parts(
    commits: Sequence[str], rules_out: Sequence[str], keeps_open: Sequence[str], sites: Sites
) -> str:
    parts = []
    if commits:
        verb = "commits" if len(commits) == 1 else "commit"
        parts.append(f"{sites.names(commits)} {verb} the run to failure")
    if rules_out:
        verb = "rules" if len(rules_out) == 1 else "rule"
        parts.append(f"{sites.names(rules_out)} {verb} failure out")
    if keeps_open and parts:
        verb = "leaves" if len(keeps_open) == 1 else "leave"
        parts.append(f"{sites.names(keeps_open)} {verb} both open")
    return _join(parts, "while")


def _shortest_sentence(abstraction: Abstraction, sites: Sites) -> str:
    decision = abstraction.decision
    assert decision is not None
    where = ""
    if decision.line is not None and decision.line not in sites.lines.get(decision.letter, []):
        where = f", here at line {decision.line}"
    context = "at the start" if decision.after is None else f"after {decision.after}"
    in_code = decision.deciding_step
    code = ""
    if in_code is not None and in_code.kind != "event":
        code = f"; in the code, {in_code.text()}"
    if not decision.visible:
        between = ", ".join(map(str, decision.lines_between)) or "none"
        return (
            f"In the shortest failing run ({' '.join(abstraction.word)}), the failure is decided "
            f"{context} by a choice no event shows (lines passed from there to the failure: "
            f"{between}){code}."
        )
    return (
        f"In the shortest failing run ({' '.join(abstraction.word)}), the deciding step is "
        f"{sites.name(decision.letter)} {context}{where}{code}."
    )
