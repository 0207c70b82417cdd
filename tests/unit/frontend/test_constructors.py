"""``__attribute__((constructor))``/``((destructor))`` written out as calls in ``main``
(errlang/frontend/constructors.py): where the calls go, and the units still refused (before,
every such file was). The verdicts against gcc: ``dialect/constructors.c``."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from errlang.frontend.errors import FrontendError
from errlang.frontend.parse import parse_c
from errlang.session.check import check_program
from errlang.session.settings import Settings
from pycparser import c_generator

GCC = shutil.which("gcc")


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


LIBRARY = """#include <assert.h>
#include <stddef.h>
#include <stdint.h>
static int table[4];
static int ready;
__attribute__((constructor)) static void init(void) {
  for (int i = 0; i < 4; i++) table[i] = i * i;
  ready = 1;
}
int check_entry(int k) {
  assert(ready);
  assert(table[k & 3] != 9);
  return 0;
}
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  return size < 1 ? 0 : check_entry(data[0]);
}
"""
DRIVER = """#include <stdint.h>
#include <stddef.h>
int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size);
int main(int argc, char **argv) { uint8_t b = (uint8_t)argv[1][0]; (void)argc;
  return LLVMFuzzerTestOneInput(&b, 1); }
"""


@pytest.mark.parametrize("entry", ["main", "check_entry"])
def test_a_unit_without_main_runs_its_constructors_in_the_entry_harness(
    tmp_path: Path, entry: str
) -> None:
    """A library unit checked from its fuzz target or with --entry F: the harness main errlang
    builds runs the constructors first, as gcc runs them before main (before: the whole file
    was refused at the attribute)."""
    path = tmp_path / "lib.c"
    path.write_text(LIBRARY)
    result = check_program(str(path), None, Settings(timeout=30, entry_point=entry))
    assert not result.errors, result.errors
    assert [a.verdict for a in result.assertions] == ["holds", "fails"]
    if entry == "main" and GCC is not None:  # gcc: byte 3 fails (table[3] == 9), 0 passes
        driver = tmp_path / "driver.c"
        driver.write_text(DRIVER)
        built = tmp_path / "lib"
        command = [GCC, "-std=gnu11", "-fsanitize=address,undefined", "-o", str(built)]
        subprocess.run([*command, str(path), str(driver)], check=True, capture_output=True)
        assert subprocess.run([built, "3"], capture_output=True).returncode != 0  # 51 & 3
        assert subprocess.run([built, "0"], capture_output=True).returncode == 0
