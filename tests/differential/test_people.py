"""errlang against gcc -fsanitize=address,undefined,float-cast-overflow -fwrapv on the ninth
session's construct families (:mod:`construct_people`: string functions on struct members,
memmove and overlapping memcpy, qsort/bsearch, snprintf's return value, enum-indexed tables,
shifts by an input, unsigned count-down loops, ctype-style classifiers, uintptr_t round trips,
union punning, static locals, compound literals, designated initialisers with gaps). One
program per group of families, one part of each, from a fixed seed; gcc runs every input
vector and errlang's verdicts and findings must agree (:mod:`construct_oracle`). The batch per
family: ``construct_oracle.py --profile people --family NAME`` (docs/trust.md).

And two fixes of the session, each against gcc: misaligned accesses through a stored pointer
and through an integer address (``-fsanitize=alignment`` reports them; errlang checked only a
pointer converted at the dereference), and a failure that needs a function the program
declares and defines nowhere says so (gcc cannot link the program: no run of it fails).
"""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest
from construct_oracle import compare_group
from construct_people import PEOPLE
from errlang.encoder.encoding import USE_AFTER_SCOPE
from errlang.ir.alignment import MISALIGNED
from errlang.session.check import check_program
from errlang.session.settings import Settings
from gcc_inputs import build, report

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")

GROUPS = {
    "strings": ("struct_strings", "snprintf_returns", "enum_tables", "static_locals"),
    "bits": ("symbolic_shifts", "ctype_classifiers", "union_punning", "designated_gaps"),
    "memory": (
        "memmove_overlap",
        "qsort_bsearch",
        "countdown_loops",
        "pointer_roundtrips",
        "compound_literals",
    ),
}
SEEDS = {"strings": 1, "bits": 1, "memory": 1}
GCC = ("gcc", "-O0", "-g", "-fsanitize=alignment", "-fno-sanitize-recover=all", "-w")
PROGRAMS = Path(__file__).parent / "programs"


def test_groups_cover_every_family() -> None:
    names = sorted(name for group in GROUPS.values() for name in group)
    assert names == sorted(maker.__name__.lstrip("_") for maker in PEOPLE)


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_people_agree_with_gcc(group: str, tmp_path: Path) -> None:
    compared = compare_group(PEOPLE, GROUPS[group], SEEDS[group], f"people {group}", tmp_path)
    assert not compared.problems, "\n".join(compared.problems)
    assert sum(compared.agreed.values()) >= len(GROUPS[group]), compared.agreed


def test_stored_and_integer_pointers_are_checked_for_alignment(tmp_path: Path) -> None:
    program = PROGRAMS / "stored_misaligned.c"
    exe = build(program, tmp_path, GCC)
    result = check_program(str(program), None, Settings(timeout=60))
    assert not result.errors
    assert {f.line for f in result.findings} == {20, 24, 28}, result.findings
    assert {f.reason for f in result.findings} == {MISALIGNED}
    for finding in result.findings:
        inputs = tuple(int(i.value) for i in finding.run.inputs)
        said = report(exe, inputs, assertions=True)
        assert re.search(rf":{finding.line}:\d+: runtime error: .*misaligned address", said), (
            finding.line,
            inputs,
            said,
        )
    (verdict,) = result.assertions
    assert verdict.verdict == "fails"
    assert verdict.counterexample is not None
    inputs = tuple(int(i.value) for i in verdict.counterexample.inputs)
    assert inputs in {(0, 1), (2, 1)}  # (2, 0) and (2, 2) reach r == 8 misaligned first
    assert "Assertion" in report(exe, inputs, assertions=True)


def test_a_failure_through_an_unlinked_function_says_what_it_assumes(tmp_path: Path) -> None:
    program = PROGRAMS / "unlinked_call.c"
    linked = subprocess.run(
        ["gcc", "-w", str(program), "-o", str(tmp_path / "unlinked")],
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert linked.returncode != 0 and "get" in linked.stderr  # no run of the program as it is
    result = check_program(str(program), None, Settings(timeout=60))
    through, plain, pointer = result.assertions
    assert [(v.line, v.verdict) for v in result.assertions] == [
        (14, "fails"),
        (17, "fails"),
        (21, "fails"),
    ]
    assert "assuming get at line 13 returns 7" in through.reason
    assert "defined nowhere" in through.reason and "cannot link" in through.reason
    assert "assuming" not in plain.reason  # its run never calls get
    assert "assuming lookup at line 20 returns NULL: lookup is declared" in pointer.reason


def test_an_object_read_after_its_block_ended_is_undefined() -> None:
    """A compound literal read after its block (C11 6.2.4p6; gcc's ASan: stack-use-after-scope
    at line 14): a finding, where errlang said the assertion FAILS before (ir/lifetimes.py)."""
    program = PROGRAMS / "scope_end.c"
    result = check_program(str(program), None, Settings(timeout=60))
    assert [(f.line, f.reason) for f in result.findings] == [(14, USE_AFTER_SCOPE)], result.findings
    (verdict,) = result.assertions
    assert verdict.verdict != "fails"  # its only failing run is undefined at line 14


def test_toupper_of_a_negative_char_is_glibcs(tmp_path: Path) -> None:
    program = PROGRAMS / "ctype_negative.c"
    exe = build(program, tmp_path, GCC)
    result = check_program(str(program), None, Settings(timeout=60))
    assert not result.findings and not result.errors
    passed, failed = result.assertions
    assert passed.verdict == "holds" and passed.complete  # it FAILED with a = -1 before
    assert failed.verdict == "fails" and failed.counterexample is not None
    inputs = tuple(int(i.value) for i in failed.counterexample.inputs)
    assert inputs == (-1,)
    assert "Assertion" in report(exe, inputs, assertions=True)
    assert all(report(exe, (a,), assertions=True) == "" for a in (-3, -2, 0, 3))
