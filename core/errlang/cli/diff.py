"""`errlang diff OLD.c NEW.c --line L`: the failing words only in one version (ATVA 2015 §5)."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from errlang.automata.export import dfa_from_json, to_dot
from errlang.cli.check import add_program_options, positive
from errlang.cli.learn import add_bound_options, settings_from
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_FAILS, EXIT_OK
from errlang.session.diff import diff


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "diff", help="compare two versions: the failing (or complete) runs only in one of them"
    )
    parser.add_argument("old", help="the old version (C file)")
    parser.add_argument("new", help="the new version (C file)")
    target = parser.add_mutually_exclusive_group(required=True)
    target.add_argument("--line", type=positive, help="1-based line of the assertion (old)")
    target.add_argument("--function", help="compare the complete runs of this function")
    parser.add_argument(
        "--line-new",
        type=positive,
        default=None,
        metavar="L2",
        help="line of the assertion in the new version (default: --line)",
    )
    parser.add_argument(
        "--dot", action="store_true", help="also print each difference automaton as Graphviz DOT"
    )
    parser.add_argument(
        "--limit",
        type=positive,
        default=10,
        metavar="K",
        help="words listed per direction (default 10)",
    )
    add_program_options(parser, "time budget in seconds per version (default 60)")
    add_bound_options(parser)
    parser.set_defaults(func=run)  # fmt: skip


def run(args: argparse.Namespace) -> int:
    if args.line_new is not None and args.line is None:
        print("errlang: --line-new needs --line", file=sys.stderr)
        return EXIT_BAD_INPUT
    for path in (args.old, args.new):
        if not Path(path).is_file():
            print(f"errlang: {path}: no such file", file=sys.stderr)
            return EXIT_BAD_INPUT
    settings = settings_from(args)
    result = diff(
        args.old,
        args.new,
        line=args.line,
        line_new=args.line_new,
        function=args.function,
        settings=settings,
        limit=args.limit,
        progress=lambda message, _: print(f"errlang: {message}", file=sys.stderr),
    )
    if args.json:
        sys.stdout.write(json.dumps(result, indent=2) + "\n")
    else:
        sys.stdout.write(text_report(result, args.old, args.new, dot=args.dot))
    return EXIT_OK if result["same"] else EXIT_FAILS


def text_report(result: dict[str, Any], old: str, new: str, *, dot: bool = False) -> str:
    what = "complete runs" if result["kind"] == "function" else "failing runs"
    scope = f"loop bound {result['loop_bound']}, words up to length {result['max_length']}"
    if not result["exact"]:
        scope += "; longer words are generalisation"
    out = [f"{what} of {_target(result['old'])} in {old} and {_target(result['new'])} in {new}",
           f"({scope})"]  # fmt: skip
    if result["same"]:
        out.append("the two versions have the same language")
    for key, path, other in (("only_old", old, new), ("only_new", new, old)):
        side = result[key]
        words = side["words"]
        if not words and not side["automaton"]["transitions"]:
            out.append(f"only in {path}: none")
            continue
        states = len(side["automaton"]["states"])
        out.append(f"only in {path} (not in {other}); automaton of {states} states:")
        out += [f"  {' '.join(word)}" for word in words]
        if side["truncated"]:
            out.append("  …")
        if not words:
            out.append(f"  (no word up to length {result['max_length']}; longer ones only)")
        if dot:
            out.append(to_dot(dfa_from_json(side["automaton"]), title=f"only in {path}"))
    return "\n".join(out) + "\n"


def _target(result: dict[str, Any]) -> str:
    target = result["target"]
    if target["kind"] == "function":
        return f"{target['function']}()"
    return f"assert({target.get('text', '')}) at line {target['line']}"
