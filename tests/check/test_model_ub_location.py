"""Undefined behaviour inside one of errlang's C models is the program's: ``sprintf`` writing
past a 4-byte buffer is found at the program's call (``sp.c:7:3``), once, and gcc's sanitizers
confirm it there. Before: two findings at ``…/include/models/printf.c:0:0`` (in
``__errlang_format`` and ``__errlang_put``) whose replays were 'not-reproduced' (the sanitizer's
first frame, its sprintf interceptor, was taken for the program's)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from errlang.cli.main import main

OVERFLOW = """#include <stdio.h>
int __VERIFIER_nondet_int(void);
void __VERIFIER_assume(int);
int main(void) {
  char buf[4];
  int n = __VERIFIER_nondet_int();
  __VERIFIER_assume(n >= 0 && n < 100000);
  sprintf(buf, "%d", n);
  return 0;
}
"""


@pytest.mark.skipif(shutil.which("gcc") is None, reason="the replay needs gcc")
def test_a_models_overflow_is_found_and_replayed_at_the_call(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "sp.c"
    source.write_text(OVERFLOW)
    main(["check", str(source), "--replay", "--json", "--timeout", "60"])
    data = json.loads(capsys.readouterr().out)
    found = [(f["reason"], Path(f["file"]).name, f["line"], f["column"]) for f in data["findings"]]
    assert found == [("out-of-bounds access", "sp.c", 8, 3)]
    assert data["findings"][0]["function"] == "main"
    assert [r["status"] for r in data["replays"]] == ["reproduced"], data["replays"]
