"""The entry point in the editor: ``errlang.entry`` (any client may send ``entry``) starts the
runs in a function other than ``main``, as ``errlang check --entry F`` does. Before, a library
file had no way to be checked from the editor: its assertions were 'not checked alone'."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.config import ServerSettings
from errlang_lsp.testing import errlang_client

LIBRARY = """#include <assert.h>

int half(int size) {
    assert(size != 6);
    return size / 2;
}
"""


@pytest.mark.asyncio
async def test_the_entry_setting_checks_a_file_without_main(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    (tmp_path / "lib.c").write_text(LIBRARY)
    settings = {"timeout": 20, "entry": "half"}
    async with errlang_client(tmp_path, env=server_env, settings=settings) as client:
        uri = client.open(tmp_path / "lib.c")
        published = await client.wait_for_diagnostics(uri, timeout=90)
    codes = {d.code for d in published.diagnostics}
    assert "no-main" not in codes and "not-checked" not in codes, published.diagnostics
    [failing] = [d for d in published.diagnostics if d.range.start.line == 3]
    assert failing.message.startswith("`size != 6` fails"), failing.message


def test_the_entry_setting_reaches_the_engine(tmp_path: Path) -> None:
    source = tmp_path / "a.c"
    source.write_text("int f(int x) { return x; }\n")
    assert ServerSettings.from_client({}).engine_settings(source, tmp_path)["entry_point"] == "main"
    chosen = ServerSettings.from_client({"entry": " f "})
    assert chosen.engine_settings(source, tmp_path)["entry_point"] == "f"
    # not a C function name, or not a string: the default, with a warning
    assert ServerSettings.from_client({"entry": "f(x)"}).entry_point == "main"
    assert ServerSettings.from_client({"entry": 3}).entry_point == "main"
