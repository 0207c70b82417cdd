"""Macro expansions at counterexample steps, rebuilt from the file's own #defines."""

from __future__ import annotations

from errlang.explain.macros import defined_macros, macro_use

SOURCE = """\
#define LINK(a, b) do { (a)->next = (b); \\
                        (a)->next = (a); } while (0)
#define LIMIT 10
#define BUMP(x) (counter += (x))
int counter;
"""


def test_function_like_macro_with_continuation_is_expanded() -> None:
    macros = defined_macros(SOURCE)
    assert set(macros) == {"LINK", "LIMIT", "BUMP"}
    use = macro_use("  LINK(&n1, f(x, y));", macros)
    assert use is not None and use.name == "LINK"
    assert use.expansion == "do { (&n1)->next = (f(x, y)); (&n1)->next = (&n1); } while (0)"


def test_object_like_macro_and_lines_without_a_use() -> None:
    macros = defined_macros(SOURCE)
    use = macro_use("  if (n > LIMIT) BUMP(2);", macros)
    assert use is not None and (use.name, use.expansion) == ("LIMIT", "10")
    assert macro_use("  counter = BUMP;", {"BUMP": macros["BUMP"]}) is None  # not a call
    assert macro_use("#define X LIMIT", macros) is None
    assert macro_use("  return 0;", macros) is None
