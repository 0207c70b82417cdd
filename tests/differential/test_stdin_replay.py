"""Counterexamples of programs that read stdin replay (issue 29's gap): the bytes the run read
are shown as one text (``stdin: "9\\n"``, CLI text, JSON, SARIF) and given to the compiled
program as its standard input, where glibc's own fgets/scanf/getchar/fread read them.

Before: the inputs read ``fgetc() = 57`` one by one, the replay ran glibc's fgets on an empty
stdin ('not-reproduced: the program ended without failing'), and the model let a read resume
after a read error (no file can give that). The programs are in the style of small
command-line tools (tests/differential/stdin_programs)."""

from __future__ import annotations

import json
import shutil
from pathlib import Path
from typing import Any

import pytest
from errlang.cli.main import main
from errlang.explain.stdin import NOT_READ, c_literal, scanf_text, source_formats, stdin_text
from errlang.teacher.runs import InputValue

PROGRAMS = Path(__file__).parent / "stdin_programs"
needs_gcc = pytest.mark.skipif(shutil.which("gcc") is None, reason="the replay needs gcc")


def _check(name: str, capsys: pytest.CaptureFixture[str], *extra: str) -> dict[str, Any]:
    main(["check", str(PROGRAMS / name), "--json", "--replay", "--timeout", "60", *extra])
    return json.loads(capsys.readouterr().out)


@needs_gcc
@pytest.mark.parametrize(
    ("name", "bound"),
    [
        ("sum_lines.c", "2"),  # fgets + sscanf, the docking-demo style
        ("scanf_sum.c", "2"),  # a scanf("%d") loop
        ("pairs.c", "1"),  # scanf("%d=%d")
        ("getchar_numbers.c", "3"),  # a getchar tokenizer with ungetc
        ("rle.c", "3"),  # fread of 2-byte records
    ],
)
def test_a_stdin_counterexample_replays_with_its_bytes_as_stdin(
    name: str, bound: str, capsys: pytest.CaptureFixture[str]
) -> None:
    data = _check(name, capsys, "--loop-bound", bound)
    [verdict] = data["assertions"]
    assert verdict["verdict"] == "fails"
    stdin = verdict["counterexample"]["stdin"]
    assert stdin["problem"] is None and stdin["text"], stdin
    # a finding's replay too where the program overflows (scanf_sum.c's sum += x: the
    # sanitizers confirm it, fed the same way)
    assert {r["status"] for r in data["replays"]} == {"reproduced"}, data["replays"]
    assert data["replays"][0]["subject"] == "assertion"
    assert all(f["reason"] == "signed overflow" for f in data["findings"]), data["findings"]
    assert f"(stdin: {stdin['literal']})" in data["replays"][0]["detail"]


@needs_gcc
def test_a_finding_through_fgets_replays_under_the_sanitizers(
    capsys: pytest.CaptureFixture[str],
) -> None:
    data = _check("line_counts.c", capsys, "--loop-bound", "3")
    [finding] = data["findings"]
    assert finding["reason"] == "out-of-bounds access" and finding["line"] == 13
    assert finding["run"]["stdin"]["problem"] is None
    assert [r["status"] for r in data["replays"]] == ["reproduced"], data["replays"]


def test_the_text_shows_stdin_not_one_input_per_byte(
    capsys: pytest.CaptureFixture[str],
) -> None:
    main(["check", str(PROGRAMS / "sum_lines.c"), "--loop-bound", "2", "--timeout", "60"])
    out = capsys.readouterr().out
    assert 'inputs: stdin: "' in out and "fgetc()" not in out, out


def test_a_files_end_stays_the_end(capsys: pytest.CaptureFixture[str]) -> None:
    """A read after the end (or after a read error) reads nothing, as from a file: glibc's
    end-of-file is sticky; the model let a read error be followed by more bytes."""
    main(["check", str(PROGRAMS / "after_end.c"), "--json", "--timeout", "60"])
    [verdict] = json.loads(capsys.readouterr().out)["assertions"]
    assert verdict["verdict"] == "holds" and verdict["complete"]


def _byte(value: int, function: str = "fgetc") -> InputValue:
    return InputValue(function, 0, value)


def test_stdin_text_skips_reads_of_no_byte_and_stops_at_the_end() -> None:
    inputs = [_byte(57), _byte(NOT_READ), _byte(10), _byte(-1), _byte(NOT_READ)]
    read = stdin_text([InputValue("__VERIFIER_nondet_int", 3, 5), *inputs])
    assert read is not None and (read.data, read.ended, read.problem) == (b"9\n", True, None)
    late = stdin_text([_byte(-1), _byte(65)])
    assert late is not None and late.problem == "the run reads bytes after the end of its input"
    assert stdin_text([InputValue("__VERIFIER_nondet_int", 3, 5)]) is None


def test_scanf_text_is_what_glibc_parses_back() -> None:
    values = [InputValue("scanf:1", 4, -3), InputValue("scanf:2", 4, 255)]
    assert scanf_text("%d=%x", 2, values) == (b"-3=ff\n", None)
    assert scanf_text("%d %d", 1, values) == (b"-3 x", None)  # the second conversion fails
    assert scanf_text("%d", -1, values) == (b"", None)  # EOF: the input ended
    assert scanf_text("%c", 1, [InputValue("scanf:1", 4, 65)]) == (b"A", None)
    wide = scanf_text("%2d", 1, [InputValue("scanf:1", 4, 123)])
    assert wide[1] is not None and "wider" in wide[1]
    scanf = [InputValue("scanf", 4, 1), InputValue("scanf:1", 4, 12)]
    assert stdin_text(scanf, {}) is not None
    assert stdin_text(scanf, {}).problem == "the format of scanf at line 4 is unknown"  # type: ignore[union-attr]


def test_source_formats_read_literals_as_gcc_does() -> None:
    """A format's escapes and non-ASCII characters as gcc's bytes; an escape Python's
    ``unicode_escape`` refuses (a ``\\x`` with no digit) no longer crashes the explanation."""
    lines = ['  scanf("%d\\x", &n);', '  scanf("caf\u00e9=%d\\n", &n);']
    formats = source_formats(lines)
    assert formats[1] == "%dx"
    assert formats[2].encode("latin-1") == "café=%d\n".encode()  # é is two bytes, as in gcc
    value = [InputValue("scanf:1", 4, 7)]
    assert scanf_text(formats[2], 1, value)[0] == "café=7 ".encode()  # white space: any


def test_c_literal_reads_back_as_the_same_bytes() -> None:
    assert c_literal(b"9\n") == '"9\\n"'
    assert c_literal(b"\x000") == '"\\0000"'  # NUL then '0', not the octal escape \00
    assert c_literal(b"\x0b9") == '"\\0139"'  # not \x0b9, one hex escape


def test_the_explanation_shows_stdin_as_text(capsys: pytest.CaptureFixture[str]) -> None:
    path = str(PROGRAMS / "scanf_sum.c")
    main(["explain", path, "--line", "10", "--timeout", "60", "--json"])
    examples = json.loads(capsys.readouterr().out)["counterexamples"]
    assert examples and all(e["stdin"]["problem"] is None for e in examples), examples


def test_a_program_that_opens_files_shows_its_reads_one_by_one(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Its reads are not stdin's: no `stdin:` text; a read of no byte (the pushed-back
    character read again) is not listed."""
    source = tmp_path / "files.c"
    source.write_text(
        "#include <stdio.h>\n#include <assert.h>\nint main(void) {\n"
        '  FILE *f = fopen("in.txt", "r");\n  if (!f) return 0;\n'
        "  int a = fgetc(f);\n  ungetc(a, f);\n  int b = fgetc(f);\n"
        "  assert(!(a == 'x' && b == 'x'));\n  return 0;\n}\n"
    )
    main(["check", str(source), "--loop-bound", "1", "--timeout", "60"])
    out = capsys.readouterr().out
    # fopen's success is a value its model draws: said by its meaning (the input: 0)
    assert "inputs: fopen() at line 4: opened, fgetc() at line 6 = 120\n" in out, out
