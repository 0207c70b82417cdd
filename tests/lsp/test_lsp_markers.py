"""A marker above each assertion form ``check`` accepts learns (issue 21, item 4): the 2015
tool's ``_Learn_assert(…)`` and SV-COMP's ``reach_error()``, over stdio with the real engine."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client

pytestmark = pytest.mark.asyncio

PROGRAM = """extern int __VERIFIER_nondet_int(void);
void _Learn_assert(int condition);
void Learn_assert(int condition);
void reach_error(void);

int total = 0;

void add(int x) { total += x; }

int main(void) {
  int n = __VERIFIER_nondet_int();
  for (int i = 0; i < n && i < 2; i++) add(1);
  // errlang: learn loop-bound=2
  ASSERTION;
  return 0;
}
"""
LINE = 13  # 0-based line of the assertion


@pytest.mark.parametrize(
    "assertion",
    ["_Learn_assert(total < 2)", "Learn_assert(total < 2)", "if (total >= 2) reach_error()"],
)
async def test_a_marker_above_the_assertion_learns(
    tmp_path: Path, server_env: dict[str, str], assertion: str
) -> None:
    path = tmp_path / "learn2015.c"
    path.write_text(PROGRAM.replace("ASSERTION", assertion))
    async with errlang_client(tmp_path, env=server_env) as client:
        uri = client.open(path)
        entry = await client.wait_for_state(uri, LINE, ("done", "error"), timeout=60)
        assert entry["state"] == "done", entry
        assert not any("not on or above" in d.message for d in client.diagnostics.get(uri, []))
        answer = await client.automaton(uri, LINE)
        assert answer["automaton"]["counterexamples"][0]["word"][:2] == ["add", "add"]
