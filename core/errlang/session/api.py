"""The entry points shared by the CLI and the language server's worker, as JSON.

Each is one question to the :class:`~errlang.session.analysis.Analysis` of a program version,
serialised once (:mod:`errlang.session.serialise`). With ``text`` (the editor's buffer) the
analysis kept for that text is reused (:func:`~errlang.session.analysis.analysis_for`); without
it (the CLI, reading the file) each call analyses the file afresh. Typed results: ask an
``Analysis`` directly.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from errlang.explain.results import LearnedAutomaton
from errlang.session.check import check as check_file
from errlang.session.errors import AnalysisCancelled, AnalysisError
from errlang.session.linked import (
    ProjectSpec,
    UnitSpec,
    analysis_of,
    check_linked,
    internal,
    own_target,
    showing,
)
from errlang.session.linked import shown as user_names
from errlang.session.locations import mark_files
from errlang.session.markers import Marker, markers
from errlang.session.serialise import learned_json, membership_json
from errlang.session.settings import Settings

__all__ = [
    "AnalysisCancelled",
    "AnalysisError",
    "Marker",
    "Settings",
    "check",
    "learn",
    "markers",
    "membership",
]


def check(
    path: str,
    text: str | None = None,
    settings: Settings | None = None,
    *,
    cancel: Callable[[], bool] | None = None,
    units: Sequence[UnitSpec] | None = None,
    project: ProjectSpec | None = None,
    partial: Callable[[dict[str, Any]], None] | None = None,
) -> dict[str, Any]:
    """The JSON of ``errlang check --json`` for ``path`` (``text``: its buffer); with
    ``units`` or ``project``, of the program ``path`` belongs to, linked
    (:func:`errlang.session.linked.check_linked`). ``partial``: given the JSON the check
    would answer if it ended without its own result, once parsed and after each bound
    (:func:`errlang.session.check_partial.streamed`; a linked program's as its result is)."""
    if units or project:
        return check_linked(path, text, settings, units, project, cancel, partial)
    return check_file(path, text, settings, cancel=cancel, partial=partial)


def learn(
    path: str,
    text: str | None = None,
    *,
    line: int | None = None,
    function: str | None = None,
    settings: Settings | None = None,
    progress: Callable[[str, float | None], None] | None = None,
    cancel: Callable[[], bool] | None = None,
    partial: Callable[[dict[str, Any]], None] | None = None,
    units: Sequence[UnitSpec] | None = None,
    project: ProjectSpec | None = None,
) -> dict[str, Any]:
    """The JSON of ``errlang learn --json``: the automaton of the assertion on ``line`` or of
    the complete runs of ``function``. ``partial``: given the JSON of each loop bound the
    bound driver completed while it learns the next (``"partial": true``; its
    ``bounds.stopped`` says which bound is being learned; its counterexamples as time allows).
    ``units`` / ``project``: ``path`` as part of its program (:mod:`errlang.session.linked`;
    every location then has its ``file``, and ``program`` says which units were linked)."""
    analysis, linked = analysis_of(path, text, settings, units, project)
    if linked is not None and linked.program is not None:
        function = own_target(analysis, path, line, function)
        partial = showing(partial, linked) if partial is not None else None
    shown = None
    if partial is not None:
        report = partial

        def shown(automaton: LearnedAutomaton) -> None:
            report({**learned_json(automaton), "partial": True})

    document = learned_json(
        analysis.learn(line, function, progress=progress, cancel=cancel, partial=shown)
    )
    if linked is not None:
        if linked.program is not None:
            document = user_names(mark_files(document, linked.program), linked)
        document["program"] = linked.to_json()
    return document


def membership(
    path: str,
    text: str | None = None,
    *,
    line: int | None = None,
    function: str | None = None,
    word: Sequence[str],
    settings: Settings | None = None,
    loop_bound: int | None = None,
    max_length: int | None = None,
    units: Sequence[UnitSpec] | None = None,
    project: ProjectSpec | None = None,
) -> dict[str, Any]:
    """Whether ``word`` is in the target's language: of error (assertion at ``line``, word
    ending with ``!error``) or of complete runs (``function``, word ending with ``!end``), at
    ``loop_bound`` / ``max_length`` (give those of the automaton shown; see
    :meth:`Analysis.membership` for the defaults)."""
    analysis, linked = analysis_of(path, text, settings, units, project)
    if linked is not None and linked.program is not None:
        function = own_target(analysis, path, line, function)
        word = internal(list(word), linked)  # the letters as the editor shows them
    answer = analysis.membership(
        word, line=line, function=function, loop_bound=loop_bound, max_length=max_length
    )
    document = membership_json(answer)
    if linked is not None and linked.program is not None:
        document = user_names(mark_files(document, linked.program), linked)
    return document
