"""Replay (issue 5 item 4): every outcome is a status with a detail, never an exception."""

from __future__ import annotations

import shutil
import textwrap
from pathlib import Path

import pytest
from errlang.explain.replay import (
    Replayer,
    ReplayResult,
    find_compiler,
    replay,
    sanitizers_missing,
)
from errlang.frontend import Program, parse_file

pytestmark = pytest.mark.skipif(find_compiler() is None, reason="no C compiler")

HEADER = """\
#include <assert.h>
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assume(int);
"""


def program_of(tmp_path: Path, body: str, name: str = "prog.c") -> Program:
    path = tmp_path / name
    path.write_text(HEADER + textwrap.dedent(body))
    return parse_file(path)


def site(program: Program, text: str) -> int:
    """The index of the assertion whose text contains ``text``."""
    return next(a.index for a in program.assertions if text in a.text)


SIMPLE = """
int main(void) {
  int x = __VERIFIER_nondet_int();
  int y = __VERIFIER_nondet_int();
  assert(x != 3);
  __VERIFIER_assume(y > 0);
  assert(x + y != 10);
  return 0;
}
"""


def test_reproduces_the_failing_assertion(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    result = replay(program, site(program, "x + y"), [4, 6])
    assert result.status == "reproduced", result.detail
    assert result.failed_assertion == site(program, "x + y")
    assert result.inputs_used == 2
    assert result.exit_code == 70
    assert result.reproduced


def test_accepts_assertion_sites_and_json_inputs(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    target = program.assertions[site(program, "x + y")]
    inputs = [
        {"function": "__VERIFIER_nondet_int", "line": 6, "value": 4},
        {"function": "__VERIFIER_nondet_int", "line": 7, "value": 6},
    ]
    assert replay(program, target, inputs).status == "reproduced"


def test_passing_run_is_not_reproduced(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    result = replay(program, site(program, "x + y"), [4, 5])
    assert result.status == "not-reproduced"
    assert "ended" in result.detail and result.exit_code == 0
    assert result.inputs_used == 2


def test_an_earlier_assertion_failing_is_reported(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    result = replay(program, site(program, "x + y"), [3, 7])
    assert result.status == "other-assertion"
    assert result.failed_assertion == site(program, "x != 3")
    assert "line 8" in result.detail  # the assertion that failed instead


def test_blocked_by_an_assumption(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    result = replay(program, site(program, "x + y"), [11, -1])
    assert result.status == "not-reproduced"
    assert "assumption at line 9" in result.detail


def test_inputs_running_out(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    result = replay(program, site(program, "x + y"), [4])
    assert result.status == "not-reproduced"
    assert "ran out" in result.detail and "line 7" in result.detail


def test_input_meant_for_another_call(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    wrong_line = [{"function": "__VERIFIER_nondet_int", "line": 6, "value": 4}] * 2
    result = replay(program, site(program, "x + y"), wrong_line)
    assert result.status == "not-reproduced" and "input #1" in result.detail
    wrong_name = [{"function": "__VERIFIER_nondet_uint", "value": 4}]
    result = replay(program, site(program, "x + y"), wrong_name)
    assert result.status == "not-reproduced" and "__VERIFIER_nondet_uint" in result.detail


def test_values_are_typed_by_the_return_type(tmp_path: Path) -> None:
    program = program_of(
        tmp_path,
        """
        extern unsigned char __VERIFIER_nondet_uchar(void);
        extern unsigned long __VERIFIER_nondet_ulong(void);
        extern long __VERIFIER_nondet_long(void);
        extern _Bool __VERIFIER_nondet_bool(void);
        int main(void) {
          unsigned char c = __VERIFIER_nondet_uchar();
          unsigned long u = __VERIFIER_nondet_ulong();
          long l = __VERIFIER_nondet_long();
          _Bool b = __VERIFIER_nondet_bool();
          assert(!(c == 255 && u == 18446744073709551615UL && l < -9223372036854775807L && b));
          return 0;
        }
        """,
    )
    good = [255, 2**64 - 1, -(2**63), 1]
    assert replay(program, 0, good).status == "reproduced"
    for position, bad in ((0, 256), (0, -1), (1, -1), (3, 2)):
        values = list(good)
        values[position] = bad
        result = replay(program, 0, values)
        assert result.status == "not-reproduced", (position, bad)
        assert "does not fit" in result.detail


def test_bad_inputs_are_a_status(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    for inputs in ([2**64], ["3"], [{"value": None}], [{"value": 1, "function": "a b"}]):
        result = replay(program, 0, inputs)  # type: ignore[arg-type]
        assert result.status == "not-reproduced" and "bad input" in result.detail
    result = replay(program, 99, [1])
    assert result.status == "not-reproduced" and "no assertion #99" in result.detail


def test_svcomp_conventions(tmp_path: Path) -> None:
    """reach_error and a __VERIFIER_assert defined in the file are assertions at the call."""
    program = program_of(
        tmp_path,
        """
        extern void abort(void);
        void reach_error(void) { abort(); }
        void __VERIFIER_assert(int cond) { if (!cond) { ERROR: reach_error(); } }
        int main(void) {
          int x = __VERIFIER_nondet_int();
          __VERIFIER_assert(x < 10);
          if (x == 5) reach_error();
          return 0;
        }
        """,
    )
    kinds = [a.kind for a in program.assertions]
    assert kinds == ["__VERIFIER_assert", "reach_error"]
    assert replay(program, 0, [10]).status == "reproduced"
    assert replay(program, 1, [5]).status == "reproduced"
    assert replay(program, 1, [10]).status == "other-assertion"


def test_cbmc_conventions_and_undeclared_inputs(tmp_path: Path) -> None:
    program = program_of(
        tmp_path,
        """
        int nondet_int(void);
        void __CPROVER_assume(_Bool c);
        short read_sensor(int channel);
        int main(void) {
          int a = nondet_int();
          __CPROVER_assume(a > 0);
          short s = read_sensor(a);
          assert(s != a);
          return 0;
        }
        """,
    )
    assert replay(program, 0, [7, 7]).status == "reproduced"
    assert replay(program, 0, [-7, 7]).status == "not-reproduced"
    assert replay(program, 0, [7, 40000]).status == "not-reproduced"  # not a short


def test_signals_are_reported(tmp_path: Path) -> None:
    program = program_of(
        tmp_path,
        """
        #include <stdlib.h>
        int main(void) {
          int x = __VERIFIER_nondet_int();
          if (x == 1) abort();
          if (x == 2) { int *p = 0; *p = 1; }
          assert(x == 0);
          return 0;
        }
        """,
    )
    result = replay(program, 0, [1])
    assert result.status == "not-reproduced" and result.signal == 6
    assert "abort()" in result.detail
    with Replayer(program, sanitize=False) as plain:  # a crash is a signal
        result = plain.replay(0, [2])
    assert result.status == "not-reproduced" and result.signal is not None
    if not sanitizers_missing():  # every replay path's build: the sanitizers name it
        result = replay(program, 0, [2])
        assert result.status == "not-reproduced"
        assert "undefined behaviour before the assertion" in result.detail
        assert "null pointer" in result.detail


def test_timeout(tmp_path: Path) -> None:
    program = program_of(
        tmp_path,
        """
        int main(void) {
          int x = __VERIFIER_nondet_int();
          while (x > 0) { x = x + 0; }
          assert(x != 0);
          return 0;
        }
        """,
    )
    result = replay(program, 0, [1], timeout=0.5)
    assert result.status == "timeout" and "0.5 s" in result.detail
    assert replay(program, 0, [0], timeout=5).status == "reproduced"


def test_compile_error(tmp_path: Path) -> None:
    program = program_of(
        tmp_path,
        """
        struct s { int a; };
        int main(void) {
          struct s v;
          v.missing = 1;
          assert(0);
          return 0;
        }
        """,
    )
    result = replay(program, 0, [])
    assert result.status == "compile-error"
    assert "missing" in result.detail


def test_no_compiler(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    result = replay(program, 0, [3, 1], cc=str(tmp_path / "no-such-cc"))
    assert result.status == "no-compiler" and "no-such-cc" in result.detail


def test_unregenerable_program_is_a_status(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    broken = Program(
        path=program.path,
        ast=None,  # type: ignore[arg-type]
        assertions=program.assertions,
        functions={},
        declarations={},
        nondet_functions=frozenset(),
        source="",
    )
    result = replay(broken, 0, [3])
    assert result.status == "compile-error" and "regenerate" in result.detail


def test_clashing_libc_declarations_fall_back_to_no_headers(tmp_path: Path) -> None:
    """A .i file carries its own libc declarations; some clash with the real headers."""
    program = program_of(
        tmp_path,
        """
        typedef long unsigned int size_t;
        typedef struct { int quot; int rem; } div_t;
        extern void *malloc(size_t size) __attribute__((__nothrow__));
        extern void free(void *ptr);
        int main(void) {
          int *p = (int *)malloc(sizeof(int));
          *p = __VERIFIER_nondet_int();
          assert(*p != 42);
          free(p);
          return 0;
        }
        """,
    )
    with Replayer(program) as replayer:
        result = replayer.replay(0, [42])
    assert result.status == "reproduced", result.detail
    assert result.header_mode == "no-headers"


def test_undefined_void_functions_get_stubs_and_events_compile(tmp_path: Path) -> None:
    program = program_of(
        tmp_path,
        """
        #include "errlang.h"
        void log_value(int v);
        void log_pair(int, const char *);
        void log_nothing(void);
        int main(void) {
          int x = __VERIFIER_nondet_int();
          log_value(x);
          log_pair(x, "x");
          log_nothing();
          ERRLANG_EVENT(checked);
          assert(x != 1);
          return 0;
        }
        """,
    )
    result = replay(program, 0, [1])
    assert result.status == "reproduced", result.detail


def test_replayer_compiles_once_and_replays_many(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    target = site(program, "x + y")
    with Replayer(program) as replayer:
        assert replayer.built, replayer.build_detail
        outcomes = [replayer.replay(target, [x, 10 - x]).status for x in range(6)]
        directory = replayer._directory
    assert outcomes == ["reproduced"] * 3 + ["other-assertion"] + ["reproduced"] * 2
    assert not directory.exists()


def test_result_to_json(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    data = replay(program, 0, [3, 1]).to_json()
    assert data["status"] == "reproduced" and data["failed_assertion"] == 0


def test_result_is_frozen() -> None:
    result = ReplayResult("timeout", "x", 0)
    with pytest.raises(AttributeError):
        result.status = "reproduced"  # type: ignore[misc]


@pytest.mark.skipif(shutil.which("clang") is None, reason="no clang")
def test_other_compiler(tmp_path: Path) -> None:
    program = program_of(tmp_path, SIMPLE)
    assert replay(program, 0, [3, 1], cc="clang").status == "reproduced"
