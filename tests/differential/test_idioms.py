"""errlang against gcc -fsanitize=address,undefined,float-cast-overflow -fwrapv on the seventh
session's construct families (:mod:`construct_idioms`: type punning, byte views, memory and
string functions on buffers the inputs change, arrays of structs, char signedness, shifts by
input counts, division of the minimum, unsigned short products, size_t comparisons, enum
switches, goto into loops, compound literals, static locals, recursion, abs of the minimum,
floating conversions at their boundaries, NaN, _Bool, mixed-sign ?:).

One program per group of families, one part of each, drawn from a fixed seed; gcc runs every
input vector (:mod:`construct_oracle`) and errlang's verdicts and findings must agree. The
batch per family: ``construct_oracle.py --profile idioms --family NAME`` (docs/trust.md).
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from construct_idioms import IDIOMS
from construct_oracle import compare_group

pytestmark = pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")

# four families a program; seeds whose drawn forms errlang decides in a few CPU seconds (the
# 64-bit divisions and most floating forms take longer: they run in the batch, not here)
GROUPS = {
    "memory": ("byte_views", "memory_ops", "struct_arrays", "string_functions"),
    "integers": ("char_signedness", "variable_shifts", "short_products", "size_compare"),
    "control": ("enum_switch", "goto_loops", "static_locals", "recursion"),
    "values": ("compound_literals", "absolute_values", "bool_arithmetic", "mixed_ternary"),
    "floating": ("float_punning", "division", "float_to_int", "nan_compare"),
}
SEEDS = {"memory": 1, "integers": 1, "control": 1, "values": 1, "floating": 3}


def test_groups_cover_every_family() -> None:
    names = sorted(name for group in GROUPS.values() for name in group)
    assert names == sorted(maker.__name__.lstrip("_") for maker in IDIOMS)


@pytest.mark.parametrize("group", sorted(GROUPS))
def test_idioms_agree_with_gcc(group: str, tmp_path: Path) -> None:
    compared = compare_group(IDIOMS, GROUPS[group], SEEDS[group], f"idioms {group}", tmp_path)
    assert not compared.problems, "\n".join(compared.problems)
    assert sum(compared.agreed.values()) >= 4, compared.agreed
