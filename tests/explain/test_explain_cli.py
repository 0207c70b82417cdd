"""`errlang explain` and `errlang diff` on the command line: output, exit codes, error paths."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.explain.replay import find_compiler

PROGRAMS = Path(__file__).resolve().parent / "programs"
DOOR = str(PROGRAMS / "door.c")
DOOR_V2 = str(PROGRAMS / "door_v2.c")
MERGE = PROGRAMS / "merge"


def run(argv: list[str], capsys: pytest.CaptureFixture[str]) -> tuple[int, str, str]:
    code = main(argv)
    out, err = capsys.readouterr()
    return code, out, err


# -- explain ---------------------------------------------------------------------------------


def test_explain_text_marks_the_deciding_step_and_summarises(
    capsys: pytest.CaptureFixture[str],
) -> None:
    code, out, _ = run(["explain", DOOR, "--line", "9"], capsys)
    assert code == 1
    assert "counterexample 1: lock open_door !error" in out
    assert "abstracted: lock → open_door" in out
    assert "inputs in call order: n = " in out  # named by the variable that receives it
    assert "fails with: locked = 1" in out
    deciding = next(line for line in out.splitlines() if "DECIDES" in line)
    assert deciding.lstrip().startswith("✗") and "← open_door" in deciding
    assert "deciding: open_door at line 9 after lock" in out
    assert "instead: unlock (correct, line 8)" in out
    assert "summary:" in out and "commits the run to failure" in out
    assert "replay" not in out


@pytest.mark.skipif(find_compiler() is None, reason="no C compiler")
def test_explain_replay_reports_replayed(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["explain", DOOR, "--line", "9", "--replay"], capsys)
    assert code == 1
    assert "counterexample 1: lock open_door !error   replayed ✓" in out


def test_explain_json_is_the_annotated_learn_document(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["explain", DOOR, "--line", "9", "--json"], capsys)
    assert code == 1
    result = json.loads(out)
    for key in (
        "target",
        "alphabet",
        "states",
        "transitions",
        "transition_types",
        "neighbourhoods",
        "behaviour",
        "summary",
        "explanation",
        "counterexamples",
    ):
        assert key in result, key  # fmt: skip
    example = result["counterexamples"][0]
    assert example["explanation"]["abstracted"] == ["lock", "open_door"]
    assert [s["event"] for s in example["steps"] if "event" in s] == ["lock", "open_door"]


def test_explain_options_reach_the_learner(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["explain", str(PROGRAMS / "threshold.c"), "--line", "13", "--json",
                        "--alphabet", "branches", "--loop-bound", "1", "--max-length", "4"],
                       capsys)  # fmt: skip
    assert code == 1
    result = json.loads(out)
    assert result["alphabet_kinds"] == ["branches"]
    assert result["bounds"]["loop_bound"] == 1 and result["bounds"]["max_length"] == 4
    assert result["counterexamples"][0]["explanation"]["decision"]["letter"] == "L11:F"


def test_explain_an_assertion_that_holds_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["explain", str(PROGRAMS / "safe.c"), "--line", "8"], capsys)
    assert code == 0
    assert "cannot fail within the bounds" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["explain", "/nonexistent/x.c", "--line", "3"], "no such file"),
        (["explain", DOOR, "--line", "4"], "no assertion on line 4"),
        (["explain", DOOR, "--line", "0"], "must be at least 1"),
        (["explain", DOOR], "--line"),
        (["explain", DOOR, "--line", "9", "--alphabet", "letters"], "unknown alphabet letters"),
    ],
)
def test_explain_bad_input_exits_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(argv)
    except SystemExit as stop:  # argparse errors
        code = int(stop.code or 0)
    _, err = capsys.readouterr()
    assert code == 2
    assert message in err
    assert "Traceback" not in err


def test_explain_parse_error_names_the_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    broken = tmp_path / "broken.c"
    broken.write_text("int main(void) {\n  int x = ;\n  assert(x);\n}\n")
    code, _, err = run(["explain", str(broken), "--line", "3"], capsys)
    assert code == 2
    assert f"{broken}:2:" in err and "error:" in err


def test_explain_through_the_real_entry_point_prints_no_traceback(tmp_path: Path) -> None:
    done = subprocess.run([sys.executable, "-m", "errlang", "explain", DOOR, "--line", "5"],
                          capture_output=True, text=True, timeout=120)  # fmt: skip
    assert done.returncode == 2
    assert "no assertion on line 5" in done.stderr
    assert "Traceback" not in done.stderr


# -- diff ------------------------------------------------------------------------------------


def test_diff_versions_with_moved_assertion(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["diff", DOOR, DOOR_V2, "--line", "9", "--line-new", "10"], capsys)
    assert code == 1
    assert f"only in {DOOR}: none" in out
    lines = out.splitlines()
    start = lines.index(next(line for line in lines if line.startswith(f"only in {DOOR_V2}")))
    assert lines[start + 1 : start + 3] == ["  lock lock open_door !error",
                                            "  unlock lock open_door !error"]  # fmt: skip


def test_diff_json_has_both_directions_with_automata(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["diff", DOOR, DOOR_V2, "--line", "9", "--line-new", "10", "--json"],
                       capsys)  # fmt: skip
    assert code == 1
    result = json.loads(out)
    assert result["same"] is False and result["exact"] is True
    assert result["only_old"]["words"] == []
    assert result["only_new"]["words"] == [["lock", "lock", "open_door", "!error"],
                                           ["unlock", "lock", "open_door", "!error"]]  # fmt: skip
    automaton = result["only_new"]["automaton"]
    assert automaton["error_letter"] == "!error" and automaton["transitions"]
    assert result["old"]["target"]["line"] == 9 and result["new"]["target"]["line"] == 10


def test_diff_merge_scenario_figs_7_to_9(capsys: pytest.CaptureFixture[str]) -> None:
    """Fig. 8: behaviour of the merge not in branch A; Fig. 9: not in branch B."""
    merged = str(MERGE / "merged.c")
    for branch in ("branch_a.c", "branch_b.c"):
        code, out, _ = run(["diff", str(MERGE / branch), merged, "--function", "main", "--json"],
                           capsys)  # fmt: skip
        assert code == 1
        result = json.loads(out)
        assert result["final_letter"] == "!end"
        assert result["only_new"]["words"] == [
            ["functionA", "functionZ", "functionB", "functionC", "!end"]
        ]
    code, out, _ = run(["diff", str(MERGE / "source.c"), str(MERGE / "branch_a.c"),
                        "--function", "main", "--dot"], capsys)  # fmt: skip
    assert code == 1
    assert "functionA functionB !end" in out and "digraph errlang" in out


def test_diff_same_program_exits_0(capsys: pytest.CaptureFixture[str]) -> None:
    code, out, _ = run(["diff", DOOR, DOOR, "--line", "9"], capsys)
    assert code == 0
    assert "the two versions have the same language" in out


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["diff", DOOR, "/nonexistent/new.c", "--line", "9"], "/nonexistent/new.c: no such file"),
        (["diff", DOOR, DOOR_V2, "--function", "main", "--line-new", "3"], "--line-new needs"),
        (["diff", DOOR, DOOR_V2, "--line", "9"], f"{DOOR_V2}:9:1: error: no assertion on line 9"),
        (["diff", DOOR, DOOR_V2, "--line", "9", "--function", "main"], "not allowed with"),
        (["diff", DOOR, "--line", "9"], "required"),
    ],
)
def test_diff_bad_input_exits_2_with_a_message(
    argv: list[str], message: str, capsys: pytest.CaptureFixture[str]
) -> None:
    try:
        code = main(argv)
    except SystemExit as stop:
        code = int(stop.code or 0)
    _, err = capsys.readouterr()
    assert code == 2
    assert message in err
    assert "Traceback" not in err


def test_diff_learns_both_versions_with_the_same_loop_bound() -> None:
    """The bound driver stops at 1 on the loop-free old version and at 3 on the new one: the
    old one is learned again with 3, so both languages describe the same runs."""
    from errlang.session.diff import diff

    result = diff(str(PROGRAMS / "ticks_v1.c"), str(PROGRAMS / "ticks_v2.c"), line=8, line_new=9)
    assert result["old"]["bounds"]["loop_bound"] == result["new"]["bounds"]["loop_bound"] == 3
    assert result["new"]["bounds"]["bounds_tried"] == [1, 2, 3]
    assert result["only_old"]["words"] == [["tick", "!error"]]
    assert result["only_new"]["words"] == [["tick", "tick", "!error"]]
    assert result["exact"]
