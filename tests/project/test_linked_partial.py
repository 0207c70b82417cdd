"""A check of a file as part of its program streams what a killed worker keeps, as a single
file's does (``session.check(partial=…)``, the editor's check worker; tests/check/
test_check_partial.py for one file): each document is the linked result's JSON — every
location in its own file, absolute, ``program`` with its units — so the server shows a killed
linked or ``--project`` check's finished bounds in every file of the program."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from errlang.session import api
from errlang.session.check_partial import WORKER_ENDED
from errlang.session.settings import Settings

# main.c's assertion fails at loop bound 1 (n == 7); ledger.c's needs five iterations
PROGRAM = Path(__file__).parent / "fixtures" / "deepening"
SETTINGS = Settings(timeout=60.0)


def _units(tmp_path: Path, ledger: str | None = None) -> tuple[str, list[dict[str, Any]]]:
    (tmp_path / "main.c").write_text((PROGRAM / "main.c").read_text())
    (tmp_path / "ledger.c").write_text(ledger or (PROGRAM / "ledger.c").read_text())
    units = [{"path": str(tmp_path / name), "text": None} for name in ("main.c", "ledger.c")]
    return str(tmp_path / "main.c"), units


def test_a_linked_check_streams_its_bounds_in_each_units_file(tmp_path: Path) -> None:
    path, units = _units(tmp_path)
    streamed: list[dict[str, Any]] = []
    answer = api.check(path, settings=SETTINGS, units=units, partial=streamed.append)
    ledger = str((tmp_path / "ledger.c").resolve())
    assert answer["program"]["linked"] and streamed
    for document in streamed:  # every one as the result is: the program, files by unit
        assert document["program"] == answer["program"]
        files = [a["file"] for a in document["assertions"]]
        assert files == [a["file"] for a in answer["assertions"]] and ledger in files
    first = streamed[0]
    assert {a["verdict"] for a in first["assertions"]} == {"unknown"}
    assert WORKER_ENDED in first["assertions"][0]["reason"]
    after_bound_1 = next(d for d in streamed if d["loop_bound"] is not None)
    assert after_bound_1["loop_bound"] == 1
    failed = next(a for a in after_bound_1["assertions"] if a["verdict"] == "fails")
    assert failed["line"] == 6 and Path(failed["file"]).name == "main.c"
    assert all(Path(step["file"]).is_absolute() for step in failed["counterexample"]["steps"])
    last = streamed[-1]
    assert [a["verdict"] for a in last["assertions"]] == [
        a["verdict"] for a in answer["assertions"]
    ]
    assert last["message"].startswith(WORKER_ENDED)


def test_units_that_do_not_link_stream_the_file_alone_with_the_problems(tmp_path: Path) -> None:
    path, units = _units(tmp_path, ledger="int count(void) { return 0 }\n")  # does not parse
    streamed: list[dict[str, Any]] = []
    answer = api.check(path, settings=SETTINGS, units=units, partial=streamed.append)
    assert answer["program"]["problems"] and streamed
    assert all(d["program"] == answer["program"] for d in streamed)
    assert [a["verdict"] for a in streamed[-1]["assertions"]] == [
        a["verdict"] for a in answer["assertions"]
    ]
