"""Document synchronisation: ``didOpen``, ``didChange``, ``didSave``, ``didClose``.

Open and save start the analyses of that text; a change only records how lines moved (so older
results can be placed and marked stale); close cancels the document's runs.
"""

from __future__ import annotations

from pathlib import Path

from errlang_lsp.features.base import Feature
from errlang_lsp.state import DocumentState
from lsprotocol import types
from pygls.uris import to_fs_path


class DocumentsFeature(Feature):
    def text_document_did_open(self, params: types.DidOpenTextDocumentParams) -> None:
        item = params.text_document
        path = Path(to_fs_path(item.uri) or item.uri)
        self.analyses.open(item.uri, path, self._root_of(path), item.version, item.text)

    def text_document_did_change(self, params: types.DidChangeTextDocumentParams) -> None:
        uri = params.text_document.uri
        version = params.text_document.version
        text = self.server.workspace.get_text_document(uri).source

        def record(doc: DocumentState) -> None:
            before: str | None = doc.text
            for change in params.content_changes:
                if isinstance(change, types.TextDocumentContentChangePartial):
                    start, end = change.range.start, change.range.end
                    doc.history.record_range(
                        version,
                        (start.line, start.character),
                        (end.line, end.character),
                        change.text,
                        before,
                    )
                    before = None  # later changes in the same batch apply to unseen text
                else:
                    doc.history.record_full(version, before or "", change.text)
                    before = change.text

        self.analyses.change(uri, version, text, record)

    def text_document_did_save(self, params: types.DidSaveTextDocumentParams) -> None:
        self.analyses.save(params.text_document.uri)

    def text_document_did_close(self, params: types.DidCloseTextDocumentParams) -> None:
        self.analyses.close(params.text_document.uri)

    def _root_of(self, path: Path) -> Path | None:
        """The workspace folder holding ``path`` (the deepest), else the workspace root."""
        workspace = self.server.workspace
        folders = [Path(to_fs_path(f.uri) or "") for f in workspace.folders.values()]
        holding = [f for f in folders if f.parts and path.is_relative_to(f)]
        if holding:
            return max(holding, key=lambda f: len(f.parts))
        root = workspace.root_path
        return Path(root) if root else None
