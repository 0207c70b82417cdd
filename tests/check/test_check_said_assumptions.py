"""What a result says about runs that are errlang's rather than gcc's (tenth session, K): a
finding whose run draws the result of a function defined nowhere carries the "gcc cannot link
this program" caveat a ``fails`` carries; a function refused at its signature whose calls runs
reach is said to be refused there, not "not analysed: no run calls" it; a run cut at a refused
declaration names its location once; a counterexample or finding through memory read before
any write says so, and so does its replay under gcc."""

from __future__ import annotations

import json
import shutil
import textwrap
from pathlib import Path

import pytest
from errlang.cli.main import main
from errlang.session.assumptions import unset_reads
from errlang.session.check import check_program
from errlang.session.check_json import finding_json
from errlang.session.check_replay import unset_values
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult, unlocated

NONDET = "extern int __VERIFIER_nondet_int(void);\n#include <assert.h>\n"


def _check(tmp_path: Path, source: str) -> tuple[Path, CheckResult]:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return path, check_program(str(path), None, Settings(timeout=60))


def _line(path: Path, text: str) -> int:
    return next(i for i, line in enumerate(path.read_text().splitlines(), 1) if text in line)


def test_a_finding_through_an_unlinked_function_says_gcc_cannot_link(tmp_path: Path) -> None:
    path, result = _check(
        tmp_path,
        """
        extern int get(void);
        int main(void) {
          int t[4] = { 0 };
          int j = __VERIFIER_nondet_int();
          if (j == 9) return t[j];
          int i = get();
          return t[i];
        }
        """.replace("extern int get", NONDET + "extern int get"),
    )
    by_line = {f.line: f for f in result.findings}
    through, plain = by_line[_line(path, "return t[i]")], by_line[_line(path, "return t[j]")]
    assert "defined nowhere" in through.assumes and "cannot link" in through.assumes
    assert f"get at line {_line(path, 'get();')} returns" in through.assumes
    assert plain.assumes == ""  # its run draws nothing from get
    assert finding_json(through)["assumes"] == through.assumes
    assert "assumes" not in finding_json(plain)


def test_a_function_refused_at_its_signature_is_not_said_uncalled(tmp_path: Path) -> None:
    path, result = _check(
        tmp_path,
        NONDET
        + """
        static long double half(long double x) { return x / 2; }
        static long double third(long double x) { return x / 3; }
        int main(void) {
          int x = __VERIFIER_nondet_int();
          if (x == 1) x = (int)half(4.0L);
          if (x == 2) x = (int)half(8.0L);
          assert(x != 3);
          return 0;
        }
        """,
    )
    said = {w.line: w.message for w in result.warnings if "long double" in w.message}
    called, uncalled = said[_line(path, "half(long")], said[_line(path, "third(long")]
    calls = (_line(path, "half(4.0L)"), _line(path, "half(8.0L)"))
    assert "no run calls" not in called and "half is refused at its signature" in called
    assert f"lines {calls[0]} and {calls[1]}" in called
    assert "not analysed: no run calls third" in uncalled
    assert [a.verdict for a in result.assertions] == ["fails"]


def test_a_run_cut_at_a_refused_declaration_names_its_place_once(tmp_path: Path) -> None:
    path, result = _check(
        tmp_path,
        NONDET
        + """
        struct opaque;
        int main(void) {
          int x = __VERIFIER_nondet_int();
          if (x == 1) { struct opaque o; x = 2; }
          assert(x != 3);
          return 0;
        }
        """,
    )
    line = _line(path, "struct opaque o")
    assert result.message is not None
    assert f"an unsupported construct at line {line} (storage size of 'o'" in result.message
    assert f"{path}:{line}" not in result.message and f"prog.c:{line}" not in result.message


def test_unlocated_drops_only_the_same_lines_location() -> None:
    said = "/a/b.c:5:15: storage size of 'o' isn't known"
    assert unlocated(said, 5) == "storage size of 'o' isn't known"
    assert unlocated(said, 6) == said  # another line's location is information
    assert unlocated("calls 'f', refused: x", 5) == "calls 'f', refused: x"


def test_a_run_through_an_uninitialised_read_says_so(tmp_path: Path) -> None:
    path, result = _check(
        tmp_path,
        NONDET
        + """
        static int pick(const int *v, int n) { return v[n]; }
        int main(void) {
          int t[3];
          int y = __VERIFIER_nondet_int();
          if (y < 0 || y > 2) return 0;
          t[0] = 1;
          int v = pick(t, y);
          assert(v != 5);
          int u[4] = { 0 };
          return u[v & 7];
        }
        """,
    )
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and "reads v before any write" in verdict.reason
    assert "may not fail" in verdict.reason
    (finding,) = [f for f in result.findings if f.line == _line(path, "u[v & 7]")]
    assert "reads v before any write" in finding.assumes
    assert verdict.counterexample is not None
    assert "uninitialised v" in unset_values(unset_reads(verdict.counterexample), False)
    assert "same outcome here" in unset_values(unset_reads(verdict.counterexample), True)


def test_a_written_run_says_nothing_of_uninitialised_reads(tmp_path: Path) -> None:
    _, result = _check(
        tmp_path,
        NONDET + "int main(void) { int x = __VERIFIER_nondet_int(); assert(x != 5); return 0; }",
    )
    (verdict,) = result.assertions
    assert "before any write" not in verdict.reason
    assert verdict.counterexample is not None and unset_reads(verdict.counterexample) == []


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_the_replay_of_a_finding_through_an_uninitialised_read_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    path = tmp_path / "prog.c"
    path.write_text(
        NONDET + "int main(void) {\n  int t[4] = { 0 };\n  int i;\n"
        "  if (__VERIFIER_nondet_int()) i = 1;\n  return t[i & 7];\n}\n"
    )
    capsys.readouterr()
    main(["check", "--replay", "--json", str(path)])
    data = json.loads(capsys.readouterr().out)
    line = _line(path, "return t[i & 7]")
    (finding,) = [f for f in data["findings"] if f["line"] == line and f["severity"] == "error"]
    assert finding["reason"] == "out-of-bounds access"
    assert "reads a variable at line 7 before any write" in finding["assumes"]
    replays = [r for r in data["replays"] if r["line"] == line and r["subject"] == "finding"]
    said = [r["detail"] for r in replays if "gcc's sanitizers do not detect" not in r["detail"]]
    assert len(said) == 1 and "uninitialised a variable at line 7" in said[0], replays


def test_a_deepening_past_the_failures_says_what_it_searched(tmp_path: Path) -> None:
    """Every assertion failed at bound 1; the overflow in the strncpy's padding needs a deeper
    bound. Before the eleventh session the deepening stopped at bound 1 and the note said the
    search was bounded there; now it goes on for undefined behaviour (check_ub_search),
    finds the overflow, and says how deep it searched."""
    path, result = _check(
        tmp_path,
        NONDET
        + """
        #include <string.h>
        int main(void) {
          int a = __VERIFIER_nondet_int();
          char d[4];
          if (a == 1) strncpy(d, "ab", 8);
          assert(a != 9);
          return 0;
        }
        """,
    )
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.loop_bound == 1
    assert [f.line for f in result.findings] == [_line(path, "strncpy(d")]
    assert result.message is not None and result.complete
    bound = result.loop_bound
    assert f"undefined behaviour was then searched on to loop bound {bound}" in result.message


def test_a_failure_its_inputs_do_not_decide_says_so(tmp_path: Path) -> None:
    """memcmp over a struct's padding, never written: with the same input errlang also has
    runs whose padding agrees, so the failure rests on bytes no input sets (gcc's run passes:
    its stack happened to agree). A failure its inputs decide says nothing of it."""
    _, result = _check(
        tmp_path,
        NONDET
        + """
        #include <string.h>
        struct pad { char c; int i; };
        int main(void) {
          int a = __VERIFIER_nondet_int();
          struct pad x, y;
          x.c = 1; x.i = a;
          y.c = 1; y.i = a;
          assert(a != 3);
          assert(memcmp(&x, &y, sizeof x) == 0);
          return 0;
        }
        """,
    )
    plain, padding = result.assertions
    assert padding.verdict == "fails" and plain.verdict == "fails"
    assert "errlang also finds runs that do not fail it" in padding.reason
    assert "also finds runs" not in plain.reason
