"""How a replay harness is started (explain/replay_run.run_harness): with no core file allowed,
in its own session, and without forking the calling process (a ``preexec_fn`` forced a fork of
the whole process per run: 41 ms of system time from a 600 MB test process)."""

from __future__ import annotations

import os
import resource
import subprocess
import sys
from pathlib import Path

import pytest
from errlang.explain import replay_run
from errlang.explain.replay_run import run_harness


def _stdin(tmp_path: Path) -> Path:
    given = tmp_path / "stdin"
    given.write_bytes(b"")
    return given


def test_the_harness_may_write_no_core_file_and_the_limit_is_given_back(tmp_path: Path) -> None:
    before = resource.getrlimit(resource.RLIMIT_CORE)
    probe = "import os, resource; print(resource.getrlimit(resource.RLIMIT_CORE)[0], os.getsid(0))"
    command = [sys.executable, "-S", "-c", probe]
    outcome = run_harness(command, tmp_path, dict(os.environ), 30, _stdin(tmp_path))
    assert outcome.exit_code == 0, outcome.stderr
    limit, session = outcome.stdout.split()
    assert limit == "0"
    assert int(session) != os.getsid(0)  # a session of its own (killed as a group on timeout)
    assert resource.getrlimit(resource.RLIMIT_CORE) == before


def test_the_harness_is_not_started_through_a_preexec_function(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[object] = []
    popen = subprocess.Popen

    def spy(*args: object, **kwargs: object) -> subprocess.Popen[bytes]:
        seen.append(kwargs.get("preexec_fn"))
        return popen(*args, **kwargs)  # type: ignore[call-overload]

    monkeypatch.setattr(replay_run.subprocess, "Popen", spy)
    outcome = run_harness(["/bin/true"], tmp_path, dict(os.environ), 30, _stdin(tmp_path))
    assert outcome.exit_code == 0
    assert seen == [None]  # vfork: the calling process's memory is not copied per run
