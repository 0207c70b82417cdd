"""The IR of a program does not depend on the process's string hash seed: the models a program
needs are lowered in name order, so their loops are numbered alike in every process, and the
fingerprint the query cache is keyed by is the same in the CLI, the server's workers and the
next run (a set's order once numbered memchr's and memcmp's loops differently per process)."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

PROGRAM = r"""
#include <string.h>
int main(void) {
  char a[4], b[4];
  for (int i = 0; i < 4; i++) { a[i] = (char)nondet_int(); b[i] = (char)nondet_int(); }
  const char *hit = memchr(a, 'x', 4);
  int same = memcmp(a, b, 4) == 0;
  int n = (int)strlen("abc") + (int)strspn(a, "ab");
  __VERIFIER_assert(!(hit && same && n > 3));
  return 0;
}
"""

FINGERPRINT = """
import sys
from errlang.frontend.program import parse_file
from errlang.ir.program import build_ir, located_fingerprint
ir = build_ir(parse_file(sys.argv[1]))
print(located_fingerprint(ir, "main"))
"""


def _fingerprint(path: Path, seed: int) -> str:
    env = {**os.environ, "PYTHONHASHSEED": str(seed)}
    out = subprocess.run(
        [sys.executable, "-c", FINGERPRINT, str(path)],
        env=env,
        capture_output=True,
        text=True,
        check=True,
        timeout=120,
    )
    return out.stdout.strip()


def test_the_fingerprint_is_the_same_under_every_hash_seed(tmp_path: Path) -> None:
    path = tmp_path / "models.c"
    path.write_text(PROGRAM)
    prints = {_fingerprint(path, seed) for seed in (1, 2, 3, 4, 5, 6)}
    assert len(prints) == 1
