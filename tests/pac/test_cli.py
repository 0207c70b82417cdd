"""`errlang pac`: output, saved models, exit codes, and located errors for bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.automata.json_schema import validate_automaton_json
from errlang.cli.main import main
from pac_helpers import PROGRAMS

TWO = str(PROGRAMS / "countdown_two_asserts.c")


def test_json_with_a_saved_model_then_reuse(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    model = tmp_path / "m.json"
    code = main(["pac", TWO, "--line", "20", "--json", "--save-model", str(model), "--seed", "3"])
    assert code == 0
    out = json.loads(capsys.readouterr().out)
    (item,) = out["assertions"]
    assert item["verdict"] == "holds" and item["shown"] == "holds, PAC(0.1, 0.9)"
    assert out["parameters"] == {
        "epsilon": 0.1,
        "confidence": 0.9,
        "batch": 10,
        "learner": "kv",
        "seed": 3,
    }
    assert out["stats"]["samples"] > 0 and "PAC(0.1, 0.9)" in out["guarantee"]
    saved = json.loads(model.read_text())
    validate_automaton_json(saved)  # the automaton schema, with the documented extension
    assert saved["pac"]["kind"] == "feasible-decision-vectors"
    assert main(["pac", TWO, "--line", "21", "--model", str(model)]) == 0
    text = capsys.readouterr().out
    assert "holds, PAC(0.1, 0.9) (saved model, no learning)" in text
    assert "0 membership" in text


def test_a_failure_is_reported_with_its_run(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(["pac", str(PROGRAMS / "power_unsafe.c"), "--no-replay"])
    assert code == 1
    text = capsys.readouterr().out
    # the input named as `check` names it (its receiving variable), never `name@line`
    assert "FAILS" in text and "inputs: k = 6" in text and "@12" not in text


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["missing.c"], "missing.c:1:1: error: no such file"),
        ([TWO, "--line", "3"], ":3:1: error: no assertion on this line"),
        ([TWO, "--epsilon", "1.5"], "must be strictly between 0 and 1"),
        ([TWO, "--batch", "0"], "must be at least 1"),
    ],
)
def test_bad_input_is_located(
    args: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    with pytest.raises(SystemExit) if "--epsilon" in args or "--batch" in args else _no_exit():
        assert main(["pac", *args]) == 2
    assert message in capsys.readouterr().err


def test_syntax_error_and_bad_model_are_located(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.c"
    broken.write_text("int main() {\n  int x = ;\n}\n")
    assert main(["pac", str(broken)]) == 2
    assert f"{broken}:2:" in capsys.readouterr().err
    argv = tmp_path / "argv.c"
    argv.write_text(
        "int main(int argc, char **argv) {\n  if (argc > 2 && argv[1][0] == 65)\n"
        "    __VERIFIER_error();\n  return 0;\n}\n"
    )
    assert main(["pac", str(argv), "--timeout", "20"]) == 0
    out = capsys.readouterr().out
    assert "unknown" in out and f"{argv}:2:3: access through a pointer to an unknown" in out
    model = tmp_path / "m.json"
    model.write_text('{"alphabet": [}')
    assert main(["pac", TWO, "--model", str(model)]) == 2
    assert f"{model}:1:15: error: not JSON" in capsys.readouterr().err
    model.write_text(json.dumps({"hello": 1}))
    assert main(["pac", TWO, "--model", str(model)]) == 2
    assert "not an automaton document" in capsys.readouterr().err


class _no_exit:
    def __enter__(self) -> None:
        return None

    def __exit__(self, *exc: object) -> bool:
        return False
