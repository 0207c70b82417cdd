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


def test_a_confirmed_picture_does_not_stop_the_driver_below_a_counted_loops_trips() -> None:
    """stack_vm's loop runs four times (`for (pc = 0; pc < 4; pc++)`): the picture of bound 2
    is confirmed at 3, but stopping there drew `op_add* op_dup check_sp err`, five and more
    `op_add` included, which no run produces. The driver goes on to bound 4, where the loop is
    unrolled completely and the exact automaton is the oracle's language."""
    (case,) = cases(FRESH / "stack_vm.c")
    assert case.line is not None
    result = learn(str(case.path), line=case.line, settings=Settings(timeout=120.0))
    assert result["bounds"]["bounds_tried"] == [1, 2, 3, 4]
    assert "no run reaches loop bound 4" in result["bounds"]["stopped"]
    assert result["picture"]["exact"]
    exploration = explore(
        case.path, letters=case.alphabet, domain=case.domain, domains=dict(case.domains)
    )
    comparison = compare(result, exploration.failing_words(case.line, case.loop_bound))
    assert comparison.exact, comparison.describe()
