"""``textDocument/codeLens``: learn / show the error language on each assertion and target.

* assertion not learned: ``Learn error language`` → ``errlang.learn [uri, line]``;
* marked function not learned: ``Explain behaviour`` → ``errlang.learn [uri, line]``;
* learned: ``Error language: 14 failing sequences of length ≤ 4 (loop bound 3) · Show
  automaton`` (the bounds of the automaton shown; ``Behaviour: …``
  for a function) → ``errlang.showAutomaton [uri, line]`` (a client command), with
  ``(re-learning…)`` when so; never the counts of an older text (``outdated (the file
  changed)``, ``learning…``: the check of the saved text may already say otherwise);
  failed: ``Error language: failed · Learn again`` → ``errlang.learn``.

Answers from the stored results only; asks the client to refresh when results change.
"""

from __future__ import annotations

from errlang_lsp import editor_words as words
from errlang_lsp import summaries
from errlang_lsp.features.base import Feature
from errlang_lsp.pool import Job
from errlang_lsp.state import DocumentState, Target
from lsprotocol import types

LEARN = "errlang.learn"
SHOW = "errlang.showAutomaton"


class CodeLensFeature(Feature):
    def text_document_code_lens(self, params: types.CodeLensParams) -> list[types.CodeLens]:
        doc = self.analyses.documents.get(params.text_document.uri)
        if doc is None:
            return []
        lenses = []
        seen = set()
        for target in doc.targets:
            line = doc.target_line(target)
            if line is not None and line not in seen:
                seen.add(line)
                lenses.append(_lens(line, *target_lens(doc, target), [doc.uri, line]))
        check = doc.check
        version = check.snapshot.version if check is not None else doc.version
        unchecked = words.checked_nothing(check)  # no main: learning would fail the same way
        for assertion in check.assertions() if check is not None and not unchecked else []:
            line = doc.line_now(int(assertion["line"]) - 1, version)
            if line is not None and line not in seen:
                seen.add(line)
                lenses.append(_lens(line, "Learn error language", LEARN, [doc.uri, line]))
        for contributed in self.server.contributions.code_lenses:  # PAC, models
            lenses.extend(contributed(doc))
        return lenses

    def check_finished(self, doc: DocumentState) -> None:
        self.server.refresh_code_lenses()

    def targets_changed(self, doc: DocumentState) -> None:
        self.server.refresh_code_lenses()

    def learn_queued(self, doc: DocumentState, target: Target, job: Job) -> None:
        self.server.refresh_code_lenses()

    def learn_started(self, doc: DocumentState, target: Target, job: Job) -> None:
        self.server.refresh_code_lenses()

    def target_finished(self, doc: DocumentState, target: Target) -> None:
        self.server.refresh_code_lenses()


def target_lens(doc: DocumentState, target: Target) -> tuple[str, str]:
    """The title and command of a target's lens."""
    prefix = "Behaviour" if target.kind == "function" else "Error language"
    state, _ = doc.state_of(target)
    learned = target.learned.automaton if target.learned is not None else None
    # One state at a time (issue 21): the counts of an automaton of an older text are not
    # shown next to the current text's verdict (a fixing save's check says "holds" at once).
    current = target.learned is not None and doc.is_current(target.learned.snapshot)
    if state in ("queued", "running"):
        if learned is not None and current:
            return (
                f"{prefix}: {summaries.lens_summary(learned)} (re-learning…) · Show automaton",
                SHOW,
            )
        return f"{prefix}: {'queued' if state == 'queued' else 'learning'}… · Show automaton", SHOW
    cancelled = target.last is not None and target.last.cancelled
    if state == "error" and not cancelled:
        return f"{prefix}: failed · Learn again", LEARN
    if learned is not None and state == "done":
        return f"{prefix}: {summaries.lens_summary(learned)} · Show automaton", SHOW
    if learned is not None and state == "stale":
        return f"{prefix}: outdated (the file changed) · Show automaton", SHOW
    if target.kind == "function":
        return "Explain behaviour", LEARN
    return "Learn error language", LEARN


def _lens(line: int, title: str, command: str, arguments: list[object]) -> types.CodeLens:
    position = types.Position(line=line, character=0)
    return types.CodeLens(
        range=types.Range(start=position, end=position),
        command=types.Command(title=title, command=command, arguments=arguments),
    )
