"""Fixtures for the language server tests: a private copy of the C fixtures and a server."""

from __future__ import annotations

import shutil
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from errlang_lsp.testing import ErrlangClient, errlang_client

FIXTURES = Path(__file__).parent / "fixtures"


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    folder = tmp_path / "workspace"
    shutil.copytree(FIXTURES, folder)
    return folder


@pytest.fixture
def server_env(tmp_path: Path) -> dict[str, str]:
    """A private engine cache, so that tests do not share learned results."""
    return {"XDG_CACHE_HOME": str(tmp_path / "cache"), "ERRLANG_CACHE_DIR": str(tmp_path / "cache")}


@pytest_asyncio.fixture
async def client(workspace: Path, server_env: dict[str, str]) -> AsyncIterator[ErrlangClient]:
    async with errlang_client(workspace, env=server_env) as started:
        yield started
