"""Real C from the package registries (issue 28 item 5), with harnesses of the kind a user
writes: errlang's verdicts against gcc and its sanitizers (tests/differential/fnptr_oracle.py's
comparison: every ``fails`` replays, every complete ``holds`` survives gcc's runs on random and
boundary inputs, every finding is confirmed by ASan/UBSan and their runs find nothing errlang
missed, every ``unknown`` names its cause). What each one found: docs/realc.md.

* cmark/: cmark-gfm's string buffer (buffer.c, cmark_ctype.c; the cmarkgfm 2025.10.22 sdist,
  BSD-2, COPYING), its allocator hooks `{ calloc, realloc, free }` called through
  ``buf->mem->realloc`` — the form issue 28 found answered with a wrong ``holds``.
* mmh3/: MurmurHash3 (murmurhash3.c of the mmh3 5.3.1 sdist, MIT, LICENSE).
* bufferutil/: the npm addon bufferutil 4.1.0 (src/bufferutil.c, MIT, LICENSE): its WebSocket
  mask and unmask, registered with napi_create_function and called through the stored
  callback pointers (a user's N-API test double: node_api.h, node_api_stub.c).
* crc32c/: the slicing-by-8 CRC-32C (crc32c_sw.c of the crc32c 2.9.post0 sdist, BSD-style
  LICENSE.slice-by-8), called through the module's function pointer ``crc_fn``: beyond
  errlang within CI's budget — its ``unknown`` must name the cause.
"""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from errlang.explain.replay import find_compiler
from errlang.session.check import check_program
from errlang.session.settings import Settings

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "differential"))
from fnptr_oracle import compare_file  # noqa: E402

# harness: the verdicts of its assertions in order (as errlang prints them)
HARNESSES = {
    "cmark/strbuf_harness.c": ["holds"] * 6 + ["fails", "holds"],
    "mmh3/hash_harness.c": ["holds", "holds", "holds", "fails"],
    "bufferutil/mask_harness.c": ["holds"] * 19 + ["fails"],
}
# harness: the budget in seconds (CI's); its unknowns name their cause
BEYOND_BUDGET = {"crc32c/crc_harness.c": 8.0}


@pytest.mark.skipif(find_compiler() is None, reason="needs a C compiler")
@pytest.mark.parametrize("name", sorted(HARNESSES))
def test_real_c_verdicts_agree_with_gcc(name: str) -> None:
    compared = compare_file(HERE / name, Settings(timeout=60), seed=5)
    assert not compared.problems, "\n".join(compared.problems)


@pytest.mark.parametrize("name", sorted(HARNESSES))
def test_real_c_verdicts(name: str) -> None:
    result = check_program(str(HERE / name), None, Settings(timeout=60))
    assert not result.errors, result.errors
    assert [a.verdict for a in result.assertions] == HARNESSES[name]


@pytest.mark.parametrize("name", sorted(BEYOND_BUDGET))
def test_real_c_beyond_the_budget_says_why(name: str) -> None:
    compared = compare_file(HERE / name, Settings(timeout=BEYOND_BUDGET[name]), seed=5)
    assert not compared.problems, "\n".join(compared.problems)  # unknowns name a cause
