"""A run cut at a construct errlang cannot follow (an unmodelled library call) is not followed
to its end: the analysis is not complete, whatever the bound. Before, a program without
assertions whose runs were all cut at ``pow`` was reported "the search for undefined behaviour
is complete (none found)" while gcc's AddressSanitizer reports the read ``a[8]`` after it (a
bound's ``complete`` counted its loop-bound cuts only)."""

from __future__ import annotations

from errlang.session.check import check_program
from errlang.session.check_reasons import search_summary
from errlang.session.settings import Settings

CUT = """#include <math.h>
int main(void) {
    int a[2];
    int k = (int)exp(3.0); /* pow(2.0, 3.0) has a model now (8) */
    return a[k];
}
"""

FOLLOWED = """int main(void) {
    int a[2] = {1, 2};
    return a[1];
}
"""


def test_runs_cut_at_an_unmodelled_call_leave_the_search_incomplete() -> None:
    result = check_program("cut.c", CUT, Settings(timeout=30))
    assert not result.errors, result.errors
    assert not result.complete
    assert result.message is not None
    assert "cut where errlang cannot follow them" in result.message
    assert "line 4" in result.message and "exp" in result.message
    summary = search_summary(result.loop_bound, result.complete, len(result.findings))
    assert "is complete" not in summary


def test_a_program_followed_to_its_end_is_still_complete() -> None:
    result = check_program("followed.c", FOLLOWED, Settings(timeout=30))
    assert result.complete and result.message is None
    summary = search_summary(result.loop_bound, result.complete, len(result.findings))
    assert "is complete (none found)" in summary
