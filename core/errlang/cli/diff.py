"""`errlang diff OLD.c NEW.c --line L`: the failing words only in one version (ATVA 2015 §5).

A version of several units: ``--old a.c,b.c --new a2.c,b.c`` (each list linked as
``check a.c b.c`` links it; ``--line`` names a line of the units, as ``learn a.c b.c`` does).

``--picture general`` compares the two versions' pictures (DESIGN §3) instead of their exact
automata: the difference automata then show loops where the bound cannot tell; its words of
length ≤ n are right where both pictures are (on decided words), the rest is generalisation.
The default stays ``exact``: the listed words are then facts about runs within the bound.
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from errlang.automata.export import to_dot
from errlang.cli.check import add_program_options, positive
from errlang.cli.learn import add_bound_options, linked, settings_from
from errlang.cli.main import EXIT_BAD_INPUT, EXIT_FAILS, EXIT_OK
from errlang.cli.names import internal_name, shown_json, shown_output
from errlang.explain.difference import compare
from errlang.explain.results import LearnedAutomaton
from errlang.frontend import Program
from errlang.session.analysis import Analysis
from errlang.session.diff import VersionDiff, compare_versions
from errlang.session.errors import AnalysisError
from errlang.session.picture import PICTURE_MODES, general_view
from errlang.session.serialise import diff_json
from errlang.session.settings import Settings


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser(
        "diff", help="compare two versions: the failing (or complete) runs only in one of them"
    )
    parser.add_argument("old", nargs="?", help="the old version (C file)")
    parser.add_argument("new", nargs="?", help="the new version (C file)")
    parser.add_argument(
        "--old",
        dest="old_units",
        type=unit_list,
        metavar="A.c,B.c",
        help="the old version as a program of several units, linked (instead of OLD.c)",
    )
    parser.add_argument(
        "--new",
        dest="new_units",
        type=unit_list,
        metavar="A2.c,B.c",
        help="the new version as a program of several units, linked (instead of NEW.c)",
    )
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
    parser.add_argument(
        "--picture",
        choices=PICTURE_MODES,
        default="exact",
        help="compare the exact automata (default: the words listed are runs within the bound) "
        "or the general pictures (loops where the bound cannot tell)",
    )
    add_program_options(parser, "time budget in seconds for the whole comparison (default 60)")
    add_bound_options(parser)
    parser.set_defaults(func=run)  # fmt: skip


def unit_list(text: str) -> list[str]:
    """``a.c,b.c``: a program's units, the first one the file whose lines ``--line`` names."""
    units = [part.strip() for part in text.split(",")]
    if not all(units):
        raise argparse.ArgumentTypeError(f"an empty file name in {text!r}")
    return units


def versions(args: argparse.Namespace) -> tuple[list[str], list[str]] | str:
    """The units of the old and the new version, or what is wrong with the arguments."""
    if args.old_units is None and args.new_units is None:
        if args.old is None or args.new is None:
            return "the versions OLD.c and NEW.c are required (or --old A.c,B.c --new A2.c,B.c)"
        return [args.old], [args.new]
    if args.old is not None:
        return "give the versions either as OLD.c NEW.c or as --old … --new …, not both"
    if args.old_units is None or args.new_units is None:
        return "--old and --new go together (each a comma-separated list of units)"
    return args.old_units, args.new_units


def run(args: argparse.Namespace) -> int:
    if args.line_new is not None and args.line is None:
        print("errlang: --line-new needs --line", file=sys.stderr)
        return EXIT_BAD_INPUT
    given = versions(args)
    if isinstance(given, str):
        print(f"errlang diff: error: {given}", file=sys.stderr)
        return EXIT_BAD_INPUT
    old_units, new_units = given
    for path in (*old_units, *new_units):
        if not Path(path).is_file():
            print(f"errlang: {path}: no such file", file=sys.stderr)
            return EXIT_BAD_INPUT
    settings = settings_from(args)
    old_program = linked(old_units[0], old_units[1:], settings)
    new_program = linked(new_units[0], new_units[1:], settings)
    try:
        result = _compared(args, settings, old_units, new_units, old_program, new_program)
    except AnalysisError as error:
        shared = f"the versions share --timeout {args.timeout:g} s (each learn a part of it)"
        if "time budget" not in str(error):
            shared = ""
        if not args.json:
            if shared:
                print(f"errlang diff: {shared}", file=sys.stderr)
            raise  # located on stderr by errlang.cli.main
        found = error_json(error, old_units[0])
        if shared:
            found["note"] = shared
        print(json.dumps({"error": found}, indent=2))
        return EXIT_BAD_INPUT
    if args.picture == "general":
        result = on_pictures(result, args.limit)
    old, new = ",".join(old_units), ",".join(new_units)
    if args.json:
        document = {**diff_json(result.difference, result.old, result.new), "picture": args.picture}
        document = shown_json(shown_json(document, old_program), new_program)
        sys.stdout.write(json.dumps(document, indent=2) + "\n")
    else:
        text = text_report(result, old, new, dot=args.dot, picture=args.picture)
        sys.stdout.write(shown_output(shown_output(text, old_program), new_program))
    return EXIT_OK if result.difference.same else EXIT_FAILS


def _compared(
    args: argparse.Namespace,
    settings: Settings,
    old_units: list[str],
    new_units: list[str],
    old_program: Program | None,
    new_program: Program | None,
) -> VersionDiff:
    """Both versions learned and compared within the one budget of ``--timeout``."""
    function = args.function and internal_name(args.function, old_program or new_program)
    return compare_versions(
        Analysis(old_units[0], None, settings, program=old_program),
        Analysis(new_units[0], None, settings, program=new_program),
        line=args.line,
        line_new=args.line_new,
        function=function,
        limit=args.limit,
        progress=lambda message, _: print(f"errlang: {message}", file=sys.stderr),
        since=args.started,
        timeout=args.timeout,
    )


def error_json(error: AnalysisError, path: str) -> dict[str, object]:
    """``{"location", "message"}`` of the first error (as ``model --json`` gives it): why
    nothing was compared (e.g. the budget ran out before a version's first loop bound)."""
    first = error.errors[0] if error.errors else {"line": 1, "column": 1, "message": str(error)}
    where = f"{first.get('file') or error.path or path}:{first['line']}:{first['column']}"
    return {"location": where, "message": first["message"]}


def on_pictures(result: VersionDiff, limit: int) -> VersionDiff:
    """``result`` with both versions drawn as their pictures and compared as such (a version
    without a picture keeps its exact automaton)."""
    old = general_view(result.old, result.old.picture)
    new = general_view(result.new, result.new.picture)
    return VersionDiff(old, new, compare(old, new, limit))


def text_report(
    result: VersionDiff, old: str, new: str, *, dot: bool = False, picture: str = "exact"
) -> str:
    difference = result.difference
    what = "complete runs" if result.old.target.kind == "function" else "failing runs"
    scope = f"loop bound {result.old.bounds.loop_bound}, words up to length {difference.max_length}"
    if picture == "general":
        scope += "; general pictures: right on every decided word, the rest is generalisation"
    elif not difference.exact:
        scope += "; longer words are generalisation"
    out = [f"{what} of {_target(result.old)} in {old} and {_target(result.new)} in {new}",
           f"({scope})"]  # fmt: skip
    if difference.same:
        out.append("the two versions have the same language")
    for side, path, other in ((difference.only_old, old, new), (difference.only_new, new, old)):
        if not side.words and not side.dfa.transitions:
            out.append(f"only in {path}: none")
            continue
        states = len(side.dfa.states)
        out.append(f"only in {path} (not in {other}); automaton of {states} states:")
        out += [f"  {' '.join(word)}" for word in side.words]
        if side.truncated:
            out.append("  …")
        if not side.words:
            out.append(f"  (no word up to length {difference.max_length}; longer ones only)")
        if dot:
            out.append(to_dot(side.dfa, title=f"only in {path}"))
    return "\n".join(out) + "\n"


def _target(learned: LearnedAutomaton) -> str:
    target = learned.target
    if target.kind == "function":
        return f"{target.function}()"
    return f"assert({target.text or ''}) at line {target.line}"
