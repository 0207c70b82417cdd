"""``check --replay`` builds a failing assertion's replay with gcc's sanitizers (the truth
docs/replay.md promises: a run that meets undefined behaviour before the assertion is no
reproduction), and says so when the compiler cannot: it falls back to a plain build with the
reason in the replay's detail. Before, the replay was always built without them."""

from __future__ import annotations

import shutil
import stat
from pathlib import Path

import pytest
from errlang.explain.replay_run import sanitizer_problem
from errlang.session.check import check_program
from errlang.session.check_replay import replay_check
from errlang.session.settings import Settings

GCC = shutil.which("gcc")
PROGRAM = """#include <assert.h>
int __VERIFIER_nondet_int(void);
int main(void) {
  int k = __VERIFIER_nondet_int();
  assert(k != 3);
  return 0;
}
"""
SETTINGS = Settings(loop_bound=1, timeout=30)

pytestmark = pytest.mark.skipif(
    GCC is None or bool(sanitizer_problem(GCC)), reason="needs gcc with its sanitizers"
)


def _compiler(tmp_path: Path, refuses_sanitizers: bool) -> tuple[Path, Path]:
    """A ``cc`` that logs its arguments and calls gcc (refusing ``-fsanitize`` if asked)."""
    log = tmp_path / "cc.log"
    script = tmp_path / "fakecc"
    refusal = 'case "$*" in *-fsanitize*) echo "cannot find libasan" >&2; exit 1;; esac\n'
    script.write_text(
        f'#!/bin/sh\necho "$*" >> "{log}"\n'
        + (refusal if refuses_sanitizers else "")
        + f'exec "{GCC}" "$@"\n'
    )
    script.chmod(script.stat().st_mode | stat.S_IXUSR)
    return script, log


def _replayed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, refuses: bool) -> tuple[str, str]:
    source = tmp_path / "k.c"
    source.write_text(PROGRAM)
    compiler, log = _compiler(tmp_path, refuses)
    monkeypatch.setenv("CC", str(compiler))
    result = check_program(str(source), None, SETTINGS)
    (replayed,) = replay_check(str(source), result, SETTINGS)
    assert replayed.status == "reproduced", replayed.detail
    return replayed.detail, log.read_text()


def test_a_failing_assertion_is_replayed_under_the_sanitizers(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    detail, builds = _replayed(tmp_path, monkeypatch, refuses=False)
    harness = [line for line in builds.splitlines() if "errlang_runtime.c" in line]
    assert harness and all("-fsanitize=address,undefined" in line for line in harness), builds
    assert "without gcc's sanitizers" not in detail


def test_without_the_sanitizers_the_replay_says_why(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    detail, builds = _replayed(tmp_path, monkeypatch, refuses=True)
    harness = [line for line in builds.splitlines() if "errlang_runtime.c" in line]
    assert harness and not any("-fsanitize" in line for line in harness), builds
    assert "compiled without gcc's sanitizers: fakecc cannot build with them" in detail
    assert "cannot find libasan" in detail
