"""The names the engine, the language server and the VS Code extension share (issue 8, item 5).

Defined once here, in a module that imports nothing heavy, so that the server process can use
them without loading the engine (which runs in its workers): the alphabet kinds (DESIGN §3), the
learning algorithms and the defaults of the analysis settings. ``errlang.session.settings``
builds ``Settings`` from them; ``errlang_lsp.config`` reads the client's configuration with
them; a test checks that ``vscode-extension/package.json`` offers the same choices.
"""

from __future__ import annotations

from typing import Literal

from errlang.learner.base import ALGORITHMS, Algorithm

AlphabetKind = Literal["functions", "calls", "branches", "events"]
ALPHABETS: tuple[AlphabetKind, ...] = ("functions", "calls", "branches", "events")
"""Event kinds: function entries, call sites, branch outcomes, explicit markers."""
DEFAULT_ALPHABET: tuple[AlphabetKind, ...] = ("functions",)
DEFAULT_CHECK_BOUND = 3
DEFAULT_TIMEOUT = 60.0

__all__ = [
    "ALGORITHMS",
    "ALPHABETS",
    "DEFAULT_ALPHABET",
    "DEFAULT_CHECK_BOUND",
    "DEFAULT_TIMEOUT",
    "Algorithm",
    "AlphabetKind",
]
