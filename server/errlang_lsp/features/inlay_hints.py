"""``textDocument/inlayHint``: at each event site of a learned target, the transitions it labels.

The hint sits at the end of the site's line (``withdraw ▸ 0→1, 1→2 · dominating``); its tooltip
names the target. Sites come from the automaton's ``alphabet[].locations``.
"""

from __future__ import annotations

from errlang_lsp import summaries
from errlang_lsp.features.base import Feature
from errlang_lsp.state import DocumentState, Target
from lsprotocol import types


class InlayHintsFeature(Feature):
    def text_document_inlay_hint(self, params: types.InlayHintParams) -> list[types.InlayHint]:
        doc = self.analyses.documents.get(params.text_document.uri)
        if doc is None:
            return []
        first, last = params.range.start.line, params.range.end.line
        lines = doc.text.split("\n")
        hints = []
        for target in doc.targets:
            for line, label in target_hints(doc, target):
                if first <= line <= last and line < len(lines):
                    position = types.Position(line=line, character=len(lines[line].rstrip()))
                    hints.append(
                        types.InlayHint(
                            position=position,
                            label=label,
                            tooltip=f"errlang: event of {target.label()}",
                            padding_left=True,
                        )
                    )
        return hints

    def target_finished(self, doc: DocumentState, target: Target) -> None:
        self.server.refresh_inlay_hints()


def target_hints(doc: DocumentState, target: Target) -> list[tuple[int, str]]:
    """(current line, label) for each event site of a learned target."""
    learned = target.learned
    if learned is None or learned.automaton is None:
        return []
    automaton = learned.automaton
    hints = []
    seen = set()
    for site in summaries.event_sites(automaton):
        line = doc.line_now(site.line - 1, learned.snapshot.version)
        if line is None or (line, site.letter) in seen:
            continue
        seen.add((line, site.letter))
        transitions = summaries.letter_transitions(automaton, site.letter)
        edges = ", ".join(f"{t['source']}→{t['target']}" for t in transitions) or "no edge"
        dominating = " · dominating" if summaries.is_dominating(automaton, site.letter) else ""
        stale = " (stale)" if not doc.is_current(learned.snapshot) else ""
        hints.append((line, f"{site.letter} ▸ {edges}{dominating}{stale}"))
    return hints
