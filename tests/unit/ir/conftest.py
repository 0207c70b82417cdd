"""Lower small C programs with the front end and the IR alone (no encoder)."""

import textwrap
from collections.abc import Callable
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir.program import IRProgram, build_ir


@pytest.fixture
def lower_c(tmp_path: Path) -> Callable[[str], IRProgram]:
    """``lower_c(source)``: the IR of ``source`` (dedented), as errlang would analyse it."""

    def lower(source: str) -> IRProgram:
        path = tmp_path / "prog.c"
        path.write_text(textwrap.dedent(source).lstrip("\n"))
        return build_ir(parse_file(str(path)))

    return lower
