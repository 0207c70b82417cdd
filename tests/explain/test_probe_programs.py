"""Fourteen small failing programs (structs, strings, lists, loops, nested calls, globals,
argv, heap fields, uninitialised reads, recursion, a matrix, a pointer to a pointer, a local
buffer) read through `errlang check` as a C engineer reads them: every value named as C names
it, no internal names, and the line that decides the failure."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from errlang.cli.main import main

PROBES = Path(__file__).parent / "programs" / "probe"
INTERNAL = [
    re.compile(r"&object \d"),  # an encoder object number
    re.compile(r"__errlang_"),  # the harness's own arrays
    re.compile(r"\w@\d+ ="),  # an input named by call site
    re.compile(r"\$t\d"),  # a lowering temporary
    re.compile(r"\b[A-Za-z_]\w*#\d"),  # a renamed (scoped) variable
]

# program -> what its text must say (the deciding step, where values are named by C names)
EXPECTED = {
    "argv_count.c": [
        'inputs: argc = 2, argv[0] = "", argv[1] = "xx"',
        "s = &argv[1][1]",
        "decided at line 6 in count_x: tests *s = 'x'; so line 6 writes n = 2",
    ],
    "argv_parse.c": [
        'argv[1] = "42"',
        "decided at line 4 in parse: tests *s = '2'; so line 5 writes v = 42",
    ],
    "global.c": [
        "inputs: step(ev) = 1, step(ev) = 0, step(ev) = 2",
        "decided at line 8 in step: tests ev = 2; so line 8 writes state = 2",
    ],
    "heapfield.c": [
        "in = &node->nested",
        "in->prev = &node->nested",
        # not `if (!it) abort();`: malloc never returns NULL, that branch decides nothing
        "decided at line 8 in make: writes it->key = 4",
    ],
    "list.c": [
        "inputs: push(v) = 2, push(v) = 8",
        "n->next = (heap object from line 7)",
        "decided at line 18 in main: tests p = (heap object from line 7, #2) the first time; "
        "so line 18 writes sum = 10",
    ],
    "local_buffer.c": [
        "inputs: buf[0] = 'a', buf[1] = 'a', buf[2] = 'a'",  # `buf[i]` by the value of i
        "buf[i] = __VERIFIER_nondet_char();   buf[1] = 'a'",
        "decided at line 9 in main: tests buf[2] = 'a', i = 2; so line 9 writes vowels = 3",
    ],
    "loop.c": ["fails with: total = 6"],
    "nested.c": [
        "inputs: in = 51",
        "decided at line 5 in clamp: tests v = 102, hi = 100; so line 11 writes r = 101",
    ],
    "ptr.c": ["fails with: p.first = &xs[3], p.second = &xs[3]"],
    "matrix.c": [
        "p = &m[1][0]",
        "decided at line 6 in main: tests r = 1, c = 2; so line 7 writes m[1][2] = 7",
    ],
    "pointer_to_pointer.c": [
        "fails with: list->v = 3, *tail = NULL",
        "tail = &list->next",
        "decided at line 8 in insert: writes n->next = NULL",
    ],
    # a recursive call's frames are not told apart: decided where main calls it
    "recursion.c": ["decided at line 9 in main: tests n = 4; so line 10 writes f = 24"],
    "struct.c": [
        "inputs: k = 0, x = 5",
        "decided at line 7 in deposit: tests amount = 5; so line 8 writes a->balance = 5",
    ],
    "uninit.c": [
        "fails with: flag = 0 (uninitialised)",
        "decided at line 6 in main: tests v = 0; so flag is never written",
    ],
}


def test_every_probe_is_listed() -> None:
    assert sorted(p.name for p in PROBES.glob("*.c")) == sorted(EXPECTED)


@pytest.mark.parametrize("name", sorted(EXPECTED))
def test_check_reads_as_c(name: str, capsys: pytest.CaptureFixture[str]) -> None:
    # `errlang check` through main in this process (its analysis in a forked child as always;
    # no Python start-up per program, issue 32)
    code = main(["check", str(PROBES / name), "--timeout", "30"])
    captured = capsys.readouterr()
    text = captured.out
    assert code == 1 and "FAILS" in text, text + captured.err
    for pattern in INTERNAL:
        assert not pattern.search(text), (pattern.pattern, text)
    for expected in EXPECTED[name]:
        assert expected in text, (expected, text)
    # a deciding step never names a write of another value than the one the assertion reads
    assert "writes total = 0" not in text
    # steps in source order within each call: every step's line is a line of the file
    lines = len((PROBES / name).read_text().splitlines())
    for found in re.finditer(r"^ {3}[ ◆] +(\d+) ", text, re.M):
        assert 0 < int(found[1]) <= lines


EXPLAINED = {
    "nested.c": (12, "decided in the code: line 5 in clamp: tests v = 102, hi = 100"),
    "uninit.c": (8, "decided in the code: line 6 in main: tests v = 0; so flag is never written"),
    "pointer_to_pointer.c": (15, "tail = &list->next"),
    "argv_parse.c": (13, "← parse [s = argv[1]]"),
}


@pytest.mark.parametrize("name", sorted(EXPLAINED))
def test_explain_reads_as_c(
    name: str, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setenv("ERRLANG_CACHE_DIR", str(tmp_path))
    line, expected = EXPLAINED[name]
    code = main(["explain", str(PROBES / name), "--line", str(line), "--timeout", "60"])
    text = capsys.readouterr().out
    assert code == 1 and expected in text, text
    for pattern in INTERNAL:
        assert not pattern.search(text), (pattern.pattern, text)
