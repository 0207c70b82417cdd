"""End to end on the API benchmark programs (benchmarks/programs/api): each uses an API
correctly in several ways and wrongly once; its first line names the seed and the regular
expression of the wrong scenarios (the labelling user's knowledge)."""

from __future__ import annotations

import json
import re
import shutil
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.mining.cable import simulate, words_labelled
from errlang.mining.engine import engine_traces
from errlang.mining.lattice import build_lattice
from errlang.mining.pipeline import check_spec, mine
from errlang.mining.replay import replay_violation
from errlang.mining.spec import spec_from_json, spec_to_json
from errlang.mining.traces import read_jsonl, to_jsonl

PROGRAMS = sorted((Path(__file__).parents[2] / "benchmarks/programs/api").glob("*.c"))


def header(path: Path) -> tuple[str, re.Pattern[str]]:
    first = path.read_text().splitlines()[0]
    seed = re.search(r'seed "([^"]*)"', first)
    bad = re.search(r'bad "([^"]*)"', first)
    assert seed and bad, f"{path}: no errlang-mine header"
    return seed[1], re.compile(bad[1])


@pytest.mark.parametrize("path", PROGRAMS, ids=lambda p: p.stem)
def test_spec_after_cable_accepts_the_good_and_rejects_the_wrong_use(
    path: Path, tmp_path: Path
) -> None:
    seed, bad = header(path)
    traces = engine_traces(str(path), bound=3)
    assert traces.complete
    everything = mine(traces.traces, seed)

    def oracle(word: tuple[str, ...]) -> str:
        return "bad" if bad.search(" ; ".join(word)) else "good"

    verdicts = {w: oracle(w) for w in everything.counts}
    assert "bad" in verdicts.values() and "good" in verdicts.values()
    # the reference automaton mined from every scenario accepts the wrong one too
    assert all(everything.specification.accepts(w) for w in everything.counts)
    lattice = build_lattice(tuple(everything.counts), everything.specification.machine)
    labels = simulate(lattice, oracle)
    assert labels.decisions < len(traces.traces)
    good = mine(traces.traces, seed, counts=words_labelled(labels, "good", everything.counts))
    for word, verdict in verdicts.items():
        assert good.specification.accepts(word) == (verdict == "good"), word
    # the same runs as JSON lines give the same specification
    file = tmp_path / "t.jsonl"
    file.write_text(to_jsonl(traces.traces))
    assert mine(read_jsonl(file), seed).specification == everything.specification
    # checking back: exactly the wrong scenarios are counterexamples
    spec = spec_from_json(json.loads(json.dumps(spec_to_json(good.specification))))
    result = check_spec(str(path), spec)
    assert result.violations
    assert all(oracle(v.scenario.word) == "bad" for v in result.violations)
    source = path.read_text().splitlines()
    wrong = next(n for n, text in enumerate(source, 1) if "wrong:" in text)
    for violation in result.violations:
        assert any(0 <= wrong - n <= 6 for n in violation.scenario.lines), violation


@pytest.mark.skipif(shutil.which("gcc") is None and shutil.which("cc") is None, reason="no cc")
def test_a_violation_replays_with_gcc() -> None:
    path = next(p for p in PROGRAMS if p.stem == "file_copy")
    seed, bad = header(path)
    traces = engine_traces(str(path), bound=3)
    everything = mine(traces.traces, seed)
    good = mine(
        traces.traces,
        seed,
        counts=type(everything.counts)(
            {w: c for w, c in everything.counts.items() if not bad.search(" ; ".join(w))}
        ),
    )
    result = check_spec(str(path), good.specification)
    assert replay_violation(str(path), result, result.violations[0]).status == "reproduced"


def test_cli_mine_cable_check(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = str(next(p for p in PROGRAMS if p.stem == "mutex"))
    labels, spec = str(tmp_path / "l.json"), str(tmp_path / "spec.json")
    common = [path, "--seed", "m_lock"]
    assert main(["cable", "auto", *common, "--labels", labels, "--bad", r"^m_lock\(X0\)$"]) == 0
    out = capsys.readouterr().out
    assert "2 of 2 distinct scenarios labelled with 2 decision(s)" in out
    assert main(["cable", "lattice", *common, "--labels", labels, "--json"]) == 0
    lattice = json.loads(capsys.readouterr().out)
    assert lattice["decisions"] == 2 and lattice["distinct_scenarios"] == 2
    assert {k["state"] for k in lattice["concepts"]} == {"Labeled"}
    top = lattice["top"]
    assert (
        main(["cable", "view", *common, "--labels", labels, "--concept", str(top), "--json"]) == 0
    )
    assert json.loads(capsys.readouterr().out)["kind"] == "errlang-specification"
    assert main(["mine", *common, "--labels", labels, "-o", spec, "--json"]) == 0
    data = json.loads(capsys.readouterr().out)
    assert data["specification"]["kind"] == "errlang-specification"
    assert {t["letter"] for t in data["specification"]["transitions"]} == {
        "m_lock(X0)",
        "m_unlock(X0)",
    }
    assert main(["check", path, "--spec", spec]) == 1
    out = capsys.readouterr().out
    assert f"{path}:44: FAILS" in out and "specification violated at m_lock" in out
    assert "ends after m_lock(X0)" in out
    assert "inputs: op = " in out and not re.search(r"\w@\d+ =", out)  # as `check` names them
    assert main(["check", path, "--spec", spec, "--json"]) == 1
    found = json.loads(capsys.readouterr().out)["violations"]
    lines = len(Path(path).read_text().splitlines())
    assert found and all(v["line"] == 44 and v["verdict"] == "fails" for v in found)
    assert all(0 < s["line"] <= lines for v in found for s in v["counterexample"]["steps"])
    # the same API named explicitly gives the same traces; an unknown name is an error
    assert main(["mine", *common, "--json"]) == 0
    automatic = json.loads(capsys.readouterr().out)["traces"]
    assert main(["mine", *common, "--api", "m_lock,m_unlock", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["traces"] == automatic >= 5
    assert main(["mine", *common, "--api", "m_lock,nothing"]) == 2
    assert "nothing is not a function declared" in capsys.readouterr().err


def test_cli_bad_input_is_a_readable_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = tmp_path / "t.jsonl"
    bad.write_text("{nope\n")
    assert main(["mine", "--traces", str(bad), "--seed", "f"]) == 2
    assert "t.jsonl:1: not JSON" in capsys.readouterr().err
    assert main(["mine", "--seed", "f"]) == 2
    assert "either a C file or --traces" in capsys.readouterr().err
    nomain = tmp_path / "lib.c"
    nomain.write_text("int f(int);\nint g(void) { return f(1); }\n")
    assert main(["mine", str(nomain), "--seed", "f"]) == 2
    assert "no function 'main'" in capsys.readouterr().err
    spec = tmp_path / "s.json"
    spec.write_text('{"kind": "other"}')
    assert main(["check", str(PROGRAMS[0]), "--spec", str(spec)]) == 2
    assert "not an errlang specification" in capsys.readouterr().err
