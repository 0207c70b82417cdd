"""``workspace/executeCommand`` ``errlang.learn [uri, line]``: (re-)learn one target now.

The target is the marked assertion or function on 0-based ``line``, else the assertion there;
the current (possibly unsaved) text is analysed. Returns once queued:
``{uri, version, line, kind, state}``.
"""

from __future__ import annotations

from typing import Any

from errlang_lsp.features.base import Feature
from pygls.exceptions import JsonRpcInvalidParams

LEARN = "errlang.learn"


class LearnCommandFeature(Feature):
    def errlang_learn(self, *arguments: Any) -> dict[str, Any]:
        try:
            uri, line = str(arguments[0]), int(arguments[1])
        except (IndexError, TypeError, ValueError) as error:
            message = f"errlang.learn expects [uri, line]: {error}"
            raise JsonRpcInvalidParams(message) from error
        target = self.analyses.learn(uri, line)
        if target is None:
            raise JsonRpcInvalidParams(f"{uri} is not open")
        doc = self.analyses.documents[uri]
        return {
            "uri": uri,
            "version": doc.version,
            "line": doc.target_line(target),
            "kind": target.kind,
            "state": "queued",
        }
