"""The corpus's own expectations, checked with gcc and without errlang's engine.

Every ``// expect: … witness=…`` annotation must make the compiled program fail that very
assertion (through the replay harness): a ``fails`` expectation is then certainly right.
``holds`` expectations are argued in the programs' comments; a few are brute-forced here over
small input domains where the whole domain fits.
"""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from check_corpus_spec import built, check_files, load, regress_files
from errlang.explain.replay import find_compiler

pytestmark = pytest.mark.skipif(find_compiler() is None, reason="no C compiler")


@pytest.mark.parametrize("path", check_files() + regress_files(), ids=lambda p: p.name)
def test_witnesses_fail_their_assertion(path: Path) -> None:
    spec = load(path)
    program, replayer = built(path)  # shared with the counterexamples' replay
    lines = {a.line for a in program.assertions}
    assert set(spec.expectations) == lines, "every assertion line has exactly one expectation"
    witnessed = [e for e in spec.expectations.values() if e.witness is not None]
    fails = [e for e in spec.expectations.values() if e.verdict == "fails"]
    assert all(e.witness is not None for e in fails), "every `fails` needs a witness"
    problems = []
    assert replayer.built, replayer.build_detail
    for expectation in witnessed:
        site = program.assertion_at(expectation.line)
        assert site is not None
        result = replayer.replay(site, list(expectation.witness or ()))
        if not result.reproduced:
            problems.append(f"line {expectation.line}: {result.detail}")
    assert not problems, "\n".join(problems)


# Programs whose inputs range over a small domain: every combination is run, and no assertion
# annotated `holds` may fail (runs longer than the bound cannot occur in these domains).
SMALL_DOMAINS = {
    "switch_fallthrough.c": [range(-3, 260)],
    "narrowing.c": [range(0, 1000)],
    "malloc_list.c": [range(0, 4), range(-3, 4), range(-3, 4), range(-3, 4)],
    "goto_loops.c": [range(-2, 12)],
    "calloc_free.c": [range(1, 4), range(0, 3), range(0, 1)],
    "loops_break_continue.c": [range(0, 4), range(-3, 17)],
    "svcomp_stmt_expr.c": [range(0, 101, 5), range(0, 101, 5)],
}


# the largest domains (1,000, 1,372 and 441 runs of the gcc binary: 14-17 s each in CI) are
# checked by `make test-slow`; the others keep the same check in `make test` (issue 32), and
# so does a coarse grid of each large one (its ends and middle: 9-25 runs)
LARGE_DOMAINS = {"narrowing.c", "malloc_list.c", "svcomp_stmt_expr.c"}
COARSE_DOMAINS = {
    "narrowing.c": [range(0, 1000, 111)],
    "malloc_list.c": [range(0, 4, 3), range(-3, 4, 3), range(-3, 4, 3), range(-3, 4, 6)],
    "svcomp_stmt_expr.c": [range(0, 101, 25), range(0, 101, 25)],
}


@pytest.mark.parametrize(
    ("name", "domain"),
    [
        pytest.param(name, SMALL_DOMAINS[name], marks=pytest.mark.slow, id=name)
        if name in LARGE_DOMAINS
        else pytest.param(name, SMALL_DOMAINS[name], id=name)
        for name in sorted(SMALL_DOMAINS)
    ]
    + [pytest.param(name, COARSE_DOMAINS[name], id=f"{name}-coarse") for name in COARSE_DOMAINS],
)
def test_holds_on_small_domains(name: str, domain: list[range]) -> None:
    path = next(p for p in check_files() if p.name == name)
    spec = load(path)
    program, replayer = built(path)
    holds = {line for line, e in spec.expectations.items() if e.verdict != "fails"}
    for values in itertools.product(*domain):
        result = replayer.replay(0, list(values))
        failed = result.failed_assertion
        if failed is not None and failed >= 0:
            line = program.assertions[failed].line
            assert line not in holds, f"{name}: inputs {values} fail line {line}"
