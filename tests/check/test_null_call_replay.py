"""A call through a null function pointer is confirmed by replay (issue 29's gap, item 2):
ASan sees only 'SEGV on unknown address 0x0 (pc 0x0)' and names no line of the program (it
said 'not-reproduced … at libc_start_call_main.h:58'); the sanitized replay's watch
(session/ub_replay_null.py) reads the return address the call left and addr2line gives the
call's line. A null data pointer is still ASan's report."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from errlang.cli.main import main
from errlang.session.ub_replay_null import null_call_site

PROGRAMS = Path(__file__).parent / "programs"
HOOKS = """#include <stddef.h>
int __VERIFIER_nondet_int(void);
struct hooks { void *(*alloc)(size_t); void (*release)(void *); };
static void *own_alloc(size_t n) { static char pool[64]; return n <= 64 ? pool : NULL; }
static struct hooks chosen(int k)
{ struct hooks h = { own_alloc, NULL }; if (k) h.alloc = NULL; return h; }
int main(void)
{
  struct hooks h = chosen(__VERIFIER_nondet_int());
  char *p = h.alloc(8);
  return p != NULL;
}
"""
DATA = """int __VERIFIER_nondet_int(void);
int main(void)
{
  int x = 4;
  int *p = __VERIFIER_nondet_int() ? &x : 0;
  return *p;
}
"""
needs_gcc = pytest.mark.skipif(shutil.which("gcc") is None, reason="the replay needs gcc")


def _replayed(path: Path, capsys: pytest.CaptureFixture[str]) -> dict[str, Any]:
    main(["check", str(path), "--json", "--replay", "--loop-bound", "1", "--timeout", "60"])
    return json.loads(capsys.readouterr().out)


@needs_gcc
@pytest.mark.parametrize(("name", "line"), [("null_call.c", 7), ("hooks.c", 10)])
def test_a_null_function_call_is_confirmed_at_its_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], name: str, line: int
) -> None:
    path = PROGRAMS / "vanishing" / name
    if name == "hooks.c":
        path = tmp_path / name
        path.write_text(HOOKS)
    data = _replayed(path, capsys)
    assert [(f["reason"], f["line"]) for f in data["findings"]] == [("null dereference", line)]
    [replayed] = data["replays"]
    assert replayed["status"] == "reproduced", replayed
    assert "null function pointer" in replayed["detail"]


@needs_gcc
def test_a_null_data_pointer_is_still_asans(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "data.c"
    path.write_text(DATA)
    [replayed] = _replayed(path, capsys)["replays"]
    assert replayed["status"] == "reproduced" and "function pointer" not in replayed["detail"]


def test_no_watch_line_no_site() -> None:
    assert null_call_site("AddressSanitizer: SEGV on unknown address 0x000000000000") is None
