"""`errlang explain FILE.c --line L`: why an assertion fails, with its deciding choices."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from errlang.cli.check import add_program_options, positive
from errlang.cli.learn import add_bound_options, settings_from
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_FAILS, EXIT_OK
from errlang.session.explain import explain


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "explain", help="explain why an assertion fails: counterexamples and deciding choices"
    )
    parser.add_argument("file", help="the C file")
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
    add_program_options(parser, "time budget in seconds per learned language (default 60)")
    add_bound_options(parser)
    parser.set_defaults(func=run)  # fmt: skip


def run(args: argparse.Namespace) -> int:
    if not Path(args.file).is_file():
        print(f"errlang: {args.file}: no such file", file=sys.stderr)
        return EXIT_BAD_INPUT
    result = explain(
        args.file,
        line=args.line,
        settings=settings_from(args),
        replay=args.replay,
        replay_timeout=args.replay_timeout,
        progress=lambda message, _: print(f"errlang: {message}", file=sys.stderr),
    )
    if args.json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
    else:
        sys.stdout.write(text_report(result, _source_lines(args.file)))
    return EXIT_FAILS if result["explanation"]["fails"] else EXIT_OK


def _source_lines(path: str) -> list[str]:
    try:
        return Path(path).read_text(errors="replace").splitlines()
    except OSError:
        return []


def text_report(result: dict[str, Any], source: list[str]) -> str:
    """The human-readable report: counterexamples with marked steps, then the summary."""
    out: list[str] = []
    examples = result.get("counterexamples", [])
    for number, example in enumerate(examples, start=1):
        out += _counterexample(number, example, source)
    out.append("summary:")
    out += [f"  {sentence}" for sentence in result["summary"]]
    for item in result.get("guarantee", {}).get("unproven", []):
        out.append(f"  UNPROVEN: {item}")
    normal = result.get("behaviour", {}).get("guarantee", {}).get("normal", {})
    for item in normal.get("unproven", []):
        out.append(f"  UNPROVEN (normal runs of main): {item}")
    return "\n".join(out) + "\n"


def _counterexample(number: int, example: dict[str, Any], source: list[str]) -> list[str]:
    explanation = example.get("explanation", {})
    head = f"counterexample {number}: {' '.join(example['word'])}"
    if "added_for" in example:
        head += "  (another deciding choice)"
    if "replay" in example:
        head += (
            "   replayed ✓" if example["replayed"] else f"   replay: {example['replay']['status']}"
        )
    lines = [head]
    if "replay" in example and not example["replayed"]:
        lines.append(f"  replay: {example['replay']['detail']}")
    abstracted = explanation.get("abstracted", [])
    lines.append(f"  abstracted: {' → '.join(abstracted) if abstracted else '(no choice)'}")
    if explanation.get("problem"):
        lines.append(f"  note: {explanation['problem']}")
    inputs = "; ".join(f"{i['function']}() at line {i['line']} = {i['value']}"
                       for i in example.get("inputs", []))  # fmt: skip
    lines.append(f"  inputs in call order: {inputs or '(none)'}")
    lines.append("  steps:")
    by_index = {s["step_index"]: s for s in explanation.get("steps", [])
                if s.get("step_index") is not None and s["letter"] != "!error"}  # fmt: skip
    decision = explanation.get("decision")
    for index, step in enumerate(example.get("steps", [])):
        text = _source(source, step["line"])
        mark = "  "
        note = ""
        event = by_index.get(index)
        if event is not None:
            mark = "▶ " if event["kept"] else "· "
            values = ", ".join(f"{k} = {v}" for k, v in event.get("values", {}).items())
            note = f"   ← {event['letter']}" + (f" [{values}]" if values else "")
            if event["deciding"]:
                mark = "✗ "
                note += "  DECIDES: commits the run to failure"
        lines.append(f"  {mark}{step['line']:>5} {step['function']:<16} {text}{note}")
    if decision is not None:
        lines += _decision(decision)
    lines.append("")
    return lines


def _decision(decision: dict[str, Any]) -> list[str]:
    if not decision["visible"]:
        between = ", ".join(map(str, decision["lines_between"])) or "-"
        return [f"  deciding: a choice no event shows, after {decision['after'] or 'the start'}"
                f" (lines passed: {between})"]  # fmt: skip
    where = f"line {decision['line']}" if decision["line"] is not None else "unknown line"
    lines = [f"  deciding: {decision['letter']} at {where}"
             f" after {decision['after'] or 'the start'}"]  # fmt: skip
    others = [_alternative(a) for a in decision["alternatives"]]
    if others:
        lines.append(f"  instead: {'; '.join(others)}")
    return lines


def _alternative(alternative: dict[str, Any]) -> str:
    """``unlock (correct, line 8)``; the end letter reads as ending the run there."""
    name = "ending the run" if alternative["letter"] == "!end" else alternative["letter"]
    lines = ", ".join(map(str, alternative["lines"]))
    return f"{name} ({alternative['type']}" + (f", line {lines})" if lines else ")")


def _source(source: list[str], line: int) -> str:
    return source[line - 1].strip() if 0 < line <= len(source) else ""
