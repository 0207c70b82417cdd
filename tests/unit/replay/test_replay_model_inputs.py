"""Values that errlang's C models draw inside (the clock of ``time``, the bytes of ``read``,
the registers of ``__get_cpuid``, ``fopen``'s failure) are inputs of the run, named by the
program's call (``time() at line 4``), and a replay feeds the clock, the bytes and the
registers back (explain/harness_models.py). Before, none was listed: a counterexample that
depended on the clock replayed with the real clock (reproduced or not by luck), one that
depended on read's bytes did not reproduce.

Each replay is also run with another value, which must change the outcome: the value is
fed, not the machine's."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.explain.replay import Replayer, find_compiler
from errlang.frontend import parse_file
from errlang.session.check import check_program
from errlang.session.settings import Settings

SETTINGS = Settings(loop_bound=2, timeout=30)
CLOCK = """#include <assert.h>
#include <time.h>
int main(void) {
  time_t now = time(0);
  assert(now % 2 == 0);
  return 0;
}
"""
READ = """#include <assert.h>
#include <unistd.h>
int main(void) {
  unsigned char buf[4];
  long n = read(0, buf, sizeof buf);
  if (n >= 2) assert(buf[1] != 'q');
  return 0;
}
"""
CPUID = """#include <assert.h>
#include <cpuid.h>
int main(void) {
  unsigned a, b, c, d;
  if (__get_cpuid(1, &a, &b, &c, &d))
    assert((c & bit_SSE3) == 0);
  return 0;
}
"""
FILE_READ = """#include <assert.h>
#include <stdio.h>
int main(void) {
  char line[8];
  FILE *f = fopen("data.txt", "r");
  if (!f) return 1;
  if (fgets(line, sizeof line, f)) {
    assert(line[0] != 'x');
  }
  fclose(f);
  return 0;
}
"""
READ_ERROR = """#include <assert.h>
#include <stdio.h>
int main(void) {
  char line[8];
  FILE *f = fopen("data.txt", "r");
  if (!f) return 1;
  if (!fgets(line, sizeof line, f))
    assert(!ferror(f));
  fclose(f);
  return 0;
}
"""

pytestmark = pytest.mark.skipif(find_compiler() is None, reason="needs a C compiler")


def _counterexample(tmp_path: Path, text: str) -> tuple[str, list[dict[str, object]]]:
    source = tmp_path / "p.c"
    source.write_text(text)
    result = check_program(str(source), None, SETTINGS)
    (failing,) = [a for a in result.assertions if a.verdict == "fails"]
    assert failing.counterexample is not None
    return str(source), [i.to_json() for i in failing.counterexample.inputs]


def _replays(path: str, *runs: list[dict[str, object]]) -> list[str]:
    with Replayer(parse_file(path)) as replayer:
        return [replayer.replay(0, run).status for run in runs]


def test_the_clock_is_an_input_of_the_call_and_is_fed_back(tmp_path: Path) -> None:
    path, inputs = _counterexample(tmp_path, CLOCK)
    assert [(i["function"], i["line"]) for i in inputs] == [("time", 4)]
    odd = int(str(inputs[0]["value"])) % 2 != 0
    assert odd
    even = [{**inputs[0], "value": int(str(inputs[0]["value"])) + 1}]
    assert _replays(path, inputs, even) == ["reproduced", "not-reproduced"]


def test_the_bytes_read_are_inputs_of_the_call_and_are_fed_back(tmp_path: Path) -> None:
    path, inputs = _counterexample(tmp_path, READ)
    assert {(i["function"], i["line"]) for i in inputs} == {("read", 5)}
    assert int(str(inputs[0]["value"])) >= 2 and int(str(inputs[2]["value"])) == ord("q")
    other = [*inputs[:2], {**inputs[2], "value": ord("r")}, *inputs[3:]]
    assert _replays(path, inputs, other) == ["reproduced", "not-reproduced"]


def test_the_processor_registers_are_inputs_and_are_fed_back(tmp_path: Path) -> None:
    path, inputs = _counterexample(tmp_path, CPUID)
    assert {(i["function"], i["line"]) for i in inputs} == {("__get_cpuid", 5)}
    assert len(inputs) == 5  # the highest leaf, then eax, ebx, ecx, edx
    without_sse3 = [*inputs[:3], {**inputs[3], "value": 0}, inputs[4]]
    assert _replays(path, inputs, without_sse3) == ["reproduced", "not-reproduced"]
    with Replayer(parse_file(path)) as replayer:  # the assertion as written: the macro's name
        assert "`(c & bit_SSE3) == 0` at line 6 failed" in replayer.replay(0, inputs).detail


def test_a_file_the_program_opens_holds_the_bytes_the_run_read(tmp_path: Path) -> None:
    path, inputs = _counterexample(tmp_path, FILE_READ)
    assert inputs[0] == {"function": "fopen", "line": 5, "value": 0}  # it opens
    byte = next(i for i in inputs if i["function"] == "fgetc")
    assert byte["value"] == ord("x")
    other = [{**i, "value": ord("y")} if i is byte else i for i in inputs]
    with Replayer(parse_file(path)) as replayer:
        outcome = replayer.replay(0, inputs)
        changed = replayer.replay(0, other)
    assert outcome.status == "reproduced", outcome.detail
    assert '(the file opened: "x' in outcome.detail
    assert changed.status == "not-reproduced", changed.detail


def test_a_value_a_replay_cannot_give_is_listed_and_said(tmp_path: Path) -> None:
    """A read error: the model draws it at fgets; a real file has none to give."""
    path, inputs = _counterexample(tmp_path, READ_ERROR)
    [error] = [i for i in inputs if i["function"] == "fgets"]
    assert error["line"] == 7 and error["value"] != 0  # not 0 (the end of file): an error
    with Replayer(parse_file(path)) as replayer:
        outcome = replayer.replay(0, inputs)
    assert outcome.status == "not-reproduced"
    assert "not fed: the values errlang's models drew at fgets() at line 7" in outcome.detail


def test_a_scanf_after_the_end_of_an_opened_file_replays() -> None:
    """fscanf_eof.c's counterexample (``check --json``) reads its file's end twice (the end is
    sticky: the model's second fscanf returns EOF whatever its drawn count); before, its reads
    were 'not one file's bytes: fscanf at line 17 reads after the end'."""
    path = Path(__file__).parents[2] / "realc" / "headers" / "fscanf_eof.c"
    inputs: list[dict[str, object]] = [
        {"function": "fopen", "line": 7, "value": 0},
        {"function": "fscanf", "line": 11, "value": -1},
        {"function": "__errlang_after_scanf", "line": 11, "value": 0},
        {"function": "__errlang_after_scanf", "line": 11, "value": 0},
        {"function": "fscanf:1", "line": 11, "value": 0},
        {"function": "fscanf", "line": 17, "value": 0},
        {"function": "fscanf:1", "line": 17, "value": 0},
    ]
    program = parse_file(str(path))
    (site,) = [s for s in program.assertions if s.line == 18]
    with Replayer(program) as replayer:
        outcome = replayer.replay(site, inputs)
        error = replayer.replay(site, [*inputs[:2], {**inputs[2], "value": 1}, *inputs[3:]])
    assert outcome.status == "reproduced", outcome.detail
    assert '(the file opened: "")' in outcome.detail
    # the pushed-back character dropped (a drawn 1): not a real file's, said
    drew = "not fed: the values errlang's models drew at fscanf() at line 11 (the stream's"
    assert drew in error.detail and "__errlang" not in error.detail


def test_a_drawn_value_is_located_at_the_programs_call(tmp_path: Path) -> None:
    """``check --json`` locates ``time() at line 4`` in the program, not in the model's file."""
    from errlang.session.check_files import located
    from errlang.session.check_json import check_json

    source = tmp_path / "p.c"
    source.write_text(CLOCK)
    result = located(check_program(str(source), None, SETTINGS), parse_file(str(source)))
    (failing,) = [a for a in check_json(result)["assertions"] if a["verdict"] == "fails"]
    [drawn] = failing["counterexample"]["inputs"]
    assert drawn["function"] == "time" and Path(drawn["file"]).resolve() == source.resolve()


TWO_FILES = """#include <assert.h>
#include <stdio.h>
int main(void) {
  FILE *a = fopen("a.txt", "r");
  FILE *b = fopen("b.txt", "r");
  if (!a || !b) return 1;
  int x = fgetc(a);
  int y = fgetc(b);
  assert(!(x == 'p' && y == 'q'));
  return 0;
}
"""
PASSED_ON = TWO_FILES.replace("int main", "int first(FILE *s) { return fgetc(s); }\nint main")
TWO_READS = [
    {"function": "fopen", "line": 4, "value": 0},
    {"function": "fopen", "line": 5, "value": 0},
    {"function": "fgetc", "line": 7, "value": 112},
    {"function": "fgetc", "line": 8, "value": 113},
]


def test_a_run_that_opens_two_files_is_replayed_with_each_files_bytes(tmp_path: Path) -> None:
    """Each fopen opens a file holding the bytes the run read from its stream (before: each
    looked for its path in the replay's empty directory and failed: 'the program ended')."""
    source = tmp_path / "two.c"
    source.write_text(TWO_FILES)
    with Replayer(parse_file(str(source))) as replayer:
        replayed = replayer.replay(0, TWO_READS)
        assert replayed.status == "reproduced", replayed.detail
        assert 'the files opened at line 4: "p", line 5: "q"' in replayed.detail
        swapped = [*TWO_READS[:2], {**TWO_READS[2], "value": 113}, {**TWO_READS[3], "value": 112}]
        assert replayer.replay(0, swapped).status == "not-reproduced"


def test_reads_that_cannot_be_told_apart_say_why(tmp_path: Path) -> None:
    """A stream passed to a function: its reads are not one fopen's by the program's text."""
    source = tmp_path / "passed.c"
    source.write_text(PASSED_ON.replace("fgetc(a)", "first(a)").replace("fgetc(b)", "first(b)"))
    opened = [{**TWO_READS[0], "line": 5}, {**TWO_READS[1], "line": 6}]  # below first()
    inputs = [*opened, {**TWO_READS[2], "line": 3}, {**TWO_READS[3], "line": 3}]
    with Replayer(parse_file(str(source))) as replayer:
        replayed = replayer.replay(0, inputs)
    assert replayed.status == "not-reproduced"
    assert "the run opened 2 files whose reads cannot be told apart" in replayed.detail
    assert "but the run called" not in replayed.detail  # each input went to its call


CONFIG_AND_DATA = """#include <assert.h>
#include <stdio.h>
int main(void) {
  char line[8];
  int n = 0;
  FILE *conf = fopen("conf.txt", "r");
  FILE *data = fopen("data.txt", "r");
  if (conf == NULL || data == NULL)
    return 1;
  if (fgets(line, sizeof line, conf) == NULL)
    return 2;
  if (fscanf(data, "%d", &n) != 1)
    return 3;
  assert(!(line[0] == 'k' && n == 42));
  return 0;
}
"""


def test_fgets_and_fscanf_on_two_files_replay_each_files_bytes(tmp_path: Path) -> None:
    """fgets' bytes (its model's fgetc) are inputs at the program's line 10 (they had no
    line: 'fgetc() = 107'), so each is known to be conf's; fscanf's number is data's text."""
    source = tmp_path / "conf.c"
    source.write_text(CONFIG_AND_DATA)
    (verdict,) = check_program(str(source), None, SETTINGS).assertions
    assert verdict.verdict == "fails" and verdict.counterexample is not None
    reads = [i for i in verdict.counterexample.inputs if i.function == "fgetc"]
    assert reads and all(i.line == 10 for i in reads), reads
    with Replayer(parse_file(str(source))) as replayer:
        replayed = replayer.replay(0, [i.to_json() for i in verdict.counterexample.inputs])
    assert replayed.status == "reproduced", replayed.detail
    assert 'line 7: "42' in replayed.detail and 'line 6: "k' in replayed.detail, replayed.detail


WRITE = """#include <assert.h>
#include <stdio.h>
int main(void) {
  FILE *out = fopen("out.txt", "w");
  if (out == NULL)
    return 1;
  size_t n = fwrite("abc", 1, 3, out);
  int closed = fclose(out);
  assert(n == 3 || closed != 0);
  return 0;
}
"""


def test_a_write_failure_errlang_drew_is_said_not_fed(tmp_path: Path) -> None:
    """fwrite's and fclose's drawn failures are not replayed yet (the C library's run): the
    replay said only 'the program ended (exit code 0)', the values fed to nothing."""
    source = tmp_path / "write.c"
    source.write_text(WRITE)
    inputs = [
        {"function": "fopen", "line": 4, "value": 0},
        {"function": "fwrite", "line": 7, "value": 1},
        {"function": "fclose", "line": 8, "value": 0},
    ]
    with Replayer(parse_file(str(source))) as replayer:
        replayed = replayer.replay(0, inputs)
    assert replayed.status == "not-reproduced"
    said = "not fed: the values errlang's models drew at fwrite() at line 7, fclose() at line 8"
    assert said in replayed.detail, replayed.detail
