"""The output functions read what C says they read (ir/print_reads.py): ``printf``'s ``%s``
reads its string up to the terminator or the precision, ``puts``/``fputs`` read theirs, a
``vfprintf`` of a program's logging wrapper reads through the formatter model, and a stream
used after ``fclose`` is a freed object. Before, a ``printf("%s", b)`` of an unterminated
buffer was no read past its end: "none found" where gcc's AddressSanitizer reports a
stack-buffer-overflow. Each program is also run under gcc's sanitizers where gcc exists."""

from __future__ import annotations

import shutil
import subprocess
import textwrap
from pathlib import Path

import pytest
from errlang.frontend.print_formats import format_reads, needs_formatter
from errlang.session.check import check_program
from errlang.session.settings import Settings

HEAD = "#include <stdio.h>\n#include <stdarg.h>\n#include <string.h>\n"
PROGRAMS = {
    # name: (body of main, errlang's and ASan's answer: a read past the buffer or none)
    "printf_s": ('char b[4]; memcpy(b, "abcd", 4); printf("name: %s\\n", b);', True),
    "printf_precision": ('char b[4]; memcpy(b, "abcd", 4); printf("%.4s|%d\\n", b, 3);', False),
    "fprintf_star": ('char b[4]; memcpy(b, "abcd", 4); fprintf(stderr, "%.*s\\n", 4, b);', False),
    "fprintf_star_long": ('char b[4]; memcpy(b, "abcd", 4); fprintf(stderr, "%.*s", 5, b);', True),
    "printf_precision_long": ('char b[4]; memcpy(b, "abcd", 4); printf("%.5s", b);', True),
    "fputs": ('char b[4]; memcpy(b, "abcd", 4); fputs(b, stdout);', True),
    "puts_ok": ('char b[5]; memcpy(b, "abcd", 5); puts(b); printf("%5s%%%c\\n", b, 65);', False),
    "format_variable": (
        'char b[4]; const char *f = "%s\\n"; memcpy(b, "abcd", 4); printf(f, b);',
        True,
    ),
    "vfprintf": ('char b[4]; memcpy(b, "abcd", 4); say("x %s\\n", b);', True),
}
# glibc reads b[4] for "%.*s" with 5 (strnlen of 5 bytes), but ASan's printf interceptor does
# not check a precision given by `*` (it does "%.5s": printf_precision_long)
NOT_CHECKED_BY_ASAN = frozenset({"fprintf_star_long"})
SAY = (
    "static void say(const char *fmt, ...)\n"
    "{ va_list ap; va_start(ap, fmt); vfprintf(stderr, fmt, ap); va_end(ap); }\n"
)


def source(body: str) -> str:
    return HEAD + SAY + "int main(void) { " + body + " return 0; }\n"


@pytest.mark.parametrize("name", sorted(PROGRAMS))
def test_output_functions_read_their_strings(tmp_path: Path, name: str) -> None:
    body, overflows = PROGRAMS[name]
    path = tmp_path / f"{name}.c"
    path.write_text(source(body))
    result = check_program(str(path), None, Settings(loop_bound=6, timeout=60))
    assert result.errors == () and result.complete
    assert [f.reason for f in result.findings] == (["out-of-bounds access"] if overflows else [])
    gcc = shutil.which("gcc")
    if gcc is None or name in NOT_CHECKED_BY_ASAN:
        return
    binary = tmp_path / name
    subprocess.run(
        [gcc, "-O0", "-g", "-fsanitize=address,undefined", str(path), "-o", str(binary)],
        check=True,
        capture_output=True,
    )
    run = subprocess.run([str(binary)], capture_output=True, text=True, timeout=60)
    assert ("AddressSanitizer" in run.stderr) == overflows, run.stderr


def test_a_stream_used_after_fclose_is_freed(tmp_path: Path) -> None:
    path = tmp_path / "closed.c"
    path.write_text(
        textwrap.dedent(
            """
            #include <stdio.h>
            int main(void) {
              FILE *f = fopen("x", "w");
              if (!f) return 0;
              fclose(f);
              fprintf(f, "%d\\n", 1);
              return 0;
            }
            """
        )
    )
    result = check_program(str(path), None, Settings(loop_bound=2, timeout=60))
    assert [f.reason for f in result.findings] == ["use after free"]


def test_literal_formats_are_read_in_one_step() -> None:
    reads = format_reads(b"%-*.*s %d %.3s %% %s", 1)
    assert reads is not None and reads.arguments == 6
    assert [(r.argument, r.precision, r.precision_argument) for r in reads.strings] == [
        (3, None, 2),
        (5, 3, None),
        (6, None, None),
    ]
    assert not needs_formatter("printf", b"%s %ld %5.2f\n", 4)
    assert needs_formatter("printf", b"%n", 2)  # a write: the formatter model
    assert needs_formatter("printf", b"%1$s", 2)  # positional
    assert needs_formatter("printf", b"%ls", 2)  # wide
    assert needs_formatter("printf", b"%s %s", 2)  # fewer arguments than conversions
    assert needs_formatter("printf", None, 2) and needs_formatter("vprintf", b"%d", 2)
