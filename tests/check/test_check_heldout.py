"""The held-out programs of issue 23 (tests/check/programs/heldout/, benchmarks/heldout_bench.py):
C in SV-COMP's style from categories errlang was not tuned to, written as people write C. Each
is named ``*_safe`` or ``*_unsafe`` (SV-COMP's expected verdict; heldout2 below adds ``*_ub``).
A safe program must never fail and has no reachable undefined behaviour (no wrong verdict);
every program is analysed without an input error (no refusal); an unsafe program is found
unless it is a known miss; every check keeps its 20 s budget. A representative fast subset
runs by default, the rest is marked slow.

The programs known to spend the whole 20 s — the unsafe ones not found and the safe ones not
proved (``holds-within-bound`` or ``unknown`` at 20 s) — are checked with a budget of
SHORT_BUDGET seconds (issue 32: 16 of them took 20 s each in every run of the suite): what
their assertions need (analysed without an input error, no wrong verdict at the bounds
reached, the budget kept); ``benchmarks/heldout_bench.py`` measures them at 20 s."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

import pytest
from check_testing import PROGRAMS
from errlang.session.check import check_program
from errlang.session.forked import call_within
from errlang.session.settings import Settings

# tests/check/programs/heldout2/ (engineer P, issue 23): 72 more programs, written without
# looking at errlang, their verdicts established with gcc (sanitizers, random and chosen
# inputs); a program there may also be named ``*_ub``: no assertion, and a run reaches
# undefined behaviour, which must be an error finding.


BUDGET = 20.0
SHORT_BUDGET = 5.0


@dataclass(frozen=True)
class HeldOutSet:
    directory: Path
    # unsafe programs not found within 20 s on the shared 2-core machine (never a wrong verdict)
    not_found: frozenset[str]
    # one or two per category, a few seconds each; the rest is marked slow
    fast: frozenset[str]
    # safe programs not proved within 20 s (measured 2026-11-28: 19.6-20.0 s each, verdicts
    # holds-within-bound or unknown): with the unsafe ones not found, checked at SHORT_BUDGET
    not_proved: frozenset[str] = frozenset()

    @property
    def short(self) -> frozenset[str]:
        return self.not_found | self.not_proved


SETS = (
    HeldOutSet(
        PROGRAMS / "heldout",
        # fib(7) through a memo table needs recursion depth 7, which the budget does not reach
        frozenset({"fib_memo_unsafe.c"}),
        frozenset(
            {
                "bv_abs_unsafe.c",
                "union_bytes_safe.c",
                "struct_shallow_copy_unsafe.c",
                "switch_fallthrough_unsafe.c",
                "tcas_safe.c",
                "tcas_unsafe.c",
                "docking_logging_safe.c",
                "defroster_unsafe.c",
                "glibc_preprocessed_safe.i",
                "linux_list_bubble_unsafe.c",
                "string_compare_unsafe.c",
                "sll_to_dll_rev_safe.c",
            }
        ),
        frozenset({"merge_sort_safe.c", "ssh_server_safe.c", "assume_range_safe.c"}),
    ),
    HeldOutSet(
        PROGRAMS / "heldout2",
        # sqrt is exact (z3's fpSqrt, bit-blasted): found at bound 2 in 4 s on a quiet machine,
        # but the proof of the other assertion can spend the 20 s under load (`unknown`)
        # vla_grid: the bug needs a 3x4 grid (loops of 4); bound 2 is still solving at 20 s;
        # permutations: found at bound 24 in 20 s alone, at load 8 the budget ends at 16
        frozenset({"newton_sqrt_unsafe.c", "vla_grid_unsafe.c", "permutations_unsafe.c"}),
        frozenset(
            {
                "sizeof_layout_safe.c",
                "flex_message_safe.c",
                "flex_string_unsafe.c",
                "bsearch_ints_unsafe.c",
                "array_diff_objects_ub.c",
                "bsearch_symbols_safe.c",
                "list_remove_uaf_ub.c",
                "tagged_union_unsafe.c",
            }
        ),
        frozenset(
            {
                "hypot_sqrt_safe.c",
                "csv_strtok_safe.c",
                "number_lexer_fsm_safe.c",
                "ring_buffer_safe.c",
                "memmove_shift_safe.c",
                "calc_dispatch_safe.c",
                "crc8_table_safe.c",
                "counter_invariant_safe.c",
                # holds at 18.7 s on a quiet machine; under load the budget ends first
                "qsort_records_safe.c",
            }
        ),
    ),
)
NOT_FOUND = {name for s in SETS for name in s.not_found}
# A known miss with assertions that hold: only the one gcc fails may never be `holds`
# (permutations' `count == 24` is proved when the machine is quiet enough; line 38 fails)
FAILING_LINE = {"permutations_unsafe.c": 38}


def _kind(path: Path) -> str:
    stem = path.name.split(".")[0]
    return next((k for k in ("unsafe", "safe", "ub") if stem.endswith("_" + k)), "")


def _programs(held: HeldOutSet) -> list[Path]:
    return sorted([*held.directory.glob("*.c"), *held.directory.glob("*.i")], key=lambda p: p.name)


def _params() -> list[object]:
    return [
        pytest.param(
            path,
            held,
            id=f"{held.directory.name}/{path.name}",
            marks=() if path.name in held.fast else pytest.mark.slow,
        )
        for held in SETS
        for path in _programs(held)
    ]


@pytest.mark.parametrize("held", SETS, ids=lambda s: s.directory.name)
def test_the_set_is_held_out_and_balanced(held: HeldOutSet) -> None:
    names = [p.name for p in _programs(held)]
    kinds = [_kind(p) for p in _programs(held)]
    assert len(names) >= 40 and "" not in kinds
    assert abs(kinds.count("safe") - kinds.count("unsafe") - kinds.count("ub")) <= 4
    assert set(names) >= held.fast
    assert {n for n, k in zip(names, kinds, strict=True) if k == "safe"} >= held.not_proved
    assert {n for n, k in zip(names, kinds, strict=True) if k == "unsafe"} >= held.not_found


@pytest.mark.parametrize(("path", "held"), _params())
def test_verdict(path: Path, held: HeldOutSet) -> None:
    # in a child process: a check that spends its whole budget leaves z3 threads behind
    budget = SHORT_BUDGET if path.name in held.short else BUDGET
    result = call_within(lambda: check_program(str(path), None, Settings(timeout=budget)), 40)
    assert result.errors == (), result.errors
    assert result.stats is not None and result.stats.seconds < budget + 2
    verdicts = {a.verdict for a in result.assertions}
    undefined = [f for f in result.findings if f.severity == "error"]
    kind = _kind(path)
    if kind == "safe":
        assert "fails" not in verdicts
        assert not undefined, result.findings
    elif kind == "ub":
        assert undefined, [(a.line, a.verdict, a.reason) for a in result.assertions]
    elif path.name not in held.not_found:
        assert "fails" in verdicts, [(a.line, a.verdict, a.reason) for a in result.assertions]
    else:  # a known miss is never proved: its assertion fails for some run
        line = FAILING_LINE.get(path.name)
        proved = [a for a in result.assertions if a.verdict == "holds"]
        assert not [a for a in proved if line in (None, a.line)], [
            (a.line, a.verdict) for a in result.assertions
        ]
