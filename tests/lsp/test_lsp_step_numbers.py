"""Step numbers in Problems have no gaps (issue 31): a long failing run lists only its
informative steps as related information (the hover and the view have them all), and those
were numbered by their place in the run — "step 1, step 3, step 4, step 6" read as steps lost."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from errlang_lsp.testing import errlang_client
from lsprotocol import types

pytestmark = pytest.mark.asyncio

# the tests between the calls write nothing: steps the Problems list leaves out (a long run)
SOURCE = """\
#include <assert.h>
int nondet(void);
int total = 0;
void add(int k) { total += k; }
int main(void) {
  add(1);
  if (total > 5)
    return 1;
  add(2);
  if (total > 5)
    return 1;
  add(3);
  if (total > 9)
    return 1;
  if (total < 0)
    return 1;
  assert(total != 6);
  return 0;
}
"""


async def test_the_listed_steps_are_numbered_one_two_three(
    workspace: Path, server_env: dict[str, str]
) -> None:
    (workspace / "steps.c").write_text(SOURCE)
    async with errlang_client(workspace, env=server_env) as client:
        uri = client.open(workspace / "steps.c")

        def failing(params: types.PublishDiagnosticsParams) -> bool:
            return any(d.severity == types.DiagnosticSeverity.Error for d in params.diagnostics)

        published = await client.wait_for_diagnostics(uri, failing, timeout=60)
    (error,) = [d for d in published.diagnostics if d.severity == types.DiagnosticSeverity.Error]
    numbers = [
        int(found.group(1))
        for info in error.related_information or []
        if (found := re.match(r"step (\d+): ", info.message))
    ]
    assert len(numbers) >= 3, [i.message for i in error.related_information or []]
    assert numbers == list(range(1, len(numbers) + 1)), numbers
