"""``workspace/didChangeWatchedFiles``: a closed unit of a program changed on disk (issue 22).

An open file analysed as part of its program reads the other units from their editor buffers
when open, else from disk. A closed unit changed by another program (a ``git checkout``, a
generator, another editor) re-analyses the open files whose program linked it, as an edit of
an open unit does; a changed ``compile_commands.json`` (the programs themselves may change)
re-analyses every open file. The server asks the client to watch ``**/*.c``, ``**/*.i`` and
``**/compile_commands.json`` (dynamic registration, at ``initialized``) when the client can be
asked; a client that watches files on its own may send the notification anyway.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

from errlang_lsp.features.base import Feature
from lsprotocol import types
from pygls.uris import to_fs_path

log = logging.getLogger(__name__)

REGISTRATION = "errlang-program-units"
PATTERNS = ("**/*.c", "**/*.i", "**/compile_commands.json")


class WatchedFilesFeature(Feature):
    def initialized(self, params: Any) -> None:
        workspace = self.server.client_capabilities.workspace
        watched = workspace.did_change_watched_files if workspace is not None else None
        if watched is None or not watched.dynamic_registration:
            return
        options = types.DidChangeWatchedFilesRegistrationOptions(
            watchers=[types.FileSystemWatcher(glob_pattern=pattern) for pattern in PATTERNS]
        )
        registration = types.Registration(
            id=REGISTRATION,
            method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES,
            register_options=options,
        )
        self.server.client_register_capability(
            types.RegistrationParams(registrations=[registration]),
            callback=lambda _: None,
        )

    def workspace_did_change_watched_files(self, params: types.DidChangeWatchedFilesParams) -> None:
        for change in params.changes:
            path = Path(to_fs_path(change.uri) or change.uri)
            if path.name == "compile_commands.json":
                log.info("%s changed: analysing the open files again", path)
                self.analyses.reanalyse_all()
                return
            self.analyses.unit_changed(path)
