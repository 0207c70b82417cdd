"""A place written through a post-incremented index or pointer (``buf[n++] = 'a'``,
``*p++ = 'b'``) is never named by the variable's new value: before, check read ``n = 1,
buf[1] = 'a'`` and ``p = &buf[1], *p = 'b'`` where the run wrote ``buf[0]`` (gcc: buf[0] is
'b', buf[1] is 0). Such a write is not shown; the variables' own writes are (encoder/
stale_temps.py)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

CliCheck = Callable[..., tuple[int, str, str]]  # the fixture of conftest.py

PROGRAM = Path(__file__).resolve().parent / "programs" / "postincrement_places.c"


def test_a_post_increment_does_not_rename_the_place_written(cli_check: CliCheck) -> None:
    code, stdout, stderr = cli_check(PROGRAM)
    assert code == 1, stdout + stderr
    text = stdout
    assert "buf[1] = 'a'" not in text and "*p = 'b'" not in text
    assert "buf[n++] = 'a';   n = 1\n" in text
    assert "*p++ = 'b';   p = &buf[1]\n" in text
    assert "fails with: n = 1, k = 2, buf[1] = '\\0'" in text
