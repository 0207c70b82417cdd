"""The check's diagnostics (:func:`check_diagnostics`; the list is in
:mod:`errlang_lsp.features.diagnostics`): a verdict at each assertion, a reachable undefined
behaviour at its line, input errors and warnings where they are, the problems that made a unit
of a program be analysed alone, and what other units' runs reached."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from errlang_lsp import decisions, program, summaries
from errlang_lsp import editor_words as words
from errlang_lsp.features.elsewhere import failures_reached
from errlang_lsp.features.run_related import (
    deciding_related,
    errlang_diagnostic,
    steps_related,
    values_related,
)
from errlang_lsp.state import CheckRecord, DocumentState
from lsprotocol import types


def check_diagnostics(
    doc: DocumentState, record: CheckRecord, commands: bool = False
) -> list[types.Diagnostic]:
    """The check's diagnostics; ``commands``: the client runs errlang's commands (the
    extension), so a failure's message may name *errlang: Show automaton*."""
    version = record.snapshot.version
    diagnostics = []
    if record.failure:
        diagnostics.append(errlang_diagnostic(doc, 0, 0, f"errlang: {record.failure}", "failed"))
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
            diagnostics.append(errlang_diagnostic(doc, line, column, message, "no-main", severity))
            continue
        message = words.error_text(str(error.get("message", "invalid input")))
        diagnostics.append(errlang_diagnostic(doc, line, column, message, "input"))
    for warning in (record.result or {}).get("warnings") or []:  # undeclared functions
        line = doc.line_now(max(int(warning.get("line") or 1) - 1, 0), version)
        if line is not None:
            column = max(int(warning.get("column") or 1) - 1, 0)
            message = str(warning.get("message", "warning"))
            severity = types.DiagnosticSeverity.Warning
            diagnostics.append(errlang_diagnostic(doc, line, column, message, "warning", severity))
    for assertion in record.assertions():
        line = doc.line_now(int(assertion["line"]) - 1, version)
        if line is None:
            continue
        column = max(int(assertion.get("column") or 1) - 1, 0)
        diagnostic = _verdict_diagnostic(doc, record, assertion, line, column, commands)
        if no_main and diagnostic is not None and assertion.get("reached") is False:
            diagnostic = errlang_diagnostic(
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
                diagnostics.append(
                    errlang_diagnostic(doc, line, column, str(problem["message"]), "link")
                )
    first = found[0]
    where = Path(str(first.get("file") or doc.path)).name
    message = (
        "errlang: analysed alone — the program of compile_commands.json this file belongs to "
        f"could not be linked: {where}:{first.get('line', 1)}: {first.get('message', '?')}"
    )
    severity = types.DiagnosticSeverity.Information
    diagnostics.append(errlang_diagnostic(doc, 0, 0, message, "analysed-alone", severity))
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
    if finding.get("assumes"):  # a function defined nowhere, memory read before any write
        message += f"; {finding['assumes']}"
    diagnostic = errlang_diagnostic(
        doc, line, column, message, "undefined-behaviour", types.DiagnosticSeverity.Warning
    )
    diagnostic.related_information = steps_related(doc, record, run) or None
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
        return errlang_diagnostic(doc, line, column, message, verdict, severity)
    if verdict == "unknown":
        reason = words.reason_text(str(assertion.get("reason") or "no reason given"))
        message = f"errlang could not decide `{text}`: {reason}"
        return errlang_diagnostic(
            doc, line, column, message, verdict, types.DiagnosticSeverity.Warning
        )
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
    diagnostic = errlang_diagnostic(doc, line, column, message, "fails")
    diagnostic.data = {"loopBound": bound}
    related = values_related(doc, line, counterexample) + deciding_related(
        doc, record, found, code, file
    )
    related += steps_related(doc, record, counterexample, learned, informative=True)
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
