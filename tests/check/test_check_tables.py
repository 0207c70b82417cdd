"""Real table-driven decoders (issue 30, docs/benchmarks-scaling.md section 9): a read of a
constant table at a symbolic byte is an if-then-else over the table's runs of equal entries
(encoder/tables.py), not a select from 256 stores. Ground truth: gcc -fsanitize=address,
undefined — cmark-gfm's UTF-8 decoder never fails (1,500 random inputs), ujson's string
decoder never fails on 4, 6 or 8 bytes (1,500 each) and its -DBUG caller (the input said to
end two bytes early) writes past the code-point buffer at lines 158 (an escape), 234 (a plain
byte) and 248 (a two-byte sequence), among others."""

from __future__ import annotations

from pathlib import Path

from check_testing import PROGRAMS
from errlang.session.check import check_program
from errlang.session.forked import call_within
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

SCALING = PROGRAMS / "scaling"
BUDGET = 150.0  # seconds of wall time: 2-6 s of CPU each, a loaded machine's wall 3-8 times it


def _check(path: Path, size: int, loop_bound: int, *defines: str) -> CheckResult:
    settings = Settings(timeout=BUDGET, loop_bound=loop_bound, defines=(f"N={size}", *defines))
    return call_within(lambda: check_program(str(path), None, settings), BUDGET + 30)


def test_cmark_utf8_decoder_is_complete_on_four_bytes() -> None:
    # before: bound 3 of the 4 it needs in 60 s (the class table a z3 array of 512 stores)
    result = _check(SCALING / "cmark_utf8.c", 4, 4)
    assert result.errors == ()
    assert {a.verdict for a in result.assertions} == {"holds"}, result.assertions
    assert result.complete and not result.findings


def test_ujson_string_decoder_holds_and_a_short_buffer_is_written_past() -> None:
    result = _check(SCALING / "ujson_string.c", 4, 4)
    assert result.errors == ()
    assert {a.verdict for a in result.assertions} == {"holds"}, result.assertions
    assert result.complete and not [f for f in result.findings if f.severity == "error"]
    short = _check(SCALING / "ujson_string.c", 4, 2, "BUG")
    assert short.errors == ()
    lines = {f.line for f in short.findings if f.reason == "out-of-bounds access"}
    assert {158, 234, 248} <= lines, short.findings
    assert "fails" not in {a.verdict for a in short.assertions}
