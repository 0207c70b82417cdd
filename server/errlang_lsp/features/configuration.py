"""Settings: ``workspace/configuration`` section ``errlang``, scoped to each document.

Asked afresh for each analysis (so resource-scoped settings work); ``initializationOptions``
(``{"errlang": {...}}`` or the section itself) are the fallback when the client cannot answer.
``workspace/didChangeConfiguration`` re-analyses the open documents.
"""

from __future__ import annotations

import asyncio
import logging
from typing import Any

from errlang_lsp.config import ServerSettings
from errlang_lsp.features.automaton import plain
from errlang_lsp.features.base import Feature
from errlang_lsp.state import DocumentState
from lsprotocol import types

log = logging.getLogger(__name__)
SECTION = "errlang"
CONFIGURATION_TIMEOUT = 3.0


class ConfigurationFeature(Feature):
    def __init__(self, server: Any) -> None:
        super().__init__(server)
        self.fallback = ServerSettings()

    def initialize(self, params: types.InitializeParams) -> None:
        # pygls chose the position encoding from the client's offer before this handler runs
        encoding = self.server.workspace.position_encoding
        if encoding:
            self.analyses.position_encoding = str(getattr(encoding, "value", encoding))
        options = plain(params.initialization_options)
        if isinstance(options, dict):
            self.fallback = ServerSettings.from_client(options.get(SECTION, options))

    async def settings_for(self, doc: DocumentState) -> ServerSettings:
        workspace = self.server.client_capabilities.workspace
        if not (workspace and workspace.configuration):
            return self.fallback
        request = types.ConfigurationParams(
            items=[types.ConfigurationItem(scope_uri=doc.uri, section=SECTION)]
        )
        try:
            values = await asyncio.wait_for(
                self.server.workspace_configuration_async(request), CONFIGURATION_TIMEOUT
            )
        except Exception as error:
            log.warning("workspace/configuration failed (%s); using defaults", error)
            return self.fallback
        value = plain(values[0]) if values else None
        return ServerSettings.from_client(value) if value else self.fallback

    def workspace_did_change_configuration(
        self, params: types.DidChangeConfigurationParams
    ) -> None:
        self.analyses.reanalyse_all()
