"""``errlang learn --equivalence pac``: the language of error with sampled equivalence queries."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from errlang.automata.dfa import DFA
from errlang.cli.main import main
from errlang.session.pac_equivalence import PacEquivalence, PacEquivalenceTeacher

PROGRAM = """\
int nondet_int(void);

int main(void) {
    int x = nondet_int();
    int y = nondet_int();
    int s = 0;
    if (x > 3) s = s + 1;
    if (y == 5) s = s + 2;
    assert(s != 3);
    return 0;
}
"""


@pytest.fixture
def program(tmp_path: Path) -> Path:
    path = tmp_path / "two.c"
    path.write_text(PROGRAM)
    return path


def _learn(program: Path, capsys: pytest.CaptureFixture[str], *extra: str) -> dict:
    code = main(["learn", str(program), "--line", "9", "--alphabet", "branches", "--json", *extra])
    assert code == 0
    return dict(json.loads(capsys.readouterr().out))


def test_pac_equivalence_learns_the_failing_word_and_states_a_pac_guarantee(
    program: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    document = _learn(program, capsys, "--equivalence", "pac", "--epsilon", "0.2")
    guarantee = document["guarantee"]
    assert guarantee["exact_up_to_length"] == 0
    (statement,) = guarantee["unproven"]
    assert statement.startswith("PAC(0.2, 0.9) instead of exactness: with confidence 0.9")
    assert [c["word"] for c in document["counterexamples"]] == [["L7:T", "L8:T", "!error"]]
    exact = _learn(program, capsys)  # the default stays exact, and agrees here
    assert exact["guarantee"]["exact_up_to_length"] > 0 and not exact["guarantee"]["unproven"]
    assert len(exact["states"]) == len(document["states"])


def test_pac_equivalence_needs_the_branches_alphabet(
    program: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(["learn", str(program), "--line", "9", "--equivalence", "pac"])
    assert code == 2
    assert "--equivalence pac needs --alphabet branches" in capsys.readouterr().err


class _Inner:
    """A bounded teacher whose language is {L7:T L8:T !error}."""

    alphabet = ("L7:T", "L7:F", "L8:T", "L8:F", "!error")
    final_letter = "!error"

    class stats:
        equivalence_queries = 0

    def membership(self, word: tuple[str, ...]) -> bool:
        return word == ("L7:T", "L8:T", "!error")


class _Runs:
    """A sampler whose every batch holds the failing run."""

    class sampler:
        @staticmethod
        def batch(rng: object) -> list[object]:
            return ["run"]

    @staticmethod
    def word(run: object, final: str) -> tuple[str, ...]:
        return ("L7:T", "L8:T", final)


def test_a_sampled_word_the_hypothesis_misclassifies_is_the_counterexample() -> None:
    empty = DFA(_Inner.alphabet, (0,), 0, frozenset(), {})
    teacher = PacEquivalenceTeacher(_Inner(), _Runs(), PacEquivalence(), 1e18)  # type: ignore[arg-type]
    assert teacher.equivalence(empty) == ("L7:T", "L8:T", "!error")
    assert teacher.queries == 1 and teacher.samples == 1
