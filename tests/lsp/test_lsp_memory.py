"""Memory per worker is bounded (issue 9, item 4): the pool kills a worker over its limit,
reports the job as failed with the reason, and the replacement runs the next job."""

from __future__ import annotations

import asyncio
import os
import textwrap
from collections.abc import AsyncIterator
from pathlib import Path

import pytest
import pytest_asyncio
from errlang_lsp.limits import (
    address_space_cap,
    memory_limit_from_environment,
    resident_bytes,
)
from errlang_lsp.pool import JobSpec, WorkerPool

pytestmark = pytest.mark.asyncio

HERE = Path(__file__).parent

# the fake engine, plus HOG(n): hold n MiB (touched, so resident) for a while
HOG_ENGINE = """
import re, time
from fake_engine import *
from fake_engine import DEFAULT_SETTINGS, check as _check

def check(path, text=None, settings=DEFAULT_SETTINGS, *, cancel=None):
    if text and (match := re.search(r"HOG\\((\\d+)\\)", text)):
        hog = bytearray(int(match.group(1)) * 2**20)
        for i in range(0, len(hog), 4096):
            hog[i] = 1
        time.sleep(2)
    return _check(path, text, settings, cancel=cancel)
"""


@pytest_asyncio.fixture
async def pool(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> AsyncIterator[WorkerPool]:
    (tmp_path / "hog_engine.py").write_text(textwrap.dedent(HOG_ENGINE))
    path = os.environ.get("PYTHONPATH", "")
    monkeypatch.setenv(
        "PYTHONPATH", os.pathsep.join(p for p in (str(tmp_path), str(HERE), path) if p)
    )
    monkeypatch.syspath_prepend(str(HERE))  # spawned workers inherit sys.path
    monkeypatch.syspath_prepend(str(tmp_path))
    pool = WorkerPool(size=1, engine="hog_engine", memory_limit=300 * 2**20, memory_poll=0.1)
    pool.start()
    yield pool
    pool.shutdown()


def check(text: str) -> JobSpec:
    return JobSpec("check", {"path": "x.c", "text": text}, timeout=60, label="check of x.c")


async def test_worker_over_its_memory_limit_is_replaced(pool: WorkerPool) -> None:
    small = await asyncio.wait_for(pool.submit(check("HOG(20) assert(x);")).future, 60)
    assert small.status == "ok", small.message
    hog = await asyncio.wait_for(pool.submit(check("HOG(600) assert(x);")).future, 60)
    assert hog.status == "failed"
    assert "MiB of memory" in hog.message and "300 MiB" in hog.message, hog.message
    after = await asyncio.wait_for(pool.submit(check("int main() { assert(x); }")).future, 60)
    assert after.status == "ok", after.message
    assert after.value["assertions"][0]["verdict"] == "fails"


async def test_limit_settings(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("ERRLANG_LSP_WORKER_MEMORY_MB", "512")
    assert memory_limit_from_environment() == 512 * 2**20
    monkeypatch.setenv("ERRLANG_LSP_WORKER_MEMORY_MB", "0")
    assert memory_limit_from_environment() is None
    monkeypatch.setenv("ERRLANG_LSP_WORKER_MEMORY_MB", "lots")
    assert memory_limit_from_environment() == 4096 * 2**20
    assert address_space_cap(2**30) == 3 * 2**30
    own = resident_bytes(os.getpid())
    assert own is not None and own > 10 * 2**20
