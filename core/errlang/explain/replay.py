"""Replay: proving a counterexample real by running the program (issue 5, item 4; DESIGN §5).

The program is regenerated from its AST with a harness (:mod:`errlang.explain.harness_source`),
compiled with the system C compiler (``-O0 -fwrapv``: signed overflow wraps, as errlang assumes),
and run with a time limit in a temporary directory, its nondet calls fed from the counterexample's
inputs in order. The counterexample is *reproduced* when the run fails the same assertion.

This runs the user's code. Callers must only replay when the user asked for it (``--replay``
on the command line; an editor setting, off by default, honoured in trusted workspaces only).
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path

from errlang.explain.harness_models import FILE_VARIABLE, FILES_VARIABLE, unreplayed_models
from errlang.explain.harness_runtime import (
    INPUTS_VARIABLE,
    RESULT_VARIABLE,
    RUNTIME_C,
    BadInput,
    inputs_file_text,
    normalise_inputs,
    parse_report,
)
from errlang.explain.harness_source import HarnessSource, harness_source
from errlang.explain.opened_files import files_bytes, opened_count, read_files
from errlang.explain.replay_result import (
    HeaderMode,
    ReplayResult,
    ReplayStatus,
    classify,
)
from errlang.explain.replay_run import (
    SANITIZE_FLAGS,
    SANITIZER_ENVIRONMENT,
    pattern_flag,
    run_harness,
    sanitizer_problem,
    tail,
)
from errlang.explain.stdin import (
    BYTE_READS,
    ast_formats,
    c_literal,
    is_stream_input,
    reads_stdin,
    split_stdin,
)
from errlang.frontend import AssertionSite, Program

COMPILE_FLAGS = (
    "-std=gnu11",
    "-O0",
    "-fwrapv",
    "-fno-strict-aliasing",
    "-w",
    "-Wno-error=implicit-function-declaration",
    "-Wno-error=int-conversion",
    "-Wno-error=incompatible-pointer-types",
)
# After the sources: <math.h>'s functions live in libm (glibc), which gcc does not link unasked.
LINK_FLAGS = ("-lm",)
_UNDEFINED_REFERENCE = re.compile(r"undefined reference to [`'‘]([A-Za-z_]\w*)")


@dataclass(frozen=True)
class _Build:
    status: ReplayStatus | None  # None: built
    detail: str
    executable: Path | None = None
    header_mode: HeaderMode | None = None


def find_compiler(cc: str | None = None) -> str | None:
    """``cc`` if given (and only it), else ``$CC``, else the first of cc, gcc, clang on the PATH."""
    if cc:
        return shutil.which(cc)
    for candidate in (os.environ.get("CC"), "cc", "gcc", "clang"):
        if candidate and (found := shutil.which(candidate)):
            return found
    return None


class Replayer:
    """A program compiled once with its harness; replays any number of input sequences.

    Use as a context manager (or call :meth:`close`): it owns a temporary directory.
    """

    def __init__(
        self,
        program: Program,
        *,
        cc: str | None = None,
        compile_timeout: float = 120.0,
        sanitize: bool | None = None,
    ) -> None:
        """Every replay path builds this way (``check``/``explain --replay``, the editor's,
        ``pac``'s, a project's): with gcc's sanitizers (:data:`SANITIZE_FLAGS`: a run that
        meets undefined behaviour before the assertion is not a reproduction) when the
        compiler can build with them, else without, each result's detail saying why
        (:attr:`unsanitized`). ``sanitize`` True or False forces one build (tests)."""
        self.program = program
        self.unsanitized = "" if sanitize is not None else sanitizers_missing(cc)
        self.sanitize = sanitize if sanitize is not None else not self.unsanitized
        self._directory = Path(tempfile.mkdtemp(prefix="errlang-replay-"))
        self._runs = 0
        self.source: HarnessSource | None = None
        # a program that reads no stream but stdin is given the run's bytes there (stdin.py),
        # by a second build that leaves its reads to the C library (compiled when first used)
        self.reads_stdin = False
        self._cc, self._compile_timeout = cc, compile_timeout
        self._stdin_build: _Build | None = None
        self._build = self._compile(cc, compile_timeout)

    def __enter__(self) -> Replayer:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def close(self) -> None:
        shutil.rmtree(self._directory, ignore_errors=True)

    @property
    def built(self) -> bool:
        return self._build.status is None

    @property
    def build_detail(self) -> str:
        return self._build.detail

    def replay(
        self,
        assertion: AssertionSite | int,
        inputs: Sequence[int | Mapping[str, object]],
        *,
        timeout: float = 5.0,
    ) -> ReplayResult:
        """Run the program on ``inputs`` and say whether ``assertion`` fails as claimed."""
        target = assertion.index if isinstance(assertion, AssertionSite) else int(assertion)
        if self._build.status is not None:
            return ReplayResult(self._build.status, self._build.detail, target)
        if not 0 <= target < len(self.program.assertions):
            return ReplayResult("not-reproduced", f"the program has no assertion #{target}", target)
        if self.source is not None and target not in self.source.site_indices:
            return ReplayResult(
                "not-reproduced", f"assertion #{target} not found in the AST", target
            )
        # values drawn inside a model a replay does not run (fgets' read error): not fed, said
        several = self._reads_several_files(inputs)
        file = several or self._reads_one_file(inputs)
        fed = self.program.nondet_functions
        inputs, unfed = unreplayed_models(self.program.library, inputs, file, fed)
        result = self._run(target, inputs, timeout, file, several)
        if unfed:
            why = f" (not fed: the values errlang's models drew at {', '.join(unfed)}; "
            why += "the C library's own functions ran there)"
            result = replace(result, detail=result.detail + why)
        opened = opened_count(inputs)
        if opened > 1 and not several and not result.reproduced:  # said (docs/replay.md)
            why = f" (the run opened {opened} files whose reads cannot be told apart: "
            why += "its fopen calls looked for their paths in the replay's empty directory)"
            result = replace(result, detail=result.detail + why)
        if self.unsanitized:
            result = replace(result, detail=f"{result.detail} ({self.unsanitized})")
        return result

    def _reads_one_file(self, inputs: Sequence[int | Mapping[str, object]]) -> bool:
        """Whether the run opened one file (``fopen``'s drawn 0) and its reads, no stdin's,
        are that file's bytes (given to the replay's ``fopen`` as a file: harness_models)."""
        if self.reads_stdin or not _reads_named(inputs):
            return False
        return opened_count(inputs) == 1

    def _reads_several_files(self, inputs: Sequence[int | Mapping[str, object]]) -> bool:
        """Whether the run opened several files whose reads the program's text tells apart
        (explain/opened_files.py): each fopen is given the bytes read from its stream."""
        if self.reads_stdin or not _reads_named(inputs) or opened_count(inputs) < 2:
            return False
        formats = ast_formats(self.program.ast)
        return not isinstance(files_bytes(inputs, read_files(self.program.ast), formats), str)

    def _run(
        self,
        target: int,
        inputs: Sequence[int | Mapping[str, object]],
        timeout: float,
        file: bool = False,
        several: bool = False,
    ) -> ReplayResult:
        """One run; ``file``: the stream reads are the bytes of the file the run opens;
        ``several``: of the files it opens, each fopen's by its line."""
        stdin, build = b"", self._build
        opened: dict[int, bytes] = {}
        given_stdin = (self.reads_stdin or file) and _reads_named(inputs) and not several
        if several:
            formats = ast_formats(self.program.ast)
            split_files = files_bytes(inputs, read_files(self.program.ast), formats)
            assert not isinstance(split_files, str)  # _reads_several_files
            opened, inputs = split_files
            build = self._stdin_variant()
            if build.status is not None:
                return ReplayResult(build.status, build.detail, target)
        if given_stdin:
            split = split_stdin(inputs, ast_formats(self.program.ast))
            if isinstance(split, str):
                return ReplayResult("not-reproduced", split, target)
            stdin, inputs = split
            build = self._stdin_variant()
            if build.status is not None:
                return ReplayResult(build.status, build.detail, target)
        try:
            values = normalise_inputs(inputs)
        except BadInput as error:
            read = _file_read(inputs) if not given_stdin else None
            if read is not None:  # fscanf's conversions from a file the program opens
                why = f"the run reads a file the program opens ({read}): a replay gives only stdin"
                return ReplayResult("not-reproduced", why, target)
            return ReplayResult("not-reproduced", f"bad input: {error}", target)
        self._runs += 1
        run_dir = self._directory / f"run{self._runs}"
        run_dir.mkdir()
        inputs_path = run_dir / "inputs.txt"
        inputs_path.write_text(inputs_file_text(values))
        stdin_path, opened_path = run_dir / "stdin.bin", run_dir / "opened.bin"
        stdin_path.write_bytes(b"" if file else stdin)
        opened_path.write_bytes(stdin if file else b"")
        for line, data in opened.items():
            (run_dir / f"opened_{line}.bin").write_bytes(data)
        paths = ";".join(f"{line}={run_dir / f'opened_{line}.bin'}" for line in opened)
        result_path = run_dir / "result.txt"
        assert build.executable is not None
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "LC_ALL": "C",
            INPUTS_VARIABLE: str(inputs_path),
            RESULT_VARIABLE: str(result_path),
            **(SANITIZER_ENVIRONMENT if self.sanitize else {}),
            **({FILE_VARIABLE: str(opened_path)} if file else {}),
            **({FILES_VARIABLE: paths} if opened else {}),
        }
        outcome = run_harness([str(build.executable)], run_dir, env, timeout, stdin_path)
        report_text = result_path.read_text(errors="replace") if result_path.exists() else ""
        result = classify(
            self.program, target, outcome, parse_report(report_text), timeout, build.header_mode
        )
        if given_stdin:
            given = "the file opened" if file else "stdin"
            result = replace(result, detail=f"{result.detail} ({given}: {c_literal(stdin)})")
        if opened:
            files = ", ".join(f"line {line}: {c_literal(data)}" for line, data in opened.items())
            result = replace(result, detail=f"{result.detail} (the files opened at {files})")
        shutil.rmtree(run_dir, ignore_errors=True)
        return result

    # -- building -------------------------------------------------------------------------------

    def _stdin_variant(self) -> _Build:
        """The build whose fgetc/getc/getchar calls are the C library's, reading stdin."""
        if self._stdin_build is None:
            where = self._directory / "stdin"
            where.mkdir()
            self._stdin_build = self._compile(self._cc, self._compile_timeout, BYTE_READS, where)
        return self._stdin_build

    def _compile(
        self,
        cc: str | None,
        timeout: float,
        keep: frozenset[str] = frozenset(),
        where: Path | None = None,
    ) -> _Build:
        """The harness built in ``where`` (default: the replayer's directory), the calls of
        the input functions ``keep`` left to the C library."""
        compiler = find_compiler(cc)
        if compiler is None:
            tried = cc or "$CC, cc, gcc, clang"
            return _Build("no-compiler", f"no C compiler found (tried {tried})")
        try:
            source = harness_source(self.program, keep)
            if not keep:
                self.reads_stdin = reads_stdin(self.program.ast)
                self.source = source
        except Exception as error:
            return _Build("compile-error", f"could not regenerate C from the AST: {error!r}")
        where = where or self._directory
        runtime = where / "errlang_runtime.c"
        runtime.write_text(RUNTIME_C)
        failures = []
        modes: tuple[HeaderMode, ...] = ("system-headers", "no-headers")
        for mode in modes:
            build = self._compile_mode(compiler, mode, runtime, timeout, source)
            if build.status is None or build.status == "timeout":
                return build
            failures.append(f"[{mode}] {build.detail}")
        return _Build("compile-error", "\n".join(failures))

    def _compile_mode(
        self, compiler: str, mode: HeaderMode, runtime: Path, timeout: float, source: HarnessSource
    ) -> _Build:
        """Compile every regenerated unit (one per unit of a linked program, each on its own)
        with the runtime (in its directory); declared, undefined void functions get empty
        definitions when the link asks for them."""
        where = runtime.parent
        executable = where / f"replay_{mode}"
        units = source.units
        stubs: dict[str, str] = {}
        for _attempt in range(2):
            sources = []
            for index, unit in enumerate(units):
                path = where / f"{unit.name}_{mode}.c"
                text = (
                    unit.with_system_headers if mode == "system-headers" else unit.without_headers
                )
                added = [s for n, s in stubs.items() if source.void_units.get(n, 0) == index]
                path.write_text(text + "".join(f"\n{s}" for s in added))
                sources.append(str(path))
            sanitizing = SANITIZE_FLAGS if self.sanitize else ()
            flags = (*COMPILE_FLAGS, *sanitizing, *pattern_flag(compiler))
            command = [compiler, *flags, "-o", str(executable), *sources, str(runtime)]
            command += [*source.libraries, *LINK_FLAGS]
            try:
                done = subprocess.run(
                    command, cwd=where, capture_output=True, text=True, timeout=timeout
                )
            except subprocess.TimeoutExpired:
                return _Build("timeout", f"the compiler took more than {timeout:g} s")
            except OSError as error:
                return _Build("no-compiler", f"cannot run {compiler}: {error.strerror}")
            if done.returncode == 0:
                linked = f", {len(units)} units linked" if len(units) > 1 else ""
                detail = f"compiled with {Path(compiler).name} ({mode}{linked})"
                return _Build(None, detail, executable, mode)
            missing = set(_UNDEFINED_REFERENCE.findall(done.stderr))
            extra = {name: source.void_declarations.get(name) for name in missing}
            if stubs or not missing or None in extra.values():
                break
            stubs = {name: stub for name, stub in extra.items() if stub is not None}
        return _Build("compile-error", tail(done.stderr) or f"{compiler} failed")

    # -- classifying ----------------------------------------------------------------------------


def sanitizers_missing(cc: str | None = None) -> str:
    """Why a replay is built without gcc's sanitizers ("" when it is built with them, the
    truth the docs promise: a run that meets undefined behaviour before the assertion is no
    reproduction; "" too without a compiler, which the replay itself reports)."""
    compiler = find_compiler(cc)
    if compiler is None:
        return ""
    problem = sanitizer_problem(compiler)
    return f"compiled without gcc's sanitizers: {problem}" if problem else ""


def replay(
    program: Program,
    assertion: AssertionSite | int,
    inputs: Sequence[int | Mapping[str, object]],
    *,
    timeout: float = 5.0,
    cc: str | None = None,
) -> ReplayResult:
    """Compile ``program`` with a harness fed from ``inputs`` and check ``assertion`` fails.

    ``inputs`` are the values returned by the run's nondet calls in execution order: integers, or
    the ``{"function", "line", "value"}`` objects of ``errlang check --json`` (then the harness
    also checks that each value goes to the call it was meant for).
    """
    with Replayer(program, cc=cc) as replayer:
        return replayer.replay(assertion, inputs, timeout=timeout)


def _file_read(inputs: Sequence[int | Mapping[str, object]]) -> str | None:
    """``fscanf at line 12``: the first input of ``inputs`` that a stream read took."""
    for given in inputs:
        if isinstance(given, Mapping) and is_stream_input(str(given.get("function"))):
            function = str(given.get("function")).partition(":")[0]
            return f"{function} at line {given.get('line')}"
    return None


def _reads_named(inputs: Sequence[int | Mapping[str, object]]) -> bool:
    """Whether ``inputs`` name their functions and one is a stream read (stdin.py): plain
    values are fed in call order, getchar's too, as before."""
    named = [given for given in inputs if isinstance(given, Mapping)]
    return len(named) == len(inputs) and any(
        is_stream_input(str(given.get("function"))) for given in named
    )
