"""A failing run as the related information of a diagnostic (source ``errlang``): its steps
(:func:`steps_related`: ``step 9: line 16 in withdraw: credit = -1``, a long run's informative
steps only), its inputs and violating values (:func:`values_related`) and the step that
decides the failure (:func:`deciding_related`), each located in the document (or in the other
unit of the program it is in); and the one way a diagnostic of errlang is made
(:func:`errlang_diagnostic`, from the engine's line and byte column to the end of the line)."""

from __future__ import annotations

from typing import Any

from errlang_lsp import decisions, summaries
from errlang_lsp.features.elsewhere import step_location
from errlang_lsp.lines import span_to_line_end
from errlang_lsp.state import CheckRecord, DocumentState
from lsprotocol import types

MAX_RELATED_STEPS = 40
SHORT_RUN = 8  # steps of a run listed in full as related information


def deciding_related(
    doc: DocumentState,
    record: CheckRecord,
    found: decisions.Decision | None,
    code: str | None,
    file: str | None = None,
) -> list[types.DiagnosticRelatedInformation]:
    if found is None:
        return []
    message = f"decides the failure: {decisions.decision_text(found, None, code)}"
    if file is not None:  # in another unit of the program
        location = step_location({"line": found.line, "file": file}, file)
        return [types.DiagnosticRelatedInformation(location=location, message=message)]
    line = doc.line_now(found.line - 1, record.snapshot.version)
    if line is None:
        return []
    location = types.Location(uri=doc.uri, range=line_range(doc, line, 0))
    return [types.DiagnosticRelatedInformation(location=location, message=message)]


def values_related(
    doc: DocumentState, line: int, counterexample: dict[str, Any] | None
) -> list[types.DiagnosticRelatedInformation]:
    """The run's inputs by name (``rounds = 1, op = 1``) and the values that make the assertion
    false (``credit = -1``), at the assertion."""
    inputs = summaries.input_texts(counterexample)
    texts = [f"inputs: {', '.join(inputs)}"] if inputs else []
    violation = summaries.violation_text(counterexample)
    texts += [f"fails with: {violation}"] if violation else []
    location = types.Location(uri=doc.uri, range=line_range(doc, line, 0))
    return [types.DiagnosticRelatedInformation(location=location, message=t) for t in texts]


def steps_related(
    doc: DocumentState,
    record: CheckRecord,
    counterexample: dict[str, Any] | None,
    automaton: summaries.Automaton | None = None,
    informative: bool = False,
) -> list[types.DiagnosticRelatedInformation]:
    """The run's steps: ``step 9: line 16 in withdraw: credit = -1`` (event and values); with
    ``informative``, a run longer than :data:`SHORT_RUN` keeps only the steps with an event or a
    value (the hover and the view's steps have them all), numbered 1, 2, 3 as listed: VS Code
    shows this list above the errlang hover."""
    steps = (counterexample or {}).get("steps") or []
    informative = informative and len(steps) > SHORT_RUN
    related = []
    shown = 0  # the listed steps are numbered without gaps (issue 31: 1, 3, 4, 6 read as lost)
    for index, step in enumerate(steps[:MAX_RELATED_STEPS]):
        if informative and not _informative(steps, index):
            continue
        message = f"step {shown + 1}: {summaries.step_text(step, automaton)}"
        if isinstance(step.get("file"), str):  # in another unit of the program
            location = step_location(step, step["file"])
        else:
            line = doc.line_now(int(step.get("line") or 1) - 1, record.snapshot.version)
            if line is None:
                continue
            location = types.Location(uri=doc.uri, range=line_range(doc, line, 0))
        shown += 1
        related.append(types.DiagnosticRelatedInformation(location=location, message=message))
    if len(steps) > MAX_RELATED_STEPS:
        related[-1].message += f" (… {len(steps) - MAX_RELATED_STEPS} more steps)"
    return related


def _informative(steps: list[dict[str, Any]], index: int) -> bool:
    """A step with an event, a value or the decision, a call (the next step is in another
    function) or the last step."""
    step = steps[index]
    if step.get("event") or summaries.step_values(step) or step.get("deciding"):
        return True
    following = steps[index + 1] if index + 1 < len(steps) else None
    return following is None or following.get("function") != step.get("function")


def errlang_diagnostic(
    doc: DocumentState,
    line: int,
    column: int,
    message: str,
    code: str,
    severity: types.DiagnosticSeverity = types.DiagnosticSeverity.Error,
) -> types.Diagnostic:
    return types.Diagnostic(
        range=line_range(doc, line, column),
        message=message,
        severity=severity,
        code=code,
        source="errlang",
    )


def line_range(doc: DocumentState, line: int, column: int) -> types.Range:
    """From the engine's 0-based (UTF-8 byte) ``column`` to the end of the line's text (the
    whole line when that is empty), in the client's position encoding (``lines.py``)."""
    start, end = span_to_line_end(doc.text, line, column, doc.encoding)
    return types.Range(
        start=types.Position(line=line, character=start),
        end=types.Position(line=line, character=end),
    )
