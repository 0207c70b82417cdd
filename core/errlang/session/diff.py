"""`diff`: compare the languages of two versions of a program (issue 3, item 6; ATVA 2015 §5).

Both versions are learned with the same settings and, when the bound driver picked different
loop bounds, the one learned with the smaller bound is learned again with the larger, so that
both languages describe the runs within the same bound. The result lists the words only in the
old version and only in the new one, shortest first, each set with its minimal DFA.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from errlang.explain.difference import LanguageDiff, compare
from errlang.explain.results import LearnedAutomaton
from errlang.session.analysis import Analysis
from errlang.session.settings import Settings


@dataclass(frozen=True)
class VersionDiff:
    """The two learned automata (at the same loop bound) and their difference."""

    old: LearnedAutomaton
    new: LearnedAutomaton
    difference: LanguageDiff


def compare_versions(
    old: Analysis,
    new: Analysis,
    *,
    line: int | None = None,
    line_new: int | None = None,
    function: str | None = None,
    limit: int = 10,
    progress: Callable[[str, float | None], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> VersionDiff:
    """The assertion on ``line`` of ``old`` against the one on ``line_new`` (default
    ``line``) of ``new``, or the complete runs of ``function`` in both."""
    if (line is None) == (function is None):
        raise ValueError("give either line or function")
    new_line = line_new if line_new is not None else line

    def run(analysis: Analysis, target_line: int | None, bound: int | None) -> LearnedAutomaton:
        if progress:
            progress(f"learning {analysis.path}", None)
        return analysis.learn(target_line, function, loop_bound=bound, progress=progress,
                              cancel=cancel)  # fmt: skip

    before = run(old, line, None)
    after = run(new, new_line, None)
    if before.bounds.loop_bound < after.bounds.loop_bound:
        before = run(old, line, after.bounds.loop_bound)
    elif after.bounds.loop_bound < before.bounds.loop_bound:
        after = run(new, new_line, before.bounds.loop_bound)
    return VersionDiff(before, after, compare(before, after, limit))


def diff(
    old_path: str,
    new_path: str,
    *,
    line: int | None = None,
    line_new: int | None = None,
    function: str | None = None,
    settings: Settings | None = None,
    old_text: str | None = None,
    new_text: str | None = None,
    limit: int = 10,
    progress: Callable[[str, float | None], None] | None = None,
    cancel: Callable[[], bool] | None = None,
) -> dict[str, Any]:
    """The JSON of ``errlang diff --json`` (see docs/explanations.md)."""
    from errlang.session.serialise import diff_json

    result = compare_versions(
        Analysis(old_path, old_text, settings),
        Analysis(new_path, new_text, settings),
        line=line,
        line_new=line_new,
        function=function,
        limit=limit,
        progress=progress,
        cancel=cancel,
    )
    return diff_json(result.difference, result.old, result.new)
