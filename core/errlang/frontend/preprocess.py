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

import re
import shutil
import subprocess
from collections.abc import Sequence
from pathlib import Path

import pycparser_fake_libc

from errlang.frontend.errors import Diagnostic, FrontendError

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


# gcc's predefined macros that describe the x86-64 target (``-undef`` drops them with the
# GCC-specific ones, which errlang keeps undefined: ``__GNUC__`` code paths are full of asm and
# vector builtins). Undefined, ``#if __BYTE_ORDER__ == __ORDER_BIG_ENDIAN__`` was ``0 == 0``:
# big-endian code was chosen, and assertions that hold under gcc failed.
TARGET_MACROS = (
    "-D__ORDER_LITTLE_ENDIAN__=1234",
    "-D__ORDER_BIG_ENDIAN__=4321",
    "-D__ORDER_PDP_ENDIAN__=3412",
    "-D__BYTE_ORDER__=__ORDER_LITTLE_ENDIAN__",
    "-D__FLOAT_WORD_ORDER__=__ORDER_LITTLE_ENDIAN__",
    "-D__CHAR_BIT__=8",
    "-D__SIZEOF_SHORT__=2",
    "-D__SIZEOF_INT__=4",
    "-D__SIZEOF_LONG__=8",
    "-D__SIZEOF_LONG_LONG__=8",
    "-D__SIZEOF_POINTER__=8",
    "-D__SIZEOF_SIZE_T__=8",
    "-D__SIZEOF_PTRDIFF_T__=8",
    "-D__SIZEOF_WCHAR_T__=4",
    "-D__SIZEOF_WINT_T__=4",
    "-D__SIZEOF_FLOAT__=4",
    "-D__SIZEOF_DOUBLE__=8",
    "-D__SIZEOF_LONG_DOUBLE__=16",
    "-D__ATOMIC_RELAXED=0",
    "-D__ATOMIC_CONSUME=1",
    "-D__ATOMIC_ACQUIRE=2",
    "-D__ATOMIC_RELEASE=3",
    "-D__ATOMIC_ACQ_REL=4",
    "-D__ATOMIC_SEQ_CST=5",
)


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
    args = [*command, "-nostdinc", "-undef", "-D__ERRLANG__", "-D__x86_64__", "-D__LP64__"]
    args += ["-D__STDC_VERSION__=201112L", "-D__linux__", *TARGET_MACROS]
    args += [f"-I{d}" for d in include_dirs]
    args += [f"-I{d}" for d in (path.parent, *HEADER_DIRS)]
    args += [f"-D{d}" for d in defines]
    args += ["-"]
    try:
        done = subprocess.run(  # bytes that are not UTF-8 (a Latin-1 header) never crash
            args,
            input=_with_name(path, text),
            capture_output=True,
            text=True,
            encoding="utf-8",
            errors="replace",
            timeout=60,
        )
    except (OSError, subprocess.TimeoutExpired) as error:
        raise FrontendError(
            [Diagnostic(str(path), 1, 1, f"preprocessor failed: {error}")]
        ) from error
    if done.returncode != 0:
        raise FrontendError(_preprocessor_diagnostics(path, done.stderr))
    return done.stdout


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


def _preprocessor_diagnostics(path: Path, stderr: str) -> list[Diagnostic]:
    diagnostics = []
    for line in stderr.splitlines():
        parts = line.split(":", 3)
        if len(parts) == 4 and parts[1].strip().isdigit() and "error" in parts[3]:
            message = re.sub(r"^\s*(fatal )?error:\s*", "", parts[3]).strip()
            if message.endswith("No such file or directory"):  # a header errlang lacks
                message += " (not in the -I directories nor in errlang's headers, docs/libc.md)"
            column = int(parts[2]) if parts[2].strip().isdigit() else 1
            diagnostics.append(Diagnostic(parts[0], int(parts[1]), column, message))
    if not diagnostics:
        first = stderr.strip().splitlines()[0] if stderr.strip() else "preprocessing failed"
        diagnostics.append(Diagnostic(str(path), 1, 1, first))
    return diagnostics
