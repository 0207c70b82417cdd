"""Worker-side entry points of the editor's PAC and model runs (job kinds ``pac``, ``model``).

Called by :func:`errlang_lsp.worker._call_engine` in the worker process, never on the server's
event loop. Each returns plain JSON-ready data: the engine's own serialisation
(:mod:`errlang.pac.json_io`, :mod:`errlang.model.json_io`) plus, for a model, the automaton
document the view reads (``core/errlang/schema/automaton.schema.json``).

Progress: a reporter thread sends ``PAC: … s`` every two seconds (the engine functions take no
progress callback); it is stopped and joined before the job returns, so it never writes to the
pipe at the same time as the worker's reply. Cancellation: the engine functions poll only their
own time budget, so a cancel is carried out by the pool, which kills the worker after its grace
period and starts a new one (docs/protocol.md).
"""

from __future__ import annotations

import tempfile
import threading
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

from errlang_lsp.cable_jobs import CABLE_KINDS, CableJobError, run_cable

KINDS = ("pac", "model", "mine", *CABLE_KINDS)
REPORT_EVERY = 2.0  # seconds between progress reports


class EditorJobError(Exception):
    """Bad input for a PAC or model run: ``errors`` are located (``{line, column, message}``)."""

    def __init__(self, message: str, errors: list[dict[str, Any]]) -> None:
        super().__init__(message)
        self.errors = errors


def run(
    kind: str,
    arguments: dict[str, Any],
    cancel: Callable[[], bool],
    progress: Callable[[str, float | None], None],
) -> dict[str, Any]:
    """Run one editor job of ``kind`` (one of :data:`KINDS`)."""
    titles = {"pac": "PAC verification", "model": "learning a model", "mine": "mining"}
    with _reporting(titles.get(kind, kind), progress):
        if kind == "pac":
            return pac_job(**arguments)
        if kind == "model":
            return model_job(**arguments)
        if kind == "mine":
            return mine_job(**arguments)
        if kind in CABLE_KINDS:
            try:
                return run_cable(kind, arguments)
            except CableJobError as error:
                message = [{"line": 0, "column": 0, "message": str(error)}]
                raise EditorJobError(str(error), message) from error
    raise ValueError(f"unknown editor job kind {kind!r}")


@contextmanager
def _reporting(title: str, progress: Callable[[str, float | None], None]) -> Iterator[None]:
    stop = threading.Event()
    started = time.monotonic()

    def report() -> None:
        while not stop.wait(REPORT_EVERY):
            progress(f"{title} · {time.monotonic() - started:.0f} s", None)

    progress(title, None)
    thread = threading.Thread(target=report, daemon=True)
    thread.start()
    try:
        yield
    finally:
        stop.set()
        thread.join()


def pac_job(
    text: str,
    path: str,
    line: int,
    epsilon: float = 0.1,
    confidence: float = 0.9,
    batch: int = 10,
    timeout: float = 60.0,
    seed: int = 0,
    include_dirs: list[str] | None = None,
    defines: list[str] | None = None,
    project: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """``errlang pac FILE --line LINE --json`` on ``text`` (the editor's, possibly unsaved,
    text of ``path``; 1-based ``line``). The text is written to a temporary file of the same
    name; ``path``'s directory is searched for includes first. With ``project`` (the
    document is a unit of a ``compile_commands.json``, docs/projects.md) the program it
    belongs to is verified, its units linked (:func:`linked_program`): the result has
    ``program`` and every location its absolute ``file``."""
    from errlang.pac.json_io import result_json
    from errlang.pac.results import PacSettings
    from errlang.pac.verify import PacInputError, verify

    source = Path(path)
    settings = PacSettings(
        epsilon=epsilon,
        confidence=confidence,
        batch=batch,
        timeout=timeout,
        seed=seed,
        include_dirs=(str(source.parent), *(include_dirs or ())),
        defines=tuple(defines or ()),
    )
    found = linked_program(path, text, project)
    with tempfile.TemporaryDirectory(prefix="errlang-pac-") as directory:
        copy = Path(directory) / source.name
        copy.write_text(text)
        try:
            if found is not None and found.program is not None:
                _own_assertion(found, path, line)
                result = verify(path, settings, line=line, program=found.program)
            else:
                result = verify(str(copy), settings, line=line)
        except PacInputError as error:
            errors = [
                {"line": d.line, "column": d.column, "message": d.message}
                for d in error.diagnostics
            ]
            raise EditorJobError(str(error).replace(str(copy), path), errors) from error
        document = result_json(result)
        program = found.program if found is not None and found.program is not None else None
        _name_inputs(document, str(copy), program)
    document["file"] = path
    if document.get("model"):
        document["model"]["target"] = {"kind": "pac-model", "file": path, "line": line}
    return _in_program(document, found)


def _name_inputs(document: dict[str, Any], file: str, program: Any) -> None:
    """Give each input of a PAC run the name ``check`` gives it (``m = 7``, not
    ``__VERIFIER_nondet_int() on line 17 = 7``; issue 31), where the IR says who receives
    it (:func:`errlang.explain.values.input_receivers`); nothing when the file no longer
    parses."""
    from errlang.explain.values import input_receivers
    from errlang.frontend import FrontendError, parse_file
    from errlang.ir.program import build_ir

    runs = [a["run"] for a in document.get("assertions") or [] if a.get("run")]
    if not runs:
        return
    try:
        receivers = input_receivers(build_ir(program or parse_file(file)))
    except FrontendError:
        return
    for run in runs:
        for given in run.get("inputs") or []:
            name = receivers.get((str(given.get("function")), int(given.get("line") or 0)))
            if name and not given.get("name"):
                given["name"] = name


def linked_program(path: str, text: str, project: dict[str, Any] | None) -> Any:
    """The program ``path`` belongs to in ``project`` (:class:`errlang.session.linked.
    LinkedProgram`), linked (``program``) or with the located problems that stop it (the file
    is then analysed alone); ``None`` without a project or when the file is in no program."""
    if not project:
        return None
    from errlang.session.linked import choose, link

    chosen = choose(path, text, project=project)
    return link(chosen, path) if chosen is not None else None


def _own_assertion(found: Any, path: str, line: int) -> None:
    """Refuse a line of ``path`` without an assertion (another unit's on that line is not
    this file's)."""
    from errlang.session.locations import resolved

    own = resolved(path)
    for site in found.program.assertions:
        coord = site.node.coord
        if site.line == line and coord is not None and resolved(str(coord.file)) == own:
            return
    message = "no assertion on this line"
    raise EditorJobError(
        f"{path}:{line}:1: {message}", [{"line": line, "column": 1, "message": message}]
    )


def _in_program(document: dict[str, Any], found: Any) -> dict[str, Any]:
    """A result of a file in its program: every location with its absolute ``file``, renamed
    statics shown as ``ledger.c:valid``, and ``program`` (linked, units, problems)."""
    if found is None:
        return document
    if found.program is not None:
        from errlang.session.linked import shown
        from errlang.session.locations import absolute_files, mark_files

        document = shown(mark_files(absolute_files(document), found.program), found)
    document["program"] = found.to_json()
    return document


def model_job(
    text: str,
    path: str,
    step: str,
    observe: list[str],
    init: str | None = None,
    traces: int = 50,
    length: int = 50,
    seed: int = 0,
    timeout: float = 60.0,
    project: dict[str, Any] | None = None,
) -> dict[str, Any]:
    """``errlang model FILE --step STEP --observe … --json`` on the editor's ``text`` of
    ``path``, with the automaton document of the model added as ``document``. A model reads
    one translation unit (``errlang model`` refuses several): for a unit of a program of
    several (``project``) the result says it is of the file alone (``alone``)."""
    from errlang.model import ModelError, build_system, learn_model
    from errlang.model.json_io import result_json

    try:
        system = build_system(path, step, list(observe), init=init, text=text)
        result = learn_model(system, traces=traces, length=length, seed=seed, timeout=timeout)
    except ModelError as error:
        located = _model_error(error)
        alone = alone_note(path, text, project)  # e.g. the simulator misses another unit's
        if alone:
            located["message"] = f"{located['message']} ({alone})"
        raise EditorJobError(f"{error} ({alone})" if alone else str(error), [located]) from error
    document = result_json(result)
    document["document"] = model_document(document)
    alone = alone_note(path, text, project)
    if alone:
        document["alone"] = alone
    return document


def alone_note(path: str, text: str, project: dict[str, Any] | None) -> str:
    """Why a model of ``path`` is of the file alone when it is a unit of a program of several
    (the other units named); ``""`` otherwise."""
    if not project:
        return ""
    from errlang.cli.model import ONE_UNIT
    from errlang.session.linked import choose
    from errlang.session.locations import resolved

    chosen = choose(path, text, project=project)
    own = resolved(path)
    others = [u.path.name for u in chosen.units if resolved(u.path) != own] if chosen else []
    if not others:
        return ""
    return (
        f"the model is of this file alone, not linked with the other units of its program"
        f" ({', '.join(others)}): a function they define is unknown here, its result an"
        f" input; {ONE_UNIT}"
    )


def _model_error(error: Any) -> dict[str, Any]:
    """``file:line:column`` of a :class:`ModelError`, or line 0 for an option."""
    parts = str(error.location).rsplit(":", 2)
    if len(parts) == 3 and parts[1].isdigit() and parts[2].isdigit():
        return {"line": int(parts[1]), "column": int(parts[2]), "message": error.message}
    return {"line": 0, "column": 0, "message": f"{error.location}: {error.message}"}


def model_document(model: dict[str, Any]) -> dict[str, Any]:
    """The ``errlang model --json`` result as an automaton document (the view's input): one
    letter per transition predicate (a C condition on the observables after the step), every
    state accepting (the model admits every trace it has), the invariants as ``invariants``."""
    automaton = model["automaton"]
    letters: list[str] = []
    for transition in automaton["transitions"]:
        if transition["predicate"] not in letters:
            letters.append(transition["predicate"])
    return {
        "target": {
            "kind": "model",
            "file": model["file"],
            "step": model["step"],
            "observables": model["observables"],
        },
        "alphabet": [{"letter": letter, "locations": []} for letter in letters],
        "end_letter": "step",
        "initial": automaton["initial"],
        "states": [
            {"id": state["id"], "accepting": True, "doomed": False} for state in automaton["states"]
        ],
        "transitions": [
            {
                "source": t["source"],
                "letter": t["predicate"],
                "target": t["target"],
                "dominating": False,
            }
            for t in automaton["transitions"]
        ],
        "bounds": {"loop_bound": 0, "max_length": 0, "unbounded": True},
        "guarantee": {
            "exact_up_to_length": 0,
            "unproven": []
            if model["complete"]
            else [f"completeness: α = {model['alpha']:.2f}, not every condition holds"],
        },
        "stats": {
            "membership_queries": 0,
            "filtered": 0,
            "cached": 0,
            "solver_calls": model["stats"]["solver_calls"],
            "equivalence_queries": 0,
            "seconds": model["stats"]["seconds"],
        },
        "model": {
            "complete": model["complete"],
            "alpha": model["alpha"],
            "states": [{"id": s["id"], "predicate": s["predicate"]} for s in automaton["states"]],
            "invariants": model["invariants"],
        },
    }


def mine_job(
    text: str,
    path: str,
    seed: str,
    radius: str = "2,0",
    loop_bound: int = 3,
    budget: int = 200,
    timeout: float = 60.0,
    project: dict[str, Any] | None = None,
    include_dirs: list[str] | None = None,
    defines: list[str] | None = None,
) -> dict[str, Any]:
    """``errlang mine FILE --seed SEED --json`` (traces from the engine) on the editor's
    ``text`` of ``path``, with the specification as an automaton document (``document``).
    With ``project``, the traces are of the program the file belongs to, its units linked
    (:func:`errlang.mining.engine.engine_traces`); the result says so (``program``)."""
    from errlang.mining.pipeline import mine
    from errlang.mining.scenarios import parse_radius
    from errlang.mining.spec import spec_to_json

    program = linked_program(path, text, project)
    units = program.units if program is not None and program.program is not None else ()
    try:
        from errlang.mining.engine import engine_traces

        found = engine_traces(
            path,
            bound=loop_bound,
            budget=budget,
            timeout=timeout,
            text=text,
            units=units,
            include_dirs=(str(Path(path).parent), *(include_dirs or ())),
            defines=tuple(defines or ()),
        )
        mined = mine(found.traces, seed, parse_radius(radius))
    except ValueError as error:  # the miner's bad input (seed, radius, program) is a ValueError
        raise EditorJobError(
            str(error), [{"line": 0, "column": 0, "message": str(error)}]
        ) from error
    spec = spec_to_json(mined.specification)
    return {
        "specification": spec,
        "scenarios": sum(mined.counts.values()),
        "traces": len(found.traces),
        "document": spec_document(spec, path),
        **({"program": program.to_json()} if program is not None else {}),
    }


def spec_document(spec: dict[str, Any], path: str) -> dict[str, Any]:
    """A mined specification (a probabilistic automaton over API calls) as an automaton
    document: final states accepting, each transition's probability in ``probabilities``."""
    return {
        "target": {"kind": "specification", "file": path, "seed": spec["seed"]},
        "alphabet": [{"letter": letter, "locations": []} for letter in spec["alphabet"]],
        "end_letter": "end",
        "initial": spec["initial"],
        "states": [
            {"id": s["id"], "accepting": s["final"], "doomed": False} for s in spec["states"]
        ],
        "transitions": [
            {
                "source": t["source"],
                "letter": t["letter"],
                "target": t["target"],
                "dominating": False,
            }
            for t in spec["transitions"]
        ],
        "bounds": {"loop_bound": 0, "max_length": 0},
        "guarantee": {"exact_up_to_length": 0, "unproven": ["a mined specification"]},
        "stats": {
            "membership_queries": 0,
            "filtered": 0,
            "cached": 0,
            "solver_calls": 0,
            "equivalence_queries": 0,
            "seconds": 0.0,
        },
        "probabilities": [
            {"source": t["source"], "letter": t["letter"], "probability": t["probability"]}
            for t in spec["transitions"]
        ],
    }
