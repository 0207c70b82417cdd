"""The Ray executor on a two-node local cluster (ray.cluster_utils.Cluster): the same results
as the local pool, and a killed worker's task retried. About 20-40 s (starting Ray)."""

from __future__ import annotations

import json
import os
import signal
import sys
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.project.compdb import find_database, read_database
from errlang.project.discover import discover
from errlang.project.executor import run_local
from errlang.project.tasks import CheckOptions, ProgramResult, ProgramTask, run_task
from project_testing import SHOP_VERDICTS, shop_project, verdicts

ray = pytest.importorskip("ray")
cluster_utils = pytest.importorskip("ray.cluster_utils")

pytestmark = pytest.mark.slow

# Ray's workers cannot import this test module: its runner travels by value
ray.cloudpickle.register_pickle_by_value(sys.modules[__name__])


@pytest.fixture(scope="module")
def cluster():  # type: ignore[no-untyped-def]
    """A head node and a second node, one CPU each (two worker processes at a time)."""
    os.environ.setdefault("RAY_AUTH_MODE", "disabled")
    nodes = cluster_utils.Cluster(
        initialize_head=True, head_node_args={"num_cpus": 1, "include_dashboard": False}
    )
    nodes.add_node(num_cpus=1)
    nodes.wait_for_nodes()
    yield nodes
    if ray.is_initialized():
        ray.shutdown()
    nodes.shutdown()


def _tasks(root: Path) -> list[ProgramTask]:
    units, _ = read_database(find_database(root) or root)
    return [ProgramTask(p, CheckOptions(loop_bound=1)) for p in discover(units).programs]


def _verdict_table(results: list[ProgramResult]) -> list[tuple[str, str, int, str]]:
    return sorted(
        (r.name, a["file"], a["line"], a["verdict"]) for r in results for a in r.check["assertions"]
    )


class DiesOnFirstAttempt:
    """A runner whose first attempt at a program kills its own worker (SIGKILL) — a marker
    file in a shared directory tells the retry apart."""

    def __init__(self, directory: Path) -> None:
        self.directory = directory

    def __call__(self, task: ProgramTask) -> ProgramResult:
        marker = self.directory / (Path(task.program.name).name + ".attempted")
        if not marker.exists():
            marker.write_text(str(os.getpid()))
            os.kill(os.getpid(), signal.SIGKILL)
        return run_task(task)


def test_a_killed_worker_is_retried_and_results_equal_the_local_pool(
    cluster,
    tmp_path: Path,  # type: ignore[no-untyped-def]
) -> None:
    from errlang.project.ray_executor import run_ray

    root = shop_project(tmp_path)
    tasks = _tasks(root)
    local = run_local(tasks, 2)
    markers = tmp_path / "markers"
    markers.mkdir()
    streamed: list[str] = []
    distributed = run_ray(tasks, cluster.address, None, lambda r: streamed.append(r.name),
                          runner=DiesOnFirstAttempt(markers))  # fmt: skip
    assert [r.failure for r in distributed] == [None, None]
    assert sorted(p.name for p in markers.iterdir()) == ["restock.c.attempted", "sale.c.attempted"]
    assert _verdict_table(distributed) == _verdict_table(local)
    assert sorted(streamed) == sorted(r.name for r in local)
    # the two nodes: results come from worker processes other than the killed ones
    killed = {p.read_text() for p in markers.iterdir()}
    assert not any(r.worker.endswith(f":{pid}") for r in distributed for pid in killed)


def test_cli_joins_the_cluster(cluster, tmp_path: Path, capsys) -> None:  # type: ignore[no-untyped-def]
    root = shop_project(tmp_path)
    code = main(["check", "--project", str(root), "--ray", cluster.address, "--json"])
    report = json.loads(capsys.readouterr().out)
    assert code == 1
    assert verdicts(report) == SHOP_VERDICTS
    assert report["summary"]["executor"] == f"ray {cluster.address}"


def test_ray_local_gives_the_held_out_verdicts_and_sarif(
    cluster,  # type: ignore[no-untyped-def]
    tmp_path: Path,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    """``--ray local`` starts its own Ray (beside the running cluster) and stops it."""
    root = shop_project(tmp_path)
    monkeypatch.chdir(root)
    args = ["check", "--project", ".", "--ray", "local", "--workers", "2", "--json"]
    assert main([*args, "--sarif", "out.sarif"]) == 1
    report = json.loads(capsys.readouterr().out)
    assert verdicts(report) == SHOP_VERDICTS
    assert report["summary"]["executor"] == "ray local"
    results = json.loads((root / "out.sarif").read_text())["runs"][0]["results"]
    failing = {
        (r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
         r["locations"][0]["physicalLocation"]["region"]["startLine"])
        for r in results
        if r["kind"] == "fail"
    }  # fmt: skip
    assert failing == {k for k, v in SHOP_VERDICTS.items() if v == "fails"}
    assert not ray.is_initialized()


def always_dies(task: ProgramTask) -> ProgramResult:
    os.kill(os.getpid(), signal.SIGKILL)
    return run_task(task)


def test_a_task_whose_worker_always_dies_gives_a_readable_result(
    cluster,  # type: ignore[no-untyped-def]
    tmp_path: Path,
) -> None:
    from errlang.project.ray_executor import RETRIES, run_ray

    root = shop_project(tmp_path)
    (result, _) = run_ray(_tasks(root)[:1] * 2, cluster.address, runner=always_dies)
    assert result.failure is not None and result.failure.startswith(
        f"the Ray task failed after {RETRIES} retries"
    )
    assert result.attempts == RETRIES + 1 and result.check["errors"]
