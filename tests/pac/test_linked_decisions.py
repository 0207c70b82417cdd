"""PAC's decision letters in a program of several units (issue 22): an assertion letter names
its file as branch letters do (``lib.c:A5:F``), so line 5 of two units are two decisions; a
program of one file keeps ``A5:F``. Verdicts and the saved model's letters say which file."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.frontend import parse_file
from errlang.frontend.link import link_files
from errlang.ir.program import build_ir
from errlang.pac.alphabet import decision_alphabet, letter_line
from errlang.pac.results import PacSettings
from errlang.pac.verify import verify

# a branch on line 4 and an assertion on line 5 in each unit; two assertions on main.c's line 6
MAIN = """#include <assert.h>
int __VERIFIER_nondet_int(void);
int lib_step(int x);
int main(void) { int a = __VERIFIER_nondet_int(); int r = 0; if (a > 3) r = lib_step(a);
  assert(r != 7);
  assert(a != 5); assert(r >= 0);
  return 0; }
"""
LIB = """#include <assert.h>
int lib_step(int x) {
  int y = x;
  if (x > 100) y = 7;
  assert(y > 3);
  return y; }
"""
SETTINGS = PacSettings(timeout=30, seed=1, replay=False)


def _units(tmp_path: Path) -> tuple[str, str]:
    (tmp_path / "main.c").write_text(MAIN)
    (tmp_path / "lib.c").write_text(LIB)
    return str(tmp_path / "main.c"), str(tmp_path / "lib.c")


def test_linked_letters_name_their_file(tmp_path: Path) -> None:
    main_c, lib_c = _units(tmp_path)
    alphabet = decision_alphabet(build_ir(link_files([main_c, lib_c])))
    assert set(alphabet.branch_letters) == {
        "main.c:L4:T",
        "main.c:L4:F",
        "lib.c:L4:T",
        "lib.c:L4:F",
    }
    assert alphabet.assertion_letters == (
        ("main.c:A5:T", "main.c:A5:F"),
        ("main.c:A6.1:T", "main.c:A6.1:F"),
        ("main.c:A6.2:T", "main.c:A6.2:F"),
        ("lib.c:A5:T", "lib.c:A5:F"),
    )
    assert len(set(alphabet.letters)) == len(alphabet.letters) == 12
    assert Path(alphabet.file_of("lib.c:A5:F") or "").name == "lib.c"
    assert Path(alphabet.file_of("main.c:L4:T") or "").name == "main.c"
    assert [letter_line(x) for x in ("lib.c:A5:F", "main.c:A6.2:T", "L4:T", "step")] == [
        5,
        6,
        4,
        None,
    ]


def test_one_file_keeps_its_letters(tmp_path: Path) -> None:
    main_c, _ = _units(tmp_path)
    alphabet = decision_alphabet(build_ir(parse_file(main_c)))
    assert alphabet.branch_letters == ("L4:F", "L4:T")
    assert alphabet.assertion_letters[0] == ("A5:T", "A5:F")
    assert alphabet.assertion_letters[1] == ("A6.1:T", "A6.1:F")
    assert alphabet.files == () and alphabet.file_of("A5:F") is None


def test_verdicts_name_their_file_and_line_is_the_files_first(tmp_path: Path) -> None:
    main_c, lib_c = _units(tmp_path)
    program = link_files([main_c, lib_c])
    result = verify(main_c, SETTINGS, line=5, program=program)
    (verdict,) = result.verdicts  # main.c's line 5, not lib.c's
    assert verdict.verdict == "fails" and Path(verdict.site.file or "").name == "main.c"
    assert verdict.run is not None and verdict.run.vector[-1] == "main.c:A5:F"
    assert "lib.c:L4:T" in verdict.run.vector  # the failure goes through lib.c's branch
    # the same program named by lib.c: its own line 5 (holds: lib_step is called with a > 3)
    result = verify(lib_c, SETTINGS, line=5, program=link_files([lib_c, main_c]))
    (verdict,) = result.verdicts
    assert verdict.verdict == "holds" and Path(verdict.site.file or "").name == "lib.c"


def test_cli_json_names_files(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    main_c, lib_c = _units(tmp_path)
    model = tmp_path / "model.json"
    args = ["pac", main_c, lib_c, "--json", "--no-replay", "--seed", "1", "--timeout", "30"]
    assert main([*args, "--save-model", str(model)]) == 1
    out = json.loads(capsys.readouterr().out)
    found = {(Path(a["file"]).name, a["line"], a["verdict"]) for a in out["assertions"]}
    assert found == {
        ("main.c", 5, "fails"),
        ("main.c", 6, "fails"),  # a != 5
        ("main.c", 6, "holds"),
        ("lib.c", 5, "holds"),
    }
    saved = json.loads(model.read_text())
    located = {e["letter"]: e["locations"][0] for e in saved["alphabet"]}
    assert Path(located["lib.c:A5:T"]["file"]).name == "lib.c"
    assert located["lib.c:A5:T"]["line"] == 5
    assert Path(located["main.c:L4:F"]["file"]).name == "main.c"
    text_args = [a for a in args if a != "--json"]
    assert main([*text_args, "--model", str(model)]) == 1
    text = capsys.readouterr().out
    assert f"{lib_c}:5:3: holds, PAC(0.1, 0.9) (saved model, no learning)" in text
    assert f"{main_c}:5:3: FAILS" in text
