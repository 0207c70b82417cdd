"""Worker-side entry points of Cable in the editor (thesis §7.3; issue 12 item 4; docs/mining.md).

Job kinds ``mineLattice``, ``mineConcept``, ``mineLabel`` and ``mineGood``, called through
:func:`errlang_lsp.editor_jobs.run` in a worker process, never on the server's event loop. The
engine (and z3, and the concept-analysis package) is imported inside the jobs, so the server
process never loads it.

Every job recomputes, or finds in this worker's small cache, the reference of ``errlang cable``:
the engine's traces of the editor's text, the scenarios around the seed and the specification
mined from all of them, and the concept lattice of scenarios × the reference's transitions
(:func:`errlang.mining.lattice.build_lattice`). Labels travel with each job as the labels
file's JSON (``{decisions, labels: [{word, label}]}``), kept by the server per document; a
``labels_file`` (trusted workspaces only) is read when the server has no labels yet and
written after each labelling decision.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from typing import Any

CABLE_KINDS = ("mineLattice", "mineConcept", "mineLabel", "mineGood")
CACHE_SIZE = 4
_cache: OrderedDict[tuple[Any, ...], tuple[Any, Any, Any]] = OrderedDict()


class CableJobError(ValueError):
    """Bad input for a Cable job (seed, radius, learner, concept, label, program)."""


def run_cable(kind: str, arguments: dict[str, Any]) -> dict[str, Any]:
    """Run one Cable job of ``kind`` (one of :data:`CABLE_KINDS`)."""
    if kind == "mineLattice":
        return lattice_job(**arguments)
    if kind == "mineConcept":
        return concept_job(**arguments)
    if kind == "mineLabel":
        return label_job(**arguments)
    if kind == "mineGood":
        return good_job(**arguments)
    raise ValueError(f"unknown Cable job kind {kind!r}")


def _reference(
    text: str, path: str, seed: str, radius: str, learner: str, loop_bound: int, budget: int,
    timeout: float,
) -> tuple[Any, Any, Any]:  # fmt: skip
    """(the engine's traces, the specification mined from every scenario, its concept
    lattice), cached by input."""
    key = (text, path, seed, radius, learner, loop_bound, budget)
    if key in _cache:
        _cache.move_to_end(key)
        return _cache[key]
    from errlang.mining.engine import engine_traces
    from errlang.mining.lattice import build_lattice
    from errlang.mining.pipeline import mine
    from errlang.mining.scenarios import parse_radius

    found = engine_traces(path, bound=loop_bound, budget=budget, timeout=timeout, text=text)
    mined = mine(found.traces, seed, parse_radius(radius), learner)
    lattice = build_lattice(
        tuple(w for w, _ in mined.counts.most_common()), mined.specification.machine
    )
    _cache[key] = (found.traces, mined, lattice)
    while len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)
    return found.traces, mined, lattice


def _labels(labels: dict[str, Any] | None, labels_file: str | None) -> Any:
    from errlang.mining import cable

    if labels is not None:
        return cable.Labels(
            {tuple(str(a) for a in i["word"]): str(i["label"]) for i in labels.get("labels", [])},
            int(labels.get("decisions", 0)),
        )
    if labels_file:
        return cable.read_labels(labels_file)
    return cable.Labels()


def labels_json(labels: Any) -> dict[str, Any]:
    """The labels as the labels file's JSON (:func:`errlang.mining.cable.write_labels`)."""
    return {
        "decisions": labels.decisions,
        "labels": [{"word": list(w), "label": name} for w, name in labels.labels.items()],
    }


def lattice_job(
    text: str, path: str, seed: str, radius: str = "2,0", learner: str = "auto",
    loop_bound: int = 3, budget: int = 200, timeout: float = 60.0,
    labels: dict[str, Any] | None = None, labels_file: str | None = None,
) -> dict[str, Any]:  # fmt: skip
    """``errlang cable lattice --json`` on the editor's ``text`` of ``path``, with ``labels``."""
    from errlang.mining import cable

    try:
        _, _, lattice = _reference(text, path, seed, radius, learner, loop_bound, budget, timeout)
        current = _labels(labels, labels_file)
    except ValueError as error:  # the miner's bad input and LabelError are ValueErrors
        raise CableJobError(str(error)) from error
    return {"lattice": cable.lattice_json(lattice, current), "labels": labels_json(current)}


def concept_job(
    text: str, path: str, seed: str, concept: int, radius: str = "2,0", learner: str = "auto",
    loop_bound: int = 3, budget: int = 200, timeout: float = 60.0,
) -> dict[str, Any]:  # fmt: skip
    """``errlang cable view --concept N --json``: the automaton learned from concept ``N``'s
    scenarios (thesis §7.3.1, the FA view), or ``None`` for a concept with none."""
    from errlang.mining import cable
    from errlang.mining.spec import Specification, spec_to_json

    try:
        _, mined, lattice = _reference(
            text, path, seed, radius, learner, loop_bound, budget, timeout
        )
        if not 0 <= concept < len(lattice.concepts):
            raise CableJobError(f"no concept {concept} (the lattice has {len(lattice.concepts)})")
        learned = cable.concept_automaton(lattice, concept, mined.counts, learner)
    except ValueError as error:
        raise CableJobError(str(error)) from error
    if learned is None:
        return {"concept": concept, "specification": None}
    spec = mined.specification
    view = Specification(
        learned.machine, spec.seed, spec.radius, learned.heuristic, learned.k, learned.s,
        learned.mml,
    )  # fmt: skip
    return {"concept": concept, "specification": spec_to_json(view)}


def label_job(
    text: str, path: str, seed: str, concept: int, label: str, only_unlabeled: bool = False,
    radius: str = "2,0", learner: str = "auto", loop_bound: int = 3, budget: int = 200,
    timeout: float = 60.0, labels: dict[str, Any] | None = None, labels_file: str | None = None,
) -> dict[str, Any]:  # fmt: skip
    """One Cable decision (thesis §7.3.1 "Label traces"): ``label`` on concept ``concept``'s
    scenarios (only the unlabelled ones with ``only_unlabeled``); the new lattice and labels.
    The labels file, when given, is written."""
    from errlang.mining import cable

    try:
        _, _, lattice = _reference(text, path, seed, radius, learner, loop_bound, budget, timeout)
        current = _labels(labels, labels_file)
        current = cable.label(lattice, concept, label, current, only_unlabeled=only_unlabeled)
    except ValueError as error:
        raise CableJobError(str(error)) from error
    if labels_file:
        Path(labels_file).parent.mkdir(parents=True, exist_ok=True)
        cable.write_labels(labels_file, current)
    return {"lattice": cable.lattice_json(lattice, current), "labels": labels_json(current)}


def good_job(
    text: str, path: str, seed: str, radius: str = "2,0", learner: str = "auto",
    loop_bound: int = 3, budget: int = 200, timeout: float = 60.0,
    labels: dict[str, Any] | None = None, labels_file: str | None = None,
) -> dict[str, Any]:  # fmt: skip
    """``errlang mine … --labels L.json``: the specification mined again from the scenarios
    labelled good only (thesis §7.3: Cable's output is the corrected training set)."""
    from errlang.mining import cable
    from errlang.mining.pipeline import mine
    from errlang.mining.scenarios import parse_radius
    from errlang.mining.spec import spec_to_json

    try:
        traces, mined, _ = _reference(
            text, path, seed, radius, learner, loop_bound, budget, timeout
        )
        current = _labels(labels, labels_file)
        good = cable.words_labelled(current, cable.GOOD, mined.counts)
        if not good:
            raise CableJobError("no scenario is labelled good yet")
        again = mine(traces, seed, parse_radius(radius), learner, counts=good)
    except ValueError as error:
        raise CableJobError(str(error)) from error
    return {
        "specification": spec_to_json(again.specification),
        "scenarios": sum(good.values()),  # traces, with repeats
        "distinct": len(good),  # distinct scenarios, as the lattice counts them
    }
