"""Settings: ``workspace/configuration`` section ``errlang``, scoped to each document.

Asked afresh for each analysis (so resource-scoped settings work); ``initializationOptions``
(``{"errlang": {...}}`` or the section itself) are the fallback when the client cannot answer.
A late answer (after 3 s) is not lost: it re-runs the analysis that could not wait for it.
``workspace/didChangeConfiguration`` re-analyses the open documents.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from errlang_lsp.config import ServerSettings
from errlang_lsp.features.automaton import plain
from errlang_lsp.features.base import Feature
from errlang_lsp.features.host import FeatureHost
from errlang_lsp.state import DocumentState
from lsprotocol import types

log = logging.getLogger(__name__)
SECTION = "errlang"
CONFIGURATION_TIMEOUT = 3.0


class ConfigurationFeature(Feature):
    def __init__(self, server: FeatureHost) -> None:
        super().__init__(server)
        self.fallback = ServerSettings()
        self._late: dict[str, ServerSettings] = {}  # the last late answer per document

    def initialize(self, params: types.InitializeParams) -> None:
        # pygls chose the position encoding from the client's offer before this handler runs
        encoding = self.server.workspace.position_encoding
        if encoding:
            self.analyses.position_encoding = str(getattr(encoding, "value", encoding))
        options = plain(params.initialization_options)
        if isinstance(options, dict):
            self.fallback = ServerSettings.from_client(options.get(SECTION, options))

    async def settings_for(self, doc: DocumentState) -> ServerSettings:
        """The ``errlang`` section for ``doc``. A client slower than
        :data:`CONFIGURATION_TIMEOUT` gets the last late answer for the document (else the
        fallback) now, and when its answer arrives and differs, the document's analysis runs
        again with it. The request is never cancelled: pygls must be able to deliver the
        late answer (``asyncio.wait_for`` would cancel it: ``InvalidStateError``)."""
        workspace = self.server.client_capabilities.workspace
        if not (workspace and workspace.configuration):
            return self.fallback
        request = types.ConfigurationParams(
            items=[types.ConfigurationItem(scope_uri=doc.uri, section=SECTION)]
        )
        try:
            answer = asyncio.ensure_future(self.server.workspace_configuration_async(request))
        except Exception as error:
            log.warning("workspace/configuration failed (%s); using defaults", error)
            return self.fallback
        done, _ = await asyncio.wait({answer}, timeout=CONFIGURATION_TIMEOUT)
        if done:
            return self._settings(answer) or self.fallback
        used = self._late.get(doc.uri, self.fallback)
        log.info("workspace/configuration: no answer within %s s; going on", CONFIGURATION_TIMEOUT)
        generation, text = doc.generation, doc.text
        answer.add_done_callback(lambda late: self._arrived_late(doc, generation, text, used, late))
        return used

    def _settings(self, answer: asyncio.Future[Any]) -> ServerSettings | None:
        if answer.cancelled():
            return None
        if answer.exception() is not None:
            log.warning("workspace/configuration failed (%s); using defaults", answer.exception())
            return None
        values = answer.result()
        value = plain(values[0]) if values else None
        return ServerSettings.from_client(value) if value else None

    def _arrived_late(
        self,
        doc: DocumentState,
        generation: int,
        text: str,
        used: ServerSettings,
        answer: asyncio.Future[Any],
    ) -> None:
        """A late answer: remembered for the document; when the analysis that asked is still
        the latest, on the same text, and ran with other settings, it runs again."""
        if doc.closed or answer.cancelled() or answer.exception() is not None:
            return  # no answer (the client went away): nothing to learn from it
        settings = self._settings(answer) or self.fallback
        self._late[doc.uri] = settings
        if settings != used and doc.generation == generation and doc.text == text:
            log.info("late settings for %s: analysing it again", doc.uri)
            self.analyses.save(doc.uri)

    def workspace_did_change_configuration(
        self, params: types.DidChangeConfigurationParams
    ) -> None:
        self.analyses.reanalyse_all()
