"""Where the assertions are has one source (issue 31 item 3): the server's ``errlang/status``
lists every assertion of the last check — ``_Learn_assert``, ``__CPROVER_assert`` and
``__assert_fail`` included, commented-out ones never — and the extension offers those (it had a
pattern of its own that missed ``_Learn_assert`` and offered commented-out asserts)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from errlang_lsp.testing import errlang_client

pytestmark = pytest.mark.asyncio

SOURCE = """\
void _Learn_assert(int);
void __CPROVER_assert(int, const char *);
void __assert_fail(const char *, const char *, unsigned, const char *);
int nondet(void);
int main(void) {
  int x = nondet();
  _Learn_assert(x != 1);
  /* assert(x != 2); */
  // assert(x != 3);
  __CPROVER_assert(x != 4, "four");
  if (x == 5) __assert_fail("x != 5", "a.c", 11, "main");
  return 0;
}
"""


async def test_the_status_lists_the_engines_assertions(
    workspace: Path, server_env: dict[str, str]
) -> None:
    (workspace / "a.c").write_text(SOURCE)
    async with errlang_client(workspace, env=server_env) as client:
        uri = client.open(workspace / "a.c")

        def listed() -> list[dict[str, Any]] | None:
            for status in reversed(client.statuses):
                if status["uri"] == uri and status.get("assertions"):
                    return list(status["assertions"])
            return None

        assertions = await client.wait_for(listed, 60)
    assert [a["line"] for a in assertions] == [6, 9, 10]  # 0-based; not 7 or 8 (comments)
    assert assertions[0]["label"] == "x != 1"
