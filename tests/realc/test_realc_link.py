"""Linking a library's units as C links them (brotli's decoder, docs/realc.md): parameters
compared as C11 6.7.6.3 adjusts them, and one struct seen through two typedef names of one
type is one definition. Each case was a "conflicting types" error before."""

from __future__ import annotations

from pathlib import Path

from errlang.frontend.link import Unit
from errlang.project.tasks import CheckOptions, check_linked

HERE = Path(__file__).resolve().parent / "link"


def test_adjusted_parameters_and_one_struct_through_two_typedef_names() -> None:
    units = (Unit(HERE / "main.c"), Unit(HERE / "lib.c"))
    data = check_linked(units, CheckOptions(timeout=30))
    assert not data["errors"], data["errors"]
    verdicts = [(a["line"], a["verdict"]) for a in data["assertions"]]
    assert verdicts == [(12, "holds"), (13, "holds"), (14, "holds"), (15, "holds"), (16, "fails")]
