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
from errlang.session.analysis import Analysis, analysis_for
from errlang.session.check import check
from errlang.session.errors import AnalysisCancelled, AnalysisError
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


def _analysis(path: str, text: str | None, settings: Settings | None) -> Analysis:
    return (
        analysis_for(path, text, settings) if text is not None else Analysis(path, None, settings)
    )


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
) -> dict[str, Any]:
    """The JSON of ``errlang learn --json``: the automaton of the assertion on ``line`` or of
    the complete runs of ``function``. ``partial``: given the JSON of each loop bound the
    bound driver completed while it learns the next (``"partial": true``; its
    ``bounds.stopped`` says which bound is being learned; no counterexample runs)."""
    analysis = _analysis(path, text, settings)
    shown = None
    if partial is not None:
        report = partial

        def shown(automaton: LearnedAutomaton) -> None:
            report({**learned_json(automaton), "partial": True})

    return learned_json(
        analysis.learn(line, function, progress=progress, cancel=cancel, partial=shown)
    )


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
) -> dict[str, Any]:
    """Whether ``word`` is in the target's language: of error (assertion at ``line``, word
    ending with ``!error``) or of complete runs (``function``, word ending with ``!end``), at
    ``loop_bound`` / ``max_length`` (give those of the automaton shown; see
    :meth:`Analysis.membership` for the defaults)."""
    analysis = _analysis(path, text, settings)
    answer = analysis.membership(
        word, line=line, function=function, loop_bound=loop_bound, max_length=max_length
    )
    return membership_json(answer)
