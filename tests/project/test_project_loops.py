"""`check --project` lowers each program as `check` lowers a file: with the array-loop
summaries (issue 23), so a failure behind a 100,000-iteration loop is found by both at loop
bound 1 and the verdicts agree."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.frontend.link import Unit, link_units
from errlang.ir import nodes as n
from errlang.project.tasks import CheckOptions, check_linked, lowered_for_check
from errlang.session.check import check_program
from errlang.session.settings import Settings

STYLE = Path(__file__).parent.parent / "check" / "programs" / "svcomp_style"
SUMMARISED = ("eq_unsafe.c", "copy_safe.c")  # fill, copy and compare loops of 100,000


@pytest.mark.parametrize("name", SUMMARISED)
def test_project_and_check_agree_on_summarised_loops(name: str) -> None:
    path = STYLE / name
    program = link_units([Unit(path)])
    ir = lowered_for_check(program)
    loops = [i for f in ir.functions.values() for i in f.body if isinstance(i, n.ArrayLoop)]
    assert loops, "the project's IR has the loop summaries"
    alone = check_program(str(path), None, Settings(timeout=15))
    linked = check_linked((Unit(path),), CheckOptions(timeout=15))
    expected = {a.line: (a.verdict, a.loop_bound) for a in alone.assertions}
    found = {a["line"]: (a["verdict"], a["loop_bound"]) for a in linked["assertions"]}
    assert found == expected
    assert set(expected.values()) <= {("fails", 1), ("holds", 1)}  # decided at once


def test_project_cli_finds_the_failure_behind_a_long_loop(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    for name in SUMMARISED:
        (tmp_path / name).write_text((STYLE / name).read_text())
    monkeypatch.chdir(tmp_path)
    argv = ["check", "--program", SUMMARISED[0], "--program", SUMMARISED[1], "--json"]
    assert main([*argv, "--workers", "1", "--timeout", "15"]) == 1
    programs = json.loads(capsys.readouterr().out)["programs"]
    verdicts = {p["name"]: [a["verdict"] for a in p["check"]["assertions"]] for p in programs}
    assert verdicts == {"eq_unsafe.c": ["fails"], "copy_safe.c": ["holds"]}
