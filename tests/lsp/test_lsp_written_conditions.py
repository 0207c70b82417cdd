"""An assertion's condition is quoted as written when the engine's text reads through a macro
(xxHash's ``assert(XXH3_64bits("", 0) == …)`` read ``XXH_INLINE_XXH3_64bits(…)`` in Problems,
``assert(state != NULL)`` read ``state != ((void *) 0)``): Problems, hover and the palette's
assertion labels (``errlang/status``)."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.conditions import source_condition
from errlang_lsp.testing import errlang_client

SOURCE = """#include <assert.h>
#include <stddef.h>
#define LIMIT 4
#define SMALL(x) ((x) < LIMIT)

int main(void) {
    int *p = NULL;
    int k = 3;
    assert(p == NULL);
    assert(SMALL(k) &&
           k > 2);
    assert(k != 3);
    return 0;
}
"""


@pytest.mark.asyncio
async def test_conditions_read_as_written(tmp_path: Path, server_env: dict[str, str]) -> None:
    (tmp_path / "m.c").write_text(SOURCE)
    async with errlang_client(tmp_path, env=server_env, settings={"timeout": 5}) as client:
        uri = client.open(tmp_path / "m.c")
        published = await client.wait_for_diagnostics(uri, timeout=60)
        hover = await client.hover_text(uri, 8, 6)
        labels = {a["line"]: a.get("label") for a in client.statuses[-1]["assertions"]}
    messages = {d.range.start.line: d.message for d in published.diagnostics}
    assert messages[8].startswith("`p == NULL` holds"), messages
    assert messages[9].startswith("`SMALL(k) && k > 2` holds"), messages
    assert messages[11].startswith("`k != 3` fails")  # no macro: the engine's text
    assert hover.startswith("**`p == NULL` holds**")
    assert labels == {8: "p == NULL", 9: "SMALL(k) && k > 2", 11: "k != 3"}


def test_the_first_argument_of_the_call_is_taken() -> None:
    text = 'x;\n  __CPROVER_assert(f(a, ")") > 0, "msg");\n'
    assert source_condition(text, 2, 3) == 'f(a, ")") > 0'
    assert source_condition(text, 2, 1) is None  # white space, not a call
    assert source_condition("é; assert(x);", 1, 4) is None  # the engine counts bytes
