"""Fixtures for every test: a private errlang query cache.

Each test gets its own sqlite cache (``ERRLANG_CACHE_DIR``) and cache home (``XDG_CACHE_HOME``)
under its ``tmp_path``, so that no test reads answers another test (or the user) stored, and
subprocesses started by the test (the CLI, the language server) inherit them. A test that wants
the cache shared between two learning runs simply runs both inside itself.
"""

from __future__ import annotations

from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def private_cache(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    """The test's own query cache directory (created on first use by the engine)."""
    cache = tmp_path / "errlang-cache"
    monkeypatch.setenv("ERRLANG_CACHE_DIR", str(cache))
    monkeypatch.setenv("XDG_CACHE_HOME", str(tmp_path / "xdg-cache"))
    monkeypatch.delenv("ERRLANG_CACHE", raising=False)
    return cache
