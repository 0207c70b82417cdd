"""String and character literals beyond ASCII read as gcc reads them (frontend/literals.py):
UTF-8 source bytes, escapes at byte level. Before the eighth session ``"é"`` was one byte
(``sizeof("é") == 3`` said to fail), ``"→%d"`` as a format crashed the analysis, and a string
with bytes that are not UTF-8 crashed the lowering (C2's sweep of bad input)."""

from __future__ import annotations

from pathlib import Path

from check_testing import checked
from errlang.session.check import check_program
from errlang.session.settings import Settings


def test_literals_beyond_ascii_hold_as_in_gcc() -> None:
    result = checked("utf8_literals.c")
    assert not result.errors
    assert [a.verdict for a in result.assertions] == ["holds"] * 6


def test_a_literal_that_is_not_utf8_is_refused_at_its_line(tmp_path: Path) -> None:
    path = tmp_path / "latin1.c"
    path.write_bytes(
        b'#include <assert.h>\nint main(void) {\n  const char *s = "caf\xe9";\n'
        b"  assert(s[0] == 'c');\n  return 0;\n}\n"
    )
    result = check_program(str(path), None, Settings(loop_bound=1, timeout=60))
    [error] = result.errors
    assert error.line == 3 and "not UTF-8" in error.message


def test_binary_garbage_is_a_located_error_not_a_crash(tmp_path: Path) -> None:
    path = tmp_path / "garbage.c"
    path.write_bytes(bytes(range(256)) * 4)
    result = check_program(str(path), None, Settings(loop_bound=1, timeout=60))
    assert result.errors and not result.assertions
