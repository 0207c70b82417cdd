"""An open file analysed as part of its program (issue 22): what the server sends and keeps.

When a document is a unit of the nearest ``compile_commands.json`` (and ``errlang.linkProject``
is on), its jobs carry ``project``: the database and the text of every open unit of it (unsaved
edits count; the others are read from disk by the worker). The worker chooses the program by
the rules of ``errlang check --project`` and links it (``errlang.session.linked``); its results
name the absolute ``file`` of every location and say which units were linked (``program``).

Here, pure functions over those results: the part of a check result that belongs to the
document (:func:`split`: its own assertions, findings and errors; the other units' go to
their files), a result with the document's own ``file`` keys dropped (:func:`localise`: a
location without ``file`` is in the document, one with ``file`` is elsewhere), and the files
whose change must re-analyse the document (:func:`watched`).
"""

from __future__ import annotations

from collections.abc import Iterable
from pathlib import Path
from typing import Any

from errlang.json_walk import objects

from errlang_lsp.compile_commands import database_of, find_database, resolved, unit_paths

Json = dict[str, Any]
ITEMS = ("assertions", "findings", "errors", "warnings")


def project_arguments(
    path: Path, root: Path | None, buffers: Iterable[tuple[Path, str]]
) -> Json | None:
    """The ``project`` argument of a job analysing ``path``: ``None`` when ``path`` is not a
    unit of the nearest ``compile_commands.json``; the open buffers of the database's other
    units go with it."""
    database = database_of(path, root)
    if database is None:
        return None
    units = unit_paths(database)
    own = resolved(path)
    texts = {}
    for other, text in buffers:
        key = resolved(other)
        if key != own and key in units:
            texts[key] = text
    return {"database": str(database), "buffers": texts}


HEADER_SUFFIXES = frozenset({".h", ".inc"})


def project_header(path: Path, root: Path | None) -> bool:
    """Whether ``path`` is a header of the nearest ``compile_commands.json`` (a ``.h`` file
    under its folder; never a unit, even when the database lists it: errlang's units are
    ``.c``/``.i`` files): analysed alone it would have no ``main`` and none of its programs'
    context, so it shows what its programs' analyses say about it."""
    return path.suffix in HEADER_SUFFIXES and find_database(path, root) is not None


def split(result: Json | None, path: Path) -> tuple[Json | None, dict[str, Json]]:
    """``result`` (a check JSON) cut in two: the document's part (its items, located in it,
    with its own ``file`` keys dropped) and, per other file, that file's items (a file
    alone too: a finding in a header it includes is the header's, issue 29)."""
    if not isinstance(result, dict) or not ("program" in result or "units" in result):
        return result, {}
    own = resolved(path)
    mine: Json = {key: value for key, value in result.items() if key not in ITEMS}
    elsewhere: dict[str, Json] = {}
    for key in ITEMS:
        mine[key] = []
        for item in result.get(key) or []:
            file = item.get("file") if isinstance(item, dict) else None
            where = resolved(file) if isinstance(file, str) else own
            if where == own:
                mine[key].append(item)
            else:
                elsewhere.setdefault(where, {k: [] for k in ITEMS})[key].append(item)
    mine.pop("file", None)
    own_part = localise(mine, path)
    own_part.pop("units", None)
    return own_part, elsewhere


def localise(document: Any, path: Path) -> Any:
    """``document`` — a result of ``path`` analysed as part of its program (with
    ``program``) — with every ``file`` that is ``path`` dropped, but a ``target``'s (its
    ``file`` is part of the automaton document); in place, returned. A result of ``path``
    alone is returned as it is."""
    if not isinstance(document, dict) or not ("program" in document or "units" in document):
        return document
    own = resolved(path)
    seen: dict[str, bool] = {}

    def is_own(file: str) -> bool:
        if file not in seen:
            seen[file] = resolved(file) == own
        return seen[file]

    for node, key in objects(document):
        file = node.get("file")
        if isinstance(file, str) and key != "target" and is_own(file):
            del node["file"]
    return document


def watched(result: Json | None, path: Path) -> frozenset[str]:
    """The files (resolved) whose text a result of ``path`` depends on besides ``path``: the
    units its program linked, and those that stopped it from linking."""
    program = (result or {}).get("program") if isinstance(result, dict) else None
    if not isinstance(program, dict):
        return frozenset()
    files = [*(program.get("units") or []), *(p.get("file") for p in program.get("problems") or [])]
    own = resolved(path)
    return frozenset(resolved(f) for f in files if isinstance(f, str) and resolved(f) != own)


def problems(result: Json | None) -> list[Json]:
    """Why the document was analysed alone (located problems, each in its own file)."""
    program = (result or {}).get("program") if isinstance(result, dict) else None
    if not isinstance(program, dict) or program.get("linked"):
        return []
    return [p for p in program.get("problems") or [] if isinstance(p, dict)]


def program_name(result: Json | None) -> str | None:
    """The unit defining ``main`` of the program the result is of (linked only)."""
    program = (result or {}).get("program") if isinstance(result, dict) else None
    if isinstance(program, dict) and program.get("linked") and program.get("name"):
        return str(program["name"])
    return None


def deciding_file(
    learned: Json | None,
    counterexample: Json | None,
    check_step: Json | None,
    check_run: Json | None = None,
) -> str | None:
    """The other unit the deciding step is in (``None``: this file), read where
    :func:`errlang_lsp.decisions.deciding_step` reads the step: its own ``file``, else the
    file of the run's step it names (``step_index``; a check's deciding step has no ``file``
    of its own, and its line was read in this file: issue 31). ``check_run``: the check's
    counterexample, which ``check_step`` indexes (``counterexample`` when not given)."""
    examples = (learned or {}).get("counterexamples") or []
    first = examples[0] if examples else None
    explanation = (first.get("explanation") or {}) if first else {}
    for given, run in (
        ((explanation.get("decision") or {}).get("deciding_step"), first),
        ((counterexample or {}).get("deciding"), counterexample),
        (check_step, check_run if check_run is not None else counterexample),
        (explanation.get("decision"), first),
    ):
        if isinstance(given, dict) and isinstance(given.get("line"), int):
            file = given.get("file")
            if isinstance(file, str):
                return file
            return _step_file(run, given.get("step_index"), given["line"])
    return None


def _step_file(run: Json | None, index: Any, line: int) -> str | None:
    """The ``file`` of step ``index`` of ``run`` when that step is on ``line`` (None: this
    file, or not known)."""
    steps = (run or {}).get("steps") or []
    if not isinstance(index, int) or not 0 <= index < len(steps):
        return None
    step = steps[index]
    file = step.get("file") if isinstance(step, dict) and step.get("line") == line else None
    return file if isinstance(file, str) else None
