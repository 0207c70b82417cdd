"""GNU ranges (``case 'a' ... 'z':``, ``[0 ... 4] = v``) expanded in frontend/gnu.py."""

from errlang.frontend.gnu import strip_gnu_extensions


def test_case_range_becomes_one_label_per_value():
    text = strip_gnu_extensions("switch (c) { case '0' ... '2': return 1; case 8 ... 9U: ; }")
    assert "case 48: case 49: case 50:" in text and "case 8: case 9:" in text


def test_designator_range_repeats_its_value():
    text = strip_gnu_extensions("int t[4] = { [0 ... 2] = f(1, 2), [3] = 4 };")
    assert "[0] = f(1, 2), [1] = f(1, 2), [2] = f(1, 2), [3] = 4" in text


def test_ranges_that_are_not_literal_or_backwards_are_left_for_the_parser():
    assert "case A ... B:" in strip_gnu_extensions("case A ... B:")
    assert "[5 ... 1]" in strip_gnu_extensions("int t[9] = { [5 ... 1] = 0 };")
