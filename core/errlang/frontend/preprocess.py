"""Preprocessing with the system C preprocessor and errlang's own LP64 libc headers.

Standard headers resolve first to errlang's headers (``errlang/include/libc``: the C11 library
and the POSIX headers libraries commonly include, LP64-correct, every type defined once), then to
errlang's fallback headers (``errlang/include/fallback``: pycparser's fake libc, the rest of the
C library and POSIX, whose types now come from errlang's own headers instead of the fake libc's
``typedef int size_t;``, so that a unit taking ``size_t`` or ``FILE`` through any of them links
with one taking it from ``<stddef.h>``, docs/libc.md). The system's own glibc headers are never
used: they are full of constructs outside the supported subset. ``#line`` markers keep every node
located in the user's file.
"""

from __future__ import annotations

import contextlib
import os
import re
import shutil
import signal
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pycparser_fake_libc

from errlang.frontend.errors import Diagnostic, FrontendError
from errlang.frontend.gcc_target import predefine_arguments

INCLUDE_DIR = Path(__file__).resolve().parent.parent / "include"
LIBC_DIR = INCLUDE_DIR / "libc"
FALLBACK_DIR = INCLUDE_DIR / "fallback"
FAKE_LIBC_DIR = Path(pycparser_fake_libc.directory)  # the source of FALLBACK_DIR (a test compares)
HEADER_DIRS = (LIBC_DIR, INCLUDE_DIR, FALLBACK_DIR)


def find_preprocessor() -> list[str] | None:
    """The command line of the system preprocessor, or None when there is none."""
    if cpp := shutil.which("cpp"):
        return [cpp]
    for compiler in ("gcc", "cc", "clang"):
        if found := shutil.which(compiler):
            return [found, "-E"]
    return None


def _needs_preprocessing(text: str) -> bool:
    return any(line.lstrip().startswith("#") for line in text.splitlines())


def preprocess(
    path: Path,
    text: str,
    include_dirs: Sequence[str] = (),
    defines: Sequence[str] = (),
) -> str:
    """Run the preprocessor over ``text`` (the contents of ``path``) and return its output."""
    command = find_preprocessor()
    if command is None:
        if not _needs_preprocessing(text):
            return text
        raise FrontendError(
            [Diagnostic(str(path), 1, 1, "no C preprocessor found: install cpp or gcc")]
        )
    # -undef, then gcc 12's own x86-64 macros (errlang.frontend.gcc_target): the system's
    # preprocessor may be another compiler's or another target's; -std=gnu11 sets
    # __STDC_VERSION__ (before, a -D of it made cpp's first stderr line a warning)
    args = [*command, "-nostdinc", "-undef", "-std=gnu11", "-D__ERRLANG__"]
    args += predefine_arguments()
    args += [f"-I{d}" for d in include_dirs]
    args += [f"-I{d}" for d in (path.parent, *HEADER_DIRS)]
    args += [f"-D{d}" for d in defines]
    args += ["-"]
    try:
        returncode, stdout, stderr = _run_group(args, _with_name(path, text))
    except (OSError, subprocess.TimeoutExpired) as error:
        raise FrontendError(
            [Diagnostic(str(path), 1, 1, f"preprocessor failed: {error}")]
        ) from error
    if returncode != 0:
        raise FrontendError(_preprocessor_diagnostics(path, stderr))
    return stdout


def _run_group(args: list[str], text: str) -> tuple[int, str, str]:
    """Run the preprocessor in a process group of its own, killed as a group when anything
    interrupts it (the front end's budget, a timeout): ``cpp`` is a driver whose ``cc1`` child
    does the work, and killing the driver alone left ``cc1`` blocked for ever on an
    ``#include`` of a FIFO (C2's sweep). Bytes that are not UTF-8 never crash."""
    process = subprocess.Popen(
        args,
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        encoding="utf-8",
        errors="replace",
        start_new_session=True,
    )
    try:
        stdout, stderr = process.communicate(text, timeout=60)
    except BaseException:
        with contextlib.suppress(OSError):
            os.killpg(process.pid, signal.SIGKILL)
        process.wait()
        raise
    return process.returncode, stdout, stderr


def _with_name(path: Path, text: str) -> str:
    # The text comes on stdin (it may be an unsaved buffer); name it after the file. A
    # preprocessed ``.i`` file's markers are blanked; a ``.c`` file's own ``#line``
    # directives are followed, as gcc follows them (generated code, test preludes).
    if path.suffix == ".i":
        text = without_line_markers(text)
    return f'# 1 "{path}"\n{text}'


# ``# 12 "ring_buffer.c" 2`` (gcc's output) and ``#line 12 "x.c"`` (C11 6.10.4)
_USER_LINE_MARKER = re.compile(r'(?m)^[ \t]*#[ \t]*(?:line[ \t]+)?\d+(?:[ \t]+"[^"\n]*")?[^\n]*$')


def without_line_markers(text: str) -> str:
    """``text`` with its own line markers blanked (the line stays, empty): a preprocessed
    ``.i`` file's markers name files that are not there (``ring_buffer.c``,
    ``/usr/include/stdlib.h``), but the file the user opened, and every location errlang
    reports, is the ``.i`` file itself. Without this, its functions were taken for a header's
    and the steps of a run showed the ``.i`` file's text at the original file's line numbers."""
    return _USER_LINE_MARKER.sub("", text)


# gcc's ``file:line:column: error: message`` (the column is missing for directive errors:
# ``x.c:32: error: unterminated #ifdef``)
_CPP_ERROR = re.compile(r"^(.+?):(\d+):(?:(\d+):)?\s*(?:fatal )?error:\s*(.*)$")


def _preprocessor_diagnostics(path: Path, stderr: str) -> list[Diagnostic]:
    """The preprocessor's errors, each at its place (its warnings left out: before, the first
    line of stderr, often a warning, was reported at 1:1 when an error had no column)."""
    diagnostics = []
    for line in stderr.splitlines():
        found = _CPP_ERROR.match(line)
        if found is None:
            continue
        file, line_number, column, message = found.groups()
        if message.endswith("No such file or directory"):  # a header errlang lacks
            message += " (not in the -I directories nor in errlang's headers, docs/libc.md)"
        column_number = int(column) if column else 1
        diagnostics.append(Diagnostic(file, int(line_number), column_number, message.strip()))
    if not diagnostics:
        first = stderr.strip().splitlines()[0] if stderr.strip() else "preprocessing failed"
        diagnostics.append(Diagnostic(str(path), 1, 1, first))
    return diagnostics
