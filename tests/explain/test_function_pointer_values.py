"""A function pointer's value reads as the function it designates (C11 6.3.2.1p4), in check's
text and its --json: ``alloc = malloc``, ``hooks.allocate = my_alloc``, ``fns[1] = strlen``,
``f = thrice``; a null one as ``NULL``. Before: ``alloc = (a memory object errlang does not
name)``."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

PROGRAMS = Path(__file__).resolve().parent / "programs"
UNNAMED = "a memory object errlang does not name"
INTERNAL = re.compile(r"&object \d|__errlang_|\w@\d+ =")


def _check(name: str, *flags: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "errlang", "check", str(PROGRAMS / name), *flags],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, done.stdout + done.stderr  # the assertion fails
    return done.stdout


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
