"""Real C of the tenth round (docs/realc.md, "Tenth round"): a blind trial on libraries nobody
here had tried, with the harness a new user writes first, errlang's verdicts against gcc's.

* bcrypt/: bcrypt 3.2.2's C helpers (PyPI sdist, src/_csrc unchanged; BSD-style, LICENSE):
  blf.h declares its functions with ``u_int8_t``/``u_int32_t``, which errlang's
  ``<sys/types.h>`` lacked (every unit refused, "syntax error before: *").
* tree_sitter_css/: tree-sitter-css 0.25.0's external scanner (npm; MIT, LICENSE), through
  ``<wctype.h>``'s ``iswspace``/``iswalnum``: accepted and right as it came.
* headers/isdigit_forms.c: ``isdigit`` as a macro, as ``(isdigit)(c)`` (gcc's builtin, 0 or
  1) and through a pointer (glibc's function, 2048 at -O0); before, errlang gave 2048 to all.
* headers/bsd_types.c: glibc's BSD scalar names of ``<sys/types.h>`` (and ``daddr_t`` an int).
* headers/computed_goto.c, lzfse/: gcc's labels as values and ``goto *p`` (LZFSE's
  ``lzvn_decode``, pyliblzfse 0.4.1's lzfse/src unchanged; BSD-3, LICENSE.lzfse) were refused.
"""

from __future__ import annotations

import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from errlang.explain.replay import find_compiler
from errlang.frontend.link import Unit
from errlang.project.tasks import CheckOptions, check_linked
from errlang.session.check import check_program
from errlang.session.settings import Settings

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))
sys.path.insert(0, str(HERE.parent / "differential"))
from test_realc_corpus import Linked, assert_linked_agrees  # noqa: E402
from test_realc_headers import _holds_here_and_under_glibc  # noqa: E402

LINKED = {
    # gcc with ASan/UBSan on all 65,536 inputs: only line 25 fails (12,288 times: the guess)
    "bcrypt": Linked(
        (
            "bcrypt/base64_harness.c",
            "bcrypt/bcrypt.c",
            "bcrypt/timingsafe_bcmp.c",
            "bcrypt/blf.c",
        ),
        ("holds", "holds", "holds", "holds", "fails"),
        4,
        include=("bcrypt",),
    ),
    # gcc on all 2^24 inputs: no assertion fails (64,262 pseudo-class colons, all first)
    "tree_sitter_css": Linked(
        ("tree_sitter_css/scan_harness.c", "tree_sitter_css/scanner.c"), ("holds",) * 4, 2
    ),
}


@pytest.mark.skipif(find_compiler() is None, reason="needs a C compiler")
@pytest.mark.parametrize("name", sorted(LINKED))
def test_round10_linked_verdicts_agree_with_gcc(name: str, tmp_path: Path) -> None:
    assert_linked_agrees(LINKED[name], tmp_path)


def test_isdigit_called_by_name_is_gccs_builtin_and_through_a_pointer_glibcs(
    tmp_path: Path,
) -> None:
    """The macro gives glibc's table bit, ``(isdigit)(c)`` gcc's builtin (0 or 1), a pointer
    glibc's out-of-line function (2048 under gcc 12 -O0): every assertion holds under errlang
    and, for all 256 input bytes, under gcc with glibc."""
    source = HERE / "headers" / "isdigit_forms.c"
    result = check_program(str(source), None, Settings(timeout=60))
    assert not result.errors and not result.warnings
    assert [a.verdict for a in result.assertions] == ["holds"] * 6
    if shutil.which("gcc") is not None:
        driver = tmp_path / "driver.c"
        driver.write_text(
            "static unsigned v;\n"
            "unsigned char __VERIFIER_nondet_uchar(void) { return (unsigned char)v; }\n"
            "int check(void);\nint main(void) { for (v = 0; v < 256; v++) check(); return 0; }\n"
        )
        binary, checks = tmp_path / "isdigit_forms", tmp_path / "checks.o"
        compile_checks = ["gcc", "-O0", "-c", "-Dmain=check", str(source), "-o", str(checks)]
        subprocess.run(compile_checks, check=True)
        subprocess.run(["gcc", str(checks), str(driver), "-o", str(binary)], check=True)
        assert subprocess.run([str(binary)], timeout=60).returncode == 0


def test_a_programs_own_isdigit_replaces_gccs_builtin(tmp_path: Path) -> None:
    """A program's own ``static int isdigit`` (no <ctype.h>) is what its calls call, as under
    gcc 12 at -O0 and -O2. (An external definition is not: gcc still expands a call naming
    it as its builtin; errlang calls the definition, docs/libc.md.)"""
    source = tmp_path / "own.c"
    source.write_text(
        "#include <assert.h>\n"
        "static int isdigit(int c) { return c == 'x' ? 7 : 0; }\n"
        "int main(void) {\n"
        "  assert(isdigit('x') == 7);\n"
        "  assert((isdigit)('5') == 0);\n"
        "  return 0;\n"
        "}\n"
    )
    result = check_program(str(source), None, Settings(timeout=30))
    assert [a.verdict for a in result.assertions] == ["holds", "holds"]


def test_bsd_scalar_types_are_glibcs(tmp_path: Path) -> None:
    _holds_here_and_under_glibc("bsd_types", 6, tmp_path)


def test_computed_goto_is_a_switch_over_the_functions_labels() -> None:
    """An interpreter's dispatch through a table of ``&&label``: gcc fails only line 23."""
    result = check_program(str(HERE / "headers" / "computed_goto.c"), None, Settings(timeout=60))
    assert not result.errors and not result.warnings
    assert [(a.line, a.verdict) for a in result.assertions] == [
        (19, "holds"),
        (26, "holds"),
        (27, "fails"),
    ]


def test_a_jump_to_no_label_is_undefined(tmp_path: Path) -> None:
    """``goto *p`` with ``p`` no label's address: undefined in gcc, a finding here."""
    source = tmp_path / "wild.c"
    source.write_text(
        "unsigned char __VERIFIER_nondet_uchar(void);\n"
        "int main(void) {\n"
        "  void *p = __VERIFIER_nondet_uchar() ? &&a : (void *)0;\n"
        "  goto *p;\n"
        "a:\n"
        "  return 0;\n"
        "}\n"
    )
    result = check_program(str(source), None, Settings(timeout=30))
    assert not result.errors
    assert [f.line for f in result.findings] == [4]


def test_lzfse_with_lzvns_computed_goto_is_no_longer_refused() -> None:
    """LZFSE's units (lzvn_decode dispatches with ``goto *opc_tbl[opc]``) parse and lower:
    no error (before: "labels as values ... are not supported" at lzvn_decode_base.c:51)."""
    names = ("decode_harness", "lzfse_decode", "lzfse_decode_base", "lzfse_fse", "lzvn_decode_base")
    units = tuple(Unit(HERE / "lzfse" / f"{n}.c", None, (str(HERE / "lzfse"),)) for n in names)
    data = check_linked(units, CheckOptions(timeout=8.0))
    assert not data["errors"], data["errors"]
