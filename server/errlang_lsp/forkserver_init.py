"""Imported by the server's fork server only (``WorkerPool(start_method="forkserver")``):
ties its life to the server's and loads the engine once for every worker
(:mod:`errlang_lsp.preload`). Importing it anywhere else would do the same to that process."""

from __future__ import annotations

import os

from errlang_lsp.preload import preload
from errlang_lsp.worker import DEFAULT_ENGINE, ENGINE_ENV, die_with_parent

die_with_parent()
PRELOADED = preload(os.environ.get(ENGINE_ENV, DEFAULT_ENGINE))
