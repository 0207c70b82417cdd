"""`errlang check FILE.c`: a bounded verdict for every assertion."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from errlang.cli.main import EXIT_BAD_INPUT, EXIT_FAILS, EXIT_OK
from errlang.session.check import check
from errlang.session.settings import Settings


def add_program_options(
    parser: argparse.ArgumentParser, timeout_help: str = "time budget in seconds (default 60)"
) -> None:
    """-I, -D, --timeout and --json: the options of every command that reads C files."""
    parser.add_argument("-I", dest="include", action="append", default=[], metavar="DIR")
    parser.add_argument("-D", dest="define", action="append", default=[], metavar="NAME[=V]")
    parser.add_argument("--timeout", type=float, default=60.0, metavar="S", help=timeout_help)
    parser.add_argument("--json", action="store_true", help="print JSON")


def positive(text: str) -> int:
    value = int(text)
    if value < 1:
        raise argparse.ArgumentTypeError("must be at least 1")
    return value


def register(sub: argparse._SubParsersAction) -> None:
    parser = sub.add_parser("check", help="bounded check of every assertion")
    parser.add_argument("file", help="the C file")
    add_program_options(parser)
    parser.add_argument(
        "--loop-bound",
        type=positive,
        default=3,
        metavar="B",
        help="iterations per loop and recursion depth (default 3)",
    )
    parser.set_defaults(func=run)


def run(args: argparse.Namespace) -> int:
    settings = Settings(
        loop_bound=args.loop_bound,
        timeout=args.timeout,
        include_dirs=tuple(args.include),
        defines=tuple(args.define),
    )
    if not Path(args.file).is_file():
        result: dict = {
            "file": args.file,
            "assertions": [],
            "errors": [{"line": 1, "column": 1, "message": "no such file"}],
        }
    else:
        result = check(args.file, None, settings)
    if args.json:
        print(json.dumps(result, indent=2))
    else:
        print_human(result)
    return exit_code(result)


def exit_code(result: dict) -> int:
    if any(a["verdict"] == "fails" for a in result["assertions"]):
        return EXIT_FAILS
    return EXIT_BAD_INPUT if result["errors"] else EXIT_OK


def print_human(result: dict) -> None:
    path = result["file"]
    try:
        lines = Path(path).read_text(errors="replace").splitlines()
    except OSError:
        lines = []
    for error in result["errors"]:
        print(
            f"{path}:{error['line']}:{error['column']}: error: {error['message']}", file=sys.stderr
        )
    for item in result["assertions"]:
        where = f"{path}:{item['line']}:{item['column']}"
        verdict = item["verdict"].upper() if item["verdict"] == "fails" else item["verdict"]
        print(f"{where}: {verdict}: {item['text']}")
        if item.get("reason"):
            print(f"    {item['reason']}")
        example = item.get("counterexample")
        if example:
            inputs = ", ".join(
                f"{i['function']}@{i['line']} = {i['value']}" for i in example["inputs"]
            )
            print(f"    inputs: {inputs or '(none)'}")
            for step in example["steps"]:
                text = lines[step["line"] - 1].strip() if 0 < step["line"] <= len(lines) else ""
                print(f"    {step['line']:>5} {step['function']:<16} {text}")
    if not result["assertions"] and not result["errors"]:
        print(f"{path}: no assertions")
