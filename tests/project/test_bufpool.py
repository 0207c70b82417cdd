"""A held-out project written as a new user would (issue 22's probe): a ``bufpool`` library of
two units (a header with a ``static inline`` function holding an assertion, ``static`` helpers
of one name in both units, an ``extern`` global, a tentative definition in both units) and three
programs, each with its own ``main``: ``app/ok.c`` holds only with the library linked,
``app/bad.c`` fails through a library function (``bp_fill``), ``app/hdr.c`` fails the header's
assertion in its own copy of ``bp_slot``. Its compile_commands.json is written by hand: the
library from ``build/`` with ``../`` paths, a command string, ``-iquote``, an absolute file.

Ground truth is gcc: each program compiled with its units (``-fcommon``: the two tentative
definitions are one object, as errlang merges them) and run on inputs around every branch."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest
from errlang.cli.main import main
from project_testing import bufpool_project

# (program, file, line, the function the assertion is in) -> verdict with the library linked
VERDICTS = {
    ("app/ok.c", "app/ok.c", 6, "main"): "holds",
    ("app/ok.c", "app/ok.c", 7, "main"): "holds",
    ("app/ok.c", "app/ok.c", 10, "main"): "holds",
    ("app/ok.c", "app/ok.c", 11, "main"): "holds",
    ("app/ok.c", "app/ok.c", 13, "main"): "holds",
    ("app/ok.c", "include/bufpool.h", 23, "ok.c:bp_slot"): "holds",
    ("app/ok.c", "include/bufpool.h", 23, "bufpool.c:bp_slot"): "holds",
    ("app/ok.c", "include/bufpool.h", 23, "stats.c:bp_slot"): "holds",
    ("app/bad.c", "app/bad.c", 13, "main"): "fails",
    ("app/bad.c", "app/bad.c", 16, "main"): "holds",
    ("app/bad.c", "include/bufpool.h", 23, "bad.c:bp_slot"): "holds",
    ("app/bad.c", "include/bufpool.h", 23, "bufpool.c:bp_slot"): "holds",
    ("app/bad.c", "include/bufpool.h", 23, "stats.c:bp_slot"): "holds",
    ("app/hdr.c", "app/hdr.c", 11, "main"): "holds",
    ("app/hdr.c", "include/bufpool.h", 23, "hdr.c:bp_slot"): "fails",
    ("app/hdr.c", "include/bufpool.h", 23, "bufpool.c:bp_slot"): "holds",
    ("app/hdr.c", "include/bufpool.h", 23, "stats.c:bp_slot"): "holds",
}
# what gcc's assert prints for the failing ones, with an input that fails it
GCC_FAILURES = {
    "ok": set(),
    "bad": {"app/bad.c:13"},
    "hdr": {"include/bufpool.h:23"},
}
INPUTS = (-1, 0, 1, 3, 4, 5, 15, 16, 17, 20, 21)
NONDET = (
    "#include <stdlib.h>\n"
    'int __VERIFIER_nondet_int(void) { const char *v = getenv("NONDET"); '
    "return v ? atoi(v) : 0; }\n"
)


def _verdicts(report: dict) -> dict[tuple[str, str, int, str], str]:
    found = {}
    for program in report["programs"]:
        name = program["name"][program["name"].index("app/") :]
        for item in program["check"]["assertions"]:
            file = item["file"]
            file = file[file.index("include/") :] if "include/" in file else file
            file = file[file.index("app/") :] if "app/" in file else file
            found[(name, file, item["line"], item["function"])] = item["verdict"]
    return found


@pytest.mark.skipif(shutil.which("gcc") is None, reason="gcc is the ground truth")
def test_the_expected_verdicts_are_gccs(tmp_path: Path) -> None:
    root = bufpool_project(tmp_path)
    (tmp_path / "nondet.c").write_text(NONDET)
    for program, failing in GCC_FAILURES.items():
        binary = tmp_path / program
        subprocess.run(
            ["gcc", "-fcommon", "-Iinclude", "-o", str(binary), f"app/{program}.c",
             "lib/bufpool.c", "lib/stats.c", str(tmp_path / "nondet.c")],
            cwd=root, check=True, capture_output=True, timeout=60,
        )  # fmt: skip
        seen = set()
        for value in INPUTS:
            run = subprocess.run(
                [str(binary)], env={"NONDET": str(value)}, capture_output=True, text=True,
                timeout=10,
            )  # fmt: skip
            if run.returncode != 0:
                where = run.stderr.split(": ")[1]  # "prog: FILE:LINE: fn: Assertion … failed."
                seen.add(where)
        assert seen == failing, program
    failing = {(k[0], k[1], k[2]) for k, v in VERDICTS.items() if v == "fails"}
    assert failing == {("app/bad.c", "app/bad.c", 13), ("app/hdr.c", "include/bufpool.h", 23)}


def test_project_verdicts_sarif_and_html(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    root = bufpool_project(tmp_path)
    monkeypatch.chdir(root)
    sarif, html = tmp_path / "out.sarif", tmp_path / "out.html"
    args = ["check", "--project", ".", "--workers", "2", "--timeout", "60"]
    code = main([*args, "--json", "--sarif", str(sarif), "--html", str(html)])
    assert code == 1
    report = json.loads(capsys.readouterr().out)
    assert _verdicts(report) == VERDICTS
    assert report["skipped"] == []
    # SARIF: exactly the two failing assertions, located, the header's copy named
    log = json.loads(sarif.read_text())
    failing = [r for r in log["runs"][0]["results"] if r["kind"] == "fail"]
    located = set()
    for result in failing:
        (location,) = result["locations"]
        physical = location["physicalLocation"]
        (function,) = location["logicalLocations"]
        located.add((physical["artifactLocation"]["uri"], physical["region"]["startLine"],
                     function["name"], result["properties"]["program"]))  # fmt: skip
    assert located == {
        ("app/bad.c", 13, "main", "app/bad.c"),
        ("include/bufpool.h", 23, "hdr.c:bp_slot", "app/hdr.c"),
    }
    header = next(r for r in failing if r["properties"]["program"] == "app/hdr.c")
    assert "in hdr.c:bp_slot fails" in header["message"]["text"]
    steps = header["codeFlows"][0]["threadFlows"][0]["locations"]
    assert {s["location"]["physicalLocation"]["artifactLocation"]["uri"] for s in steps} == {
        "app/hdr.c",
        "include/bufpool.h",
    }
    page = html.read_text()
    assert "in hdr.c:bp_slot" in page and "in stats.c:bp_slot" in page
    # the text names which unit's copy of the header's static each verdict is about
    assert main(args) == 1
    text = capsys.readouterr().out
    # the assertion as written (the macro BP_SLOTS, not its expansion), as check prints it
    assert (
        "include/bufpool.h:23:5: FAILS (loop bound 1): i >= 0 && i < BP_SLOTS in hdr.c:bp_slot"
        in (text)
    )


@pytest.mark.slow
def test_ray_local_gives_the_same_verdicts(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    pytest.importorskip("ray")
    root = bufpool_project(tmp_path)
    monkeypatch.chdir(root)
    code = main(["check", "--project", ".", "--ray", "local", "--workers", "2", "--json"])
    assert code == 1
    assert _verdicts(json.loads(capsys.readouterr().out)) == VERDICTS


def test_pac_names_each_copy_of_the_headers_static(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(bufpool_project(tmp_path))
    units = ["app/hdr.c", "lib/bufpool.c", "lib/stats.c", "-I", "include"]
    assert main(["pac", *units, "--no-replay", "--seed", "1", "--timeout", "60"]) == 1
    text = capsys.readouterr().out
    assert "include/bufpool.h:23:5 in hdr.c:bp_slot: FAILS" in text
    assert "include/bufpool.h:23:5 in bufpool.c:bp_slot: holds, PAC(0.1, 0.9)" in text
    assert "app/hdr.c:11:5: holds, PAC(0.1, 0.9)" in text
    decisions = next(line for line in text.splitlines() if "decisions:" in line).split()
    assert decisions[-1].startswith("bufpool.h:A23.") and decisions[-1].endswith(":F")


def test_a_link_error_is_reported_once_with_the_reports_paths(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    root = bufpool_project(tmp_path)
    monkeypatch.chdir(root)
    (root / "app" / "dup.c").write_text("int bp_fill(void *b, int v, int n) { return n; }\n")
    database = json.loads((root / "compile_commands.json").read_text())
    database.append({"directory": str(root), "file": str(root / "app" / "dup.c"),
                     "arguments": ["cc", "-Iinclude", "-c", "app/dup.c"]})  # fmt: skip
    (root / "compile_commands.json").write_text(json.dumps(database))
    program = "app/ok.c,app/dup.c,lib/bufpool.c,lib/stats.c"
    assert main(["check", "--project", ".", "--program", program, "--json"]) == 2
    (result,) = json.loads(capsys.readouterr().out)["programs"]
    errors = [(e["file"], e["line"], e["message"]) for e in result["check"]["errors"]]
    assert errors == [
        (
            "lib/bufpool.c",
            36,
            "duplicate definition of function 'bp_fill' (first defined at app/dup.c:1)",
        ),
        (
            "include/bufpool.h",
            18,
            "conflicting types for 'bp_fill': 'int (struct bp_buf *, int, "
            "int)' here, 'int (void *, int, int)' at app/dup.c:1",
        ),
    ]  # fmt: skip  (the header's declaration conflicts in bufpool.c and stats.c: once)


def test_mining_a_program_file_reads_its_flags_and_links_its_units(tmp_path: Path) -> None:
    """The editor's mining job (errlang_lsp.editor_jobs.mine_job): alone, with the file's -I
    (was: the header not found); linked, the library's functions run, so bad.c declares no
    API function (every one is defined by a unit of its program)."""
    from errlang_lsp.editor_jobs import EditorJobError, mine_job

    root = bufpool_project(tmp_path)
    path = str(root / "app" / "bad.c")
    text = (root / "app" / "bad.c").read_text()
    with pytest.raises(EditorJobError) as alone:
        mine_job(text, path, "bp_fill", timeout=30, include_dirs=[str(root / "include")])
    assert "no API functions" in str(alone.value) and "No such file" not in str(alone.value)
    project = {"database": str(root / "compile_commands.json"), "buffers": {}}
    with pytest.raises(EditorJobError) as linked:
        mine_job(text, path, "bp_fill", timeout=30, project=project)
    assert "defined by a unit of its program" in str(linked.value)


def test_entry_programs_leave_out_the_units_defining_main(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """``--entry F``: the unit defining F is a program, linked with the units defining neither
    F nor ``main`` (was: with every application too, three ``main``s: a link error)."""
    monkeypatch.chdir(bufpool_project(tmp_path))
    code = main(["check", "--project", ".", "--entry", "bp_total_acquired", "--json"])
    (program,) = json.loads(capsys.readouterr().out)["programs"]
    assert code == 0 and program["check"]["errors"] == []
    assert (program["name"], program["units"]) == ("lib/stats.c", ["lib/stats.c", "lib/bufpool.c"])


def test_editor_pac_of_a_program_that_does_not_link_says_it_ran_alone(tmp_path: Path) -> None:
    """The editor's PAC job (errlang_lsp.editor_jobs.pac_job) on a unit whose program cannot
    be linked (a unit of the database does not parse): the file alone, and the verdict says
    why (errlang_lsp.features.pac.alone_text)."""
    from errlang_lsp.editor_jobs import pac_job
    from errlang_lsp.features.pac import alone_text

    root = bufpool_project(tmp_path)
    (root / "lib" / "broken.c").write_text("int broken(void) {\n    return 1\n}\n")
    database = json.loads((root / "compile_commands.json").read_text())
    database.append({"directory": str(root), "file": "lib/broken.c", "arguments": ["cc", "-c"]})
    (root / "compile_commands.json").write_text(json.dumps(database))
    path = root / "app" / "bad.c"
    project = {"database": str(root / "compile_commands.json"), "buffers": {}}
    flags = {"include_dirs": [str(root / "include")], "timeout": 30.0, "seed": 1}
    result = pac_job(path.read_text(), str(path), 16, project=project, **flags)
    assert result["program"]["linked"] is False
    (verdict,) = result["assertions"]  # bp_live == 0: alone, bp_release is unknown
    assert verdict["line"] == 16
    note = alone_text(result)
    assert "analysed alone" in note and "broken.c:3" in note, note
    alone = pac_job(path.read_text(), str(path), 16, project=None, **flags)  # no project
    assert "program" not in alone and alone_text(alone) == ""


def test_which_files_are_headers_of_a_project(tmp_path: Path) -> None:
    """The editor shows a project header what its programs say about it instead of analysing
    it alone (errlang_lsp.program.project_header): a .h under a database's folder, listed in
    it or not; not a unit, not a header without a database."""
    from errlang_lsp.program import project_header

    root = bufpool_project(tmp_path)
    assert project_header(root / "include" / "bufpool.h", root)
    assert not project_header(root / "app" / "ok.c", root)
    database = json.loads((root / "compile_commands.json").read_text())
    database.append({"directory": str(root), "file": "include/bufpool.h", "command": "cc -c x"})
    (root / "compile_commands.json").write_text(json.dumps(database))
    assert project_header(root / "include" / "bufpool.h", root)  # listed: still a header
    elsewhere = tmp_path / "other"
    elsewhere.mkdir()
    (elsewhere / "lone.h").write_text("int f(void);\n")
    assert not project_header(elsewhere / "lone.h", elsewhere)
