"""`errlang check --json` on the C corpus (issue 2, item 6).

For every program of tests/corpus/check: each assertion's verdict equals the ``// expect:``
annotation on its line, the exit code is 1 exactly when some assertion fails, and every ``fails``
counterexample replays in a gcc-compiled binary (the same assertion fails). For every program of
tests/corpus/refuse: exit code 2 and an error on the annotated line whose message matches.
"""

from __future__ import annotations

import contextlib
import functools
import io
import json
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from check_corpus_spec import (
    CorpusFile,
    built,
    check_files,
    engine_params,
    load,
    refuse_files,
    regress_files,
)
from errlang.cli.main import main
from errlang.explain.replay import find_compiler


def run_check(spec: CorpusFile) -> tuple[int, dict[str, Any]]:
    """Exit code and JSON of `errlang check --json` (run once per program and test process)."""
    code, stdout, stderr = _run_check(spec.path, tuple(spec.cli_options()))
    assert "Traceback" not in stderr, stderr
    try:
        data = json.loads(stdout)
    except json.JSONDecodeError:
        pytest.fail(f"exit {code}, no JSON on stdout:\n{stdout}\n{stderr}")
    return code, data


@functools.cache
def _run_check(path: Path, options: tuple[str, ...]) -> tuple[int, str, str]:
    """The command's exit code, stdout and stderr, run in this process through ``main`` (as
    ``errlang check`` runs it: the analysis in a forked child, its output copied back), which
    saves a Python start-up of about 1 s of CPU per program (issue 32);
    ``test_missing_file_is_bad_input`` runs the real entry point."""
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        code = main(["check", "--json", *options, str(path)])
    return code, out.getvalue(), err.getvalue()


def verdict_mismatches(spec: CorpusFile, data: dict[str, Any]) -> list[str]:
    """One readable line per assertion whose verdict differs from its annotation."""
    problems = []
    reported: dict[int, list[dict[str, Any]]] = {}
    for item in data["assertions"]:
        reported.setdefault(item["line"], []).append(item)
    for line, items in sorted(reported.items()):
        expected = spec.expectations.get(line)
        for item in items:
            if expected is None:
                problems.append(f"line {line}: `{item['text']}` has no expectation")
            elif not _agrees(item["verdict"], expected.verdict):
                reason = f" ({item['reason']})" if item.get("reason") else ""
                problems.append(
                    f"line {line}: `{item['text']}` is {item['verdict']}{reason},"
                    f" expected {expected.verdict}"
                )
    for line in sorted(set(spec.expectations) - set(reported)):
        problems.append(f"line {line}: expected an assertion, errlang reports none")
    return problems


def _agrees(verdict: str, expected: str) -> bool:
    """``// expect: holds`` is met by ``holds-within-bound`` and by ``holds`` (no run reached the
    bound: the verdict holds for all runs)."""
    if expected == "holds-within-bound":
        return verdict in ("holds", "holds-within-bound")
    return verdict == expected


@pytest.mark.parametrize("path", engine_params(check_files() + regress_files()))
def test_check_verdicts(path: Path) -> None:
    spec = load(path)
    code, data = run_check(spec)
    assert data["errors"] == [], data["errors"]
    problems = verdict_mismatches(spec, data)
    assert not problems, f"{spec.name}:\n  " + "\n  ".join(problems)
    fails = any(e.verdict == "fails" for e in spec.expectations.values())
    assert code == (1 if fails else 0)
    for item in data["assertions"]:
        assert item["loop_bound"] == spec.loop_bound
        if item["verdict"] == "fails":
            assert item["counterexample"]["steps"], item
            assert item["counterexample"]["steps"][-1]["line"] == item["line"], item
        if item["verdict"] == "unknown":
            assert item["reason"], item


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
@pytest.mark.parametrize("path", engine_params(check_files() + regress_files()))
def test_check_counterexamples_replay(path: Path) -> None:
    spec = load(path)
    _, data = run_check(spec)
    failing = [item for item in data["assertions"] if item["verdict"] == "fails"]
    if not failing:
        pytest.skip("no failing assertion")
    program, replayer = built(path)  # the build the witnesses' test replays too
    sites = {(a.line, a.column): a for a in program.assertions}
    problems = []
    assert replayer.built, replayer.build_detail
    for item in failing:
        site = sites.get((item["line"], item["column"]))
        if site is None:
            problems.append(f"line {item['line']}: no assertion at column {item['column']}")
            continue
        inputs = item["counterexample"]["inputs"]
        result = replayer.replay(site, inputs, timeout=10)
        if not result.reproduced:
            values = [i["value"] for i in inputs]
            problems.append(f"line {item['line']} inputs {values}: {result.detail}")
    assert not problems, f"{spec.name}:\n  " + "\n  ".join(problems)


@pytest.mark.parametrize("path", engine_params(refuse_files()))
def test_refusals(path: Path) -> None:
    spec = load(path)
    assert spec.errors, "a refuse/ program needs an `// expect-error:` annotation"
    code, data = run_check(spec)
    assert code == 2, data
    for line, pattern in spec.errors.items():
        at_line = [e for e in data["errors"] if e["line"] == line]
        assert at_line, f"no error on line {line}: {data['errors']}"
        assert any(re.search(pattern, e["message"]) for e in at_line), (pattern, at_line)
        assert all(e["column"] >= 1 for e in at_line)


def test_missing_file_is_bad_input(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "errlang", "check", "--json", str(tmp_path / "nope.c")],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert json.loads(done.stdout)["errors"]


def test_corpus_covers_every_verdict() -> None:
    verdicts = {e.verdict for p in check_files() for e in load(p).expectations.values()}
    assert verdicts == {"fails", "holds-within-bound", "unknown"}
