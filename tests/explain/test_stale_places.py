"""A place written through a post-incremented index or pointer (``buf[n++] = 'a'``,
``*p++ = 'b'``) is never named by the variable's new value: before, check read ``n = 1,
buf[1] = 'a'`` and ``p = &buf[1], *p = 'b'`` where the run wrote ``buf[0]`` (gcc: buf[0] is
'b', buf[1] is 0). Such a write is not shown; the variables' own writes are (encoder/
stale_temps.py)."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

PROGRAM = Path(__file__).resolve().parent / "programs" / "postincrement_places.c"


def test_a_post_increment_does_not_rename_the_place_written() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "errlang", "check", str(PROGRAM)],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert done.returncode == 1, done.stdout + done.stderr
    text = done.stdout
    assert "buf[1] = 'a'" not in text and "*p = 'b'" not in text
    assert "buf[n++] = 'a';   n = 1\n" in text
    assert "*p++ = 'b';   p = &buf[1]\n" in text
    assert "fails with: n = 1, k = 2, buf[1] = '\\0'" in text
