"""What a test's client starts as "the language server" when servers are forked from a zygote
(:mod:`errlang_lsp.zygote`): it hands the zygote its stdin, stdout and stderr, arguments,
environment and directory, passes on the signals it gets, and exits as the server ended.
Run as a script (``python -S -E -P zygote_launcher.py SOCKET ARGS...``): it imports nothing but
the standard library."""

import contextlib
import json
import os
import signal
import socket
import struct
import sys


def main() -> None:
    path, argv = sys.argv[1], sys.argv[2:]
    conn = socket.socket(socket.AF_UNIX)
    try:
        conn.connect(path)
    except OSError:  # no zygote (it ended): the server as a user starts it
        os.execv(sys.executable, [sys.executable, "-m", "errlang_lsp", *argv])
    body = json.dumps({"argv": argv, "env": dict(os.environ), "cwd": os.getcwd()}).encode()
    socket.send_fds(conn, [struct.pack("!I", len(body)) + body], [0, 1, 2])
    devnull = os.open(os.devnull, os.O_RDWR)
    os.dup2(devnull, 0)  # the server's streams are its own: EOF reaches the client with its end
    os.dup2(devnull, 1)
    reader = conn.makefile("rb")
    started = json.loads(reader.readline() or b"{}")
    pid = started.get("pid")
    if pid is None:
        sys.exit(1)

    def forward(signum: int, _frame: object) -> None:
        with contextlib.suppress(ProcessLookupError):
            os.kill(pid, signum)

    for signum in (signal.SIGTERM, signal.SIGINT, signal.SIGHUP):
        signal.signal(signum, forward)
    ended = json.loads(reader.readline() or b'{"exit": 1}')
    if "signal" in ended:
        signal.signal(ended["signal"], signal.SIG_DFL)
        os.kill(os.getpid(), ended["signal"])
    sys.exit(ended.get("exit", 1))


if __name__ == "__main__":
    main()
