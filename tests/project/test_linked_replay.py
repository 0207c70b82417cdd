"""Replay and display of programs linked from several units (issue 22): gcc compiles every
unit on its own (each with its own flags) and links them; statics the linker renamed still
replay, and users read them as ``file.c:name``."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.explain.replay import Replayer
from errlang.frontend.link import LinkedProgram, Unit, link_units
from errlang.project.tasks import CheckOptions, check_linked
from project_testing import LEDGER

MAIN = """\
#include <assert.h>
#ifdef FACTOR
#error FACTOR is lib.c's own flag
#endif
extern int __VERIFIER_nondet_int(void);
int scale(int x);
int divide(int a, int b);
int posts;                                   /* tentative: one object with lib.c's */
static int valid(int v) { return v < 50; }   /* clashes with lib.c's static valid */
void reach_error(void) { assert(0); }
int main(void) {
    int x = __VERIFIER_nondet_int();
    if (!valid(x)) return 0;
    int y = scale(x);
    assert(y != 42);                          /* fails through lib.c's scale and valid */
    if (posts != 1) reach_error();            /* holds: lib.c's scale counts posts */
    int d = __VERIFIER_nondet_int();
    return divide(100, d);
}
"""
LIB = """\
#ifndef FACTOR
#error FACTOR needed
#endif
int posts;
static int valid(int v) { return v > 0; }
void reach_error(void) { }                    /* a convention: main.c's definition is the one */
int scale(int x) {
    posts++;
    if (valid(x))
        return x * FACTOR;
    return 0;
}
int divide(int a, int b) { return a / b; }    /* division by zero when b is 0 */
"""


@pytest.fixture
def units(tmp_path: Path) -> tuple[Unit, Unit]:
    (tmp_path / "main.c").write_text(MAIN)
    (tmp_path / "lib.c").write_text(LIB)
    return Unit(tmp_path / "main.c"), Unit(tmp_path / "lib.c", None, (), ("FACTOR=2",))


def test_a_failure_through_the_second_unit_replays(units: tuple[Unit, Unit]) -> None:
    data = check_linked(units, CheckOptions(loop_bound=1, timeout=60, replay=True))
    verdicts = {a["line"]: a["verdict"] for a in data["assertions"]}
    assert verdicts == {15: "fails", 16: "holds"}, data["assertions"]
    replays = {r["subject"]: r for r in data["replays"]}
    assertion, finding = replays["assertion"], replays["finding"]
    assert assertion["status"] == "reproduced", assertion
    assert assertion["file"].endswith("main.c") and assertion["line"] == 15
    # the sanitizers see lib.c's own line: every original unit compiled with its own flags
    assert finding["status"] == "reproduced", finding
    assert finding["file"].endswith("lib.c") and "lib.c:13" in finding["detail"]


def test_the_harness_compiles_each_unit_and_links_them(units: tuple[Unit, Unit]) -> None:
    program = link_units(units)
    assert isinstance(program, LinkedProgram)
    assert set(program.functions) >= {"valid__main_c", "valid__lib_c"}  # unique inside
    with Replayer(program) as replayer:
        assert replayer.built, replayer.build_detail
        assert "2 units linked" in replayer.build_detail
        assert replayer.source is not None and len(replayer.source.units) == 2
        assert replayer.replay(0, [21]).reproduced  # 21 * 2 == 42: lib.c's valid says yes
        other = replayer.replay(0, [-21, 0])  # lib.c's valid says no: scale gives 0
        assert other.status == "not-reproduced" and "inputs ran out" not in other.detail


def test_renamed_statics_read_as_file_and_name(units: tuple[Unit, Unit]) -> None:
    data = check_linked(units, CheckOptions(loop_bound=1, timeout=60))
    text = json.dumps(data)
    assert "__lib_c" not in text and "__main_c" not in text
    (failing,) = [a for a in data["assertions"] if a["verdict"] == "fails"]
    functions = [s["function"] for s in failing["counterexample"]["steps"]]
    assert "main.c:valid" in functions and "lib.c:valid" in functions
    lib_steps = [s for s in failing["counterexample"]["steps"] if s["function"] == "lib.c:valid"]
    assert all(s["file"].endswith("lib.c") for s in lib_steps)


def test_learn_letters_name_the_file(
    units: tuple[Unit, Unit], capsys: pytest.CaptureFixture[str]
) -> None:
    main_c, lib_c = (str(u.path) for u in units)
    argv = ["learn", main_c, lib_c, "-DFACTOR=2", "--line", "15", "--loop-bound", "1"]
    # -DFACTOR=2 for both units: main.c refuses it
    assert main([*argv, "--json"]) == 2
    capsys.readouterr()
    (Path(main_c).parent / "main.c").write_text(MAIN.replace("#ifdef FACTOR", "#ifdef NEVER"))
    assert main([*argv, "--json"]) == 0
    document = json.loads(capsys.readouterr().out)
    assert {"main.c:valid", "lib.c:valid"} <= {a["letter"] for a in document["alphabet"]}
    assert "__lib_c" not in json.dumps(document)
    assert main(argv) == 0
    out = capsys.readouterr().out
    assert "word: main.c:valid scale lib.c:valid !error" in out
    # a renamed static is named as printed: the complete runs of lib.c's valid
    behaviour = ["learn", main_c, lib_c, "-DFACTOR=2", "--function", "lib.c:valid"]
    assert main([*behaviour, "--loop-bound", "1"]) == 0
    assert "behaviour of lib.c:valid" in capsys.readouterr().out


def test_pac_links_the_units(capsys: pytest.CaptureFixture[str]) -> None:
    report, ledger = str(LEDGER / "report.c"), str(LEDGER / "ledger.c")
    argv = ["pac", report, "--line", "15", "--timeout", "30", "--json", "--no-replay"]
    assert main(argv) == 1  # alone, ledger_post's result is an input: `ok == 0` fails
    (alone,) = json.loads(capsys.readouterr().out)["assertions"]
    assert alone["verdict"] == "fails"
    assert main([*argv[:2], ledger, *argv[2:]]) == 0  # linked, it holds
    (linked,) = json.loads(capsys.readouterr().out)["assertions"]
    assert linked["verdict"] == "holds"


def test_pac_reports_a_link_error_in_its_unit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.c").write_text("int f(void) { return 1; }\nint main(void) { return f(); }\n")
    (tmp_path / "b.c").write_text("int x;\nint f(void) { return 2; }\n")
    assert main(["pac", str(tmp_path / "a.c"), str(tmp_path / "b.c")]) == 2
    assert f"{tmp_path / 'b.c'}:2:5: error: duplicate definition of function 'f'" in (
        capsys.readouterr().err
    )


def test_entry_programs_replay_their_inputs_in_parameter_order(tmp_path: Path) -> None:
    """``--entry api``: errlang's added main reads api's inputs left to right; gcc evaluates
    arguments right to left, so the harness sequences them (and the sanitizer replay, which
    compiles the user's files, gets that main as a unit of its own)."""
    (tmp_path / "api.c").write_text(
        "#include <assert.h>\nint ratio(int a, unsigned char b);\n"
        "int api(int a, unsigned char b) {\n    int r = ratio(a, b);\n"
        "    assert(r != 5);\n    return r;\n}\n"
    )
    (tmp_path / "lib.c").write_text("int ratio(int a, unsigned char b) { return a / b; }\n")
    units = (Unit(tmp_path / "api.c"), Unit(tmp_path / "lib.c"))
    data = check_linked(units, CheckOptions(loop_bound=1, timeout=60, replay=True), "api")
    assert [a["verdict"] for a in data["assertions"]] == ["fails"]
    assert [f["reason"] for f in data["findings"]] == ["division by zero"]
    assert [(r["subject"], r["status"]) for r in data["replays"]] == [
        ("assertion", "reproduced"),
        ("finding", "reproduced"),
    ], data["replays"]


def test_inputs_read_as_arguments_are_fed_left_to_right(tmp_path: Path) -> None:
    path = tmp_path / "args.c"
    path.write_text(
        "#include <assert.h>\nextern int __VERIFIER_nondet_int(void);\n"
        "int minus(int a, int b) { return a - b; }\n"
        "int main(void) {\n"
        "    assert(minus(__VERIFIER_nondet_int(), __VERIFIER_nondet_int()) != 3);\n"
        "    return 0;\n}\n"
    )
    program = link_units([Unit(path)])
    with Replayer(program) as replayer:
        assert replayer.replay(0, [5, 2]).reproduced  # 5 - 2: the first input is a
        assert not replayer.replay(0, [2, 5]).reproduced


def test_sarif_names_renamed_statics_by_file(tmp_path: Path) -> None:
    report, ledger = str(LEDGER / "report.c"), str(LEDGER / "ledger.c")
    out = tmp_path / "out.sarif"
    argv = ["check", report, ledger, "--loop-bound", "1", "--sarif", str(out), "--json"]
    assert main(argv) == 1
    text = out.read_text()
    assert "__ledger_c" not in text and "__report_c" not in text
    (failing,) = [r for r in json.loads(text)["runs"][0]["results"] if r["kind"] == "fail"]
    assert "report.c:valid ledger_post ledger.c:valid" in failing["message"]["text"]
