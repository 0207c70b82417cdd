"""What the on-demand features (PAC, models) add to the standard capabilities.

LSP has one handler per method (one ``publishDiagnostics`` set per document, one ``codeLens``
answer, …), owned by the diagnostics, code lens, hover and inlay hint features. A feature that
runs outside :class:`~errlang_lsp.analyses.Analyses` registers here a function per capability;
the owners append what those functions return to their own answer.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from errlang_lsp.state import DocumentState
from lsprotocol import types

DiagnosticsOf = Callable[[DocumentState], list[types.Diagnostic]]
LensesOf = Callable[[DocumentState], list[types.CodeLens]]
HintsOf = Callable[[DocumentState, types.Range], list[types.InlayHint]]
HoverOf = Callable[[DocumentState, types.Position], str | None]  # a Markdown section


@dataclass
class Contributions:
    diagnostics: list[DiagnosticsOf] = field(default_factory=list)
    code_lenses: list[LensesOf] = field(default_factory=list)
    inlay_hints: list[HintsOf] = field(default_factory=list)
    hovers: list[HoverOf] = field(default_factory=list)
