"""A function pointer's value reads as the function it designates (C11 6.3.2.1p4), in check's
text and its --json: ``alloc = malloc``, ``hooks.allocate = my_alloc``, ``fns[1] = strlen``,
``f = thrice``; a null one as ``NULL``. Before: ``alloc = (a memory object errlang does not
name)``."""

from __future__ import annotations

import contextlib
import io
import json
import re
from pathlib import Path

import pytest
from errlang.cli.main import main

PROGRAMS = Path(__file__).resolve().parent / "programs"
UNNAMED = "a memory object errlang does not name"
INTERNAL = re.compile(r"&object \d|__errlang_|\w@\d+ =")


def _check(name: str, *flags: str) -> str:
    """``errlang check``'s output, run in this process through ``main`` (the analysis in a
    forked child as always; no Python start-up per call, issue 32)."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["check", str(PROGRAMS / name), *flags])
    assert code == 1, out.getvalue() + err.getvalue()  # the assertion fails
    return out.getvalue()


@pytest.mark.parametrize(
    ("name", "shown"),
    [
        ("fnptr_static_malloc.c", "decided at line 5 in main: tests alloc = malloc;"),
        ("fnptr_hooks.c", "decided at line 8 in main: tests hooks.allocate = my_alloc;"),
        ("fnptr_table.c", "decided at line 9 in main: tests fns[1] = strlen;"),
        ("fnptr_own.c", "fails with: g = NULL"),
    ],
)
def test_a_function_pointer_reads_as_its_function(name: str, shown: str) -> None:
    text = _check(name)
    assert shown in text
    assert UNNAMED not in text and not INTERNAL.search(text)


def test_an_own_function_is_named_in_the_trace_and_the_json() -> None:
    text = _check("fnptr_own.c")
    assert re.search(r"\b6 main .*f = twice", text)
    assert re.search(r"\b9 main .*f = thrice", text)
    verdict = json.loads(_check("fnptr_hooks.c", "--json"))["assertions"][0]
    assert {"name": "hooks.allocate", "value": "my_alloc"} in verdict["deciding_step"]["values"]
    assert UNNAMED not in json.dumps(verdict)
