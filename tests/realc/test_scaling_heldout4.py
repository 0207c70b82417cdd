"""The held-out harnesses of round four (thirteenth session, docs/benchmarks-scaling.md,
"Held-out round four") parse and lower without a refusal at the sizes the benchmark runs, with
and without the ``-DBUG`` variant each has: real code from cobs, Mercurial (base85 and
mpatch), pendulum, Pillow, msgspec and backports.zoneinfo, each sized by ``-DN``. A harness
that errlang refused in part would be measured as an error, not as a verdict; this catches it
before the benchmark does (no solving). The checks that solve are small cells whose verdict
gcc's sanitizers settle (benchmarks/scaling_truth.py): a finding there must be one gcc makes,
and a harness gcc never breaks must not fail."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir.program import build_ir
from errlang.session.check import check_program
from errlang.session.forked import call_within
from errlang.session.settings import Settings
from errlang.session.verdicts import CheckResult

ROOT = Path(__file__).resolve().parents[2]
SCALING = ROOT / "benchmarks" / "programs" / "scaling"

# round four's harnesses and their licence files (each has a -DBUG variant)
ROUND_FOUR = {
    "cobs_codec": "cobs-LICENSE",
    "hg_base85": "mercurial-COPYING",
    "hg_mpatch": "mercurial-COPYING",
    "pendulum_duration": "pendulum-LICENSE",
    "pillow_packbits": "pillow-LICENSE",
    "msgspec_timedelta": "msgspec-LICENSE",
    "zoneinfo_tzstr": "zoneinfo-LICENSE",
}


def _refusals(path: Path, defines: tuple[str, ...]) -> list[str]:
    program = parse_file(path, defines=defines)
    ir = build_ir(program, summarise_loops=True)
    return [str(error) for error in ir.refused]


@pytest.mark.parametrize("name", sorted(ROUND_FOUR))
def test_round_four_is_accepted_at_every_size_and_variant(name: str) -> None:
    for size in (4, 32):
        defines: tuple[str, ...] = (f"N={size}",)
        assert _refusals(SCALING / f"{name}.c", defines) == []
        assert _refusals(SCALING / f"{name}.c", (*defines, "BUG")) == []


def test_each_harness_keeps_its_licence() -> None:
    for name, licence in ROUND_FOUR.items():
        assert (SCALING / licence).is_file(), licence
        assert licence in (SCALING / f"{name}.c").read_text(), name


def _check(name: str, *defines: str) -> CheckResult:
    settings = Settings(timeout=30.0, defines=defines)
    path = str(SCALING / f"{name}.c")
    return call_within(lambda: check_program(path, None, settings), 60.0)


def _check_at(name: str, bound: int | None, *defines: str) -> CheckResult:
    settings = Settings(timeout=30.0, defines=defines, loop_bound=bound)
    path = str(SCALING / f"{name}.c")
    return call_within(lambda: check_program(path, None, settings), 60.0)


def test_mercurial_mpatch_accepts_a_hunk_whose_length_overflows() -> None:
    # Mercurial's own code, no -DBUG: at 12 bytes a hunk of length 0x7ffffff4 makes safeadd
    # refuse, the loop breaks with pos == len, and the patch is accepted with that hunk dropped;
    # the harness's reading of the format fails at line 251, as gcc does with 00..00 7ffffff4
    # (errlang found it at bound 1 before the ground truth had a witness for it)
    result = _check_at("hg_mpatch", 1, "N=12")
    assert result.errors == ()
    assert result.findings == ()
    failing = {a.line for a in result.assertions if a.verdict == "fails"}
    assert failing == {251}


def test_cobs_length_code_past_the_input_is_found_at_gcc_line() -> None:
    # -DBUG drops the test that a length code fits in what is left: gcc's ASan stops at the
    # read of line 278 (heap-buffer-overflow) from 1 byte; nothing else is wrong there
    result = _check("cobs_codec", "N=2", "BUG")
    assert result.errors == ()
    found = {(f.reason, f.line) for f in result.findings}
    assert found == {("out-of-bounds access", 278)}
    assert "fails" not in {a.verdict for a in result.assertions}


def test_pendulum_duration_at_three_bytes_holds() -> None:
    # pendulum's duration parser on "P" + 3 bytes: gcc never fails (every input of 1-3 bytes);
    # a loaded machine may stop errlang early: within-bound is no wrong answer, a failure or a
    # finding would be (the signed overflow of its digits needs 10 of them)
    result = _check("pendulum_duration", "N=3")
    assert result.errors == ()
    assert result.findings == ()
    assert {a.verdict for a in result.assertions} <= {"holds", "holds-within-bound"}
