"""Issue 19's fresh programs (tests/learn/programs/fresh: API protocols, malloc'd lists, a state
machine, goto cleanup, a stack machine, written after the learner, in the style of real code)
learned at their oracle bound and compared with the gcc oracle (tests/learn/oracle.py): the
exact automaton's words up to n are exactly the failing runs' words, every counterexample
replays in the gcc-built program, and where no run reaches the bound the picture is the exact
automaton. The other fresh programs (unbounded loops, a recursive parser) are measured in
/work/coord/findings-R.md and docs/benchmarks-learn.md, not here: they take longer."""

from __future__ import annotations

from pathlib import Path

import pytest
from errlang.automata.export import dfa_from_json
from errlang.automata.operations import minimise
from errlang.session import Settings, learn
from oracle import ERROR_LETTER, compare, explore, have_toolchain
from oracle_cases import PROGRAMS, cases

pytestmark = pytest.mark.skipif(not have_toolchain(), reason="needs gcc, nm and addr2line")
FRESH = PROGRAMS / "fresh"
CHEAP = ("file_reader.c", "lock_paths.c", "tcp_handshake.c", "goto_cleanup.c", "dll_sorted.c")


@pytest.mark.parametrize("name", CHEAP)
def test_fresh_program_language_equals_the_oracles(name: str) -> None:
    (case,) = cases(FRESH / name)
    assert case.line is not None
    exploration = explore(
        case.path, letters=case.alphabet, domain=case.domain, domains=dict(case.domains)
    )
    expected = exploration.failing_words(case.line, case.loop_bound)
    assert expected, "each fresh program has a bug"
    settings = Settings(loop_bound=case.loop_bound, alphabet=case.alphabet, timeout=120.0)
    result = learn(str(case.path), line=case.line, settings=settings)
    comparison = compare(result, expected)
    assert comparison.exact, comparison.describe()
    assert result["guarantee"]["unproven"] == []
    assert not result["guarantee"]["bound_reached"]  # their loops are within the bound
    picture = result["picture"]
    assert picture["exact"]
    assert minimise(dfa_from_json(picture)) == minimise(dfa_from_json(result))
    runs = {run.inputs: run for run in exploration.runs}
    for example in result["counterexamples"]:
        inputs = tuple(int(i["value"]) for i in example["inputs"])
        assert inputs in runs, f"{inputs} is no run over the oracle's domains"
        assert (runs[inputs].outcome, runs[inputs].fail_line) == ("fail", case.line)
        assert (*exploration.words[inputs], ERROR_LETTER) == tuple(example["word"])


def test_every_fresh_program_names_its_target() -> None:
    names = sorted(p.name for p in Path(FRESH).glob("*.c"))
    assert len(names) >= 12 and set(CHEAP) <= set(names)
