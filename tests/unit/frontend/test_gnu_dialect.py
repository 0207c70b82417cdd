"""The C dialect real code is written in (GNU C11, docs/semantics.md "The C dialect"): one
probe program per construct under ``dialect/`` (and msgpack's real container-header parser),
each stating in its first lines what errlang answers (``// errlang:`` the assertions'
verdicts in order, a finding, or the located refusal) and input vectors (``// inputs:``).

The verdicts are checked against gcc -fsanitize=address,undefined, the truth: each
counterexample and finding errlang gives, fed to the gcc build, fails that assertion / is
reported by a sanitizer; and on every listed vector the gcc build fails only assertions
errlang says fail and trips a sanitizer only where errlang has a finding."""

from __future__ import annotations

import functools
import os
import re
import shutil
import subprocess
from dataclasses import dataclass
from pathlib import Path

import pytest
from errlang.encoder.encoding import SIGNED_OVERFLOW
from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

PROBES = Path(__file__).resolve().parent / "dialect"
RUNTIME = Path(__file__).resolve().parent / "dialect_runtime.c"
GCC = shutil.which("gcc")
GCC_FLAGS = ("-std=gnu11", "-O0", "-g", "-w", "-fsanitize=address,undefined")
SANITIZER_ENV = {
    "ASAN_OPTIONS": "detect_leaks=0:exitcode=43",
    "UBSAN_OPTIONS": "halt_on_error=1:exitcode=44:print_stacktrace=1",
}
# a signed overflow is reported and the run goes on, in gcc's run as in errlang's (a finding
# that does not end the run, docs/semantics.md): the replays of assertions and of overflows
GOING_ON_ENV = {**SANITIZER_ENV, "UBSAN_OPTIONS": "halt_on_error=0:print_stacktrace=1"}


@dataclass(frozen=True)
class Probe:
    """A probe's stated answer: verdicts, a finding's line and kind, or a refusal."""

    name: str
    verdicts: tuple[str, ...]
    finding: tuple[int, str] | None
    refused: tuple[int, str] | None
    inputs: tuple[str, ...]


def _probe(path: Path) -> Probe:
    head = dict(re.findall(r"(?m)^// (\w+): (.*)$", "\n".join(path.read_text().splitlines()[:3])))
    expected = head["errlang"]
    refused = re.fullmatch(r"refused (\d+) (.*)", expected)
    finding = re.search(r"; finding (\d+) (.*)$", expected)
    verdicts = () if refused else tuple(expected.split(";")[0].split())
    inputs = tuple(v.strip() for v in head.get("inputs", "").split("|") if v.strip())
    return Probe(
        path.name,
        verdicts,
        (int(finding.group(1)), finding.group(2)) if finding else None,
        (int(refused.group(1)), refused.group(2)) if refused else None,
        inputs,
    )


NAMES = sorted(p.name for p in PROBES.glob("*.c"))
ACCEPTED = [n for n in NAMES if _probe(PROBES / n).refused is None]


@functools.cache
def _checked(name: str) -> CheckResult:
    return check_program(str(PROBES / name), None, Settings(timeout=30))


@pytest.mark.parametrize("name", NAMES)
def test_errlang_answers_what_the_probe_states(name: str) -> None:
    probe, result = _probe(PROBES / name), _checked(name)
    if probe.refused is not None:
        line, message = probe.refused
        assert [(e.line, message in e.message) for e in result.errors] == [(line, True)]
        assert not result.warnings  # a nested function's calls are not undeclared inputs
        assert all(a.verdict == "unknown" for a in result.assertions)
        return
    assert not result.errors and not result.warnings
    assert tuple(a.verdict for a in result.assertions) == probe.verdicts
    assert all(a.complete for a in result.assertions if a.verdict == "holds")
    # the probes state their dialect's findings; their inputs' signed overflows (2 * v at
    # INT_MAX) are findings too, checked against gcc's sanitizers by the test below
    found = [(f.line, f.reason) for f in result.findings if f.reason != SIGNED_OVERFLOW]
    assert found == ([probe.finding] if probe.finding else [])


@functools.cache
def _build(name: str, directory: Path) -> Path:
    binary = directory / name.replace(".c", "")
    command = [GCC or "gcc", *GCC_FLAGS, "-I", str(PROBES), name, str(RUNTIME), "-o", str(binary)]
    subprocess.run(command, cwd=PROBES, check=True, capture_output=True, timeout=120)
    return binary


def _run(binary: Path, inputs: str, going_on: bool = False) -> tuple[int, str]:
    sanitizers = GOING_ON_ENV if going_on else SANITIZER_ENV
    env = {**os.environ, **sanitizers, "PROBE_INPUTS": inputs}
    done = subprocess.run([binary], env=env, capture_output=True, text=True, timeout=60)
    return done.returncode, done.stderr


def _failed_line(name: str, stderr: str) -> int | None:
    """The line of the assertion a gcc run failed (glibc: ``f.c:12: main: Assertion``)."""
    found = re.search(rf"{re.escape(name)}:(\d+): \w+: Assertion", stderr)
    return int(found.group(1)) if found else None


@pytest.mark.skipif(GCC is None, reason="gcc is the oracle")
@pytest.mark.parametrize("name", ACCEPTED)
def test_verdicts_agree_with_gcc_and_its_sanitizers(
    name: str, tmp_path_factory: pytest.TempPathFactory
) -> None:
    probe, result = _probe(PROBES / name), _checked(name)
    binary = _build(name, tmp_path_factory.mktemp("dialect"))
    failing = {a.line for a in result.assertions if a.verdict == "fails"}
    for verdict in result.assertions:
        if verdict.verdict == "fails":
            assert verdict.counterexample is not None
            inputs = " ".join(str(i.value) for i in verdict.counterexample.inputs)
            code, stderr = _run(binary, inputs, going_on=True)
            assert _failed_line(name, stderr) == verdict.line, (inputs, code, stderr[-400:])
    for finding in result.findings:
        inputs = " ".join(str(i.value) for i in finding.run.inputs)
        overflow = finding.reason == SIGNED_OVERFLOW
        code, stderr = _run(binary, inputs, going_on=overflow)
        reported = overflow or code in (43, 44)
        assert reported and f"{name}:{finding.line}" in stderr, (inputs, stderr[-400:])
    for inputs in probe.inputs:
        code, stderr = _run(binary, inputs)
        line = _failed_line(name, stderr)
        assert line is None or line in failing, (inputs, stderr[-400:])
        assert code not in (43, 44) or result.findings, (inputs, stderr[-400:])


@pytest.mark.skipif(GCC is None, reason="gcc is the oracle")
def test_gcc_refuses_the_false_static_assertion_too(tmp_path: Path) -> None:
    command = [GCC or "gcc", "-std=gnu11", "-fsyntax-only", "static_assert_false.c"]
    done = subprocess.run(command, cwd=PROBES, capture_output=True, text=True, timeout=60)
    assert done.returncode != 0 and "static assertion failed" in done.stderr


@pytest.mark.skipif(GCC is None, reason="gcc's preprocessor and glibc's headers")
def test_real_code_preprocessed_with_glibcs_headers_gets_the_same_verdicts(tmp_path: Path) -> None:
    """``gcc -E`` of msgpack's parser: glibc's own headers (``max_align_t``'s aligned members,
    ``register_t``'s ``mode(__word__)``, ``assert`` as a statement expression) refused the whole
    ``.i`` file before."""
    preprocessed = tmp_path / "msgpack_container_header.i"
    command = [GCC or "gcc", "-E", "-std=gnu11", "msgpack_container_header.c", "-o"]
    subprocess.run([*command, str(preprocessed)], cwd=PROBES, check=True, timeout=60)
    result = check_program(str(preprocessed), None, Settings(timeout=30))
    assert not result.errors
    expected = [a.verdict for a in _checked("msgpack_container_header.c").assertions]
    assert [a.verdict for a in result.assertions] == expected == ["holds"] * 4 + ["fails"]
