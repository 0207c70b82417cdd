"""``__attribute__((constructor))``/``((destructor))`` written out as calls in ``main``
(errlang/frontend/constructors.py): where the calls go, and the units still refused (before,
every such file was). The verdicts against gcc: ``dialect/constructors.c``."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.frontend.errors import FrontendError
from errlang.frontend.parse import parse_c
from pycparser import c_generator


def _generated(tmp_path: Path, text: str) -> str:
    path = tmp_path / "t.c"
    path.write_text(text)
    return " ".join(c_generator.CGenerator().visit(parse_c(path, text)).split())


def test_the_calls_are_written_in_main_in_gccs_order(tmp_path: Path) -> None:
    code = _generated(
        tmp_path,
        "void exit(int);\n"
        "static void a(void) __attribute__((constructor));\n"
        "static void a(void) {}\n"
        "__attribute__((constructor(300))) static void b(void) {}\n"
        "__attribute__((destructor)) static void d(void) {}\n"
        "__attribute__((destructor(150))) static void e(void) {}\n"
        "static int f(void) { exit(2); return 1; }\n"
        "int main(void) { if (f()) return f() + 1; }\n"
        "void elsewhere(void) __attribute__((constructor));\n",  # defined in another unit
    )
    assert "int main(void) { b(); a(); if (f())" in code  # priorities first, then the file's
    assert "elsewhere()" not in code
    assert (
        "{ int __errlang_main_result = f() + 1; d(); e(); return __errlang_main_result; }" in code
    )
    assert "d(); e(); }" in code  # at the end of main's body
    assert "{ int __errlang_exit_status = 2; d(); e(); exit(__errlang_exit_status); }" in code


@pytest.mark.parametrize(
    ("text", "line"),
    [
        # a library unit: the constructors would run before a main errlang does not write
        ("static int ready;\n__attribute__((constructor)) static void init(void) { ready = 1; }\n"
         "int get(void) { return ready; }\n", 2),
        # glibc passes argc and argv to a constructor that takes them
        ("static int n;\nstatic void take(int argc, char **argv)\n  __attribute__((constructor));\n"
         "static void take(int argc, char **argv) { n = argc; }\n"
         "int main(void) { return n; }\n", 3),
    ],
)  # fmt: skip
def test_units_errlang_cannot_write_the_calls_into_are_refused_at_the_attribute(
    tmp_path: Path, text: str, line: int
) -> None:
    path = tmp_path / "t.c"
    path.write_text(text)
    with pytest.raises(FrontendError) as refused:
        parse_c(path, text)
    [diagnostic] = refused.value.diagnostics
    assert (
        diagnostic.line == line and "runs a function where no call is written" in diagnostic.message
    )
