"""Teacher, cache and learn: exactness, filters, cache invalidation, schema."""

import json
import subprocess
import sys

from errlang.automata.export import dfa_from_json
from errlang.automata.json_schema import validate_automaton_json
from errlang.automata.operations import enumerate_accepted
from errlang.session import Settings, learn, membership

PROGRAM = """
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
int level = 0;
void up(void) { level++; }
void down(void) { level--; }
void unrelated(void) { }
int main(void) {
  for (int i = 0; i < 2; i++) {
    if (__VERIFIER_nondet_int()) up(); else down();
  }
  assert(level > -2);
  return 0;
}
"""


def words(result):
    return {tuple(w) for w in enumerate_accepted(dfa_from_json(result), 10)}


def test_learn_is_exact_and_validates(c_file):
    path = c_file(PROGRAM)
    result = learn(str(path), line=12, settings=Settings(loop_bound=2))
    validate_automaton_json(result)
    assert words(result) == {("down", "down", "!error")}
    assert result["guarantee"]["unproven"] == []
    stats = result["stats"]
    assert stats["solver_calls"] < stats["membership_queries"]
    assert membership(
        str(path), line=12, word=["down", "down", "!error"], settings=Settings(loop_bound=2)
    )["member"]


def test_second_run_and_edit_outside_slice_make_no_solver_call(c_file):
    path = c_file(PROGRAM)
    first = learn(str(path), line=12, settings=Settings(loop_bound=2))
    again = learn(str(path), line=12, settings=Settings(loop_bound=2))
    assert first["stats"]["solver_calls"] > 0 and again["stats"]["solver_calls"] == 0
    path.write_text(
        PROGRAM.replace("void unrelated(void) { }", "void unrelated(void) { int z = 1; z++; }")
    )
    edited = learn(str(path), line=12, settings=Settings(loop_bound=2))
    assert edited["stats"]["solver_calls"] == 0 and words(edited) == words(first)
    path.write_text(PROGRAM.replace("level--;", "level -= 3;"))
    changed = learn(str(path), line=12, settings=Settings(loop_bound=2))
    assert changed["stats"]["solver_calls"] > 0
    assert words(changed) == {
        ("down", "up", "!error"),
        ("up", "down", "!error"),
        ("down", "down", "!error"),
    }


def test_assertion_that_cannot_fail_gives_empty_language(c_file):
    path = c_file(PROGRAM.replace("level > -2", "level >= -2"))
    result = learn(str(path), line=12, settings=Settings(loop_bound=2))
    assert not any(s["accepting"] for s in result["states"]) and result["counterexamples"] == []


def test_explanation_mode_main(c_file):
    path = c_file(PROGRAM)
    result = learn(str(path), function="main", settings=Settings(loop_bound=2))
    assert result["end_letter"] == "!end"
    assert words(result) == {("up", "up", "!end"), ("up", "down", "!end"), ("down", "up", "!end")}


def test_cli_learn_json_and_errors(c_file, tmp_path):
    path = c_file(PROGRAM)
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "errlang",
            "learn",
            str(path),
            "--line",
            "12",
            "--loop-bound",
            "2",
            "--json",
        ],
        capture_output=True,
        text=True,
    )
    assert done.returncode == 0, done.stderr
    validate_automaton_json(json.loads(done.stdout))
    bad = subprocess.run(
        [sys.executable, "-m", "errlang", "learn", str(path), "--line", "3"],
        capture_output=True,
        text=True,
    )
    assert bad.returncode == 2 and "no assertion on line 3" in bad.stderr
    assert "Traceback" not in bad.stderr


def test_same_language_with_and_without_enumeration(c_file, monkeypatch):
    import errlang.teacher.program_teacher as teacher

    path = c_file(PROGRAM.replace("i < 2", "i < 3"))
    enumerated = learn(str(path), line=12, settings=Settings(loop_bound=3))
    assert enumerated["stats"]["answered_by_enumeration"] > 0
    monkeypatch.setattr(teacher, "ENUMERATION_BUDGET", 0)
    monkeypatch.setenv("ERRLANG_CACHE", "off")
    queried = learn(str(path), line=12, settings=Settings(loop_bound=3))
    assert queried["stats"]["answered_by_enumeration"] == 0
    assert words(queried) == words(enumerated) and words(queried)
