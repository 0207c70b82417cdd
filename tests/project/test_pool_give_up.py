"""A pool worker whose analysis gave up on z3 work at a deadline is not used again (issue 32).

z3's global context is not safe for two threads: an analysis that timed out may leave a z3
thread running (abandoned at the deadline), and a later analysis in the same process could
crash. The hook ``ERRLANG_TEST_HOLD=encode:stuck@FILE`` (:mod:`errlang.session.hold`) makes
the first analysis' encoding never stop, as a z3 call that ignores its interrupt: the thread is
abandoned. The worker then retires after sending that result, and the next analyses run in a
fresh worker, with their right verdicts.
"""

from __future__ import annotations

from pathlib import Path

import errlang.session.hold as hold
import pytest
from errlang.project.compdb import find_database, read_database
from errlang.project.discover import discover
from errlang.project.executor import run_local
from errlang.project.tasks import CheckOptions, ProgramTask
from project_testing import SHOP_VERDICTS


def _verdicts(result_check: dict, name: str) -> dict[tuple[str, int], str]:
    return {(name, a["line"]): a["verdict"] for a in result_check["assertions"]}


def test_a_worker_that_abandoned_z3_work_is_replaced(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from project_testing import shop_project

    root = shop_project(tmp_path)
    units, _ = read_database(find_database(root) or root)
    restock, sale = discover(units).programs
    token = tmp_path / "hold-once"
    token.write_text("")
    monkeypatch.setattr(hold, "_POINT", f"encode:stuck@{token}")  # forked workers inherit it
    tasks = [
        ProgramTask(restock, CheckOptions(loop_bound=1, timeout=2)),  # held: gives up
        ProgramTask(sale, CheckOptions(loop_bound=1)),
        ProgramTask(restock, CheckOptions(loop_bound=1)),
    ]
    first, second, third = run_local(tasks, 1)
    assert not token.exists()  # the first analysis was held, and only it
    assert first.failure is None
    assert {a["verdict"] for a in first.check["assertions"]} == {"unknown"}
    expected_sale = {k: v for k, v in SHOP_VERDICTS.items() if k[0] == "app/sale.c"}
    expected_restock = {k: v for k, v in SHOP_VERDICTS.items() if k[0] == "app/restock.c"}
    assert _verdicts(second.check, "app/sale.c") == expected_sale
    assert _verdicts(third.check, "app/restock.c") == expected_restock
    pids = [r.worker.rsplit(":", 1)[1] for r in (first, second, third)]
    assert pids[0] != pids[1] == pids[2]  # retired after giving up; reused otherwise
