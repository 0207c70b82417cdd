"""An object declared ``extern`` and defined nowhere carries the caveat a function defined
nowhere carries: gcc cannot link the program as it is (eleventh session, K:
:mod:`errlang.session.check_externs`). errlang reads it zero-initialised, so every verdict
assumes that; before, the result said nothing (a complete ``holds`` that a definition
``int limit = 7;`` elsewhere breaks)."""

from __future__ import annotations

import json
import textwrap
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

CANNOT_LINK = "declared extern but defined nowhere, so gcc cannot link this program as it is"


def _check(tmp_path: Path, source: str) -> CheckResult:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return check_program(str(path), None, Settings(timeout=60))


def test_an_object_defined_nowhere_is_an_assumption_of_every_verdict(tmp_path: Path) -> None:
    result = _check(
        tmp_path,
        """
        #include <assert.h>
        extern int limit;
        extern int __VERIFIER_nondet_int(void);
        int main(void) {
          int a = __VERIFIER_nondet_int();
          assert(limit != 7);
          assert(a != limit + 3);
          return 0;
        }
        """,
    )
    holds, fails = result.assertions
    assert holds.verdict == "holds" and fails.verdict == "fails"
    (assumed,) = result.assumptions
    assert (assumed.line, assumed.column) == (2, 12)
    assert "limit is zero-initialised" in assumed.message and CANNOT_LINK in assumed.message
    assert "assuming limit is zero-initialised" in fails.reason and CANNOT_LINK in fails.reason


@pytest.mark.parametrize(
    "declarations",
    [
        "extern int limit;\nint limit = 7;",  # defined in the file
        "extern int limit;\nint limit;",  # a tentative definition defines it
        "extern int limit = 7;",  # an initializer makes the extern declaration a definition
    ],
)
def test_an_object_defined_somewhere_assumes_nothing(tmp_path: Path, declarations: str) -> None:
    source = f"#include <assert.h>\n{declarations}\nint main(void) {{ assert(limit != 7); }}\n"
    result = _check(tmp_path, source)
    assert result.assumptions == ()
    assert CANNOT_LINK not in (result.assertions[0].reason or "")


def test_an_unused_declaration_and_the_c_librarys_objects_assume_nothing(tmp_path: Path) -> None:
    result = _check(
        tmp_path,
        """
        #include <assert.h>
        #include <stdio.h>
        extern int never_used;
        int main(void) { assert(stdin != 0); return 0; }
        """,
    )
    assert result.assumptions == ()


def test_a_definition_in_another_unit_links(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.c").write_text(
        "#include <assert.h>\nextern int limit;\nint main(void) { assert(limit != 7); }\n"
    )
    (tmp_path / "b.c").write_text("int limit = 7;\n")
    main(["check", "--json", str(tmp_path / "a.c"), str(tmp_path / "b.c")])
    data = json.loads(capsys.readouterr().out)
    assert data["assumptions"] == []
    assert [a["verdict"] for a in data["assertions"]] == ["fails"]


def test_a_header_of_the_program_counts(tmp_path: Path) -> None:
    """The tenth session's crc harness: the extern is in the library's own header."""
    (tmp_path / "common.h").write_text("extern int is_big_endian;\n")
    result = _check(
        tmp_path,
        """
        #include <assert.h>
        #include "common.h"
        int main(void) { assert(!is_big_endian); return 0; }
        """,
    )
    (assumed,) = result.assumptions
    assert assumed.file.endswith("common.h") and "is_big_endian" in assumed.message
