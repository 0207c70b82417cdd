"""Running a compiled replay harness: a time limit, its own process group (killed whole on
timeout), no core file, a file as its standard input, and the tail of what it printed."""

from __future__ import annotations

import contextlib
import functools
import os
import re
import signal
import subprocess
import tempfile
import threading
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

OUTPUT_TAIL = 2000

# gcc's sanitizers as errlang reads C (signed overflow and shifts of negative values wrap:
# -fwrapv, so those checks are off): a replayed counterexample must reach its assertion by a
# run without undefined behaviour (``Replayer(sanitize=True)``); ub_replay.py uses them too.
SANITIZE_FLAGS = (
    "-g",
    "-fno-omit-frame-pointer",
    "-fsanitize=address,undefined,float-cast-overflow,pointer-subtract",
    "-fno-sanitize=signed-integer-overflow,shift-base",
    "-fno-sanitize-recover=all",
)
# pointer-subtract's check (ASan reports "invalid-pointer-pair"), null pointers included: on
# only where a pointer subtraction is the finding replayed (session/ub_replay.py). ASan reports
# a valid ``end - start`` whose one-past-the-end pointer lies past a large stack array's
# redzone (ujson 1.35's 128 KB escBuffer), so a counterexample's replay, a run errlang found
# free of undefined behaviour, runs without it.
POINTER_PAIRS = "detect_invalid_pointer_pairs=2"
NO_PAIRS = "detect_invalid_pointer_pairs=0"
SANITIZER_ENVIRONMENT = {
    "ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0:detect_stack_use_after_return=1:" + NO_PAIRS,
    "UBSAN_OPTIONS": "print_stacktrace=0",
}


PATTERN_FLAG = "-ftrivial-auto-var-init=pattern"


@functools.cache
def sanitizer_problem(compiler: str) -> str:
    """Why ``compiler`` cannot build with :data:`SANITIZE_FLAGS` ("" when it can): a small
    program compiled, linked and run with them (gcc without libasan/libubsan installed, a
    clang without the runtime, an older gcc that does not know ``pointer-subtract``)."""
    with tempfile.TemporaryDirectory(prefix="errlang-sanitizers-") as directory:
        executable = Path(directory) / "probe"
        try:
            done = subprocess.run(
                [compiler, *SANITIZE_FLAGS, "-x", "c", "-o", str(executable), "-"],
                input="int main(void) { return 0; }\n",
                capture_output=True,
                text=True,
                timeout=60,
            )
            if done.returncode == 0:
                ran = subprocess.run([str(executable)], capture_output=True, text=True, timeout=60)
                if ran.returncode == 0:
                    return ""
                done = ran
        except (OSError, subprocess.TimeoutExpired) as error:
            return f"{Path(compiler).name} could not be run with them ({error})"
    message = done.stderr.strip().splitlines()
    first = message[0] if message else f"exit code {done.returncode}"
    return f"{Path(compiler).name} cannot build with them: {first}"


@functools.cache
def pattern_flag(compiler: str) -> tuple[str, ...]:
    """gcc ≥ 12's ``-ftrivial-auto-var-init=pattern`` when the compiler takes it: an automatic
    variable read before it is written holds 0xFE bytes, not what the stack held before (a
    counterexample in which such a read differs from a written value replays, and the
    same way every time); errlang reads it as any value (docs/semantics.md)."""
    try:
        done = subprocess.run(
            [compiler, PATTERN_FLAG, "-x", "c", "-fsyntax-only", "-"],
            input="int x;\n",
            capture_output=True,
            text=True,
            timeout=30,
        )
    except (OSError, subprocess.TimeoutExpired):
        return ()
    return (PATTERN_FLAG,) if done.returncode == 0 else ()


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
            with _no_core_file():
                process = subprocess.Popen(
                    command,
                    cwd=cwd,
                    env=env,
                    stdin=given,
                    stdout=out,
                    stderr=err,
                    start_new_session=True,
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


_CORE_LIMIT = threading.Lock()


@contextlib.contextmanager
def _no_core_file() -> Iterator[None]:
    """The harness started with no core file allowed: this process's soft limit is 0 while it
    is spawned (the child inherits it), then set back.

    Not a ``preexec_fn`` in the child: that makes ``subprocess`` fork this whole process
    instead of ``vfork``-ing it, which costs its page tables' copy per run — 41 ms of system
    time for each run of a harness from a 600 MB process (a test process, a long-lived
    worker) against 0.1 ms; the corpus's witnesses and small domains (~1,000 runs) spent
    41 s of system time on it. The lock keeps two threads' spawns from restoring each
    other's limit early."""
    try:
        import resource
    except ImportError:  # not POSIX: no core limit to set
        yield
        return
    with _CORE_LIMIT:
        soft, hard = resource.getrlimit(resource.RLIMIT_CORE)
        resource.setrlimit(resource.RLIMIT_CORE, (0, hard))
        try:
            yield
        finally:
            resource.setrlimit(resource.RLIMIT_CORE, (soft, hard))


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
