"""`errlang model FILE.c --step F --observe x,y`: a model of a step function over observables,
proved complete by induction, with its invariants (DESIGN §9, docs/model.md)."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter

from errlang.cli.check import positive, seconds
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_OK
from errlang.model import ModelError, ModelResult, build_system, learn_model
from errlang.model.json_io import result_json
from errlang.model.predicates import c_expression


def observables(text: str) -> list[str]:
    """Split ``x,y,s.mode`` at top-level commas (a C expression may contain commas in calls)."""
    parts, depth, current = [], 0, ""
    for char in text:
        if char in "([":
            depth += 1
        elif char in ")]":
            depth -= 1
        if char == "," and depth == 0:
            parts.append(current.strip())
            current = ""
        else:
            current += char
    parts.append(current.strip())
    if any(not part for part in parts):
        raise argparse.ArgumentTypeError(f"empty observable in {text!r}")
    return parts


SHOWN_LEMMAS = 12
SHOWN_CONDITIONS = 20  # states whose condition is not proved, listed one per line
OUTPUT_SECONDS = 0.5  # of --timeout kept for printing the model
_KEPT: list[object] = []  # the solvers, never freed: the command ends with os._exit (cli.main)


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "model", help="learn a model of a step function over observables (Jeppu et al.)"
    )
    parser.add_argument("file", help="the C file")
    parser.add_argument(
        "more",
        nargs="*",
        metavar="FILE.c",
        help="refused: a model reads one translation unit (docs/projects.md)",
    )
    parser.add_argument("--step", required=True, metavar="F", help="the step function")
    parser.add_argument(
        "--observe", required=True, type=observables, metavar="X,Y", help="observables"
    )
    parser.add_argument("--init", metavar="G", help="initialiser run once before the steps")
    parser.add_argument(
        "--input",
        type=observables,
        default=[],
        metavar="U",
        help="globals the environment sets before each step (e.g. rtU)",
    )
    parser.add_argument("--traces", type=positive, default=50, metavar="N")
    parser.add_argument("--length", type=positive, default=50, metavar="L")
    parser.add_argument("--seed", type=int, default=0, metavar="S")
    parser.add_argument("--k", type=positive, default=4, metavar="K", help="k-induction depth")
    parser.add_argument(
        "--loop-bound",
        type=positive,
        default=3,
        metavar="B",
        help="loop iterations and recursion depth inside one step (default 3)",
    )
    parser.add_argument("--no-lemmas", action="store_true", help="no auxiliary invariants")
    parser.add_argument("--timeout", type=seconds, default=120.0, metavar="T")
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


ONE_UNIT = (
    "a model reads one translation unit: its state is the globals of the step's file, and "
    "the simulator compiles that file; put the step function and what it calls in one file "
    "(or #include the other units' .c files into it)"
)


def run(args: argparse.Namespace) -> int:
    if args.more:
        where = f"{args.more[0]}:1:1"
        if args.json:
            print(json.dumps({"error": {"location": where, "message": ONE_UNIT}}))
        else:
            print(f"errlang model: {where}: error: {ONE_UNIT}", file=sys.stderr)
        return EXIT_BAD_INPUT
    try:
        system = build_system(
            args.file, args.step, args.observe, init=args.init, input_globals=args.input
        )
        result = learn_model(
            system,
            traces=args.traces,
            length=args.length,
            seed=args.seed,
            # the text of thousands of states takes half a second: kept inside the budget
            timeout=max(0.5, args.timeout - OUTPUT_SECONDS),
            depth=args.k,
            loop_bound=args.loop_bound,
            use_lemmas=not args.no_lemmas,
            since=args.started,
            keep=_KEPT,
        )
    except ModelError as error:
        if args.json:
            print(json.dumps({"error": {"location": error.location, "message": error.message}}))
        else:
            print(f"errlang model: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        print(json.dumps(result_json(result), indent=2))
    else:
        print(text_report(result))
    return EXIT_OK


def text_report(result: ModelResult) -> str:
    names = result.observables
    model = result.model
    lines = [
        f"model of {result.step} over {', '.join(names)}: {len(model.states)} states,"
        f" {len(model.transitions)} transitions ({'complete' if result.complete else 'incomplete'},"
        f" α = {result.alpha:.2f})",
    ]
    for q, members in enumerate(model.states):
        mark = " (initial)" if q == model.initial else ""
        shown = c_expression(members, names) if members else "nothing read yet"
        lines.append(f"  state q{q}{mark}: {shown}")
    for tr in model.transitions:
        lines.append(f"  q{tr.source} -> q{tr.target} on {c_expression(tr.valuations, names)}")
    lines.append("invariants (proved by 1-induction):")
    for inv in result.invariants:
        pre = "initially" if inv.pre is None else f"if {inv.pre}"
        lines.append(f"  q{inv.state}: {pre}, after one step: {inv.post}")
    open_conditions = [c for c in result.conditions if c.verdict != "holds"]
    for c in open_conditions[:SHOWN_CONDITIONS]:
        lines.append(f"  q{c.state}: {c.verdict} {c.reason}".rstrip())
    if len(open_conditions) > SHOWN_CONDITIONS:  # e.g. thousands left when the budget ran out
        rest = open_conditions[SHOWN_CONDITIONS:]
        more = Counter(f"{c.verdict} {c.reason}".rstrip() for c in rest)
        counts = ", ".join(f"{n} {what}" for what, n in more.most_common())
        lines.append(f"  … {len(rest)} more states: {counts} (--json lists them)")
    for lemma in result.lemmas[:SHOWN_LEMMAS]:
        when = (
            "always"
            if lemma.valuation is None
            else f"when {c_expression([lemma.valuation], names)}"
        )
        lines.append(f"lemma: {when}: {lemma.low} <= {lemma.hidden} <= {lemma.high}")
    if len(result.lemmas) > SHOWN_LEMMAS:
        lines.append(f"… {len(result.lemmas) - SHOWN_LEMMAS} more lemmas (--json lists them)")
    for e in result.excluded:
        lines.append(f"spurious step excluded (k = {e.k}): {e.before} -> {e.after}")
    lines.append(
        f"iterations {result.iterations}, traces {result.random_traces} random +"
        f" {result.counterexample_traces} from violations, solver calls {result.solver_calls},"
        f" {result.seconds:.2f} s (simulation {result.seconds_simulation:.2f},"
        f" learning {result.seconds_learning:.2f}, checking {result.seconds_checking:.2f})"
    )
    if result.stopped:
        lines.append(f"stopped: {result.stopped}")
    return "\n".join(lines)
