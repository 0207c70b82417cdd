"""A library file opened alone (no ``main``, as cmark's ``buffer.c`` or ``lz4.c``), a file
whose header is not found, and a harness opened without its library, at default settings:
what a new user sees (issue 31).

Before: an Error ``no function 'main' is defined`` at 1:1, each assertion ``holds for every
run`` (hover too) although nothing ran, and lenses offering to learn from that missing main; a
missing header's message named ``-I``, a command-line flag; an unknown caused by an unlinked
library function did not say how the editor links it."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.session.hold import HOLD_VARIABLE
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
UNLINKED = """#include <assert.h>
struct parser { int state; };
int parser_init(struct parser *p);

int main(void) {
    struct parser p;
    parser_init(&p);
    assert(p.state == 0);
    return 0;
}
"""
ASSEMBLY = """#include <assert.h>
int main(void) {
    int x = 0;
    __asm__ volatile("nop");
    assert(x == 0);
    return 0;
}
"""
DECLARATIONS = """#include <stddef.h>
int grow(int size, int extra);
size_t length(const char *s);
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
    (tmp_path / "harness.c").write_text(UNLINKED)
    (tmp_path / "api.h").write_text(DECLARATIONS)
    (tmp_path / "asm.c").write_text(ASSEMBLY)
    settings = {"timeout": 5}
    async with errlang_client(tmp_path, env=server_env, settings=settings) as client:
        lib = client.open(tmp_path / "lib.c")
        conf = client.open(tmp_path / "conf.c")
        harness = client.open(tmp_path / "harness.c")
        header = client.open(tmp_path / "api.h")
        assembly = client.open(tmp_path / "asm.c")
        published = await client.wait_for_diagnostics(lib, timeout=60)
        missing = await client.wait_for_diagnostics(conf, timeout=60)
        unlinked = await client.wait_for_diagnostics(harness, timeout=60)
        declared = await client.wait_for_diagnostics(header, timeout=60)
        refused = await client.wait_for_diagnostics(assembly, timeout=60)
        lenses = await client.code_lenses(lib)
        hover = await client.hover_text(lib, 4, 5)
    severities = {d.code: d.severity for d in published.diagnostics}
    assert types.DiagnosticSeverity.Error not in severities.values(), published.diagnostics
    note = next(d for d in published.diagnostics if d.code == "no-main")
    assert note.severity == types.DiagnosticSeverity.Information
    assert "not checked alone" in note.message and "--entry" in note.message
    assertion = next(d for d in published.diagnostics if d.range.start.line == 4)
    assert assertion.code == "not-checked" and "holds" not in assertion.message
    assert assertion.severity == types.DiagnosticSeverity.Hint
    assert lenses == []  # learning or sampling from a main that is not there would fail
    assert "not checked" in hover and "holds" not in hover
    [error] = missing.diagnostics
    assert error.range.start.line == 1 and "missing_config.h" in error.message
    assert "errlang.includePaths" in error.message
    # a file of declarations: quiet (a Hint, not in Problems), saying where it is checked
    [note] = declared.diagnostics
    assert note.code == "no-main" and note.severity == types.DiagnosticSeverity.Hint
    assert "files that include it" in note.message
    # inline assembly: refused where it is, the assertion it stops undecided; both say what to do
    by_line = {d.range.start.line: d for d in refused.diagnostics}
    assert "inline assembly is not supported" in by_line[3].message
    assert "errlang.defines" in by_line[3].message and "errlang.defines" in by_line[4].message
    # a harness opened without its library: the unknown says how the editor links it
    [unknown] = [d for d in unlinked.diagnostics if d.code == "unknown"]
    assert unknown.range.start.line == 7 and "'parser_init' has no definition" in unknown.message
    assert "compile_commands.json" in unknown.message


async def test_a_check_out_of_time_names_the_setting(
    tmp_path: Path, server_env: dict[str, str]
) -> None:
    """The encoding is held (errlang.session.hold) until the 1 s budget's deadline: out of
    time on any machine."""
    (tmp_path / "hash.c").write_text(UNLINKED)
    env = {**server_env, HOLD_VARIABLE: "encode"}
    async with errlang_client(tmp_path, env=env, settings={"timeout": 1}) as client:
        uri = client.open(tmp_path / "hash.c")
        published = await client.wait_for_diagnostics(uri, timeout=60)
        hover = await client.hover_text(uri, 7, 5)
    [unknown] = [d for d in published.diagnostics if d.code == "unknown"]
    assert "time budget of 1 s ran out" in unknown.message, unknown.message
    assert "errlang.timeout setting" in unknown.message and "errlang.timeout setting" in hover
