"""One active call of the symbolic executor (:mod:`errlang.encoder.symex`), in its own module so
that the instruction handlers and the loop summaries can name it without importing the
executor."""

from __future__ import annotations

from dataclasses import dataclass

from errlang.encoder.expressions import Scope
from errlang.encoder.names import FunctionNames
from errlang.ir import nodes as n


@dataclass(frozen=True)
class Frame:
    """One active call: the function, where its variables live, and how to name them."""

    function: n.Function
    scope: Scope
    names: FunctionNames
