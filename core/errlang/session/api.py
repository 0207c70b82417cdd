"""The one entry point shared by the CLI and the language server."""

from __future__ import annotations

from collections.abc import Sequence

from errlang.encoder.symex import encode
from errlang.session.check import check
from errlang.session.errors import AnalysisCancelled, AnalysisError
from errlang.session.learn import _key, find_target, learn, load
from errlang.session.markers import Marker, markers
from errlang.session.settings import DEFAULT_CHECK_BOUND, Settings
from errlang.teacher.cache import QueryCache
from errlang.teacher.program_teacher import ProgramTeacher

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


def membership(
    path: str,
    text: str | None = None,
    *,
    line: int | None = None,
    function: str | None = None,
    word: Sequence[str],
    settings: Settings | None = None,
) -> dict[str, object]:
    """Whether ``word`` is in the target's language: of error (assertion at ``line``, word
    ending with ``!error``) or of complete runs (``function``, word ending with ``!end``)."""
    settings = settings or Settings()
    ir = load(path, text, settings)
    target = find_target(ir, line, function)
    bound = settings.loop_bound or DEFAULT_CHECK_BOUND
    encoding, edges = encode(ir, target.entry, bound, settings.alphabet)
    cache = QueryCache(_key(ir, target, settings.alphabet, bound))
    teacher = ProgramTeacher(
        encoding, edges, target.site, target.final_letter, len(word), cache, settings.timeout
    )
    run = teacher.run_of(tuple(word))
    return {"member": run is not None, "run": run.to_json() if run else None, "loop_bound": bound}
