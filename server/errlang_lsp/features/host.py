"""What a feature needs from the language server: the :class:`FeatureHost` protocol.

Features are given the server as a :class:`FeatureHost`, so no feature imports
:mod:`errlang_lsp.server` (which imports every feature): the server satisfies the protocol
structurally. The configuration feature and the on-demand runs are named here by the small
protocols :class:`SettingsSource` and :class:`OnDemand` for the same reason.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from concurrent.futures import Future
from typing import TYPE_CHECKING, Any, Protocol

from errlang_lsp.client_support import ClientSupport
from errlang_lsp.config import ServerSettings
from errlang_lsp.features.contributions import Contributions
from errlang_lsp.pool import JobOutcome, JobSpec, WorkerPool
from errlang_lsp.state import DocumentState
from lsprotocol import types

if TYPE_CHECKING:
    from errlang_lsp.analyses import Analyses
    from pygls.progress import Progress
    from pygls.protocol import LanguageServerProtocol
    from pygls.workspace import Workspace


class SettingsSource(Protocol):
    """The configuration feature as the other features see it."""

    async def settings_for(self, doc: DocumentState) -> ServerSettings: ...


class OnDemand(Protocol):
    """The PAC, model, mining and Cable runs the user asked for (``features/on_demand.py``)."""

    async def run(self, spec: JobSpec, title: str) -> JobOutcome: ...

    def cancel(self, token: str) -> bool: ...


class FeatureHost(Protocol):
    """The server's side a feature uses: its pieces, and the pygls calls features make.

    Read-only properties, so the server's richer types (``ConfigurationFeature``,
    ``OnDemandRuns``) satisfy the narrower ones here."""

    @property
    def pool(self) -> WorkerPool: ...

    @property
    def analyses(self) -> Analyses: ...

    @property
    def configuration(self) -> SettingsSource: ...

    @property
    def contributions(self) -> Contributions: ...

    @property
    def on_demand(self) -> OnDemand: ...

    @property
    def support(self) -> ClientSupport: ...

    @property
    def workspace(self) -> Workspace: ...

    @property
    def client_capabilities(self) -> types.ClientCapabilities: ...

    @property
    def work_done_progress(self) -> Progress: ...

    @property
    def protocol(self) -> LanguageServerProtocol: ...

    def publish_diagnostics(self, doc: DocumentState) -> None: ...

    def spawn(self, coroutine: Any) -> None: ...

    def refresh_code_lenses(self) -> None: ...

    def refresh_inlay_hints(self) -> None: ...

    def window_log_message(self, params: types.LogMessageParams) -> None: ...

    def window_show_message(self, params: types.ShowMessageParams) -> None: ...

    def text_document_publish_diagnostics(self, params: types.PublishDiagnosticsParams) -> None: ...

    async def workspace_configuration_async(
        self, params: types.ConfigurationParams
    ) -> Sequence[Any | None]: ...

    def client_register_capability(
        self, params: types.RegistrationParams, callback: Callable[[None], None] | None = None
    ) -> Future[None]: ...
