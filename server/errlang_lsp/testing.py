"""One way to start ``errlang-lsp`` and drive it, for tests (needs the ``dev`` extras).

``async with errlang_client(workspace) as client:`` starts the server over stdio as a
subprocess (``python -m errlang_lsp``), initialises it with VS Code's capabilities and shuts it
down afterwards. :class:`ErrlangClient` records ``errlang/status`` notifications, versioned
diagnostics and refresh requests, and has helpers to open/edit/save documents and to wait for
states.
"""

from __future__ import annotations

import asyncio
import atexit
import contextlib
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import AsyncIterator, Callable, Collection, Mapping
from pathlib import Path
from typing import Any, TypeVar

from lsprotocol import types
from pygls.protocol import default_converter
from pytest_lsp import LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

from errlang_lsp import zygote
from errlang_lsp.features.automaton import plain

SERVER_COMMAND = [sys.executable, "-m", "errlang_lsp"]
T = TypeVar("T")
ERROR_LANGUAGE_COMMANDS = ("errlang.learn", "errlang.showAutomaton")
"""The commands of a target's lens (learn, show its automaton): ``features/code_lens.py``."""


def lens_at(
    lenses: list[types.CodeLens], line: int, commands: Collection[str] = ERROR_LANGUAGE_COMMANDS
) -> types.Command | None:
    """The command of the first lens on ``line`` whose command is one of ``commands``. A line
    may carry several lenses: an assertion's error-language lens, then its PAC lens."""
    found = (
        lens.command
        for lens in lenses
        if lens.range.start.line == line and lens.command and lens.command.command in commands
    )
    return next(found, None)


class ErrlangClient(LanguageClient):
    """A pytest-lsp client that understands errlang's messages."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self.statuses: list[dict[str, Any]] = []
        self.published: dict[str, list[types.PublishDiagnosticsParams]] = {}
        self.refreshes: dict[str, int] = {"codeLens": 0, "inlayHint": 0}
        self.versions: dict[str, int] = {}
        self.registrations: list[str] = []  # methods the server registered dynamically
        # while set and not yet set, ``workspace/configuration`` answers wait for it: a test
        # holds the answer the server waits for (``_configuration``)
        self.configuration_hold: asyncio.Event | None = None

    # -- documents -------------------------------------------------------------------------

    def open(self, path: Path, text: str | None = None) -> str:
        uri = path.resolve().as_uri()
        self.versions[uri] = 1
        self.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(
                    uri=uri,
                    language_id="c",
                    version=1,
                    text=path.read_text() if text is None else text,
                )
            )
        )
        return uri

    def edit(self, uri: str, line: int, text: str, end_line: int | None = None) -> int:
        """Replace lines ``line``..``end_line`` (exclusive; default: insert) with ``text``."""
        self.versions[uri] += 1
        end = types.Position(line=end_line if end_line is not None else line, character=0)
        change = types.TextDocumentContentChangePartial(
            range=types.Range(start=types.Position(line=line, character=0), end=end), text=text
        )
        self.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(
                    uri=uri, version=self.versions[uri]
                ),
                content_changes=[change],
            )
        )
        return self.versions[uri]

    def replace_all(self, uri: str, text: str) -> int:
        self.versions[uri] += 1
        self.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(
                    uri=uri, version=self.versions[uri]
                ),
                content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)],
            )
        )
        return self.versions[uri]

    def save(self, uri: str) -> None:
        self.text_document_did_save(
            types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri))
        )

    # -- errlang requests ------------------------------------------------------------------------

    async def learn(self, uri: str, line: int) -> Any:
        return await self.workspace_execute_command_async(
            types.ExecuteCommandParams(command="errlang.learn", arguments=[uri, line])
        )

    async def automaton(self, uri: str, line: int) -> dict[str, Any]:
        params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": 0}}
        return dict(plain(await self.protocol.send_request_async("errlang/automaton", params)))

    async def membership(self, uri: str, line: int, word: list[str]) -> dict[str, Any]:
        params = {
            "textDocument": {"uri": uri},
            "position": {"line": line, "character": 0},
            "word": word,
        }
        return dict(plain(await self.protocol.send_request_async("errlang/membership", params)))

    async def workers(self) -> list[dict[str, Any]]:
        return list(plain(await self.protocol.send_request_async("errlang/workers", None)))

    async def ready_workers(
        self, timeout: float = 60.0, besides: int | None = None
    ) -> list[dict[str, Any]]:
        """The workers once every one is ready (and none is ``besides``, a worker killed): a
        test that times an analysis counts from here, not from the server's start."""
        deadline = time.monotonic() + timeout
        while True:
            workers = await self.workers()
            pids = [worker["pid"] for worker in workers]
            if workers and all(worker["ready"] for worker in workers) and besides not in pids:
                return workers
            if time.monotonic() > deadline:
                raise TimeoutError(f"the workers were not ready within {timeout} s")
            await asyncio.sleep(0.05)

    async def hover_text(self, uri: str, line: int, character: int = 4) -> str:
        hover = await self.text_document_hover_async(
            types.HoverParams(
                text_document=types.TextDocumentIdentifier(uri=uri),
                position=types.Position(line=line, character=character),
            )
        )
        if hover is None:
            return ""
        contents = hover.contents
        return contents.value if isinstance(contents, types.MarkupContent) else str(contents)

    async def code_lenses(self, uri: str) -> list[types.CodeLens]:
        return list(
            await self.text_document_code_lens_async(
                types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri))
            )
            or []
        )

    # -- waiting -----------------------------------------------------------------------------

    async def wait_for(self, probe: Callable[[], T | None], timeout: float = 30.0) -> T:
        """Poll ``probe`` until it returns something other than None/False."""
        deadline = time.monotonic() + timeout
        while True:
            value = probe()
            if value is not None and value is not False:
                return value
            if time.monotonic() > deadline:
                raise TimeoutError(f"condition not met within {timeout} s")
            await asyncio.sleep(0.02)

    def target_state(self, uri: str, line: int) -> dict[str, Any] | None:
        """The last ``errlang/status`` entry for the target on ``line``."""
        for status in reversed(self.statuses):
            if status["uri"] == uri:
                return next((t for t in status["targets"] if t["line"] == line), None)
        return None

    async def wait_for_state(
        self, uri: str, line: int, states: str | tuple[str, ...], timeout: float = 30.0
    ) -> dict[str, Any]:
        wanted = (states,) if isinstance(states, str) else states

        def probe() -> dict[str, Any] | None:
            entry = self.target_state(uri, line)
            return entry if entry is not None and entry["state"] in wanted else None

        return await self.wait_for(probe, timeout)

    async def wait_for_diagnostics(
        self,
        uri: str,
        accept: Callable[[types.PublishDiagnosticsParams], bool] = lambda p: True,
        after: int = 0,
        timeout: float = 30.0,
    ) -> types.PublishDiagnosticsParams:
        """The first diagnostics publication for ``uri`` (after the ``after`` first) that
        ``accept`` takes."""

        def probe() -> types.PublishDiagnosticsParams | None:
            return next((p for p in self.published.get(uri, [])[after:] if accept(p)), None)

        return await self.wait_for(probe, timeout)


def _publish_diagnostics(client: ErrlangClient, params: types.PublishDiagnosticsParams) -> None:
    client.diagnostics[params.uri] = params.diagnostics
    client.published.setdefault(params.uri, []).append(params)


async def _configuration(client: ErrlangClient, params: types.ConfigurationParams) -> list[Any]:
    """pytest-lsp's answer to ``workspace/configuration``, once any hold the test put on it
    (``ErrlangClient.configuration_hold``) is released."""
    if client.configuration_hold is not None:
        await client.configuration_hold.wait()
    return [
        client.get_configuration(section=item.section, scope_uri=item.scope_uri)
        for item in params.items
    ]


def extension_capabilities() -> types.ClientCapabilities:
    """VS Code's capabilities with what errlang's extension adds (``experimental.errlang``:
    command links and HTML in hovers; ``vscode-extension/src/server.ts``) and what VS Code
    announces since 1.67 (inlay hint refresh; pytest-lsp's VS Code is 1.65)."""
    capabilities = client_capabilities("visual-studio-code")
    if capabilities.workspace is not None:
        capabilities.workspace.inlay_hint = types.InlayHintWorkspaceClientCapabilities(
            refresh_support=True
        )
    capabilities.experimental = {"errlang": {"commandLinks": True, "hoverHtml": True}}
    return capabilities


ZYGOTE_ENV = "ERRLANG_LSP_TEST_ZYGOTE"
_zygote: list[tuple[subprocess.Popen[bytes], str]] = []  # this process's, once started


async def server_command() -> list[str]:
    """The command that starts a server: ``python -m errlang_lsp``, or with
    ``ERRLANG_LSP_TEST_ZYGOTE`` set the launcher of a server forked from this process's
    zygote (started on first use, ended with this process: :mod:`errlang_lsp.zygote`)."""
    if os.environ.get(ZYGOTE_ENV, "0") in ("", "0"):
        return SERVER_COMMAND
    if not _zygote or _zygote[0][0].poll() is not None:
        _zygote[:] = [_start_zygote()]
    process, path = _zygote[0]
    deadline = time.monotonic() + 120
    while not os.path.exists(path):
        if process.poll() is not None or time.monotonic() > deadline:
            return SERVER_COMMAND  # no zygote: a server of its own, as without
        await asyncio.sleep(0.02)
    return [sys.executable, "-S", "-E", "-P", str(zygote.LAUNCHER), path]


def _start_zygote() -> tuple[subprocess.Popen[bytes], str]:
    path = os.path.join(tempfile.mkdtemp(prefix="errlang-zygote-"), "socket")
    process = subprocess.Popen(
        [sys.executable, "-m", "errlang_lsp.zygote", path], stdin=subprocess.DEVNULL
    )
    atexit.register(_end_zygote, process, path)
    return process, path


def _end_zygote(process: subprocess.Popen[bytes], path: str) -> None:
    with contextlib.suppress(ProcessLookupError):
        process.kill()
    process.wait()
    shutil.rmtree(os.path.dirname(path), ignore_errors=True)


def make_client() -> ErrlangClient:
    client = ErrlangClient(converter_factory=default_converter)
    features = dict(DEFAULT_CLIENT_FEATURES)
    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = _publish_diagnostics
    features[types.WORKSPACE_CONFIGURATION] = _configuration
    register_lsp_features(client, features)

    @client.feature("errlang/status")
    def status(params: Any) -> None:
        client.statuses.append(plain(params))

    @client.feature(types.WORKSPACE_CODE_LENS_REFRESH)
    def code_lens_refresh(params: Any) -> None:
        client.refreshes["codeLens"] += 1

    @client.feature(types.WORKSPACE_INLAY_HINT_REFRESH)
    def inlay_hint_refresh(params: Any) -> None:
        client.refreshes["inlayHint"] += 1

    @client.feature(types.CLIENT_REGISTER_CAPABILITY)
    def register_capability(params: types.RegistrationParams) -> None:
        client.registrations.extend(r.method for r in params.registrations)

    return client


@contextlib.asynccontextmanager
async def errlang_client(
    workspace: Path,
    env: Mapping[str, str] | None = None,
    settings: Mapping[str, Any] | None = None,
    workers: int = 2,
    capabilities: types.ClientCapabilities | None = None,
    fresh: bool = False,
) -> AsyncIterator[ErrlangClient]:
    """Start ``errlang-lsp`` on ``workspace``; ``settings`` is the ``errlang`` section the
    client returns for ``workspace/configuration``; ``capabilities`` default to those of VS Code
    with errlang's extension (:func:`extension_capabilities`). The server is forked from the
    test process's zygote when ``ERRLANG_LSP_TEST_ZYGOTE`` is set (:mod:`errlang_lsp.zygote`),
    unless ``fresh``: a test that looks at the server's processes starts it as a user does."""
    client = make_client()
    if settings is not None:
        client.set_configuration(dict(settings), section="errlang")
    server_env = {**os.environ, **(env or {})}
    command = SERVER_COMMAND if fresh else await server_command()
    await client.start_io(*command, "--workers", str(workers), env=server_env)
    try:
        await client.initialize_session(
            types.InitializeParams(
                capabilities=capabilities or extension_capabilities(),
                root_uri=workspace.resolve().as_uri(),
                workspace_folders=[
                    types.WorkspaceFolder(uri=workspace.resolve().as_uri(), name=workspace.name)
                ],
            )
        )
        yield client
    finally:
        with contextlib.suppress(Exception):
            await asyncio.wait_for(client.shutdown_session(), 10)
        server = client._server
        if server is not None and server.returncode is None:
            with contextlib.suppress(ProcessLookupError):
                server.kill()
        await client.stop()
