"""Linking a library's units as C links them (brotli's decoder, docs/realc.md): parameters
compared as C11 6.7.6.3 adjusts them, and one struct seen through two typedef names of one
type is one definition. Each case was a "conflicting types" error before."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.frontend.link import Unit, link_units
from errlang.project.tasks import CheckOptions, check_linked

HERE = Path(__file__).resolve().parent / "link"


def test_adjusted_parameters_and_one_struct_through_two_typedef_names() -> None:
    units = (Unit(HERE / "main.c"), Unit(HERE / "lib.c"))
    data = check_linked(units, CheckOptions(timeout=30))
    assert not data["errors"], data["errors"]
    verdicts = [(a["line"], a["verdict"]) for a in data["assertions"]]
    assert verdicts == [(12, "holds"), (13, "holds"), (14, "holds"), (15, "holds"), (16, "fails")]


BROTLI = Path(__file__).resolve().parent / "brotli"


@pytest.mark.slow
def test_brotlis_decoder_links() -> None:
    """brotli's decoder, 12 units and a harness (~6 s CPU of parsing): 20 "conflicting
    types" errors before (the three cases above, on the real library)."""
    include = (str(BROTLI / "c" / "include"),)
    sources = sorted((BROTLI / "c" / "dec").glob("*.c")) + sorted(
        (BROTLI / "c" / "common").glob("*.c")
    )
    units = [Unit(BROTLI / "decode_harness.c", None, include)]
    units += [Unit(path, None, include) for path in sources]
    program = link_units(units)
    assert "BrotliDecoderDecompress" in program.functions
    assert len(program.assertions) >= 4
