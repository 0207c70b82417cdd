"""The assertion shown as written keeps the white space inside its string and character
literals (tenth session, K): ``strcmp(buf, "   2|ab")`` was shown as ``strcmp(buf, " 2|ab")``,
not the string the program compares."""

from __future__ import annotations

from errlang.explain.conditions import source_condition, squeezed, written_text


def test_white_space_inside_literals_is_kept() -> None:
    assert squeezed('n != 7 ||  strcmp(buf, "   2|ab") != 0') == (
        'n != 7 || strcmp(buf, "   2|ab") != 0'
    )
    assert squeezed("c == '  ' ||\n   x") == "c == '  ' || x"
    assert squeezed('s == "a\\"  b"   && t') == 's == "a\\"  b" && t'  # an escaped quote
    assert squeezed("  a  +\tb  ") == "a + b"


def test_the_written_condition_keeps_its_literal() -> None:
    text = 'int main(void) {\n  assert(n != 7 ||   strcmp(buf, "   2|ab") != 0);\n}\n'
    column = text.splitlines()[1].index("assert") + 1
    wanted = 'n != 7 || strcmp(buf, "   2|ab") != 0'
    assert source_condition(text, 2, column) == wanted
    assert written_text("engine's text", text, 2, column) == wanted
