"""``errlang-lsp`` / ``python -m errlang_lsp``: start the language server (stdio by default)."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Sequence
from typing import BinaryIO

from errlang_lsp import __version__
from errlang_lsp.worker import DEFAULT_ENGINE, ENGINE_ENV


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="errlang-lsp", description="The errlang language server (LSP over stdio or TCP)."
    )
    parser.add_argument("--version", action="version", version=f"errlang-lsp {__version__}")
    parser.add_argument("--stdio", action="store_true", help="talk over stdin/stdout (default)")
    parser.add_argument("--tcp", action="store_true", help="listen on a TCP port instead")
    parser.add_argument("--host", default="127.0.0.1", help="TCP host (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=2087, help="TCP port (default 2087)")
    parser.add_argument(
        "--workers",
        type=int,
        default=int(os.environ.get("ERRLANG_LSP_WORKERS", "2")),
        help="analysis worker processes (default 2; learning uses at most workers - 1)",
    )
    parser.add_argument(
        "--log-level",
        default=os.environ.get("ERRLANG_LSP_LOG", "WARNING"),
        choices=["DEBUG", "INFO", "WARNING", "ERROR"],
        help="log level on stderr (default WARNING)",
    )
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = build_parser().parse_args(argv)
    logging.basicConfig(
        level=args.log_level, stream=sys.stderr, format="errlang-lsp %(levelname)s %(message)s"
    )
    # pygls logs every message it sends at INFO: only show that when debugging
    logging.getLogger("pygls").setLevel(args.log_level if args.log_level == "DEBUG" else "WARNING")
    streams = None if args.tcp else _private_stdio()  # before any child process starts
    _launch_forkserver()  # the engine's import in it overlaps the server's own below
    from errlang_lsp.server import create_server

    server = create_server(workers=args.workers, engine=os.environ.get(ENGINE_ENV, DEFAULT_ENGINE))
    if streams is None:
        server.start_tcp(args.host, args.port)
        return 0
    server.start_io(*streams)
    return 0


def _launch_forkserver() -> None:
    """The workers' fork server, started before the server imports pygls (docs/server.md,
    "Workers"); the pool starts it when this could not."""
    from errlang_lsp.preload import launch_forkserver, start_method_from_environment

    if start_method_from_environment() == "forkserver":
        try:
            launch_forkserver()
        except Exception as error:  # the pool tries again, then spawns its workers
            logging.getLogger(__name__).warning("the workers' fork server did not start: %s", error)


def _private_stdio() -> tuple[BinaryIO, BinaryIO]:
    """Keep the LSP streams to ourselves: the server talks over duplicates of fds 0 and 1,
    and fds 0/1 become /dev/null and stderr, so no child process (worker, preprocessor) can
    read our input or write into the protocol stream."""
    lsp_in = os.fdopen(os.dup(0), "rb")
    lsp_out = os.fdopen(os.dup(1), "wb")
    devnull = os.open(os.devnull, os.O_RDONLY)
    os.dup2(devnull, 0)
    os.close(devnull)
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    return lsp_in, lsp_out


if __name__ == "__main__":
    sys.exit(main())
