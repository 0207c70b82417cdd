"""Benchmark of `errlang model` (issue 11) on the Stateflow-style step functions of
benchmarks/programs/reactive/: learned states against the machine each was written from, α
(of the first model, from random traces only, and of the final one), iterations, seconds.

    .venv/bin/python benchmarks/model_bench.py [--traces N] [--length L] [--seed S]

Prints a Markdown table (docs/model.md has the last one)."""

from __future__ import annotations

import argparse
import json
import re
from pathlib import Path

from errlang.model import build_system, learn_model
from errlang.model.learner import SuccessorLearner

PROGRAMS = Path(__file__).resolve().parent / "programs" / "reactive"


def read_machine(
    path: Path,
) -> tuple[dict[str, str], dict[str, list[tuple[int, ...]]], set[tuple[str, str]]]:
    """The ``errlang-model:`` options and the ``machine:`` JSON of a program's comment."""
    text = path.read_text()
    header = re.search(r"errlang-model: (.*)", text)
    assert header is not None, path
    options = dict(item.split("=", 1) for item in header.group(1).split())
    comment = text[text.index("machine:") + len("machine:") : text.index("*/")]
    body = " ".join(line.strip().lstrip("*") for line in comment.splitlines())
    spec = json.loads(body[: body.rindex("}") + 1])
    states = {name: [tuple(v) for v in vs] for name, vs in spec["states"].items()}
    return options, states, {(a, b) for a, b in spec["transitions"]}


def row(path: Path, args: argparse.Namespace) -> str:
    options, states, transitions = read_machine(path)
    observe = options["observe"].split(",")
    system = build_system(str(path), options["step"], observe, init=options.get("init"))
    result = learn_model(
        system,
        traces=args.traces,
        length=args.length,
        seed=args.seed,
        timeout=120,
        learner=SuccessorLearner(args.merge_above),
        use_lemmas=not args.no_lemmas,
    )
    model = result.model
    state_of = {v: name for name, vs in states.items() for v in vs}
    learned = {
        (state_of.get(b, "?"), state_of.get(a, "?"))
        for q, members in enumerate(model.states)
        for b in members
        for a in model.outgoing(q)
    }
    d = len(learned & transitions) / len(transitions)
    extra = len(learned - transitions)
    named = [m for m in model.states if m]
    first = result.alpha_history[0] if result.alpha_history else result.alpha
    return (
        f"| {path.stem} | {len(observe)} | {len(states)} "
        f"| {len(named)} (+{len(model.states) - len(named)}) "
        f"| {d:.2f} | {extra} | {first:.2f} | {result.alpha:.2f} | {result.iterations} "
        f"| {result.counterexample_traces} | {len(result.excluded)} | {len(result.lemmas)} "
        f"| {result.solver_calls} | {result.seconds:.1f} |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--traces", type=int, default=50)
    parser.add_argument("--length", type=int, default=50)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--merge-above", type=int, default=12, help="0: full minimisation")
    parser.add_argument("--no-lemmas", action="store_true")
    args = parser.parse_args()
    print(
        "| program | \\|X\\| | machine states | learned states (+start) | d "
        "| extra transitions | α random | α | iterations | σ_CE traces "
        "| spurious excluded | lemmas | solver calls | s |"
    )
    print("|---|---|---|---|---|---|---|---|---|---|---|---|---|---|")
    for path in sorted(PROGRAMS.glob("*.c")):
        print(row(path, args), flush=True)


if __name__ == "__main__":
    main()
