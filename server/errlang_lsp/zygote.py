"""Language servers for tests, forked from one process that imported everything once.

Every language-server test starts ``errlang-lsp`` afresh: a Python that imports pygls and the
server (~0.6 CPU-s) and its workers' fork server, a second Python that imports the engine
(~0.55 CPU-s); some 160 tests do it (docs/testing.md). A *zygote* is one process per test
process that has imported both; each test still gets a server of its own — a fresh process
with nothing open, its own environment, cache and workspace, as before — forked from it in
about 0.02 CPU-s, and that server's fork server is forked from the server in turn (the engine
already imported) instead of started as a new interpreter.

How a test's client reaches it (:func:`errlang_lsp.testing.errlang_client`): pytest-lsp starts
``launcher.py`` (below, a script that imports nothing of errlang) as "the server"; the launcher
hands the zygote its stdin, stdout and stderr (``SCM_RIGHTS``), its command-line arguments,
environment and working directory over a Unix socket, and waits. The zygote forks; the child
takes the three descriptors, the environment and the arguments, and runs
:func:`errlang_lsp.__main__.main` as ``python -m errlang_lsp`` would. When the child ends the
zygote tells the launcher its status, which the launcher exits with (a signal as a signal); a
signal sent to the launcher is passed on to the child, and a launcher that dies (SIGKILL)
makes the zygote kill the child. So the test sees one process that speaks LSP over its pipes
and ends as the server ends.

What differs from a server started afresh, and so why a test that looks at processes starts
its own (``errlang_client(fresh=True)``): the server's parent is the zygote and its pid is not
the launcher's; the engine is already imported in the server process (the server itself never
imports it: ``test_the_server_process_does_not_load_the_engine``). Module constants read from
the environment at import are read again in the child (:data:`_REREAD`).

Only for tests: ``errlang_lsp.testing`` uses it when ``ERRLANG_LSP_TEST_ZYGOTE`` is set
(tests/conftest.py sets it).
"""

from __future__ import annotations

import atexit
import contextlib
import json
import os
import selectors
import signal
import socket
import struct
import sys
import traceback
from dataclasses import dataclass
from pathlib import Path

LAUNCHER = Path(__file__).with_name("zygote_launcher.py")
SOCKET_ENV = "ERRLANG_LSP_ZYGOTE_SOCKET"
_HEADER = struct.Struct("!I")


def _reread_constants() -> None:
    """Module constants that the modules the zygote imported read from the environment at
    import time, read again from the child's environment."""
    hold = sys.modules.get("errlang.session.hold")
    if hold is not None:
        hold._POINT = os.environ.get(hold.HOLD_VARIABLE, "")  # type: ignore[attr-defined]


_REREAD = _reread_constants


@dataclass
class _Child:
    """A server the zygote forked and the launcher's connection that waits for its end."""

    pid: int
    conn: socket.socket


def _receive(conn: socket.socket) -> tuple[dict[str, object], list[int]]:
    """The launcher's request: its JSON (argv, env, cwd) and its three descriptors."""
    data, fds, _flags, _addr = socket.recv_fds(conn, 1 << 16, 3)
    while len(data) < _HEADER.size:
        data += conn.recv(1 << 16)
    (size,) = _HEADER.unpack_from(data)
    body = data[_HEADER.size :]
    while len(body) < size:
        more = conn.recv(1 << 16)
        if not more:
            raise ConnectionError("the launcher left before its request was read")
        body += more
    return json.loads(body[:size]), list(fds)


def _run_server(request: dict[str, object], fds: list[int]) -> int:
    """In the forked child: become ``python -m errlang_lsp ARGS`` with the launcher's stdio,
    environment and directory; the exit status."""
    for target, fd in enumerate(fds):
        os.dup2(fd, target)
        os.close(fd)
    env = request["env"]
    assert isinstance(env, dict)
    os.environ.clear()
    os.environ.update({str(k): str(v) for k, v in env.items()})
    os.chdir(str(request["cwd"]))
    extra = [p for p in os.environ.get("PYTHONPATH", "").split(os.pathsep) if p]
    sys.path[:0] = [p for p in extra if p not in sys.path]
    _REREAD()
    argv = [str(a) for a in request["argv"]]  # type: ignore[attr-defined]
    sys.argv = [sys.argv[0], *argv]
    sys.stdin = open(0, closefd=False)  # noqa: SIM115 (the server's own streams are dups)
    sys.stdout = open(1, "w", closefd=False)  # noqa: SIM115
    sys.stderr = open(2, "w", closefd=False)  # noqa: SIM115
    import errlang_lsp.__main__ as entry

    entry._launch_forkserver = _forked_forkserver
    try:
        return entry.main(argv)
    except SystemExit as ended:
        return ended.code if isinstance(ended.code, int) else 1


def _forked_forkserver() -> None:
    """The workers' fork server forked from this (single-threaded) server process, where the
    engine is imported, instead of started as a new interpreter: what
    ``multiprocessing.forkserver.ForkServer.ensure_running`` does, ``spawnv_passfds`` replaced
    by a fork. Its ``main`` imports ``errlang_lsp.forkserver_init`` (dies with the server, the
    engine named by the environment: already loaded, or loaded there)."""
    from multiprocessing import connection, forkserver, resource_tracker

    from errlang_lsp.preload import (
        FORKSERVER_PRELOAD,
        launch_forkserver,
        start_method_from_environment,
    )

    if start_method_from_environment() != "forkserver":
        return
    server = forkserver._forkserver
    resource_tracker.ensure_running()
    listener = socket.socket(socket.AF_UNIX)
    address = connection.arbitrary_address("AF_UNIX")  # type: ignore[attr-defined]
    listener.bind(address)
    os.chmod(address, 0o600)
    listener.listen()
    alive_r, alive_w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:
            os.close(alive_w)
            keep = {0, 1, 2, listener.fileno(), alive_r}
            for name in os.listdir("/proc/self/fd"):
                if int(name) not in keep:
                    with contextlib.suppress(OSError):
                        os.close(int(name))
            forkserver.main(listener.fileno(), alive_r, FORKSERVER_PRELOAD)
        finally:
            os._exit(0)
    os.close(alive_r)
    listener.close()
    server._forkserver_address = address  # type: ignore[attr-defined]
    server._forkserver_alive_fd = alive_w  # type: ignore[attr-defined]
    server._forkserver_pid = pid  # type: ignore[attr-defined]
    launch_forkserver()  # the preload list, as the pool's own start sets it (runs already)


class Zygote:
    """The zygote's loop: accept launchers, fork servers, report their ends."""

    def __init__(self, path: str) -> None:
        self.listener = socket.socket(socket.AF_UNIX)
        self.listener.bind(f"{path}.new")
        self.listener.listen(64)
        os.rename(f"{path}.new", path)  # the path exists once the zygote listens
        self.children: dict[int, _Child] = {}
        self.selector = selectors.DefaultSelector()
        self.wake_r, wake_w = os.pipe()
        os.set_blocking(self.wake_r, False)
        os.set_blocking(wake_w, False)
        signal.set_wakeup_fd(wake_w)
        signal.signal(signal.SIGCHLD, lambda *_: None)
        self.selector.register(self.listener, selectors.EVENT_READ, "accept")
        self.selector.register(self.wake_r, selectors.EVENT_READ, "reap")

    def serve(self) -> None:
        while True:
            for key, _ in self.selector.select():
                if key.data == "accept":
                    self._accept()
                elif key.data == "reap":
                    with contextlib.suppress(BlockingIOError):
                        os.read(self.wake_r, 4096)
                    self._reap()
                else:
                    self._launcher_left(key.data)

    def _accept(self) -> None:
        conn, _ = self.listener.accept()
        try:
            request, fds = _receive(conn)
        except (OSError, ValueError, ConnectionError):
            conn.close()
            return
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                self._in_child(conn)
                code = _run_server(request, fds)
                atexit._run_exitfuncs()  # as the interpreter's own end (multiprocessing's)
            except BaseException:  # said on the server's stderr, as an interpreter would
                traceback.print_exc()
            finally:
                os._exit(code)
        for fd in fds:
            os.close(fd)
        child = _Child(pid, conn)
        self.children[pid] = child
        conn.sendall(json.dumps({"pid": pid}).encode() + b"\n")
        self.selector.register(conn, selectors.EVENT_READ, child)

    def _in_child(self, conn: socket.socket) -> None:
        signal.set_wakeup_fd(-1)
        signal.signal(signal.SIGCHLD, signal.SIG_DFL)
        self.selector.close()
        os.close(self.wake_r)
        self.listener.close()
        conn.close()
        for other in self.children.values():
            other.conn.close()

    def _reap(self) -> None:
        while True:
            try:
                pid, status = os.waitpid(-1, os.WNOHANG)
            except ChildProcessError:
                return
            if pid == 0:
                return
            child = self.children.pop(pid, None)
            if child is None:
                continue
            if os.WIFSIGNALED(status):
                ended = {"signal": os.WTERMSIG(status)}
            else:
                ended = {"exit": os.waitstatus_to_exitcode(status)}
            with contextlib.suppress(KeyError):  # not when its launcher left
                self.selector.unregister(child.conn)
            with contextlib.suppress(OSError):
                child.conn.sendall(json.dumps(ended).encode() + b"\n")
            child.conn.close()

    def _launcher_left(self, child: _Child) -> None:
        """The launcher's connection is readable: it only ever closes (it died)."""
        with contextlib.suppress(OSError):
            if child.conn.recv(1):
                return
        with contextlib.suppress(ProcessLookupError):
            os.kill(child.pid, signal.SIGKILL)
        self.selector.unregister(child.conn)


def main() -> None:
    """``python -m errlang_lsp.zygote SOCKET``: import, listen, serve until killed."""
    import errlang_lsp.__main__  # the server's start and its imports
    import errlang_lsp.server  # noqa: F401
    from errlang_lsp.preload import preload
    from errlang_lsp.worker import DEFAULT_ENGINE, die_with_parent

    die_with_parent()  # the test process
    preload(DEFAULT_ENGINE)
    Zygote(sys.argv[1]).serve()


if __name__ == "__main__":
    main()
