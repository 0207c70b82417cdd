"""The errlang language server: builds the pieces and wires each LSP method to its feature.

Nothing here analyses anything: :class:`~errlang_lsp.pool.WorkerPool` runs the engine in worker
processes, :class:`~errlang_lsp.analyses.Analyses` decides what runs when, and each module of
:mod:`errlang_lsp.features` answers one capability.
"""

from __future__ import annotations

import asyncio
import functools
import inspect
import logging
from collections.abc import Awaitable, Callable
from typing import Any

from lsprotocol import types
from pygls.lsp.server import LanguageServer

from errlang_lsp import __version__
from errlang_lsp.analyses import Analyses
from errlang_lsp.client_support import ClientSupport
from errlang_lsp.features import (
    automaton,
    cable,
    code_lens,
    configuration,
    diagnostics,
    documents,
    hover,
    inlay_hints,
    learn_command,
    mining,
    model,
    pac,
    progress,
    status,
    watched_files,
    workspace_check,
)
from errlang_lsp.features.contributions import Contributions
from errlang_lsp.features.on_demand import OnDemandRuns
from errlang_lsp.pool import WorkerPool, start_method_from_environment
from errlang_lsp.state import DocumentState
from errlang_lsp.worker import DEFAULT_ENGINE

log = logging.getLogger(__name__)


class ErrlangLanguageServer(LanguageServer):
    def __init__(self, workers: int = 2, engine: str = DEFAULT_ENGINE, **kwargs: Any) -> None:
        super().__init__("errlang-lsp", __version__, **kwargs)
        self.pool = WorkerPool(
            size=workers,
            engine=engine,
            on_worker_died=self._worker_died,
            start_method=start_method_from_environment(),  # the fork server (preload.py)
        )
        self.configuration = configuration.ConfigurationFeature(self)
        self.analyses = Analyses(self.pool, self.configuration.settings_for)
        self._tasks: set[asyncio.Task[Any]] = set()
        self.contributions = Contributions()  # what PAC and models add to the capabilities
        self.on_demand = OnDemandRuns(self)
        self.support = ClientSupport()  # what the client announced (set at initialize)

    def publish_diagnostics(self, doc: DocumentState) -> None:
        """Publish ``doc``'s diagnostics again (a PAC or model run changed its part)."""
        for feature in self.analyses.features:
            if isinstance(feature, diagnostics.DiagnosticsFeature):
                feature.publish(doc)

    def spawn(self, coroutine: Awaitable[Any]) -> None:
        """Run a coroutine on the event loop, keeping a reference until it is done."""
        task = asyncio.ensure_future(coroutine)
        self._tasks.add(task)
        task.add_done_callback(self._tasks.discard)

    def refresh_code_lenses(self) -> None:
        if self.support.code_lens_refresh:
            self.protocol.send_request(types.WORKSPACE_CODE_LENS_REFRESH, None)

    def refresh_inlay_hints(self) -> None:
        if self.support.inlay_hint_refresh:
            self.protocol.send_request(types.WORKSPACE_INLAY_HINT_REFRESH, None)

    def _worker_died(self, message: str) -> None:
        """An idle worker died (a busy one reports through its job): tell the user."""
        self.window_log_message(
            types.LogMessageParams(type=types.MessageType.Warning, message=f"errlang: {message}")
        )


def handler(method: Callable[..., Any]) -> Callable[..., Any]:
    """A plain function around a feature's bound method (pygls tags handlers with attributes,
    which bound methods cannot carry)."""
    if inspect.iscoroutinefunction(method):

        @functools.wraps(method)
        async def async_handler(*args: Any, **kwargs: Any) -> Any:
            return await method(*args, **kwargs)

        return async_handler

    @functools.wraps(method)
    def sync_handler(*args: Any, **kwargs: Any) -> Any:
        return method(*args, **kwargs)

    return sync_handler


def create_server(workers: int = 2, engine: str = DEFAULT_ENGINE) -> ErrlangLanguageServer:
    """The server with its features, each LSP method wired to a feature's handler."""
    server = ErrlangLanguageServer(workers=workers, engine=engine)
    lenses = code_lens.CodeLensFeature(server)
    hints = inlay_hints.InlayHintsFeature(server)
    work = progress.ProgressFeature(server)
    verify_pac = pac.PacFeature(server)
    models = model.ModelFeature(server)
    specifications = mining.MiningFeature(server)
    clusters = cable.CableFeature(server)
    server.analyses.features = [
        diagnostics.DiagnosticsFeature(server),
        status.StatusFeature(server),
        lenses,
        hints,
        work,
        verify_pac,
        models,
        specifications,
        clusters,
    ]
    _wire_lifecycle(server)
    _wire_documents(server, lenses, hints, work)
    requests = automaton.AutomatonFeature(server)
    server.feature(automaton.AUTOMATON)(handler(requests.errlang_automaton))
    server.feature(automaton.MEMBERSHIP)(handler(requests.errlang_membership))
    server.feature(automaton.WORKERS)(handler(requests.errlang_workers))
    learn = learn_command.LearnCommandFeature(server)
    server.command(learn_command.LEARN)(handler(learn.errlang_learn))
    server.command(pac.VERIFY)(handler(verify_pac.errlang_verify_pac))
    server.feature(pac.PAC_MODEL)(handler(verify_pac.errlang_pac_model))
    server.command(model.LEARN_MODEL)(handler(models.errlang_learn_model))
    server.feature(model.MODEL)(handler(models.errlang_model))
    server.command(mining.MINE)(handler(specifications.errlang_mine))
    server.feature(mining.SPEC)(handler(specifications.errlang_spec))
    server.feature(cable.LATTICE)(handler(clusters.errlang_mine_lattice))
    server.feature(cable.CONCEPT)(handler(clusters.errlang_mine_concept))
    server.feature(cable.LABEL)(handler(clusters.errlang_mine_label))
    server.feature(cable.GOOD)(handler(clusters.errlang_mine_good))
    workspace = workspace_check.WorkspaceCheckFeature(server)
    server.command(workspace_check.CHECK_WORKSPACE)(handler(workspace.errlang_check_workspace))
    return server


def _wire_lifecycle(server: ErrlangLanguageServer) -> None:
    """``initialize`` starts the worker pool (its fork server warms up meanwhile), ``shutdown``
    stops it; the configuration feature hears of both."""

    @server.feature(types.INITIALIZE)
    def initialize(params: types.InitializeParams) -> None:
        server.support = ClientSupport.from_capabilities(params.capabilities)
        server.configuration.initialize(params)
        server.pool.start()

    @server.feature(types.SHUTDOWN)
    def shutdown(params: Any) -> None:
        server.pool.shutdown()

    server.feature(types.WORKSPACE_DID_CHANGE_CONFIGURATION)(
        handler(server.configuration.workspace_did_change_configuration)
    )


def _wire_documents(
    server: ErrlangLanguageServer,
    lenses: code_lens.CodeLensFeature,
    hints: inlay_hints.InlayHintsFeature,
    work: progress.ProgressFeature,
) -> None:
    """The documents' notifications, the files watched, and what is asked of a document."""
    docs = documents.DocumentsFeature(server)
    server.feature(types.TEXT_DOCUMENT_DID_OPEN)(handler(docs.text_document_did_open))
    server.feature(types.TEXT_DOCUMENT_DID_CHANGE)(handler(docs.text_document_did_change))
    server.feature(types.TEXT_DOCUMENT_DID_SAVE)(handler(docs.text_document_did_save))
    server.feature(types.TEXT_DOCUMENT_DID_CLOSE)(handler(docs.text_document_did_close))
    units = watched_files.WatchedFilesFeature(server)  # a closed unit changed on disk
    server.feature(types.INITIALIZED)(handler(units.initialized))
    server.feature(types.WORKSPACE_DID_CHANGE_WATCHED_FILES)(
        handler(units.workspace_did_change_watched_files)
    )
    server.feature(types.TEXT_DOCUMENT_CODE_LENS, types.CodeLensOptions(resolve_provider=False))(
        handler(lenses.text_document_code_lens)
    )
    hovers = hover.HoverFeature(server)
    server.feature(types.TEXT_DOCUMENT_HOVER)(handler(hovers.text_document_hover))
    server.feature(types.TEXT_DOCUMENT_INLAY_HINT, types.InlayHintOptions())(
        handler(hints.text_document_inlay_hint)
    )
    server.feature(types.WINDOW_WORK_DONE_PROGRESS_CANCEL)(
        handler(work.window_work_done_progress_cancel)
    )
