"""What a run never uses is not an error: refused declarations nothing uses (glibc's
``long double`` prototypes in preprocessed files), refused functions nothing calls, and
assertions in functions nothing calls (issue 23)."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.cli.check import exit_code
from errlang.session.check import check_program
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

_SVCOMP = """
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }
void __VERIFIER_assert(int c) { if (!c) { reach_error(); } }
"""


def _check(tmp_path: Path, source: str, bound: int = 2) -> CheckResult:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(source).lstrip("\n"))
    return check_program(str(path), None, Settings(loop_bound=bound, timeout=30))


def test_unused_long_double_declarations_are_not_errors(tmp_path):
    result = _check(
        tmp_path,
        """
        extern long double strtold(const char *nptr, char **endptr);
        extern long double fabsl(long double x);
        typedef long double ld_t;
        long double never_read;
        static long double half(long double x) { return x / 2; }
        """
        + _SVCOMP
        + """
        int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assert(x != 3); return 0; }
        """,
    )
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["fails"]
    (warning,) = [w for w in result.warnings if "long double" in w.message]
    assert warning.line == 5 and "no run calls half" in warning.message
    assert exit_code(result) == 1


def test_long_double_cuts_the_runs_that_call_it(tmp_path):
    """A call of a function whose signature errlang refuses (long double) cuts the runs that
    reach it, named in the note (G, ninth session: before, the whole caller was refused and
    the assertion was unknown although the runs with x == 3 never reach the call)."""
    result = _check(
        tmp_path,
        """
        extern long double strtold(const char *nptr, char **endptr);
        """
        + _SVCOMP
        + """
        int main(void) {
          char *end;
          int x = __VERIFIER_nondet_int();
          if (x == 1) x = (int)strtold("2", &end);
          __VERIFIER_assert(x != 3);
          return 0;
        }
        """,
    )
    lines = (tmp_path / "prog.c").read_text().splitlines()
    used = next(i for i, line in enumerate(lines, 1) if 'strtold("2"' in line)
    assert result.errors == ()
    assert [a.verdict for a in result.assertions] == ["fails"]
    assert not result.complete and result.message is not None
    assert f"line {used}" in result.message and "strtold" in result.message
    assert "long double" in result.message
    assert exit_code(result) == 1


def test_reach_error_in_an_uncalled_assertion_function_holds(tmp_path):
    result = _check(
        tmp_path,
        _SVCOMP
        + """
        int main(void) { int x = __VERIFIER_nondet_int(); return x != 3; }
        """,
    )
    (site,) = result.assertions
    lines = (tmp_path / "prog.c").read_text().splitlines()
    line = next(i for i, text in enumerate(lines, 1) if "reach_error(); }" in text)
    assert (site.line, site.text, site.function) == (line, "reach_error()", "__VERIFIER_assert")
    assert site.verdict == "holds" and site.complete and site.reached is False
    assert "never called" in site.reason
    assert exit_code(result) == 0


def test_a_called_assertion_function_lists_its_call_sites_only(tmp_path):
    result = _check(
        tmp_path,
        _SVCOMP
        + """
        int main(void) { int x = __VERIFIER_nondet_int(); __VERIFIER_assert(x != 3); return 0; }
        """,
    )
    assert [(a.text, a.function) for a in result.assertions] == [("x != 3", "main")]
