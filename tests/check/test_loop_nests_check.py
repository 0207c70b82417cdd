"""check on a record reader whose two loops count their iterations together (issue 30,
encoder/loop_nests.py). Ground truth: gcc -fsanitize=address reads past the buffer with 7
zero bytes and a 1 (eight records): at a bound below eight the verdict must stay
holds-within-bound naming the loops cut, never a complete holds; in automatic depth the read is
found and the count holds completely."""

from __future__ import annotations

from pathlib import Path

from check_testing import PROGRAMS
from errlang.session.check import check_program
from errlang.session.forked import call_within
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

RECORDS = PROGRAMS / "scaling" / "records.c"


def _check(settings: Settings, budget: float = 20.0) -> CheckResult:
    return call_within(lambda: check_program(str(RECORDS), None, settings), budget + 20)


def test_a_bound_below_the_records_cuts_and_says_where() -> None:
    result = _check(Settings(timeout=20.0, defines=("N=8",), loop_bound=4))
    assert result.errors == ()
    [assertion] = result.assertions
    assert assertion.verdict == "holds-within-bound" and not result.complete, assertion
    assert result.findings == ()  # eight records are past bound 4
    cut = {c.describe() for c in assertion.cuts}
    assert "the loop at line 13 needs more iterations" in cut, cut


def test_the_whole_input_is_decided_with_the_read_past_the_buffer() -> None:
    result = _check(Settings(timeout=20.0, defines=("N=8",)))
    assert result.errors == ()
    assert {(f.reason, f.line) for f in result.findings} == {("out-of-bounds access", 16)}
    [assertion] = result.assertions
    assert assertion.verdict == "holds" and result.complete, assertion


def test_a_word_splitter_counted_together_agrees_with_gcc() -> None:
    # words.c: gcc over all 729 strings of ' ', 'a', NUL: line 19 never fails, line 20 does
    path = PROGRAMS / "scaling" / "words.c"
    settings = Settings(timeout=40.0)  # 4 CPU-s; 20 s of wall time ran out twice at load 9
    result = call_within(lambda: check_program(str(path), None, settings), 60)
    assert result.errors == ()
    verdicts = {a.line: a.verdict for a in result.assertions}
    assert verdicts[20] == "fails", result.assertions
    assert verdicts[19] == "holds" and result.complete, result.assertions


def test_a_helpers_loop_counts_with_its_callers_nest() -> None:
    # varint_fields.c: read_varint's loop advances the caller's pos through a pointer; it is
    # inlined into read_fields' nest (encoder/inline_scans.py). gcc -fsanitize=address on 4
    # bytes: the BUG twin reads data[4] with 34, 0, 18, 2; the safe one fails none of 500
    # random inputs (half from the wire format's bytes 0, 1, 2, 3, 8, 10, 18, 34, 0x80, 0x82, 0xff)
    path = str(Path(__file__).parents[2] / "benchmarks/programs/scaling/varint_fields.c")
    safe = call_within(
        lambda: check_program(path, None, Settings(timeout=40.0, defines=("N=4",))), 60
    )
    assert safe.errors == () and safe.findings == ()
    assert [a.verdict for a in safe.assertions] == ["holds"] and safe.complete, safe.assertions
    settings = Settings(timeout=40.0, defines=("N=4", "BUG"))
    bug = call_within(lambda: check_program(path, None, settings), 60)
    assert {(f.reason, f.line) for f in bug.findings} == {("out-of-bounds access", 48)}
