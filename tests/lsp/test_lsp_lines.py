"""Placing results of an older version on the current text."""

from __future__ import annotations

from errlang_lsp.lines import LineHistory

TEXT = "int main(void) {\n    f();\n    assert(x);\n}\n"


def test_insert_line_above_moves_target_down() -> None:
    history = LineHistory()
    history.record_range(2, (1, 0), (1, 0), "    g();\n", TEXT)
    assert history.map(2, since=1) == 3
    assert history.map(0, since=1) == 0
    assert history.map(2, since=2) == 2  # results of version 2 need no move


def test_typing_on_the_line_keeps_it() -> None:
    history = LineHistory()
    history.record_range(2, (2, 14), (2, 14), " && y", TEXT)
    assert history.map(2, since=1) == 2


def test_enter_in_indentation_moves_the_line() -> None:
    history = LineHistory()
    history.record_range(2, (2, 4), (2, 4), "\n    ", TEXT)
    assert history.map(2, since=1) == 3


def test_enter_after_code_keeps_the_line() -> None:
    history = LineHistory()
    history.record_range(2, (2, 14), (2, 14), "\n", TEXT)
    assert history.map(2, since=1) == 2


def test_deleted_lines_vanish_and_later_lines_move_up() -> None:
    history = LineHistory()
    history.record_range(2, (1, 0), (2, 0), "", TEXT)  # delete line 1
    assert history.map(1, since=1) is None
    assert history.map(2, since=1) == 1
    assert history.map(3, since=1) == 2


def test_edits_compose_and_until_stops_early() -> None:
    history = LineHistory()
    history.record_range(2, (0, 0), (0, 0), "// a\n", TEXT)
    history.record_range(3, (0, 0), (0, 0), "// b\n", None)
    assert history.map(2, since=1) == 4
    assert history.map(2, since=1, until=2) == 3
    history.forget_before(2)
    assert history.map(3, since=2) == 4


def test_full_text_change_is_diffed() -> None:
    history = LineHistory()
    new = "#include <assert.h>\n" + TEXT.replace("    f();\n", "")
    history.record_full(2, TEXT, new)
    assert history.map(2, since=1) == 2  # assert: +1 include, -1 f()
    assert history.map(1, since=1) is None
