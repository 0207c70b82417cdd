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
def server_env(private_cache: Path) -> dict[str, str]:
    """The test's private engine cache (tests/conftest.py), given to the server explicitly."""
    return {"ERRLANG_CACHE_DIR": str(private_cache)}


@pytest_asyncio.fixture
async def client(workspace: Path, server_env: dict[str, str]) -> AsyncIterator[ErrlangClient]:
    async with errlang_client(workspace, env=server_env) as started:
        yield started
