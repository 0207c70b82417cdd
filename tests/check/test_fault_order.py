"""A finding's run reaches that finding: undefined behaviour earlier in the same instruction
ends the run first (issue 29; docs/semantics.md "Entry points"). ``*p / d`` with a nullable
``p``: the division by zero and INT_MIN / -1 were shown with a null ``p``, and the sanitizer
replay stopped at the load ('not-reproduced')."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from errlang.cli.main import main

RATIO = """int ratio(int d, const int *p) {
    return *p / d;
}
"""


@pytest.mark.skipif(shutil.which("gcc") is None, reason="the replay needs gcc")
def test_each_finding_of_one_instruction_replays(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "ratio.c"
    source.write_text(RATIO)
    args = [str(source), "--entry", "ratio", "--nullable", "--replay", "--json"]
    main(["check", *args, "--timeout", "60"])
    data = json.loads(capsys.readouterr().out)
    reasons = sorted(f["reason"] for f in data["findings"])
    assert reasons == ["INT_MIN / -1", "division by zero", "null dereference"]
    assert [r["status"] for r in data["replays"]] == ["reproduced"] * 3, data["replays"]
