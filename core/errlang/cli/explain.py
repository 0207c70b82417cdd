"""`errlang explain FILE.c --line L`: why an assertion fails, with its deciding choices.

``--picture general`` puts the explanation on the picture (DESIGN §3): the JSON's automaton,
transition types and neighbourhoods are then those of the picture (annotated through the same
product with the behaviour's analysis as the exact automaton, SEFM 2018 Defs. 10–12); its
``picture`` member stays. The default ``exact`` keeps the document's top-level automaton exact.
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sys
from collections.abc import Callable
from pathlib import Path

from errlang.cli.check import add_program_options, file_problem, positive
from errlang.cli.diff import error_json
from errlang.cli.learn import add_bound_options, linked, settings_from
from errlang.cli.learn import text_report as learn_text
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_FAILS, EXIT_OK
from errlang.cli.names import shown_json, shown_output
from errlang.encoder.encoding import END_LETTER, ERROR_LETTER
from errlang.explain.annotate import annotate
from errlang.explain.counterexample import Alternative, Decision
from errlang.explain.explanation import ExplainedRun, Explanation
from errlang.explain.stdin import stdin_formats, stdin_json
from errlang.explain.values import (
    input_texts,
    value_text,
    violation_text,
    written_texts,
)
from errlang.frontend.program import Program
from errlang.session.analysis import Analysis
from errlang.session.errors import AnalysisError
from errlang.session.explaining import BehaviourMissing, explain_target
from errlang.session.picture import PICTURE_MODES, general_view
from errlang.session.serialise import explanation_json, learned_json
from errlang.teacher.runs import Run


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "explain", help="explain why an assertion fails: counterexamples and deciding choices"
    )
    parser.add_argument("file", help="the C file")
    parser.add_argument(
        "more", nargs="*", metavar="FILE.c", help="further translation units, linked with FILE"
    )
    parser.add_argument("--line", type=positive, required=True,
                        help="1-based line of the assertion")  # fmt: skip
    parser.add_argument(
        "--replay",
        action="store_true",
        help="compile and run the program on each counterexample (runs your code)",
    )
    parser.add_argument(
        "--replay-timeout",
        type=float,
        default=5.0,
        metavar="S",
        help="seconds per replayed run (default 5)",
    )
    parser.add_argument(
        "--picture",
        choices=PICTURE_MODES,
        default="exact",
        help="explain on the exact automaton (default) or on the general picture (its states "
        "carry the transition types and decision points)",
    )
    add_program_options(
        parser,
        "time budget in seconds for the whole command, from its start (default 60): the "
        "failing runs are learned within it, the normal runs of main within what is left "
        "(when that runs out, the failing runs are printed with the behaviour marked missing)",
    )
    add_bound_options(parser)
    parser.set_defaults(func=run)  # fmt: skip


def run(args: argparse.Namespace) -> int:
    problem = file_problem(args.file)
    if problem is not None:
        print(f"errlang: {args.file}: {problem}", file=sys.stderr)
        return EXIT_BAD_INPUT
    settings = settings_from(args)
    analysis = Analysis(args.file, None, settings, program=linked(args.file, args.more, settings))
    try:  # one budget for the command, from the process' start (issue 19, item 4)
        explanation = explain_target(
            analysis,
            args.line,
            args.replay,
            args.replay_timeout,
            lambda message, _: print(f"errlang: {message}", file=sys.stderr),
            None,
            since=args.started,
        )
    except BehaviourMissing as missing:  # the failing language without its explanation
        return _without_behaviour(args, analysis, missing)
    except AnalysisError as error:  # no failing language either
        if not args.json:
            raise  # located on stderr by errlang.cli.main
        print(json.dumps({"error": error_json(error, args.file)}, indent=2))
        return EXIT_BAD_INPUT
    if args.picture == "general":
        explanation = on_picture(explanation)
    if args.json:
        document = shown_json(explanation_json(explanation), analysis.program)
        shown_runs = document.get("counterexamples", [])
        for shown, example in zip(shown_runs, explanation.examples, strict=False):
            stdin = stdin_json(example.run, args.file)  # what it read from stdin, as text
            if stdin is not None:
                shown["stdin"] = stdin
        sys.stdout.write(json.dumps(document, indent=2) + "\n")
    else:
        source: Source = _source_lines(args.file)
        if args.more:  # linked units: each step's line in its function's file
            source = _located_lines(analysis.program)
        sys.stdout.write(shown_output(text_report(explanation, source), analysis.program))
    return EXIT_FAILS if explanation.fails else EXIT_OK


def _without_behaviour(
    args: argparse.Namespace, analysis: Analysis, missing: BehaviourMissing
) -> int:
    """The language of error learned, with the behaviour automaton marked missing and why
    (JSON: ``behaviour: null``, ``behaviour_missing``; text: a ``behaviour: missing`` line)."""
    failing = missing.failing
    if args.json:
        document = learned_json(failing)
        document["behaviour"] = None
        document["behaviour_missing"] = missing.reason
        document["explanation"] = {"fails": True, "choices": []}
        document = shown_json(document, analysis.program)
        sys.stdout.write(json.dumps(document, indent=2) + "\n")
    else:
        shown = general_view(failing, failing.picture) if args.picture == "general" else failing
        text = learn_text(shown, failing) + f"behaviour: missing: {missing.reason}\n"
        sys.stdout.write(shown_output(text, analysis.program))
    print(f"errlang: no explanation: {missing.reason}", file=sys.stderr)
    return EXIT_FAILS


def on_picture(explanation: Explanation) -> Explanation:
    """``explanation`` drawn on the failing language's picture: its automaton, transition
    types and neighbourhoods (unchanged without a picture or without a behaviour to annotate
    from)."""
    failing, behaviour = explanation.failing, explanation.behaviour
    if failing.picture is None or behaviour is None:
        return explanation
    shown = general_view(failing, failing.picture)
    annotation = annotate(shown.dfa, behaviour.analysis)
    return dataclasses.replace(explanation, failing=shown, annotation=annotation)


def _source_lines(path: str) -> list[str]:
    try:
        return Path(path).read_text(errors="replace").splitlines()
    except OSError:
        return []


# the source lines of one file, or (several units) where a step is: (line, function) ->
# (its location as printed, its source text)
Source = list[str] | Callable[[int, str], tuple[str, str]]


def _located_lines(program: Program) -> Callable[[int, str], tuple[str, str]]:
    """For a linked program: a step's ``file:line`` and text, the file its function is in."""
    files: dict[str, list[str]] = {}

    def locate(line: int, function: str) -> tuple[str, str]:
        definition = program.functions.get(function)
        coord = definition.coord if definition is not None else None
        path = str(coord.file) if coord is not None and coord.file else str(program.path)
        if path not in files:
            files[path] = _source_lines(path)
        return f"{Path(path).name}:{line}", _source(files[path], line)

    return locate


def text_report(explanation: Explanation, source: Source) -> str:
    """The human-readable report: counterexamples with marked steps, then the summary."""
    out: list[str] = []
    for number, example in enumerate(explanation.examples, start=1):
        out += _counterexample(number, example, source)
    out.append("summary:")
    out += [f"  {sentence}" for sentence in explanation.summary]
    if explanation.failing.picture is not None:
        out.append(f"  picture: {explanation.failing.picture.guarantee()}")
    for item in explanation.failing.guarantee.unproven:
        out.append(f"  UNPROVEN: {item}")
    if explanation.normal is not None:
        for item in explanation.normal.guarantee.unproven:
            out.append(f"  UNPROVEN (normal runs of main): {item}")
    return "\n".join(out) + "\n"


def _counterexample(number: int, example: ExplainedRun, source: Source) -> list[str]:
    abstraction, replay = example.abstraction, example.replay
    head = f"counterexample {number}: {' '.join(example.run.word)}"
    if example.added_for is not None:
        head += "  (another deciding choice)"
    if replay is not None:
        head += "   replayed ✓" if replay.reproduced else f"   replay: {replay.status}"
    lines = [head]
    if replay is not None and not replay.reproduced:
        lines.append(f"  replay: {replay.detail}")
    abstracted = [step.letter for step in abstraction.abstracted]
    lines.append(f"  abstracted: {' → '.join(abstracted) if abstracted else '(no choice)'}")
    if abstraction.problem:
        lines.append(f"  note: {abstraction.problem}")
    formats = stdin_formats(source) if isinstance(source, list) else None
    inputs = "; ".join(input_texts(example.run, formats))  # stdin read as its text
    lines.append(f"  inputs in call order: {inputs or '(none)'}")
    if example.run.violation:
        lines.append(f"  fails with: {violation_text(example.run)}")
    lines.append("  steps:")
    by_index = {s.step_index: s for s in abstraction.steps
                if s.step_index is not None and s.letter != ERROR_LETTER}  # fmt: skip
    in_code = abstraction.decision.deciding_step if abstraction.decision else None
    writes = written_texts(example.run)
    for index, (line, function) in enumerate(example.run.steps):
        mark, note = "  ", ""
        written = writes[index]
        if written:
            note = f"   {written}"
        if in_code is not None and in_code.kind == "branch" and in_code.step_index == index:
            mark = "◆ "
            tested = in_code.values_text(example.run)
            note += f"   tests {tested}" if tested else ""
            note += "  DECIDES: this outcome commits the run to failure"
        elif in_code is not None and in_code.kind == "statement" and in_code.step_index == index:
            mark = "◆ "
            note += "  DECIDES: this write commits the run to failure"
        event = by_index.get(index)
        if event is not None:
            mark = "▶ " if event.kept else "· "
            values = ", ".join(f"{k} = {value_text(v)}" for k, v in event.values.items())
            note += f"   ← {event.letter}" + (f" [{values}]" if values else "")
            if event.deciding:
                mark = "✗ "
                note += "  DECIDES: commits the run to failure"
        if callable(source):
            where, text = source(line, function)
            lines.append(f"  {mark}{where:>12} {function:<16} {text}{note}")
        else:
            lines.append(f"  {mark}{line:>5} {function:<16} {_source(source, line)}{note}")
    if abstraction.decision is not None:
        lines += _decision(abstraction.decision, example.run)
    lines.append("")
    return lines


def _decision(decision: Decision, run: Run | None = None) -> list[str]:
    in_code = decision.deciding_step
    decided = [f"  decided in the code: {in_code.text(run)}"] if in_code is not None else []
    if not decision.visible:
        between = ", ".join(map(str, decision.lines_between)) or "-"
        return [f"  deciding: a choice no event shows, after {decision.after or 'the start'}"
                f" (lines passed: {between})", *decided]  # fmt: skip
    where = f"line {decision.line}" if decision.line is not None else "unknown line"
    lines = [f"  deciding: {decision.letter} at {where}"
             f" after {decision.after or 'the start'}"]  # fmt: skip
    if in_code is not None and in_code.kind != "event":
        lines += decided
    others = [_alternative(a) for a in decision.alternatives]
    if others:
        lines.append(f"  instead: {'; '.join(others)}")
    return lines


def _alternative(alternative: Alternative) -> str:
    """``unlock (correct, line 8)``; the end letter reads as ending the run there."""
    name = "ending the run" if alternative.letter == END_LETTER else alternative.letter
    lines = ", ".join(map(str, alternative.lines))
    return f"{name} ({alternative.type}" + (f", line {lines})" if lines else ")")


def _source(source: list[str], line: int) -> str:
    return source[line - 1].strip() if 0 < line <= len(source) else ""
