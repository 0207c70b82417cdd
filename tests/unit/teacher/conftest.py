"""What the solver tests share: an encoding made of a formula alone."""

from __future__ import annotations

from collections.abc import Callable
from types import SimpleNamespace
from typing import cast

import pytest
import z3
from errlang.encoder.encoding import Encoding


@pytest.fixture
def encoding_of() -> Callable[[list[z3.BoolRef]], Encoding]:
    """An encoding whose constraints are the given formula (no runs, no cuts, no arrays)."""

    def made(constraints: list[z3.BoolRef]) -> Encoding:
        return cast(
            Encoding,
            SimpleNamespace(constraints=constraints, terminations=[], cuts=[], warnings=[],
                            array_loops=0, floating=False),
        )  # fmt: skip

    return made
