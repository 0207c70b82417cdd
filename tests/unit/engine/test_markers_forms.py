"""Markers on or above every assertion form ``check`` accepts (issue 21, item 4)."""

from __future__ import annotations

import pytest
from errlang.frontend.conventions import ASSERT_FUNCTIONS, ERROR_FUNCTIONS
from errlang.session.markers import markers


@pytest.mark.parametrize("name", sorted(ASSERT_FUNCTIONS))
def test_a_marker_above_each_assertion_call(name: str) -> None:
    text = f"int main(void) {{\n  // errlang: learn loop-bound=2\n  {name}(1 > 0);\n}}\n"
    (found,) = markers(text)
    assert (found.line, found.kind, found.error) == (3, "assertion", None)
    assert found.options == {"loop_bound": 2}


@pytest.mark.parametrize("name", sorted(ERROR_FUNCTIONS))
def test_a_marker_above_an_error_call(name: str) -> None:
    text = f"void f(int x) {{\n  // errlang: learn\n  if (x) {name}();\n}}\n"
    (found,) = markers(text)
    assert (found.line, found.kind, found.error) == (3, "assertion", None)


def test_a_marker_on_the_assertion_line_and_not_on_lookalikes() -> None:
    (same_line,) = markers("  _Learn_assert(x > 0); // errlang: learn\n")
    assert (same_line.line, same_line.error) == (1, None)
    (lookalike,) = markers("// errlang: learn\nmy_assert(x);\n")  # not an assertion check takes
    assert lookalike.error == "the marker is not on or above an assertion or a function"
