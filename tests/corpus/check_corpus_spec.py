"""The annotations of the C corpus (tests/corpus/check, regress and refuse).

* ``// expect: fails|holds|unknown [witness=v1,v2,…]`` at the end of an assertion's line: the
  verdict ``errlang check`` must give every assertion on that line (``holds`` stands for
  ``holds-within-bound``). ``witness`` lists nondet values, in call order, on which the compiled
  program fails that assertion; it documents (and lets the tests check with gcc) why the
  expectation is right.
* ``// expect-error: REGEX`` on the line a refusal must point to (refuse/ files).
* ``// errlang-test: loop-bound=N timeout=S xfail=REASON args=…`` anywhere: the bound (default
  3), the ``--timeout`` in seconds, a known engine bug or limitation that makes errlang's tests
  of this program fail (they are then expected to fail, strictly: remove the mark once fixed),
  and extra ``-I``/``-D`` options (``-I`` relative to the file).
"""

from __future__ import annotations

import atexit
import functools
import re
import shlex
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from errlang.explain.replay import Replayer
from errlang.frontend import parse_file
from errlang.frontend.program import Program

CORPUS = Path(__file__).resolve().parent
DEFAULT_LOOP_BOUND = 3
VERDICTS = {"fails": "fails", "holds": "holds-within-bound", "unknown": "unknown"}

_EXPECT = re.compile(r"//\s*expect:\s*(fails|holds|unknown)\b(?:\s+witness=([-\d,]*))?")
_EXPECT_ERROR = re.compile(r"//\s*expect-error:\s*(.+?)\s*$")
_DIRECTIVE = re.compile(r"//\s*errlang-test:\s*(.*?)\s*$")


@dataclass(frozen=True)
class Expectation:
    line: int
    verdict: str  # as errlang prints it: fails | holds-within-bound | unknown
    witness: tuple[int, ...] | None


@dataclass(frozen=True)
class CorpusFile:
    path: Path
    loop_bound: int
    timeout: float | None
    include_dirs: tuple[str, ...]
    defines: tuple[str, ...]
    expectations: dict[int, Expectation]
    errors: dict[int, str]
    xfail: str | None = None

    @property
    def name(self) -> str:
        return self.path.name

    def cli_options(self) -> list[str]:
        options = ["--loop-bound", str(self.loop_bound)]
        for directory in self.include_dirs:
            options += ["-I", directory]
        for define in self.defines:
            options += ["-D", define]
        if self.timeout is not None:
            options += ["--timeout", f"{self.timeout:g}"]
        return options


def engine_params(paths: list[Path]) -> list[Any]:
    """pytest parameters for tests of errlang's engine: known bugs marked as strict xfail."""
    params = []
    for path in paths:
        reason = load(path).xfail
        marks = [pytest.mark.xfail(reason=reason, strict=True)] if reason else []
        params.append(pytest.param(path, marks=marks, id=path.name))
    return params


def check_files() -> list[Path]:
    return sorted((CORPUS / "check").glob("*.c"))


def regress_files() -> list[Path]:
    """Programs beyond the coverage corpus that once exposed engine bugs."""
    return sorted((CORPUS / "regress").glob("*.c"))


def refuse_files() -> list[Path]:
    return sorted((CORPUS / "refuse").glob("*.c"))


def load(path: Path) -> CorpusFile:
    settings: dict[str, str] = {}
    include_dirs: list[str] = []
    defines: list[str] = []
    expectations: dict[int, Expectation] = {}
    errors: dict[int, str] = {}
    for number, text in enumerate(path.read_text().splitlines(), start=1):
        if match := _DIRECTIVE.search(text):
            _directive(match.group(1), path, settings, include_dirs, defines)
        elif match := _EXPECT.search(text):
            witness = None
            if match.group(2) is not None:
                witness = tuple(int(v) for v in match.group(2).split(",") if v)
            expectations[number] = Expectation(number, VERDICTS[match.group(1)], witness)
        elif match := _EXPECT_ERROR.search(text):
            errors[number] = match.group(1)
    timeout = float(settings["timeout"]) if "timeout" in settings else None
    return CorpusFile(
        path,
        int(settings.get("loop-bound", DEFAULT_LOOP_BOUND)),
        timeout,
        tuple(include_dirs),
        tuple(defines),
        expectations,
        errors,
        settings.get("xfail"),
    )


@functools.cache
def built(path: Path) -> tuple[Program, Replayer]:
    """The corpus program ``path`` parsed with its options and compiled for replay once per
    test process: the replay of errlang's counterexamples (test_check_corpus), of the
    annotated witnesses and the small domains (test_check_corpus_witnesses) share one gcc
    build (0.2 CPU-s each, 72 programs: ~13 CPU-s of builds saved in a run). Nothing a test
    replays changes the build; its directory goes when the process ends."""
    spec = load(path)
    program = parse_file(path, include_dirs=spec.include_dirs, defines=spec.defines)
    replayer = Replayer(program)
    atexit.register(replayer.close)
    return program, replayer


def _directive(
    text: str, path: Path, settings: dict[str, str], include_dirs: list[str], defines: list[str]
) -> None:
    head, _, args = text.partition("args=")
    for token in head.split():
        key, _, value = token.partition("=")
        if key not in ("loop-bound", "timeout", "xfail"):
            raise ValueError(f"{path.name}: unknown errlang-test key {key!r}")
        settings[key] = value
    words = shlex.split(args)
    i = 0
    while i < len(words):
        word = words[i]
        if word in ("-I", "-D"):
            value, i = words[i + 1], i + 2
        else:
            value, i = word[2:], i + 1
        if word.startswith("-I"):
            include_dirs.append(str((path.parent / value).resolve()))
        elif word.startswith("-D"):
            defines.append(value)
        else:
            raise ValueError(f"{path.name}: unknown option {word!r} in args=")
