"""Reading the machine a benchmark program was written from (its ``machine:`` comment) and
comparing a learned model with it."""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from pathlib import Path

from errlang.model.learner import Model
from errlang.model.traces import Valuation

ROOT = Path(__file__).resolve().parents[2]
BENCHMARKS = ROOT / "benchmarks" / "programs" / "reactive"
PROGRAMS = Path(__file__).resolve().parent / "programs"


@dataclass(frozen=True)
class Machine:
    path: Path
    step: str
    observe: list[str]
    init: str | None
    inputs: list[str]
    states: dict[str, list[Valuation]]
    transitions: set[tuple[str, str]]

    def state_of(self, valuation: Valuation) -> str:
        for name, valuations in self.states.items():
            if valuation in valuations:
                return name
        raise KeyError(valuation)


def read_machine(path: Path) -> Machine:
    text = path.read_text()
    header = re.search(r"errlang-model: (.*)", text)
    assert header is not None
    fields = dict(item.split("=", 1) for item in header.group(1).split())
    comment = text[text.index("machine:") + len("machine:") : text.index("*/")]
    lines = [line.strip().lstrip("*") for line in comment.splitlines()]
    body = " ".join(lines)
    spec = json.loads(body[: body.rindex("}") + 1])
    return Machine(
        path=path,
        step=fields["step"],
        observe=fields["observe"].split(","),
        init=fields.get("init"),
        inputs=fields["input"].split(",") if "input" in fields else [],
        states={k: [tuple(v) for v in vs] for k, vs in spec["states"].items()},
        transitions={(a, b) for a, b in spec["transitions"]},
    )


def allowed_steps(model: Model) -> set[tuple[Valuation, Valuation]]:
    """Every (v, v') the model admits as consecutive valuations."""
    steps = set()
    for q, members in enumerate(model.states):
        for before in members:
            for after in model.outgoing(q):
                steps.add((before, after))
    return steps


def machine_transitions(model: Model, machine: Machine) -> set[tuple[str, str]]:
    return {(machine.state_of(a), machine.state_of(b)) for a, b in allowed_steps(model)}


def machine_partition(model: Model, machine: Machine) -> list[set[str]]:
    return [{machine.state_of(v) for v in members} for members in model.states if members]
