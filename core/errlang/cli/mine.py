"""`errlang mine (FILE.c | --traces T.jsonl) --seed PATTERN`: mine an API specification
(DESIGN §10, docs/mining.md); also `errlang check FILE.c --spec SPEC.json`'s implementation."""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import Any

from errlang.cli.check import positive, seconds
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_FAILS, EXIT_OK
from errlang.explain.values import input_texts
from errlang.frontend.link import Unit
from errlang.mining.cable import LabelError, read_labels, words_labelled
from errlang.mining.engine import EngineTraces, engine_traces
from errlang.mining.instrument import InstrumentError
from errlang.mining.pipeline import Mined, SpecCheck, check_spec, mine
from errlang.mining.scenarios import SeedError, parse_radius
from errlang.mining.sk_strings import LEARNERS
from errlang.mining.spec import SpecError, Specification, read_spec, spec_to_json
from errlang.mining.traces import Trace, TraceError, read_jsonl, to_jsonl

USER_ERRORS = (TraceError, SeedError, SpecError, InstrumentError, LabelError, ValueError)


def add_trace_options(parser: argparse.ArgumentParser) -> None:
    """Where traces come from and how scenarios are cut: shared by `mine` and `cable`."""
    parser.add_argument("file", nargs="?", help="the C file (traces from the engine)")
    parser.add_argument(
        "more",
        nargs="*",
        metavar="UNIT.c",
        help="further translation units, linked with FILE (their functions run: not API)",
    )
    parser.add_argument("-I", dest="include", action="append", default=[], metavar="DIR")
    parser.add_argument("-D", dest="define", action="append", default=[], metavar="NAME[=V]")
    parser.add_argument("--traces", metavar="T.jsonl", help="traces from a JSON-lines file")
    parser.add_argument("--seed", required=True, help="a call name or 'X = name(...)'")
    parser.add_argument(
        "--radius",
        default="2,0",
        metavar="F,B",
        help="dependence steps forward,backward (default 2,0)",
    )
    parser.add_argument(
        "--api", metavar="f,g,h", help="the API functions (default: declared, not defined)"
    )
    parser.add_argument(
        "--loop-bound", type=positive, default=3, metavar="B", help="loop bound (default 3)"
    )
    parser.add_argument(
        "--budget", type=positive, default=200, metavar="N", help="at most N traces (default 200)"
    )
    parser.add_argument("--timeout", type=seconds, default=60.0, metavar="S")
    parser.add_argument("--learner", choices=LEARNERS, default="auto")
    parser.add_argument(
        "--coring",
        type=float,
        default=None,
        metavar="P",
        help="drop transitions taken with probability < P",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("mine", help="mine an API specification from traces (Strauss)")
    add_trace_options(parser)
    parser.add_argument(
        "--labels",
        metavar="L.json",
        help="learn only from scenarios labelled good there (errlang cable)",
    )
    parser.add_argument("-o", "--output", metavar="SPEC.json", help="write the specification there")
    parser.add_argument(
        "--write-traces", metavar="T.jsonl", help="write the traces used as JSON lines"
    )
    parser.set_defaults(func=run)


def load_traces(args: argparse.Namespace) -> tuple[tuple[Trace, ...], EngineTraces | None]:
    if bool(args.file) == bool(args.traces):
        raise ValueError("give either a C file or --traces T.jsonl")
    if args.traces:
        return read_jsonl(args.traces), None
    if not Path(args.file).is_file():
        raise ValueError(f"{args.file}: no such file")
    api = tuple(n.strip() for n in args.api.split(",") if n.strip()) if args.api else None
    flags = tuple(args.include), tuple(args.define)
    for path in args.more:
        if not Path(path).is_file():
            raise ValueError(f"{path}: no such file")
    units = tuple(Unit(Path(f), None, *flags) for f in (args.file, *args.more))
    found = engine_traces(
        args.file,
        api=api,
        bound=args.loop_bound,
        budget=args.budget,
        timeout=args.timeout,
        units=units if args.more else (),  # linked (docs/projects.md)
        include_dirs=flags[0],
        defines=flags[1],
        since=args.started,
    )
    return found.traces, found


def mined_from(args: argparse.Namespace, traces: tuple[Trace, ...], labels: str | None) -> Mined:
    radius = parse_radius(args.radius)
    if not labels:
        return mine(traces, args.seed, radius, args.learner, args.coring)
    everything = mine(traces, args.seed, radius, args.learner, args.coring)
    good = words_labelled(read_labels(labels), "good", everything.counts)
    if not good:
        raise ValueError(f"{labels}: no scenario is labelled good")
    return mine(traces, args.seed, radius, args.learner, args.coring, counts=good)


def run(args: argparse.Namespace) -> int:
    try:
        traces, engine = load_traces(args)
        mined = mined_from(args, traces, args.labels)
    except USER_ERRORS as error:
        print(f"errlang mine: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.write_traces:
        Path(args.write_traces).write_text(to_jsonl(traces))
    if args.output:
        Path(args.output).write_text(json.dumps(spec_to_json(mined.specification), indent=2) + "\n")
    if args.json:
        print(json.dumps(mined_json(mined, traces, engine), indent=2))
    else:
        print(spec_text(mined.specification))
        if engine is not None and not engine.complete:  # the traces are a part of the runs
            cut = (
                f"--budget {args.budget} traces reached"
                if len(engine.traces) >= args.budget
                else f"the time budget of {args.timeout:g} s ran out"
            )
            print(f"traces: {len(engine.traces)}, not all runs ({cut})")
        print(f"scenarios ({len(mined.scenarios)} from {len(traces)} traces):")
        print(scenarios_text(mined.counts))
    return EXIT_OK


def mined_json(
    mined: Mined, traces: tuple[Trace, ...], engine: EngineTraces | None
) -> dict[str, Any]:
    return {
        "specification": spec_to_json(mined.specification),
        "scenarios": [{"word": list(w), "count": c} for w, c in mined.counts.most_common()],
        "traces": len(traces),
        "complete": engine.complete if engine is not None else None,
    }


def spec_text(spec: Specification) -> str:
    machine = spec.machine
    lines = [
        f"specification of {spec.seed} (radius {spec.radius[0]},{spec.radius[1]}; "
        f"sk-strings {spec.heuristic}, k = {spec.k}, s = {spec.s}; MML {spec.mml:.1f} bits)",
        f"  {machine.size} states, initial 0, final {sorted(machine.ends) or 'none'}",
    ]
    for (q, a), (t, w) in machine.transitions.items():
        lines.append(f"  {q} -- {a} --> {t}   (p = {w / machine.total(q):.2f}, weight {w})")
    for q, w in machine.ends.items():
        lines.append(f"  {q} ends here   (p = {w / machine.total(q):.2f}, weight {w})")
    return "\n".join(lines)


def scenarios_text(counts: Counter[tuple[str, ...]]) -> str:
    return "\n".join(f"  {c:>4} × {' ; '.join(w)}" for w, c in counts.most_common())


def run_spec_check(args: argparse.Namespace) -> int:
    """`errlang check FILE.c --spec SPEC.json`: scenarios the specification rejects are
    counterexamples, printed like failing assertions (exit 1)."""
    try:
        spec = read_spec(args.spec)
        if not Path(args.file).is_file():
            raise ValueError(f"{args.file}: no such file")
        result = check_spec(args.file, spec, bound=args.loop_bound or 3, timeout=args.timeout)
    except USER_ERRORS as error:
        print(f"errlang check: error: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    replays = []
    if args.replay:
        from errlang.mining.replay import replay_violation

        replays = [replay_violation(args.file, result, v) for v in result.violations]
    if args.json:
        print(json.dumps(spec_check_json(args.file, result, replays), indent=2))
    else:
        print(spec_check_text(args.file, result, replays))
    return EXIT_FAILS if result.violations else EXIT_OK


def _violation_line(result: SpecCheck, index: int) -> tuple[int, str]:
    violation = result.violations[index]
    trace = result.traces.traces[violation.run_index]
    call = trace.calls[violation.call_position]
    return call.line, call.name


def _in_file(run: dict[str, Any], lines: int) -> dict[str, Any]:
    """The run's steps in the file itself (not those in the appended recording stubs)."""
    return {**run, "steps": [s for s in run["steps"] if 0 < s["line"] <= lines]}


def spec_check_json(path: str, result: SpecCheck, replays: list[Any]) -> dict[str, Any]:
    source_lines = len(Path(path).read_text(errors="replace").splitlines())
    items = []
    for i, v in enumerate(result.violations):
        line, name = _violation_line(result, i)
        run = result.traces.runs[v.run_index]
        item: dict[str, Any] = {
            "line": line,
            "call": name,
            "verdict": "fails",
            "scenario": list(v.scenario.word),
            "rejected_at": v.rejected_at,
            "reason": _reason(v.scenario.word, v.rejected_at),
            "counterexample": _in_file(run.to_json(), source_lines),
        }
        if replays:
            item["replay"] = {"status": replays[i].status, "detail": replays[i].detail}
        items.append(item)
    return {
        "file": path,
        "scenarios": len(result.scenarios),
        "traces": len(result.traces.traces),
        "complete": result.traces.complete,
        "loop_bound": result.traces.bound,
        "violations": items,
    }


def _reason(word: tuple[str, ...], at: int) -> str:
    if at >= len(word):
        return f"the scenario ends after {word[-1]}, where the specification expects more calls"
    return (
        f"the specification does not allow {word[at]} after {' ; '.join(word[:at]) or 'the start'}"
    )


def spec_check_text(path: str, result: SpecCheck, replays: list[Any]) -> str:
    out = []
    try:
        source = Path(path).read_text(errors="replace").splitlines()
    except OSError:
        source = []
    seen: set[tuple[int, tuple[str, ...]]] = set()
    for i, v in enumerate(result.violations):
        line, name = _violation_line(result, i)
        if (line, v.scenario.word) in seen:
            continue
        seen.add((line, v.scenario.word))
        run = result.traces.runs[v.run_index]
        out.append(
            f"{path}:{line}: FAILS (loop bound {result.traces.bound}): "
            f"specification violated at {name}"
        )
        out.append(f"    {_reason(v.scenario.word, v.rejected_at)}")
        out.append(
            f"    scenario: {' ; '.join(v.scenario.word)} "
            f"(lines {', '.join(map(str, v.scenario.lines))})"
        )
        inputs = ", ".join(input_texts(run))
        out.append(f"    inputs: {inputs or '(none)'}")
        for step_line, function in run.steps:
            if 0 < step_line <= len(source):
                out.append(f"    {step_line:>5} {function:<16} {source[step_line - 1].strip()}")
        if replays:
            out.append(f"    replay: {replays[i].status}: {replays[i].detail}")
    if not result.scenarios:
        out.append(f"{path}: note: no call matches the seed {result.seed}")
    if not result.violations:
        complete = (
            "all runs"
            if result.traces.complete
            else f"the first {len(result.traces.traces)} traces"
        )
        out.append(
            f"{path}: holds-within-bound (loop bound {result.traces.bound}): "
            f"{len(result.scenarios)} scenarios of {complete} satisfy the specification"
        )
    return "\n".join(out)
