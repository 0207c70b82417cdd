"""getenv's string is an input of the run (include/models/getenv.c): whether the variable is
set and its value, drawn at the first call for a name, the same string at the next. A replay
sets the variables for real (explain/harness_models.py): the C library's getenv answers.

Before: getenv was a function defined nowhere, its result null or a fresh 1-byte object of
arbitrary contents. ``strlen(getenv("HOME"))`` was an out-of-bounds finding (gcc: no error,
the environment's strings end with a zero), and ``assert(strlen(home) != 2)`` was said to hold
for all runs (HOME=ab fails it)."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.explain.replay import Replayer, find_compiler
from errlang.explain.values import input_texts
from errlang.frontend import parse_file
from errlang.session.check import check_program
from errlang.session.check_replay import getenv_names, replay_check
from errlang.session.settings import Settings

SETTINGS = Settings(timeout=60)
LENGTH = """#include <assert.h>
#include <stdlib.h>
#include <string.h>
int main(void) {
  const char *home = getenv("HOME");
  if (home == NULL)
    return 1;
  assert(strlen(home) != 2);
  return 0;
}
"""
SAME = """#include <assert.h>
#include <stdlib.h>
int main(void) {
  const char *a = getenv("LEVEL");
  const char *b = getenv("LEVEL");
  assert(a == b);
  return 0;
}
"""

pytestmark = pytest.mark.skipif(find_compiler() is None, reason="no C compiler")


def test_the_variables_value_is_an_input_and_replays(tmp_path: Path) -> None:
    source = tmp_path / "home.c"
    source.write_text(LENGTH)
    result = check_program(str(source), None, SETTINGS)
    assert not result.findings, [f.reason for f in result.findings]
    # getenv allocates nothing of the program's: no "getenv's allocation always succeeds"
    assert not result.assumptions, result.assumptions
    (verdict,) = result.assertions
    assert verdict.verdict == "fails" and verdict.counterexample is not None
    shown = input_texts(verdict.counterexample)
    assert len(shown) == 1 and shown[0].startswith('getenv() at line 5 = "'), shown
    inputs = [i.to_json() for i in verdict.counterexample.inputs]
    with Replayer(parse_file(str(source))) as replayer:
        replayed = replayer.replay(0, inputs)
        assert replayed.status == "reproduced", replayed.detail
        # another length: the environment the replay sets is the inputs', not the machine's
        longer = [*inputs[:1], {**inputs[1], "value": 3}, *inputs[2:4], {**inputs[3]}]
        assert replayer.replay(0, longer).status == "not-reproduced"
        unset = [{**inputs[0], "value": 1}]
        assert replayer.replay(0, unset).status == "not-reproduced"


def test_the_same_name_gives_the_same_string(tmp_path: Path) -> None:
    source = tmp_path / "same.c"
    source.write_text(SAME)
    (verdict,) = check_program(str(source), None, SETTINGS).assertions
    assert verdict.verdict == "holds" and verdict.complete, verdict.reason


COPY = """#include <stdlib.h>
#include <string.h>
int main(void) {
  char name[4];
  const char *user = getenv("USER");
  if (user == NULL)
    return 1;
  strcpy(name, user);
  return name[0];
}
"""


def test_a_finding_that_depends_on_a_variable_is_replayed_with_it(tmp_path: Path) -> None:
    """The sanitizer replay compiles the original program (the C library's getenv): the run's
    variables are set in its environment. Before, the overflow was found but its replay said
    'the sanitizers report the run ended with exit code 1' (USER unset there)."""
    source = tmp_path / "copy.c"
    source.write_text(COPY)
    settings = Settings(loop_bound=6, timeout=60)
    result = check_program(str(source), None, settings)
    (finding,) = result.findings
    assert finding.line == 8 and finding.reason == "out-of-bounds access"
    (replayed,) = replay_check(str(source), result, settings)
    assert replayed.status == "reproduced", replayed.detail
    assert "stack-buffer-overflow" in replayed.detail
    assert getenv_names(parse_file(str(source)).ast) == {5: "USER"}
