"""Input nobody writes for errlang, found by C2's sweep (docs/checking.md, "Bad input and
budgets, swept"): each a located, readable answer, never a traceback."""

from __future__ import annotations

import json
import os
from pathlib import Path

import errlang.session.hold as hold
import pytest
from errlang.cli.main import main
from errlang.frontend.link import Unit
from errlang.project.tasks import CheckOptions, check_linked

PROGRAM = Path(__file__).parents[2] / "project" / "fixtures" / "deepening"


@pytest.mark.parametrize("command", [["check"], ["learn", "--line", "1"]])
def test_a_fifo_or_a_device_is_not_a_regular_file(
    tmp_path: Path, command: list[str], capsys: pytest.CaptureFixture[str]
) -> None:
    fifo = tmp_path / "pipe.c"
    os.mkfifo(fifo)  # reading it would block: it was called "no such file"
    for path in (str(fifo), os.devnull):
        assert main([command[0], path, *command[1:], "--timeout", "5"]) == 2
        err = capsys.readouterr().err
        assert f"{path}" in err and "not a regular file" in err and "Traceback" not in err


def test_a_linked_check_out_of_time_in_its_front_end_locates_its_assertions(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The budget ran out linking: the assertions (found by a scan) had no ``file`` and the
    text report of ``check main.c ledger.c`` raised KeyError (tests/realc/ahocorasick's
    harness linked, --timeout 10, under load)."""
    monkeypatch.setattr(hold, "_POINT", "lower")  # held past the deadline before lowering
    units = (Unit(PROGRAM / "main.c"), Unit(PROGRAM / "ledger.c"))
    data = check_linked(units, CheckOptions(timeout=1.0))
    assert data["out_of_time"] and data["assertions"]
    assert {a["verdict"] for a in data["assertions"]} == {"unknown"}
    files = [(Path(a["file"]).name, a["line"]) for a in data["assertions"]]
    assert files == [("main.c", 6), ("ledger.c", 7)]


@pytest.mark.parametrize("value", ["nan", "inf", "1e30", "0", "-1"])
def test_a_timeout_that_is_no_budget_is_a_usage_error(
    value: str, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--timeout nan``/``inf``/``1e30`` raised OverflowError in the analysis (a traceback);
    0 and -1 were taken and every assertion ended unknown."""
    source = str(PROGRAM / "main.c")
    with pytest.raises(SystemExit) as stop:
        main(["check", source, "--timeout", value])
    assert stop.value.code == 2
    assert "argument --timeout: must be above 0" in capsys.readouterr().err


def test_an_entry_that_cannot_be_built_is_no_complete_holds(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``--entry vlist`` on a function taking a ``va_list``: the harness's ``main`` was
    refused (an unsupported cast), so no lowered function called ``vlist``, and its own
    assertion, which a run can fail, was a complete ``holds``: "vlist is never called from
    vlist". A function no run calls is not known to be uncalled when runs reach a construct
    errlang refused (session/check._unread)."""
    source = tmp_path / "vl.c"
    source.write_text(
        "#include <assert.h>\n#include <stdarg.h>\n"
        "int vlist(int n, va_list ap) { int v = va_arg(ap, int); assert(v != n); return v; }\n"
    )
    main(["check", str(source), "--entry", "vlist", "--json", "--timeout", "30"])
    (verdict,) = json.loads(capsys.readouterr().out)["assertions"]
    assert verdict["verdict"] != "holds", verdict  # unknown now; fails once va_list is built
