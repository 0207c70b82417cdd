"""JSON at the boundary: one serialiser per result type (DESIGN §1, §7).

The CLI's ``--json`` and the server's worker turn engine results into JSON here and nowhere
else; the automaton documents follow ``errlang/schema/automaton.schema.json``.
:func:`learned_from_json` reads an automaton document back (saved files, tests).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from errlang.automata.export import dfa_from_json, dfa_to_json_fields
from errlang.encoder.encoding import END_LETTER, ERROR_LETTER
from errlang.explain.behaviour import Behaviour
from errlang.explain.difference import LanguageDiff, OneSided
from errlang.explain.explanation import Annotation, ExplainedRun, Explanation
from errlang.explain.results import (
    Bounds,
    LearnedAutomaton,
    LearnGuarantee,
    LearnStats,
    Letter,
    Location,
    TargetInfo,
    run_from_json,
)
from errlang.session.picture import picture_from_json, picture_json
from errlang.session.questions import MembershipAnswer

Json = dict[str, Any]


# -- learned automata ---------------------------------------------------------------------------


def target_json(target: TargetInfo) -> Json:
    if target.kind == "function":
        return {"kind": "function", "function": target.function, "line": target.line,
                "file": target.file}  # fmt: skip
    return {"kind": "assertion", "file": target.file, "line": target.line,
            "column": target.column, "text": target.text, "function": target.function}  # fmt: skip


def alphabet_json(alphabet: tuple[Letter, ...]) -> list[Json]:
    return [
        {
            "letter": entry.letter,
            "locations": [
                {"line": loc.line, "column": loc.column, "function": loc.function}
                for loc in entry.locations
            ],
        }
        for entry in alphabet
    ]


def guarantee_json(guarantee: LearnGuarantee, bounds: Bounds) -> Json:
    reached = guarantee.bound_reached
    return {
        "exact_up_to_length": guarantee.exact_up_to_length,
        "unproven": list(guarantee.unproven),
        "bound_reached": reached,
        "beyond_bound": (
            f"runs needing more than {bounds.loop_bound} loop iterations or nested calls were "
            "cut: their words are not in this automaton"
            if reached
            else "none: no run reaches the bound"
        ),
        "longest_word": guarantee.longest_word,
        "generalisation": "accepted words longer than exact_up_to_length are generalisation"
        if guarantee.longest_word > guarantee.exact_up_to_length
        else "none: every word of a run within the bound was checked",
    }


def stats_json(stats: LearnStats) -> Json:
    return {
        "membership_queries": stats.membership_queries,
        "filtered": stats.filtered,
        "cached": stats.cached,
        "solver_calls": stats.solver_calls,
        "equivalence_queries": stats.equivalence_queries,
        "answered_by_enumeration": stats.answered_by_enumeration,
        "seconds": round(stats.seconds, 3),
        "solver_seconds": round(stats.solver_seconds, 3),
        **({"phases": {name: round(s, 3) for name, s in stats.phases}} if stats.phases else {}),
    }


def learned_json(learned: LearnedAutomaton) -> Json:
    """The JSON of ``errlang learn --json`` (an automaton document)."""
    final_key = "error_letter" if learned.final_letter == ERROR_LETTER else "end_letter"
    fields = dfa_to_json_fields(learned.dfa, learned.dominating_transitions, learned.doomed_states)
    bounds = learned.bounds
    return {
        "target": target_json(learned.target),
        "alphabet": alphabet_json(learned.alphabet),
        "alphabet_kinds": list(learned.alphabet_kinds),
        final_key: learned.final_letter,
        **fields,
        "dominating_letters": sorted(learned.dominating_letters),
        "bounds": {
            "loop_bound": bounds.loop_bound,
            "max_length": bounds.max_length,
            "bounds_tried": list(bounds.bounds_tried),
            **({"stopped": bounds.stopped} if bounds.stopped else {}),
            **({"empty": bounds.empty} if bounds.empty else {}),
        },
        "guarantee": guarantee_json(learned.guarantee, bounds),
        "stats": stats_json(learned.stats),
        "counterexamples": [run.to_json() for run in learned.counterexamples],
        **(
            {"picture": picture_json(learned.picture, learned.dfa, _fact_length(learned))}
            if learned.picture is not None
            else {}
        ),
    }


def _fact_length(learned: LearnedAutomaton) -> int:
    """The length up to which the exact automaton's words are facts (decided failing words),
    -1 when its exactness is not proven (issue 20: then no shown word is called decided).
    The bound driver's "stability:" note is about larger bounds, not about these words."""
    guarantee = learned.guarantee
    unproven = [u for u in guarantee.unproven if not u.startswith("stability:")]
    return -1 if unproven else guarantee.exact_up_to_length


def learned_from_json(document: Mapping[str, Any]) -> LearnedAutomaton:
    """The :class:`LearnedAutomaton` an automaton document describes (missing optional members
    get neutral values: a hand-made document needs only the automaton and its target)."""
    final = document.get("error_letter") or document.get("end_letter") or ERROR_LETTER
    guarantee = document.get("guarantee", {})
    bounds = document.get("bounds", {})
    return LearnedAutomaton(
        target=_target_from_json(document.get("target", {})),
        alphabet=_alphabet_from_json(document.get("alphabet", [])),
        alphabet_kinds=tuple(document.get("alphabet_kinds", ())),
        final_letter=final,
        dfa=dfa_from_json(document),
        dominating_transitions=frozenset(
            (int(t["source"]), t["letter"]) for t in document["transitions"] if t.get("dominating")
        ),
        doomed_states=frozenset(int(s["id"]) for s in document["states"] if s.get("doomed")),
        dominating_letters=frozenset(document.get("dominating_letters", ())),
        bounds=Bounds(
            int(bounds.get("loop_bound", 0)),
            int(bounds.get("max_length", 0)),
            tuple(bounds.get("bounds_tried", ())),
            str(bounds.get("stopped", "")),
            str(bounds.get("empty", "")),
        ),
        guarantee=LearnGuarantee(
            int(guarantee.get("exact_up_to_length", 0)),
            tuple(guarantee.get("unproven", ())),
            bool(guarantee.get("bound_reached", False)),
            int(guarantee.get("longest_word", guarantee.get("exact_up_to_length", 0))),
        ),
        stats=_stats_from_json(document.get("stats", {})),
        counterexamples=tuple(run_from_json(r) for r in document.get("counterexamples", [])),
        picture=picture_from_json(document["picture"]) if "picture" in document else None,
    )


def _target_from_json(target: Mapping[str, Any]) -> TargetInfo:
    return TargetInfo(
        "function" if target.get("kind") == "function" else "assertion",
        str(target.get("file", "")),
        int(target.get("line", 0)),
        target.get("function"),
        target.get("column"),
        target.get("text"),
    )


def _alphabet_from_json(alphabet: Sequence[Mapping[str, Any]]) -> tuple[Letter, ...]:
    """The letters of a document's ``alphabet`` with their locations (no final letter)."""
    return tuple(
        Letter(
            entry["letter"],
            tuple(
                Location(int(loc["line"]), loc.get("column"), loc.get("function"))
                for loc in entry.get("locations", [])
            ),
        )
        for entry in alphabet
        if entry["letter"] not in (ERROR_LETTER, END_LETTER)
    )


def _stats_from_json(stats: Mapping[str, Any]) -> LearnStats:
    return LearnStats(
        membership_queries=int(stats.get("membership_queries", 0)),
        filtered=int(stats.get("filtered", 0)),
        cached=int(stats.get("cached", 0)),
        solver_calls=int(stats.get("solver_calls", 0)),
        equivalence_queries=int(stats.get("equivalence_queries", 0)),
        answered_by_enumeration=int(stats.get("answered_by_enumeration", 0)),
        seconds=float(stats.get("seconds", 0.0)),
        solver_seconds=float(stats.get("solver_seconds", 0.0)),
        phases=tuple(
            (str(name), float(seconds)) for name, seconds in stats.get("phases", {}).items()
        ),
    )


# -- membership ---------------------------------------------------------------------------------


def membership_json(answer: MembershipAnswer) -> Json:
    return {
        "member": answer.member,
        "run": answer.run.to_json() if answer.run is not None else None,
        "loop_bound": answer.loop_bound,
        "max_length": answer.max_length,
    }


# -- explanations -------------------------------------------------------------------------------


def annotation_json(annotation: Annotation) -> Json:
    types = []
    for t in annotation.transition_types:
        entry: Json = {"source": t.source, "letter": t.letter, "target": t.target, "type": t.type}
        if t.contexts:
            entry["contexts"] = list(t.contexts)
        types.append(entry)
    return {"transition_types": types, "neighbourhoods": list(annotation.neighbourhoods)}


def behaviour_json(
    behaviour: Behaviour, failing: LearnedAutomaton, normal: LearnedAutomaton
) -> Json:
    """The behaviour automaton as an automaton document of its own (the ``behaviour`` member of
    ``errlang explain --json``): both final letters, the bounds and guarantees of both learned
    languages, and the explanation fields ``transition_types`` and ``neighbourhoods`` (with
    ``neighbourhood_counts``). ``stats`` are those of learning the normal runs."""
    dfa = behaviour.dfa
    locations = {**normal.sites(), **failing.sites()}
    alphabet = tuple(
        Letter(a, locations.get(a, ())) for a in dfa.alphabet if a not in (ERROR_LETTER, END_LETTER)
    )
    fields = dfa_to_json_fields(dfa, (), behaviour.doomed_states())
    types = behaviour.transition_types
    fail_g, end_g = failing.guarantee, normal.guarantee
    exact = behaviour.longest
    if exact is None:
        exact = min(fail_g.exact_up_to_length, end_g.exact_up_to_length)
    return {
        "target": {**target_json(failing.target), "kind": "behaviour", "entry": "main"},
        "alphabet": alphabet_json(alphabet),
        "error_letter": ERROR_LETTER,
        "end_letter": END_LETTER,
        "property": {"inevitable": [END_LETTER], "traces": "finite"},
        **fields,
        "bounds": {
            "loop_bound": failing.bounds.loop_bound,
            "max_length": max(failing.bounds.max_length, normal.bounds.max_length),
            "cut_to_length": behaviour.longest,
        },
        "guarantee": {
            "exact_up_to_length": exact,
            "unproven": [f"failing runs: {u}" for u in fail_g.unproven]
            + [f"normal runs: {u}" for u in end_g.unproven],
            "failing": guarantee_json(fail_g, failing.bounds),
            "normal": guarantee_json(end_g, normal.bounds),
        },
        "stats": stats_json(normal.stats),
        "transition_types": [
            {
                "source": t["source"],
                "letter": t["letter"],
                "target": t["target"],
                "type": types[(t["source"], t["letter"])].value,
            }
            for t in fields["transitions"]
            if (t["source"], t["letter"]) in types
        ],
        "neighbourhoods": sorted(behaviour.neighbourhood_states),
        "neighbourhood_counts": [
            {"state": a.state, "correct": a.correct, "incorrect": a.incorrect, "neutral": a.neutral}
            for a in behaviour.analysis.neighbourhoods
        ],
    }


def explained_run_json(example: ExplainedRun) -> Json:
    """A counterexample of ``errlang explain --json``: the run, its steps marked with their
    events (``event``, ``deciding``), the abstraction, and the replay when asked for."""
    data: Json = example.run.to_json()
    steps = data.get("steps", [])
    for step in example.abstraction.steps:
        if step.step_index is not None and step.letter != ERROR_LETTER:
            steps[step.step_index]["event"] = step.letter
            if step.deciding:
                steps[step.step_index]["deciding"] = True
    if example.added_for is not None:
        data["added_for"] = {"state": example.added_for[0], "letter": example.added_for[1]}
    data["explanation"] = example.abstraction.to_json()
    if example.replay is not None:
        data["replayed"] = example.replay.reproduced
        data["replay"] = example.replay.to_json()
    return data


def explanation_json(explanation: Explanation) -> Json:
    """The JSON of ``errlang explain --json`` (see docs/explanations.md)."""
    result = learned_json(explanation.failing)
    result.update(annotation_json(explanation.annotation))
    behaviour, normal = explanation.behaviour, explanation.normal
    if behaviour is None or normal is None:
        result["summary"] = list(explanation.summary)
        result["explanation"] = {"fails": False, "choices": []}
        return result
    result["behaviour"] = behaviour_json(behaviour, explanation.failing, normal)
    result["counterexamples"] = [explained_run_json(e) for e in explanation.examples]
    result["summary"] = list(explanation.summary)
    dominating = behaviour.dominating_failure_letters()
    result["explanation"] = {
        "fails": True,
        "fails_always": behaviour.fails_always(),
        "dominating": [a for a in explanation.failing.letters if a in dominating],
        "choices": [c.to_json() for c in explanation.choices],
    }
    return result


# -- differences --------------------------------------------------------------------------------


def one_sided_json(side: OneSided, final: str) -> Json:
    letters = tuple(Letter(a) for a in side.dfa.alphabet if a not in (ERROR_LETTER, END_LETTER))
    final_key = "error_letter" if final == ERROR_LETTER else "end_letter"
    return {
        "words": [list(w) for w in side.words],
        "truncated": side.truncated,
        "automaton": {
            "alphabet": alphabet_json(letters),
            final_key: final,
            **dfa_to_json_fields(side.dfa),
        },
    }


def diff_json(diff: LanguageDiff, old: LearnedAutomaton, new: LearnedAutomaton) -> Json:
    """The JSON of ``errlang diff --json``."""
    return {
        "kind": old.target.kind,
        "final_letter": diff.final,
        "same": diff.same,
        "exact": diff.exact,
        "max_length": diff.max_length,
        "loop_bound": old.bounds.loop_bound,
        "only_old": one_sided_json(diff.only_old, diff.final),
        "only_new": one_sided_json(diff.only_new, diff.final),
        "old": learned_json(old),
        "new": learned_json(new),
    }
