"""What a project's check keeps when its worker does not give a result (killed at its budget,
dead): the check its worker streamed after each bound (:func:`streaming`, read by
:func:`errlang.project.tasks.check_linked`), said ended by the worker's end, or the first
unit's assertions found by a scan (as a single file's check, :func:`errlang.session.
check_partial.ended_abnormally`); used by :func:`errlang.project.tasks.failed_result`."""

from __future__ import annotations

import contextlib
from collections.abc import Callable, Iterator, Sequence
from typing import Any

from errlang.frontend.link import Unit
from errlang.project.discover import display
from errlang.session.settings import Settings

Json = dict[str, Any]


Stream = Callable[[Json], None]
_streams: list[Stream] = []  # where a worker streams the check it runs (innermost last)


@contextlib.contextmanager
def streaming(send: Stream) -> Iterator[None]:
    """Within: ``tasks.run_task``'s check hands ``send``, once its program is parsed and after
    each loop bound, the JSON it would answer if its worker ended there (every location with
    its file; :func:`errlang.session.check_partial.streamed`): an executor keeps the last one
    for a worker that is killed or dies (``tasks.failed_result``'s ``kept``)."""
    _streams.append(send)
    try:
        yield
    finally:
        _streams.pop()


def current_stream() -> Stream | None:
    """Where the check run now streams (innermost :func:`streaming`), None outside."""
    return _streams[-1] if _streams else None


def scanned(
    units: Sequence[Unit], name: str, settings: Settings, message: str, killed: bool
) -> Json:
    """The check of a program (``units``, shown as ``name``) whose worker ended before it
    streamed anything: the first unit's assertions, found by a scan of its text, ``unknown``
    for ``message`` (as a single file's check says, :func:`errlang.session.check_partial.
    ended_abnormally`)."""
    from errlang.session.check_json import check_json
    from errlang.session.check_partial import ended_abnormally

    unit = units[0]
    result = ended_abnormally(str(unit.path), message, settings, unit.text, killed=killed)
    shown = [display(u.path) for u in units]
    return in_file({**check_json(result), "file": name, "units": shown}, name)


def said_ended(document: Json, message: str) -> Json:
    """A streamed ``document`` (its reasons say :data:`WORKER_ENDED`) saying ``message``."""
    from errlang.session.check_partial import WORKER_ENDED

    def said(value: Any) -> Any:
        if isinstance(value, str):
            return value.replace(WORKER_ENDED, message)
        if isinstance(value, dict):
            return {k: said(v) for k, v in value.items()}
        if isinstance(value, list):
            return [said(v) for v in value]
        return value

    return {
        **document,
        "message": said(document.get("message")),
        "assertions": said(document.get("assertions", [])),
    }


def in_file(data: Json, name: str) -> Json:
    """``data`` (a check JSON of a program not read to its end) with ``file`` on its
    assertions (found by a scan of the first unit) and errors: the first unit's."""
    for item in [*data.get("assertions", []), *data.get("errors", []), *data.get("warnings", [])]:
        item.setdefault("file", name)
    return data
