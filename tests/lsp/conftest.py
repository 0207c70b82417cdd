"""Fixtures for the language server tests: a private copy of the C fixtures and a server."""

from __future__ import annotations

import os
import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from errlang_lsp.testing import ErrlangClient, errlang_client

HERE = Path(__file__).parent
FIXTURES = HERE / "fixtures"


def _with_here(*first: str) -> str:
    """``PYTHONPATH`` with ``first`` and tests/lsp (the fake engine's folder) in front."""
    return os.pathsep.join(p for p in (*first, str(HERE), os.environ.get("PYTHONPATH", "")) if p)


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "workspace"
    shutil.copytree(FIXTURES, folder)
    return folder


@pytest.fixture
def server_env(private_cache: Path) -> dict[str, str]:
    """The test's private engine cache (tests/conftest.py), given to the server explicitly."""
    return {"ERRLANG_CACHE_DIR": str(private_cache)}


@pytest.fixture
def fake_engine_importable(monkeypatch: pytest.MonkeyPatch) -> None:
    """Workers that a pool in the test's process spawns import the engine by name: the fake
    engine (``fake_engine.py``) importable for them and for the test."""
    monkeypatch.setenv("PYTHONPATH", _with_here())
    monkeypatch.syspath_prepend(str(HERE))


@pytest.fixture
def fake_engine_env(server_env: dict[str, str]) -> dict[str, str]:
    """A server's environment whose workers run the fake engine (``fake_engine.py``)."""
    return {**server_env, "ERRLANG_LSP_ENGINE": "fake_engine", "PYTHONPATH": _with_here()}


@pytest_asyncio.fixture
async def client(workspace: Path, server_env: dict[str, str]) -> AsyncIterator[ErrlangClient]:
    async with errlang_client(workspace, env=server_env) as started:
        yield started
