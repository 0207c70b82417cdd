"""Letters located by a line in a linked program name their file (issue 22, ir/letters.py):
line 6 of ``main.c`` and line 6 of ``ledger.c`` are two events, two letters; a program of one
file keeps ``L6:T`` and ``name@7``."""

from __future__ import annotations

import json
from pathlib import Path

from errlang.session import api
from errlang.session.settings import Settings

# a branch on line 6 of each unit; main.c calls check() on line 7, ledger.c its static
# helper() on line 5 (both units define a static helper: the link renames them)
MAIN = """#include <assert.h>
int __VERIFIER_nondet_int(void);
int check(int x);
static int helper(void) { return 1; }
int main(void) { int a = __VERIFIER_nondet_int(); int r = helper() - 1;
  if (a > 0) {
    r = check(a);
  }
  assert(r != 2);
  return 0;
}
"""
LEDGER = """static int helper(int v) { return v; }

int check(int x) {
  int y = 0;
  y = helper(x);
  if (x > 10) {
    return 2;
  }
  return y - x;
}
"""
BRANCHES = Settings(loop_bound=1, timeout=30, alphabet=("branches",))
CALLS = Settings(loop_bound=1, timeout=30, alphabet=("branches", "calls"))


def _units(tmp_path: Path) -> tuple[str, list[dict[str, object]]]:
    (tmp_path / "main.c").write_text(MAIN)
    (tmp_path / "ledger.c").write_text(LEDGER)
    units = [{"path": str(tmp_path / name), "text": None} for name in ("main.c", "ledger.c")]
    return str(tmp_path / "main.c"), units


def _locations(learned: dict[str, object]) -> dict[str, set[tuple[str, int]]]:
    alphabet = learned["alphabet"]
    assert isinstance(alphabet, list)
    return {
        entry["letter"]: {(Path(loc["file"]).name, loc["line"]) for loc in entry["locations"]}
        for entry in alphabet
    }


def test_two_units_branches_on_one_line_are_two_letters(tmp_path: Path) -> None:
    path, units = _units(tmp_path)
    learned = api.learn(path, MAIN, line=9, settings=BRANCHES, units=units)
    assert learned["program"]["linked"] is True
    # each letter located in its own file (line 6 in both)
    assert _locations(learned) == {
        "main.c:L6:T": {("main.c", 6)},
        "main.c:L6:F": {("main.c", 6)},
        "ledger.c:L6:T": {("ledger.c", 6)},
        "ledger.c:L6:F": {("ledger.c", 6)},
    }
    words = [example["word"] for example in learned["counterexamples"]]
    assert ["main.c:L6:T", "ledger.c:L6:T", "!error"] in words
    # only the branch of ledger.c taken true fails: merged letters could not say which
    yes = ["main.c:L6:T", "ledger.c:L6:T", "!error"]
    no = ["main.c:L6:T", "ledger.c:L6:F", "!error"]
    wrong_file = ["ledger.c:L6:T", "main.c:L6:T", "!error"]
    answers = [
        api.membership(path, MAIN, line=9, word=w, settings=BRANCHES, units=units)["member"]
        for w in (yes, no, wrong_file)
    ]
    assert answers == [True, False, False]


def test_call_sites_name_their_file_and_renamed_statics_map_back(tmp_path: Path) -> None:
    path, units = _units(tmp_path)
    learned = api.learn(path, MAIN, line=9, settings=CALLS, units=units)
    locations = _locations(learned)
    assert locations["check@main.c:7"] == {("main.c", 7)}
    # ledger.c's static helper, renamed inside the engine, is shown as ledger.c:helper
    assert locations["ledger.c:helper@ledger.c:5"] == {("ledger.c", 5)}
    assert locations["main.c:helper@main.c:5"] == {("main.c", 5)}
    assert "__ledger_c" not in json.dumps(learned)
    word = [
        "main.c:helper@main.c:5",
        "main.c:L6:T",
        "check@main.c:7",
        "ledger.c:helper@ledger.c:5",
        "ledger.c:L6:T",
        "!error",
    ]
    assert word in [example["word"] for example in learned["counterexamples"]]
    answer = api.membership(path, MAIN, line=9, word=word, settings=CALLS, units=units)
    assert answer["member"] is True


def test_a_single_file_keeps_its_letters(tmp_path: Path) -> None:
    single = MAIN.replace("int check(int x);", LEDGER.replace("helper", "inner"))
    path = tmp_path / "alone.c"
    path.write_text(single)
    learned = api.learn(str(path), single, line=19, settings=CALLS)
    letters = set(_locations_of_single(learned))
    assert letters == {"helper@15", "L16:T", "L16:F", "check@17", "inner@7", "L8:T", "L8:F"}


def _locations_of_single(learned: dict[str, object]) -> list[str]:
    alphabet = learned["alphabet"]
    assert isinstance(alphabet, list)
    return [entry["letter"] for entry in alphabet]


def test_units_sharing_a_base_name_and_spaces_keep_letters_one_token(tmp_path: Path) -> None:
    from errlang.frontend.link import link_files
    from errlang.ir.program import build_ir

    (tmp_path / "app").mkdir()
    (tmp_path / "my lib").mkdir()
    main = tmp_path / "app" / "util.c"
    main.write_text(MAIN)
    other = tmp_path / "my lib" / "util.c"
    other.write_text(LEDGER)
    ir = build_ir(link_files([main, other]))
    letters = ir.letters("main", ("branches",))
    shown = str(other).replace(" ", "%20")
    assert set(letters) == {f"{main}:L6:T", f"{main}:L6:F", f"{shown}:L6:T", f"{shown}:L6:F"}
    assert all(" " not in letter for letter in letters)
    assert {loc.function for loc in letters[f"{shown}:L6:T"]} == {"check"}


def test_a_static_named_like_a_branch_does_not_capture_branch_letters(tmp_path: Path) -> None:
    # ledger.c's static L6 is renamed (main.c has one too) and shown ledger.c:L6; the branch
    # on ledger.c's line 6 is ledger.c:L6:T: a word sent back keeps the two apart
    main = MAIN.replace(
        "static int helper(void)", "static int L6(void) { return 0; }\nstatic int h(void)"
    )
    main = main.replace("helper()", "h() + L6()")
    ledger = LEDGER.replace("static int helper", "static int L6").replace("helper(x)", "L6(x)")
    (tmp_path / "main.c").write_text(main)
    (tmp_path / "ledger.c").write_text(ledger)
    units = [{"path": str(tmp_path / n), "text": None} for n in ("main.c", "ledger.c")]
    path = str(tmp_path / "main.c")
    settings = Settings(loop_bound=1, timeout=30, alphabet=("functions", "branches"))
    learned = api.learn(path, main, line=10, settings=settings, units=units)
    letters = {entry["letter"] for entry in learned["alphabet"]}
    assert {"ledger.c:L6", "main.c:L6", "ledger.c:L6:T", "main.c:L7:T"} <= letters
    word = next(w for w in (e["word"] for e in learned["counterexamples"]) if "ledger.c:L6:T" in w)
    assert "ledger.c:L6" in word
    answer = api.membership(path, main, line=10, word=word, settings=settings, units=units)
    assert answer["member"] is True
