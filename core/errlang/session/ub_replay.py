"""Replaying an undefined-behaviour finding under gcc's sanitizers (DESIGN §2: every finding is
replayable, confirmed by the sanitizers where they detect that kind).

The *original* file is compiled (so that the sanitizers report the user's own lines) with
``-fsanitize=address,undefined`` and ``-fwrapv`` (a signed overflow on the way to the finding
wraps there as errlang computes it, and is not reported in its place), or without ``-fwrapv``
to replay a signed overflow itself (``wrapping=False``), linked with a small runtime that
feeds the finding's nondet inputs, in call order, to every input function of the program (weak
definitions, so the program's own definitions win). The first sanitizer report is read back as
an errlang reason and a line. This runs the user's code: callers replay only when asked.
"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from pathlib import Path

from errlang.encoder.encoding import NULL_DEREFERENCE, POINTER_SUBTRACTION
from errlang.explain.replay import LINK_FLAGS, find_compiler
from errlang.explain.replay_run import NO_PAIRS, POINTER_PAIRS, SANITIZE_FLAGS
from errlang.frontend.link import Unit
from errlang.frontend.preprocess import INCLUDE_DIR
from errlang.session.sanitizer_reports import SanitizerReport, read_report
from errlang.session.ub_replay_null import ASAN_OPTION, WATCH_FLAGS, WATCH_SOURCE, null_call_site

SANITIZER_FLAGS = ("-std=gnu11", "-O0", "-fwrapv", *SANITIZE_FLAGS, "-w")
# a signed overflow's replay: gcc's -fsanitize=signed-integer-overflow and shift-base see it
# (the run goes on after one, as errlang's does: an overflow on the way is not the last word)
_WRAPPING = ("-fwrapv", "-fno-sanitize=signed-integer-overflow,shift-base")
OVERFLOW_FLAGS = (
    *(flag for flag in SANITIZER_FLAGS if flag not in _WRAPPING),
    "-fsanitize-recover=signed-integer-overflow,shift-base",
)
INPUTS_VARIABLE = "ERRLANG_UB_INPUTS"
EXHAUSTED_CODE = 97  # the run asked for more inputs than the finding has
BLOCKED_CODE = 98  # an assumption was false
# Functions the runtime defines (weakly) besides the program's input functions.
_CONVENTIONS = """
__attribute__((weak)) void __VERIFIER_assume(int c) { if (!c) exit(98); }
__attribute__((weak)) void __CPROVER_assume(int c) { if (!c) exit(98); }
__attribute__((weak)) void __VERIFIER_error(void) { abort(); }
__attribute__((weak)) void reach_error(void) { abort(); }
__attribute__((weak)) void __VERIFIER_assert(int c) { if (!c) abort(); }
__attribute__((weak)) void __CPROVER_assert(int c, const char *m) { (void)m; if (!c) abort(); }
__attribute__((weak)) void _Learn_assert(int c) { if (!c) abort(); }
__attribute__((weak)) void Learn_assert(int c) { if (!c) abort(); }
__attribute__((weak)) void __errlang_event(const char *name) { (void)name; }
extern void *stdin, *stdout, *stderr; /* errlang's <stdio.h> names them through this: */
__attribute__((weak)) void *__errlang_standard_stream(int w) {
  return w == 0 ? stdin : w == 1 ? stdout : stderr;
}
static void *errlang_streams[3]; /* and as cells: `(*__errlang_stderr())` */
static void **errlang_stream_cell(int w) {
  if (!errlang_streams[w]) errlang_streams[w] = __errlang_standard_stream(w);
  return &errlang_streams[w];
}
__attribute__((weak)) void **__errlang_stdin(void) { return errlang_stream_cell(0); }
__attribute__((weak)) void **__errlang_stdout(void) { return errlang_stream_cell(1); }
__attribute__((weak)) void **__errlang_stderr(void) { return errlang_stream_cell(2); }
"""
# No header: the program's input functions may carry the names of library functions.
_RUNTIME_HEAD = r"""
extern void exit(int);
extern void abort(void);
extern char *getenv(const char *);
extern void *calloc(unsigned long, unsigned long);
extern void *fopen(const char *, const char *);
extern int fgetc(void *);
static void *errlang_inputs;
static long long errlang_next(void) {
  int c, negative = 0, digits = 0;
  unsigned long long value = 0;
  if (!errlang_inputs) errlang_inputs = fopen(getenv("ERRLANG_UB_INPUTS"), "r");
  if (!errlang_inputs) exit(97);
  do c = fgetc(errlang_inputs); while (c == ' ' || c == '\n');
  if (c == '-') { negative = 1; c = fgetc(errlang_inputs); }
  for (; c >= '0' && c <= '9'; c = fgetc(errlang_inputs), digits++) value = value * 10 + (c - '0');
  if (!digits) exit(97);
  return negative ? -(long long)value : (long long)value;
}
"""
# --malloc-may-fail: the program's malloc/calloc/realloc calls go through these (an -include'd
# header defines the names as macros after <stdlib.h>), which return NULL when the input says so
ALLOCATION_HEADER = """#include <stdlib.h>
void *__errlang_fail_malloc(unsigned long size);
void *__errlang_fail_calloc(unsigned long count, unsigned long size);
void *__errlang_fail_realloc(void *pointer, unsigned long size);
#define malloc(size) __errlang_fail_malloc(size)
#define calloc(count, size) __errlang_fail_calloc(count, size)
#define realloc(pointer, size) __errlang_fail_realloc(pointer, size)
"""
_FAILING_ALLOCATIONS = """
extern void *malloc(unsigned long);
void *__errlang_fail_malloc(unsigned long n) { return errlang_next() ? (void *)0 : malloc(n); }
void *__errlang_fail_calloc(unsigned long c, unsigned long n) {
  return errlang_next() ? (void *)0 : calloc(c, n);
}
extern void *realloc(void *, unsigned long);
void *__errlang_fail_realloc(void *p, unsigned long n) {
  return errlang_next() ? (void *)0 : realloc(p, n);
}
"""
_RUNTIME_NAMES = frozenset({"exit", "abort", "getenv", "fopen", "fgetc", "calloc"}) | {
    f"__errlang_{stream}" for stream in ("standard_stream", "stdin", "stdout", "stderr")
}
# The object a pointer input points to when it is not null: its type is not known in the
# runtime's translation unit, so it is large (accesses past the pointee are not confirmed).
POINTER_OBJECT_SIZE = 4096
_UNDEFINED_REFERENCE = re.compile(r"undefined reference to [`'‘]([A-Za-z_]\w*)")


def runtime_source(
    input_functions: Iterable[str],
    floating: Mapping[str, str] = {},
    pointers: Iterable[str] = (),
    allocations_may_fail: bool = False,
) -> str:
    """The C runtime: inputs from the file named by $ERRLANG_UB_INPUTS, conventions.
    ``floating``: the input functions returning ``float``/``double`` (their inputs are given
    as IEEE encodings, returned in the floating register); ``pointers``: the undefined
    functions returning a pointer (their input: 1 for null, 0 for a fresh object);
    ``allocations_may_fail``: the program's malloc/calloc calls take an input (1: NULL)."""
    # ``long long`` whatever the declared integer type: on x86-64 the caller reads the low bits
    # of rax, which is the value converted to its type (the solver's values already fit it).
    nondet = "".join(
        _input_function(name, floating.get(name))
        for name in sorted(set(input_functions) - _RUNTIME_NAMES)
    )
    nondet += "".join(
        f"__attribute__((weak)) void *{name}() {{ return errlang_next() ? (void *)0 : "
        f"calloc(1, {POINTER_OBJECT_SIZE}); }}\n"
        for name in sorted(set(pointers) - _RUNTIME_NAMES)
    )
    failing = _FAILING_ALLOCATIONS if allocations_may_fail else ""
    return _RUNTIME_HEAD + _CONVENTIONS + nondet + failing


def _input_function(name: str, floating: str | None) -> str:
    if floating is None:
        return f"__attribute__((weak)) long long {name}() {{ return errlang_next(); }}\n"
    bits = "unsigned long long" if floating == "double" else "unsigned int"
    return (
        f"__attribute__((weak)) {floating} {name}() {{ union {{ {bits} b; {floating} v; }} u; "
        f"u.b = ({bits})errlang_next(); return u.v; }}\n"
    )


class SanitizedProgram:
    """A program built once with the sanitizers; replays any number of input sequences."""

    def __init__(
        self,
        path: str | Path,
        input_functions: Iterable[str],
        *,
        include_dirs: Sequence[str] = (),
        defines: Sequence[str] = (),
        used: Iterable[str] = (),
        cc: str | None = None,
        floating: Mapping[str, str] = {},
        pointers: Iterable[str] = (),
        units: Sequence[Unit] = (),
        extra_source: str = "",
        allocations_may_fail: bool = False,
        wrapping: bool = True,
    ) -> None:
        """``input_functions``: the program's input functions; ``used``: those the runs to
        replay called (defined even when the C library has a function of that name);
        ``units``: the translation units of a linked program (``path`` is then its main unit),
        each compiled with its own flags and linked as errlang links them (tentative
        definitions are one object, ``-fcommon``; the first of several definitions of a
        convention such as ``reach_error`` is the one, ``--allow-multiple-definition``);
        ``extra_source``: one more unit, errlang's own (the ``main`` of ``--entry F``);
        ``allocations_may_fail`` (``--malloc-may-fail``): each malloc/calloc call of the
        program takes an input, NULL when it is 1 (:data:`ALLOCATION_HEADER`); ``wrapping``
        False: compiled without ``-fwrapv`` (:data:`OVERFLOW_FLAGS`), to replay a signed
        overflow."""
        self.flags = SANITIZER_FLAGS if wrapping else OVERFLOW_FLAGS
        self.path = Path(path).resolve()
        self.sources = [Path(u.path).resolve() for u in units] or [self.path]
        self._directory = Path(tempfile.mkdtemp(prefix="errlang-ub-"))
        self.executable: Path | None = None
        self.detail = ""
        compiler = find_compiler(cc)
        if compiler is None:
            self.detail = "no C compiler found"
            return
        runtime = self._directory / "errlang_ub_runtime.c"
        runtime.write_text(
            runtime_source(input_functions, floating, pointers, allocations_may_fail)
        )
        self._forced: tuple[str, ...] = ()
        if allocations_may_fail:
            header = self._directory / "errlang_allocations.h"
            header.write_text(ALLOCATION_HEADER)
            self._forced = ("-include", str(header))
        objects = self._compile(compiler, units, tuple(include_dirs), tuple(defines))
        if objects is not None:
            self._link(compiler, objects, runtime, extra_source, linked=bool(units))

    def _compile(
        self,
        compiler: str,
        units: Sequence[Unit],
        include_dirs: tuple[str, ...],
        defines: tuple[str, ...],
    ) -> list[str] | None:
        """Each unit (``path`` alone without units) compiled with the sanitizers and its own
        flags: the object files; None, with the compiler's message in ``detail``, when one does
        not compile."""
        objects = []
        flagged = [(u.path, u.include_dirs, u.defines) for u in units]
        for index, (source, includes, macros) in enumerate(
            flagged or [(self.path, include_dirs, defines)]
        ):
            options = [f"-I{d}" for d in (*includes, str(INCLUDE_DIR))]
            options += [f"-D{d}" for d in macros]
            shared = ["-fcommon"] if units else []
            obj = self._directory / f"unit{index}.o"
            command = [compiler, *self.flags, *shared, *self._forced, *options]
            command += ["-c", "-o", str(obj)]
            done = subprocess.run(
                [*command, str(Path(source).resolve())], capture_output=True, text=True, timeout=120
            )
            if done.returncode != 0:
                self.detail = done.stderr[-2000:]
                return None
            objects.append(str(obj))
        return objects

    def _link(
        self, compiler: str, objects: list[str], runtime: Path, extra_source: str, linked: bool
    ) -> None:
        """The executable from ``objects``, the input runtime and ``extra_source``, linked as
        errlang links a program's units when ``linked`` (else ``detail`` says why not)."""
        target = self._directory / "program"
        if extra_source:
            extra = self._directory / "errlang_entry.c"
            extra.write_text(extra_source)
            objects = [*objects, str(extra)]
        link = ["-Wl,--allow-multiple-definition"] if linked else []
        watch = self._directory / "errlang_null_calls.c"  # ub_replay_null.py
        watched = self._directory / "errlang_null_calls.o"
        watch.write_text(WATCH_SOURCE)
        built = subprocess.run(
            [compiler, *WATCH_FLAGS, "-c", "-o", str(watched), str(watch)],
            capture_output=True,
            timeout=120,
        )
        if built.returncode == 0:
            objects = [*objects, str(watched)]
        command = [compiler, *self.flags, *link, "-o", str(target), *objects]
        command += [str(runtime), *LINK_FLAGS]
        done = subprocess.run(command, capture_output=True, text=True, timeout=120)
        if done.returncode == 0:
            self.executable = target
        else:
            self.detail = done.stderr[-2000:]

    def __enter__(self) -> SanitizedProgram:
        return self

    def __exit__(self, *exc: object) -> None:
        shutil.rmtree(self._directory, ignore_errors=True)

    def replay(
        self,
        inputs: Sequence[int],
        timeout: float = 10.0,
        stdin: bytes = b"",
        environment: Mapping[str, str] | None = None,
        wanted: tuple[str, int] | None = None,
    ) -> SanitizerReport:
        """Run on ``inputs`` (in call order), ``stdin`` its standard input, ``environment``
        its variables besides PATH (getenv's values), and read the first sanitizer report (or
        the ``wanted`` one, :func:`read_report`)."""
        if self.executable is None:
            return SanitizerReport(None, None, f"could not build: {self.detail}", reported=False)
        values = self._directory / "inputs.txt"
        values.write_text(" ".join(str(v) for v in inputs) + "\n")
        # pointer-subtract's check only where a subtraction is the finding replayed: ASan
        # reports a valid ``end - start`` whose one-past-the-end pointer lies beyond a large
        # stack array's redzone (ujson 1.35's escBuffer: F, thirteenth session)
        pairs = POINTER_PAIRS if wanted is None or wanted[0] == POINTER_SUBTRACTION else NO_PAIRS
        env = {
            **(environment or {}),
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            INPUTS_VARIABLE: str(values),
            "ASAN_OPTIONS": "detect_leaks=0:abort_on_error=0:detect_stack_use_after_return=1:"
            + f"{pairs}:{ASAN_OPTION}",
            "UBSAN_OPTIONS": "print_stacktrace=0",
        }
        try:
            done = subprocess.run(
                [str(self.executable)],
                capture_output=True,
                timeout=timeout,
                env=env,
                input=stdin,
                cwd=self._directory,
            )
        except subprocess.TimeoutExpired:
            took = f"the run took more than {timeout:g} s"
            return SanitizerReport(None, None, took, reported=False)
        stderr = done.stderr.decode(errors="replace")
        called = null_call_site(stderr)
        if called is not None:  # a jump to 0: ASan names no line (ub_replay_null.py)
            file, line = called
            detail = "a call of a null function pointer (SEGV at pc 0, returning into this call)"
            own = file in {p.name for p in self.sources}
            return SanitizerReport(NULL_DEREFERENCE, line if own else None, detail, file)
        report = read_report(stderr, [str(p) for p in self.sources], wanted)
        if report.reason is None and report.detail == "no sanitizer report":
            why = {EXHAUSTED_CODE: "the inputs ran out", BLOCKED_CODE: "an assumption was false"}
            detail = why.get(done.returncode, f"the run ended with exit code {done.returncode}")
            return SanitizerReport(None, None, detail, reported=False)
        return report
