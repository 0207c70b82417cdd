"""gcc's vector types (``__attribute__((vector_size(N)))``, errlang/frontend/gnu_attributes.py)
refuse what uses them, at the use, not the whole file: a function working on vectors is
refused alone, the rest is checked, and the verdicts agree with gcc -fsanitize=address,
undefined (the counterexample replayed). A ``gcc -E`` file carrying ``<immintrin.h>``'s
typedefs (xxhash's SSE2 path; before, refused whole) gets the verdicts of its ``.c`` file."""

from __future__ import annotations

import shutil
import subprocess
from pathlib import Path

import pytest
from errlang.session.check import check_program
from errlang.session.settings import Settings

GCC = shutil.which("gcc")
XXHASH = Path(__file__).resolve().parents[2] / "realc" / "xxhash"
PROGRAM = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
typedef float v4sf __attribute__((__vector_size__(16)));
typedef int __attribute__((vector_size(16))) v4si;
static float vsum(float x) {
  v4sf v = {x, 2, 3, 4};
  return v[0] + v[1] + v[2] + v[3];
}
int main(void) {
  int x = __VERIFIER_nondet_int();
  if (x == 1000) return (int)vsum(1.0f);
  assert(x < 10 || x > 12);
  return 0;
}
"""
DRIVER = '#include <stdlib.h>\nint __VERIFIER_nondet_int(void) { return atoi(getenv("X")); }\n'


def test_a_function_on_vectors_is_refused_alone(tmp_path: Path) -> None:
    path = tmp_path / "vectors.c"
    path.write_text(PROGRAM)
    result = check_program(str(path), None, Settings(timeout=30))
    (error,) = result.errors
    assert error.line == 6 and "vector_size(16)" in error.message
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.counterexample is not None
    (value,) = [i.value for i in verdict.counterexample.inputs]
    assert 10 <= int(value) <= 12
    if GCC is None:
        return
    (tmp_path / "driver.c").write_text(DRIVER)
    binary = tmp_path / "vectors"
    flags = ["-std=gnu11", "-fsanitize=address,undefined", "-w"]
    subprocess.run([GCC, *flags, str(path), str(tmp_path / "driver.c"), "-o", str(binary)],
                   check=True, timeout=120)  # fmt: skip
    for x, fails in ((value, True), (9, False), (1000, False)):
        done = subprocess.run([binary], env={"X": str(x)}, capture_output=True, timeout=60)
        assert (b"vectors.c:12" in done.stderr) == fails, done.stderr[-300:]


@pytest.mark.skipif(GCC is None, reason="gcc's preprocessor, glibc's and gcc's headers")
def test_a_gcc_preprocessed_file_with_intrinsics_headers_is_checked(tmp_path: Path) -> None:
    preprocessed = tmp_path / "hash_harness.i"
    command = [GCC or "gcc", "-E", "-std=gnu11", "-I", str(XXHASH), "hash_harness.c", "-o"]
    subprocess.run([*command, str(preprocessed)], cwd=XXHASH, check=True, timeout=60)
    assert "__vector_size__" in preprocessed.read_text()  # <emmintrin.h>'s __m128i & co.
    result = check_program(str(preprocessed), None, Settings(timeout=60))
    assert not result.errors
    # tests/realc/test_realc_corpus.py: hash_harness.c's verdicts, checked against gcc there
    assert [a.verdict for a in result.assertions] == ["holds"] * 4 + ["fails"]


def test_a_struct_with_a_member_of_a_refused_type_is_refused_where_named(tmp_path: Path) -> None:
    """Its size was that of an incomplete struct (0): ``sizeof(struct T) == 32`` failed where
    gcc holds, for a ``long double`` member before this session and a vector one after."""
    path = tmp_path / "members.c"
    path.write_text(
        "#include <assert.h>\n"
        "struct T { int a; long double d; };\n"
        "struct S { int a; float v __attribute__((vector_size(16))); };\n"
        "int main(void) {\n"
        "  assert(sizeof(struct T) == 32);\n"
        "  assert(sizeof(struct S) == 32);\n"
        "  return 0;\n"
        "}\n"
    )
    result = check_program(str(path), None, Settings(timeout=30))
    assert [a.verdict for a in result.assertions] == ["unknown", "unknown"]
    (error,) = result.errors
    assert error.line == 5 and "'struct T': type 'long double' is not supported" in error.message


def test_an_integer_vector_type_is_named_in_its_refusal(tmp_path: Path) -> None:
    """Before: "unknown type 'int __attribute__((vector_size(16)))'" (as if a typo)."""
    path = tmp_path / "int_vectors.c"
    path.write_text(
        "#include <assert.h>\n"
        "extern int __VERIFIER_nondet_int(void);\n"
        "typedef int v4si __attribute__((vector_size(16)));\n"
        "static int f(int x) { v4si v = {x, 1, 2, 3}; return v[0]; }\n"
        "int main(void) {\n"
        "  int x = __VERIFIER_nondet_int();\n"
        "  if (x == 5) return f(x);\n"
        "  assert(x != 3);\n"
        "  return 0;\n"
        "}\n"
    )
    result = check_program(str(path), None, Settings(timeout=30))
    (error,) = result.errors
    assert error.line == 4 and "unknown type" not in error.message
    assert "'int __attribute__((vector_size(16)))': a vector type" in error.message
    assert [a.verdict for a in result.assertions] == ["fails"]
