"""Bit-fields wider than int and narrower than their 64-bit type (``unsigned long f : 40``,
``long long s : 35``) against gcc -fsanitize=address,undefined -fwrapv, one program per operator
group (:data:`construct_families.WIDE_FIELD_GROUPS`): gcc computes on such a field in its width
(``f + 1`` wraps at 2^40, ``f << 40`` is reported, ``f == -1`` compares with 2^40 - 1), and
so must errlang's verdicts and findings. Before (engine 66ff05e), these programs gave wrong
``holds``, unreplayable ``fails`` and missed findings in every group but bitwise and store.
"""

from __future__ import annotations

import random
import shutil
from dataclasses import replace
from pathlib import Path

import pytest
from construct_families import WIDE_BITFIELD_PARTS, WIDE_FIELD_GROUPS
from construct_oracle import compare_program
from construct_programs import with_kinds

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")


@pytest.mark.parametrize("group", WIDE_FIELD_GROUPS)
def test_wide_bitfield_arithmetic_agrees_with_gcc(group: str, tmp_path: Path) -> None:
    (make,) = [m for m in WIDE_BITFIELD_PARTS if m.__name__.endswith(group)]
    rng = random.Random(f"wide {group}")
    parts = tuple(replace(make(rng, k, True), construct=group) for k in range(3))
    compared = compare_program(with_kinds(1, True, parts), tmp_path, timeout=60)
    assert not compared.problems, "\n".join(compared.problems)
    assert sum(compared.agreed.values()) >= 3, compared.agreed
