"""The `errlang` command line: one sub-command per module in this package.

Each sub-command module exposes ``register(subparsers)`` which adds its parser and sets
``func`` (a callable taking the parsed namespace and returning the exit code).
Exit codes shared by all sub-commands: 0 success / nothing fails, 1 an assertion fails,
2 bad input (unreadable file, parse error, unsupported construct, bad option).
"""

from __future__ import annotations

import argparse
import importlib
import sys
import time
from collections.abc import Sequence
from typing import NoReturn

from errlang import __version__
from errlang.cli.budget import process_start
from errlang.session.errors import AnalysisCancelled, AnalysisError

SUBCOMMANDS = (
    "check",
    "learn",
    "explain",
    "diff",
    "neighbourhoods",
    "pac",
    "model",
    "mine",
    "cable",
    "cache",
)

EXIT_OK = 0
EXIT_FAILS = 1
EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:  # argparse exits with 2 already
        self.print_usage(sys.stderr)
        self.exit(EXIT_BAD_INPUT, f"errlang: error: {message}\n")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="errlang", description="Learn the language of error of C programs.")
    parser.add_argument("--version", action="version", version=f"errlang {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name in SUBCOMMANDS:
        try:
            module = importlib.import_module(f"errlang.cli.{name}")
        except ModuleNotFoundError as error:
            if error.name != f"errlang.cli.{name}":
                raise
            continue
        module.register(sub)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    parser = build_parser()
    # a budget (--timeout) counts from the process's start when errlang runs as a program (it
    # covers Python's start-up), from this call when main() is called in a longer process
    started = time.monotonic()
    args = parser.parse_args(argv)
    args.started = (process_start() or started) if argv is None else started
    if not getattr(args, "func", None):
        parser.print_help(sys.stderr)
        return EXIT_BAD_INPUT
    try:
        return int(args.func(args))
    except AnalysisError as error:  # bad input, from any sub-command: located, no traceback
        where = error.path or getattr(args, "file", None) or "errlang"
        for e in error.errors:
            file = e.get("file") or where  # a linked program's error is in its own unit
            print(f"{file}:{e['line']}:{e['column']}: error: {e['message']}", file=sys.stderr)
        return EXIT_BAD_INPUT
    except AnalysisCancelled:
        print("errlang: cancelled", file=sys.stderr)
        return 130
    except KeyboardInterrupt:
        print("errlang: interrupted", file=sys.stderr)
        return 130
    except BrokenPipeError:  # e.g. `errlang check f.c | head`
        sys.stderr.close()
        return EXIT_OK


if __name__ == "__main__":
    sys.exit(main())
