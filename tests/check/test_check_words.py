"""``check`` in the program's words whichever way it prints: the single-file text and the
report of ``--sarif``/``--html``/several files (project/report.py, project/sarif.py), which
printed inputs as ``fopen@5 = 1`` and assertions as the preprocessor left them (``(f) !=
((void *) 0)`` for ``OPENED(f)``), found running ``check --sarif`` on tests/realc/headers
(``__get_cpuid_max@8 = 0``, ``(ebx & (1 << 5)) == 0`` for ``(ebx & bit_AVX2) == 0``)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.cli.main import main

PROGRAM = """#include <assert.h>
#include <stdio.h>
#define OPENED(f) ((f) != NULL)
int main(void) {
  FILE *f = fopen("data.txt", "r");
  assert(OPENED(f));
  fclose(f);
  return 0;
}
"""


def test_the_report_of_sarif_says_the_run_as_check_does(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    source = tmp_path / "opened.c"
    source.write_text(PROGRAM)
    assert main(["check", str(source), "--timeout", "30"]) == 1
    alone = capsys.readouterr().out
    sarif, html = tmp_path / "out.sarif", tmp_path / "out.html"
    argv = ["check", str(source), "--timeout", "30", "--sarif", str(sarif), "--html", str(html)]
    assert main(argv) == 1
    reported = capsys.readouterr().out
    for text in (alone, reported):
        assert "FAILS (loop bound 1): OPENED(f)" in text, text
        assert "inputs: fopen() at line 5: failed" in text, text
        assert "@" not in text, text
    (result,) = json.loads(sarif.read_text())["runs"][0]["results"]
    assert result["message"]["text"].startswith("assertion `OPENED(f)` fails")
    (flow,) = result["codeFlows"]
    assert flow["message"]["text"] == "inputs: fopen() at line 5: failed"
    page = html.read_text()
    assert "inputs: <code>fopen() at line 5: failed</code>" in page
    assert "OPENED(f)" in page and "void *" not in page


def test_replay_of_a_file_the_front_end_refuses_is_its_error_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """``check --replay`` parsed the file again to replay nothing, and the front end's error
    came out as a traceback (tests/realc/csmith_small.c without csmith.h's directory)."""
    source = tmp_path / "needs_header.c"
    source.write_text('#include "missing.h"\nint main(void) { return 0; }\n')
    assert main(["check", str(source), "--replay", "--timeout", "30"]) == 2
    captured = capsys.readouterr()
    assert "missing.h: No such file or directory" in captured.err
    assert "Traceback" not in captured.out + captured.err
