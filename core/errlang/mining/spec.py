"""A mined specification: the learned PFSA with how it was mined, and its JSON form.

The JSON (``errlang mine --json``'s ``specification``, ``errlang check --spec``'s input) is made
and read only here. States are ``0..n-1``, ``final`` when strings end there; each transition has
its weight and probability (weight / weight through its source, delimiter included).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from errlang.mining.pfsa import PFSA, freeze

KIND = "errlang-specification"


class SpecError(ValueError):
    """A specification file that cannot be read (the message names the file)."""


@dataclass(frozen=True)
class Specification:
    """The specification of the scenarios around ``seed`` (thesis §2.4.1: a positive one)."""

    machine: PFSA
    seed: str
    radius: tuple[int, int]
    heuristic: str
    k: int
    s: float
    mml: float

    def accepts(self, word: tuple[str, ...]) -> bool:
        return self.machine.accepts(word)

    def rejection(self, word: tuple[str, ...]) -> int | None:
        """Where ``word`` leaves the specification: the index of the first letter without a
        transition, ``len(word)`` when it ends in a non-final state, None if accepted."""
        state = self.machine.initial
        for index, letter in enumerate(word):
            step = self.machine.transitions.get((state, letter))
            if step is None:
                return index
            state = step[0]
        return None if self.machine.ends.get(state, 0) > 0 else len(word)


def spec_to_json(spec: Specification) -> dict[str, Any]:
    machine = spec.machine
    return {
        "kind": KIND,
        "seed": spec.seed,
        "radius": list(spec.radius),
        "learner": {"heuristic": spec.heuristic, "k": spec.k, "s": spec.s, "mml": spec.mml},
        "alphabet": list(machine.letters),
        "initial": machine.initial,
        "states": [
            {"id": q, "final": machine.ends.get(q, 0) > 0, "end_weight": machine.ends.get(q, 0)}
            for q in range(machine.size)
        ],
        "transitions": [
            {
                "source": q,
                "letter": a,
                "target": t,
                "weight": w,
                "probability": round(w / machine.total(q), 6),
            }
            for (q, a), (t, w) in machine.transitions.items()
        ],
    }


def spec_from_json(data: Any, where: str = "specification") -> Specification:
    try:
        if data.get("kind") != KIND:
            raise SpecError(f"{where}: not an errlang specification (kind {data.get('kind')!r})")
        states = data["states"]
        transitions = {
            (int(t["source"]), str(t["letter"])): (int(t["target"]), int(t.get("weight", 1)))
            for t in data["transitions"]
        }
        ends = {int(s["id"]): int(s.get("end_weight", 1)) for s in states if s.get("final")}
        learner = data.get("learner", {})
        machine = freeze(len(states), int(data["initial"]), transitions, ends)
        forward, backward = data.get("radius", [2, 0])
        return Specification(
            machine,
            str(data["seed"]),
            (int(forward), int(backward)),
            str(learner.get("heuristic", "hand-written")),
            int(learner.get("k", 0)),
            float(learner.get("s", 0.0)),
            float(learner.get("mml", 0.0)),
        )
    except (AttributeError, KeyError, TypeError, ValueError) as error:
        if isinstance(error, SpecError):
            raise
        raise SpecError(f"{where}: malformed specification ({error!r})") from error


def read_spec(path: str | Path) -> Specification:
    try:
        data = json.loads(Path(path).read_text())
    except OSError as error:
        raise SpecError(f"{path}: {error.strerror}") from error
    except json.JSONDecodeError as error:
        raise SpecError(f"{path}:{error.lineno}: not JSON ({error.msg})") from error
    return spec_from_json(data, str(path))
