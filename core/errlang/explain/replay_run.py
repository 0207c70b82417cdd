"""Running a compiled replay harness: a time limit, its own process group (killed whole on
timeout), no core file, a file as its standard input, and the tail of what it printed."""

from __future__ import annotations

import os
import re
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

OUTPUT_TAIL = 2000


@dataclass(frozen=True)
class Outcome:
    exit_code: int | None
    signal: int | None
    timed_out: bool
    stdout: str
    stderr: str


def run_harness(
    command: list[str], cwd: Path, env: dict[str, str], timeout: float, stdin: Path
) -> Outcome:
    """Run with a wall-clock limit, ``stdin`` as its standard input; the whole process group
    is killed on timeout."""
    out_path, err_path = cwd / "stdout.txt", cwd / "stderr.txt"
    with open(out_path, "wb") as out, open(err_path, "wb") as err, open(stdin, "rb") as given:
        try:
            process = subprocess.Popen(
                command,
                cwd=cwd,
                env=env,
                stdin=given,
                stdout=out,
                stderr=err,
                start_new_session=True,
                preexec_fn=_limit_resources if os.name == "posix" else None,
            )
        except OSError as error:
            return Outcome(None, None, False, "", f"cannot run the harness: {error.strerror}")
        timed_out = False
        try:
            process.wait(timeout=timeout)
        except subprocess.TimeoutExpired:
            timed_out = True
            _kill_group(process)
            process.wait()
    code = process.returncode
    return Outcome(
        exit_code=code if code is not None and code >= 0 else None,
        signal=-code if code is not None and code < 0 else None,
        timed_out=timed_out,
        stdout=tail(out_path.read_text(errors="replace")),
        stderr=tail(err_path.read_text(errors="replace")),
    )


def _limit_resources() -> None:  # pragma: no cover - runs in the child
    import resource

    resource.setrlimit(resource.RLIMIT_CORE, (0, 0))


def _kill_group(process: subprocess.Popen[bytes]) -> None:
    try:
        os.killpg(process.pid, signal.SIGKILL)
    except (ProcessLookupError, PermissionError):
        process.kill()


_SANITIZER_REPORT = re.compile(r"(runtime error: .*|ERROR: AddressSanitizer: \S+[^\n]*)")


def no_report(outcome: Outcome) -> str:
    report = _SANITIZER_REPORT.search(outcome.stderr)
    if report is not None:  # a build with gcc's sanitizers stopped the run
        return f"undefined behaviour before the assertion (gcc's sanitizers: {report[1]})"
    if outcome.signal is not None:
        name = signal.Signals(outcome.signal).name if outcome.signal in _SIGNALS else "?"
        why = " (abort() was called)" if outcome.signal == signal.SIGABRT else ""
        return f"the program was killed by signal {outcome.signal} {name}{why}"
    return f"the program ended with exit code {outcome.exit_code} and no harness report"


_SIGNALS = {s.value for s in signal.Signals}


def tail(text: str) -> str:
    return text if len(text) <= OUTPUT_TAIL else "…" + text[-OUTPUT_TAIL:]
