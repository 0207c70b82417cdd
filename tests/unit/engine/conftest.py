import textwrap
from pathlib import Path

import pytest


@pytest.fixture(autouse=True)
def _cache(tmp_path, monkeypatch):
    monkeypatch.setenv("ERRLANG_CACHE_DIR", str(tmp_path / "cache"))


@pytest.fixture
def c_file(tmp_path):
    def write(source: str, name: str = "prog.c") -> Path:
        path = tmp_path / name
        path.write_text(textwrap.dedent(source))
        return path

    return write
