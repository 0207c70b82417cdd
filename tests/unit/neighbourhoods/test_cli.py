"""`errlang neighbourhoods`: JSON equals the brute-force oracle from both input formats; errors
exit with code 2 and one line naming the problem."""

from __future__ import annotations

import json
import random
import subprocess
import sys
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.cli.neighbourhoods import dumps_lines, split_labels

from . import _oracle
from ._random import Case, random_case
from .test_against_oracle import random_walk


def run_cli(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str, str]:
    code = main(["neighbourhoods", *argv])
    out, err = capsys.readouterr()
    return code, out, err


def write_aut(path: Path, case: Case) -> None:
    lines = [f"des ({case.initial}, {len(case.triples)}, {len(case.states)})"]
    for i, (s, label, d) in enumerate(case.triples):
        shown = f'"{label}"' if i % 2 else label  # quoted and unquoted labels
        lines.append(f"({s}, {shown}, {d})")
    path.write_text("\n".join(lines) + "\n")


def write_json(path: Path, case: Case) -> None:
    name = {s: f"s{s}" for s in case.states}  # string states in the JSON variant
    data = {
        "initial": name[case.initial],
        "states": [name[s] for s in case.states],
        "transitions": [[name[s], label, name[d]] for s, label, d in case.triples],
    }
    path.write_text(json.dumps(data, indent=1))


def expected_json(case: Case, walk: list[str], rename: bool) -> dict[str, object]:
    def name(s: object) -> object:
        return f"s{s}" if rename else s

    values = _oracle.product(case.states, case.initial, case.triples, case.k)
    want = _oracle.expected(case.states, case.initial, case.triples, case.k, values)
    n = len(case.k)
    states = {
        str(name(s)): {
            "mp": case.k[:mp],
            "cp": case.k[:cp],
            "ms": case.k[n - ms :],
            "cs": case.k[n - cs :],
        }
        for s, (mp, cp, ms, cs) in values.items()
    }
    seen: set[tuple[int, str, int]] = set()
    transitions = []
    for triple, kind in zip(case.triples, want.types, strict=True):
        if triple in seen or kind is None:
            continue
        seen.add(triple)
        s, label, d = triple
        transitions.append({"source": name(s), "label": label, "target": name(d), "type": kind})
    areas = [
        {"state": name(s), "correct": c, "incorrect": i, "neutral": u}
        for s, (c, i, u) in sorted(want.neighbourhoods.items(), key=lambda kv: str(kv[0]))
    ]
    path = _oracle.follow(case.initial, case.triples, walk, set(case.states)) or []
    abstracted = []
    for index in path:
        s, label, d = case.triples[index]
        if s in want.neighbourhoods or d in want.neighbourhoods:
            abstracted.append(label)
    return {
        "states": states,
        "transitions": transitions,
        "neighbourhoods": areas,
        "abstracted_counterexample": abstracted,
    }


@pytest.mark.parametrize("fmt", ["aut", "json"])
def test_cli_json_matches_oracle(
    fmt: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    rng = random.Random(7 if fmt == "aut" else 8)
    for number in range(40):
        case = random_case(rng, max_states=8, max_extra=10)
        walk = random_walk(rng, case, rng.randint(0, 5))
        path = tmp_path / f"case{number}.{fmt}"
        (write_aut if fmt == "aut" else write_json)(path, case)
        code, out, err = run_cli(
            capsys,
            str(path),
            "--inevitable",
            ",".join(case.k),
            "--counterexample",
            ",".join(walk),
            "--json",
        )
        assert code == 0, err
        got = json.loads(out)
        want = expected_json(case, walk, rename=fmt == "json")
        got["neighbourhoods"].sort(key=lambda a: str(a["state"]))
        for key, value in want.items():
            assert got[key] == value, (key, case, walk)


def test_text_report(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "fig2.aut"
    path.write_text(
        'des (0, 6, 6)\n(0, "A", 1)\n(1, "X", 2)\n(2, "B", 3)\n(3, "C", 1)\n'
        '(2, "D", 4)\n(3, "C", 5)\n'
    )
    code, out, _ = run_cli(capsys, str(path), "--inevitable", "A,B,C", "--counterexample", "A,X,D")
    assert code == 0
    assert "property: Inev(A, B, C)" in out
    assert "  1  mp=A·B·C  cp=A  ms=B·C  cs=ε" in out
    assert "  3  mp=A·B·C  cp=A·B  ms=B·C  cs=C" in out
    assert "2 --B--> 3  correct" in out
    assert "2 --D--> 4  neutral" in out
    assert "state 2: 1 correct, 0 incorrect, 1 neutral outgoing" in out
    assert "abstracted counterexample (2 of 3 actions): X, D" in out


def test_content_detection_without_extension(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    aut = tmp_path / "model.txt"
    aut.write_text('des (0, 1, 2)\n(0, "end", 1)\n')
    js = tmp_path / "model.lts"
    js.write_text('{"initial": 0, "transitions": [[0, "end", 1]]}')
    for path in (aut, js):
        code, out, _ = run_cli(capsys, str(path), "--inevitable", "end", "--json")
        assert code == 0
        assert json.loads(out)["transitions"][0]["type"] == "correct"


BAD_INPUTS = [
    ("missing.aut", None, "no such file"),
    ("bad.aut", 'des (0, 2, 2)\n(0, "A", 1)\n(1 "B", 0)\n', "bad.aut:3: expected '(source"),
    ("state.aut", 'des (0, 2, 2)\n(0, "A", 1)\n(1, "B", 5)\n', "state.aut:3: unknown state 5"),
    ("init.aut", 'des (4, 1, 2)\n(0, "A", 1)\n', "init.aut:1: initial state 4 out of range"),
    ("count.aut", 'des (0, 3, 2)\n(0, "A", 1)\n', "count.aut:1: des declares 3 transitions"),
    ("extra.aut", 'des (0, 1, 2)\n(0, "A", 1)\n(1, "A", 0)\n', "extra.aut:3: more transitions"),
    ("header.aut", '(0, "A", 1)\n', "header.aut:1: expected 'des"),
    ("quote.aut", 'des (0, 1, 2)\n(0, "A, 1)\n', "quote.aut:2:"),
    ("empty.aut", "", "empty file"),
    (
        "syntax.json",
        '{"initial": 0,\n "transitions": [[0, "A", 1]\n',
        "syntax.json:3: invalid JSON",
    ),
    (
        "unknown.json",
        '{"initial": 0, "states": [0, 1],\n "transitions": [\n  [0, "A", 1],\n  [1, "B", 2]]}',
        "unknown.json:4: transitions[1]: unknown state 2",
    ),
    (
        "shape.json",
        '{"initial": 0,\n "transitions": [\n  [0, "A"]]}',
        "shape.json:3: transitions[0]: expected [source, label, target]",
    ),
    ("noinit.json", '{"transitions": []}', "missing key 'initial'"),
    ("what.txt", "hello\n", "neither an Aldebaran .aut file"),
]


@pytest.mark.parametrize(("name", "content", "message"), BAD_INPUTS)
def test_bad_input_exits_2_with_one_line(
    name: str, content: str | None, message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / name
    if content is not None:
        path.write_text(content)
    code, out, err = run_cli(capsys, str(path), "--inevitable", "A")
    assert code == 2
    assert out == ""
    assert message in err
    assert err.count("\n") == 1 and "Traceback" not in err


@pytest.mark.parametrize(
    ("options", "message"),
    [
        (["--inevitable", ""], "--inevitable needs one or more non-empty labels"),
        (["--inevitable", "A,,B"], "--inevitable needs one or more non-empty labels"),
        (["--inevitable", "A", "--counterexample", "A,C"], "counterexample step 2 ('C')"),
        (["--inevitable", "A", "--counterexample", "B"], "step 1 ('B')"),
        (["--inevitable", "A", "--counterexample", "A,,B"], "empty label"),
    ],
)
def test_bad_options_exit_2(
    options: list[str], message: str, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "m.aut"
    path.write_text('des (0, 2, 3)\n(0, "A", 1)\n(1, "B", 2)\n')
    code, _, err = run_cli(capsys, str(path), *options)
    assert code == 2
    assert message in err and "Traceback" not in err


def test_empty_counterexample_is_the_empty_path(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "m.aut"
    path.write_text('des (0, 1, 2)\n(0, "A", 1)\n')
    code, out, _ = run_cli(capsys, str(path), "--inevitable", "A", "--counterexample", "", "--json")
    assert code == 0
    assert json.loads(out)["abstracted_counterexample"] == []
    code, out, _ = run_cli(capsys, str(path), "--inevitable", "A", "--json")
    assert json.loads(out)["abstracted_counterexample"] is None


def test_split_labels_escapes() -> None:
    assert split_labels("A, B ,C") == ["A", "B", "C"]
    assert split_labels(r"SEND !1\, 2,RECV") == ["SEND !1, 2", "RECV"]
    assert split_labels("") == []


def test_real_process_exit_code(tmp_path: Path) -> None:
    path = tmp_path / "bad.aut"
    path.write_text('des (0, 1, 2)\n(0, "A", 9)\n')
    done = subprocess.run(
        [sys.executable, "-m", "errlang", "neighbourhoods", str(path), "--inevitable", "A"],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert done.stderr.strip().endswith("bad.aut:2: unknown state 9 (des declares states 0..1)")
    assert "Traceback" not in done.stderr


def test_json_lines_output_is_the_same_json() -> None:
    data = {
        "a": [],
        "b": {},
        "c": ["x", 1, None],
        "d": [{"s": "é·ε", "n": [1, 2]}, {"t": []}],
        "e": {"1": {"mp": ["A"]}, "β": []},
        "f": None,
    }
    text = dumps_lines(data)
    assert json.loads(text) == data
    assert text.count("\n") == 14
