"""SARIF says what a finding's run assumes that gcc's program would not give (a function
declared and defined nowhere: gcc cannot link the program), as check's text and JSON do."""

from __future__ import annotations

import json
from pathlib import Path

from errlang.cli.main import main

PROGRAM = Path(__file__).resolve().parents[1] / "check" / "programs" / "unlinked_finding.c"


def test_a_finding_through_an_unlinked_function_says_so_in_sarif(tmp_path: Path) -> None:
    sarif = tmp_path / "out.sarif"
    main(["check", str(PROGRAM), "--timeout", "60", "--sarif", str(sarif)])
    results = json.loads(sarif.read_text())["runs"][0]["results"]
    (finding,) = [r for r in results if r["ruleId"].startswith("errlang.ub.")]
    assert "defined nowhere" in finding["message"]["text"]
    assert "cannot link" in finding["message"]["text"]
