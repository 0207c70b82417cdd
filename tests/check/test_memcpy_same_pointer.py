"""``memcpy(p, p, n)``: gcc's AddressSanitizer (the truth for verdicts) checks overlap only
when the pointers differ, so the run goes on past the call. Before, errlang ended it there as
an overlapping memcpy and said ``holds`` of an assertion gcc's run fails after it (K's
construct_people memory family, ninth session)."""

from __future__ import annotations

from errlang.session.check import check_program
from errlang.session.settings import Settings

SELF_COPY = """#include <assert.h>
#include <string.h>
extern int __VERIFIER_nondet_int(void);
int main(void) {
    char m[8] = "abcdefg";
    int a = __VERIFIER_nondet_int();
    if (a < 0 || a > 1) return 0;
    memcpy(m + a, m, 3);
    assert(m[3] == 'd');
    assert(a != 0);
    return 0;
}
"""


def test_a_copy_onto_itself_goes_on_and_an_overlap_is_still_found() -> None:
    result = check_program("self_copy.c", SELF_COPY, Settings(timeout=30))
    assert not result.errors, result.errors
    verdicts = {a.line: a.verdict for a in result.assertions}
    assert verdicts == {9: "holds", 10: "fails"}
    failing = next(a for a in result.assertions if a.line == 10)
    assert failing.counterexample is not None
    assert [(f.reason, f.line) for f in result.findings] == [("overlapping memcpy", 8)]
