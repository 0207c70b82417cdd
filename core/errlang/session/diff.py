"""`diff`: compare the languages of two versions of a program (issue 3, item 6; ATVA 2015 §5).

Both versions are learned with the same settings and, when the bound driver picked different
loop bounds, the one learned with the smaller bound is learned again with the larger, so that
both languages describe the runs within the same bound. The result lists the words only in the
old version and only in the new one, shortest first, each set with its minimal DFA.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace
from typing import Any

from errlang.explain.difference import compare
from errlang.session.learn import Progress, learn
from errlang.session.settings import Settings


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
    progress: Progress | None = None,
    cancel: Callable[[], bool] | None = None,
) -> dict[str, Any]:
    """The JSON of ``errlang diff --json``: the assertion on ``line`` of the old version against
    the one on ``line_new`` (default ``line``) of the new one, or the complete runs of
    ``function`` in both. See docs/explanations.md."""
    if (line is None) == (function is None):
        raise ValueError("give either line or function")
    settings = settings or Settings()
    new_line = line_new if line_new is not None else line

    def run(
        path: str, text: str | None, target_line: int | None, chosen: Settings
    ) -> dict[str, Any]:
        if progress:
            progress(f"learning {path}", None)
        return learn(path, text, line=target_line, function=function, settings=chosen,
                     progress=progress, cancel=cancel)  # fmt: skip

    old = run(old_path, old_text, line, settings)
    new = run(new_path, new_text, new_line, settings)
    old_bound, new_bound = old["bounds"]["loop_bound"], new["bounds"]["loop_bound"]
    if old_bound < new_bound:
        old = run(old_path, old_text, line, replace(settings, loop_bound=new_bound))
    elif new_bound < old_bound:
        new = run(new_path, new_text, new_line, replace(settings, loop_bound=old_bound))
    compared = compare(old, new, limit)
    return {
        "kind": "function" if function is not None else "assertion",
        "final_letter": compared.final,
        "same": compared.same,
        "exact": compared.exact,
        "max_length": compared.max_length,
        "loop_bound": old["bounds"]["loop_bound"],
        "only_old": compared.only_old.to_json(compared.final),
        "only_new": compared.only_new.to_json(compared.final),
        "old": old,
        "new": new,
    }
