"""errlang against gcc -fsanitize=address,undefined,float-cast-overflow -fwrapv on the tenth
session's construct families (:mod:`construct_library`: code as C libraries write it: a
growable buffer over realloc, a header parsed into bit-fields, integer promotions, an intrusive
list walked through offsetof, flexible array members, a field splitter over strspn/strcspn and
memchr/memrchr, qsort/bsearch over records, a vsnprintf logger and varargs, Duff's device and
a goto-driven scanner, realloc patterns, wrapping loop counters, padded structs compared and
hashed bytewise, register layouts punned through unions). One program per group of families,
one part of each, from a fixed seed; gcc runs every input vector and errlang's verdicts and
findings must agree (:mod:`construct_oracle`). The batch per family: ``construct_oracle.py
--profile library --family NAME`` (docs/trust.md)."""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from construct_library import LIBRARY
from construct_oracle import compare_group

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")

GROUPS = {
    "buffers": ("dynbuf_growth", "flexible_array", "realloc_patterns"),
    "bits": ("header_bitfields", "integer_promotions", "register_unions", "wrapping_counters"),
    "text": ("field_splitter", "varargs_logger", "duff_and_gotos"),
    "records": ("intrusive_list", "record_sort", "padded_structs"),
}
SEEDS = {"buffers": 1, "bits": 1, "text": 1, "records": 1}
SLOW = frozenset({"buffers", "text"})


def test_groups_cover_every_family() -> None:
    names = sorted(name for group in GROUPS.values() for name in group)
    assert names == sorted(maker.__name__.lstrip("_") for maker in LIBRARY)


@pytest.mark.parametrize(
    "group", [pytest.param(g, marks=pytest.mark.slow) if g in SLOW else g for g in sorted(GROUPS)]
)
def test_library_agrees_with_gcc(group: str, tmp_path: Path) -> None:
    compared = compare_group(LIBRARY, GROUPS[group], SEEDS[group], f"library {group}", tmp_path)
    assert not compared.problems, "\n".join(compared.problems)
    assert sum(compared.agreed.values()) >= len(GROUPS[group]), compared.agreed
