"""`errlang check` / `explain` text a C engineer reads (issue 21, items 1-3): pointers as C
writes them, inputs named by who receives them, argv as strings, small inputs, and the line
that decides — checked on the command line's own output."""

from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.session.check_reasons import one_step_loops
from errlang.teacher.runs import NamedValue, Run

ROOT = Path(__file__).resolve().parents[2]
BANK = ROOT / "examples" / "bank.c"
BUBBLE = ROOT / "tests" / "explain" / "programs" / "gl_bubble.c"
CALL_SITE_NAME = re.compile(r"\w@\d+ =")  # nondet_int@111 = …: an input named by call site


def _run(capsys: pytest.CaptureFixture[str], *argv: str) -> tuple[int, str]:
    """The exit code and the standard output (with ``--json``: the JSON alone), through
    ``main`` in this process (``check``'s budget counts from the call; its analysis runs in a
    forked child as in ``errlang check``): a Python start-up and errlang's import less per
    check, 13 of them in this file (issue 32's rule: in-process unless the test is about the
    process)."""
    capsys.readouterr()  # only this command's output
    code = main(list(argv))
    return code, capsys.readouterr().out


def test_the_bubble_sort_reads_as_c(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "check", str(BUBBLE), "--loop-bound", "1")
    assert code == 1 and "FAILS" in text
    assert "&object" not in text and not CALL_SITE_NAME.search(text)
    assert "inputs: gl_insert(value) = 0, condition at line 43 = 0" in text
    assert "fails with: node->nested.prev = uninitialised" in text
    assert "decided at line 32 in gl_insert: allocates it; node->nested.prev is never written" in (
        text
    )
    assert "next->prev = &(heap object from line 32)->linkage" in text
    assert "next = &gl_list" in text


def test_bank_is_decided_on_line_15(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "check", str(BANK), "--loop-bound", "1")
    assert code == 1
    assert "decided at line 15 in withdraw: tests amount = 1, credit = 0" in text
    assert re.search(r"◆\s+15 withdraw .*tests amount = 1, credit = 0", text)
    code, text = _run(capsys, "check", str(BANK), "--loop-bound", "1", "--json")
    verdict = json.loads(text)["assertions"][0]
    assert verdict["counterexample"]["deciding"] == verdict["deciding_step"]  # the editor's
    deciding = verdict["deciding_step"]
    assert (deciding["line"], deciding["kind"], deciding["function"]) == (15, "branch", "withdraw")
    assert deciding["write"]["line"] == 16


def test_explain_shows_the_deciding_line(capsys: pytest.CaptureFixture[str]) -> None:
    code, text = _run(capsys, "explain", str(BANK), "--line", "34", "--json")
    assert code == 1
    first = json.loads(text)["counterexamples"][0]
    assert first["explanation"]["decision"]["deciding_step"]["line"] == 15
    steps = first["steps"]
    assert {"name": "amount", "value": 1} in steps[first["explanation"]["decision"][
        "deciding_step"]["step_index"]]["tests"]  # fmt: skip
    code, text = _run(capsys, "explain", str(BANK), "--line", "34")
    assert "decided in the code: line 15 in withdraw: tests amount = 1, credit = 0" in text


def test_argv_as_strings(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    program = tmp_path / "args.c"
    program.write_text(
        "#include <assert.h>\n"
        "int main(int argc, char **argv) {\n"
        "  if (argc > 1 && argv[1][0] == 'x' && argv[1][1] == 'y') assert(0);\n"
        "  return 0;\n"
        "}\n"
    )
    code, text = _run(capsys, "check", str(program), "--loop-bound", "2")
    assert code == 1
    assert 'inputs: argc = 2, argv[0] = "", argv[1] = "xy"' in text
    assert "__errlang_argv" not in text and "&object" not in text
    code, text = _run(capsys, "check", str(program), "--loop-bound", "2", "--json")
    assert json.loads(text)["assertions"][0]["counterexample"]["argv"] == ['""', '"xy"']


HELD_OUT = {
    # an input tested only for being "other" (the solver's first pick is often huge)
    "other.c": """
extern int __VERIFIER_nondet_int(void);
int credit = 0;
int main(void) {
  int rounds = __VERIFIER_nondet_int();
  if (rounds < 0 || rounds > 3) return 0;
  for (int i = 0; i < rounds; i++) {
    int op = __VERIFIER_nondet_int();
    if (op == 0) credit += 2; else if (op == 1) credit -= 1; else credit -= 3;
  }
  __VERIFIER_assert(credit != -4);
  return 0;
}
void __VERIFIER_assert(int c) { if (!c) { __VERIFIER_error(); } }
""",
    # masks, ranges and a parameter passed straight into a call
    "mask.c": """
#include <assert.h>
extern unsigned __VERIFIER_nondet_uint(void);
extern int __VERIFIER_nondet_int(void);
static int score(int level) { return level > 10 ? level - 10 : 0; }
int main(void) {
  unsigned flags = __VERIFIER_nondet_uint();
  int s = score(__VERIFIER_nondet_int());
  long big = __VERIFIER_nondet_int();
  if ((flags & 4u) && s > 2 && big > 100)
    assert(flags % 3u != 2u);
  return 0;
}
""",
}


@pytest.mark.parametrize("name", sorted(HELD_OUT))
def test_inputs_are_small_where_small_ones_fail(
    name: str, capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    program = tmp_path / name
    program.write_text(HELD_OUT[name])
    code, text = _run(capsys, "check", str(program), "--loop-bound", "3", "--json")
    data = json.loads(text)
    failing = [a for a in data["assertions"] if a["verdict"] == "fails"]
    assert code == 1 and failing
    for verdict in failing:
        inputs = verdict["counterexample"]["inputs"]
        assert all(abs(i["value"]) <= 1000 for i in inputs), inputs
        assert all(i.get("name") for i in inputs), inputs


def test_dangling_pointers_are_named_as_such(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    program = tmp_path / "dangling.c"
    program.write_text(
        "#include <assert.h>\n"
        "#include <stdlib.h>\n"
        "int *escape(void) { int local = 3; int *p = &local; return p; }\n"
        "int main(void) {\n"
        "  int *h = malloc(2 * sizeof(int));\n"
        "  int *keep = h;\n"
        "  free(h);\n"
        "  int *q = keep;\n"
        "  int *s = escape();\n"
        "  assert(q == 0 || s == 0);\n"
        "  return 0;\n"
        "}\n"
    )
    code, text = _run(capsys, "check", str(program), "--loop-bound", "1")
    assert code == 1
    assert "keep = (heap object from line 5)\n" in text  # before the free: alive
    assert "q = (heap object from line 5) (dangling)" in text
    assert "s = &local (dangling)" in text
    assert "fails with: q = (heap object from line 5) (dangling), s = &local (dangling)" in text


# the editor shows the same program (tests/lsp/test_lsp_loop_values.py)
LOOP_ONE_LINE = (Path(__file__).parent / "programs" / "loop_one_line.c").read_text()


def test_a_loop_on_one_line_reads_in_a_few_values(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    program = tmp_path / "sum.c"
    program.write_text(LOOP_ONE_LINE)
    code, text = _run(capsys, "check", str(program))
    assert code == 1 and "fails with: s = 1000" in text
    # (a loop body no summary takes: the loop runs on its line, one step)
    assert "decided at line 6 in main: tests i = 0 the first time; so line 6 writes s = 1000\n" in (
        text
    )
    step = next(line for line in text.splitlines() if line.lstrip().startswith("◆    6"))
    assert step.count("=") < 10 and "i = 0, 1, 2, …, 1000 (1001 writes)" in step
    assert "s = 1, 2, 3, …, 1000 (1000 writes)" in step
    code, text = _run(capsys, "check", str(program), "--json")
    found = json.loads(text)["assertions"][0]
    steps = found["counterexample"]["steps"]
    assert len(steps[found["deciding_step"]["step_index"]]["assignments"]) == 2001  # all kept


def _guarded_loop(value: int) -> str:
    return (
        "#include <assert.h>\n"
        "extern int __VERIFIER_nondet_int(void);\n"
        "int a[100];\n"
        "int main(void) {\n"
        "    int i;\n"
        "    int n = __VERIFIER_nondet_int();\n"
        "    if (n > 5) {\n"
        "        for (i = 0; i < 100; i++)\n"  # 8: summarised (runs in one step)
        "            a[i] = 1;\n"
        "    }\n"
        f"    assert(n != {value});\n"
        "    return 0;\n"
        "}\n"
    )


@pytest.mark.parametrize(("value", "through"), [(3, False), (7, True)])
def test_the_loops_in_one_step_note_only_for_a_run_through_one(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, value: int, through: bool
) -> None:
    program = tmp_path / "guarded.c"
    program.write_text(_guarded_loop(value))
    code, text = _run(capsys, "check", str(program), "--loop-bound", "1")
    assert code == 1 and f"inputs: n = {value}" in text
    assert ("loops run in one step make all their iterations: line 8," in text) is through
    assert (re.search(r"^\s+8 main", text, re.M) is not None) is through


def test_explain_shows_a_loop_on_one_line_in_a_few_values(
    capsys: pytest.CaptureFixture[str], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("ERRLANG_CACHE_DIR", str(tmp_path / "cache"))
    program = tmp_path / "sum.c"
    program.write_text(LOOP_ONE_LINE)
    argv = ["explain", str(program), "--line", "7", "--loop-bound", "1001", "--timeout", "120"]
    code, text = _run(capsys, *argv)
    step = next(line for line in text.splitlines() if " 6 main " in line)
    assert code == 1 and "fails with: s = 1000" in text
    assert step.endswith("i = 0, 1, 2, …, 1000 (1001 writes), s = 1, 2, 3, …, 1000 (1000 writes)")
    code, text = _run(capsys, *argv, "--json")
    steps = json.loads(text)["counterexamples"][0]["steps"]
    assert max(len(s.get("assignments", [])) for s in steps) == 2001  # the JSON keeps them all


def test_a_sum_run_in_one_step_says_so(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # `s += a[i] + 1` over 1000 elements is a sum check runs in one step (ir/sum_loops.py):
    # its step records the counter's start only, so no deciding step names `s = 0`
    program = tmp_path / "sum.c"
    program.write_text(LOOP_ONE_LINE.replace("s = s + 1 + a[i] * s;", "s += a[i] + 1;"))
    code, text = _run(capsys, "check", str(program))
    assert code == 1 and "fails with: s = 1000" in text
    assert "(loops run in one step make all their iterations: line 6, whose writes" in text
    assert "writes s = 0" not in text


def _step(line: int, *names: str) -> tuple[tuple[int, str], tuple[NamedValue, ...]]:
    return (line, "main"), tuple(NamedValue(name, 0) for name in names)


@pytest.mark.parametrize(
    ("steps", "lines"),
    [
        # passed in one step: entered from line 6 and left to line 10
        ([_step(6), _step(7, "i"), _step(10)], [7]),
        # unwound (the encoder could not summarise it): its body's line 8 around each pass
        ([_step(6), _step(7, "i"), _step(8, "s"), _step(7, "i"), _step(8, "s"), _step(10)], []),
        # unwound on one line: the step writes its counter again and again
        ([_step(6), _step(7, "i", "s", "i", "s", "i"), _step(10)], []),
    ],
)
def test_which_loops_a_run_passes_in_one_step(
    steps: list[tuple[tuple[int, str], tuple[NamedValue, ...]]], lines: list[int]
) -> None:
    run = Run(
        word=("!error",),
        inputs=(),
        steps=tuple(at for at, _ in steps),
        events=(),
        end_line=10,
        assignments=tuple(written for _, written in steps),
    )
    loops: dict[tuple[int, str], frozenset[int] | None] = {(7, "main"): frozenset({8})}
    assert one_step_loops(run, loops) == lines
    assert one_step_loops(run, {(7, "main"): None}) == [7]  # an array loop: always


TYPED = """#include <assert.h>
extern int __VERIFIER_nondet_int(void);
enum colour { RED, GREEN, BLUE };
int main(void) {
    enum colour d = GREEN;
    char c = 'x';
    char nl = '\\n';
    char name[] = "def";
    int code = 'x';
    int k = __VERIFIER_nondet_int();
    if (k > 2) d = BLUE;
    c = name[1];
    assert(d != BLUE || c != 'e');
    return 0;
}
"""


def test_values_read_by_their_c_type(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    # an enum by its constant, a char by its character, a char array initialised from a
    # string as that string; an int holding 'x' stays 120 (the type decides, not the value)
    program = tmp_path / "typed.c"
    program.write_text(TYPED)
    code, text = _run(capsys, "check", str(program))
    assert code == 1 and "fails with: d = BLUE, c = 'e'\n" in text
    rows = {
        int(m[1]): line
        for line in text.splitlines()
        if (m := re.match(r"^\s+(?:◆\s+)?(\d+) main\s", line)) is not None
    }
    assert rows[5].endswith("d = GREEN") and rows[11].endswith("d = BLUE")
    assert rows[6].endswith("c = 'x'") and rows[7].endswith("nl = '\\n'")
    assert rows[8].endswith('name = "def"') and "&name" not in text
    assert rows[9].endswith("code = 120") and rows[10].endswith("k = 3")
    code, text = _run(capsys, "check", str(program), "--json")
    found = json.loads(text)["assertions"][0]
    assert found["counterexample"]["violation"] == [
        {"name": "d", "value": 2, "shown": "BLUE"},
        {"name": "c", "value": 101, "shown": "'e'"},
    ]  # the JSON keeps the numbers, and how C shows them
    written = [a for s in found["counterexample"]["steps"] for a in s.get("assignments", [])]
    assert {"name": "name[3]", "value": 0, "shown": "'\\0'"} in written
