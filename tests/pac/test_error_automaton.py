"""The error automaton B (Chen et al., Sec. 7, 9.2) and the test L(C) ∩ L(B) = ∅."""

from __future__ import annotations

import math
from pathlib import Path

import pytest
from errlang.automata.dfa import DFA
from errlang.pac.error_automaton import ErrorAutomaton
from errlang.pac.membership import PathOracle
from errlang.pac.oracle import FailureFound, PacTeacher, batches_for
from errlang.pac.sampler import ConcolicSampler, ExplorerSettings
from pac_helpers import program_from

TWO_CALLS = """
extern int __VERIFIER_nondet_int(void);
extern void __VERIFIER_error(void);
int f(int v) { if (v > 0) return 1; return 0; }
int main() {
  int x = __VERIFIER_nondet_int();
  f(x);
  if (x > 5) {
    f(x);
    __VERIFIER_error();
  }
  return 0;
}
"""


def _universal(alphabet: tuple[str, ...]) -> DFA:
    return DFA(alphabet, (0,), 0, {0}, {(0, a): 0 for a in alphabet})


def _words(alphabet: tuple[str, ...], words: list[tuple[str, ...]]) -> DFA:
    """A DFA accepting exactly ``words`` (a trie)."""
    table: dict[tuple[int, str], int] = {}
    accepting = set()
    count = 1
    for word in words:
        state = 0
        for letter in word:
            if (state, letter) not in table:
                table[(state, letter)] = count
                count += 1
            state = table[(state, letter)]
        accepting.add(state)
    return DFA(alphabet, tuple(range(count)), 0, accepting, table)


def test_intersection_follows_the_control_flow(tmp_path: Path) -> None:
    ir, alphabet = program_from(tmp_path, TWO_CALLS)
    b = ErrorAutomaton(ir, alphabet, 0)
    word = b.intersect(_universal(alphabet.letters))
    assert word is not None
    assert word[-1] == "A10:F"
    assert "L8:T" in word and word.count("L4:T") + word.count("L4:F") == 2


def test_returns_go_back_to_their_caller(tmp_path: Path) -> None:
    """A finite B would let the first call of f return after the second one and reach the
    error without L8:T; the pushdown B does not."""
    ir, alphabet = program_from(tmp_path, TWO_CALLS)
    b = ErrorAutomaton(ir, alphabet, 0)
    shortcut = _words(alphabet.letters, [("L4:T", "A10:F"), ("L4:F", "A10:F")])
    assert b.intersect(shortcut) is None
    real = ("L4:T", "L8:T", "L4:T", "A10:F")
    assert b.intersect(_words(alphabet.letters, [real])) == real


def test_batches_follow_equation_2() -> None:
    # q_i = ceil((1/eps)(ln(1/(1-delta)) + i ln 2))
    assert batches_for(1, 0.1, 0.9) == math.ceil(10 * (math.log(10) + math.log(2)))
    assert batches_for(1, 0.1, 0.9) == 30
    assert batches_for(5, 0.1, 0.9) == 58
    assert batches_for(3, 0.5, 0.5) == math.ceil(2 * (math.log(2) + 3 * math.log(2)))


def test_a_feasible_error_vector_of_the_hypothesis_is_a_failure(tmp_path: Path) -> None:
    no_branch_in_f = TWO_CALLS.replace("if (v > 0) return 1; return 0;", "return v;")
    _, teacher = _teacher(tmp_path, no_branch_in_f)
    with pytest.raises(FailureFound) as found:
        teacher.equivalence(_universal(teacher.decisions.letters))
    failure = found.value.failure
    assert failure.found_by == "error-automaton"
    assert failure.run.status == "fail" and failure.site == 0
    assert failure.run.inputs[0].value > 5


def test_an_infeasible_error_vector_refines(tmp_path: Path) -> None:
    safe = TWO_CALLS.replace("if (x > 5) {", "if (x > 5 && x < 3) {")
    oracle, teacher = _teacher(tmp_path, safe)
    word = teacher.equivalence(_universal(teacher.decisions.letters))
    assert word is not None and "A10:F" in word
    assert not oracle.membership(word)
    assert teacher.batches == 0  # answered before any sampling


def _teacher(tmp_path: Path, source: str) -> tuple[PathOracle, PacTeacher]:
    """The PAC teacher of ``source``'s first assertion (its error automaton, ε 0.1, δ 0.9)."""
    ir, alphabet = program_from(tmp_path, source)
    oracle = PathOracle(ir, alphabet)
    sampler = ConcolicSampler(ir, alphabet, oracle, ExplorerSettings())
    errors = {0: ErrorAutomaton(ir, alphabet, 0)}
    teacher = PacTeacher(alphabet, oracle, sampler, errors, epsilon=0.1, confidence=0.9, seed=0)
    return oracle, teacher
