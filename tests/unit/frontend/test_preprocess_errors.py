"""Errors of the preprocessor and the parser at their place (C2's sweep of truncated real
files: 61 of 78 errors were at 1:1, and the message of a cpp error was cpp's first stderr
line, errlang's own ``"__STDC_VERSION__" redefined`` warning), and a preprocessor blocked on
an ``#include`` of a FIFO killed with its ``cc1`` when the budget ends."""

from __future__ import annotations

import os
import signal
import time
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.frontend.errors import FrontendError
from errlang.frontend.preprocess import find_preprocessor, preprocess

needs_cpp = pytest.mark.skipif(find_preprocessor() is None, reason="needs a C preprocessor")


def _error(path: Path, text: str) -> tuple[int, int, str]:
    path.write_text(text)
    with pytest.raises(FrontendError) as raised:
        parse_file(path)
    first = raised.value.diagnostics[0]
    assert first.file == str(path)
    return first.line, first.column, first.message


@needs_cpp
def test_an_unterminated_conditional_is_an_error_at_its_line(tmp_path: Path) -> None:
    text = "int a;\n#ifdef X\nint b;\n#if 1\nint c;\n"  # a file cut after line 5
    # gcc: "x.c:4: error: unterminated #if", then "x.c:2: error: unterminated #ifdef"
    assert _error(tmp_path / "x.c", text) == (4, 1, "unterminated #if")


@needs_cpp
def test_a_warning_is_never_the_error(tmp_path: Path) -> None:
    text = "#define A 1\n#define A 2\nint x;\n#error stop here\n"
    assert _error(tmp_path / "w.c", text) == (4, 2, "#error stop here")


@needs_cpp
def test_an_unterminated_comment_is_at_its_start(tmp_path: Path) -> None:
    text = "int f(void) {\n  return 1;\n}\n  /* the rest was lost\nint g;\n"
    assert _error(tmp_path / "c.c", text) == (4, 3, "unterminated comment")


def test_the_end_of_input_is_at_the_last_token(tmp_path: Path) -> None:
    text = "int f(void) { return 1; }\nint g(void) {\n  return f(\n"
    line, column, message = _error(tmp_path / "e.c", text)
    assert (line, column) == (3, 11) and message.endswith("after '('")


def test_an_invalid_declaration_is_at_its_line(tmp_path: Path) -> None:
    line, _, message = _error(tmp_path / "d.c", "int x;\nint y;\nint 3y;\n")
    assert line == 3 and "Invalid declaration" in message


class _Budget(Exception):
    pass


def _cc1_reading(directory: Path) -> list[str]:
    """The processes whose arguments name ``directory`` (cc1's: ``-I DIR``)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            arguments = (entry / "cmdline").read_bytes().split(b"\0")
        except OSError:
            continue
        if os.fsencode(directory) in arguments:
            found.append(entry.name)
    return found


@needs_cpp
@pytest.mark.skipif(not Path("/proc/self/cmdline").exists(), reason="needs /proc")
def test_an_interrupted_preprocessor_leaves_no_process(tmp_path: Path) -> None:
    os.mkfifo(tmp_path / "pipe.h")  # cc1 blocks opening it until a writer comes: never

    def budget(signum: int, frame: object) -> None:
        raise _Budget

    previous = signal.signal(signal.SIGALRM, budget)
    signal.setitimer(signal.ITIMER_REAL, 0.5)
    try:
        with pytest.raises(_Budget):
            preprocess(tmp_path / "u.c", '#include "pipe.h"\nint main(void) { return 0; }\n')
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
    for _ in range(50):  # a killed process may take a moment to be reaped by init
        if not _cc1_reading(tmp_path):
            break
        time.sleep(0.1)
    assert _cc1_reading(tmp_path) == []
