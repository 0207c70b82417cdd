"""The program an open file belongs to (``errlang.session.linked``, issue 22): the units chosen
by ``--project``'s rules, buffers over disk, located problems, results naming their files."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.frontend.link import Unit
from errlang.session import api
from errlang.session.errors import AnalysisError
from errlang.session.linked import analysis_of, program_of
from errlang.session.settings import Settings

LIBRARY = """#include "lib.h"
static int posts;
int post(int amount) { posts = posts + 1; return amount; }
int count(void) { return posts; }
"""
APP = """#include <assert.h>
#include "lib.h"
int main(void) {
    post(1);
    assert(count() == 1);
    return 0;
}
"""
TOOL = """#include <assert.h>
#include "lib.h"
int main(void) {
    post(1); post(2);
    assert(count() == 2);
    return 0;
}
"""
SETTINGS = Settings(loop_bound=2, timeout=30)


def _project(
    folder: Path, files: dict[str, str], flags: dict[str, list[str]] | None = None
) -> Path:
    (folder / "lib.h").write_text("int post(int amount);\nint count(void);\n")
    for name, text in files.items():
        (folder / name).write_text(text)
    entries = [
        {
            "directory": str(folder),
            "file": name,
            "arguments": ["cc", *(flags or {}).get(name, []), "-c", name],
        }
        for name in files
    ]
    database = folder / "compile_commands.json"
    database.write_text(json.dumps(entries))
    return database


def _names(units: tuple[Unit, ...]) -> list[str]:
    return [Path(u.path).name for u in units]


def test_a_program_is_its_main_unit_with_every_library(tmp_path: Path) -> None:
    database = _project(
        tmp_path, {"app.c": APP, "lib.c": LIBRARY, "tool.c": TOOL}, {"lib.c": ["-DLIB=1"]}
    )
    project = {"database": str(database), "buffers": {}}
    app = program_of(str(tmp_path / "app.c"), project)
    assert app is not None and Path(app.name).name == "app.c"
    assert _names(app.units) == ["app.c", "lib.c"]  # not tool.c: it defines main too
    assert app.units[1].defines == ("LIB=1",)  # each unit with its own flags
    tool = program_of(str(tmp_path / "tool.c"), project)
    assert tool is not None and _names(tool.units) == ["tool.c", "lib.c"]
    # a library is analysed in the first program (database order) that links it, itself first
    library = program_of(str(tmp_path / "lib.c"), project)
    assert library is not None and Path(library.name).name == "app.c"
    assert _names(library.units) == ["lib.c", "app.c"]
    # a file that is not a unit of the database has no program
    (tmp_path / "other.c").write_text(APP)
    assert program_of(str(tmp_path / "other.c"), project) is None


def test_no_unit_defining_main_means_no_program(tmp_path: Path) -> None:
    database = _project(tmp_path, {"lib.c": LIBRARY})
    assert program_of(str(tmp_path / "lib.c"), {"database": str(database)}) is None


def test_buffers_stand_for_the_files_and_decide_the_verdict(tmp_path: Path) -> None:
    database = _project(tmp_path, {"app.c": APP, "lib.c": LIBRARY})
    path = str(tmp_path / "app.c")
    holds = api.check(path, APP, SETTINGS, project={"database": str(database)})
    assert [a["verdict"] for a in holds["assertions"]] == ["holds"]
    assert holds["program"]["linked"] and len(holds["program"]["units"]) == 2
    broken = LIBRARY.replace("posts + 1", "posts + 2")
    buffers = {str(tmp_path / "lib.c"): broken}
    fails = api.check(path, APP, SETTINGS, project={"database": str(database), "buffers": buffers})
    (verdict,) = fails["assertions"]
    assert verdict["verdict"] == "fails" and verdict["file"] == str(tmp_path / "app.c")
    files = {Path(s["file"]).name for s in verdict["counterexample"]["steps"]}
    assert files == {"app.c", "lib.c"}  # the run goes through the other unit, named
    alone = api.check(path, APP, SETTINGS)  # no project: count() is an unknown function
    assert [a["verdict"] for a in alone["assertions"]] == ["fails"]


def test_bad_units_are_located_and_the_file_is_analysed_alone(tmp_path: Path) -> None:
    database = _project(tmp_path, {"app.c": APP, "lib.c": LIBRARY, "gone.c": "int gone;\n"})
    (tmp_path / "gone.c").unlink()
    path = str(tmp_path / "app.c")
    missing = api.check(path, APP, SETTINGS, project={"database": str(database)})
    assert not missing["program"]["linked"]
    (problem,) = missing["program"]["problems"]
    assert problem["file"] == str(tmp_path / "gone.c") and "cannot read" in problem["message"]
    assert [a["verdict"] for a in missing["assertions"]] == ["fails"]  # alone

    (tmp_path / "gone.c").write_text("int gone;\n")
    unparsable = {str(tmp_path / "lib.c"): LIBRARY + "int broken( {\n"}
    bad = api.check(path, APP, SETTINGS, project={"database": str(database), "buffers": unparsable})
    (problem,) = bad["program"]["problems"]
    assert (Path(problem["file"]).name, problem["line"]) == ("lib.c", 5)
    assert "does not parse" in problem["message"]

    duplicate = {str(tmp_path / "gone.c"): "int count(void) { return 1; }\n"}
    twice = api.check(
        path, APP, SETTINGS, project={"database": str(database), "buffers": duplicate}
    )
    (problem,) = twice["program"]["problems"]
    assert "duplicate definition of function 'count'" in problem["message"]
    assert Path(problem["file"]).name in {"lib.c", "gone.c"} and problem["line"] >= 1
    assert [a["verdict"] for a in twice["assertions"]] == ["fails"]


def test_learning_a_line_means_the_assertion_of_that_file(tmp_path: Path) -> None:
    library = LIBRARY + "void check_count(void) {\n    __VERIFIER_assert(posts >= 0);\n}\n"
    # lib.c's assertion is on line 6, app.c's on line 5: line 5 of lib.c has none
    database = _project(tmp_path, {"app.c": APP, "lib.c": library})
    project = {"database": str(database)}
    lib = str(tmp_path / "lib.c")
    with pytest.raises(AnalysisError, match="no assertion on line 5"):
        api.learn(lib, library, line=5, settings=SETTINGS, project=project)
    learned = api.learn(str(tmp_path / "app.c"), APP, line=5, settings=SETTINGS, project=project)
    assert learned["program"]["linked"] and learned["target"]["line"] == 5
    assert learned["counterexamples"] == []  # holds with lib.c linked


def test_the_analysis_is_kept_until_a_unit_changes(tmp_path: Path) -> None:
    database = _project(tmp_path, {"app.c": APP, "lib.c": LIBRARY})
    project = {"database": str(database)}
    path = str(tmp_path / "app.c")
    first, linked = analysis_of(path, APP, SETTINGS, project=project)
    assert linked is not None and linked.linked
    again, _ = analysis_of(path, APP, SETTINGS, project=project)
    assert again is first
    (tmp_path / "lib.c").write_text(LIBRARY + "\n")  # a unit on disk changed
    changed, _ = analysis_of(path, APP, SETTINGS, project=project)
    assert changed is not first
    buffered, _ = analysis_of(
        path, APP, SETTINGS, project={**project, "buffers": {str(tmp_path / "lib.c"): LIBRARY}}
    )
    assert buffered is not changed


def test_explicit_units_link_with_their_own_flags(tmp_path: Path) -> None:
    (tmp_path / "lib.h").write_text("int post(int amount);\nint count(void);\n")
    (tmp_path / "lib.c").write_text(LIBRARY.replace("posts + 1", "posts + STEP"))
    path = str(tmp_path / "app.c")
    units = [(path, APP, {}), (str(tmp_path / "lib.c"), None, {"defines": ["STEP=1"]})]
    result = api.check(path, APP, SETTINGS, units=units)
    assert [a["verdict"] for a in result["assertions"]] == ["holds"]
    units[1] = (str(tmp_path / "lib.c"), None, {"defines": ["STEP=3"]})
    result = api.check(path, APP, SETTINGS, units=units)
    assert [a["verdict"] for a in result["assertions"]] == ["fails"]


def test_learned_steps_in_another_unit_read_that_units_source(tmp_path: Path) -> None:
    from errlang.session.explain import learn_and_explain

    library = (
        '#include "lib.h"\n#define STEP 2\nstatic int posts;\n'
        "int post(int amount) { posts = posts + STEP; return amount; }\n"
        "int count(void) { return posts; }\n"
    )
    app = (
        '#include <assert.h>\n#include "lib.h"\n#define ONE 1\n'
        "int main(void) { post(ONE);\n    assert(count() == 1);\n    return 0;\n}\n"
    )
    database = _project(tmp_path, {"app.c": app, "lib.c": library})
    path = str(tmp_path / "app.c")
    document = learn_and_explain(
        path, app, line=5, settings=SETTINGS, project={"database": str(database)}
    )
    assert document["program"]["linked"] and document["target"]["file"] == path
    steps = document["counterexamples"][0]["steps"]
    marks = {(Path(s["file"]).name, s["line"], s.get("macro", {}).get("name")) for s in steps}
    assert ("lib.c", 4, "STEP") in marks  # lib.c's line 4 uses lib.c's macro
    assert ("app.c", 4, "ONE") in marks
    assert ("lib.c", 4, "ONE") not in marks


def test_a_warning_names_the_unit_it_is_in(tmp_path: Path) -> None:
    library = LIBRARY + "int helper(void) { return undeclared(); }\n"
    database = _project(tmp_path, {"app.c": APP, "lib.c": library})
    path = str(tmp_path / "app.c")
    result = api.check(path, APP, SETTINGS, project={"database": str(database)})
    (warning,) = result["warnings"]
    assert "undeclared" in warning["message"]
    assert (warning["file"], warning["line"]) == (str(tmp_path / "lib.c"), 5)


def test_a_refused_construct_names_the_unit_it_is_in(tmp_path: Path) -> None:
    library = LIBRARY.replace("posts = posts + 1;", 'posts = posts + 1; __asm__("nop");')
    database = _project(tmp_path, {"app.c": APP, "lib.c": library})
    path = str(tmp_path / "app.c")
    result = api.check(path, APP, SETTINGS, project={"database": str(database)})
    (error,) = result["errors"]
    assert "assembly" in error["message"]
    assert (error["file"], error["line"]) == (str(tmp_path / "lib.c"), 3)


def test_membership_asks_the_linked_program(tmp_path: Path) -> None:
    database = _project(tmp_path, {"app.c": APP, "lib.c": LIBRARY.replace("+ 1", "+ 2")})
    project = {"database": str(database)}
    path = str(tmp_path / "app.c")
    learned = api.learn(path, APP, line=5, settings=SETTINGS, project=project)
    word = learned["counterexamples"][0]["word"]
    assert "post" in word  # lib.c's function is an event: it was linked
    answer = api.membership(path, APP, line=5, word=word, settings=SETTINGS, project=project)
    assert answer["member"] is True
    steps = answer["run"]["steps"]
    assert {Path(s["file"]).name for s in steps} == {"app.c", "lib.c"}
    alone = api.membership(path, APP, line=5, word=word, settings=SETTINGS)
    assert alone["member"] is False  # alone, post() is unknown: no such event


def test_an_input_read_in_another_unit_names_it(tmp_path: Path) -> None:
    library = LIBRARY.replace(
        "posts = posts + 1;", "posts = posts + 1 + (__VERIFIER_nondet_int() > 5);"
    )
    database = _project(
        tmp_path, {"app.c": APP, "lib.c": "int __VERIFIER_nondet_int(void);\n" + library}
    )
    project = {"database": str(database)}
    path = str(tmp_path / "app.c")
    (verdict,) = api.check(path, APP, SETTINGS, project=project)["assertions"]
    assert verdict["verdict"] == "fails"
    (given,) = verdict["counterexample"]["inputs"]
    assert (given["file"], given["line"]) == (str(tmp_path / "lib.c"), 4)
    learned = api.learn(path, APP, line=5, settings=SETTINGS, project=project)
    (given,) = learned["counterexamples"][0]["inputs"]
    assert (given["file"], given["line"]) == (str(tmp_path / "lib.c"), 4)


def test_a_static_function_renamed_by_the_link_is_learned_by_its_own_name(tmp_path: Path) -> None:
    library = LIBRARY + "static int helper(int x) { if (x > 3) return 1; return 0; }\n"
    library += "int use_helper(int x) { return helper(x); }\n"
    app = APP.replace("int main(void) {", "static int helper(void) { return 7; }\nint main(void) {")
    database = _project(tmp_path, {"app.c": app, "lib.c": library})
    project = {"database": str(database)}
    lib = str(tmp_path / "lib.c")
    learned = api.learn(lib, library, function="helper", settings=SETTINGS, project=project)
    # the link renamed lib.c's helper (helper__lib_c); shown as the CLI shows it
    assert learned["target"]["function"] == "lib.c:helper"
    assert learned["target"]["file"] == lib
    assert "helper__lib_c" not in json.dumps(learned)
    assert "lib.c:helper" in [entry["letter"] for entry in learned["alphabet"]]
    # a word as shown is asked in the engine's names: the same automaton's language
    word = learned["counterexamples"][0]["word"]
    assert "lib.c:helper" in word
    answer = api.membership(
        lib, library, function="lib.c:helper", word=word, settings=SETTINGS, project=project
    )
    assert answer["member"] is True and "helper__lib_c" not in json.dumps(answer)
    app_path = str(tmp_path / "app.c")
    mine = api.learn(app_path, app, function="helper", settings=SETTINGS, project=project)
    assert mine["target"]["function"] == "app.c:helper"


def test_the_editors_flags_reach_every_unit(tmp_path: Path) -> None:
    database = _project(tmp_path, {"app.c": APP, "lib.c": LIBRARY.replace("+ 1", "+ STEP")})
    path = str(tmp_path / "app.c")
    for step, verdict in (("1", "holds"), ("2", "fails")):
        project = {"database": str(database), "defines": [f"STEP={step}"]}
        result = api.check(path, APP, SETTINGS, project=project)
        assert [a["verdict"] for a in result["assertions"]] == [verdict]
