"""Placing results of an older version on the current text."""

from __future__ import annotations

from pathlib import Path

from errlang_lsp.lines import (
    LineHistory,
    client_index,
    client_units,
    count_breaks,
    engine_column,
    line_end,
    line_of,
    span_to_line_end,
    split_lines,
)
from errlang_lsp.state import CheckRecord, DocumentState, Snapshot

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


def test_lines_end_at_lf_crlf_and_lone_cr_only() -> None:
    assert split_lines("a\nb\r\nc\rd\x0ce\u2028f") == ["a", "b", "c", "d\x0ce\u2028f"]
    assert count_breaks("a\r\n\r\n\rb\n") == 4
    assert line_of("a\rb\nc", 1) == "b" and line_of("a", 3) == ""


def test_engine_byte_columns_become_client_units() -> None:
    line = "  /*𝔘é*/ assert(x);"
    column = len("  /*𝔘é*/ ".encode())  # the engine's (cpp's) 0-based UTF-8 byte column
    assert engine_column(line, column) == 4 + 2 + 1 + 3  # 𝔘 is two UTF-16 units
    assert engine_column(line, column, "utf-32") == len("  /*𝔘é*/ ")
    assert engine_column(line, column, "utf-8") == column
    assert engine_column(line, 5) == 4  # inside 𝔘: its start
    assert engine_column(line, 999) == client_units(line)
    assert span_to_line_end("x\r" + line + "  \n", 1, column) == (10, client_units(line))
    assert span_to_line_end("  𝔘  \n", 0, 99) == (2, 4)  # past the end: the whole text
    assert line_end("é𝔘 \r\n", 0, "utf-8") == 6


def test_a_lone_cr_moves_lines_and_merges_into_crlf() -> None:
    history = LineHistory()
    history.record_range(2, (1, 0), (1, 0), "g();\r", TEXT)
    assert history.map(2, since=1) == 3
    crlf = "a\rb\nc\n"
    history = LineHistory()
    history.record_range(2, (1, 0), (1, 0), "\nX", crlf)  # "a\r\nXb": no new line
    assert history.map(2, since=1) == 2
    history = LineHistory()
    history.record_full(2, "a\rb\rc", "a\rz\rb\rc")
    assert history.map(2, since=1) == 3


def test_client_characters_index_the_line() -> None:
    line = "𝔘é x"
    assert [client_index(line, c) for c in (0, 2, 3, 4, 9)] == [0, 1, 2, 3, 4]
    assert client_index(line, 6, "utf-8") == 2
    history = LineHistory("utf-16")
    history.record_range(2, (0, 4), (0, 4), "\n", "𝔘é x\ny\n")  # Enter after code
    assert history.map(1, since=1) == 2 and history.map(0, since=1) == 0


def test_deleting_between_cr_and_lf_joins_two_lines() -> None:
    history = LineHistory()
    history.record_range(2, (1, 0), (1, 1), "", "a\rX\nb\n")  # "a\r\nb\n"
    assert history.map(2, since=1) == 1
    history = LineHistory()
    history.record_range(2, (0, 1), (0, 1), "\r", "a\nb\n")  # "a\r\nb\n": no new line
    assert history.map(1, since=1) == 1
    history = LineHistory()
    history.record_range(2, (5, 0), (5, 0), "x", "a\n")  # beyond the text: no error
    assert history.map(0, since=1) == 0


def test_a_result_of_the_same_text_keeps_its_lines() -> None:
    """A line deleted and typed again: the history says it was replaced, but a result
    computed on a text equal to the current one is placed as it is (its lines are these)."""
    doc = DocumentState("file:///a.c", Path("/a.c"), None, 1, TEXT)
    doc.check = CheckRecord(Snapshot(1, TEXT), {"assertions": []})
    doc.history.record_range(2, (2, 0), (3, 0), "", TEXT)
    doc.version, doc.text = 2, TEXT.replace("    assert(x);\n", "")
    assert doc.line_now(2, 1) is None
    doc.history.record_range(3, (2, 0), (2, 0), "    assert(x);\n", doc.text)
    doc.version, doc.text = 3, TEXT
    assert doc.history.map(2, since=1) is None  # what the edits alone say
    assert doc.line_now(2, 1) == 2
    assert doc.line_now(3, 1) == 3
