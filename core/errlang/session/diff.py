"""`diff`: compare the languages of two versions of a program (issue 3, item 6; ATVA 2015 §5).

Both versions are learned with the same settings and, when the bound driver picked different
loop bounds, the one learned with the smaller bound is learned again with the larger, so that
both languages describe the runs within the same bound. The result lists the words only in the
old version and only in the new one, shortest first, each set with its minimal DFA.

With ``since`` and ``timeout`` the whole comparison keeps one budget (issue 19, item 4: a
command given ``--timeout T`` ends within T + 2 s): the old version is learned in half of what
is left when learning starts, the new one in what is left after it, and the learn that brings
them to the same bound in what is left after both (each learn's settings carry its share);
when that runs out, the deeper one is learned again at the shallower bound instead (its
queries are in the cache: fast), so the two still describe the same runs.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from errlang.explain.difference import LanguageDiff, compare
from errlang.explain.results import LearnedAutomaton
from errlang.session.analysis import Analysis
from errlang.session.errors import AnalysisError
from errlang.session.settings import Settings

MIN_SECONDS = 0.5  # left of the budget: below it, no learn at the deeper bound is tried
LOWER_SLACK = 1.0  # seconds past the budget for learning the deeper version at the lower bound


@dataclass(frozen=True)
class VersionDiff:
    """The two learned automata (at the same loop bound) and their difference."""

    old: LearnedAutomaton
    new: LearnedAutomaton
    difference: LanguageDiff


@dataclass(frozen=True)
class _Learning:
    """How each learn of one comparison is run: the target (``function``, else a line), the
    progress and cancel callbacks, and the comparison's budget (``timeout`` seconds from
    ``start``; None: each learn has its analysis' own)."""

    function: str | None
    progress: Callable[[str, float | None], None] | None
    cancel: Callable[[], bool] | None
    start: float
    timeout: float | None

    def left(self) -> float:
        """Seconds left of the comparison's budget."""
        return math.inf if self.timeout is None else self.start + self.timeout - time.monotonic()

    def run(
        self, analysis: Analysis, line: int | None, bound: int | None, extra: float = 0.0
    ) -> LearnedAutomaton:
        """Learned by ``extra`` seconds after this comparison's deadline (negative: before)."""
        if self.progress:
            self.progress(f"learning {analysis.path}", None)
        if self.timeout is None:
            return analysis.learn(line, self.function, loop_bound=bound, progress=self.progress,
                                  cancel=self.cancel, every_word=True)  # fmt: skip
        # this learn's budget is its share, from now (its messages name that share)
        now = time.monotonic()
        saved = analysis.settings
        share = round(max(0.1, self.start + self.timeout + extra - now), 1)
        analysis.settings = replace(saved, timeout=share)
        try:
            return analysis.learn(line, self.function, loop_bound=bound, progress=self.progress,
                                  cancel=self.cancel, since=now, every_word=True)  # fmt: skip
        finally:
            analysis.settings = saved


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
    since: float | None = None,
    timeout: float | None = None,
) -> VersionDiff:
    """The assertion on ``line`` of ``old`` against the one on ``line_new`` (default
    ``line``) of ``new``, or the complete runs of ``function`` in both. ``timeout``: seconds
    for the whole comparison from ``since`` (a ``time.monotonic()`` instant; default now);
    None: each learn has its analysis' own budget."""
    if (line is None) == (function is None):
        raise ValueError("give either line or function")
    new_line = line_new if line_new is not None else line
    start = time.monotonic() if since is None else since
    learning = _Learning(function, progress, cancel, start, timeout)
    # OLD gets half of what is left now (start-up and parsing already spent part of it)
    first_share = -max(0.0, learning.left()) / 2 if timeout is not None else 0.0
    before = learning.run(old, line, None, first_share)
    after = learning.run(new, new_line, None)
    low, high = sorted((before.bounds.loop_bound, after.bounds.loop_bound))
    if low == high:
        return VersionDiff(before, after, compare(before, after, limit))
    if learning.left() > MIN_SECONDS:
        try:  # the shallower one at the deeper bound, as without a budget
            if before.bounds.loop_bound == low:
                before = learning.run(old, line, high)
            else:
                after = learning.run(new, new_line, high)
            return VersionDiff(before, after, compare(before, after, limit))
        except AnalysisError:
            if timeout is None:
                raise
    # the budget ran out: the deeper one at the lower bound (cached queries: a second at most)
    if before.bounds.loop_bound == high:
        before = learning.run(old, line, low, LOWER_SLACK)
    else:
        after = learning.run(new, new_line, low, LOWER_SLACK)
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
