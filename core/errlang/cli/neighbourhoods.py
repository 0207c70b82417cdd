"""``errlang neighbourhoods``: the SEFM 2018 neighbourhood analysis of an LTS file.

Reads an Aldebaran ``.aut`` or JSON LTS, prints the enriched states, the transition types, the
neighbourhoods and the abstracted counterexample, as text or (``--json``) as the JSON object
documented in docs/neighbourhoods.md. Bad input exits with code 2 and a one-line message.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections.abc import Sequence
from typing import Any

from errlang.automata.lts import LTSFormatError, load_lts
from errlang.automata.neighbourhoods import (
    CounterexampleError,
    NeighbourhoodAnalysis,
    Traces,
    TransitionType,
    analyse,
    to_json,
)

EXIT_OK = 0
EXIT_BAD_INPUT = 2


def register(subparsers: Any) -> None:
    """Add the ``neighbourhoods`` sub-command to ``errlang``'s parser."""
    parser = subparsers.add_parser(
        "neighbourhoods",
        help="neighbourhoods of an LTS for a nested inevitability property (SEFM 2018)",
        description=(
            "Enrich the states of an LTS (Aldebaran .aut or JSON) with max/common prefixes and "
            "suffixes of the property Inev(A, B, ...), type its transitions correct / incorrect "
            "/ neutral, find the neighbourhoods and abstract a counterexample."
        ),
    )
    parser.add_argument("lts", metavar="LTS", help="an .aut file or a JSON file")
    parser.add_argument(
        "--inevitable",
        required=True,
        metavar="A,B,...",
        help="the labels of Inev(A, B, ...), comma-separated (write \\, for a comma in a label)",
    )
    parser.add_argument(
        "--counterexample",
        metavar="L1,L2,...",
        help="labels of a path from the initial state to abstract (empty string: empty path)",
    )
    parser.add_argument(
        "--finite-traces",
        action="store_true",
        help="consider only finite traces (ending in a state without successors)",
    )
    parser.add_argument("--json", action="store_true", help="print JSON")
    parser.set_defaults(func=run)


def split_labels(text: str) -> list[str]:
    """Split ``A,B,C`` into labels; ``\\,`` is a comma inside a label, ``\\\\`` a backslash."""
    labels: list[str] = []
    current: list[str] = []
    chars = iter(text)
    for ch in chars:
        if ch == "\\":
            current.append(next(chars, "\\"))
        elif ch == ",":
            labels.append("".join(current).strip())
            current = []
        else:
            current.append(ch)
    labels.append("".join(current).strip())
    return [] if labels == [""] else labels


def run(args: argparse.Namespace) -> int:
    """Run the analysis; 0 on success, 2 on bad input (message on stderr)."""
    try:
        inevitable = split_labels(args.inevitable)
        if not inevitable or "" in inevitable:
            raise ValueError("--inevitable needs one or more non-empty labels, e.g. A,B")
        counterexample = None
        if args.counterexample is not None:
            counterexample = split_labels(args.counterexample)
            if "" in counterexample:
                raise ValueError("--counterexample contains an empty label")
        lts = load_lts(args.lts)
        traces: Traces = "finite" if args.finite_traces else "maximal"
        analysis = analyse(lts, inevitable, counterexample, traces=traces)
    except (LTSFormatError, CounterexampleError, ValueError) as error:
        print(f"errlang neighbourhoods: {error}", file=sys.stderr)
        return EXIT_BAD_INPUT
    if args.json:
        sys.stdout.write(dumps_lines(to_json(analysis)))
    else:
        sys.stdout.write(report(analysis, args.lts))
    return EXIT_OK


def dumps_lines(data: dict[str, Any]) -> str:
    """JSON text with one top-level key per line and one element of each list or object per
    line: readable, and fast for large LTSs (each line uses the C encoder, unlike ``indent``)."""
    parts = []
    for key, value in data.items():
        head = f"  {json.dumps(key)}: "
        if isinstance(value, list) and any(isinstance(x, (dict, list)) for x in value):
            body = ",\n".join(f"    {json.dumps(x, ensure_ascii=False)}" for x in value)
            parts.append(f"{head}[\n{body}\n  ]")
        elif isinstance(value, dict) and value:
            body = ",\n".join(
                f"    {json.dumps(k, ensure_ascii=False)}: {json.dumps(v, ensure_ascii=False)}"
                for k, v in value.items()
            )
            parts.append(f"{head}{{\n{body}\n  }}")
        else:
            parts.append(head + json.dumps(value, ensure_ascii=False))
    return "{\n" + ",\n".join(parts) + "\n}\n"


def _word(labels: Sequence[str]) -> str:
    return "·".join(labels) if labels else "ε"


def report(analysis: NeighbourhoodAnalysis, name: str = "LTS") -> str:
    """A readable text report of ``analysis``."""
    lts = analysis.lts
    lines = [
        f"{name}: {len(lts.states)} states, {len(lts.transitions)} transitions, "
        f"initial state {lts.initial} ({analysis.traces} traces)",
        f"property: Inev({', '.join(analysis.inevitable)})",
    ]
    if analysis.excluded:
        shown = ", ".join(str(s) for s in analysis.excluded)
        lines.append(f"excluded (on no trace): {shown}")
    lines.append("")
    lines.append("states: max prefix, common prefix, max suffix, common suffix")
    width = max((len(str(s)) for s in analysis.annotations), default=1)
    for s, a in analysis.annotations.items():
        lines.append(
            f"  {s!s:<{width}}  mp={_word(a.mp)}  cp={_word(a.cp)}  "
            f"ms={_word(a.ms)}  cs={_word(a.cs)}"
        )
    typed = analysis.typed_transitions()
    counts = {kind: sum(1 for _, k in typed if k is kind) for kind in TransitionType}
    lines.append("")
    lines.append(
        f"transitions: {counts[TransitionType.CORRECT]} correct, "
        f"{counts[TransitionType.INCORRECT]} incorrect, {counts[TransitionType.NEUTRAL]} neutral"
    )
    for t, kind in typed:
        lines.append(f"  {t.source} --{t.label}--> {t.target}  {kind.value}")
    lines.append("")
    lines.append(f"neighbourhoods: {len(analysis.neighbourhoods)}")
    for area in analysis.neighbourhoods:
        lines.append(
            f"  state {area.state}: {area.correct} correct, {area.incorrect} incorrect, "
            f"{area.neutral} neutral outgoing"
        )
    if analysis.counterexample is not None and analysis.abstracted_counterexample is not None:
        kept = analysis.abstracted_counterexample
        lines.append("")
        lines.append(
            f"abstracted counterexample ({len(kept)} of {len(analysis.counterexample)} "
            f"actions): {', '.join(kept) if kept else '(none)'}"
        )
        for step in analysis.counterexample:
            mark = "*" if step.kept else " "
            lines.append(
                f"  {mark} {step.position + 1}. {step.source} --{step.label}--> {step.target}"
            )
    return "\n".join(lines) + "\n"
