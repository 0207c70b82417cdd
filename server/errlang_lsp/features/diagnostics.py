"""``textDocument/publishDiagnostics``: verdicts, input errors and failed runs, source ``errlang``.

* ``fails`` → Error at the assertion naming the shortest failing event sequence (the learned
  automaton's shortest counterexample when there is one, else the check counterexample's) and
  the deciding step when known (not the bound: a failing run is real; ``data.loopBound``);
  ``relatedInformation``: the inputs and violating values, the deciding step, then the steps
  that carry an event or a value.
* ``holds`` / ``holds-within-bound`` → Hint with the reason (what cut the runs, and where);
  Information when no run reaches the assertion. ``unknown`` → Warning with the reason.
* Each reachable undefined behaviour (``findings``) → Warning at its line, with the steps of a
  run reaching it.
* Parse errors and unsupported constructs → Error at their location.
* Front-end warnings (a function called without a declaration is an input) → Warning at the
  call.
* A learning run that could not produce an automaton, and a worker that died → Error at the
  target (or at the top of the file for the check).
* A file analysed as part of its program (issue 22): steps, deciding steps and verdicts in
  another unit are located in that file (related information names it); the other units'
  own verdicts go to their files while those are closed (:mod:`.elsewhere`). When the program
  could not be linked: each problem at its place, and an Information at the top of the file
  saying it was analysed alone.

A publication names the current document version and holds only diagnostics computed on the
current text (results whose text equals it: ``doc.shown_check``, learn failures, marker errors
of ``doc.marked_on``). After an edit, the verdicts of the older text are not published again
under a newer version, not even on lines that moved: they wait for the next save's check.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from errlang_lsp import decisions, program, summaries
from errlang_lsp import editor_words as words
from errlang_lsp.compile_commands import resolved
from errlang_lsp.features.base import Feature
from errlang_lsp.features.elsewhere import ElsewhereDiagnostics, failures_reached, step_location
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.lines import span_to_line_end
from errlang_lsp.state import CheckRecord, DocumentState, Target
from lsprotocol import types

MAX_RELATED_STEPS = 40
SHORT_RUN = 8  # steps of a run listed in full as related information


class DiagnosticsFeature(Feature):
    def __init__(self, server: FeatureHost) -> None:
        super().__init__(server)
        self._shown: set[str] = set()  # documents with diagnostics on screen
        self.elsewhere = ElsewhereDiagnostics(
            server.text_document_publish_diagnostics, self._open_paths, self._checked_elsewhere
        )
        server.contributions.hovers.append(self._hover_elsewhere)

    def _hover_elsewhere(self, doc: DocumentState, position: types.Position) -> str | None:
        """The hover of a line of a file without ``main``: what the open programs that
        include or link it said there (its Problems entries, which the hover repeats)."""
        if not words.checked_nothing(doc.shown_check):
            return None
        said = [
            d.message
            for d in self.elsewhere.about(resolved(doc.path))
            if d.range.start.line == position.line
        ]
        return "\n\n".join(said) or None

    def _checked_elsewhere(self, file: str) -> None:
        """An open file without ``main`` (a library ``.c`` a harness includes) shows what
        the programs of other open files said about it: publish it again."""
        for doc in self.analyses.documents.values():
            if resolved(doc.path) == file and words.checked_nothing(doc.shown_check):
                self.publish(doc)

    def _open_paths(self) -> set[str]:
        """The files whose own analysis publishes their diagnostics (an open project header
        has none: its programs' results about it are published as for a closed file)."""
        documents = self.analyses.documents.values()
        return {resolved(doc.path) for doc in documents if not doc.program_header}

    def header_shown(self, doc: DocumentState) -> None:
        if not doc.program_header:  # no longer one (settings): its own analysis follows
            return
        self._shown.discard(doc.uri)
        self.elsewhere.shown_on(doc)  # what its programs said about it (if anything yet)

    def check_finished(self, doc: DocumentState) -> None:
        if doc.shown_check is doc.check:
            self.publish(doc)
            if doc.check is not None:
                self.elsewhere.update(doc, doc.check)

    def targets_changed(self, doc: DocumentState) -> None:
        current = doc.marked_on is not None and doc.is_current(doc.marked_on)
        if current and any(t.marker_error for t in doc.targets) and doc.shown_check is not None:
            self.publish(doc)

    def target_finished(self, doc: DocumentState, target: Target) -> None:
        if target.last is not None and doc.is_current(target.last.snapshot):
            self.publish(doc)

    def document_closed(self, doc: DocumentState) -> None:
        self._shown.discard(doc.uri)
        self.server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(uri=doc.uri, diagnostics=[])
        )
        self.elsewhere.owner_closed(doc)
        self.elsewhere.file_closed(doc)

    def publish(self, doc: DocumentState) -> None:
        shown = doc.shown_check
        if shown is not None and not doc.is_current(shown.snapshot) and _check_pending(doc):
            return  # the check of this text is under way and will publish it all at once
        diagnostics = []
        if shown is not None and doc.is_current(shown.snapshot):
            commands = self.server.support.command_links
            diagnostics.extend(check_diagnostics(doc, shown, commands=commands))
            if words.checked_nothing(shown):  # no main: its verdicts in other programs
                diagnostics = words.with_verdicts_elsewhere(
                    diagnostics, self.elsewhere.about(resolved(doc.path))
                )
        markers_current = doc.marked_on is not None and doc.is_current(doc.marked_on)
        for target in doc.targets:
            marker = marker_diagnostic(doc, target) if markers_current else None
            for diagnostic in (learn_diagnostic(doc, target), marker):
                if diagnostic is not None:
                    diagnostics.append(diagnostic)
        for contributed in self.server.contributions.diagnostics:  # PAC verdicts
            diagnostics.extend(contributed(doc))
        if not diagnostics and doc.shown_check is None and doc.uri not in self._shown:
            return  # nothing known yet: do not announce an empty set before the check
        self._shown.add(doc.uri)
        self.server.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(
                uri=doc.uri, diagnostics=diagnostics, version=doc.version
            )
        )


def _check_pending(doc: DocumentState) -> bool:
    """Whether a check of the current text is queued or running."""
    job = doc.check_job
    return job is not None and job.state != "finished" and job.spec.arguments["text"] == doc.text


def check_diagnostics(
    doc: DocumentState, record: CheckRecord, commands: bool = False
) -> list[types.Diagnostic]:
    """The check's diagnostics; ``commands``: the client runs errlang's commands (the
    extension), so a failure's message may name *errlang: Show automaton*."""
    version = record.snapshot.version
    diagnostics = []
    if record.failure:
        diagnostics.append(_diagnostic(doc, 0, 0, f"errlang: {record.failure}", "failed"))
    errors = record.all_errors()
    no_main = words.has_no_main(errors)
    for error in errors:
        line = doc.line_now(max(int(error.get("line") or 1) - 1, 0), version)
        if line is None:
            continue
        column = max(int(error.get("column") or 1) - 1, 0)
        if words.is_no_main(error):  # a library file: a note with what to do, no Error
            message = words.no_main_text(doc.path.name)
            severity = (  # quiet in a file of declarations: nothing of its own was skipped
                types.DiagnosticSeverity.Information
                if record.assertions()
                else types.DiagnosticSeverity.Hint
            )
            diagnostics.append(_diagnostic(doc, line, column, message, "no-main", severity))
            continue
        message = words.error_text(str(error.get("message", "invalid input")))
        diagnostics.append(_diagnostic(doc, line, column, message, "input"))
    for warning in (record.result or {}).get("warnings") or []:  # undeclared functions
        line = doc.line_now(max(int(warning.get("line") or 1) - 1, 0), version)
        if line is not None:
            column = max(int(warning.get("column") or 1) - 1, 0)
            message = str(warning.get("message", "warning"))
            severity = types.DiagnosticSeverity.Warning
            diagnostics.append(_diagnostic(doc, line, column, message, "warning", severity))
    for assertion in record.assertions():
        line = doc.line_now(int(assertion["line"]) - 1, version)
        if line is None:
            continue
        column = max(int(assertion.get("column") or 1) - 1, 0)
        diagnostic = _verdict_diagnostic(doc, record, assertion, line, column, commands)
        if no_main and diagnostic is not None and assertion.get("reached") is False:
            diagnostic = _diagnostic(
                doc,
                line,
                column,
                words.unchecked_text(str(assertion.get("text") or "assertion")),
                "not-checked",
                types.DiagnosticSeverity.Hint,
            )
        if diagnostic is not None:
            diagnostics.append(diagnostic)
    for finding in (record.result or {}).get("findings") or []:
        diagnostic = _finding_diagnostic(doc, record, finding)
        if diagnostic is not None:
            diagnostics.append(diagnostic)
    return diagnostics + _link_diagnostics(doc, record) + failures_reached(doc, record)


def _link_diagnostics(doc: DocumentState, record: CheckRecord) -> list[types.Diagnostic]:
    """Why the file was analysed alone although it is a unit of a program: its own problems
    at their place, and one Information at the top naming the first problem."""
    found = program.problems(record.result)
    if not found:
        return []
    diagnostics = []
    for problem in found:
        if "file" not in problem:  # in this file (program.localise)
            line = doc.line_now(max(int(problem.get("line") or 1) - 1, 0), record.snapshot.version)
            if line is not None:
                column = max(int(problem.get("column") or 1) - 1, 0)
                diagnostics.append(_diagnostic(doc, line, column, str(problem["message"]), "link"))
    first = found[0]
    where = Path(str(first.get("file") or doc.path)).name
    message = (
        "errlang: analysed alone — the program of compile_commands.json this file belongs to "
        f"could not be linked: {where}:{first.get('line', 1)}: {first.get('message', '?')}"
    )
    severity = types.DiagnosticSeverity.Information
    diagnostics.append(_diagnostic(doc, 0, 0, message, "analysed-alone", severity))
    return diagnostics


def _finding_diagnostic(
    doc: DocumentState, record: CheckRecord, finding: dict[str, Any]
) -> types.Diagnostic | None:
    """A reachable undefined behaviour: a warning at its line with a run reaching it."""
    line = doc.line_now(int(finding.get("line") or 1) - 1, record.snapshot.version)
    if line is None:
        return None
    column = max(int(finding.get("column") or 1) - 1, 0)
    run = finding.get("run") or {}
    inputs = summaries.describe_inputs(run)
    given = f"; inputs: {', '.join(inputs)}" if inputs else ""
    bound = finding.get("loop_bound")
    within = f" within loop bound {bound}" if bound is not None else ""
    message = f"undefined behaviour: {finding.get('reason', '?')} — a run{within} reaches it{given}"
    diagnostic = _diagnostic(
        doc, line, column, message, "undefined-behaviour", types.DiagnosticSeverity.Warning
    )
    diagnostic.related_information = _steps(doc, record, run) or None
    return diagnostic


def _verdict_diagnostic(
    doc: DocumentState,
    record: CheckRecord,
    assertion: dict[str, Any],
    line: int,
    column: int,
    commands: bool = False,
) -> types.Diagnostic | None:
    text = assertion.get("text") or "assertion"
    verdict = assertion.get("verdict")
    bound = assertion.get("loop_bound")
    within = f" within loop bound {bound}" if bound is not None else ""
    if verdict in ("holds", "holds-within-bound"):
        scope = "every run" if verdict == "holds" else f"every run{within}"
        reason = assertion.get("reason")
        message = f"`{text}` holds for {scope}" + (f": {reason}" if reason else "")
        severity = types.DiagnosticSeverity.Hint
        if assertion.get("reached") is False:  # vacuous: say what cut the runs, visibly
            severity = types.DiagnosticSeverity.Information
        return _diagnostic(doc, line, column, message, verdict, severity)
    if verdict == "unknown":
        reason = words.reason_text(str(assertion.get("reason") or "no reason given"))
        message = f"errlang could not decide `{text}`: {reason}"
        return _diagnostic(doc, line, column, message, verdict, types.DiagnosticSeverity.Warning)
    if verdict != "fails":
        return None
    counterexample = assertion.get("counterexample")
    learned = _learned_automaton(doc, record, line)
    if learned is not None:  # the automaton shown: its bounds, its word and its first run
        bound = summaries.loop_bound(learned)
        counterexample = (learned.get("counterexamples") or [counterexample])[0]
    word = summaries.shortest_word(learned) or summaries.check_word(counterexample)
    sequence = summaries.format_word(word, learned) if word is not None else "(no event sequence)"
    # A failing run is real whatever the bound: the message does not say it (issue 21: "fails
    # within loop bound 1" on a program without loops); clients find it in ``data``.
    message = f"`{text}` fails; shortest failing sequence: {sequence}"
    found = decisions.deciding_step(
        learned, counterexample, int(assertion["line"]), assertion.get("deciding_step")
    )
    file = program.deciding_file(
        learned, counterexample, assertion.get("deciding_step"), assertion.get("counterexample")
    )
    code = (
        doc.code_at(found.line, record.snapshot.version)
        if found is not None and file is None
        else None
    )
    if found is not None:
        at = f"{Path(file).name} line {found.line}" if file is not None else f"line {found.line}"
        message += f"\ndecided at {at}: {decisions.decision_text(found, learned, code)}"
    message += "\n" + _what_next(learned, commands)
    diagnostic = _diagnostic(doc, line, column, message, "fails")
    diagnostic.data = {"loopBound": bound}
    related = _values(doc, line, counterexample) + _deciding(doc, record, found, code, file)
    related += _steps(doc, record, counterexample, learned, informative=True)
    diagnostic.related_information = related or None
    return diagnostic


def _what_next(learned: summaries.Automaton | None, commands: bool) -> str:
    """The answer's last line, before the related information (which VS Code shows above the
    hover, issue 31): how many sequences fail within which bounds, and where to look next."""
    show = "errlang: Show automaton draws them; " if commands else ""
    if learned is None:
        show = "errlang: Show automaton learns every failing sequence; " if commands else ""
        return f"{show}the hover lists the run's steps"
    meaning = summaries.bound_meaning(learned)
    count = summaries.language_summary(learned) + (f" — {meaning}" if meaning else "")
    return f"altogether {count}; {show}the hover lists the run's steps"


def _deciding(
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
    location = types.Location(uri=doc.uri, range=_line_range(doc, line, 0))
    return [types.DiagnosticRelatedInformation(location=location, message=message)]


def _learned_automaton(
    doc: DocumentState, record: CheckRecord, line: int
) -> summaries.Automaton | None:
    """The automaton shown for the assertion at ``line``, if it was learned on the same text."""
    target = doc.target_at(line, exact=True)
    if target is None or target.learned is None or target.kind != "assertion":
        return None
    if target.learned.snapshot.text != record.snapshot.text:
        return None
    return target.learned.automaton


def _values(
    doc: DocumentState, line: int, counterexample: dict[str, Any] | None
) -> list[types.DiagnosticRelatedInformation]:
    """The run's inputs by name (``rounds = 1, op = 1``) and the values that make the assertion
    false (``credit = -1``), at the assertion."""
    inputs = summaries.input_texts(counterexample)
    texts = [f"inputs: {', '.join(inputs)}"] if inputs else []
    violation = summaries.violation_text(counterexample)
    texts += [f"fails with: {violation}"] if violation else []
    location = types.Location(uri=doc.uri, range=_line_range(doc, line, 0))
    return [types.DiagnosticRelatedInformation(location=location, message=t) for t in texts]


def _steps(
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
            location = types.Location(uri=doc.uri, range=_line_range(doc, line, 0))
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


def marker_diagnostic(doc: DocumentState, target: Target) -> types.Diagnostic | None:
    """A malformed ``// errlang: learn`` marker (unknown option, nothing to mark)."""
    if target.marker_error is None or target.marker_line is None:
        return None
    line = doc.line_now(target.marker_line, target.base)
    if line is None:
        return None
    message = f"errlang marker: {target.marker_error}"
    return _diagnostic(doc, line, 0, message, "marker", types.DiagnosticSeverity.Warning)


def learn_diagnostic(doc: DocumentState, target: Target) -> types.Diagnostic | None:
    last = target.last
    if last is None or last.automaton is not None or last.cancelled:
        return None
    if not doc.is_current(last.snapshot):
        return None
    line = doc.line_now(last.line, last.snapshot.version)
    problem = last.problem()
    if line is None or problem is None:
        return None
    what = "explain" if target.kind == "function" else "learn the error language of"
    message = f"errlang could not {what} {target.label()}: {problem}"
    return _diagnostic(doc, line, 0, message, "learn-failed")


def _diagnostic(
    doc: DocumentState,
    line: int,
    column: int,
    message: str,
    code: str,
    severity: types.DiagnosticSeverity = types.DiagnosticSeverity.Error,
) -> types.Diagnostic:
    return types.Diagnostic(
        range=_line_range(doc, line, column),
        message=message,
        severity=severity,
        code=code,
        source="errlang",
    )


def _line_range(doc: DocumentState, line: int, column: int) -> types.Range:
    """From the engine's 0-based (UTF-8 byte) ``column`` to the end of the line's text (the
    whole line when that is empty), in the client's position encoding (``lines.py``)."""
    start, end = span_to_line_end(doc.text, line, column, doc.encoding)
    return types.Range(
        start=types.Position(line=line, character=start),
        end=types.Position(line=line, character=end),
    )
