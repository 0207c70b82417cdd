"""A library file opened alone (no ``main``, as cmark's ``buffer.c`` or ``lz4.c``) and a file
whose header is not found, at default settings: what a new user sees (issue 31).

Before: an Error ``no function 'main' is defined`` at 1:1 and each assertion ``holds for every
run`` although nothing ran; a missing header's message named ``-I``, a command-line flag."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types

pytestmark = pytest.mark.asyncio

LIBRARY = """#include <assert.h>
#include <stddef.h>

int grow(int size, int extra) {
    assert(size > 0);
    return size + extra;
}
"""
MISSING = """#include <stdio.h>
#include "missing_config.h"

int twice(int x) { return 2 * x; }
"""


async def test_a_library_file_says_nothing_was_checked_and_how_to(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    (tmp_path / "lib.c").write_text(LIBRARY)
    (tmp_path / "conf.c").write_text(MISSING)
    settings = {"timeout": 5}
    async with errlang_client(tmp_path, env=server_env, settings=settings) as client:
        lib = client.open(tmp_path / "lib.c")
        conf = client.open(tmp_path / "conf.c")
        published = await client.wait_for_diagnostics(lib, timeout=60)
        missing = await client.wait_for_diagnostics(conf, timeout=60)
    severities = {d.code: d.severity for d in published.diagnostics}
    assert types.DiagnosticSeverity.Error not in severities.values(), published.diagnostics
    note = next(d for d in published.diagnostics if d.code == "no-main")
    assert note.severity == types.DiagnosticSeverity.Information
    assert "nothing here was checked" in note.message and "--entry" in note.message
    assertion = next(d for d in published.diagnostics if d.range.start.line == 4)
    assert assertion.code == "not-checked" and "holds" not in assertion.message
    assert assertion.severity == types.DiagnosticSeverity.Hint
    [error] = missing.diagnostics
    assert error.range.start.line == 1 and "missing_config.h" in error.message
    assert "errlang.includePaths" in error.message
