"""The base of every feature: the lifecycle hooks (:mod:`.hooks`) and the server it is given.

A feature is one LSP capability (diagnostics, code lenses, …). It overrides the hooks it needs
and exposes handlers named after the LSP method they answer; ``server.py`` wires the handlers.
It sees the server only as a :class:`~errlang_lsp.features.host.FeatureHost`, so no feature
imports ``server.py``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from errlang_lsp.features.hooks import Hooks
from errlang_lsp.features.host import FeatureHost

if TYPE_CHECKING:
    from errlang_lsp.analyses import Analyses


class Feature(Hooks):
    def __init__(self, server: FeatureHost) -> None:
        self.server = server

    @property
    def analyses(self) -> Analyses:
        return self.server.analyses
