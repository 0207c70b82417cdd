"""A harness that ``#include``s its library's ``.c`` (mmh3's ``hash_harness.c`` includes
``murmurhash3.c``, cmark's ``strbuf_harness.c`` includes ``buffer.c``): after learning, the
run's steps in the library name its file in the hover (were ``line 27 in
murmurhash3_x86_32``; the deciding step ``Decided at line 81`` in a harness of 24 lines), and
no inlay hint of a library event site lands on the harness's line of the same number."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types

pytestmark = pytest.mark.asyncio

LIBRARY = """/* the library */

int bump(int x) {
    int y = x + 1;
    return y;
}


int never(int x) { return x; }
"""
HARNESS = """#include <assert.h>
extern int nondet(void);
#include "lib.c"

int main(void) {
    int x = nondet();
    if (x > 100) x = never(x);
    int y = bump(x);
    assert(y != 5);
    return 0;
}
"""
ASSERTION = 8


async def test_learned_steps_in_an_included_file_name_it(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    (tmp_path / "lib.c").write_text(LIBRARY)
    (tmp_path / "main.c").write_text(HARNESS)
    async with errlang_client(tmp_path, env=server_env, settings={"timeout": 20}) as client:
        uri = client.open(tmp_path / "main.c")
        await client.wait_for_diagnostics(uri, timeout=60)
        await client.learn(uri, ASSERTION)
        await client.wait_for_state(uri, ASSERTION, "done", timeout=90)
        hover = await client.hover_text(uri, ASSERTION, 5)
        whole = types.Range(
            start=types.Position(line=0, character=0), end=types.Position(line=20, character=0)
        )
        hints = await client.text_document_inlay_hint_async(
            types.InlayHintParams(text_document=types.TextDocumentIdentifier(uri=uri), range=whole)
        )
    steps = [line for line in hover.splitlines() if " in bump" in line]
    assert steps and all("lib.c line" in line for line in steps), hover
    lines = {hint.position.line for hint in hints or []}
    assert 2 not in lines and ASSERTION not in lines, hints  # bump, never: lib.c lines 3, 9


CHECKED_LIBRARY = """#include <assert.h>

int half(int x) {
    assert(x % 2 == 0);
    return x / 2;
}
"""
INCLUDER = """#include "half.c"

int main(void) {
    return half(8) - 4;
}
"""


async def test_an_open_library_file_shows_its_verdicts_in_the_open_harness(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    """cmark's buffer.c open beside strbuf_harness.c (which includes it) said *not checked:
    this file defines no main* on its assertions, though the harness's program checked them."""
    (tmp_path / "half.c").write_text(CHECKED_LIBRARY)
    (tmp_path / "harness.c").write_text(INCLUDER)
    async with errlang_client(tmp_path, env=server_env, settings={"timeout": 10}) as client:
        library = client.open(tmp_path / "half.c")
        await client.wait_for_diagnostics(library, timeout=60)
        client.open(tmp_path / "harness.c")
        shown = await client.wait_for_diagnostics(
            library, lambda p: any("in program harness.c" in d.message for d in p.diagnostics)
        )
        hover = await client.hover_text(library, 3, 5)
    at_assertion = [d for d in shown.diagnostics if d.range.start.line == 3]
    assert [d.code for d in at_assertion] == ["holds"], at_assertion
    assert any(d.code == "no-main" for d in shown.diagnostics)  # its own note stays
    assert "not checked alone" in hover and "holds in program harness.c" in hover
