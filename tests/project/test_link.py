"""Linking translation units (errlang.frontend.link) and `errlang check A.c B.c`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.frontend.errors import FrontendError
from errlang.frontend.link import Unit, link_files, link_units
from errlang.ir.program import build_ir
from errlang.project.discover import display
from errlang.session.check import check_program
from errlang.session.settings import Settings
from project_testing import LEDGER
from pycparser import c_ast


def _verdicts(units: list[Unit], loop_bound: int = 2) -> dict[int, str]:
    program = link_units(units)
    result = check_program(
        str(units[0].path), None, Settings(loop_bound=loop_bound, timeout=60), ir=build_ir(program)
    )
    assert not result.errors, result.errors
    return {a.line: a.verdict for a in result.assertions}


def _write(directory: Path, **files: str) -> list[Unit]:
    units = []
    for name, text in files.items():
        path = directory / f"{name}.c"
        path.write_text(text)
        units.append(Unit(path))
    return units


def test_report_holds_only_with_the_ledger_linked(capsys: pytest.CaptureFixture[str]) -> None:
    report, ledger = display(LEDGER / "report.c"), display(LEDGER / "ledger.c")
    assert main(["check", report, ledger, "--json", "--timeout", "60"]) == 1
    check = json.loads(capsys.readouterr().out)  # one program: its check's own schema
    assert check["units"] == [report, ledger]
    found = {a["line"]: (a["verdict"], a["file"], a["text"]) for a in check["assertions"]}
    assert found[15] == ("holds", report, "ok == 0")  # ledger_post's definition is linked
    assert found[16][0] == "holds"  # ledger.c's static count, not report.c's
    assert found[17][0] == "holds"  # the tentative definitions are one object
    assert found[18] == ("holds", report, "count == 100")  # shown by its own name
    assert found[19][0] == "fails"
    steps = check["assertions"][4]["counterexample"]["steps"]
    assert {s["file"] for s in steps} == {report, ledger}
    balance = [s for s in steps if s["function"] == "ledger_balance"]
    assert balance and all(s["file"] == ledger for s in balance)
    # alone, ledger_post is an unknown function: its result is an input and the assertion fails
    alone = check_program(report, None, Settings(loop_bound=1, timeout=60))
    assert {a.line: a.verdict for a in alone.assertions}[15] == "fails"


def test_replay_compiles_the_linked_units(capsys: pytest.CaptureFixture[str]) -> None:
    report, ledger = str(LEDGER / "report.c"), str(LEDGER / "ledger.c")
    main(["check", report, ledger, "--json", "--replay", "--loop-bound", "1"])
    (replay,) = json.loads(capsys.readouterr().out)["replays"]
    assert replay["line"] == 19 and replay["status"] == "reproduced", replay


def test_duplicate_definition_is_a_located_error(tmp_path: Path) -> None:
    units = _write(
        tmp_path,
        a="int f(void) { return 1; }\nint main(void) { return f(); }\n",
        b="int x;\n\nint f(void) { return 2; }\n",
    )
    with pytest.raises(FrontendError) as error:
        link_units(units)
    (diagnostic,) = error.value.diagnostics
    assert diagnostic.file == str(units[1].path) and diagnostic.line == 3
    assert "duplicate definition of function 'f'" in diagnostic.message
    assert f"{units[0].path}:1" in diagnostic.message


def test_conflicting_types_and_duplicate_objects_are_located_errors(tmp_path: Path) -> None:
    units = _write(
        tmp_path,
        a="int n = 1;\nlong g(int);\nint main(void) { return n; }\n",
        b="int n = 2;\nint g(int x) { return x; }\n",
    )
    with pytest.raises(FrontendError) as error:
        link_units(units)
    messages = {(d.file, d.line): d.message for d in error.value.diagnostics}
    assert "duplicate definition of 'n'" in messages[(str(units[1].path), 1)]
    conflict = [m for m in messages.values() if "conflicting types for 'g'" in m]
    assert conflict, messages


def test_cli_reports_link_errors_in_their_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    units = _write(
        tmp_path,
        a="int f(void) { return 1; }\nint main(void) { return f(); }\n",
        b="int f(void) { return 2; }\n",
    )
    assert main(["check", str(units[0].path), str(units[1].path)]) == 2
    assert f"{units[1].path}:1:5: error: duplicate definition" in capsys.readouterr().err


def test_statics_are_file_local_and_locals_shadow_them(tmp_path: Path) -> None:
    units = _write(
        tmp_path,
        main="#include <assert.h>\nstatic int seen = 5;\nint bump(void);\n"
        "static int get(void) { return seen; }\n"
        "int main(void) { int seen = 1; bump(); assert(seen == 1); assert(get() == 5); "
        "return 0; }\n",
        other="static int seen;\nstatic int get(void) { return seen; }\n"
        "int bump(void) { seen++; return get(); }\n",
    )
    assert _verdicts(units) == {5: "holds"}


def test_tentative_definitions_merge_and_extern_resolves(tmp_path: Path) -> None:
    units = _write(
        tmp_path,
        main="#include <assert.h>\nint shared;\nextern int limit;\nvoid set(int v);\n"
        "int main(void) { set(3); assert(shared == 3); assert(limit == 9); return 0; }\n",
        lib="int shared;\nint limit = 9;\nvoid set(int v) { shared = v; }\n",
    )
    program = link_units(units)
    assert len([e for e in program.ast.ext if getattr(e, "name", None) == "shared"]) == 2
    assert _verdicts(units) == {5: "holds"}


def test_each_unit_keeps_its_own_types_and_flags(tmp_path: Path) -> None:
    (tmp_path / "a.c").write_text(
        "#include <assert.h>\ntypedef struct { int x; } box;\nint other(void);\n"
        "int main(void) { box b = { SIZE }; assert(b.x + other() == 3 + 40); return 0; }\n"
    )
    (tmp_path / "b.c").write_text(
        "typedef struct { long y; long z; } box;\n"
        "int other(void) { box b = { SIZE, 1 }; return (int)(b.y + b.z) - 1; }\n"
    )
    units = [
        Unit(tmp_path / "a.c", defines=("SIZE=3",)),
        Unit(tmp_path / "b.c", defines=("SIZE=40",)),
    ]
    assert _verdicts(units) == {4: "holds"}


def test_a_unit_that_does_not_parse_is_named(tmp_path: Path) -> None:
    units = _write(tmp_path, a="int main(void) { return 0; }\n", b="int f( { \n")
    with pytest.raises(FrontendError) as error:
        link_files([u.path for u in units])
    assert {d.file for d in error.value.diagnostics} == {str(units[1].path)}


def test_entry_other_than_main_gets_inputs_for_its_parameters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    units = _write(
        tmp_path,
        api="#include <assert.h>\nint twice(int v);\n"
        "int scale(int x, unsigned char k) { int y = twice(x) * k; assert(y != 12); "
        "assert(k <= 255); return y; }\n",
        lib="int twice(int v) { return 2 * v; }\nint pointer(int *p) { return *p; }\n",
    )
    paths = [str(u.path) for u in units]
    assert main(["check", *paths, "--entry", "scale", "--loop-bound", "1", "--json"]) == 1
    check = json.loads(capsys.readouterr().out)
    assert [a["verdict"] for a in check["assertions"]] == ["fails", "holds"]
    inputs = check["assertions"][0]["counterexample"]["inputs"]
    # each argument is built in a local of the harness named after the parameter (a buffer's
    # size must be read before its bytes: the replay reads inputs in that order)
    assert [i["name"] for i in inputs] == ["x", "k"]
    assert all(i["file"] == check["file"] for i in inputs)  # at scale's definition
    link_units(units[1:], "pointer")  # a pointer to a scalar: a fresh object with an input
    with pytest.raises(FrontendError, match="parameter 'q' points to a pointer"):
        link_units(_write(tmp_path, c="int call(int (**q)(void)) { return (*q)(); }\n"), "call")
    with pytest.raises(FrontendError, match="no function 'absent'"):
        link_units(units, "absent")


def test_learn_links_the_units(capsys: pytest.CaptureFixture[str]) -> None:
    report, ledger = str(LEDGER / "report.c"), str(LEDGER / "ledger.c")
    args = ["learn", report, ledger, "--line", "19", "--loop-bound", "1", "--format", "json"]
    assert main(args) == 0
    learned = json.loads(capsys.readouterr().out)
    letters = {entry["letter"] for entry in learned["alphabet"]}
    # ledger.c's functions are letters (defined, not inputs); each unit's static valid its own
    assert {"ledger_post", "ledger_balance", "report.c:valid", "ledger.c:valid"} <= letters


CORPUS = Path(__file__).parent.parent / "corpus" / "check"


@pytest.mark.parametrize(
    "name", ["array_2d_ptr.c", "goto_loops.c", "qsort_callback.c", "bitfield_controller.c"]
)
def test_linking_an_unrelated_unit_keeps_every_verdict(name: str, tmp_path: Path) -> None:
    """Differential: the program alone and linked with a unit whose static and external names
    it does not use (57 of the corpus's programs agreed when this was written; these four)."""
    from errlang.project.tasks import lowered_for_check

    unrelated = tmp_path / "unrelated.c"
    unrelated.write_text(
        "static int count;\nstatic int helper(int x) { return x + count; }\n"
        "int errlang_unrelated(int v) { count++; return helper(v); }\n"
    )
    settings = Settings(loop_bound=2, timeout=60)
    alone = check_program(str(CORPUS / name), None, settings)
    program = link_units([Unit(CORPUS / name), Unit(unrelated)])
    linked = check_program(str(CORPUS / name), None, settings, ir=lowered_for_check(program))
    assert [(a.line, a.verdict) for a in linked.assertions] == [
        (a.line, a.verdict) for a in alone.assertions
    ]
    assert [(f.line, f.reason) for f in linked.findings] == [
        (f.line, f.reason) for f in alone.findings
    ]


def test_inline_definitions_from_a_header_are_one_function(tmp_path: Path) -> None:
    (tmp_path / "util.h").write_text("inline int twice(int v) { return 2 * v; }\n")
    units = _write(
        tmp_path,
        main='#include <assert.h>\n#include "util.h"\nint thrice(int v);\n'
        "int main(void) { assert(twice(2) + thrice(1) == 7); return 0; }\n",
        lib='#include "util.h"\nint thrice(int v) { return twice(v) + v; }\n',
    )
    assert _verdicts(units) == {4: "holds"}
    program = link_units(units)
    assert (
        sum(1 for e in program.ast.ext if getattr(getattr(e, "decl", None), "name", "") == "twice")
        == 1
    )


def test_conventions_are_never_renamed(tmp_path: Path) -> None:
    """Found by a differential over the check corpus (every function made static and linked
    with a unit of statics of the same names: 59/59 programs keep their verdicts)."""
    svcomp = (
        "static void reach_error(void) {}\n"
        "static void __VERIFIER_assert(int c) { if (!c) { reach_error(); } }\n"
    )
    units = _write(
        tmp_path,
        main=svcomp + "int __VERIFIER_nondet_int(void);\nint half(int v);\n"
        "int main(void) { int x = __VERIFIER_nondet_int();\n"
        "  __VERIFIER_assert(half(x) <= x || x < 0);\n  __VERIFIER_assert(x != 7);\n"
        "  return 0; }\n",
        lib=svcomp + "int half(int v) { __VERIFIER_assert(v != 9); return v / 2; }\n",
    )
    # lib.c:3 fails (v = 9), main.c:6 holds, main.c:7 fails; the definitions are one each
    assert _verdicts(units) == {3: "fails", 6: "holds", 7: "fails"}
    program = link_units(units)
    defined = [e.decl.name for e in program.ast.ext if isinstance(e, c_ast.FuncDef)]
    assert defined.count("reach_error") == defined.count("__VERIFIER_assert") == 1


def test_explain_links_the_units(capsys: pytest.CaptureFixture[str]) -> None:
    report, ledger = str(LEDGER / "report.c"), str(LEDGER / "ledger.c")
    assert main(["explain", report, ledger, "--line", "19", "--loop-bound", "1"]) == 1
    text = capsys.readouterr().out
    assert "counterexample 1:" in text and "ledger_balance" in text
    assert "inputs in call order: amount = 1000" in text
    # each step at its own unit's line, with that line's text
    assert "ledger.c:25 ledger_balance   total += entries[i].amount;" in text
    assert "report.c:19 main             assert(ledger_balance(1) < 1000);" in text
    # line 15 cannot fail with ledger.c linked; alone, ledger_post's result is an input
    assert main(["explain", report, ledger, "--line", "15", "--loop-bound", "1"]) == 0
    assert "cannot fail within the bounds" in capsys.readouterr().out
    assert main(["explain", report, "--line", "15", "--loop-bound", "1"]) == 1
    assert "ok = -1" in capsys.readouterr().out
