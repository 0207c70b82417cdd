"""`errlang check --project`: programs from a compilation database, checked in a process pool."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.frontend.link import Unit
from errlang.project.compdb import find_database, flags, read_database
from errlang.project.discover import ProgramSpec, discover
from errlang.project.executor import run_local
from errlang.project.tasks import CheckOptions, ProgramResult, ProgramTask, run_task
from project_testing import SHOP_VERDICTS, shop_project, verdicts


def _check(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, dict]:
    code = main(["check", *args, "--json", "--timeout", "60"])
    return code, json.loads(capsys.readouterr().out)


def test_every_assertion_gets_its_verdict_with_the_library_linked(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = shop_project(tmp_path)
    code, report = _check(capsys, "--project", str(root), "--workers", "2")
    assert code == 1
    assert verdicts(report) == SHOP_VERDICTS
    names = sorted(p["name"] for p in report["programs"])
    assert [Path(n).name for n in names] == ["restock.c", "sale.c"]
    for program in report["programs"]:  # each program: its main unit and the two libraries
        assert sorted(Path(u).name for u in program["units"][1:]) == ["price.c", "stock.c"]
        assert "broken.c" not in {Path(u).name for u in program["units"]}
    skipped = {Path(s["file"]).name: s["reason"] for s in report["skipped"]}
    assert skipped["notes.cpp"] == "not a C file"
    assert (
        skipped["broken.c"].startswith("does not parse:") and "broken.c:2:" in skipped["broken.c"]
    )


def test_one_and_two_workers_give_the_same_results(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = shop_project(tmp_path, command_strings=True)
    database = str(root / "build" / "compile_commands.json")
    _, one = _check(capsys, "--project", database, "--workers", "1")
    _, two = _check(capsys, "--project", database, "--workers", "2")
    assert verdicts(one) == verdicts(two) == SHOP_VERDICTS
    # the second run reuses every program's result from the shared cache
    assert [p["check"]["cached"] for p in two["programs"]] == [True, True]
    assert [p["check"]["cached"] for p in one["programs"]] == [False, False]


def test_program_option_overrides_the_discovery(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    root = shop_project(tmp_path)
    sale, stock = root / "app" / "sale.c", root / "lib" / "stock.c"
    # without price.c, price_of is an unknown function and discount_threshold undefined
    code, report = _check(
        capsys, "--project", str(root), "--program", f"{sale},{stock}", "--loop-bound", "1"
    )
    assert code == 1
    (program,) = report["programs"]
    assert [Path(u).name for u in program["units"]] == ["sale.c", "stock.c"]
    found = {a["line"]: a["verdict"] for a in program["check"]["assertions"]}
    assert found[13] == found[14] == "holds"  # stock.c linked, with its own -D from the database
    assert found[16] == "fails"  # price_of's result is an input now


def test_a_killed_worker_gives_a_readable_result(tmp_path: Path) -> None:
    root = shop_project(tmp_path)
    units, _ = read_database(find_database(root) or root)
    programs = discover(units).programs

    def dies_on_sale(task: ProgramTask) -> ProgramResult:
        if task.program.name.endswith("sale.c"):
            os.kill(os.getpid(), signal.SIGKILL)
        return run_task(task)

    tasks = [ProgramTask(p, CheckOptions(loop_bound=1)) for p in programs]
    seen: list[str] = []
    results = run_local(tasks, 2, lambda r: seen.append(r.name), runner=dies_on_sale)
    by_name = {Path(r.name).name: r for r in results}
    assert sorted(Path(n).name for n in seen) == ["restock.c", "sale.c"]
    assert by_name["sale.c"].failure is not None
    assert "SIGKILL" in by_name["sale.c"].failure and by_name["sale.c"].check["errors"]
    assert by_name["restock.c"].failure is None
    assert len(by_name["restock.c"].check["assertions"]) == 4


def test_finding_the_database_as_clangd_does(tmp_path: Path) -> None:
    root = shop_project(tmp_path)
    database = root / "build" / "compile_commands.json"
    assert find_database(root) == database
    assert find_database(root / "app") == database  # an ancestor's build/
    assert find_database(database) == database
    assert find_database(tmp_path) is None


def test_compiler_flags_are_read_per_unit(tmp_path: Path) -> None:
    include, defines = flags(
        [
            "cc",
            "-Iinc",
            "-I",
            "other",
            "-isystem",
            "/sys",
            "-DA=1",
            "-D",
            "B",
            "-DC",
            "-UC",
            "-O2",
            "-c",
            "x.c",
        ],
        tmp_path,
    )
    assert include == (str(tmp_path / "inc"), str(tmp_path / "other"), "/sys")
    assert defines == ("A=1", "B")


def test_bad_databases_are_readable_errors(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    (tmp_path / "compile_commands.json").write_text("{not json")
    assert main(["check", "--project", str(tmp_path)]) == 2
    assert "cannot read the compilation database" in capsys.readouterr().err
    (tmp_path / "compile_commands.json").write_text(json.dumps([{"nofile": 1}]))
    assert main(["check", "--project", str(tmp_path)]) == 2
    assert "no program defines 'main'" in capsys.readouterr().err


def test_one_program_task_alone(tmp_path: Path) -> None:
    root = shop_project(tmp_path)
    stock = Unit(root / "lib" / "stock.c", None, (str(root / "include"),), ("STOCK_CAPACITY=20",))
    sale = Unit(root / "app" / "sale.c", None, (str(root / "include"),))
    price = Unit(root / "lib" / "price.c", None, (str(root / "include"),))
    result = run_task(ProgramTask(ProgramSpec("sale", (sale, stock, price)), CheckOptions(1)))
    assert [a["verdict"] for a in result.check["assertions"]] == ["holds"] * 4 + ["fails"]
    assert result.memory_mb and result.memory_mb > 0


def test_workers_are_reused_and_a_dead_one_is_replaced(tmp_path: Path) -> None:
    root = shop_project(tmp_path)
    units, _ = read_database(find_database(root) or root)
    restock, sale = discover(units).programs
    programs = [restock, sale, restock, restock, sale]
    tasks = [ProgramTask(p, CheckOptions(loop_bound=1)) for p in programs]
    tasks[1] = ProgramTask(ProgramSpec("dies", sale.units), CheckOptions(loop_bound=1))

    def dies_once(task: ProgramTask) -> ProgramResult:
        if task.program.name == "dies":
            os.kill(os.getpid(), signal.SIGKILL)
        return run_task(task)

    results = run_local(tasks, 1, runner=dies_once)
    assert [r.failure is None for r in results] == [True, False, True, True, True]
    assert "SIGKILL" in (results[1].failure or "")
    # the dead worker's program: its first unit's assertions, found by a scan, unknown
    assert [len(r.check["assertions"]) for r in results] == [4, 5, 4, 4, 5]
    assert {a["verdict"] for a in results[1].check["assertions"]} == {"unknown"}
    assert all("SIGKILL" in a["reason"] for a in results[1].check["assertions"])
    # one worker ran the first task; its replacement ran the three after the dead one
    pids = [r.worker.rsplit(":", 1)[1] for r in results if r.failure is None]
    assert pids[0] != pids[1] and len(set(pids[1:])) == 1


def test_a_worker_past_its_budget_is_killed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    import errlang.project.executor as executor

    monkeypatch.setattr(executor, "GRACE_SECONDS", 0.5)
    root = shop_project(tmp_path)
    units, _ = read_database(find_database(root) or root)
    restock, sale = discover(units).programs

    def hangs_on_sale(task: ProgramTask) -> ProgramResult:
        if task.program.name.endswith("sale.c"):
            time.sleep(60)
        return run_task(task)

    tasks = [ProgramTask(p, CheckOptions(loop_bound=1, timeout=1)) for p in (sale, restock)]
    started = time.monotonic()
    results = run_local(tasks, 2, runner=hangs_on_sale)
    assert time.monotonic() - started < 20
    assert "past its time budget, and was killed" in (results[0].failure or "")
    assert results[1].failure is None and len(results[1].check["assertions"]) == 4


def test_ray_missing_is_a_readable_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    import errlang.project.cli as project_cli

    monkeypatch.setattr(project_cli, "ray_available", lambda: False)
    root = shop_project(tmp_path)
    assert main(["check", "--project", str(root), "--ray", "local"]) == 2
    assert "--ray needs Ray: pip install 'errlang[ray]'" in capsys.readouterr().err


def test_ray_is_imported_only_when_asked(tmp_path: Path) -> None:
    root = shop_project(tmp_path)
    code = (
        "import sys\nfrom errlang.cli.main import main\n"
        f"main(['check', '--project', {str(root)!r}, '--workers', '1', '--loop-bound', '1'])\n"
        "print('ray imported:', 'ray' in sys.modules)\n"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert "ray imported: False" in done.stdout, done.stderr[-2000:]
