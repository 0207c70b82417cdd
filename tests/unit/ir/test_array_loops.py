"""Which loops errlang.ir.array_loops summarises (issue 23): the exact shape, nothing else."""

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
int g[1000];
"""


def _summaries(tmp_path: Path, body: str) -> list[n.ArrayLoop]:
    path = tmp_path / "prog.c"
    path.write_text(textwrap.dedent(_HEAD) + "int main(void) {\n" + textwrap.dedent(body) + "}\n")
    ir = build_ir(parse_file(str(path)), summarise_loops=True)
    return [i for i in ir.functions["main"].body if isinstance(i, n.ArrayLoop)]


SUMMARISED = {
    "nondet fill": "int a[500]; for (int i = 0; i < 500; i++) a[i] = __VERIFIER_nondet_int();",
    "two arrays, one loop": (
        "int a[500], b[500]; int i;"
        "for (i = 0; i < 500; i++) { a[i] = __VERIFIER_nondet_int(); b[i] = a[i] + 1; }"
    ),
    "index expression, global": "for (int i = 0; i < 1000; i++) g[i] = 2 * i + 1;",
    "<= and ++i": "for (int i = 10; i <= 999; ++i) g[i] = 0;",
    "guarded store": "for (int i = 0; i < 1000; i++) { if (i != 7) g[i] = 1; else g[i] = 2; }",
    "division by a constant": "for (int i = 0; i < 1000; i++) g[i] = i / 3 + i % 5;",
    "shifted and reversed indices": (
        "int b[1000]; for (int i = 0; i < 999; i++) b[999 - i] = g[i + 1] - g[998 - i];"
    ),
    "members of an array of structs": (
        "struct { int x; short y; int z; } s[100];"
        "for (int i = 0; i < 100; i++) { s[i].x = i; s[i].z = s[i].x + 1; }"
    ),
    "assertion last": "for (int i = 0; i < 1000; i++) __VERIFIER_assert(g[i] >= 0);",
    "while with its init before": "int i = 0; while (i < 1000) { g[i] = i; i++; }",
}


@pytest.mark.parametrize("body", SUMMARISED.values(), ids=SUMMARISED.keys())
def test_summarised(tmp_path, body):
    (summary,) = _summaries(tmp_path, body)
    assert summary.end - summary.first >= 64


NOT_SUMMARISED = {
    "too few iterations": "for (int i = 0; i < 10; i++) g[i] = 1;",
    "beyond the array": "int a[500]; for (int i = 0; i < 501; i++) a[i] = 1;",
    "negative start": "for (int i = -1; i < 999; i++) g[i + 1] = 1;",
    "scaled index": "for (int i = 0; i < 500; i++) g[2 * i] = 1;",
    "two forms of a written array, two stores (an in-place reversal alone is summarised)": (
        "int b[1000]; for (int i = 0; i < 1000; i++) { g[i] = g[999 - i]; b[i] = 0; }"
    ),
    "shift beyond the array": "for (int i = 0; i < 1000; i++) g[i] = g[i + 1];",
    "reads another element": "for (int i = 1; i < 1000; i++) g[i] = g[i - 1];",
    "writes a scalar": "int s = 0; for (int i = 0; i < 1000; i++) s += g[i];",
    "break": "for (int i = 0; i < 1000; i++) { if (g[i]) break; g[i] = 1; }",
    "division by a variable": (
        "int d = __VERIFIER_nondet_int(); for (int i = 0; i < 1000; i++) g[i] = i / d;"
    ),
    "two assertions": (
        "for (int i = 0; i < 1000; i++) {"
        " __VERIFIER_assert(g[i] >= 0); __VERIFIER_assert(g[i] < 9); }"
    ),
    "assertion before a store": (
        "for (int i = 0; i < 1000; i++) { __VERIFIER_assert(g[i] >= 0); g[i] = 1; }"
    ),
    "index written in the body": "for (int i = 0; i < 1000; i++) { g[i] = 1; i = i + 1; }",
    "non-constant bound": "int n = __VERIFIER_nondet_int(); for (int i = 0; i < n; i++) g[0] = 1;",
    "a call": "for (int i = 0; i < 1000; i++) g[i] = main();",
    "a bit-field member": (
        "struct { int x : 3; int y; } s[100]; for (int i = 0; i < 100; i++) s[i].x = 1;"
    ),
    "small array": "char c[100]; for (int i = 0; i < 100; i++) c[i] = 1;",
}


@pytest.mark.parametrize("body", NOT_SUMMARISED.values(), ids=NOT_SUMMARISED.keys())
def test_not_summarised(tmp_path, body):
    assert _summaries(tmp_path, body) == []


def test_learning_ir_keeps_its_loops(tmp_path):
    path = tmp_path / "prog.c"
    path.write_text(_HEAD + "int main(void) { for (int i = 0; i < 1000; i++) g[i] = 1; }\n")
    ir = build_ir(parse_file(str(path)))
    assert not any(isinstance(i, n.ArrayLoop) for i in ir.functions["main"].body)
    assert ir.loop_trips == {}
    assert build_ir(parse_file(str(path)), summarise_loops=True).loop_trips == {1: 1000}
