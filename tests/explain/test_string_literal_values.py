"""A pointer into a string literal reads as the literal (``s = "hello"``, ``t = "hello" +
2``), escaped as C writes it; before: ``s = &$string[0]``, ``t = &$string[2]`` (errlang's
internal name of the literal's array; cmark-gfm's and mmh3's harnesses showed
``data = &$string#2[0]``)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from errlang.ir.constants import string_display

CliCheck = Callable[..., tuple[int, str, str]]  # the fixture of conftest.py

PROGRAM = Path(__file__).resolve().parent / "programs" / "string_literal_pointer.c"


def test_a_string_literal_reads_as_itself(cli_check: CliCheck) -> None:
    code, stdout, stderr = cli_check(PROGRAM)
    assert code == 1, stdout + stderr
    text = stdout
    assert "$string" not in text
    assert 's = "hello"\n' in text and 't = "hello" + 2\n' in text
    assert 'u = "a \\"quoted\\"\\n"\n' in text


def test_the_display_of_a_literal() -> None:
    assert string_display(b"a\tb\x01\0") == '"a\\tb\\001"'
    assert string_display(b"x" * 40 + b"\0") == '"' + "x" * 40 + '"'
    assert string_display(b"x" * 41 + b"\0") == '"' + "x" * 40 + '…"'


def test_a_heap_object_a_c_model_allocates_is_named_by_the_model(cli_check: CliCheck) -> None:
    """strdup's copy is made in errlang's C model (no line of the user's): it read ``(heap
    object from line 0)``."""
    program = PROGRAM.parent / "model_heap_object.c"
    code, stdout, stderr = cli_check(program)
    assert code == 1, stdout + stderr
    assert "from line 0" not in stdout
    assert "a = (heap object from strdup), b = (heap object from strdup, #2)" in stdout
