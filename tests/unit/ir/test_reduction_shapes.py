"""Which registers a summarised array loop reduces (errlang.ir.reductions, issue 23): a
minimum, a maximum, a flag, the last value — and the loops left to unwind."""

from __future__ import annotations

import textwrap
from pathlib import Path

import pytest
from errlang.frontend import parse_file
from errlang.ir import nodes as n
from errlang.ir.program import build_ir

_HEAD = """
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_assert(int);
int g[1000]; char p[1000], q[1000]; unsigned u[1000];
"""


def _reductions(tmp_path: Path, body: str) -> list[str] | None:
    """The kinds of the loop's reductions; None when the loop is not summarised."""
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + "int main(void) {\n" + textwrap.dedent(body) + "}\n")
    ir = build_ir(parse_file(str(path)), summarise_loops=True)
    loops = [i for i in ir.functions["main"].body if isinstance(i, n.ArrayLoop)]
    return [r.kind for r in loops[0].reductions] if loops else None


REDUCED = {
    "minimum": ("int m = 0; for (int i = 0; i < 1000; i++) { if (g[i] < m) m = g[i]; }", ["min"]),
    "minimum, mirrored, <=": (
        "int m = 0; for (int i = 0; i < 1000; i++) { if (m >= g[i]) m = g[i]; }",
        ["min"],
    ),
    "maximum of unsigned": (
        "unsigned m = 0; for (int i = 1; i < 1000; i++) { if (u[i] > m) m = u[i]; }",
        ["max"],
    ),
    "maximum of char (compared as int)": (
        "char m = 0; for (int i = 0; i < 1000; i++) { if (m < p[i]) m = p[i]; }",
        ["max"],
    ),
    "flag": ("int r = 1; for (int i = 0; i < 1000; i++) { if (p[i] != q[i]) r = 0; }", ["flag"]),
    "flag in the else branch": (
        "int r = 1; for (int i = 0; i < 1000; i++) { if (p[i] == q[i]) ; else r = 0; }",
        ["flag"],
    ),
    "last value and a store": (
        "int l = 0; for (int i = 0; i < 1000; i++) { g[i] = i; l = g[i] + 1; }",
        ["last"],
    ),
    "two reductions": (
        "int lo = 0, hi = 0; for (int i = 0; i < 1000; i++) {"
        " if (g[i] < lo) lo = g[i]; if (g[i] > hi) hi = g[i]; }",
        ["min", "max"],
    ),
    "search": ("int i = 0; while (i < 1000 && g[i] != 5) i++;", ["find"]),
    "search by a break": ("int i; for (i = 0; i < 1000; i++) { if (p[i] == 0) break; }", ["find"]),
}

REFUSED = {
    "a sum": "int s = 0; for (int i = 0; i < 1000; i++) s += g[i];",
    "a count": "int c = 0; for (int i = 0; i < 1000; i++) { if (g[i] > 0) c++; }",
    "the index of the minimum": (
        "int m = 0, w = 0; for (int i = 0; i < 1000; i++) { if (g[i] < m) { m = g[i]; w = i; } }"
    ),
    "a reduced register read by a store": (
        "int m = 0; for (int i = 0; i < 1000; i++) { if (g[i] < m) m = g[i]; u[i] = m; }"
    ),
    "a minimum of another value": (
        "int m = 0; for (int i = 0; i < 1000; i++) { if (g[i] < m) m = g[i] + 1; }"
    ),
    "a flag set to the index": (
        "int w = -1; for (int i = 0; i < 1000; i++) { if (g[i] == 5) w = i; }"
    ),
    "a search doing more than breaking": (
        "int i, f = 0; for (i = 0; i < 1000; i++) { if (p[i] == 0) { f = 1; break; } }"
    ),
    "a search past the array": "int i = 0; while (i < 2000 && g[i] != 5) i++;",
    "a signed char compared as unsigned": (
        "char m = 0; for (int i = 0; i < 1000; i++) { if ((unsigned)p[i] < (unsigned)m) m = p[i]; }"
    ),
}


@pytest.mark.parametrize("case", REDUCED.values(), ids=REDUCED.keys())
def test_reduced(tmp_path: Path, case: tuple[str, list[str]]) -> None:
    body, kinds = case
    assert _reductions(tmp_path, body) == kinds


@pytest.mark.parametrize("body", REFUSED.values(), ids=REFUSED.keys())
def test_refused(tmp_path: Path, body: str) -> None:
    assert _reductions(tmp_path, body) is None


def _reads_back(tmp_path: Path, body: str) -> list[bool] | None:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + "int main(void) {\n" + textwrap.dedent(body) + "}\n")
    ir = build_ir(parse_file(str(path)), summarise_loops=True)
    loops = [i for i in ir.functions["main"].body if isinstance(i, n.ArrayLoop)]
    return [s.reads_back for s in loops[0].stores] if loops else None


def test_an_in_place_reversal_reads_back(tmp_path: Path) -> None:
    assert _reads_back(tmp_path, "for (int i = 0; i < 1000; i++) g[i] = g[999 - i];") == [True]
    assert _reads_back(tmp_path, "for (int i = 0; i < 1000; i++) g[999 - i] = -g[i];") == [True]
    # a second store, an assertion, a shifted read: left to unwind
    two = "for (int i = 0; i < 1000; i++) { g[i] = g[999 - i]; u[i] = 1; }"
    asserted = "for (int i = 0; i < 1000; i++) { g[i] = g[999 - i]; __VERIFIER_assert(g[i]); }"
    shifted = "for (int i = 0; i < 999; i++) g[i] = g[i + 1];"
    for body in (two, asserted, shifted):
        assert _reads_back(tmp_path, body) is None
