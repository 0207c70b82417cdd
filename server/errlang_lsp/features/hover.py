"""``textDocument/hover``: the verdict of an assertion, and what an event site does.

On an assertion: verdict and bound, the shortest failing event sequence with its inputs, and
the learned error language when there is one. On an event site of a learned target: the
transitions its letter labels and whether it is dominating. Stale results say so.
"""

from __future__ import annotations

from typing import Any

from errlang_lsp import summaries
from errlang_lsp.features.base import Feature
from errlang_lsp.state import DocumentState, Target
from lsprotocol import types


class HoverFeature(Feature):
    def text_document_hover(self, params: types.HoverParams) -> types.Hover | None:
        doc = self.analyses.documents.get(params.text_document.uri)
        if doc is None:
            return None
        line = params.position.line
        sections = [
            *filter(None, [assertion_section(doc, line), target_section(doc, line)]),
            *event_sections(doc, line),
        ]
        if not sections:
            return None
        return types.Hover(
            contents=types.MarkupContent(
                kind=types.MarkupKind.Markdown, value="\n\n---\n\n".join(sections)
            )
        )


def _stale_note(doc: DocumentState, text: str, version: int) -> str:
    return (
        "" if text == doc.text else f"\n\n_Stale: computed for version {version}; save to re-run._"
    )


def assertion_section(doc: DocumentState, line: int) -> str | None:
    record = doc.check
    if record is None:
        return None
    version = record.snapshot.version
    assertion = next(
        (a for a in record.assertions() if doc.line_now(int(a["line"]) - 1, version) == line),
        None,
    )
    if assertion is None:
        return None
    verdict = assertion.get("verdict", "unknown")
    bound = assertion.get("loop_bound")
    text = f"**errlang** · `{assertion.get('text', 'assertion')}` **{verdict}**"
    if bound is not None:
        text += f" (loop bound {bound})"
    if verdict == "unknown" and assertion.get("reason"):
        text += f"\n\nReason: {assertion['reason']}"
    counterexample: dict[str, Any] | None = assertion.get("counterexample")
    if verdict == "fails":
        word = summaries.check_word(counterexample)
        learned = _learned_on(doc, line, record.snapshot.text)
        word = summaries.shortest_word(learned) or word
        if word is not None:
            text += f"\n\nShortest failing event sequence: `{summaries.format_word(word)}`"
        inputs = summaries.describe_inputs(counterexample)
        if inputs:
            text += "\n\nInputs (in call order):\n" + "\n".join(f"- {i}" for i in inputs)
    return text + _stale_note(doc, record.snapshot.text, version)


def _learned_on(doc: DocumentState, line: int, text: str) -> dict[str, Any] | None:
    target = doc.target_at(line, exact=True)
    if target is None or target.learned is None or target.learned.snapshot.text != text:
        return None
    return target.learned.automaton


def target_section(doc: DocumentState, line: int) -> str | None:
    target = next((t for t in doc.targets if doc.target_line(t) == line), None)
    if target is None:
        return None
    state, message = doc.state_of(target)
    noun = "Behaviour" if target.kind == "function" else "Error language"
    learned = target.learned
    if learned is None or learned.automaton is None:
        detail = f"{state}" + (f" — {message}" if message else "")
        return f"**{noun}** of {target.label()}: {detail}"
    automaton = learned.automaton
    text = f"**{noun}**: {summaries.lens_summary(automaton)}"
    guarantee = summaries.describe_guarantee(automaton)
    bounds = summaries.describe_bounds(automaton)
    details = ", ".join(filter(None, [bounds, guarantee]))
    if details:
        text += f" ({details})"
    if state in ("queued", "running", "error"):
        text += f"\n\nNow: {state}" + (f" — {message}" if message else "")
    return text + _stale_note(doc, learned.snapshot.text, learned.snapshot.version)


def event_sections(doc: DocumentState, line: int) -> list[str]:
    sections = []
    for target in doc.targets:
        learned = target.learned
        if learned is None or learned.automaton is None:
            continue
        automaton = learned.automaton
        version = learned.snapshot.version
        letters = dict.fromkeys(
            site.letter
            for site in summaries.event_sites(automaton)
            if doc.line_now(site.line - 1, version) == line
        )
        for letter in letters:
            sections.append(_event_text(doc, target, automaton, letter))
    return sections


def _event_text(doc: DocumentState, target: Target, automaton: dict[str, Any], letter: str) -> str:
    transitions = summaries.letter_transitions(automaton, letter)
    what = "behaviour" if target.kind == "function" else "error language"
    text = f"**errlang event** `{letter}` — in the {what} of {target.label()}"
    if transitions:
        text += f"\n\nLabels {len(transitions)} transition(s): "
        text += summaries.describe_transitions(transitions)
    else:
        text += "\n\nLabels no transition: no failing run within the bounds has this event."
    dominating = summaries.is_dominating(automaton, letter)
    text += "\n\nDominating: " + ("yes — every accepted word needs it" if dominating else "no")
    assert target.learned is not None
    return text + _stale_note(doc, target.learned.snapshot.text, target.learned.snapshot.version)
