"""The `errlang` command line: one sub-command per module in this package.

Each sub-command module exposes ``register(subparsers)`` which adds its parser and sets
``func`` (a callable taking the parsed namespace and returning the exit code).
Exit codes shared by all sub-commands: 0 success / nothing fails, 1 an assertion fails,
2 bad input (unreadable file, parse error, unsupported construct, bad option), 130 interrupted
(Ctrl-C, SIGINT), 143 terminated (SIGTERM): one line on stderr, no traceback, no process left.
"""

from __future__ import annotations

import argparse
import contextlib
import importlib
import os
import signal
import sys
import threading
import time
import warnings
from collections.abc import Sequence
from typing import NoReturn, TextIO

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
EXIT_INTERRUPTED = 130
EXIT_TERMINATED = 143


class Terminated(KeyboardInterrupt):
    """SIGTERM, raised where the main thread is (so that ``finally`` blocks run: a forked
    analysis child is killed, not left running until its deadline)."""


def _terminated(signum: int, frame: object) -> None:
    raise Terminated()


def _end_now(code: int) -> NoReturn:
    """End the process without finalising: a z3 check may still run in a thread (abandoned
    when the signal came), and finalising z3's objects under it crashes (SIGSEGV seen)."""
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    os._exit(code)


def _plain_warnings() -> None:
    """The cache's warnings (a damaged file moved aside, an unusable one) as one line each,
    ``errlang: warning: …``, not Python's file:line form with a line of errlang's source."""
    from errlang.teacher.cache import CacheWarning

    default = warnings.showwarning

    def show(
        message: Warning | str,
        category: type[Warning],
        filename: str,
        lineno: int,
        file: TextIO | None = None,
        line: str | None = None,
    ) -> None:
        if issubclass(category, CacheWarning):
            print(f"errlang: warning: {message}", file=file or sys.stderr)
        else:
            default(message, category, filename, lineno, file, line)

    warnings.showwarning = show


def _signals_to_python() -> None:
    """SIGINT and SIGTERM end the command through Python's exceptions. z3 otherwise takes
    SIGINT during a check for itself (the check returns unknown, "interrupted from keyboard",
    or "canceled" in a thread), which reads as the solver giving up, not as Ctrl-C."""
    if threading.current_thread() is not threading.main_thread():
        return
    import z3

    z3.set_param("ctrl_c", False)
    signal.signal(signal.SIGTERM, _terminated)


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
    if argv is None and args.command != "cache":  # a program of its own: its signals are ours
        _signals_to_python()
        _plain_warnings()
    code = _run(args)
    # a program of its own ends here without finalising: z3's objects of a large formula take
    # seconds to free (2.3 s measured between learn's last line and its exit, issue 19 item 4)
    # and a thread may still run in z3; the cache commits every write (autocommit)
    return _end_now(code) if argv is None else code


def _run(args: argparse.Namespace) -> int:
    """The sub-command's exit code; bad input, Ctrl-C and SIGTERM as one line on stderr."""
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
        return EXIT_INTERRUPTED
    except KeyboardInterrupt as signalled:
        terminated = isinstance(signalled, Terminated)
        what = "terminated (SIGTERM)" if terminated else "interrupted"
        print(f"errlang: {what}; no result", file=sys.stderr)
        return EXIT_TERMINATED if terminated else EXIT_INTERRUPTED
    except BrokenPipeError:  # e.g. `errlang check f.c | head`
        sys.stderr.close()
        return EXIT_OK
    except Exception as error:  # Ctrl-C inside a ctypes call of z3 comes as ArgumentError
        if "KeyboardInterrupt" not in str(error):
            raise
        print("errlang: interrupted; no result", file=sys.stderr)
        return EXIT_INTERRUPTED


if __name__ == "__main__":
    sys.exit(main())
