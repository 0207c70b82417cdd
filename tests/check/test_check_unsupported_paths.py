"""An unsupported construct makes unknown only the assertions a path leads to from it
(session/check_reach.py, issue 23): one after the assertion, with no loop around, leaves it
its verdict; one inside a loop around it does not."""

from __future__ import annotations

import textwrap
from pathlib import Path

from errlang.session.check import check_program
from errlang.session.settings import Settings

_HEAD = """
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int weird(int v) { long double q = v; return (int)q; }
"""


def _verdicts(tmp_path: Path, body: str) -> list[str]:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + "int main(void) {\n" + textwrap.dedent(body) + "}\n")
    result = check_program(str(path), None, Settings(loop_bound=4, timeout=30))
    assert [e.message for e in result.errors] == ["type 'long double' is not supported"]
    return [a.verdict for a in result.assertions]


def test_a_construct_after_the_assertions_leaves_their_verdicts(tmp_path: Path) -> None:
    body = """
    int x = __VERIFIER_nondet_int();
    __VERIFIER_assert(x != 5);
    __VERIFIER_assert(x >= 5 || x < 5);
    return weird(x);
    """
    assert _verdicts(tmp_path, body) == ["fails", "holds"]


def test_a_construct_in_a_loop_around_the_assertion_makes_it_unknown(tmp_path: Path) -> None:
    body = """
    int x = __VERIFIER_nondet_int();
    for (int i = 0; i < 3; i++) { __VERIFIER_assert(x != 5 || i < 2); x = weird(x); }
    return 0;
    """
    assert _verdicts(tmp_path, body) == ["unknown"]


def test_a_construct_before_the_assertion_makes_it_unknown(tmp_path: Path) -> None:
    body = """
    int x = weird(__VERIFIER_nondet_int());
    __VERIFIER_assert(x >= 5 || x < 5);
    return 0;
    """
    assert _verdicts(tmp_path, body) == ["unknown"]
