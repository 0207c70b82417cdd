"""What a ``check`` that did not end keeps: the bounds it finished (DESIGN §2: time budgets are
hard, and no run is lost silently).

``errlang check`` analyses in a child process (:mod:`errlang.cli.isolated`) that the CLI kills
at the budget, and that may die on its own (a signal, the out-of-memory killer). The child
reports as it goes — a :class:`CheckProgress` once the program is parsed, and after every
loop bound it finishes (and after the proofs that follow one) — the result it would give if
it ended there. When it ends without its own result, the last report is what the CLI prints
(:func:`ended_abnormally`): every ``fails``, ``holds`` and ``holds-within-bound`` of the
deepest bound finished with its run, the findings, and a message that says what ended the
analysis and what it was doing (*the analysis process was killed by signal SIGKILL while
checking loop bound 12; the verdicts are those of loop bound 8, the last one finished*).
Before, everything finished was lost (escapes.c on 64 bytes lost its bound 12 under load).
With no report at all the assertions are found by a scan of the source
(:mod:`errlang.session.check_scan`): parsing again is what may not end.

The editor's check worker (server/errlang_lsp/worker.py) streams the same way
(:func:`streamed`): with each report it sends the server the JSON of :func:`ended_abnormally`
for :data:`WORKER_ENDED`, and a worker killed at its budget (or dead) leaves the server that
document, whose verdicts the editor shows with the reason the server knows (seventh session).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace
from typing import Any

from errlang.session.check_json import check_json
from errlang.session.check_scan import scanned_sites
from errlang.session.front_budget import SCANNED, unknown_result
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

__all__ = ["WORKER_ENDED", "CheckProgress", "ended_abnormally", "streamed"]

# what a document streamed to the editor says ended the analysis; the server says why
WORKER_ENDED = "the analysis ended without its result"


@dataclass(frozen=True)
class CheckProgress:
    """A check's result as it stands (``settled``: its ``unknown`` verdicts have their
    reasons — a bound finished, or the analysis ended; until then they await the reason of
    its end, and a failure found in bound 1 is kept) and what it does (``doing``: "lowering
    the program", "checking loop bound 12", "ending the analysis")."""

    result: CheckResult
    doing: str
    settled: bool = True


def ended_abnormally(
    path: str,
    reason: str,
    settings: Settings | None = None,
    text: str | None = None,
    progress: CheckProgress | None = None,
    *,
    killed: bool = False,
) -> CheckResult:
    """The result of an analysis that ended without its own (its process was killed, ran
    out of memory, crashed) after reporting ``progress`` (module text); ``killed``: it was
    stopped at the end of its time budget."""
    settings = settings or Settings()
    if progress is None:
        sites = scanned_sites(path, text)
        result = unknown_result(path, sites, reason, settings, out_of_time=killed)
        return replace(result, message=f"{reason}{SCANNED}" if sites else reason)
    where = f"{reason} while {progress.doing}"
    partial = progress.result
    if not progress.settled:  # its unknown verdicts await the reason: this one
        verdicts = tuple(
            replace(v, reason=where) if v.verdict == "unknown" else v for v in partial.assertions
        )
        partial = replace(partial, assertions=verdicts, message=None)
    kept = (
        f"; the verdicts are those of loop bound {partial.loop_bound}, the last one finished"
        if partial.loop_bound is not None
        else ""
    )
    message = "; ".join(part for part in (f"{where}{kept}", partial.message) if part)
    return replace(partial, message=message, out_of_time=partial.out_of_time or killed)


def streamed(
    path: str, text: str | None, settings: Settings | None, send: Callable[[dict[str, Any]], None]
) -> Callable[[CheckProgress], None]:
    """A check's ``progress`` callback that hands ``send`` the JSON of the result it would
    give if it ended at that report without its own (:func:`ended_abnormally` for
    :data:`WORKER_ENDED`): what the editor shows when its worker is killed or dies."""

    def tell(progress: CheckProgress) -> None:
        send(check_json(ended_abnormally(path, WORKER_ENDED, settings, text, progress)))

    return tell
