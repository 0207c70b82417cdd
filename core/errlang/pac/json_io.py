"""JSON of PAC verification: one serialiser per type, and the saved model's reader.

The model is an automaton document (``core/errlang/schema/automaton.schema.json``) with a
documented extension, member ``pac`` (see docs/pac.md): what the model is (the feasible
decision vectors, not a language of error), the program version it was learned from, and the
sampling parameters its PAC(ε, δ) guarantee rests on.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from errlang.automata.export import dfa_from_json, dfa_to_json_fields
from errlang.automata.json_schema import AutomatonJsonError, validate_automaton_json
from errlang.frontend.errors import Diagnostic
from errlang.pac.alphabet import DecisionAlphabet, letter_line
from errlang.pac.results import (
    PRECISION,
    FailingRun,
    PacModel,
    PacResult,
    PacSettings,
    PacStats,
    Verdict,
    guarantee_text,
)
from errlang.pac.verify import PacInputError

MODEL_KIND = "feasible-decision-vectors"


def _location(letter: str, alphabet: DecisionAlphabet) -> dict[str, Any]:
    """Where a decision letter is: its line, and in a linked program its file."""
    line = letter_line(letter)
    location: dict[str, Any] = {"line": line if line else 1}
    file = alphabet.file_of(letter)
    if file is not None:
        location["file"] = file
    return location


def model_json(model: PacModel, alphabet: DecisionAlphabet, target: Verdict | None) -> dict:
    """The model as an automaton document with the ``pac`` extension."""
    site = target.site.index if target else 0
    error_letter = alphabet.fails(site) if alphabet.assertion_letters else "A0:F"
    settings = model.settings
    return {
        "target": {"kind": "pac-model", "file": model.file},
        "alphabet": [
            {"letter": x, "locations": [_location(x, alphabet)]} for x in model.dfa.alphabet
        ],
        "error_letter": error_letter,
        **dfa_to_json_fields(model.dfa),
        "bounds": {"loop_bound": 0, "max_length": 0, "unbounded": True},
        "guarantee": {
            "exact_up_to_length": 0,
            "unproven": ["exactness: the model is PAC(ε, δ)-correct only"],
            "pac": guarantee_text(settings),
        },
        "stats": {
            "membership_queries": 0,
            "filtered": 0,
            "cached": 0,
            "solver_calls": 0,
            "equivalence_queries": model.equivalence_queries,
            "seconds": 0.0,
        },
        "pac": {
            "kind": MODEL_KIND,
            "fingerprint": model.fingerprint,
            "epsilon": settings.epsilon,
            "confidence": settings.confidence,
            "batch": settings.batch,
            "seed": settings.seed,
            "learner": settings.learner,
            "max_decisions": settings.max_decisions,
            "max_steps": settings.max_steps,
            "samples": model.samples,
            "equivalence_queries": model.equivalence_queries,
            "last_batches": model.last_batches,
            "precision": PRECISION,
        },
    }


def load_model(path: str) -> PacModel:
    """Read a model saved by ``errlang pac --save-model``; errors are located in that file."""
    try:
        text = Path(path).read_text(encoding="utf-8")
    except OSError as error:
        raise _bad(path, 1, 1, f"cannot read model: {error.strerror}") from None
    try:
        doc = json.loads(text)
    except json.JSONDecodeError as error:
        raise _bad(path, error.lineno, error.colno, f"not JSON: {error.msg}") from None
    try:
        validate_automaton_json(doc)
    except AutomatonJsonError as error:
        raise _bad(path, 1, 1, f"not an automaton document: {error}") from None
    pac = doc.get("pac")
    if not isinstance(pac, dict) or pac.get("kind") != MODEL_KIND:
        raise _bad(path, 1, 1, "not a PAC model (no 'pac' member of kind " + MODEL_KIND + ")")
    try:
        settings = PacSettings(
            epsilon=float(pac["epsilon"]),
            confidence=float(pac["confidence"]),
            batch=int(pac["batch"]),
            learner=str(pac["learner"]),
            seed=int(pac["seed"]),
            max_decisions=int(pac["max_decisions"]),
            max_steps=int(pac["max_steps"]),
        )
        return PacModel(
            dfa_from_json(doc),
            str(doc["target"].get("file", "")),
            str(pac["fingerprint"]),
            settings,
            int(pac["equivalence_queries"]),
            int(pac["last_batches"]),
            int(pac["samples"]),
        )
    except (KeyError, TypeError, ValueError) as error:
        raise _bad(path, 1, 1, f"incomplete PAC model: {error}") from None


def _bad(path: str, line: int, column: int, message: str) -> PacInputError:
    return PacInputError([Diagnostic(path, line, column, message)])


def failing_run_json(run: FailingRun) -> dict[str, Any]:
    return {
        "vector": list(run.vector),
        "inputs": [i.to_json() for i in run.inputs],
        "found_by": run.found_by,
        "replay": run.replay.to_json() if run.replay else None,
    }


def verdict_json(verdict: Verdict, settings: PacSettings) -> dict[str, Any]:
    site = verdict.site
    shown = f"holds, PAC({settings.epsilon}, {settings.confidence})"
    return {
        "index": site.index,
        "line": site.line,
        "column": site.column,
        "text": site.text,
        "function": site.function,
        **({"file": site.file} if site.file else {}),
        "verdict": verdict.verdict,
        "shown": shown if verdict.verdict == "holds" else verdict.verdict,
        "reason": verdict.reason,
        "from_model": verdict.from_model,
        "run": failing_run_json(verdict.run) if verdict.run else None,
    }


def stats_json(stats: PacStats) -> dict[str, Any]:
    return {
        "membership_queries": stats.membership_queries,
        "solver_calls": stats.solver_calls,
        "equivalence_queries": stats.equivalence_queries,
        "rounds": stats.rounds,
        "learning_runs": stats.learning_runs,
        "batches": stats.batches,
        "samples": stats.samples,
        "flips": stats.flips,
        "membership_seconds": round(stats.membership_seconds, 3),
        "membership_share": round(stats.membership_share, 3),
        "sampling_seconds": round(stats.sampling_seconds, 3),
        "intersection_seconds": round(stats.intersection_seconds, 3),
        "seconds": round(stats.seconds, 3),
    }


def result_json(result: PacResult) -> dict[str, Any]:
    settings = result.model.settings if result.model else result.settings
    holds = next((v for v in result.verdicts if v.verdict == "holds"), None)
    return {
        "file": result.file,
        "parameters": {
            "epsilon": settings.epsilon,
            "confidence": settings.confidence,
            "batch": settings.batch,
            "learner": settings.learner,
            "seed": settings.seed,
        },
        "assertions": [verdict_json(v, settings) for v in result.verdicts],
        "guarantee": result.guarantee,
        "precision": result.precision,
        "model": model_json(result.model, result.alphabet, holds) if result.model else None,
        "stats": stats_json(result.stats),
    }
