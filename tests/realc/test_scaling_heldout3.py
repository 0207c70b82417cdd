"""The held-out harnesses of round three (twelfth session, docs/benchmarks-scaling.md,
"Held-out round three") parse and lower without a refusal at the sizes the benchmark runs, with
and without the ``-DBUG`` variant each has: real code from simplejson, http-parser (httptools),
libbase64 (pybase64), MarkupSafe, Zstandard (python-zstandard), crc32c and upb (protobuf), each
sized by ``-DN``. A harness that errlang refused in part would be measured as an error, not as
a verdict; this catches it before the benchmark does (no solving). The checks that solve are
small cells whose verdict gcc's sanitizers settle (benchmarks/scaling_truth.py): a finding
there must be one gcc makes, and a harness gcc never breaks must not fail."""

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

# round three's harnesses, whether each has a -DBUG variant, and its licence file
ROUND_THREE = {
    "simplejson_ascii": (True, "simplejson-LICENSE"),
    "http_url": (True, "http_parser-LICENSE-MIT"),
    "base64_stream": (False, "libbase64-LICENSE"),
    "markupsafe_escape": (True, "markupsafe-LICENSE"),
    "zstd_frame": (True, "zstd-LICENSE"),
    "crc32c_sw": (True, "crc32c-LICENSE.slice-by-8"),
    "upb_skip": (True, "protobuf-LICENSE"),
}


def _refusals(path: Path, defines: tuple[str, ...]) -> list[str]:
    program = parse_file(path, defines=defines)
    ir = build_ir(program, summarise_loops=True)
    return [str(error) for error in ir.refused]


@pytest.mark.parametrize("name", sorted(ROUND_THREE))
def test_round_three_is_accepted_at_every_size_and_variant(name: str) -> None:
    has_bug, _ = ROUND_THREE[name]
    for size in (4, 32):
        defines: tuple[str, ...] = (f"N={size}",)
        assert _refusals(SCALING / f"{name}.c", defines) == []
        if has_bug:
            assert _refusals(SCALING / f"{name}.c", (*defines, "BUG")) == []


def test_each_harness_keeps_its_licence() -> None:
    for name, (_, licence) in ROUND_THREE.items():
        assert (SCALING / licence).is_file(), licence
        assert licence in (SCALING / f"{name}.c").read_text(), name


def _check(name: str, *defines: str) -> CheckResult:
    settings = Settings(timeout=30.0, defines=defines)
    path = str(SCALING / f"{name}.c")
    return call_within(lambda: check_program(path, None, settings), 60.0)


def test_zstd_header_read_past_the_input_is_found_at_gcc_lines() -> None:
    # -DBUG trusts the header size the descriptor announces: with 4 bytes after the magic
    # number, gcc's ASan stops in MEM_read16/32/64 (lines 137, 141, 145) for some descriptor
    result = _check("zstd_frame", "N=4", "BUG")
    assert result.errors == ()
    found = {(f.reason, f.line) for f in result.findings}
    assert found and found <= {("out-of-bounds access", line) for line in (137, 141, 145)}
    assert "fails" not in {a.verdict for a in result.assertions}


def test_http_url_at_four_bytes_holds() -> None:
    # http_parser_parse_url on 4 bytes: gcc never fails (every input of 1-2 bytes, 20,000
    # random at 4); errlang completes at bound 4 in about 3 s of CPU (a loaded machine may stop
    # it earlier: within-bound is no wrong answer, a failure or a finding would be)
    result = _check("http_url", "N=4")
    assert result.errors == ()
    assert result.findings == ()
    assert {a.verdict for a in result.assertions} <= {"holds", "holds-within-bound"}
