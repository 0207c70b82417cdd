"""`errlang diff --old a.c,b.c --new a2.c,b.c` links each version; `model` refuses several
units with a located message (issue 22)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from errlang.cli.main import main
from project_testing import LEDGER


@pytest.fixture
def new_ledger(tmp_path: Path) -> Path:
    """ledger.c whose ledger_post refuses amounts above 500 (same file name: the renamed
    statics keep their names across the versions)."""
    shutil.copy(LEDGER / "ledger.h", tmp_path / "ledger.h")
    text = (LEDGER / "ledger.c").read_text()
    changed = text.replace("count == LEDGER_SIZE)", "count == LEDGER_SIZE || amount > 500)")
    assert changed != text
    (tmp_path / "ledger.c").write_text(changed)
    return tmp_path / "ledger.c"


def test_diff_links_each_version(new_ledger: Path, capsys: pytest.CaptureFixture[str]) -> None:
    report, ledger = str(LEDGER / "report.c"), str(LEDGER / "ledger.c")
    argv = ["diff", "--old", f"{report},{ledger}", "--new", f"{report},{new_ledger}"]
    argv += ["--line", "15", "--loop-bound", "1", "--json"]
    assert main(argv) == 1  # the versions differ
    document = json.loads(capsys.readouterr().out)
    # old: ok == 0 holds with ledger.c linked (no failing word); new: amounts above 500 fail
    assert document["only_old"]["words"] == []
    assert ["report.c:valid", "ledger_post", "ledger.c:valid", "!error"] in document["only_new"][
        "words"
    ]
    same = ["diff", "--old", f"{report},{ledger}", "--new", f"{report},{ledger}", "--line", "15"]
    assert main([*same, "--loop-bound", "1"]) == 0
    assert "the two versions have the same language" in capsys.readouterr().out


@pytest.mark.parametrize(
    ("extra", "message"),
    [
        (["--old", "a.c,b.c"], "--old and --new go together"),
        (["a.c", "b.c", "--old", "a.c", "--new", "b.c"], "either as OLD.c NEW.c or as --old"),
        (["--old", "a.c,,b.c", "--new", "b.c"], "an empty file name"),
        (["a.c"], "OLD.c and NEW.c are required (or --old A.c,B.c --new A2.c,B.c)"),
    ],
)
def test_diff_versions_are_given_one_way(
    extra: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(["diff", *extra, "--line", "1"])
    except SystemExit as stopped:  # argparse's own errors (a bad --old list)
        code = int(stopped.code or 0)
    assert code == 2
    assert message in capsys.readouterr().err


def test_diff_reports_a_link_error_in_its_unit(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "a.c").write_text("int f(void) { return 1; }\nint main(void) { return f(); }\n")
    (tmp_path / "b.c").write_text("int x;\nint f(void) { return 2; }\n")
    a, b = str(tmp_path / "a.c"), str(tmp_path / "b.c")
    assert main(["diff", "--old", a, "--new", f"{a},{b}", "--function", "main"]) == 2
    assert f"{b}:2:5: error: duplicate definition of function 'f'" in capsys.readouterr().err


def test_model_refuses_several_units_located(capsys: pytest.CaptureFixture[str]) -> None:
    report, ledger = str(LEDGER / "report.c"), str(LEDGER / "ledger.c")
    assert main(["model", report, ledger, "--step", "main", "--observe", "count"]) == 2
    err = capsys.readouterr().err
    assert f"{ledger}:1:1: error: a model reads one translation unit" in err
    assert main(["model", report, ledger, "--step", "main", "--observe", "x", "--json"]) == 2
    error = json.loads(capsys.readouterr().out)["error"]
    assert error["location"] == f"{ledger}:1:1"


def test_learn_json_locations_name_their_file(
    capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A linked program's letters, steps and inputs carry ``file`` (relative to the working
    directory), valid against the automaton schema; a file alone gets none (additive)."""
    import jsonschema
    from errlang.automata.json_schema import validate_automaton_json

    schema = json.loads(
        (Path(__file__).parents[2] / "core/errlang/schema/automaton.schema.json").read_text()
    )
    monkeypatch.chdir(LEDGER)
    args = ["--line", "19", "--alphabet", "branches,functions", "--format", "json"]
    assert main(["learn", "report.c", "ledger.c", *args, "--timeout", "60"]) == 0
    document = json.loads(capsys.readouterr().out)
    jsonschema.validate(document, schema)
    validate_automaton_json(document)
    files = {e["letter"]: {loc["file"] for loc in e["locations"]} for e in document["alphabet"]}
    assert files["report.c:L12:T"] == {"report.c"}
    assert files["ledger.c:L10:T"] == {"ledger.c"} and files["ledger.c:valid"] == {"ledger.c"}
    assert files["ledger_balance"] == {"ledger.c"}
    run = document["counterexamples"][0]
    assert {(s["file"], s["function"]) for s in run["steps"]} >= {
        ("report.c", "main"),
        ("ledger.c", "ledger_post"),
    }
    assert [i["file"] for i in run["inputs"]] == ["report.c"]
    document["alphabet"][0]["locations"][0]["file"] = ""  # the schema's file: a path
    with pytest.raises(jsonschema.ValidationError):
        jsonschema.validate(document, schema)
    assert main(["learn", "report.c", *args, "--timeout", "60"]) == 0  # report.c alone
    alone = json.loads(capsys.readouterr().out)
    assert all("file" not in loc for e in alone["alphabet"] for loc in e["locations"])
