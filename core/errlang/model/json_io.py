"""The JSON of ``errlang model --json`` (documented in docs/model.md): made here only, from a
:class:`ModelResult`."""

from __future__ import annotations

from errlang.model.learner import Model
from errlang.model.predicates import c_expression
from errlang.model.results import ModelResult
from errlang.model.traces import Valuation

FORMAT = "errlang-model/1"


def _valuation(names: tuple[str, ...], valuation: Valuation) -> dict[str, int]:
    return dict(zip(names, valuation, strict=True))


def automaton_json(model: Model, names: tuple[str, ...]) -> dict[str, object]:
    """States (with the valuations that lead into each) and transitions with predicates."""
    return {
        "initial": model.initial,
        "states": [
            {
                "id": q,
                "initial": q == model.initial,
                "valuations": [_valuation(names, v) for v in members],
                "predicate": c_expression(members, names) if members else None,
            }
            for q, members in enumerate(model.states)
        ],
        "transitions": [
            {
                "source": tr.source,
                "target": tr.target,
                "predicate": c_expression(tr.valuations, names),
                "valuations": [_valuation(names, v) for v in tr.valuations],
            }
            for tr in model.transitions
        ],
    }


def result_json(result: ModelResult) -> dict[str, object]:
    names = result.observables
    return {
        "format": FORMAT,
        "file": result.path,
        "step": result.step,
        "init": result.init,
        "observables": list(names),
        "automaton": automaton_json(result.model, names),
        "complete": result.complete,
        "alpha": result.alpha,
        "conditions": [
            {
                "state": c.state,
                "kind": "initial" if c.pre is None else "step",
                "pre": None if c.pre is None else c_expression(c.pre, names),
                "post": c_expression(c.post, names, primed=True),
                "verdict": c.verdict,
                "reason": c.reason or None,
                "violations": [
                    {
                        "before": None if b is None else _valuation(names, b),
                        "after": _valuation(names, a),
                    }
                    for b, a in c.violations
                ],
            }
            for c in result.conditions
        ],
        "invariants": [{"state": i.state, "pre": i.pre, "post": i.post} for i in result.invariants],
        "lemmas": [
            {
                "when": None if lemma.valuation is None else _valuation(names, lemma.valuation),
                "variable": lemma.hidden,
                "low": lemma.low,
                "high": lemma.high,
            }
            for lemma in result.lemmas
        ],
        "excluded_steps": [
            {"before": _valuation(names, e.before), "after": _valuation(names, e.after), "k": e.k}
            for e in result.excluded
        ],
        "inconclusive_steps": [
            {"before": _valuation(names, b), "after": _valuation(names, a)}
            for b, a in result.inconclusive
        ],
        "stats": {
            "iterations": result.iterations,
            "random_traces": result.random_traces,
            "counterexample_traces": result.counterexample_traces,
            "steps_simulated": result.steps_simulated,
            "k_max": result.depth,
            "solver_calls": result.solver_calls,
            "seconds": round(result.seconds, 3),
            "seconds_simulation": round(result.seconds_simulation, 3),
            "seconds_learning": round(result.seconds_learning, 3),
            "seconds_checking": round(result.seconds_checking, 3),
            "alpha_per_iteration": list(result.alpha_history),
            "stopped": result.stopped or None,
        },
    }
