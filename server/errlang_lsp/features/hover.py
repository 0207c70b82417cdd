"""``textDocument/hover``: the answer first, the steps after (issue 14, item 3).

On an assertion: the verdict with the bounds of the automaton shown (else the check's), the
shortest failing sequence in plain words, the values that make it fail and the inputs by name,
where the failure is decided, what the last edit changed, and command links (*Show automaton*,
*Step through*); then the counterexample's steps, collapsed. On an event site of a learned
target: what the event means for failure. Stale results say so.
"""

from __future__ import annotations

import json
import re
from pathlib import PurePath
from typing import Any
from urllib.parse import quote

from errlang_lsp import decisions, program, summaries
from errlang_lsp import editor_words as words
from errlang_lsp.client_support import ClientSupport
from errlang_lsp.features.base import Feature
from errlang_lsp.state import DocumentState, Target
from lsprotocol import types

SHOW, STEP = "errlang.showAutomaton", "errlang.nextStep"
MAX_STEPS = 40


class HoverFeature(Feature):
    def text_document_hover(self, params: types.HoverParams) -> types.Hover | None:
        doc = self.analyses.documents.get(params.text_document.uri)
        if doc is None:
            return None
        line = params.position.line
        verdict = assertion_section(doc, line, self.server.support)
        sections = [
            *filter(None, [verdict, target_section(doc, line, verdict is not None)]),
            *event_sections(doc, line),
            *filter(None, (c(doc, params.position) for c in self.server.contributions.hovers)),
        ]
        if not sections:
            return None
        text = "\n\n---\n\n".join(sections)
        if not self.server.support.hover_markdown:  # a plaintext-only client (issue 31)
            return types.Hover(
                contents=types.MarkupContent(kind=types.MarkupKind.PlainText, value=plain(text))
            )
        return types.Hover(contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=text))


_PLAIN = [
    (re.compile(r"\[([^\]]*)\]\([^)]*\)"), r"\1"),  # a link: its title
    (re.compile(r"<details><summary>([^<]*)</summary>"), r"\1:"),
    (re.compile(r"</details>"), ""),
    (re.compile(r"\*\*|`"), ""),  # bold, code
    (re.compile(r"(?m)^_(.*)_$"), r"\1"),  # a paragraph in italics (what an edit changed)
    (re.compile(r" {2}\n"), "\n"),  # hard line breaks
]


def plain(markdown: str) -> str:
    """The hover's markdown as plain text for a client that shows no markdown: the same
    words in the same order, without markup."""
    for pattern, replacement in _PLAIN:
        markdown = pattern.sub(replacement, markdown)
    return markdown


def _stale_note(doc: DocumentState, text: str, version: int) -> str:
    return (
        "" if text == doc.text else f"\n\n_Stale: computed for version {version}; save to re-run._"
    )


def command_link(title: str, command: str, arguments: list[Any] | None = None) -> str:
    """A Markdown command link (the client must trust errlang's commands to run it)."""
    query = f"?{quote(json.dumps(arguments))}" if arguments is not None else ""
    return f"[{title}](command:{command}{query})"


def assertion_section(doc: DocumentState, line: int, support: ClientSupport) -> str | None:
    """The verdict of the assertion on ``line`` in a few lines: for a failure the shortest
    failing sequence, the values, the deciding step, then how many sequences fail; with the
    learned automaton of the same text its bounds and counterexample (one set of bounds)."""
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
    verdict = str(assertion.get("verdict", "unknown"))
    if words.checked_nothing(record) and assertion.get("reached") is False:
        return words.unchecked_text(str(assertion.get("text") or "assertion"))
    target = doc.target_at(line, exact=True)
    learned = _learned_on(target, record.snapshot.text)
    if learned is not None and learned.get("end_letter"):
        learned = None  # a function's behaviour: the target section says it
    head = f"**`{assertion.get('text', 'assertion')}` {verdict}**"
    if verdict == "fails":
        text = head + _failure_text(doc, line, assertion, learned, support)
    else:
        text = head + _other_verdict(assertion, learned)
    return text + _stale_note(doc, record.snapshot.text, version)


def _other_verdict(assertion: dict[str, Any], learned: dict[str, Any] | None) -> str:
    """``holds — no failing sequence (all runs)``, the bounded check's words, or the reason."""
    if learned is not None:
        text = f" — {summaries.language_summary(learned)}"
        meaning = summaries.bound_meaning(learned)
        text += f"  \n{meaning[0].upper()}{meaning[1:]}." if meaning else ""
    elif assertion.get("verdict") == "holds-within-bound" and assertion.get("loop_bound"):
        bound = assertion["loop_bound"]
        text = f" for every run within loop bound {bound} (each loop runs at most {bound} times)"
    else:
        text = ""
    proof = _proof_text(assertion.get("proof"))  # issue 33
    text += proof if learned is None or not proof.startswith(" ") else f"\n\nHolds{proof}."
    if assertion.get("verdict") == "unknown" and assertion.get("reason"):
        text += f"\n\nReason: {words.reason_text(str(assertion['reason']))}"
    return text


def _proof_text(proof: dict[str, Any] | None) -> str:
    """How ``holds`` was shown for every run, or what stopped the proof (issue 33)."""
    if not proof:
        return ""
    if proof.get("method") == "exhaustion":
        return " for every run: no run reaches the loop bound"
    if proof.get("method") == "induction":
        shown = ", ".join(f"`{i}`" for i in proof.get("invariants", [])) or "none needed"
        return (
            f" for every run: proved by k-induction (k = {proof.get('k')}) on the loop at line"
            f" {proof.get('loop_line')}; invariants at its head: {shown}"
        )
    return f"\n\nNot proved for all runs: {proof.get('stopped')}"


def _failure_text(
    doc: DocumentState,
    line: int,
    assertion: dict[str, Any],
    learned: dict[str, Any] | None,
    support: ClientSupport,
) -> str:
    """The answer in a few lines (hard line breaks), the links, what the edit changed, then
    the steps."""
    examples = (learned or {}).get("counterexamples") or []
    counterexample = examples[0] if examples else assertion.get("counterexample")
    word = summaries.shortest_word(learned) or summaries.check_word(counterexample)
    first = (
        f" — shortest failing sequence: **{summaries.format_word(word, learned)}**"
        if word is not None
        else ""
    )
    lines = [first]
    violation = summaries.violation_text(counterexample)
    inputs = summaries.describe_inputs(counterexample)
    values = ([f"`{violation}`"] if violation else []) + (
        [f"inputs {', '.join(inputs)}"] if inputs else []
    )
    if values:
        lines.append("Values: " + " · ".join(values))
    found = decisions.deciding_step(
        learned, counterexample, int(assertion["line"]), assertion.get("deciding_step")
    )
    if found is not None:
        version = doc.check.snapshot.version if doc.check is not None else doc.version
        file = program.deciding_file(
            learned, counterexample, assertion.get("deciding_step"), assertion.get("counterexample")
        )
        code = doc.code_at(found.line, version) if file is None else None  # else another unit
        where = f"{PurePath(file).name} line {found.line}" if file else f"line {found.line}"
        lines.append(f"Decided at {where}: {decisions.decision_text(found, learned, code)}")
    if learned is not None:
        meaning = summaries.bound_meaning(learned)
        lines.append(
            f"Altogether {summaries.language_summary(learned)}"
            + (f" — {meaning}" if meaning else "")
        )
    text = "  \n".join(lines)
    if support.command_links:
        links = [command_link("Show automaton", SHOW, [doc.uri, line])]
        if learned is not None:
            links.append(command_link("Step through", STEP))
        text += "\n\n" + " · ".join(links)
    changed = summaries.changes_text((learned or {}).get("changes"), learned)
    if changed:
        text += f"\n\n_{changed[0].upper()}{changed[1:]}._"
    return text + _steps_text(counterexample, learned, support.html)


def _steps_text(
    counterexample: dict[str, Any] | None, learned: dict[str, Any] | None, html: bool
) -> str:
    """The steps of the counterexample: collapsed in an HTML ``details`` for a client that
    shows HTML in hovers, else under a plain heading."""
    steps = (counterexample or {}).get("steps") or []
    if not steps:
        return ""
    decision = ((counterexample or {}).get("explanation") or {}).get("decision") or {}
    in_code = (decision.get("deciding_step") or {}).get("step_index")
    deciding = (
        {in_code}
        if isinstance(in_code, int)
        else {i for i, step in enumerate(steps) if step.get("deciding")}
    )
    rows = [
        f"{index}. {summaries.step_text(step, learned)}"
        + (" ◀ **decides**" if index - 1 in deciding else "")
        for index, step in enumerate(steps[:MAX_STEPS], start=1)
    ]
    if len(steps) > MAX_STEPS:
        rows.append(f"… {len(steps) - MAX_STEPS} more steps")
    body = "\n".join(rows)
    if not html:
        return f"\n\nSteps ({len(steps)}):\n\n{body}"
    return f"\n\n<details><summary>Steps ({len(steps)})</summary>\n\n{body}\n\n</details>"


def _learned_on(target: Target | None, text: str) -> dict[str, Any] | None:
    if target is None or target.learned is None or target.learned.snapshot.text != text:
        return None
    return target.learned.automaton


def target_section(doc: DocumentState, line: int, verdict_shown: bool = False) -> str | None:
    """The learned target on ``line``: its summary and state — left out when the verdict
    above already gave the summary of the same, current automaton."""
    target = next((t for t in doc.targets if doc.target_line(t) == line), None)
    if target is None:
        return None
    state, message = doc.state_of(target)
    if verdict_shown and target.kind == "assertion" and state == "done":
        return None
    noun = "Behaviour" if target.kind == "function" else "Error language"
    learned = target.learned
    if learned is None or learned.automaton is None:
        detail = f"{state}" + (f" — {message}" if message else "")
        return f"**{noun}** of {target.label()}: {detail}"
    automaton = learned.automaton
    text = f"**{noun}**: {summaries.language_summary(automaton)}"
    guarantee = summaries.describe_guarantee(automaton)
    if guarantee:
        text += f" ({guarantee})"
    if target.kind == "function":
        changed = summaries.changes_text(automaton.get("changes"), automaton)
        if changed:
            text += f"\n\n_{changed[0].upper()}{changed[1:]}._"
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
    function = target.kind == "function"
    text = f"**errlang** · `{letter}` in the {'runs' if function else 'failing runs'} of "
    text += target.label()
    meaning = summaries.event_meaning(automaton, letter)
    text += f": {meaning}." if meaning else "."
    assert target.learned is not None
    return text + _stale_note(doc, target.learned.snapshot.text, target.learned.snapshot.version)
