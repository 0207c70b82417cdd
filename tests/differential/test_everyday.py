"""errlang against gcc -fsanitize=address,undefined,float-cast-overflow -fwrapv on the eighth
session's construct families (:mod:`construct_everyday`: structs with arrays and bit-fields by
value, dispatch tables and callbacks, string tables, strtol/atoi/sscanf, case ranges, goto out
of nested loops, do-while(0) macros, pointer differences, realloc growth, linked lists, static
arrays across calls, wrapped allocation sizes, sign extension, uint8_t arithmetic, misaligned
loads). One program per group of families, one part of each, from a fixed seed; gcc runs every
input vector and errlang's verdicts and findings must agree (:mod:`construct_oracle`). The batch
per family: ``construct_oracle.py --profile everyday --family NAME`` (docs/trust.md).

And the misaligned accesses gcc's ``-fsanitize=alignment`` reports: errlang reports each at its
line, on a run that gcc's build stops there too, and none where gcc does not.
"""

from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest
from construct_everyday import EVERYDAY
from construct_oracle import compare_group
from errlang.ir.alignment import MISALIGNED
from errlang.session.check import check_program
from errlang.session.settings import Settings
from gcc_inputs import build, report

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")

GROUPS = {
    "values": ("struct_values", "dispatch_tables", "string_tables", "static_arrays"),
    "control": ("digit_parsing", "case_ranges", "macro_blocks", "labeled_loops"),
    "memory": ("pointer_differences", "dynamic_arrays", "linked_lists", "size_overflow"),
    "bytes": ("sign_extension", "uint8_wrap", "alignment_casts"),
}
SEEDS = {"values": 1, "control": 1, "memory": 1, "bytes": 1}
GCC = ("gcc", "-O0", "-g", "-fsanitize=alignment", "-fno-sanitize-recover=all", "-w")
MISALIGNED_PROGRAM = Path(__file__).parent / "programs" / "misaligned_access.c"


def test_groups_cover_every_family() -> None:
    names = sorted(name for group in GROUPS.values() for name in group)
    assert names == sorted(maker.__name__.lstrip("_") for maker in EVERYDAY)


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_everyday_agrees_with_gcc(group: str, tmp_path: Path) -> None:
    compared = compare_group(EVERYDAY, GROUPS[group], SEEDS[group], f"everyday {group}", tmp_path)
    assert not compared.problems, "\n".join(compared.problems)
    assert sum(compared.agreed.values()) >= len(GROUPS[group]), compared.agreed


def test_misaligned_accesses_are_reported_where_gcc_reports_them(tmp_path: Path) -> None:
    exe = build(MISALIGNED_PROGRAM, tmp_path, GCC)
    result = check_program(str(MISALIGNED_PROGRAM), None, Settings(timeout=60))
    assert not result.errors
    found = {f.line for f in result.findings if f.reason == MISALIGNED}
    assert found == {15, 16, 17}, result.findings
    assert {f.reason for f in result.findings} == {MISALIGNED}
    for finding in result.findings:
        inputs = tuple(int(i.value) for i in finding.run.inputs)
        said = report(exe, inputs)
        assert re.search(rf":{finding.line}:\d+: runtime error: .*misaligned address", said), (
            finding.line,
            inputs,
            said,
        )
    verdicts = {v.line: v for v in result.assertions}
    assert verdicts[32].verdict.startswith("holds")  # no run misaligned before it
    assert verdicts[42].verdict == "fails"
    counterexample = verdicts[42].counterexample
    assert counterexample is not None
    inputs = tuple(int(i.value) for i in counterexample.inputs)
    assert inputs == (2, 0)  # the only run that reaches the assertion with r == 0x0403
    assert report(exe, inputs) == ""
