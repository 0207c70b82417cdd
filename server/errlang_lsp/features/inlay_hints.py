"""``textDocument/inlayHint``: what a user can act on at an event site, or nothing (issue 14).

* at an event site whose letter is dominating for a learned target: ``in every failing run``
  (a function's target: ``in every run``); at a site of the target's alphabet that no
  transition carries: ``never in a failing run``; otherwise no hint;
* at the deciding step of the target's first counterexample (the one the view shows first):
  ``◀ decides: `fee` → failure`` (or ``◀ decides the failure`` at the branch the engine names,
  never on the assertion's own line: ``decisions.deciding_step``), short enough for
  VS Code's default ``editor.inlayHints.maximumLength`` (43); the whole sentence (``after
  withdraw, `fee` commits the run to failure``) is the first line of its tooltip.

The hint sits at the end of the line; its tooltip names the target and its bounds (those of
the automaton shown). No hint from a stale result.
"""

from __future__ import annotations

from errlang_lsp import decisions, program, summaries
from errlang_lsp.features.base import Feature
from errlang_lsp.lines import line_end, split_lines
from errlang_lsp.state import DocumentState, Target
from lsprotocol import types


class InlayHintsFeature(Feature):
    def text_document_inlay_hint(self, params: types.InlayHintParams) -> list[types.InlayHint]:
        doc = self.analyses.documents.get(params.text_document.uri)
        if doc is None:
            return []
        first, last = params.range.start.line, params.range.end.line
        count = len(split_lines(doc.text))
        hints = []
        for target in doc.targets:
            tooltip = _tooltip(target)
            for line, label, detail in target_hints(doc, target):
                if first <= line <= last and line < count:
                    character = line_end(doc.text, line, doc.encoding)
                    position = types.Position(line=line, character=character)
                    hints.append(
                        types.InlayHint(
                            position=position,
                            label=label,
                            tooltip=f"{detail}\n{tooltip}" if detail else tooltip,
                            padding_left=True,
                        )
                    )
        for contributed in self.server.contributions.inlay_hints:  # model invariants
            hints.extend(contributed(doc, params.range))
        return hints

    def target_finished(self, doc: DocumentState, target: Target) -> None:
        self.server.refresh_inlay_hints()


def _tooltip(target: Target) -> str:
    automaton = target.learned.automaton if target.learned is not None else None
    summary = summaries.language_summary(automaton) if automaton else ""
    return f"errlang: {target.label()}" + (f", {summary}" if summary else "")


def target_hints(doc: DocumentState, target: Target) -> list[tuple[int, str, str]]:
    """(current line, label, tooltip detail) for the event sites and the deciding step of a
    learned target."""
    learned = target.learned
    if learned is None or learned.automaton is None or not doc.is_current(learned.snapshot):
        return []
    automaton = learned.automaton
    hints = []
    seen = set()
    for site in summaries.event_sites(automaton):
        line = doc.line_now(site.line - 1, learned.snapshot.version)
        if line is None or (line, site.letter) in seen:
            continue
        seen.add((line, site.letter))
        hint = summaries.event_hint(automaton, site.letter)
        if hint is not None:
            hints.append((line, f"{site.letter}: {hint}", ""))
    examples = automaton.get("counterexamples") or [None]
    assertion_line = int((automaton.get("target") or {}).get("line") or 0)
    decision = decisions.deciding_step(automaton, examples[0], assertion_line)
    if decision is not None and program.deciding_file(automaton, examples[0], None) is None:
        line = doc.line_now(decision.line - 1, learned.snapshot.version)
        if line is not None:
            label = decisions.decision_label(decision, automaton)
            code = doc.code_at(decision.line, learned.snapshot.version)
            hints.append((line, label, decisions.decision_text(decision, automaton, code)))
    return hints
